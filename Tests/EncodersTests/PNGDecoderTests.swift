import Encoders
import Foundation
import TestSupport
import Testing

/// The PNG decoder against files other programs wrote: Pillow's (each colour type and bit depth
/// it writes, and three levels of compression), zlib's 16-bit ones, and a Chromium screenshot;
/// against the project's own encoder; and against damaged files, each with its one error.
/// `Tests/Fixtures/png/make-fixtures.py` wrote the small files from formulas computed again here.
struct PNGDecoderTests {
    static func fixture(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: TestSupport.packageRoot.appendingPathComponent("Tests/Fixtures/png/\(name)")))
    }

    static let (width, height) = (13, 7)

    /// make-fixtures.py's `rgba(x, y)`.
    static func rgba(_ x: Int, _ y: Int) -> [UInt8] {
        [UInt8(x * 19 % 256), UInt8(y * 37 % 256), UInt8(x * y * 11 % 256), UInt8((x + y) * 17 % 256)]
    }

    static func grey(_ x: Int, _ y: Int) -> UInt8 { UInt8((x * 20 + y * 3) % 256) }

    static func expected(_ pixel: (Int, Int) -> [UInt8]) -> [UInt8] {
        (0..<height).flatMap { y in (0..<width).flatMap { x in pixel(x, y) } }
    }

    static let palette: [[UInt8]] = [
        [255, 0, 0, 255], [0, 128, 0, 255], [0, 0, 255, 128], [250, 250, 250, 255], [17, 34, 51, 255],
    ]

    static let cases: [(file: String, pixels: [UInt8])] = [
        ("rgba8.png", expected { rgba($0, $1) }),
        ("rgba8-stored.png", expected { rgba($0, $1) }),
        ("rgba8-fast.png", expected { rgba($0, $1) }),
        ("rgba16.png", expected { rgba($0, $1) }),
        ("rgb8.png", expected { Array(rgba($0, $1).prefix(3)) + [255] }),
        ("rgb16.png", expected { Array(rgba($0, $1).prefix(3)) + [255] }),
        ("grey8.png", expected { [grey($0, $1), grey($0, $1), grey($0, $1), 255] }),
        ("grey8-key.png", expected { [grey($0, $1), grey($0, $1), grey($0, $1), grey($0, $1) == 60 ? 0 : 255] }),
        ("greyalpha8.png", expected { [grey($0, $1), grey($0, $1), grey($0, $1), rgba($0, $1)[3]] }),
        ("grey1.png", expected { ($0 + $1) % 3 == 0 ? [255, 255, 255, 255] : [0, 0, 0, 255] }),
        ("grey16.png", expected { x, y in Array(repeating: UInt8((x * 4099 + y * 257) >> 8), count: 3) + [255] }),
        ("palette.png", expected { palette[($0 + 2 * $1) % 4] }),
        ("palette4.png", expected { palette[($0 + 2 * $1) % 5] }),
    ]

    @Test(arguments: 0..<cases.count) func decodesWhatPillowAndZlibWrote(_ index: Int) throws {
        let (file, pixels) = Self.cases[index]
        let image = try PNGDecoder.decode(try Self.fixture(file))
        #expect((image.width, image.height) == (Self.width, Self.height), "\(file)")
        #expect(image.pixels == pixels, "\(file)")
    }

    @Test func grey8KeyHasTransparentPixelsToTest() throws {
        // The colour-key case above means something only if some pixel is the key.
        #expect(Self.cases.first { $0.file == "grey8-key.png" }?.pixels.contains(0) == true)
    }

    /// Chromium's screenshot: RGB, two IDAT chunks, dynamic Huffman blocks. A white page with a
    /// blue circle at (38, 32), dark text and a green bar.
    @Test func decodesAChromiumScreenshot() throws {
        let image = try PNGDecoder.decode(try Self.fixture("chromium-before.png"))
        #expect((image.width, image.height) == (150, 64))
        #expect(image[0, 0] == (255, 255, 255, 255))
        #expect(image[38, 32] == (0x09, 0x69, 0xDA, 255))
        #expect(image[100, 44] == (0x1A, 0x7F, 0x37, 255))
        #expect(image.pixels.count == 150 * 64 * 4)
    }

    @Test func roundTripsThroughTheEncoder() throws {
        var image = RGBAImage(width: 97, height: 41, red: 250, green: 250, blue: 250)
        var seed: UInt32 = 7
        for y in 0..<41 {
            for x in 0..<97 {
                seed = seed &* 1_103_515_245 &+ 12345
                // Flat areas, gradients and noise, so every filter and both kinds of symbol come up.
                let noise = UInt8(seed >> 24)
                image[x, y] =
                    x < 30
                    ? (10, 20, 30, 255)
                    : x < 60 ? (UInt8(x * 4), UInt8(y * 6), 128, UInt8(255 - x)) : (noise, noise &+ 3, UInt8(y), noise)
            }
        }
        let encoded = PNGEncoder.encode(image)
        #expect(try PNGDecoder.decode(encoded) == image)
        // …and the test suite's own reader, written apart, agrees on the chunks.
        #expect(try chunkTypes(encoded) == ["IHDR", "sRGB", "IDAT", "IEND"])
        // The palette encoder's fixed-code stream decodes too.
        var palette = PNGImage(width: 5, height: 3, palette: [(0, 0, 0), (255, 128, 1)])
        palette.pixels = [0, 1, 0, 1, 1, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1]
        let decoded = try PNGDecoder.decode(palette.encoded)
        #expect(decoded[1, 0] == (255, 128, 1, 255) && decoded[0, 1] == (0, 0, 0, 255))
    }

    @Test func roundTripsEmptyAndTinyImages() throws {
        for (width, height) in [(1, 1), (1, 300), (300, 1), (2, 2)] {
            let image = RGBAImage(width: width, height: height, red: 1, green: 2, blue: 3, alpha: 4)
            #expect(try PNGDecoder.decode(PNGEncoder.encode(image)) == image)
        }
    }

    /// A band of a difference image at a phone's width: faded grey with text-like detail and a
    /// red block. Written with real compression, it is a small fraction of its pixels' bytes.
    @Test func compressesAPhoneWidePictureToAFractionOfItsPixels() throws {
        var image = RGBAImage(width: 1179, height: 160, red: 240, green: 240, blue: 240)
        for y in 0..<160 where y % 40 < 14 {
            for x in 40..<900 where (x * 7 + y * 3) % 11 < 5 { image[x, y] = (200, 200, 200, 255) }
        }
        for y in 100..<140 { for x in 100..<400 { image[x, y] = (255, 0, 0, 255) } }
        let encoded = PNGEncoder.encode(image)
        #expect(encoded.count < image.pixels.count / 40, "\(encoded.count) bytes")
        #expect(try PNGDecoder.decode(encoded) == image)
    }

    @Test func deflateEncoderInflatesToItsInput() throws {
        for input in PNGTests.inputs {
            let stream = DeflateEncoder.zlib(input.bytes)
            #expect(try Inflate.zlib(stream, limit: input.bytes.count) == input.bytes, "\(input.name)")
            let fixed = Deflate.zlib(input.bytes, stride: input.stride)
            #expect(try Inflate.zlib(fixed, limit: input.bytes.count) == input.bytes, "\(input.name)")
        }
    }

    @Test func inflateStopsAtItsLimit() throws {
        let zeros = DeflateEncoder.zlib([UInt8](repeating: 0, count: 100_000))
        #expect(zeros.count < 1000)
        #expect(throws: InflateError.tooLong(limit: 1000)) { try Inflate.zlib(zeros, limit: 1000) }
    }

    @Test func xxh64MatchesTheReference() {
        // Values from the reference implementation (Python's xxhash 3).
        #expect(XXH64.hash([]) == 0xEF46_DB37_51D8_E999)
        #expect(XXH64.hash(Array("a".utf8)) == 0xD24E_C4F1_A98C_6E5B)
        #expect(XXH64.hash(Array("abc".utf8)) == 0x44BC_2CF5_AD77_0999)
        #expect(XXH64.hash(Array("Nobody inspects the spammish repetition".utf8)) == 0xFBCE_A83C_8A37_8BF1)
        let ramp = (0..<768).map { UInt8($0 % 256) }
        #expect(XXH64.hash(ramp) == 0x8E03_C838_C596_036F)
        #expect(XXH64.hash(ramp, seed: 1179 << 32 | 2556) == 0x5F4A_F944_5362_A428)
        #expect(XXH64.hash(Array("abcdefghijklmnopqrstuvwxyz012345".utf8), seed: 7) == 0xE3AC_EB3C_2758_A38F)
    }

    @Test func pixelHashNamesThePixelsAndTheSize() throws {
        let image = RGBAImage(width: 4, height: 2, red: 9, green: 9, blue: 9)
        let other = RGBAImage(width: 2, height: 4, red: 9, green: 9, blue: 9)
        #expect(image.pixelHash.hasPrefix("xxh64:") && image.pixelHash.count == 22)
        #expect(image.pixelHash != other.pixelHash)
        #expect(try PNGDecoder.decode(PNGEncoder.encode(image)).pixelHash == image.pixelHash)
    }
}

/// The chunk types of a PNG, read by the test suite's own reader.
private func chunkTypes(_ bytes: [UInt8]) throws -> [String] {
    var types: [String] = []
    var offset = 8
    while offset + 8 <= bytes.count {
        let length = bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
        types.append(String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self))
        offset += 12 + length
    }
    return types
}
