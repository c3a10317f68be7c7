/// A zlib stream (RFC 1950) of deflate blocks with dynamic Huffman codes (RFC 1951, 3.2.7): LZ77
/// over the 32 KiB window with hash chains, greedy matching, and a block of its own codes for
/// every 64 Ki symbols, so that a picture's flat areas and repeated rows cost a few bits and its
/// detail is coded by how often each byte occurs. Slower than `Deflate.zlib`'s one-pass runs and
/// rows, and several times smaller on pictures that are not flat colour.
public enum DeflateEncoder {
    /// `bytes` compressed. `chainLength` bounds how many earlier places with the same three
    /// bytes are tried for each match: more finds longer matches, slower.
    public static func zlib(_ bytes: [UInt8], chainLength: Int = 24) -> [UInt8] {
        var writer = Deflate.BitWriter()
        // CMF: deflate, 32 KiB window; FLG: the default level, and the check bits.
        writer.bytes = [0x78, 0x9C]
        writer.bytes.reserveCapacity(bytes.count / 4 + 64)
        var symbols: [UInt32] = []
        symbols.reserveCapacity(blockSymbols + 1)
        bytes.withUnsafeBufferPointer { buffer in
            var matcher = Matcher(count: buffer.count, chainLength: max(1, chainLength))
            var index = 0
            while index < buffer.count {
                let (length, distance) = matcher.longestMatch(buffer, at: index)
                if length >= 3 {
                    symbols.append(UInt32(length) << 16 | UInt32(distance))
                    matcher.insert(buffer, from: index, count: length <= 32 ? length : 1)
                    index += length
                } else {
                    symbols.append(UInt32(buffer[index]))
                    matcher.insert(buffer, from: index, count: 1)
                    index += 1
                }
                if symbols.count == blockSymbols {
                    writeBlock(symbols, last: false, into: &writer)
                    symbols.removeAll(keepingCapacity: true)
                }
            }
        }
        writeBlock(symbols, last: true, into: &writer)
        writer.flush()
        let adler = Adler32.checksum(bytes)
        return writer.bytes + [
            UInt8(adler >> 24), UInt8(adler >> 16 & 0xFF), UInt8(adler >> 8 & 0xFF), UInt8(adler & 0xFF),
        ]
    }

    static let blockSymbols = 1 << 16

    /// Finds earlier occurrences of the next three bytes: `head` holds the last place each hash
    /// was seen, `previous` the place before that one with the same hash, by position in the window.
    struct Matcher {
        static let windowSize = 32768
        static let hashBits = 15
        private var head: [Int32]
        private var previous: [Int32]
        private let chainLength: Int

        init(count: Int, chainLength: Int) {
            head = [Int32](repeating: -1, count: 1 << Self.hashBits)
            previous = [Int32](repeating: -1, count: Self.windowSize)
            self.chainLength = chainLength
        }

        private static func hash(_ bytes: UnsafeBufferPointer<UInt8>, _ index: Int) -> Int {
            let value = UInt32(bytes[index]) << 16 | UInt32(bytes[index + 1]) << 8 | UInt32(bytes[index + 2])
            return Int((value &* 0x9E37_79B1) >> UInt32(32 - hashBits))
        }

        mutating func insert(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, count: Int) {
            let end = min(start + count, bytes.count - 2)
            guard start < end else { return }
            for index in start..<end {
                let hash = Self.hash(bytes, index)
                previous[index & (Self.windowSize - 1)] = head[hash]
                head[hash] = Int32(index)
            }
        }

        /// The longest earlier match of the bytes at `index` (at most 258), and how far back.
        func longestMatch(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (length: Int, distance: Int) {
            guard index + 3 <= bytes.count, let base = bytes.baseAddress else { return (0, 0) }
            let limit = min(258, bytes.count - index)
            var candidate = Int(head[Self.hash(bytes, index)])
            var best = (length: 0, distance: 0)
            var tries = chainLength
            while candidate >= 0 && index - candidate <= Self.windowSize && tries > 0 {
                tries -= 1
                // A longer match must also differ nowhere up to the best length so far.
                if base[candidate + best.length] == base[index + best.length] || best.length == 0 {
                    var length = 0
                    while length + 8 <= limit
                        && UnsafeRawPointer(base + index).loadUnaligned(fromByteOffset: length, as: UInt64.self)
                            == UnsafeRawPointer(base + candidate).loadUnaligned(fromByteOffset: length, as: UInt64.self)
                    {
                        length += 8
                    }
                    while length < limit && base[index + length] == base[candidate + length] { length += 1 }
                    if length > best.length {
                        best = (length, index - candidate)
                        if length == limit { break }
                    }
                }
                let next = Int(previous[candidate & (Self.windowSize - 1)])
                guard next < candidate else { break }
                candidate = next
            }
            return best.length >= 3 ? best : (0, 0)
        }
    }

    /// Where a length (3–258) or a distance (1–32768) falls among deflate's codes.
    private static let lengthCodes: [UInt8] = (0...258).map { length in
        var code = 0
        while code + 1 < Deflate.lengthBases.count && Deflate.lengthBases[code + 1] <= length { code += 1 }
        return UInt8(code)
    }

