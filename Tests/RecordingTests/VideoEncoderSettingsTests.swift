import Testing

@testable import Recording

/// What the encoder tab is asked for: the codec string with the level for the size and rate,
/// the even size, the rate control, and the messages of the errors.
struct VideoEncoderSettingsTests {
    @Test func mp4AsksForH264HighAtTheLevelOfItsSizeRateAndBitRate() throws {
        let settings = try VideoEncoderSettings(format: .mp4, width: 786, height: 1704, fps: 60)
        #expect(settings.codec == "avc1.64002a", "High profile, level 4.2")
        #expect(settings.bitrate == 8_036_064, "0.1 bit per pixel per frame")
        #expect(settings.quantizer == nil)
        #expect(settings.keyFrameInterval == 120)
        #expect(
            settings.json
                == #"{"codec":"avc1.64002a","width":786,"height":1704,"fps":60,"keyEvery":120,"bitrateMode":"variable","bitrate":8036064}"#
        )
        #expect(try VideoEncoderSettings(format: .mp4, width: 1179, height: 2556, fps: 60).codec == "avc1.640033")
    }

    @Test func webmAsksForVP9ProfileZeroAtAConstantQuantizer() throws {
        let settings = try VideoEncoderSettings(format: .webm, width: 786, height: 1704, fps: 60)
        #expect(settings.codec == "vp09.00.40.08")
        #expect(settings.bitrate == nil && settings.quantizer == 30)
        #expect(
            settings.json
                == #"{"codec":"vp09.00.40.08","width":786,"height":1704,"fps":60,"keyEvery":120,"bitrateMode":"quantizer","quantizer":30}"#
        )
    }

    @Test func oddSidesArePaddedToEven() throws {
        let settings = try VideoEncoderSettings(format: .mp4, width: 1179, height: 2555, fps: 30)
        #expect(settings.width == 1180 && settings.height == 2556)
        #expect(settings.frameWidth == 1179 && settings.frameHeight == 2555)
    }

    @Test func aSizeBeyondEveryLevelIsAnErrorThatSaysWhatToChange() {
        #expect(throws: RecordingError.videoTooLarge(format: .mp4, width: 16_000, height: 16_000, fps: 120)) {
            try VideoEncoderSettings(format: .mp4, width: 16_000, height: 16_000, fps: 120)
        }
        #expect(
            RecordingError.videoTooLarge(format: .webm, width: 20_000, height: 20, fps: 30).description
                == "a video of 20000 × 20 pixels at 30 frames a second is beyond every VP9 level; "
                + "record at a smaller --scale or a lower --fps")
    }

    @Test func aMissingEncoderNamesTheFormatsThatWork() {
        #expect(
            RecordingError.videoEncoderMissing(
                format: .mp4, codec: "avc1.64002a", browser: "Chromium 156.0.8078.129", working: [.webm]
            ).description
                == "Chromium 156.0.8078.129 cannot encode MP4 (H.264 High, WebCodecs codec “avc1.64002a”) at this "
                + "size and frame rate; it can encode WebM (.webm), and .png (APNG) and .gif always work")
        #expect(
            RecordingError.videoEncoderMissing(
                format: .webm, codec: "vp09.00.40.08", browser: "Chromium 120.0", working: []
            ).description
                == "Chromium 120.0 cannot encode WebM (VP9, WebCodecs codec “vp09.00.40.08”) at this size and frame "
                + "rate; it encodes no video format, so record as .png (APNG) or .gif")
    }
}
