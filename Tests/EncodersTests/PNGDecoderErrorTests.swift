import Encoders
import Testing

/// Damaged and hostile PNGs: each is one error that says what is wrong, and none crashes, hangs
/// or allocates what its header claims before the claim is checked.
struct PNGDecoderErrorTests {
    /// A PNG of `chunks`, each given its length and a correct CRC.
    static func png(_ chunks: [(String, [UInt8])]) -> [UInt8] {
        PNGImage.signature
            + chunks.flatMap { type, data in
                let typed = Array(type.utf8) + data
                return bigEndian(UInt32(data.count)) + typed + bigEndian(CRC32.checksum(typed))
            }
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    static func header(
        width: UInt32 = 2, height: UInt32 = 2, bitDepth: UInt8 = 8, colorType: UInt8 = 6, interlace: UInt8 = 0
    ) -> (String, [UInt8]) {
        ("IHDR", bigEndian(width) + bigEndian(height) + [bitDepth, colorType, 0, 0, interlace])
    }

    /// Two rows of two RGBA pixels with filter 0, compressed.
    static let rows: [UInt8] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 0, 9, 10, 11, 12, 13, 14, 15, 16]
    static let data = ("IDAT", DeflateEncoder.zlib(rows))
    static let end = ("IEND", [UInt8]())

    @Test func aWellFormedFileDecodes() throws {
        let image = try PNGDecoder.decode(Self.png([Self.header(), Self.data, ("tEXt", Array("a\0b".utf8)), Self.end]))
        #expect(image.pixels == [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16])
    }

    static let damaged: [(name: String, bytes: [UInt8], error: PNGDecodingError)] = {
        var flipped = png([header(), data, end])
        flipped[8 + 25 + 10] ^= 0x40  // a byte of IDAT's data
        var badAdler = data.1
        badAdler[badAdler.count - 1] ^= 1
        var badFilter = rows
        badFilter[9] = 5
        let split = DeflateEncoder.zlib(rows)
        return [
            ("a GIF", Array("GIF89a\u{1}\u{0}\u{1}\u{0}".utf8), .notPNG),
            ("the signature alone", PNGImage.signature, .truncated),
            ("no IEND", png([header(), data]), .truncated),
            ("a chunk longer than the file", Array(png([header(), data, end]).dropLast(20)), .truncated),
            ("a flipped bit", flipped, .checksumMismatch(chunk: "IDAT")),
            ("IDAT before IHDR", png([data, header(), end]), .badHeader),
            ("a short IHDR", png([("IHDR", [0, 0, 0, 1]), data, end]), .badHeader),
            ("two IHDRs", png([header(), header(), data, end]), .badHeader),
            ("a width of zero", png([header(width: 0), data, end]), .badSize(width: 0, height: 2)),
            (
                "a height past 2³¹", png([header(height: 0x8000_0000), data, end]),
                .badSize(width: 2, height: 0x8000_0000)
            ),
            (
                "a hundred thousand squared", png([header(width: 100_000, height: 100_000), data, end]),
                .tooLarge(width: 100_000, height: 100_000, limit: PNGDecoder.defaultMaximumPixels)
            ),
            ("RGBA of 4 bits", png([header(bitDepth: 4), data, end]), .unsupportedFormat(bitDepth: 4, colorType: 6)),
            ("colour type 5", png([header(colorType: 5), data, end]), .unsupportedFormat(bitDepth: 8, colorType: 5)),
            ("interlaced", png([header(interlace: 1), data, end]), .interlaced),
            ("an unknown critical chunk", png([header(), ("ZZZZ", []), data, end]), .unknownCriticalChunk("ZZZZ")),
            ("palette colour without PLTE", png([header(colorType: 3), data, end]), .badPalette),
            ("a PLTE of 4 bytes", png([header(colorType: 3), ("PLTE", [1, 2, 3, 4]), data, end]), .badPalette),
            (
                "an index past the palette",
                png([
                    header(colorType: 3), ("PLTE", [1, 2, 3]), ("IDAT", DeflateEncoder.zlib([0, 0, 1, 0, 0, 0])), end,
                ]),
                .paletteIndexOutOfRange(index: 1, paletteSize: 1)
            ),
            ("PLTE after IDAT", png([header(), data, ("PLTE", [1, 2, 3]), end]), .misplacedChunk("PLTE")),
            (
                "IDATs with a chunk between",
                png([
                    header(), ("IDAT", Array(split.prefix(5))), ("tIME", [0, 0, 0, 0, 0, 0, 0]),
                    ("IDAT", Array(split.dropFirst(5))), end,
                ]),
                .misplacedChunk("IDAT")
            ),
            ("no IDAT", png([header(), end]), .noImageData),
            ("a bad Adler-32", png([header(), ("IDAT", badAdler), end]), .compressedData(.checksumMismatch)),
            ("not zlib", png([header(), ("IDAT", [0x12, 0x34, 0, 0]), end]), .compressedData(.badHeader)),
            (
                "rows too long", png([header(), ("IDAT", DeflateEncoder.zlib(rows + [0])), end]),
                .compressedData(.tooLong(limit: 18))
            ),
            (
                "rows too short", png([header(), ("IDAT", DeflateEncoder.zlib(Array(rows.prefix(10)))), end]),
                .imageDataTooShort(expected: 18, found: 10)
            ),
            (
                "filter type 5", png([header(), ("IDAT", DeflateEncoder.zlib(badFilter)), end]),
                .badFilter(type: 5, row: 1)
            ),
        ]
    }()

