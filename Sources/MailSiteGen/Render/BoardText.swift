/// A text of the review board: its own words, in the board's language and direction, with texts
/// from elsewhere set in them (a title of the spec, a mail's word, a locale's name, an address),
/// each isolated in its own direction, so that "كل الرسائل, at the top" reads as the board's
/// words say, whatever the text set in it is written in. In markup an isolated text is a `<bdi>`
/// (with its `lang` where it is not the board's); in an attribute or the page's title, which hold
/// no markup, it is between U+2068 FIRST STRONG ISOLATE and U+2069 POP DIRECTIONAL ISOLATE, which
/// are not drawn or spoken.
struct BoardText: Equatable, Sendable, ExpressibleByStringLiteral {
    enum Piece: Equatable, Sendable {
        /// The board's own words.
        case words(String)
        /// A text in its own direction, and its language where it is not the board's.
        case isolated(String, language: String?)
    }

    var pieces: [Piece]

    init(_ pieces: [Piece]) {
        self.pieces = pieces
    }

    /// The board's own words.
    init(words: String) {
        pieces = [.words(words)]
    }

    init(stringLiteral words: String) {
        self.init(words: words)
    }

    /// A text in its own direction.
    static func isolated(_ text: String, language: String? = nil) -> BoardText {
        BoardText([.isolated(text, language: language)])
    }

    static let firstStrongIsolate = "\u{2068}"
    static let popDirectionalIsolate = "\u{2069}"

    /// As read: the pieces' texts, without marks.
    var text: String {
        pieces.map { piece in
            switch piece {
            case .words(let words): words
            case .isolated(let text, _): text
            }
        }.joined()
    }

    /// For an attribute or the page's title: each isolated text between FSI and PDI. Escape it
    /// where it is written.
    var plain: String {
        pieces.map { piece in
            switch piece {
            case .words(let words): words
            case .isolated(let text, _): Self.firstStrongIsolate + text + Self.popDirectionalIsolate
            }
        }.joined()
    }

    /// As markup: each isolated text a `<bdi>`, every text escaped.
    var html: HTML {
        HTML.join(
            pieces.map { piece -> HTML in
                switch piece {
                case .words(let words): "\(words)"
                case .isolated(let text, let language?): "<bdi lang=\"\(language)\">\(text)</bdi>"
                case .isolated(let text, nil): "<bdi>\(text)</bdi>"
                }
            }, separator: "")
    }

    static func + (lhs: BoardText, rhs: BoardText) -> BoardText { BoardText(lhs.pieces + rhs.pieces) }
}
