import LayoutSpec

/// Markup the generator built, as opposed to text from a spec. Written as a string literal with
/// interpolations, it escapes by type (as swift-syntax's `SyntaxStringInterpolation` does): a
/// `String` is text and is escaped, only `HTML` and values that cannot hold markup (a validated
/// `TabID`, a number, a symbol's ids) pass through as they are:
///
///     let pill: HTML = "<span class=\"pill__text\">\(tab.title)</span>"  // the title escaped
///
/// The only other way in is `HTML(embedded:)`, for the bytes of an embedded template.
public struct HTML: Sendable, Equatable, CustomStringConvertible, ExpressibleByStringInterpolation {
    public private(set) var markup: String

    public init(stringLiteral literal: String) {
        markup = literal
    }

    public init(stringInterpolation interpolation: StringInterpolation) {
        markup = interpolation.markup
    }

    /// Markup from the project's own templates (`Templates/`): an icon's `<symbol>`, or a
    /// stylesheet or script the generator rendered, which hold no text from a spec as markup.
    init(embedded markup: String) {
        self.markup = markup
    }

    /// Text, escaped.
    public init(text: String) {
        self.markup = text.htmlEscaped
    }

    public var description: String { markup }

    public static func + (lhs: HTML, rhs: HTML) -> HTML { HTML(embedded: lhs.markup + rhs.markup) }

    /// Appends in place, so a long list is one string built once.
    public static func += (lhs: inout HTML, rhs: HTML) { lhs.markup += rhs.markup }

    public static func join(_ parts: [HTML], separator: HTML = "\n") -> HTML {
        HTML(embedded: parts.map(\.markup).joined(separator: separator.markup))
    }

    /// What an interpolation may hold, and how each kind is written.
    public struct StringInterpolation: StringInterpolationProtocol {
        var markup = ""

        public init(literalCapacity: Int, interpolationCount: Int) {
            markup.reserveCapacity(literalCapacity + 16 * interpolationCount)
        }

        /// The literal parts are the generator's own source code.
        public mutating func appendLiteral(_ literal: String) { markup += literal }

        /// Text: escaped for HTML text and quoted attribute values alike.
        public mutating func appendInterpolation(_ text: String) { markup += text.htmlEscaped }

        public mutating func appendInterpolation(_ html: HTML) { markup += html.markup }

        /// A validated tab id: a letter, then letters, digits and `-`.
        public mutating func appendInterpolation(_ id: TabID) { markup += id.rawValue }

        public mutating func appendInterpolation(_ number: Int) { markup += String(number) }

        public mutating func appendInterpolation(_ flag: Bool) { markup += flag ? "true" : "false" }
    }
}
