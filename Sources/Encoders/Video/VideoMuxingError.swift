/// Why encoded frames could not be put in a file (MP4 or WebM): each case a sentence saying what
/// was found.
public enum VideoMuxingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No frame at all.
    case noFrames
    /// A decoder starts at a key frame: the first must be one.
    case firstFrameNotKey
    /// A side of zero or less, odd (4:2:0 video), or above what the format holds.
    case badSize(width: Int, height: Int)
    /// A frame rate of zero or less, or too high for the file's clock.
    case badFrameRate(Int)
    /// The H.264 decoder configuration (`avcC`) is not one this muxer can write: why.
    case badDecoderConfiguration(String)
    /// More than the format can hold (a duration or an offset past its fields).
    case tooLong(String)

    public var description: String {
        switch self {
        case .noFrames: "the video has no frames"
        case .firstFrameNotKey: "the video's first frame is not a key frame, so no player could start it"
        case .badSize(let width, let height):
            "a video of \(width) × \(height) pixels cannot be written: each side must be even, 2 to 65534"
        case .badFrameRate(let fps): "\(fps) frames a second is not a frame rate for a video (use 1 to 1000)"
        case .badDecoderConfiguration(let why): "the encoder's H.264 configuration (avcC) is unusable: \(why)"
        case .tooLong(let what): "the video is too long for its file: \(what)"
        }
    }
}
