/// A zlib stream (RFC 1950) of one deflate block (RFC 1951) with the fixed Huffman codes, made
/// for images of flat colour: each byte either starts a copy of the byte before it or of the
/// byte one row up (`stride` back), whichever repeats longer, or is written as it is. That finds
/// the runs and repeated rows an icon is made of, in one pass without a hash table.
public enum Deflate {
    /// `bytes` compressed; `stride` is the distance the second kind of copy looks back (a row's
    /// length in an image). Deflate looks back at most 32,768 bytes: beyond that, or below 2,
    /// only runs are copied.
    public static func zlib(_ bytes: [UInt8], stride: Int) -> [UInt8] {
        let stride = (2...32768).contains(stride) ? stride : 0
        var writer = BitWriter()
        // CMF: deflate with a 32 KiB window; FLG: no dictionary, the fastest level, and the
        // check bits that make CMF·256 + FLG a multiple of 31.
        writer.bytes = [0x78, 0x01]
        writer.write(1, count: 1)  // the last block
        writer.write(1, count: 2)  // fixed Huffman codes
        bytes.withUnsafeBufferPointer { buffer in
            var index = 0
            while index < buffer.count {
                let run = index >= 1 ? matchLength(buffer, at: index, distance: 1) : 0
                let row = stride > 0 && index >= stride ? matchLength(buffer, at: index, distance: stride) : 0
                let (length, distance) = row >= run ? (row, stride) : (run, 1)
                if length >= 3 {
                    writer.writeLength(length)
                    writer.writeDistance(distance)
                    index += length
                } else {
                    writer.writeLiteral(Int(buffer[index]))
                    index += 1
                }
            }
        }
        writer.writeLiteral(256)  // end of block
        writer.flush()
        let adler = Adler32.checksum(bytes)
        return writer.bytes + [
            UInt8(adler >> 24), UInt8(adler >> 16 & 0xFF), UInt8(adler >> 8 & 0xFF), UInt8(adler & 0xFF),
        ]
    }

    /// How many bytes from `index` equal those `distance` before them, up to deflate's longest
    /// copy, 258: eight bytes at a time while they match.
    private static func matchLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, distance: Int) -> Int {
        let limit = min(258, bytes.count - index)
        guard let base = bytes.baseAddress else { return 0 }
        let here = UnsafeRawPointer(base + index)
        let there = UnsafeRawPointer(base + index - distance)
        var length = 0
        while length + 8 <= limit
            && here.loadUnaligned(fromByteOffset: length, as: UInt64.self)
                == there.loadUnaligned(fromByteOffset: length, as: UInt64.self)
        {
            length += 8
        }
        while length < limit && bytes[index + length] == bytes[index + length - distance] { length += 1 }
        return length
    }

    /// Deflate's bit order: values least significant bit first, Huffman codes most significant
    /// bit first.
    struct BitWriter {
        var bytes: [UInt8] = []
        private var buffer: UInt64 = 0
        private var count = 0

        mutating func write(_ value: Int, count bits: Int) {
            buffer |= UInt64(value) << UInt64(count)
            count += bits
            while count >= 8 {
                bytes.append(UInt8(truncatingIfNeeded: buffer))
                buffer >>= 8
                count -= 8
            }
        }

        /// A Huffman code of `length` bits, written from its most significant bit.
        mutating func writeCode(_ code: Int, length: Int) {
            var reversed = 0
            for bit in 0..<length where code >> bit & 1 == 1 { reversed |= 1 << (length - 1 - bit) }
            write(reversed, count: length)
        }

        /// A literal byte or the end of the block (256), or a length's symbol (257–285), in the
        /// fixed code (RFC 1951, 3.2.6).
        mutating func writeLiteral(_ symbol: Int) {
            switch symbol {
            case 0...143: writeCode(0x30 + symbol, length: 8)
            case 144...255: writeCode(0x190 + symbol - 144, length: 9)
            case 256...279: writeCode(symbol - 256, length: 7)
            default: writeCode(0xC0 + symbol - 280, length: 8)
            }
        }

        mutating func writeLength(_ length: Int) {
            var code = 0
            while code + 1 < Deflate.lengthBases.count && Deflate.lengthBases[code + 1] <= length { code += 1 }
            writeLiteral(257 + code)
            let extra = Deflate.lengthExtraBits[code]
            if extra > 0 { write(length - Deflate.lengthBases[code], count: extra) }
        }

        mutating func writeDistance(_ distance: Int) {
            var code = 0
            while code + 1 < Deflate.distanceBases.count && Deflate.distanceBases[code + 1] <= distance { code += 1 }
            writeCode(code, length: 5)
            let extra = Deflate.distanceExtraBits[code]
            if extra > 0 { write(distance - Deflate.distanceBases[code], count: extra) }
        }

        /// The last bits, padded with zeros to a byte.
        mutating func flush() {
            if count > 0 { write(0, count: 8 - count) }
        }
    }

    /// The first length of each length symbol, 257–285, and its extra bits (RFC 1951, 3.2.5).
    static let lengthBases = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227,
        258,
    ]
    static let lengthExtraBits = [
        0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
    ]
    /// The first distance of each distance code, 0–29, and its extra bits.
    static let distanceBases = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097,
        6145, 8193, 12289, 16385, 24577,
    ]
    static let distanceExtraBits = [
        0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
    ]
}
