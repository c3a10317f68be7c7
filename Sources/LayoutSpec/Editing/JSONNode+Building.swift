extension JSONNode {
    /// A value built in code, for an edit: its position is 0:0, as no file wrote it.
    public init(_ value: Value) {
        self.init(value: value, position: SourcePosition(line: 0, column: 0))
    }

    /// The same document as a tree, keys in their order: how a value of the field table
    /// (`FieldEntry.json`, `SpecValue.jsonValue`) becomes an edit's value.
    public init(json: JSONValue) {
        switch json {
        case .object(let members):
            self.init(.object(members.map { JSONNode.Member(key: $0.0, value: JSONNode(json: $0.1)) }))
        case .array(let elements): self.init(.array(elements.map { JSONNode(json: $0) }))
        case .string(let text): self.init(.string(text))
        case .number(let number): self.init(.number(number))
        case .integer(let number): self.init(.number(Double(number)))
        case .bool(let flag): self.init(.bool(flag))
        case .null: self.init(.null)
        }
    }

    /// The same document to write, keys in their order: the inverse of `init(json:)`.
    public var jsonValue: JSONValue {
        switch value {
        case .object(let members): .object(members.map { ($0.key, $0.value.jsonValue) })
        case .array(let elements): .array(elements.map(\.jsonValue))
        case .string(let text): .string(text)
        case .number(let number): .number(number)
        case .bool(let flag): .bool(flag)
        case .null: .null
        }
    }

    /// True when both are the same JSON document, wherever each was written: the same keys in
    /// the same order, numbers equal as `Double`s.
    public func hasSameValue(as other: JSONNode) -> Bool {
        switch (value, other.value) {
        case (.object(let a), .object(let b)):
            a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value.hasSameValue(as: $1.value) }
        case (.array(let a), .array(let b)):
            a.count == b.count && zip(a, b).allSatisfy { $0.hasSameValue(as: $1) }
        case (.string(let a), .string(let b)): a == b
        case (.number(let a), .number(let b)): a == b
        case (.bool(let a), .bool(let b)): a == b
        case (.null, .null): true
        default: false
        }
    }
}

extension JSONNode.Member {
    /// A member built in code; its key's position is 0:0.
    public init(key: String, value: JSONNode) {
        self.init(key: key, keyPosition: SourcePosition(line: 0, column: 0), value: value)
    }
}
