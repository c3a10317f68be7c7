import BrowserDriver
import Encoders
import LayoutSpec
import Snapshots

/// Encodes frames with the browser's own WebCodecs `VideoEncoder` in a tab of its own (H.264 High
/// for MP4, VP9 for WebM) and muxes the chunks into the file's bytes (`MP4Muxer`, `WebMMuxer`).
///
///     var recorder = try VideoRecorder(browser: browser, format: .mp4, width: 786, height: 1704, fps: 60)
///     for png in frames { try recorder.append(png: png) }
///     let bytes = try recorder.finish()
///
/// Frame k is shown at `k / fps` s and lasts `1 / fps` (a constant frame rate). A frame of an odd
/// width or height is padded to even with a copy of its last column or row, so every pixel is
/// kept (the video is one pixel wider or taller). The rate control and key frames are
/// `VideoEncoderSettings`'. The encoder tab holds at most a few frames at a time; the chunks come
/// back as they are made and are kept here until `finish()`.
public struct VideoRecorder {
    public let format: VideoFormat
    let settings: VideoEncoderSettings
    private let page: BrowserPage
    private var frames: [EncodedVideoFrame] = []
    private var timestamps: [Int] = []
    private var configuration: [UInt8]?
    private var colour: VideoColour?
    private var appended = 0

    /// Opens the encoder tab and configures its encoder; a browser without an encoder for
    /// `format` at this size and rate is `RecordingError.videoEncoderMissing`, naming the formats
    /// that it can encode.
    public init(browser: Browser, format: VideoFormat, width: Int, height: Int, fps: Int) throws(RecordingError) {
        self.format = format
        settings = try VideoEncoderSettings(format: format, width: width, height: height, fps: fps)
        do {
            try browser.folder.write("video/encoder.html", Array(VideoEncoderPage.markup.utf8))
            // A window of its own: a tab opened beside the recording's would hide it, and a hidden
            // tab draws no frames.
            page = try BrowserPage(in: browser, newWindow: true)
            try page.navigate(
                "file://" + SnapshotCapture.percentEncodedPath(browser.folder.path + "/video/encoder.html"))
            let configured = try page.evaluate(
                "recorder.configure(\(settings.json))", waitingFor: "the video encoder to be configured")
            if configured?.boolValue != true {
                var working: [VideoFormat] = []
                for other in VideoFormat.allCases where other != format {
                    guard let trial = try? VideoEncoderSettings(format: other, width: width, height: height, fps: fps)
                    else { continue }
                    let supported = try page.evaluate(
                        "recorder.supported(\(trial.json))", waitingFor: "the browser's video encoders")
                    if supported?.boolValue == true { working.append(other) }
                }
                try? page.close()
                throw RecordingError.videoEncoderMissing(
                    format: format, codec: settings.codec,
                    browser: "\(browser.version.product) \(browser.version.text)", working: working)
            }
        } catch let error as RecordingError {
            throw error
        } catch let error as BrowserError {
            throw .browser(error)
        } catch {
            throw .videoEncoderFailed("\(error)")
        }
    }

    /// Sends the next frame, shown `1 / fps` s after the one before, to the encoder: the PNG as
    /// the browser took it (`BrowserPage.screenshot()`), of the recording's size.
    public mutating func append(png: [UInt8]) throws(RecordingError) {
        let size = Self.pngSize(png)
        guard let size, size.width == settings.frameWidth, size.height == settings.frameHeight else {
            throw .videoFrameMismatch(
                index: appended, found: size.map { "\($0.width) × \($0.height) pixels" } ?? "not a PNG",
                width: settings.frameWidth, height: settings.frameHeight)
        }
        appended += 1
        try collect("recorder.frame('\(Base64.encoded(png))')", waitingFor: "the video encoder (frame \(appended - 1))")
    }

    /// Waits for the encoder's last chunks, closes the tab and returns the whole file.
    public mutating func finish() throws(RecordingError) -> [UInt8] {
        try collect("recorder.finish()", waitingFor: "the video encoder to finish")
        try? page.close()
        guard frames.count == appended else {
            throw .videoEncoderFailed("it gave \(frames.count) frames for the \(appended) it was sent")
        }
        let expected = (0..<appended).map { Int((Double($0) * 1e6 / Double(settings.fps)).rounded()) }
        guard timestamps == expected else {
            throw .videoEncoderFailed("its frames came back out of order or with other times than they were sent with")
        }
        do {
            switch format {
            case .mp4:
                guard let configuration else {
                    throw VideoMuxingError.badDecoderConfiguration("the encoder gave none")
                }
                return try MP4Muxer.file(
                    frames: frames, width: settings.width, height: settings.height, fps: settings.fps,
                    avcC: configuration, colour: colour)
            case .webm:
                return try WebMMuxer.file(
                    frames: frames, width: settings.width, height: settings.height, fps: settings.fps, colour: colour)
            }
        } catch let error as VideoMuxingError {
            throw .videoMuxing(error)
        } catch {
            throw .videoEncoderFailed("\(error)")
        }
    }

    /// Runs `expression` in the encoder tab and keeps the chunks it returns.
    private mutating func collect(_ expression: String, waitingFor: String) throws(RecordingError) {
        let answer: JSONNode?
        do throws(BrowserError) {
            answer = try page.evaluate(expression, waitingFor: waitingFor)
        } catch { throw .browser(error) }
        guard let chunks = answer?.arrayValue else {
            throw .videoEncoderFailed("\(waitingFor) gave no list of chunks")
        }
        for chunk in chunks {
            guard let data = chunk.member("data")?.stringValue, let bytes = Base64.decoded(data),
                let key = chunk.member("key")?.boolValue, let timestamp = chunk.member("timestamp")?.numberValue
            else { throw .videoEncoderFailed("a chunk came back without its bytes, key flag or time") }
            if let text = chunk.member("description")?.stringValue, let description = Base64.decoded(text) {
                // One sample entry describes every frame: parameter sets that change mid-recording
                // would need another, which this file does not write.
                if let configuration, configuration != description {
                    throw .videoEncoderFailed("it changed its decoder configuration at frame \(frames.count)")
                }
                configuration = description
            }
            if let space = chunk.member("colorSpace") {
                colour = VideoColour(
                    webCodecsPrimaries: space.member("primaries")?.stringValue ?? "",
                    transfer: space.member("transfer")?.stringValue ?? "",
                    matrix: space.member("matrix")?.stringValue ?? "",
                    fullRange: space.member("fullRange")?.boolValue ?? false)
            }
            frames.append(EncodedVideoFrame(bytes: bytes, isKey: key))
            timestamps.append(Int(timestamp))
        }
    }

    /// A PNG's width and height from its header, or nil for bytes that are not a PNG.
    static func pngSize(_ png: [UInt8]) -> (width: Int, height: Int)? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard png.count >= 24, Array(png[0..<8]) == signature, Array(png[12..<16]) == Array("IHDR".utf8) else {
            return nil
        }
        func number(at offset: Int) -> Int { png[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) } }
        return (number(at: 16), number(at: 20))
    }
}
