extension String: SpecValue {
    public init(node: JSONNode) throws(SpecIssue) {
        self = try node.string()
    }

    public static var jsonSchema: JSONValue { .object([("type", .string("string"))]) }
    public var jsonValue: JSONValue { .string(self) }
    public static var fieldKind: FieldKind { .text }
    public var fieldValue: FieldValue { .text(self) }
}
