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

extension JSONSpan {
    /// The spans of `bytes`, one JSON document, read by `JSONParser`'s rules.
    static func read(_ bytes: [UInt8]) throws(JSONParser.Failure) -> JSONSpan {
        try JSONParser.scanning(bytes) { (scanner) throws(JSONParser.Failure) in
            try scanner.document { (scanner) throws(JSONParser.Failure) in try scanner.span() }
        }
    }
}

extension JSONScanner {
    /// The value at the current byte, with the offsets of it and of its parts.
    fileprivate mutating func span() throws(Failure) -> JSONSpan {
        let start = index
        switch current {
        case UInt8(ascii: "{"):
            var members: [JSONSpan.Member] = []
            try object(decodingKeys: true) { (scanner, key) throws(Failure) in
                let value = try scanner.span()
                members.append(JSONSpan.Member(key: key.text, keyRange: key.place.index..<key.end, value: value))
            }
            return JSONSpan(range: start..<index, kind: .object(members))
        case UInt8(ascii: "["):
            var elements: [JSONSpan] = []
            try array { (scanner) throws(Failure) in elements.append(try scanner.span()) }
            return JSONSpan(range: start..<index, kind: .array(elements))
        default:
            _ = try scalar(building: false)
            return JSONSpan(range: start..<index, kind: .scalar)
        }
    }
}

extension UInt8 {
    /// Space, tab, line feed or carriage return: the only whitespace JSON has.
    var isJSONWhitespace: Bool {
        self == UInt8(ascii: " ") || self == UInt8(ascii: "\t") || self == UInt8(ascii: "\n")
            || self == UInt8(ascii: "\r")
    }
}
