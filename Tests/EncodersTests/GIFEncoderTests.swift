import Testing

@testable import Encoders

/// The GIF encoder, read back by a decoder of its own (`GIFReader`): its LZW against random
/// and long inputs, the one palette (exact up to 255 colours; the flat colours exact beyond),
/// each frame as shown against the frame recorded, only the changed rectangle stored with its
/// unchanged pixels transparent, merged frames, delays in hundredths that add up, the 50 fps
/// limit, and the measurement behind not dithering.
struct GIFEncoderTests {
    static func encode(_ frames: [RGBAImage], fps: Int, dither: Int = 0) throws -> [UInt8] {
        var encoder = try GIFEncoder(width: frames[0].width, height: frames[0].height, fps: fps)
        encoder.orderedDitherSpread = dither
        for frame in frames { try encoder.append(frame) }
        return try encoder.finish()
    }

    static func noise(_ count: Int, below limit: Int, seed: UInt32) -> [UInt8] {
        var state = seed
        return (0..<count).map { _ in
            state = state &* 1_103_515_245 &+ 12345
            return UInt8(Int(state >> 16) % limit)
        }
    }

    @Test(arguments: [2, 3, 5, 8])
    func lzwDecodesToItsInput(minimumCodeSize: Int) throws {
        var encoder = GIFLZWEncoder()
        let limit = 1 << minimumCodeSize
        // Noise fills the 4,096-code table several times over; runs make long strings; the
        // empty and one-index inputs are the edges.
        let inputs: [[UInt8]] = [
            [], [UInt8(limit - 1)], Self.noise(40_000, below: limit, seed: 7),
            [UInt8](repeating: 1, count: 100_000), Self.noise(3000, below: 2, seed: 3),
        ]
        for input in inputs {
            let codes = encoder.encode(input, minimumCodeSize: minimumCodeSize)
            #expect(try GIFReader.lzwDecode(codes, minimumCodeSize: minimumCodeSize) == input)
        }
    }

    /// Every length of input up to 600 indices: whatever code the stream ends on, the end code
    /// comes at the width the decoder reads it at (it widens after the last code too).
    @Test(arguments: [2, 4, 7, 8])
    func lzwEndsAtTheRightWidthWhateverTheLength(minimumCodeSize: Int) throws {
        var encoder = GIFLZWEncoder()
        let noise = Self.noise(600, below: 1 << minimumCodeSize, seed: 11)
        for length in 0...600 {
            let input = Array(noise.prefix(length))
            let codes = encoder.encode(input, minimumCodeSize: minimumCodeSize)
            #expect(try GIFReader.lzwDecode(codes, minimumCodeSize: minimumCodeSize) == input, "\(length) indices")
        }
    }

    @Test func aRecordingOf255ColoursHasEachAsItsOwnEntry() throws {
        var image = RGBAImage(width: 255, height: 2, red: 0, green: 0, blue: 0)
        for x in 0..<255 {
            image[x, 0] = (UInt8(x), UInt8(255 - x), UInt8(x / 2), 255)
            image[x, 1] = (UInt8(x), UInt8(255 - x), UInt8(x / 2), 255)
        }
        let file = try GIFReader(Self.encode([image], fps: 10))
        #expect(file.palette.count == 256)
        #expect(file.frames.map(\.screen) == [image])
        #expect(file.minimumCodeSizes == [8])
    }

    @Test(arguments: [(1, 2, 2), (3, 4, 2), (4, 8, 3), (127, 128, 7), (128, 256, 8)])
    func theTableIsThePowerOfTwoThatHoldsTheColoursAndTheTransparentIndex(
        colors: Int, entries: Int, minimumCodeSize: Int
    ) throws {
        var image = RGBAImage(width: colors, height: 1, red: 0, green: 0, blue: 0)
        for x in 0..<colors { image[x, 0] = (UInt8(x), 50, 100, 255) }
        let file = try GIFReader(Self.encode([image, image], fps: 10))
        #expect(file.palette.count == entries)
        #expect(file.minimumCodeSizes == [minimumCodeSize])
        #expect(file.frames.map(\.screen) == [image])
    }

