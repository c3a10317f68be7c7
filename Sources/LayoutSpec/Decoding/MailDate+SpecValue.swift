extension MailDate: SpecValue {
    /// The forms `MailDate` accepts; the decoder also checks that the date exists.
    public static let pattern =
        "^[0-9]{4}-[0-9]{2}-[0-9]{2}([T ][0-9]{2}:[0-9]{2}(:[0-9]{2}(\\.[0-9]+)?)?(Z|[+-][0-9]{2}:[0-9]{2})?)?$"

    public init(node: JSONNode) throws(SpecIssue) {
        let text = try node.string()
        guard let date = MailDate(text) else {
            throw SpecIssue(
                at: node.position,
                message: "'\(text)' is not an ISO 8601 date; write 2026-11-28 or 2026-11-28T09:41:00Z")
        }
        self = date
    }

    public static var jsonSchema: JSONValue {
        .object([("type", .string("string")), ("pattern", .string(pattern))])
    }

    public var jsonValue: JSONValue { .string(description) }
    public static var fieldKind: FieldKind { .date }
    public var fieldValue: FieldValue { .text(description) }
}
