import LayoutSpec
import LocaleFormats

/// The screen's own words (`strings`) in the spec's language, and its dates and counts in the
/// spec's locale: what the markup writes, and the data block (`data-part="words"`) the page's
/// script reads for what it writes itself (the search's count, the appearance button's name, the
/// link's status) and for the other locales a link may ask for (`locale=`).
struct PageWords {
    let spec: LayoutSpec
    let formats: LocaleFormats
    /// The plural rules of the texts' language; nil when not carried (every count is `other`).
    let rules: PluralRules?

    init(spec: LayoutSpec, formats: LocaleFormats? = nil) {
        self.spec = spec
        self.formats = formats ?? LocaleFormats.shared(spec.resolvedLocale)
        rules = PluralRules(language: spec.language.primarySubtag)
    }

    /// The locales every page carries besides its own, for the review board's locale row: the
    /// longest words (German), and two other scripts, beside English.
    static let boardLocales = ["en-US", "de-DE", "ar-SA", "ja-JP"]

    func category(of count: Int) -> PluralCategory { rules?.category(for: count) ?? .other }

    /// A phrase's text for `count`, its placeholders filled; `{count}` in the locale's digits.
    func text(_ phrase: PluralPhrase, count: Int, values: [String: String] = [:]) -> String {
        let pieces = (try? PhrasePiece.pieces(of: phrase.text(for: category(of: count)))) ?? []
        return pieces.map { piece in
            switch piece {
            case .text(let text): text
            case .placeholder("count"): formats.numbers.format(count)
            case .placeholder(let name): values[name] ?? ""
            }
        }.joined()
    }

    /// A caption: `{title}` the text, `{count}` a span of its own (it is drawn in grey) that
    /// keeps the number, for the script to write it again in another locale.
    func caption(_ phrase: PluralPhrase, title: String, count: Int) -> HTML {
        let pieces = (try? PhrasePiece.pieces(of: phrase.text(for: category(of: count)))) ?? []
        return HTML.join(
            pieces.map { piece -> HTML in
                switch piece {
                case .text(let text): "\(text)"
                case .placeholder("title"): "\(title)"
                case .placeholder("count"):
                    "<span class=\"mail-list__count\" data-count=\"\(count)\">\(formats.numbers.format(count))</span>"
                case .placeholder: ""
                }
            }, separator: "")
    }

    /// The plural categories of 0, 1, 2, … as letters (`z o t f m x`), as far as the page can
    /// count: its mails, and at most 200, beyond which a count takes the category of 100 plus its
    /// last two digits, unless the language's rules say otherwise up to the inbox's size.
    var pluralTable: String {
        let count = spec.mails.count
        let periodic = count < 200 || (200...count).allSatisfy { category(of: $0) == category(of: 100 + $0 % 100) }
        let length = periodic ? min(count, 199) + 1 : count + 1
        return String((0..<length).map { Self.letter[category(of: $0)] ?? "x" })
    }

    static let letter: [PluralCategory: Character] = [
        .zero: "z", .one: "o", .two: "t", .few: "f", .many: "m", .other: "x",
    ]

    /// The data block's JSON: this locale's numbers, the plural table, the texts the script
    /// writes, and for each of the board's other locales its numbers and each date label's
    /// counterpart (a label names one day or one time, so it is the key).
    var json: JSONValue {
        let phrases: [(String, JSONValue)] = spec.strings.texts.compactMap { key, phrase in
            guard Self.scriptKeys.contains(key) else { return nil }
            return (key, .object(phrase.categories.map { ($0.rawValue, .string(phrase.text(for: $0))) }))
        }
        let dates = spec.mails.map(\.date)
        let labels = listLabels(of: dates)
        let others = Self.boardLocales.filter { $0 != formats.requested.text }.compactMap {
            tag -> (String, JSONValue)? in
            guard let locale = try? LocaleTag(tag) else { return nil }
            let other = PageWords(spec: spec, formats: LocaleFormats.shared(locale))
            var pairs: [(String, JSONValue)] = []
            var seen: Set<String> = []
            for (label, otherLabel) in zip(labels, other.listLabels(of: dates)) where seen.insert(label).inserted {
                pairs.append((label, .string(otherLabel)))
            }
            return (tag, .object([("numbers", other.formats.numbers.json), ("dates", .object(pairs))]))
        }
        return .object([
            ("locale", .string(formats.requested.text)), ("numbers", formats.numbers.json),
            ("plural", .string(pluralTable)), ("phrases", .object(phrases)), ("locales", .object(others)),
        ])
    }

    /// The texts the page's script writes itself.
    static let scriptKeys: Set<String> = [
        "searchCaption", "searchResults", "appearanceAutomatic", "appearanceLight", "appearanceDark", "linkCopied",
        "copyThisLink",
    ]

    /// The day the list's dates are relative to: the newest mail's, so the output never depends
    /// on when or where it is built.
    var today: Int {
        spec.mails.max { $0.date.instant < $1.date.instant }?.date.dayNumber ?? 0
    }

    /// The list's date labels of `dates` (each day or time is formatted once, by `formats`).
    func listLabels(of dates: [MailDate]) -> [String] {
        let today = self.today
        return dates.map { formats.listLabel(for: $0, today: today) }
    }
}

extension NumberShape {
    /// As the page's script reads it.
    var json: JSONValue {
        .object([
            ("digits", .string(digits.joined())), ("separator", .string(separator)),
            ("primaryGroup", .integer(primaryGroup)), ("secondaryGroup", .integer(secondaryGroup)),
            ("minimumDigits", .integer(minimumDigits)),
        ])
    }
}

extension SiteGenerator {
    /// What is worth saying about a spec's words and locale but not wrong: a plural form its
    /// language never uses, a language without plural rules, a locale without data.
    public static func localeNotes(for spec: LayoutSpec) -> [String] {
        spec.notes + [LocaleFormats.fallbackNote(for: spec.resolvedLocale)].compactMap { $0 }
    }
}
