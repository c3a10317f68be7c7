import Encoders

/// What `record` writes, named by the file's extension: `.png` or `.apng` (APNG, lossless),
/// `.gif`, `.mp4` (H.264) or `.webm` (VP9).
public enum RecordingFormat: String, Sendable, Equatable, CaseIterable {
    case apng, gif, mp4, webm

    /// The format `path` names, or nil.
    public init?(path: String) {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        switch name[name.index(after: dot)...].lowercased() {
        case "png", "apng": self = .apng
        case "gif": self = .gif
        case "mp4": self = .mp4
        case "webm": self = .webm
        default: return nil
        }
    }

    static let extensions = ".png or .apng (APNG), .gif, .mp4 (H.264) or .webm (VP9)"

    /// The frame rate without `--fps`: a GIF's highest, else 60.
    public var defaultFrameRate: Int { self == .gif ? GIFEncoder.highestFrameRate : 60 }

    /// The highest `--fps`.
    public var highestFrameRate: Int { self == .gif ? GIFEncoder.highestFrameRate : 120 }

    /// What the summary calls it.
    public var name: String {
        switch self {
        case .apng: "APNG"
        case .gif: "GIF"
        case .mp4: "MP4"
        case .webm: "WebM"
        }
    }
}
