/// How a video's samples map to colours, as the code points of ITU-T H.273 (ISO/IEC 23091-2) that
/// MP4's `colr` box (`nclx`) and WebM's `Colour` element both carry: primaries, transfer
/// characteristics, matrix coefficients and whether the samples use the full range (0–255) or
/// the limited one (16–235).
public struct VideoColour: Sendable, Equatable {
    public var primaries: Int
    public var transfer: Int
    public var matrix: Int
    public var fullRange: Bool

    public init(primaries: Int, transfer: Int, matrix: Int, fullRange: Bool) {
        self.primaries = primaries
        self.transfer = transfer
        self.matrix = matrix
        self.fullRange = fullRange
    }

    /// BT.709 throughout, limited range: what a player assumes of a high-definition video that
    /// says nothing.
    public static let bt709 = VideoColour(primaries: 1, transfer: 1, matrix: 1, fullRange: false)

    /// The code points for WebCodecs' names (`VideoColorSpace`: `primaries`, `transfer`, `matrix`);
    /// nil for a name it does not know, so that nothing is written rather than a wrong value.
    public init?(webCodecsPrimaries primaries: String, transfer: String, matrix: String, fullRange: Bool) {
        let primaryCodes = ["bt709": 1, "bt470bg": 5, "smpte170m": 6, "bt2020": 9, "smpte432": 12]
        let transferCodes = [
            "bt709": 1, "smpte170m": 6, "iec61966-2-1": 13, "linear": 8, "pq": 16, "hlg": 18,
        ]
        let matrixCodes = ["rgb": 0, "bt709": 1, "bt470bg": 5, "smpte170m": 6, "bt2020-ncl": 9]
        guard let primaryCode = primaryCodes[primaries], let transferCode = transferCodes[transfer],
            let matrixCode = matrixCodes[matrix]
        else { return nil }
        self.init(primaries: primaryCode, transfer: transferCode, matrix: matrixCode, fullRange: fullRange)
    }
}