    private static func distanceCode(_ distance: Int) -> Int {
        var code = 0
        while code + 1 < Deflate.distanceBases.count && Deflate.distanceBases[code + 1] <= distance { code += 1 }
        return code
    }

    /// One block with its own codes: the symbols counted, the codes made, the code lengths
    /// written run-length coded (RFC 1951, 3.2.7), then the symbols.
    private static func writeBlock(_ symbols: [UInt32], last: Bool, into writer: inout Deflate.BitWriter) {
        var literalCounts = [Int](repeating: 0, count: 286)
        var distanceCounts = [Int](repeating: 0, count: 30)
        var distanceCodes = [UInt8](repeating: 0, count: symbols.count)
        for (position, symbol) in symbols.enumerated() {
            if symbol < 256 {
                literalCounts[Int(symbol)] += 1
            } else {
                literalCounts[257 + Int(lengthCodes[Int(symbol >> 16)])] += 1
                let code = distanceCode(Int(symbol & 0xFFFF))
                distanceCodes[position] = UInt8(code)
                distanceCounts[code] += 1
            }
        }
        literalCounts[256] = 1
        let literalLengths = HuffmanCode.lengths(literalCounts, limit: 15)
        let distanceLengths = HuffmanCode.lengths(distanceCounts, limit: 15)
        let literalCount = max(257, (literalLengths.lastIndex { $0 > 0 } ?? 0) + 1)
        let distanceCount = max(1, (distanceLengths.lastIndex { $0 > 0 } ?? 0) + 1)
        let runs = runLengths(Array(literalLengths[0..<literalCount]) + Array(distanceLengths[0..<distanceCount]))
        var codeLengthCounts = [Int](repeating: 0, count: 19)
        for run in runs { codeLengthCounts[Int(run.symbol)] += 1 }
        let codeLengthLengths = HuffmanCode.lengths(codeLengthCounts, limit: 7)
        let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
        let codeLengthCount = max(4, (order.lastIndex { codeLengthLengths[$0] > 0 } ?? 0) + 1)

        writer.write(last ? 1 : 0, count: 1)
        writer.write(2, count: 2)
        writer.write(literalCount - 257, count: 5)
        writer.write(distanceCount - 1, count: 5)
        writer.write(codeLengthCount - 4, count: 4)
        for index in 0..<codeLengthCount { writer.write(Int(codeLengthLengths[order[index]]), count: 3) }
        let codeLengthCode = HuffmanCode(lengths: codeLengthLengths)
        for run in runs {
            codeLengthCode.write(Int(run.symbol), to: &writer)
            switch run.symbol {
            case 16: writer.write(Int(run.extra), count: 2)
            case 17: writer.write(Int(run.extra), count: 3)
            case 18: writer.write(Int(run.extra), count: 7)
            default: break
            }
        }
        let literals = HuffmanCode(lengths: literalLengths)
        let distances = HuffmanCode(lengths: distanceLengths)
        for (position, symbol) in symbols.enumerated() {
            if symbol < 256 {
                literals.write(Int(symbol), to: &writer)
                continue
            }
            let length = Int(symbol >> 16)
            let lengthCode = Int(lengthCodes[length])
            literals.write(257 + lengthCode, to: &writer)
            let lengthExtra = Deflate.lengthExtraBits[lengthCode]
            if lengthExtra > 0 { writer.write(length - Deflate.lengthBases[lengthCode], count: lengthExtra) }
            let distance = Int(symbol & 0xFFFF)
            let code = Int(distanceCodes[position])
            distances.write(code, to: &writer)
            let distanceExtra = Deflate.distanceExtraBits[code]
            if distanceExtra > 0 { writer.write(distance - Deflate.distanceBases[code], count: distanceExtra) }
        }
        literals.write(256, to: &writer)
    }

    /// Code lengths as the code-length alphabet writes them: 0–15 as themselves, 16 repeating
    /// the previous length 3–6 times, 17 and 18 runs of 3–10 and 11–138 zeros.
    private static func runLengths(_ lengths: [UInt8]) -> [(symbol: UInt8, extra: UInt8)] {
        var runs: [(symbol: UInt8, extra: UInt8)] = []
        var index = 0
        while index < lengths.count {
            let value = lengths[index]
            var count = 1
            while index + count < lengths.count && lengths[index + count] == value { count += 1 }
            index += count
            if value == 0 {
                while count >= 11 {
                    let run = min(count, 138)
                    runs.append((18, UInt8(run - 11)))
                    count -= run
                }
                if count >= 3 {
                    runs.append((17, UInt8(count - 3)))
                    count = 0
                }
            } else {
                runs.append((value, 0))
                count -= 1
                while count >= 3 {
                    let run = min(count, 6)
                    runs.append((16, UInt8(run - 3)))
                    count -= run
                }
            }
            for _ in 0..<count { runs.append((value, 0)) }
        }
        return runs
    }
}
