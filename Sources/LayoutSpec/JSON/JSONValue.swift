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

    /// Pretty-printed with two-space indents; short arrays of scalars stay on one line.
    public func formatted(indent: String = "") -> String {
        switch self {
        case .object(let members):
            guard !members.isEmpty else { return "{}" }
            let inner = indent + "  "
            let lines = members.map { key, value in
                "\(inner)\(Self.quoted(key)): \(value.formatted(indent: inner))"
            }
            return "{\n" + lines.joined(separator: ",\n") + "\n\(indent)}"
        case .array(let elements):
            guard !elements.isEmpty else { return "[]" }
            if elements.allSatisfy(\.isScalar) {
                let line = "[" + elements.map { $0.formatted() }.joined(separator: ", ") + "]"
                if line.count <= 100 { return line }
            }
            let inner = indent + "  "
            return "[\n" + elements.map { inner + $0.formatted(indent: inner) }.joined(separator: ",\n")
                + "\n\(indent)]"
        case .string(let text): return Self.quoted(text)
        case .number(let number): return number.specText
        case .integer(let number): return String(number)
        case .bool(let flag): return flag ? "true" : "false"
        case .null: return "null"
        }
    }

    private var isScalar: Bool {
        switch self {
        case .object, .array: false
        default: true
        }
    }

    /// A JSON string literal: quotes, backslashes and control characters escaped.
    public static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{2028}": result += "\\u2028"
            case "\u{2029}": result += "\\u2029"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
