/// Decompression of a zlib stream (RFC 1950) of deflate blocks (RFC 1951): stored, fixed and
/// dynamic Huffman codes, with the stream's Adler-32 checked. The output is bounded by the
/// caller, so a stream that would expand without end (a hostile file) stops at the bound with an
/// error instead of taking the machine's memory.
public enum Inflate {
    /// The bytes `stream` holds, at most `limit` of them; more is an error.
    public static func zlib(_ stream: [UInt8], limit: Int) throws(InflateError) -> [UInt8] {
        guard stream.count >= 2 else { throw .truncated }
        let cmf = stream[0]
        let flg = stream[1]
        guard cmf & 0x0F == 8, cmf >> 4 <= 7, (UInt16(cmf) << 8 | UInt16(flg)) % 31 == 0 else {
            throw .badHeader
        }
        guard flg & 0x20 == 0 else { throw .presetDictionary }
        let output = OutputBuffer(limit: max(0, limit))
        let end = try stream.withUnsafeBufferPointer { (bytes) throws(InflateError) -> Int in
            var reader = BitReader(bytes: bytes, offset: 2)
            try inflate(&reader, into: output)
            return reader.byteOffsetAfterAligning()
        }
        guard end + 4 <= stream.count else { throw .truncated }
        let stored = stream[end..<(end + 4)].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        let bytes = output.bytes
        guard Adler32.checksum(bytes) == stored else { throw .checksumMismatch }
        return bytes
    }

    /// Raw deflate blocks (no zlib header or checksum) until the last one.
    static func inflate(_ reader: inout BitReader, into output: OutputBuffer) throws(InflateError) {
        var last = false
        while !last {
            last = try reader.bits(1) == 1
            switch try reader.bits(2) {
            case 0: try storedBlock(&reader, into: output)
            case 1: try huffmanBlock(&reader, HuffmanTables.fixed, into: output)
            case 2: try huffmanBlock(&reader, try dynamicTables(&reader), into: output)
            default: throw .badBlockType
            }
        }
    }

    private static func storedBlock(_ reader: inout BitReader, into output: OutputBuffer) throws(InflateError) {
        reader.alignToByte()
        let length = try reader.bits(16)
        let complement = try reader.bits(16)
        guard length == ~complement & 0xFFFF else { throw .storedLengthMismatch }
        for _ in 0..<length { try output.append(UInt8(try reader.bits(8))) }
    }

    /// The order in which a dynamic block lists the code lengths of its code-length code.
    private static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    private static func dynamicTables(_ reader: inout BitReader) throws(InflateError) -> HuffmanTables {
        let literalCount = try reader.bits(5) + 257
        let distanceCount = try reader.bits(5) + 1
        let codeLengthCount = try reader.bits(4) + 4
        guard literalCount <= 286, distanceCount <= 30 else { throw .badCodeLengths }
        var codeLengthLengths = [UInt8](repeating: 0, count: 19)
        for index in 0..<codeLengthCount { codeLengthLengths[codeLengthOrder[index]] = UInt8(try reader.bits(3)) }
        let codeLengthCode = try HuffmanTable(lengths: codeLengthLengths)
        var lengths: [UInt8] = []
        lengths.reserveCapacity(literalCount + distanceCount)
        while lengths.count < literalCount + distanceCount {
            let symbol = try codeLengthCode.decode(&reader)
            switch symbol {
            case 0...15:
                lengths.append(UInt8(symbol))
            case 16:
                guard let previous = lengths.last else { throw .badCodeLengths }
                for _ in 0..<(3 + (try reader.bits(2))) { lengths.append(previous) }
            case 17:
                for _ in 0..<(3 + (try reader.bits(3))) { lengths.append(0) }
            default:
                for _ in 0..<(11 + (try reader.bits(7))) { lengths.append(0) }
            }
        }
        guard lengths.count == literalCount + distanceCount, lengths[256] > 0 else { throw .badCodeLengths }
        return HuffmanTables(
            literals: try HuffmanTable(lengths: Array(lengths[0..<literalCount])),
            distances: try HuffmanTable(lengths: Array(lengths[literalCount...])))
    }

