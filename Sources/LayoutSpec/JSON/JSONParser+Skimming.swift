extension JSONParser {
    /// A place in a document where a value starts, with its line and column.
    public struct Mark: Sendable, Equatable {
        var index: Int
        var line: Int
        var column: Int

        public var position: SourcePosition { SourcePosition(line: line, column: column) }
    }

    /// One member of an object read without building its value: its key, where the key is
    /// written, and where its value starts.
    public struct Skimmed: Sendable, KeyedMember {
        public var key: String
        public var keyPosition: SourcePosition
        public var value: Mark
    }

    /// Checks that `bytes` are one JSON object and nothing more, building none of its values:
    /// every value is read by the same rules as `parse`, so what `parse` refuses is refused, in
    /// the same words (except a key written twice inside an object this does not read the
    /// members of, which is found when that object is read). Returns the root's members.
    public static func skimObject(_ bytes: [UInt8]) throws(Failure) -> [Skimmed] {
        try scanning(bytes) { (scanner) throws(Failure) in
            try scanner.document { (scanner) throws(Failure) in
                guard scanner.current == UInt8(ascii: "{") else {
                    let start = scanner.here
                    let value = try scanner.node()  // its own error, when it is not JSON at all
                    throw scanner.fail("expected an object, found \(value.kindDescription)", at: start)
                }
                return try scanner.skimMembers()
            }
        }
    }

    /// The members of the object at `mark` in `bytes`, their values skipped; nil when the value
    /// there is not an object.
    public static func skimObject(_ bytes: [UInt8], at mark: Mark) throws(Failure) -> [Skimmed]? {
        try scanning(bytes, at: mark) { (scanner) throws(Failure) in
            scanner.current == UInt8(ascii: "{") ? try scanner.skimMembers() : nil
        }
    }

    /// The value at `mark` in `bytes`, built.
    public static func value(_ bytes: [UInt8], at mark: Mark) throws(Failure) -> JSONNode {
        try scanning(bytes, at: mark) { (scanner) throws(Failure) in try scanner.node() }
    }
}

extension JSONScanner {
    /// The members of the object at the current `{`, each value's start marked and the value
    /// skipped.
    fileprivate mutating func skimMembers() throws(Failure) -> [JSONParser.Skimmed] {
        var members: [JSONParser.Skimmed] = []
        var seen: [String: SourcePosition] = [:]
        try object(decodingKeys: true) { (scanner, key) throws(Failure) in
            let keyPosition = scanner.position(of: key.place)
            try Self.checkUnique(key.text, at: keyPosition, among: members, seen: &seen)
            let start = scanner.position()
            let mark = JSONParser.Mark(index: scanner.index, line: start.line, column: start.column)
            members.append(JSONParser.Skimmed(key: key.text, keyPosition: keyPosition, value: mark))
            try scanner.skip()
        }
        return members
    }
}
