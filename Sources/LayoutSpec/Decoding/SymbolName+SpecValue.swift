extension SymbolName: SpecValue {
    public init(node: JSONNode) throws(SpecIssue) {
        let text = try node.string()
        if let name = SymbolName(text) {
            self = name
            return
        }
        let message: String
        if text.hasSuffix(".fill"), Self.catalogue.contains(String(text.dropLast(5))) {
            message = "write the outline name '\(text.dropLast(5))'; its filled form is used for the active tab"
        } else {
            message =
                "unknown symbol '\(text)'" + Suggestion.phrase(for: text, in: Self.catalogue)
                + "; the catalogue has \(Self.catalogue.joined(separator: ", "))"
        }
        throw SpecIssue(at: node.position, message: message)
    }

    public static var jsonSchema: JSONValue {
        .object([("enum", .array(catalogue.map { .string($0) }))])
    }

    public var jsonValue: JSONValue { .string(rawValue) }
    public static var fieldKind: FieldKind { .symbol }
    public var fieldValue: FieldValue { .symbol(.builtIn(self)) }
}
