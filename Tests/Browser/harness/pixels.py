"""Pixels of a screenshot, without an imaging library (the machines have none): Python's zlib
and struct read the PNG that driver.get_screenshot_as_png() returns, in every engine.

    decode_png(data, rows_wanted) -> (bytes per pixel, rows)   the first rows_wanted rows, unfiltered
"""
from __future__ import annotations

import struct
import zlib


def decode_png(data: bytes, rows_wanted: int) -> tuple[int, list[bytes]]:
    """(bytes per pixel, the first rows_wanted rows) of an 8-bit, non-interlaced RGB or RGBA PNG
    (what the engines' screenshots are)."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    pos, chunks, header = 8, [], None
    while pos < len(data):
        (length,), kind = struct.unpack(">I", data[pos:pos + 4]), data[pos + 4:pos + 8]
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            chunks.append(body)
        pos += 12 + length
    w, h, depth, colour_type, _, _, interlace = header
    assert depth == 8 and colour_type in (2, 6) and interlace == 0, header
    bpp = 4 if colour_type == 6 else 3
    raw, stride, rows, previous = zlib.decompress(b"".join(chunks)), w * bpp, [], bytes(w * bpp)
    for y in range(min(h, rows_wanted)):
        kind, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            left = line[i - bpp] if i >= bpp else 0
            up, up_left = previous[i], previous[i - bpp] if i >= bpp else 0
            if kind == 1:
                line[i] = (line[i] + left) & 0xFF
            elif kind == 2:
                line[i] = (line[i] + up) & 0xFF
            elif kind == 3:
                line[i] = (line[i] + (left + up) // 2) & 0xFF
            elif kind == 4:
                p = left + up - up_left
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - up_left)
                line[i] = (line[i] + (left if pa <= pb and pa <= pc else up if pb <= pc else up_left)) & 0xFF
        rows.append(bytes(line))
        previous = line
    return bpp, rows
