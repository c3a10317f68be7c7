import LayoutSpec
import LocaleFormats

/// The review board's own words (the `board…` texts of `strings`) and the language they are in:
/// the spec's, with its direction and its locale's digits, once the spec gives any of them;
/// English otherwise, written as the board always was. The spec's texts are set in them isolated,
/// marked with the spec's language where it is not the board's.
struct BoardWords {
    let strings: ScreenStrings
    /// The board's `lang`.
    let language: String
    let isRightToLeft: Bool
    /// The `lang` of the spec's texts where it is not the board's.
    let specLanguage: String?
    /// How the board writes its figures: the spec's locale's digits, or nil to keep them as the
    /// generator writes them in CSS (`117.5`), in English.
    let numbers: NumberShape?

    init(spec: LayoutSpec) {
        strings = spec.strings
        if spec.strings.translatesTheBoard {
            language = spec.language.text
            isRightToLeft = spec.language.isRightToLeft
            specLanguage = nil
            numbers = LocaleFormats.shared(spec.resolvedLocale).numbers
        } else {
            language = "en"
            isRightToLeft = false
            specLanguage = spec.language.primarySubtag == "en" ? nil : spec.language.text
            numbers = nil
        }
    }

    /// `phrase` (one of the board's texts) with its placeholders filled by `values`.
    func text(_ phrase: String, _ values: [String: BoardText] = [:]) -> BoardText {
        guard let pieces = try? PhrasePiece.pieces(of: phrase) else { return BoardText(words: phrase) }
        return BoardText(
            pieces.flatMap { piece -> [BoardText.Piece] in
                switch piece {
                case .text(let words): [.words(words)]
                case .placeholder(let name): values[name]?.pieces ?? []
                }
            })
    }

    /// `phrase` as markup, its words escaped and its placeholders the markup `values` gives.
    func markup(_ phrase: String, _ values: [String: HTML]) -> HTML {
        guard let pieces = try? PhrasePiece.pieces(of: phrase) else { return "\(phrase)" }
        return HTML.join(
            pieces.map { piece -> HTML in
                switch piece {
                case .text(let words): "\(words)"
                case .placeholder(let name): values[name] ?? ""
                }
            }, separator: "")
    }

    /// A text of the spec's (a title, a mail's word), in its own direction.
    func spec(_ text: String) -> BoardText { .isolated(text, language: specLanguage) }

    /// A figure, written as the generator writes it in CSS or Swift (`117.5`), in the board's digits.
    func number(_ numeral: String) -> BoardText {
        BoardText(words: numbers?.format(numeral: numeral) ?? numeral)
    }

    /// ` dir="rtl"` for a right-to-left board; nothing otherwise, as the page's default.
    var directionAttribute: HTML { isRightToLeft ? " dir=\"rtl\"" : "" }
}
