/// A value written as one of a fixed list of words: decoded with a suggestion for a misspelling,
/// described in the schema as an `enum`, offered by an inspector as a choice.
protocol SpecChoice: SpecValue, RawRepresentable<String>, CaseIterable {
    /// What an error calls it: "unknown text size 'huge'".
    static var choiceName: String { get }
}

extension SpecChoice {
    public init(node: JSONNode) throws(SpecIssue) {
        let text = try node.string()
        guard let value = Self(rawValue: text) else {
            let names = Self.allCases.map(\.rawValue)
            throw SpecIssue(
                at: node.position,
                message: "unknown \(Self.choiceName) '\(text)'" + Suggestion.phrase(for: text, in: names)
                    + "; use \(names.joined(separator: ", "))")
        }
        self = value
    }

    public static var jsonSchema: JSONValue {
        .object([("enum", .array(allCases.map { .string($0.rawValue) }))])
    }

    public var jsonValue: JSONValue { .string(rawValue) }
    public static var fieldKind: FieldKind { .choice(allCases.map(\.rawValue)) }
    public var fieldValue: FieldValue { .text(rawValue) }
}
