"""Writes the PNG decoder's fixtures with Pillow: one small picture in each colour type and bit
depth Pillow writes, each pixel given by a formula that PNGDecoderTests computes again, and
the same RGBA picture compressed in three ways (stored blocks, zlib's fastest and its best).
Run from this folder: python make-fixtures.py (Pillow 10 or later)."""
import struct
import zlib

from PIL import Image

W, H = 13, 7


def rgba(x, y):
    return (x * 19 % 256, y * 37 % 256, (x * y * 11) % 256, (x + y) * 17 % 256)


def grey(x, y):
    return (x * 20 + y * 3) % 256


def make(mode, value):
    image = Image.new(mode, (W, H))
    image.putdata([value(x, y) for y in range(H) for x in range(W)])
    return image


rgba_image = make("RGBA", rgba)
rgba_image.save("rgba8.png", optimize=True)
rgba_image.save("rgba8-stored.png", compress_level=0)
rgba_image.save("rgba8-fast.png", compress_level=1)
make("RGB", lambda x, y: rgba(x, y)[:3]).save("rgb8.png")
make("L", grey).save("grey8.png")
make("LA", lambda x, y: (grey(x, y), rgba(x, y)[3])).save("greyalpha8.png")
make("1", lambda x, y: 255 if (x + y) % 3 == 0 else 0).save("grey1.png")
make("I;16", lambda x, y: x * 4099 + y * 257).save("grey16.png")
# Grey with a colour key: grey value 60 is transparent.
make("L", grey).save("grey8-key.png", transparency=60)
# A palette of five colours, the third half transparent; index (x + 2y) % n of the first n
# colours. Pillow writes four colours with two bits an index, five with four bits.
palette = [(255, 0, 0), (0, 128, 0), (0, 0, 255), (250, 250, 250), (17, 34, 51)]
for count, name in ((4, "palette.png"), (5, "palette4.png")):
    indexed = Image.new("P", (W, H))
    indexed.putpalette([channel for colour in palette[:count] for channel in colour])
    indexed.putdata([(x + 2 * y) % count for y in range(H) for x in range(W)])
    indexed.save(name, transparency=bytes([255, 255, 128, 255, 255][:count]), bits=2 if count == 4 else 4)


# Pillow writes no 16-bit colour: these two are written here, rows with filter 0, by zlib.
def write_png(path, colour_type, samples):
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    rows = b"".join(b"\0" + b"".join(struct.pack(">H", s) for x in range(W) for s in samples(x, y))
                    for y in range(H))
    header = struct.pack(">IIBBBBB", W, H, 16, colour_type, 0, 0, 0)
    with open(path, "wb") as file:
        file.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows, 9))
                   + chunk(b"IEND", b""))


write_png("rgba16.png", 6, lambda x, y: [c * 256 + x for c in rgba(x, y)])
write_png("rgb16.png", 2, lambda x, y: [c * 256 + y for c in rgba(x, y)[:3]])