    @Test func moreThan255ColoursKeepTheCommonOnesExact() throws {
        // A flat page (two colours, most pixels) with a 300-step gradient strip.
        var image = RGBAImage(width: 300, height: 40, red: 242, green: 242, blue: 247)
        for x in 0..<300 {
            for y in 0..<10 { image[x, y] = (0, 122, 255, 255) }
            image[x, 39] = (UInt8(x * 255 / 299), 100, UInt8(255 - x * 255 / 299), 255)
        }
        let file = try GIFReader(Self.encode([image], fps: 10))
        let screen = try #require(file.frames.first?.screen)
        #expect(screen[5, 5] == (0, 122, 255, 255))
        #expect(screen[5, 20] == (242, 242, 247, 255))
        var largest = 0
        for x in 0..<300 {
            let (want, got) = (image[x, 39], screen[x, 39])
            largest = max(largest, abs(Int(want.red) - Int(got.red)), abs(Int(want.blue) - Int(got.blue)))
        }
        #expect(largest <= 2)
    }

    @Test func eachFrameReadsBackWithOnlyItsChangesStored() throws {
        let frames = [
            APNGEncoderTests.frame(squareAt: 2), APNGEncoderTests.frame(squareAt: 5),
            APNGEncoderTests.frame(squareAt: 5, color: (0, 122, 255)),
        ]
        let file = try GIFReader(Self.encode(frames, fps: 50))
        #expect(file.loops)
        #expect(file.frames.map(\.screen) == frames)
        #expect(
            file.frames.map(\.rectangle) == [
                PixelRectangle(x: 0, y: 0, width: 40, height: 24),
                PixelRectangle(x: 2, y: 10, width: 9, height: 4),
                PixelRectangle(x: 5, y: 10, width: 6, height: 4),
            ])
        // The first frame is whole; in the second, the square's three middle columns (5–7)
        // were red and stay red: transparent.
        let transparent = try #require(file.transparentIndices[1])
        #expect(file.transparentIndices[0] == nil)
        #expect(!file.storedIndices[0].contains(UInt8(transparent)))
        let second = file.storedIndices[1]
        #expect((0..<4).allSatisfy { row in (3..<6).allSatisfy { second[row * 9 + $0] == transparent } })
        #expect(second.filter { $0 == transparent }.count == 12)
    }

    @Test func delaysAreHundredthsThatAddUpToTheRecordingsTime() throws {
        let (a, b) = (APNGEncoderTests.frame(squareAt: 2), APNGEncoderTests.frame(squareAt: 20))
        // 30 fps: a frame lasts 3⅓ hundredths; frame k starts at round(100k / 30).
        let alternating = (0..<7).map { $0 % 2 == 0 ? a : b }
        let file = try GIFReader(Self.encode(alternating, fps: 30))
        #expect(file.frames.map(\.delayNumerator) == [3, 4, 3, 3, 4, 3, 3])
        // Merged: frames 0–2 are one (10), 3–4 another (7), 5 the last (3): 20 hundredths in all.
        let merged = try GIFReader(Self.encode([a, a, a, b, b, a], fps: 30))
        #expect(merged.frames.map(\.delayNumerator) == [10, 7, 3])
        #expect(merged.frames.map(\.screen) == [a, b, a])
    }

    @Test func aRunLongerThanOneDelayHoldsGoesOnAsATransparentPixel() throws {
        var encoder = try GIFEncoder(width: 2, height: 1, fps: 1)
        let still = RGBAImage(width: 2, height: 1, red: 1, green: 2, blue: 3)
        for _ in 0..<601 { try encoder.append(still) }
        let file = try GIFReader(try encoder.finish())
        #expect(file.frames.map(\.delayNumerator) == [60000, 100])
        #expect(file.frames.allSatisfy { $0.screen == still })
    }

    @Test func aGIFRefusesMoreThan50FramesASecondSayingWhy() throws {
        _ = try GIFEncoder(width: 4, height: 4, fps: 50)
        let error = #expect(throws: AnimationEncodingError.frameRateTooHighForGIF(60)) {
            try GIFEncoder(width: 4, height: 4, fps: 60)
        }
        #expect(error?.description.contains("at most 50 frames a second") == true)
        #expect(throws: AnimationEncodingError.badSize(width: 70000, height: 4, limit: 65535)) {
            try GIFEncoder(width: 70000, height: 4, fps: 10)
        }
        let empty = try GIFEncoder(width: 4, height: 4, fps: 10)
        #expect(throws: AnimationEncodingError.noFrames) { try empty.finish() }
    }
}

