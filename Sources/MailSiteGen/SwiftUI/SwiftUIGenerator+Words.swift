import LayoutSpec

/// One of the screen's own words (`strings`) that the SwiftUI screen draws or names: its key in
/// the spec, and the key SwiftUI looks it up by in `Localizable.xcstrings`, both from the English
/// default (`ScreenStrings()`), so the Swift file, the catalogue and the page share one text.
struct SwiftUIWord {
    /// The key in `strings`, and the name of its member of `MailWords`.
    let name: String
    /// `{title}` and `{count}` of the English text, in the order the member takes them.
    let arguments: [String]
    /// The English text's pieces (its `other` form).
    let pieces: [PhrasePiece]

    /// The words the SwiftUI screen has; the others (the appearance button, the link) are the
    /// page's own.
    static let names = [
        "allMailsCaption", "categoryCaption", "searchCaption", "searchResults", "noResults", "noMail", "unread",
        "tabBarLabel", "categoriesLabel",
    ]

    static let all: [SwiftUIWord] = {
        let english = ScreenStrings().texts
        return names.compactMap { name in
            guard let phrase = english.first(where: { $0.key == name })?.phrase else { return nil }
            let arguments = ["title", "count"].filter { (ScreenStrings.placeholders[name] ?? []).contains($0) }
            let pieces = (try? PhrasePiece.pieces(of: phrase.text(for: .other))) ?? []
            return SwiftUIWord(name: name, arguments: arguments, pieces: pieces)
        }
    }()

    /// The format specifier SwiftUI writes in a key for an argument: `%@` for the title (a
    /// `String`), `%lld` for the count (an `Int`).
    static func specifier(of argument: String) -> String { argument == "count" ? "lld" : "@" }

    /// The catalogue's key: what `LocalizedStringKey` makes of the member's literal
    /// (`"%@ Mails %lld"`).
    var key: String {
        pieces.map { piece in
            switch piece {
            case .text(let text): text.replacing("%", with: "%%")
            case .placeholder(let name): "%" + Self.specifier(of: name)
            }
        }.joined()
    }

    /// The member of `MailWords`: a constant, or a function of the title and the count whose
    /// literal interpolates them.
    var declaration: String {
        var literal = ""
        for piece in pieces {
            switch piece {
            case .text(let text): literal += String(text.swiftStringLiteral.dropFirst().dropLast())
            case .placeholder(let name): literal += "\\(\(name))"
            }
        }
        guard !arguments.isEmpty else { return "    static var \(name): LocalizedStringKey { \"\(literal)\" }" }
        let parameters = arguments.map { "\($0): \($0 == "count" ? "Int" : "String")" }.joined(separator: ", ")
        return "    static func \(name)(\(parameters)) -> LocalizedStringKey { \"\(literal)\" }"
    }
}

extension SwiftUIGenerator {
    /// `MailWords`: the screen's words as `LocalizedStringKey`s, which `Text`, `ContentUnavailableView`
    /// and `accessibilityLabel` look up in `Localizable.xcstrings` in the view's locale.
    var words: String {
        """
        // MARK: - Words

        /// The screen's own words (`strings` in the spec), as keys of `Localizable.xcstrings`, the String
        /// Catalog written beside this file: it holds them in English and in the spec's language, with a
        /// form per plural category where a count is involved. Without it they read in English.
        enum MailWords {
        \(SwiftUIWord.all.map(\.declaration).joined(separator: "\n"))
        }
        """
    }
}
