/// Why a recording could not be written as an animated picture (APNG or GIF): one case for each
/// way the frames or their rate can be wrong, each with a sentence that says what was found.
public enum AnimationEncodingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A side of zero or less, or above what the format can hold (PNG 2³¹ − 1, GIF 65,535).
    case badSize(width: Int, height: Int, limit: Int)
    /// A frame rate of zero or less, or above 65,535 (an APNG delay's denominator).
    case badFrameRate(Int)
    /// GIF delays are whole hundredths of a second, and browsers play a delay under 2 of them as
    /// 10: above 50 frames a second a GIF would play slower than recorded.
    case frameRateTooHighForGIF(Int)
    /// A frame whose size is not the recording's.
    case frameSizeMismatch(frame: Int, width: Int, height: Int, expectedWidth: Int, expectedHeight: Int)
    /// `finish()` before any frame.
    case noFrames
    /// The encoder's own fault: what it kept could not be read back.
    case internalError(String)

    public var description: String {
        switch self {
        case .badSize(let width, let height, let limit):
            "a recording of \(width) × \(height) pixels cannot be written: each side must be 1 to \(limit)"
        case .badFrameRate(let fps): "\(fps) frames a second is not a frame rate (use 1 to 65535)"
        case .frameRateTooHighForGIF(let fps):
            "a GIF plays at most 50 frames a second (its delays are hundredths of a second, and browsers slow "
                + "a delay under 2 of them to 10); \(fps) is more: record at 50 or less, or as APNG"
        case .frameSizeMismatch(let frame, let width, let height, let expectedWidth, let expectedHeight):
            "frame \(frame) is \(width) × \(height) pixels, not the recording's \(expectedWidth) × \(expectedHeight)"
        case .noFrames: "the recording has no frames"
        case .internalError(let what): "the encoder failed: \(what)"
        }
    }
}
