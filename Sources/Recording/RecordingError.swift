import BrowserDriver
import Encoders
import MailSiteGen

/// Why a recording was not made: a step that cannot be played, an option out of range, the
/// browser, the encoder. Each is one sentence; nothing is written when any of them is thrown.
public enum RecordingError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A step `--play` does not know: `jump:3`.
    case unknownStep(String)
    /// A known step written wrongly: `tap` without a tab, `search:now`.
    case malformedStep(String)
    /// A step whose number is not one, or out of its range: `scroll:far`, `wait:-1`.
    case notANumber(step: String, expected: String)
    /// `tap:<id>` for a tab the spec does not have.
    case unknownTab(String, suggestion: String?, known: [String])
    /// `scroll:<offset>` past the end of the list: `largest` is the farthest it scrolls.
    case scrollPastEnd(step: String, largest: Double)
    /// `--fps`, `--speed` or `--scale` out of range, or not a number.
    case badOption(name: String, value: String, expected: String)
    /// More frames a second than a GIF can play.
    case frameRateTooHighForGIF(Int)
    /// `--out` with an extension that is no format `record` writes.
    case unknownFormat(path: String)
    /// A `--link` parameter the page does not read.
    case unknownLinkParameter(String, suggestion: String?)
    /// A `--link` value the page would ignore, where the recording depends on it (the device).
    case badLinkValue(key: String, value: String, known: [String])
    /// No `--out`.
    case noOutput
    /// `--out` names a file that exists, and `--force` was not given.
    case outputExists(String)
    /// `--out` cannot be written as a file: why.
    case outputNotAFile(String, String)
    /// The file could not be written.
    case write(FileError)
    /// The page did not settle within the longest recording.
    case neverSettled(step: String, seconds: Double)
    /// The browser failed, or the page did something the recorder did not expect.
    case browser(BrowserError)
    /// The APNG or GIF encoder refused the frames.
    case encoding(AnimationEncodingError)
    /// A frame the browser sent that is not a PNG the decoder reads.
    case unreadableFrame(index: Int)

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
        case .unknownStep(let step):
            "“\(step)” is not a step: the steps are \(Self.stepKinds), comma-separated"
        case .malformedStep(let step):
            "“\(step)” is not written as a step is: \(Self.stepKinds)"
        case .notANumber(let step, let expected):
            "“\(step)”: the number must be \(expected)"
        case .unknownTab(let id, let suggestion, let known):
            "“tap:\(id)”: the spec has no tab “\(id)”"
                + (suggestion.map { "; did you mean “\($0)”?" } ?? "; its tabs are \(known.joined(separator: ", "))")
        case .scrollPastEnd(let step, let largest):
            "“\(step)” scrolls past the end of the list: the largest offset is \(RecordStep.number(largest)) points"
        case .badOption(let name, let value, let expected):
            "\(name) \(value): expected \(expected)"
        case .frameRateTooHighForGIF(let fps):
            "--fps \(fps): a GIF plays at most \(GIFEncoder.highestFrameRate) frames a second (its delays are "
                + "hundredths of a second, and browsers slow a delay under 2 of them to 10); record at "
                + "\(GIFEncoder.highestFrameRate) or less, or as APNG (.png)"
        case .unknownFormat(let path):
            "\(path): the format is the file's extension, one of \(RecordingFormat.extensions)"
        case .unknownLinkParameter(let key, let suggestion):
            "--link: the page does not read “\(key)”"
                + (suggestion.map { "; did you mean “\($0)”?" }
                    ?? "; it reads \(RecordLink.keys.joined(separator: ", "))")
        case .badLinkValue(let key, let value, let known):
            "--link: “\(key)=\(value)” is not a value the page reads; \(key) is one of \(known.joined(separator: ", "))"
        case .noOutput: "record needs the file to write: --out FILE, its extension \(RecordingFormat.extensions)"
        case .outputExists(let path): "\(path) exists; give --force to replace it"
        case .outputNotAFile(let path, let reason): "--out \(path): \(reason)"
        case .write(let error): "the recording could not be written: \(error)"
        case .neverSettled(let step, let seconds):
            "“\(step)” had not settled after \(RecordStep.number(seconds)) s of page time"
        case .browser(let error): error.description
        case .encoding(let error): error.description
        case .unreadableFrame(let index): "the browser's picture of frame \(index) is not a PNG that can be read"
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

    static let stepKinds = "tap:<tab id or allMails>, scroll:<points>, search, cancel and wait:<seconds>"
}
