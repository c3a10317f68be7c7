/// Adler-32 (RFC 1950), the checksum a zlib stream ends with.
public enum Adler32 {
    /// The checksum of `bytes`: two sums modulo 65521, reduced once every 5,552 bytes (the most
    /// that cannot overflow 32 bits).
    public static func checksum(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1
        var b: UInt32 = 0
        bytes.withUnsafeBufferPointer { buffer in
            var index = 0
            while index < buffer.count {
                let end = min(index + 5552, buffer.count)
                while index < end {
                    a &+= UInt32(buffer[index])
                    b &+= a
                    index += 1
                }
                a %= 65521
                b %= 65521
            }
        }
        return b << 16 | a
    }
}
