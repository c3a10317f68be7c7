extension LanguageTag: SpecValue {
    public init(node: JSONNode) throws(SpecIssue) {
        let text = try node.string()
        do {
            try self.init(text)
        } catch {
            throw SpecIssue(at: node.position, message: error.message)
        }
    }

    /// The rule `problem(with:)` checks, less the messages.
    public static var jsonSchema: JSONValue {
        .object([
            ("type", .string("string")), ("minLength", .integer(lengthRange.lowerBound)),
            ("maxLength", .integer(lengthRange.upperBound)), ("pattern", .string(pattern)),
        ])
    }

    public var jsonValue: JSONValue { .string(text) }
    public static var fieldKind: FieldKind { .text }
    public var fieldValue: FieldValue { .text(text) }
}
