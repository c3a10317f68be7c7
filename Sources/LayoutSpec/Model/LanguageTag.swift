/// The language the spec's texts are written in, as a BCP 47 tag (`en`, `ar`, `he-IL`,
/// `zh-Hant-TW`): the page's `lang`, and what `layoutDirection: auto` follows.
///
/// Checked simply, not against the registry: letters, digits and hyphens, 2 to 35 characters, a
/// primary subtag of 2 to 8 letters and no empty subtag. That is enough to keep it a word in an
/// attribute and to read its primary subtag.
public struct LanguageTag: Sendable, Equatable, Hashable, CustomStringConvertible {
    /// The tag as written, which is valid.
    public let text: String

    /// Why a text is not a language tag: one sentence, quoting it.
    public struct Invalid: Error, Sendable, Equatable {
        public var message: String
    }

    /// The text, validated.
    public init(_ text: String) throws(Invalid) {
        if let problem = Self.problem(with: text) { throw Invalid(message: problem) }
        self.text = text
    }

    /// `en`, the default.
    public static let english = LanguageTag(valid: "en")

    private init(valid text: String) { self.text = text }

    public var description: String { text }

    /// The language itself, lowercased: `ar` of `ar-EG`.
    public var primarySubtag: String {
        String(text.prefix { $0 != "-" }).lowercased()
    }

    /// Whether the language is written right to left: Arabic, Hebrew, Persian, Urdu, Pashto,
    /// Sindhi, Yiddish, Dhivehi, Uyghur, Central Kurdish and the others below.
    public var isRightToLeft: Bool { Self.rightToLeftLanguages.contains(primarySubtag) }

    /// Primary subtags of languages whose usual script runs right to left (CLDR's character order).
    static let rightToLeftLanguages: Set<String> = [
        "ar", "arc", "ckb", "dv", "fa", "he", "iw", "ks", "ku", "lrc", "mzn", "nqo", "ps", "sd", "syr", "ug", "ur",
        "yi", "ji",
    ]

    /// The length a tag may have, in characters.
    static let lengthRange = 2...35

    /// The tag's characters.
    static let pattern = "^[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8})*$"

    /// What is wrong with `text` as a language tag, or nil.
    static func problem(with text: String) -> String? {
        let hint = "; write a BCP 47 language tag such as en, ar or he-IL"
        let quoted = "'\(text)'"
        guard lengthRange.contains(text.count) else {
            return "\(quoted) is not a language tag (\(lengthRange.lowerBound) to \(lengthRange.upperBound) characters)"
                + hint
        }
        let isASCIILetter = { (c: Character) in c.isASCII && c.isLetter }
        let isASCIIAlphanumeric = { (c: Character) in c.isASCII && (c.isLetter || c.isNumber) }
        guard text.allSatisfy({ isASCIIAlphanumeric($0) || $0 == "-" }) else {
            return "\(quoted) is not a language tag (only letters, digits and hyphens)" + hint
        }
        let subtags = text.split(separator: "-", omittingEmptySubsequences: false)
        guard let primary = subtags.first, (2...8).contains(primary.count), primary.allSatisfy(isASCIILetter) else {
            return "\(quoted) is not a language tag (it starts with the language: 2 to 8 letters)" + hint
        }
        guard subtags.allSatisfy({ (1...8).contains($0.count) }) else {
            return "\(quoted) is not a language tag (each part between hyphens has 1 to 8 characters)" + hint
        }
        return nil
    }
}
