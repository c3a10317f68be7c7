/// Where each value of a JSON document sits in its bytes: what the editor needs to change one
/// value and nothing else. `JSONParser` keeps lines and columns for messages; this keeps offsets.
struct JSONSpan: Sendable {
    struct Member: Sendable {
        var key: String
        /// The key with its quotes.
        var keyRange: Range<Int>
        var value: JSONSpan
    }

    enum Kind: Sendable {
        case object([Member])
        case array([JSONSpan])
        case scalar
    }

    /// From the first byte of the value to just after its last (`{` … `}` for an object).
    var range: Range<Int>
    var kind: Kind
}

/// Reads the spans of a document that `JSONParser` has accepted. It checks only what it needs
/// to find its way, and fails rather than guess: the editor verifies its result by parsing it.
struct JSONSpanScanner {
    struct Failure: Error {}

    private let bytes: [UInt8]
    private var index: Int

    /// The spans of `bytes[range]`, a single JSON value with whitespace around it.
    static func scan(_ bytes: [UInt8], in range: Range<Int>) throws(Failure) -> JSONSpan {
        var scanner = JSONSpanScanner(bytes: bytes, index: range.lowerBound)
        scanner.skipWhitespace()
        let span = try scanner.value()
        scanner.skipWhitespace()
        guard scanner.index == range.upperBound else { throw Failure() }
        return span
    }

    private init(bytes: [UInt8], index: Int) {
        self.bytes = bytes
        self.index = index
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func skipWhitespace() {
        while let byte = current, byte.isJSONWhitespace { index += 1 }
    }

    private mutating func expect(_ byte: UInt8) throws(Failure) {
        guard current == byte else { throw Failure() }
        index += 1
    }

    private mutating func value() throws(Failure) -> JSONSpan {
        let start = index
        switch current {
        case UInt8(ascii: "{"):
            index += 1
            var members: [JSONSpan.Member] = []
            skipWhitespace()
            if current == UInt8(ascii: "}") {
                index += 1
                return JSONSpan(range: start..<index, kind: .object(members))
            }
            while true {
                skipWhitespace()
                let keyStart = index
                let key = try string()
                let keyRange = keyStart..<index
                skipWhitespace()
                try expect(UInt8(ascii: ":"))
                skipWhitespace()
                members.append(JSONSpan.Member(key: key, keyRange: keyRange, value: try value()))
                skipWhitespace()
                if current == UInt8(ascii: "}") {
                    index += 1
                    return JSONSpan(range: start..<index, kind: .object(members))
                }
                try expect(UInt8(ascii: ","))
            }
        case UInt8(ascii: "["):
            index += 1
            var elements: [JSONSpan] = []
            skipWhitespace()
            if current == UInt8(ascii: "]") {
                index += 1
                return JSONSpan(range: start..<index, kind: .array(elements))
            }
            while true {
                skipWhitespace()
                elements.append(try value())
                skipWhitespace()
                if current == UInt8(ascii: "]") {
                    index += 1
                    return JSONSpan(range: start..<index, kind: .array(elements))
                }
                try expect(UInt8(ascii: ","))
            }
        case UInt8(ascii: "\""):
            _ = try string()
            return JSONSpan(range: start..<index, kind: .scalar)
        case nil:
            throw Failure()
        default:
            // A number, true, false or null: up to the next delimiter.
            while let byte = current, !byte.isJSONWhitespace, byte != UInt8(ascii: ","),
                byte != UInt8(ascii: "}"), byte != UInt8(ascii: "]")
            {
                index += 1
            }
            return JSONSpan(range: start..<index, kind: .scalar)
        }
    }

    /// A string from its opening quote to after its closing one, decoded. Plain strings are read
    /// as they are; one with escapes is handed to the parser, so that both read it alike.
    private mutating func string() throws(Failure) -> String {
        let start = index
        try expect(UInt8(ascii: "\""))
        var hasEscape = false
        while true {
            guard let byte = current else { throw Failure() }
            index += 1
            if byte == UInt8(ascii: "\"") { break }
            if byte == UInt8(ascii: "\\") {
                hasEscape = true
                index += 1
            }
        }
        guard hasEscape else { return String(decoding: bytes[(start + 1)..<(index - 1)], as: UTF8.self) }
        guard let node = try? JSONParser.parse(Array(bytes[start..<index])), case .string(let text) = node.value
        else { throw Failure() }
        return text
    }
}

extension UInt8 {
    /// Space, tab, line feed or carriage return: the only whitespace JSON has.
    var isJSONWhitespace: Bool {
        self == UInt8(ascii: " ") || self == UInt8(ascii: "\t") || self == UInt8(ascii: "\n")
            || self == UInt8(ascii: "\r")
    }
}
