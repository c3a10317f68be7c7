import Encoders
import LayoutSpec

extension SwiftUIGenerator {
    /// The String Catalog written beside the Swift file, the table `Text` looks its keys up in.
    public static let stringCatalogName = "Localizable.xcstrings"

    /// `Localizable.xcstrings`: the words of `MailWords` (String Catalog JSON, as Xcode reads and
    /// writes it), English the source language. English holds the defaults, or the spec's
    /// `strings` when its language is English; the spec's language holds its `strings`. A phrase
    /// with a text per plural category has a form for each category of its language (the
    /// category's text, else `other`'s): `variations.plural` when the count is its only value,
    /// a substitution on the count when the title comes too.
    public func stringCatalog() -> String {
        let isEnglish = spec.language.primarySubtag == "en"
        var languages: [(String, ScreenStrings)] = [("en", isEnglish ? spec.strings : ScreenStrings())]
        if !isEnglish { languages.append((spec.language.text, spec.strings)) }
        let strings = SwiftUIWord.all.sorted { $0.key < $1.key }.map { word -> (String, JSONValue) in
            let localizations = languages.map { language, strings -> (String, JSONValue) in
                let phrase = strings.texts.first { $0.key == word.name }?.phrase ?? ""
                return (language, Self.localization(of: phrase, word: word, language: language))
            }
            return (word.key, .object([("localizations", .object(localizations))]))
        }
        let catalogue: JSONValue = .object([
            ("sourceLanguage", .string("en")), ("strings", .object(strings)), ("version", .string("1.0")),
        ])
        return catalogue.formatted() + "\n"
    }

    /// One language's entry for `word`.
    private static func localization(of phrase: PluralPhrase, word: SwiftUIWord, language: String) -> JSONValue {
        guard !phrase.isPlain, phrase.categories != [.other] else {
            return .object([("stringUnit", unit(format(phrase.text(for: .other), word: word)))])
        }
        let categories = PluralRules(language: primarySubtag(of: language))?.categories ?? phrase.categories
        let counted = word.arguments == ["count"]
        let forms: JSONValue = .object(
            categories.map { category in
                let text = format(phrase.text(for: category), word: word, countAs: counted ? nil : "%arg")
                return (category.rawValue, .object([("stringUnit", unit(text))]))
            })
        if counted { return .object([("variations", .object([("plural", forms)]))]) }
        let position = (word.arguments.firstIndex(of: "count") ?? 0) + 1
        let substitution: JSONValue = .object([
            ("argNum", .integer(position)), ("formatSpecifier", .string(SwiftUIWord.specifier(of: "count"))),
            ("variations", .object([("plural", forms)])),
        ])
        return .object([
            ("stringUnit", unit("%\(position)$#@count@")), ("substitutions", .object([("count", substitution)])),
        ])
    }

    private static func unit(_ value: String) -> JSONValue {
        .object([("state", .string("translated")), ("value", .string(value))])
    }

    /// A text of the spec as a format string of the key's arguments: `%@`, `%lld` for the only
    /// one, `%1$@`, `%2$lld` by position for two; `countAs` in a substitution's form; `%` doubled.
    static func format(_ text: String, word: SwiftUIWord, countAs: String? = nil) -> String {
        let pieces = (try? PhrasePiece.pieces(of: text)) ?? [.text(text)]
        return pieces.map { piece in
            switch piece {
            case .text(let text): return text.replacing("%", with: "%%")
            case .placeholder(let name):
                if name == "count", let countAs { return countAs }
                guard let index = word.arguments.firstIndex(of: name) else { return "" }
                let position = word.arguments.count == 1 ? "" : "\(index + 1)$"
                return "%" + position + SwiftUIWord.specifier(of: name)
            }
        }.joined()
    }

    private static func primarySubtag(of language: String) -> String {
        String(language.prefix { $0 != "-" && $0 != "_" }).lowercased()
    }
}

extension SwiftUIGenerator {
    /// A catalogue's SHA-256 in hex, as the Swift file's header records it.
    public static func digest(of catalogue: String) -> String {
        SHA256.digest(Array(catalogue.utf8)).map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
    }

    /// Whether the catalogue at hand may be replaced: it is the one the Swift file beside it
    /// records (mailsitegen wrote both and no one edited the catalogue since), or it is already
    /// what would be written. Anything else is a person's, or an app's own, and is kept.
    public static func mayReplace(catalogue existing: [UInt8], recordedIn swiftSource: String?, with new: String)
        -> Bool
    {
        if existing == Array(new.utf8) { return true }
        let marker = "replaced only while it is this one:\n// SHA-256 "
        guard let source = swiftSource, let range = source.firstRange(of: marker) else { return false }
        let recorded = source[range.upperBound...].prefix(64)
        return recorded == digest(of: String(decoding: existing, as: UTF8.self))
    }
}
