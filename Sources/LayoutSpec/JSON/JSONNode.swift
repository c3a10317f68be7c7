/// A parsed JSON value that remembers where it was written, so that every error about a spec
/// can point at a line and column, not only syntax errors.
public struct JSONNode: Sendable, Equatable {
    public struct Member: Sendable, Equatable {
        public var key: String
        public var keyPosition: SourcePosition
        public var value: JSONNode
    }

    public enum Value: Sendable, Equatable {
        case object([Member])
        case array([JSONNode])
        case string(String)
        case number(Double)
        case bool(Bool)
        case null
    }

    public var value: Value
    public var position: SourcePosition

    /// The JSON type's name as people say it, for "expected a number, found a string".
    public var kindDescription: String {
        switch value {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
    }

    /// The node at `path`, or nil when the spec does not write that path.
    public func node(at path: JSONPath) -> JSONNode? {
        var node = self
        for component in path.components {
            switch (component, node.value) {
            case (.key(let key), .object(let members)):
                guard let member = members.last(where: { $0.key == key }) else { return nil }
                node = member.value
            case (.index(let index), .array(let elements)):
                guard elements.indices.contains(index) else { return nil }
                node = elements[index]
            default:
                return nil
            }
        }
        return node
    }

    /// The best place to point at for an error about `path`: the value if it is written,
    /// else the closest enclosing value that is.
    public func position(for path: JSONPath) -> SourcePosition? {
        var components = path.components
        while true {
            if let node = node(at: JSONPath(components)) { return node.position }
            if components.isEmpty { return nil }
            components.removeLast()
        }
    }
}
