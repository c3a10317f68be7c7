/// Base64 (RFC 4648, with padding), as a Content-Security-Policy hash source spells a digest.
public enum Base64 {
    /// `bytes` in the standard alphabet, `=`-padded to a multiple of four characters.
    public static func encoded(_ bytes: [UInt8]) -> String {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
        var output = ""
        for chunk in stride(from: 0, to: bytes.count, by: 3) {
            let part = Array(bytes[chunk..<min(chunk + 3, bytes.count)])
            let value =
                UInt32(part[0]) << 16 | UInt32(part.count > 1 ? part[1] : 0) << 8
                | UInt32(part.count > 2 ? part[2] : 0)
            output.append(alphabet[Int(value >> 18 & 63)])
            output.append(alphabet[Int(value >> 12 & 63)])
            output.append(part.count > 1 ? alphabet[Int(value >> 6 & 63)] : "=")
            output.append(part.count > 2 ? alphabet[Int(value & 63)] : "=")
        }
        return output
    }
}
