extension MailList: SpecValue {
    public init(node: JSONNode) throws(SpecIssue) {
        switch node.value {
        case .string(Self.sampleWord):
            self = .sample
        case .array:
            self = .written(try [Mail](node: node))
        case .string(let text):
            throw SpecIssue(
                at: node.position,
                message: Self.expected + ", found '\(text)'" + Suggestion.phrase(for: text, in: [Self.sampleWord]))
        default:
            throw SpecIssue(at: node.position, message: Self.expected + ", found \(node.kindDescription)")
        }
    }

    private static let expected = "expected \"\(sampleWord)\" (the sample mails, over every tab) or an array of mails"

    /// `"sample"`, or an array of at most `LayoutSpec.maximumMailCount` mails.
    public static var jsonSchema: JSONValue {
        guard case .object(let list) = [Mail].jsonSchema else { return [Mail].jsonSchema }
        return .object([
            (
                "anyOf",
                .array([
                    .object([("const", .string(sampleWord))]),
                    .object(list + [("maxItems", .integer(LayoutSpec.maximumMailCount))]),
                ])
            )
        ])
    }

    public var jsonValue: JSONValue {
        switch self {
        case .sample: .string(Self.sampleWord)
        case .written(let mails): mails.jsonValue
        }
    }

    public static var fieldKind: FieldKind { .list }
    /// A written list's shape: a token alias may sit in a mail's field as in any other.
    public static var fieldShape: FieldShape { [Mail].fieldShape }
    public var fieldValue: FieldValue { .composite }
}