    @Test(arguments: 0..<damaged.count) func aDamagedFileIsOneError(_ index: Int) {
        let (name, bytes, error) = Self.damaged[index]
        #expect(throws: error, "\(name)") { try PNGDecoder.decode(bytes) }
    }

    @Test func errorsSaySentences() {
        #expect(PNGDecodingError.notPNG.description == "not a PNG file (no PNG signature)")
        #expect(
            PNGDecodingError.tooLarge(width: 100_000, height: 100_000, limit: 33_554_432).description
                == "the PNG is 100000 × 100000 pixels, more than the 33554432 pixels allowed")
        #expect(
            PNGDecodingError.compressedData(.checksumMismatch).description
                == "the PNG's image data cannot be read: the data's Adler-32 checksum does not match")
    }

    /// Every prefix of a real screenshot, and every byte of its image data changed (with the
    /// CRC made right again, so the change reaches the inflater): each decodes or is an error.
    @Test func everyTruncationAndEveryChangedByteIsHandled() throws {
        let file = try PNGDecoderTests.fixture("chromium-before.png")
        for length in stride(from: 0, to: file.count, by: 23) {
            #expect(throws: PNGDecodingError.self) { try PNGDecoder.decode(Array(file.prefix(length))) }
        }
        // The first IDAT's data starts after the signature (8) and IHDR (25), at 8 + 25 + 8.
        let dataStart = 41
        let dataLength = Int(file[33]) << 24 | Int(file[34]) << 16 | Int(file[35]) << 8 | Int(file[36])
        var failures = 0
        for offset in stride(from: dataStart, to: dataStart + dataLength, by: 11) {
            var changed = file
            changed[offset] ^= 0x5A
            let crcOffset = dataStart + dataLength
            let crc = CRC32.checksum(changed[(dataStart - 4)..<crcOffset])
            changed.replaceSubrange(crcOffset..<(crcOffset + 4), with: Self.bigEndian(crc))
            do {
                _ = try PNGDecoder.decode(changed)
            } catch {
                failures += 1
            }
        }
        #expect(failures > dataLength / 11 / 2)
    }

    /// Random bytes behind a valid zlib header: the inflater ends, with an error or with at
    /// most its limit of bytes.
    @Test func randomStreamsEnd() {
        var seed: UInt64 = 99
        for _ in 0..<2000 {
            var stream: [UInt8] = [0x78, 0x9C]
            for _ in 0..<64 {
                seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                stream.append(UInt8(seed >> 56))
            }
            if let bytes = try? Inflate.zlib(stream, limit: 4096) { #expect(bytes.count <= 4096) }
        }
    }
}
