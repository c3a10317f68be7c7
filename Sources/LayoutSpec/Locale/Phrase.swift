/// A text of the screen's own words with named placeholders, `"{title} Mails {count}"`: its
/// pieces in order. A brace always opens a placeholder, closed by the next `}` after a name of
/// letters.
public enum PhrasePiece: Sendable, Equatable {
    case text(String)
    case placeholder(String)

    /// The pieces of `text`, or why it cannot be read: an unclosed brace or an empty name.
    public static func pieces(of text: String) throws(Invalid) -> [PhrasePiece] {
        var pieces: [PhrasePiece] = []
        var rest = Substring(text)
        while let open = rest.firstIndex(where: { $0 == "{" || $0 == "}" }) {
            guard rest[open] == "{" else {
                throw Invalid(message: "a '}' closes no placeholder; placeholders are written {name}")
            }
            if open > rest.startIndex { pieces.append(.text(String(rest[..<open]))) }
            let afterOpen = rest.index(after: open)
            guard let close = rest[afterOpen...].firstIndex(of: "}") else {
                throw Invalid(message: "a '{' is not closed; placeholders are written {name}")
            }
            let name = rest[afterOpen..<close]
            guard !name.isEmpty, name.allSatisfy({ $0.isASCII && $0.isLetter }) else {
                throw Invalid(message: "'{\(name)}' is not a placeholder; placeholders are written {name}, in letters")
            }
            pieces.append(.placeholder(String(name)))
            rest = rest[rest.index(after: close)...]
        }
        if !rest.isEmpty { pieces.append(.text(String(rest))) }
        return pieces
    }

    /// Why a text is not a phrase.
    public struct Invalid: Error, Sendable, Equatable {
        public var message: String
    }
}

/// One of the screen's words that involves a count: one text for every count, or a text per
/// CLDR plural category of the language (`{"one": "{count} Result", "other": "{count} Results"}`),
/// `other` required, chosen by the language's plural rules.
public struct PluralPhrase: Sendable, Equatable, Hashable, ExpressibleByStringLiteral {
    /// The text for each category written; always has `.other`.
    public private(set) var forms: [PluralCategory: String]
    /// Whether the spec wrote a string, not an object.
    public let isPlain: Bool

    public init(stringLiteral text: String) {
        forms = [.other: text]
        isPlain = true
    }

    /// `other`'s text, and the texts of the categories that differ.
    public init(other: String, _ forms: [PluralCategory: String]) {
        self.forms = forms.merging([.other: other]) { _, other in other }
        isPlain = false
    }

    /// A text per category; `other` must be among them.
    public init?(forms: [PluralCategory: String]) {
        guard forms[.other] != nil else { return nil }
        self.forms = forms
        isPlain = false
    }

    /// The text for a count in `category`: its own, else `other`'s.
    public func text(for category: PluralCategory) -> String {
        forms[category] ?? forms[.other] ?? ""
    }

    /// The categories written, in CLDR's order.
    public var categories: [PluralCategory] { forms.keys.sorted() }

    /// Every text it holds, in category order.
    public var texts: [String] { categories.compactMap { forms[$0] } }
}

extension PluralPhrase: SpecValue {
    public init(node: JSONNode) throws(SpecIssue) {
        if case .string(let text) = node.value {
            self.init(stringLiteral: text)
            return
        }
        guard case .object = node.value else {
            throw SpecIssue(
                at: node.position,
                message: "expected a string, or an object of plural categories (zero, one, two, few, many, other), "
                    + "found \(node.kindDescription)")
        }
        let names = PluralCategory.allCases.map(\.rawValue)
        let members = try node.members(isKnown: { names.contains($0) }, known: { names })
        var forms: [PluralCategory: String] = [:]
        for member in members {
            guard let category = PluralCategory(rawValue: member.key) else { continue }
            do {
                forms[category] = try member.value.string()
            } catch {
                throw error.inside(.key(member.key))
            }
        }
        guard let phrase = PluralPhrase(forms: forms) else {
            throw SpecIssue(
                at: node.position, message: "a plural object needs 'other', the text for every count no other key takes"
            )
        }
        self = phrase
    }

    public static var jsonSchema: JSONValue {
        let categories = PluralCategory.allCases.map { ($0.rawValue, JSONValue.object([("type", .string("string"))])) }
        return .object([
            (
                "anyOf",
                .array([
                    .object([("type", .string("string"))]),
                    .object([
                        ("type", .string("object")), ("properties", .object(categories)),
                        ("required", .array([.string("other")])), ("additionalProperties", .bool(false)),
                    ]),
                ])
            )
        ])
    }

    public var jsonValue: JSONValue {
        if isPlain { return .string(text(for: .other)) }
        return .object(categories.map { ($0.rawValue, JSONValue.string(forms[$0] ?? "")) })
    }

    public static var fieldKind: FieldKind { .phrase }
    public var fieldValue: FieldValue { isPlain ? .text(text(for: .other)) : .phrase(self) }
}