/// Whether the GIF's gradients are dithered: the error of a realistic frame (`RealisticFrame`)
/// with no dither and with an ordered 4 × 4 Bayer dither of two spreads, per pixel (mean and
/// largest, Euclidean in RGB) and over 4 × 4 blocks (what the eye averages), and the file's size.
/// `swift test --filter ditheringMeasurement` prints the figures.
struct GIFDitheringMeasurement {
    struct Figures: CustomStringConvertible {
        var spread: Int
        var mean: Double
        var largest: Double
        var blockMean: Double
        var bytes: Int
        var flatExact: Bool
        var description: String {
            "spread \(spread): mean \(mean), largest \(largest), 4×4 mean \(blockMean), \(bytes) bytes, flats exact \(flatExact)"
        }
    }

    /// Rows of the wide gradient's picture left as the screen's flat colours.
    static func flatBand(_ height: Int) -> Range<Int> { (height * 47 / 100)..<(height * 54 / 100) }

    /// The errors over `rows` of the picture (all by default).
    static func measure(_ bytes: [UInt8], spread: Int, image: RGBAImage, rows: Range<Int>) throws -> Figures {
        let file = try GIFReader(bytes)
        let shown = try #require(file.frames.first?.screen)
        func distance(_ a: (Double, Double, Double), _ b: (Double, Double, Double)) -> Double {
            ((a.0 - b.0) * (a.0 - b.0) + (a.1 - b.1) * (a.1 - b.1) + (a.2 - b.2) * (a.2 - b.2)).squareRoot()
        }
        func rgb(_ pixel: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) -> (Double, Double, Double) {
            (Double(pixel.red), Double(pixel.green), Double(pixel.blue))
        }
        var total = 0.0
        var largest = 0.0
        for y in rows {
            for x in 0..<image.width {
                let error = distance(rgb(image[x, y]), rgb(shown[x, y]))
                total += error
                largest = max(largest, error)
            }
        }
        var blockTotal = 0.0
        var blocks = 0
        for y in stride(from: rows.lowerBound, to: rows.upperBound - 3, by: 4) {
            for x in stride(from: 0, to: image.width - 3, by: 4) {
                var (a, b) = ((0.0, 0.0, 0.0), (0.0, 0.0, 0.0))
                for dy in 0..<4 {
                    for dx in 0..<4 {
                        let (p, q) = (rgb(image[x + dx, y + dy]), rgb(shown[x + dx, y + dy]))
                        a = (a.0 + p.0 / 16, a.1 + p.1 / 16, a.2 + p.2 / 16)
                        b = (b.0 + q.0 / 16, b.1 + q.1 / 16, b.2 + q.2 / 16)
                    }
                }
                blockTotal += distance(a, b)
                blocks += 1
            }
        }
        let flat = flatBand(image.height).lowerBound + 1
        let flatExact = (0..<image.width).allSatisfy { rgb(image[$0, flat]) == rgb(shown[$0, flat]) }
        return Figures(
            spread: spread, mean: total / Double(image.width * rows.count), largest: largest,
            blockMean: blockTotal / Double(blocks), bytes: bytes.count, flatExact: flatExact)
    }

    @Test func ditheringMeasurement() throws {
        // A third of the phone's 393 × 852 points, so that the test is quick in a debug build;
        // the figures in `GIFPalette`'s comment are from the whole size.
        let (width, height) = (131, 284)
        let image = RealisticFrame.make(width: width, height: height)
        // The worst case: the whole screen a gradient of wide span (black, blue, orange), flat
        // UI fills in one band.
        var wide = image
        for y in 0..<height {
            for x in 0..<width where !Self.flatBand(height).contains(y) {
                let (u, v) = (Double(x) / Double(width - 1), Double(y) / Double(height - 1))
                wide[x, y] = (UInt8(255 * v), UInt8(120 * u * v + 40 * (1 - v)), UInt8(255 * u * (1 - v)), 255)
            }
        }
        var figures: [String: [Figures]] = [:]
        for (picture, regions) in [
            (image, [("screen", 0..<height), ("its material", 0..<(height / 8))]),
            (wide, [("wide gradient", 0..<height)]),
        ] {
            for spread in [0, 8, 16] {
                let bytes = try GIFEncoderTests.encode([picture], fps: 10, dither: spread)
                for (name, rows) in regions {
                    let measured = try Self.measure(bytes, spread: spread, image: picture, rows: rows)
                    figures[name, default: []].append(measured)
                    print("GIF dithering, \(width) × \(height), \(name):", measured)
                }
            }
        }
        // Without dither the flat colours stay exact and the error per pixel is lowest.
        for (_, measured) in figures {
            #expect(measured.allSatisfy { $0.flatExact })
            #expect(measured[0].mean <= measured[1].mean && measured[0].mean <= measured[2].mean)
        }
    }
}
