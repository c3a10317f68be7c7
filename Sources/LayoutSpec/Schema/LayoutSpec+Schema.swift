extension LayoutSpec {
    /// The JSON Schema (draft 2020-12) of a spec file, from the same field definitions as the decoder.
    public static var schemaDocument: JSONValue {
        guard case .object(let body) = jsonSchema else { return jsonSchema }
        return .object(
            [
                ("$schema", .string("https://json-schema.org/draft/2020-12/schema")),
                ("$id", .string("https://mailsitegen.invalid/mailsitegen.schema.json")),
                ("title", .string("MailSiteGen layout spec")),
                ("description", .string("The design of the iOS 18 Mail header prototype; every field is optional.")),
            ] + body + [("$defs", .object([(Self.aliasDefinition, aliasSchema)]))])
    }

    /// Where a field that may hold a design token's alias refers to its schema.
    static let aliasDefinition = "alias"

    /// A design token's alias, `{brand.radius.pill}`, which any field may hold when the spec names
    /// its tokens.
    static var aliasSchema: JSONValue {
        .object([
            ("type", .string("string")), ("pattern", .string("^\\{[^{}]+\\}$")),
            ("description", .string("A design token's alias, resolved from the spec's tokens.")),
        ])
    }
}
