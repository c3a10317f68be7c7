import Encoders
import Testing

/// The APNG encoder, read back chunk by chunk (`APNGReader`): the chunks in APNG's order with
/// their sequence numbers, each frame as shown against the frame recorded, only the changed
/// rectangle stored, identical frames merged with their delays summed, and the errors.
struct APNGEncoderTests {
    /// A 40 × 24 screen: a light background, a dark bar along the top and a 6 × 4 square at `x`.
    static func frame(squareAt x: Int, color: (UInt8, UInt8, UInt8) = (255, 59, 48)) -> RGBAImage {
        var image = RGBAImage(width: 40, height: 24, red: 242, green: 242, blue: 247)
        for column in 0..<40 {
            for row in 0..<3 { image[column, row] = (28, 28, 30, 255) }
        }
        for column in x..<(x + 6) {
            for row in 10..<14 { image[column, row] = (color.0, color.1, color.2, 255) }
        }
        return image
    }

    static func encode(_ frames: [RGBAImage], fps: Int) throws -> [UInt8] {
        var encoder = try APNGEncoder(width: frames[0].width, height: frames[0].height, fps: fps)
        for frame in frames { try encoder.append(frame) }
        return try encoder.finish()
    }

    @Test func chunksComeInAPNGsOrderWithSequenceNumbersFromZero() throws {
        let frames = [Self.frame(squareAt: 2), Self.frame(squareAt: 5), Self.frame(squareAt: 9)]
        let file = try APNGReader(Self.encode(frames, fps: 60))
        #expect(
            file.chunks.map(\.type) == [
                "IHDR", "sRGB", "acTL", "fcTL", "IDAT", "fcTL", "fdAT", "fcTL", "fdAT", "IEND",
            ])
        #expect(file.sequenceNumbers == Array(0..<5))
        #expect(file.declaredFrames == 3)
        #expect(file.plays == 0)
        #expect(file.colorType == 2, "RGB: every pixel is opaque")
    }

    @Test func aFrameThatIsNotOpaqueMakesTheWholeFileRGBA() throws {
        var translucent = Self.frame(squareAt: 9)
        translucent[10, 11] = (255, 59, 48, 128)
        let frames = [Self.frame(squareAt: 2), Self.frame(squareAt: 5), translucent, Self.frame(squareAt: 2)]
        let file = try APNGReader(Self.encode(frames, fps: 60))
        #expect(file.colorType == 6)
        #expect(file.frames.map(\.screen) == frames)
        #expect(try PNGDecoder.decode(Self.encode(frames, fps: 60)) == frames[0])
    }

    @Test func eachFrameReadsBackAsRecordedFromOnlyItsChangedRectangle() throws {
        let frames = [Self.frame(squareAt: 2), Self.frame(squareAt: 5), Self.frame(squareAt: 5, color: (0, 122, 255))]
        let file = try APNGReader(Self.encode(frames, fps: 60))
        #expect(file.frames.map(\.screen) == frames)
        #expect(
            file.frames.map(\.rectangle) == [
                PixelRectangle(x: 0, y: 0, width: 40, height: 24),
                // The square left columns 2–4 and took 8–10.
                PixelRectangle(x: 2, y: 10, width: 9, height: 4),
                PixelRectangle(x: 5, y: 10, width: 6, height: 4),
            ])
        #expect(file.frames.allSatisfy { $0.delayNumerator == 1 && $0.delayDenominator == 60 })
    }

    @Test func identicalFramesAreOneFrameShownForTheirSummedDelay() throws {
        let (a, b) = (Self.frame(squareAt: 2), Self.frame(squareAt: 20))
        let file = try APNGReader(Self.encode([a, a, a, b, b, a], fps: 30))
        #expect(file.frames.map(\.screen) == [a, b, a])
        #expect(file.frames.map { [$0.delayNumerator, $0.delayDenominator] } == [[3, 30], [2, 30], [1, 30]])
        #expect(file.declaredFrames == 3)
    }

    @Test func aViewerWithoutAPNGShowsTheFirstFrame() throws {
        let frames = [Self.frame(squareAt: 2), Self.frame(squareAt: 30)]
        #expect(try PNGDecoder.decode(Self.encode(frames, fps: 60)) == frames[0])
    }

    @Test func aRecordingOfOneFrameIsOneFrame() throws {
        let file = try APNGReader(Self.encode([Self.frame(squareAt: 2)], fps: 24))
        #expect(file.chunks.map(\.type) == ["IHDR", "sRGB", "acTL", "fcTL", "IDAT", "IEND"])
        #expect(file.frames.map(\.screen) == [Self.frame(squareAt: 2)])
        #expect(file.declaredFrames == 1)
    }

    @Test func aRunLongerThanOneDelayHoldsGoesOnAsAFrameOfOnePixel() throws {
        var encoder = try APNGEncoder(width: 2, height: 1, fps: 60)
        let still = RGBAImage(width: 2, height: 1, red: 1, green: 2, blue: 3)
        for _ in 0..<65537 { try encoder.append(still) }
        let file = try APNGReader(try encoder.finish())
        #expect(file.frames.map { [$0.delayNumerator, $0.delayDenominator] } == [[65535, 60], [2, 60]])
        #expect(file.frames.map(\.rectangle.width) == [2, 1])
        #expect(file.frames.allSatisfy { $0.screen == still })
    }

    @Test func wrongInputsAreErrorsThatSayWhatIsWrong() throws {
        #expect(throws: AnimationEncodingError.badFrameRate(0)) { try APNGEncoder(width: 4, height: 4, fps: 0) }
        #expect(throws: AnimationEncodingError.badSize(width: 0, height: 4, limit: 0x7FFF_FFFF)) {
            try APNGEncoder(width: 0, height: 4, fps: 60)
        }
        let encoder = try APNGEncoder(width: 4, height: 4, fps: 60)
        #expect(throws: AnimationEncodingError.noFrames) { try encoder.finish() }
        var sized = encoder
        let error = #expect(throws: AnimationEncodingError.self) {
            try sized.append(RGBAImage(width: 4, height: 5, red: 0, green: 0, blue: 0))
        }
        #expect(error?.description == "frame 0 is 4 × 5 pixels, not the recording's 4 × 4")
    }
}
