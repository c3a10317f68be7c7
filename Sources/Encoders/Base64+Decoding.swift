extension Base64 {
    /// The bytes of standard-alphabet Base64 text (RFC 4648), `=` padding optional; nil when the
    /// text holds anything else (white space included) or ends in the middle of a byte.
    public static func decoded(_ text: String) -> [UInt8]? {
        var table = [UInt8](repeating: 0xFF, count: 256)
        for (index, byte) in "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8.enumerated() {
            table[Int(byte)] = UInt8(index)
        }
        var text = text
        return text.withUTF8 { input -> [UInt8]? in
            var end = input.count
            while end > 0 && input[end - 1] == UInt8(ascii: "=") { end -= 1 }
            guard input.count - end <= 2, end % 4 != 1 else { return nil }
            var output: [UInt8] = []
            output.reserveCapacity(end * 3 / 4)
            var accumulator: UInt32 = 0
            var bits = 0
            for index in 0..<end {
                let value = table[Int(input[index])]
                guard value != 0xFF else { return nil }
                accumulator = accumulator << 6 | UInt32(value)
                bits += 6
                if bits >= 8 {
                    bits -= 8
                    output.append(UInt8(truncatingIfNeeded: accumulator >> UInt32(bits)))
                }
            }
            return output
        }
    }
}
