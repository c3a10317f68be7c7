/// The video files `record` writes: MP4 with H.264, WebM with VP9.
public enum VideoFormat: String, Sendable, Equatable, CaseIterable {
    case mp4, webm

    /// What messages call it.
    public var name: String {
        switch self {
        case .mp4: "MP4"
        case .webm: "WebM"
        }
    }

    /// Its codec, as people name it.
    public var codecName: String {
        switch self {
        case .mp4: "H.264 High"
        case .webm: "VP9"
        }
    }
}
