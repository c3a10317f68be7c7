/// One frame as a video encoder gave it: its bytes (for H.264, NAL units each after a 4-byte
/// big-endian length; for VP9, one frame) and whether a decoder can start at it.
public struct EncodedVideoFrame: Sendable, Equatable {
    public var bytes: [UInt8]
    public var isKey: Bool

    public init(bytes: [UInt8], isKey: Bool) {
        self.bytes = bytes
        self.isKey = isKey
    }
}
