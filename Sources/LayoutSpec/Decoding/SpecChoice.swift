/// A value that is one of a few words (`colorScheme`, `layoutDirection`): decoded with a "did you
/// mean", described as a JSON Schema `enum`, offered as a picker's choices. A conforming enum
/// names itself for the message and gets the rest.
public protocol SpecChoice: SpecValue, RawRepresentable<String>, CaseIterable where AllCases == [Self] {
    /// What the message calls it: "colour scheme" in "unknown colour scheme 'drak'".
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
