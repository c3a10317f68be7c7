extension Bool: SpecValue {
    public init(node: JSONNode) throws(SpecIssue) {
        self = try node.bool()
    }

    public static var jsonSchema: JSONValue { .object([("type", .string("boolean"))]) }
    public var jsonValue: JSONValue { .bool(self) }
    public static var fieldKind: FieldKind { .boolean }
    public var fieldValue: FieldValue { .boolean(self) }
}
