extension BaseURL: SpecValue {
    public init(node: JSONNode) throws(SpecIssue) {
        let text = try node.string()
        do {
            try self.init(text)
        } catch {
            throw SpecIssue(at: node.position, message: error.message)
        }
    }

    /// The rule `problem(with:)` checks, less the messages: http(s), a host, a path ending in `/`,
    /// only URL characters.
    public static var jsonSchema: JSONValue {
        let host = "[A-Za-z0-9._~!$&'()*+,;=%:\\[\\]-]+"
        let path = "[A-Za-z0-9._~!$&'()*+,;=%:@/\\[\\]-]*"
        return .object([("type", .string("string")), ("pattern", .string("^https?://\(host)/(\(path)/)?$"))])
    }

    public var jsonValue: JSONValue { .string(text) }
    public static var fieldKind: FieldKind { .text }
    public var fieldValue: FieldValue { .text(text) }
}