    private static func huffmanBlock(
        _ reader: inout BitReader, _ tables: HuffmanTables, into output: OutputBuffer
    ) throws(InflateError) {
        while true {
            let symbol = try tables.literals.decode(&reader)
            if symbol < 256 {
                try output.append(UInt8(symbol))
                continue
            }
            if symbol == 256 { return }
            let lengthCode = symbol - 257
            guard lengthCode < 29 else { throw .badSymbol }
            let length = Deflate.lengthBases[lengthCode] + (try reader.bits(Deflate.lengthExtraBits[lengthCode]))
            let distanceCode = try tables.distances.decode(&reader)
            guard distanceCode < 30 else { throw .badSymbol }
            let distance =
                Deflate.distanceBases[distanceCode] + (try reader.bits(Deflate.distanceExtraBits[distanceCode]))
            try output.copy(distance: distance, length: length)
        }
    }
}

/// Why a zlib stream could not be inflated.
public enum InflateError: Error, Equatable, Sendable, CustomStringConvertible {
    case truncated
    case badHeader
    case presetDictionary
    case badBlockType
    case storedLengthMismatch
    case badCodeLengths
    case badSymbol
    case distanceTooFar
    case tooLong(limit: Int)
    case checksumMismatch

    public var description: String {
        switch self {
        case .truncated: "the compressed data ends early"
        case .badHeader: "the zlib header is not deflate's"
        case .presetDictionary: "the compressed data asks for a preset dictionary"
        case .badBlockType: "a deflate block of the reserved type 3"
        case .storedLengthMismatch: "a stored block's length does not match its complement"
        case .badCodeLengths: "a block's Huffman code lengths do not make a code"
        case .badSymbol: "a code that stands for no symbol"
        case .distanceTooFar: "a copy from before the start of the data"
        case .tooLong(let limit): "the data inflates to more than the \(limit) bytes expected"
        case .checksumMismatch: "the data's Adler-32 checksum does not match"
        }
    }
}

/// The inflated bytes, growing up to a limit: memory of its own, written through a pointer, as
/// appending to an array byte by byte cost a screenshot's decoding most of its time.
final class OutputBuffer {
    private var storage: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private(set) var count = 0
    let limit: Int

    init(limit: Int) {
        self.limit = limit
        capacity = max(1, min(limit, 1 << 24))
        storage = .allocate(capacity: capacity)
    }

    deinit { storage.deallocate() }

    var bytes: [UInt8] { Array(UnsafeBufferPointer(start: storage, count: count)) }

    /// Room for `extra` more bytes, doubling up to the limit.
    @inline(__always) private func reserve(_ extra: Int) throws(InflateError) {
        guard extra > capacity - count else { return }
        guard extra <= limit - count else { throw .tooLong(limit: limit) }
        var grown = capacity
        while grown - count < extra { grown = min(limit, grown * 2) }
        let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
        larger.update(from: storage, count: count)
        storage.deallocate()
        storage = larger
        capacity = grown
    }

    @inline(__always) func append(_ byte: UInt8) throws(InflateError) {
        if count == capacity { try reserve(1) }
        storage[count] = byte
        count += 1
    }

    /// Copies `length` bytes from `distance` back; the two may overlap (a run).
    @inline(__always) func copy(distance: Int, length: Int) throws(InflateError) {
        guard distance >= 1, distance <= count else { throw .distanceTooFar }
        try reserve(length)
        let target = storage + count
        let source = target - distance
        if distance >= length {
            target.update(from: source, count: length)
        } else {
            for index in 0..<length { target[index] = source[index] }
        }
        count += length
    }
}

/// Deflate's bits, least significant first, from a 64-bit buffer refilled a byte at a time.
struct BitReader {
    let bytes: UnsafeBufferPointer<UInt8>
    private var offset: Int
    private var buffer: UInt64 = 0
    private var count = 0

    init(bytes: UnsafeBufferPointer<UInt8>, offset: Int) {
        self.bytes = bytes
        self.offset = offset
    }

