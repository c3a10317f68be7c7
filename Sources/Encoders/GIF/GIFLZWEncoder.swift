/// GIF's variable-length LZW (GIF89a, appendix F): palette indices in, the code stream out,
/// packed least significant bit first. The stream starts with the clear code, codes start one
/// bit wider than the minimum code size and widen as the table grows, up to 12 bits; when the
/// table is full (4,096 codes) a clear code starts it afresh. It ends with the end code.
struct GIFLZWEncoder {
    /// For each string in the table (its code) and the index that follows it: the code of the
    /// longer string, stamped with the table's generation so that a clear needs no sweep.
    private var table = [UInt32](repeating: 0, count: 4096 << 8)
    private var generation: UInt32 = 0

    /// The code stream of `indices`, each below `1 << minimumCodeSize` (2 to 8).
    mutating func encode(_ indices: [UInt8], minimumCodeSize: Int) -> [UInt8] {
        let clear = 1 << minimumCodeSize
        let end = clear + 1
        var writer = BitPacker()
        var width = minimumCodeSize + 1
        var next = end + 1
        startTable()
        writer.write(clear, width: width)
        guard let first = indices.first else {
            writer.write(end, width: width)
            return writer.finish()
        }
        var prefix = Int(first)
        for index in indices.dropFirst() {
            let key = prefix << 8 | Int(index)
            let entry = table[key]
            if entry >> 12 == generation {
                prefix = Int(entry & 0xFFF)
                continue
            }
            writer.write(prefix, width: width)
            table[key] = generation << 12 | UInt32(next)
            next += 1
            if next == 4096 {
                // The table is full: the decoder is told to start again.
                writer.write(clear, width: width)
                width = minimumCodeSize + 1
                next = end + 1
                startTable()
            } else if next > 1 << width {
                // The code just made no longer fits: the decoder reads the next code one bit wider.
                width += 1
            }
            prefix = Int(index)
        }
        writer.write(prefix, width: width)
        // The decoder makes a code after the last one too (it cannot know it is the last), so
        // the end code is one bit wider when that code reaches the next width.
        if next + 1 > 1 << width && width < 12 { width += 1 }
        writer.write(end, width: width)
        return writer.finish()
    }

    /// Forgets every string: a new generation (the table swept only when the stamps wrap).
    private mutating func startTable() {
        generation += 1
        if generation >= 1 << 20 {
            generation = 1
            for index in table.indices { table[index] = 0 }
        }
    }

    /// Codes of any width packed into bytes, least significant bit first.
    private struct BitPacker {
        var bytes: [UInt8] = []
        var buffer = 0
        var count = 0

        mutating func write(_ code: Int, width: Int) {
            buffer |= code << count
            count += width
            while count >= 8 {
                bytes.append(UInt8(truncatingIfNeeded: buffer))
                buffer >>= 8
                count -= 8
            }
        }

        mutating func finish() -> [UInt8] {
            if count > 0 { bytes.append(UInt8(truncatingIfNeeded: buffer)) }
            return bytes
        }
    }
}
