/// A QR code (ISO/IEC 18004, model 2) for a short text such as a URL: byte mode, error correction
/// level M (15 % of the code can be lost), versions 1 to 10 (up to 213 bytes), the mask chosen
/// by scoring all eight with the standard's penalty rules. What `serve` shows in the terminal so
/// that a phone can open the prototype, and what the review board prints beside each state.
///
/// The steps are the standard's, one function each: the bit stream (mode, length, bytes,
/// terminator, padding), the blocks and their Reed–Solomon codewords, interleaving, the function
/// patterns, the zigzag placement, masking, and the format and version information.
public struct QRCode: Equatable, Sendable {
    /// 1 to 10: the code is 17 + 4 × version modules square.
    public let version: Int
    /// 0 to 7: the data mask applied.
    public let mask: Int
    /// Row by row, `size` × `size`; true is a dark module.
    public let modules: [Bool]

    public var size: Int { Self.size(version) }

    /// The light margin scanners need around a code, in modules.
    public static let quietZone = 4

    public subscript(row: Int, column: Int) -> Bool { modules[row * size + column] }

    public enum Failure: Error, Equatable, CustomStringConvertible {
        case tooLong(bytes: Int)

        public var description: String {
            switch self {
            case .tooLong(let bytes):
                "\(bytes) bytes do not fit a QR code of version 10 at level M (\(QRCode.capacity(version: 10)) at most)"
            }
        }
    }

    /// The smallest code that holds `bytes`; `mask` forces a mask instead of the best-scoring one.
    public init(encoding bytes: [UInt8], mask forcedMask: Int? = nil) throws(Failure) {
        guard let version = (1...10).first(where: { Self.capacity(version: $0) >= bytes.count }) else {
            throw .tooLong(bytes: bytes.count)
        }
        let codewords = Self.interleaved(Self.dataCodewords(bytes, version: version), version: version)
        var matrix = Matrix(version: version)
        matrix.place(codewords)
        let masks = forcedMask.map { [$0] } ?? Array(0..<8)
        let scored = masks.map { mask in (mask: mask, penalty: matrix.masked(mask).penalty) }
        // The lowest penalty; the lowest mask number among equals.
        let best = scored.min { $0.penalty < $1.penalty || ($0.penalty == $1.penalty && $0.mask < $1.mask) }
        let mask = best?.mask ?? 0
        var final = matrix.masked(mask)
        final.drawFormatAndVersion(mask: mask)
        self.version = version
        self.mask = mask
        self.modules = final.dark
    }

    static func size(_ version: Int) -> Int { 17 + 4 * version }

    /// How many bytes a code of `version` holds at level M in byte mode.
    public static func capacity(version: Int) -> Int {
        (blocks(version).dataCodewords * 8 - 4 - countBits(version)) / 8
    }

    /// The byte count's width: 8 bits up to version 9, 16 from 10.
    static func countBits(_ version: Int) -> Int { version < 10 ? 8 : 16 }

    /// Level M's blocks (ISO/IEC 18004 table 9): error correction codewords per block, and the
    /// data codewords of each block (the second group's blocks have one more).
    struct Blocks {
        var errorCorrectionPerBlock: Int
        var dataPerBlock: [Int]
        var dataCodewords: Int { dataPerBlock.reduce(0, +) }
    }

    static func blocks(_ version: Int) -> Blocks {
        let table: [(ec: Int, short: Int, shortCount: Int, longCount: Int)] = [
            (10, 16, 1, 0), (16, 28, 1, 0), (26, 44, 1, 0), (18, 32, 2, 0), (24, 43, 2, 0),
            (16, 27, 4, 0), (18, 31, 4, 0), (22, 38, 2, 2), (22, 36, 3, 2), (26, 43, 4, 1),
        ]
        let row = table[version - 1]
        return Blocks(
            errorCorrectionPerBlock: row.ec,
            dataPerBlock: Array(repeating: row.short, count: row.shortCount)
                + Array(repeating: row.short + 1, count: row.longCount))
    }

    /// Mode indicator 0100 (byte), the count, the bytes, up to four 0 bits of terminator, 0 bits to
    /// the byte, then the pad bytes 0xEC and 0x11 in turn until the data codewords are full.
    static func dataCodewords(_ bytes: [UInt8], version: Int) -> [UInt8] {
        var bits: [Bool] = []
        func append(_ value: Int, _ count: Int) {
            for shift in (0..<count).reversed() { bits.append((value >> shift) & 1 == 1) }
        }
        append(0b0100, 4)
        append(bytes.count, countBits(version))
        for byte in bytes { append(Int(byte), 8) }
        let capacityBits = blocks(version).dataCodewords * 8
        append(0, min(4, capacityBits - bits.count))
        append(0, (8 - bits.count % 8) % 8)
        var codewords = stride(from: 0, to: bits.count, by: 8).map { start in
            bits[start..<start + 8].reduce(UInt8(0)) { $0 << 1 | ($1 ? 1 : 0) }
        }
        var pad: UInt8 = 0xEC
        while codewords.count < capacityBits / 8 {
            codewords.append(pad)
            pad = pad == 0xEC ? 0x11 : 0xEC
        }
        return codewords
    }

    /// The data split into blocks, each given its error correction, then interleaved: the first
    /// data codeword of every block, the second, …, then the error correction codewords alike.
    static func interleaved(_ data: [UInt8], version: Int) -> [UInt8] {
        let layout = blocks(version)
        var dataBlocks: [ArraySlice<UInt8>] = []
        var start = 0
        for count in layout.dataPerBlock {
            dataBlocks.append(data[start..<start + count])
            start += count
        }
        let correction = dataBlocks.map { ReedSolomon.errorCorrection(for: $0, count: layout.errorCorrectionPerBlock) }
        var result: [UInt8] = []
        for index in 0..<(layout.dataPerBlock.max() ?? 0) {
            for block in dataBlocks where index < block.count { result.append(block[block.startIndex + index]) }
        }
        for index in 0..<layout.errorCorrectionPerBlock {
            for block in correction { result.append(block[index]) }
        }
        return result
    }
}
