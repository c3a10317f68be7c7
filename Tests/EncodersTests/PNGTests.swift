import Encoders
import TestSupport
import Testing

/// The PNG encoder and its deflate stream, read back by a decoder written from the standards
/// (`PNGReader`), and Adler-32's known values.
struct PNGTests {
    @Test func adler32MatchesRFC1950sDefinition() {
        #expect(Adler32.checksum(Array("Wikipedia".utf8)) == 0x11E6_0398)
        #expect(Adler32.checksum([]) == 1)
        // Past 5,552 bytes the sums are reduced; a run of 255s is the worst case for overflow.
        let long = [UInt8](repeating: 255, count: 100_000)
        var (a, b): (UInt64, UInt64) = (1, 0)
        for byte in long {
            a = (a + UInt64(byte)) % 65521
            b = (b + a) % 65521
        }
        #expect(Adler32.checksum(long) == UInt32(b << 16 | a))
    }

    /// Bytes of every kind the encoder meets: none, noise, runs at deflate's length boundaries,
    /// rows that repeat, and a row as far back as the window reaches.
    static let inputs: [(name: String, bytes: [UInt8], stride: Int)] = {
        var seed: UInt32 = 12345
        let noise = (0..<5000).map { _ -> UInt8 in
            seed = seed &* 1_103_515_245 &+ 12345
            return UInt8(seed >> 24)
        }
        var rows: [UInt8] = []
        for row in 0..<64 {
            for column in 0..<100 { rows.append(UInt8((column / 10 + row / 8) % 3)) }
        }
        var runs: [UInt8] = [1] + [UInt8](repeating: 0, count: 257) + [2]
        runs += [UInt8](repeating: 9, count: 258) + [3]
        runs += [UInt8](repeating: 4, count: 259) + [UInt8](repeating: 5, count: 3)
        var window = Array(noise.prefix(1000))
        window += [UInt8](repeating: 0, count: 31768)
        window += noise.prefix(1000)
        return [
            ("empty", [], 4),
            ("one byte", [7], 4),
            ("noise", noise, 100),
            ("runs", runs, 50),
            ("repeated rows", rows, 100),
            ("a window's width", window, 32768),
            ("no row copies", rows, 40_000),
        ]
    }()

    @Test(arguments: 0..<inputs.count) func deflateInflatesToItsInput(_ index: Int) throws {
        let input = Self.inputs[index]
        let stream = Deflate.zlib(input.bytes, stride: input.stride)
        #expect(try PNGReader.zlibInflate(stream) == input.bytes, "\(input.name)")
    }

    @Test func flatRowsCompressToAFewBytesEach() {
        let image = [UInt8](repeating: 0, count: 513 * 512)
        #expect(Deflate.zlib(image, stride: 513).count < 512 * 6)
    }

    @Test func aPNGHoldsItsChunksPaletteAndPixels() throws {
        var image = PNGImage(width: 3, height: 2, palette: [(0, 0, 0), (255, 128, 1)])
        image.pixels = [0, 1, 0, 1, 1, 0]
        let read = try PNGReader(image.encoded)
        #expect(read.chunkTypes == ["IHDR", "sRGB", "PLTE", "IDAT", "IEND"])
        #expect((read.width, read.height, read.bitDepth, read.colorType) == (3, 2, 8, 3))
        #expect(read.pixels == [0, 1, 0, 1, 1, 0])
        #expect(read[1, 0] == (255, 128, 1))
    }

    @Test func pixelsThatDoNotFillTheImageAreWrittenAsTheFirstColour() throws {
        var image = PNGImage(width: 2, height: 2, palette: [])
        image.pixels = [0]
        let read = try PNGReader(image.encoded)
        #expect(read.pixels == [0, 0, 0, 0])
        #expect(read.palette.count == 1)
    }
}
