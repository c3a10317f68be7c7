/// A JSON document built in code, with object keys kept in the order they were written: the
/// complete spec that `mailsitegen init` writes and the JSON Schema that `mailsitegen schema`
/// prints both read in declaration order.
public indirect enum JSONValue: Sendable, Equatable {
    case object([(String, JSONValue)])
    case array([JSONValue])
    case string(String)
    case number(Double)
    case integer(Int)
    case bool(Bool)
    case null

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.object(let a), .object(let b)):
            a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        case (.array(let a), .array(let b)): a == b
        case (.string(let a), .string(let b)): a == b
        case (.number(let a), .number(let b)): a == b
        case (.integer(let a), .integer(let b)): a == b
        case (.bool(let a), .bool(let b)): a == b
        case (.null, .null): true
        default: false
        }
    }

    var isScalar: Bool {
        switch self {
        case .object, .array: false
        default: true
        }
    }

    /// A JSON string literal: quotes, backslashes, control characters and the two line
    /// separators escaped. A loop over the UTF-8 bytes, as appending scalars one by one cost a
    /// build far more.
    public static func quoted(_ text: String) -> String {
        var result: [UInt8] = []
        result.reserveCapacity(text.utf8.count + 2)
        appendQuoted(text, to: &result)
        return String(decoding: result, as: UTF8.self)
    }

    /// `quoted`, appended to `result`.
    static func appendQuoted(_ text: String, to result: inout [UInt8]) {
        result.append(UInt8(ascii: "\""))
        // Most text needs no escape: copied as it is, without a copy of its bytes to walk.
        var plain = true
        for byte in text.utf8
        where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == 0xE2 {
            plain = false
            break
        }
        if plain {
            result.append(contentsOf: text.utf8)
            result.append(UInt8(ascii: "\""))
            return
        }
        let bytes = Array(text.utf8)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): result += [UInt8(ascii: "\\"), byte]
            case UInt8(ascii: "\n"): result += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            case UInt8(ascii: "\r"): result += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
            case UInt8(ascii: "\t"): result += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
            case 0..<0x20: result += Array("\\u00".utf8) + hexDigits(byte)
            // U+2028 and U+2029 are E2 80 A8 and E2 80 A9 in UTF-8.
            case 0xE2 where index + 1 < bytes.count && bytes[index] == 0x80 && (bytes[index + 1] & 0xFE) == 0xA8:
                result += Array((bytes[index + 1] == 0xA8 ? "\\u2028" : "\\u2029").utf8)
                index += 2
            default: result.append(byte)
            }
        }
        result.append(UInt8(ascii: "\""))
    }

    /// A byte's two hexadecimal digits, in upper case.
    private static func hexDigits(_ byte: UInt8) -> [UInt8] {
        let digits = Array("0123456789ABCDEF".utf8)
        return [digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]]
    }
}
