import BrowserDriver
import Encoders

/// Why a recording was not made, each case one sentence; nothing is written when any of them is
/// thrown.
public enum RecordingError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The browser failed, or the page did something the recorder did not expect.
    case browser(BrowserError)
    /// The browser has no WebCodecs encoder for `format` at this size and rate; `working` lists
    /// the video formats it can encode (perhaps none).
    case videoEncoderMissing(format: VideoFormat, codec: String, browser: String, working: [VideoFormat])
    /// No codec level holds a video this large or this fast.
    case videoTooLarge(format: VideoFormat, width: Int, height: Int, fps: Int)
    /// The browser's encoder failed while encoding, or lost frames.
    case videoEncoderFailed(String)
    /// A frame that is not a PNG of the recording's size.
    case videoFrameMismatch(index: Int, found: String, width: Int, height: Int)
    /// The encoded frames could not be put in the file.
    case videoMuxing(VideoMuxingError)

    public var description: String {
        switch self {
        case .browser(let error): error.description
        case .videoEncoderMissing(let format, let codec, let browser, let working):
            "\(browser) cannot encode \(format.name) (\(format.codecName), WebCodecs codec “\(codec)”) at this size "
                + "and frame rate; "
                + (working.isEmpty
                    ? "it encodes no video format, so record as .png (APNG) or .gif"
                    : "it can encode \(working.map { "\($0.name) (.\($0.rawValue))" }.joined(separator: " and ")), "
                        + "and .png (APNG) and .gif always work")
        case .videoTooLarge(let format, let width, let height, let fps):
            "a video of \(width) × \(height) pixels at \(fps) frames a second is beyond every \(format.codecName) "
                + "level; record at a smaller --scale or a lower --fps"
        case .videoEncoderFailed(let why): "the browser's video encoder failed: \(why)"
        case .videoFrameMismatch(let index, let found, let width, let height):
            "frame \(index) is \(found), not a PNG of the recording's \(width) × \(height) pixels"
        case .videoMuxing(let error): error.description
        }
    }
}
