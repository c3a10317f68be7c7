extension Bool: SpecValue {
    public init(node: JSONNode) throws(SpecIssue) {
        self = try node.bool()
    }

    public static var jsonSchema: JSONValue { .object([("type", .string("boolean"))]) }
    public var jsonValue: JSONValue { .bool(self) }
}
