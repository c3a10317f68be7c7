/// A strict RFC 8259 parser that keeps source positions and explains what is wrong in words
/// a person can act on: trailing commas, comments, duplicate keys and `NaN` are named as such.
///
/// The tree it builds is what the spec is decoded from, so every error can carry a line and
/// column; and it refuses the inputs that JSON parsers disagree about. Every way of reading
/// (the tree, a skim that builds nothing, the editor's spans) goes through `JSONScanner`, so a
/// mistake is refused by the same rule, in the same words, whichever is reading.
public enum JSONParser {
    /// Deeper documents are refused rather than risking the stack; a spec is at most 4 deep.
    public static let maximumDepth = 64

    public struct Failure: Error, Sendable, Equatable {
        public var message: String
        public var position: SourcePosition

        /// The message for a document with nothing but whitespace in it.
        public static let emptyDocument = "the file is empty"

        /// Whether the document was empty, which a reader may say more about.
        public var isEmptyDocument: Bool { message == Self.emptyDocument }
    }

    public static func parse(_ bytes: [UInt8]) throws(Failure) -> JSONNode {
        try scanning(bytes) { (scanner) throws(Failure) in
            try scanner.document { (scanner) throws(Failure) in try scanner.node() }
        }
    }

    /// `body` with a scanner at the start of `bytes`, or at `mark`.
    static func scanning<Result>(
        _ bytes: [UInt8], at mark: Mark? = nil, _ body: (inout JSONScanner) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        let result = bytes.withUnsafeBufferPointer { buffer in
            var scanner =
                if let mark { JSONScanner(buffer, at: mark.index, line: mark.line, column: mark.column) } else {
                    JSONScanner(buffer)
                }
            return Swift.Result { () throws(Failure) in try body(&scanner) }
        }
        return try result.get()
    }
}

extension JSONScanner {
    /// The value at the current byte, built as a tree with positions.
    mutating func node() throws(Failure) -> JSONNode {
        let start = position()
        switch current {
        case UInt8(ascii: "{"):
            var members: [JSONNode.Member] = []
            var seen: [String: SourcePosition] = [:]
            try object(decodingKeys: true) { (scanner, key) throws(Failure) in
                let keyPosition = scanner.position(of: key.place)
                try Self.checkUnique(key.text, at: keyPosition, among: members, seen: &seen)
                let value = try scanner.node()
                members.append(JSONNode.Member(key: key.text, keyPosition: keyPosition, value: value))
            }
            return JSONNode(value: .object(members), position: start)
        case UInt8(ascii: "["):
            var elements: [JSONNode] = []
            try array { (scanner) throws(Failure) in elements.append(try scanner.node()) }
            return JSONNode(value: .array(elements), position: start)
        default:
            return JSONNode(value: try scalar(building: true), position: start)
        }
    }

    /// Reads the value at the current byte by `node`'s rules, building nothing.
    mutating func skip() throws(Failure) {
        switch current {
        case UInt8(ascii: "{"): try object(decodingKeys: false) { (scanner, _) throws(Failure) in try scanner.skip() }
        case UInt8(ascii: "["): try array { (scanner) throws(Failure) in try scanner.skip() }
        default: _ = try scalar(building: false)
        }
    }
}

extension JSONNode.Member: KeyedMember {}