    /// Fills the buffer to at least 56 bits while there are bytes: eight at a time, the bits
    /// above `count` left holding the bytes that follow (so that or-ing them in again next time
    /// changes nothing), then byte by byte at the end.
    @inline(__always) private mutating func refill() {
        if offset + 8 <= bytes.count {
            let word = UInt64(
                littleEndian: UnsafeRawBufferPointer(bytes).loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            buffer |= word << UInt64(count)
            let taken = (63 - count) >> 3
            offset += taken
            count += taken * 8
            return
        }
        while count <= 56 && offset < bytes.count {
            buffer |= UInt64(bytes[offset]) << UInt64(count)
            offset += 1
            count += 8
        }
    }

    /// The next `n` bits (at most 16) as a number.
    @inline(__always) mutating func bits(_ n: Int) throws(InflateError) -> Int {
        if n == 0 { return 0 }
        if count < n { refill() }
        guard count >= n else { throw .truncated }
        let value = Int(buffer & (1 << UInt64(n) - 1))
        buffer >>= UInt64(n)
        count -= n
        return value
    }

    /// Up to `n` bits without taking them, zeros past the end, and how many are really there.
    @inline(__always) mutating func peek(_ n: Int) -> (value: Int, available: Int) {
        if count < n { refill() }
        return (Int(buffer & (1 << UInt64(n) - 1)), count)
    }

    @inline(__always) mutating func skip(_ n: Int) {
        buffer >>= UInt64(n)
        count -= n
    }

    /// Drops the bits left in the current byte (a stored block starts on a byte).
    mutating func alignToByte() {
        skip(count % 8)
    }

    /// The offset of the first byte after the deflate data (bits read ahead given back).
    mutating func byteOffsetAfterAligning() -> Int {
        alignToByte()
        return offset - count / 8
    }
}

/// A canonical Huffman code as a table indexed by the next `maximumLength` bits: each entry the
/// symbol and its code's length (zero where no code starts with those bits).
struct HuffmanTable {
    private var entries: [UInt32]
    private let maximumLength: Int

    /// A code with no symbols: every decode fails.
    static let empty = HuffmanTable()

    private init() {
        entries = [0, 0]
        maximumLength = 1
    }

    init(lengths: [UInt8]) throws(InflateError) {
        let maximum = Int(lengths.max() ?? 0)
        maximumLength = max(1, maximum)
        entries = [UInt32](repeating: 0, count: 1 << maximumLength)
        guard maximum > 0 else { return }
        var counts = [Int](repeating: 0, count: 16)
        for length in lengths where length > 0 { counts[Int(length)] += 1 }
        // The first code of each length (RFC 1951, 3.2.2); more codes than a length has room
        // for is a code that cannot be.
        var next = [Int](repeating: 0, count: 16)
        var code = 0
        var room = 1
        for length in 1...15 {
            code = (code + counts[length - 1]) << 1
            next[length] = code
            room = room << 1 - counts[length]
            guard room >= 0 else { throw .badCodeLengths }
        }
        for (symbol, length) in lengths.enumerated() where length > 0 {
            let length = Int(length)
            let code = next[length]
            next[length] += 1
            var reversed = 0
            for bit in 0..<length where code >> bit & 1 == 1 { reversed |= 1 << (length - 1 - bit) }
            let entry = UInt32(symbol) << 4 | UInt32(length)
            var index = reversed
            while index < entries.count {
                entries[index] = entry
                index += 1 << length
            }
        }
    }

    @inline(__always) func decode(_ reader: inout BitReader) throws(InflateError) -> Int {
        let (bits, available) = reader.peek(maximumLength)
        let entry = entries.withUnsafeBufferPointer { $0[bits] }
        let length = Int(entry & 0xF)
        guard length > 0 else { throw available < maximumLength ? .truncated : .badSymbol }
        guard length <= available else { throw .truncated }
        reader.skip(length)
        return Int(entry >> 4)
    }
}

/// A block's two codes: literals and lengths, and distances.
struct HuffmanTables {
    let literals: HuffmanTable
    let distances: HuffmanTable

    /// The fixed codes (RFC 1951, 3.2.6).
    static let fixed: HuffmanTables = {
        let literalLengths =
            [UInt8](repeating: 8, count: 144) + [UInt8](repeating: 9, count: 112)
            + [UInt8](repeating: 7, count: 24) + [UInt8](repeating: 8, count: 8)
        let distanceLengths = [UInt8](repeating: 5, count: 30)
        // Both sets of lengths make complete codes, so neither initializer can throw.
        guard let literals = try? HuffmanTable(lengths: literalLengths),
            let distances = try? HuffmanTable(lengths: distanceLengths)
        else { return HuffmanTables(literals: .empty, distances: .empty) }
        return HuffmanTables(literals: literals, distances: distances)
    }()
}
