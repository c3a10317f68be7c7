extension SymbolName: SpecValue {
    public init(node: JSONNode) throws(SpecIssue) {
        let text = try node.string()
        if let name = SymbolName(text) {
            self = name
            return
        }
        let message: String
        if let outline = Self.outline(ofFilled: text) {
            message = "write the outline name '\(outline)'; its filled form is used for the active tab"
        } else {
            message =
                "unknown symbol '\(text)'" + Suggestion.phrase(Suggestion.likely(for: text, in: Self.catalogue))
                + "; the catalogue has \(Self.catalogue.joined(separator: ", "))"
        }
        throw SpecIssue(at: node.position, message: message)
    }

    /// `cart` for a filled form written out: `cart.fill`, or a near spelling of it (`cart.filled`,
    /// `cart.fil`), where `cart` is in the catalogue.
    static func outline(ofFilled text: String) -> String? {
        guard let dot = text.lastIndex(of: "."), text[text.index(after: dot)...].hasPrefix("fil") else { return nil }
        let outline = String(text[..<dot])
        return catalogue.contains(outline) ? outline : nil
    }

    public static var jsonSchema: JSONValue {
        .object([("enum", .array(catalogue.map { .string($0) }))])
    }

    public var jsonValue: JSONValue { .string(rawValue) }
    public static var fieldKind: FieldKind { .symbol }
    public var fieldValue: FieldValue { .symbol(.builtIn(self)) }
}
