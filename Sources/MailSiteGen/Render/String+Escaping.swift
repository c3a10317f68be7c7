import LayoutSpec

/// Escaping by context, in one place. Text from a spec reaches the page only through these.
extension String {
    /// For HTML text and for attribute values in double or single quotes: `& < > " '` become
    /// references. Both contexts share one function so no caller can pick the weaker one.
    public var htmlEscaped: String {
        // Most text has nothing to escape: hand it back as it is.
        let special: (UInt8) -> Bool = { byte in
            byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
                || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") || byte == 0
        }
        guard utf8.contains(where: special) else { return self }
        var escaped: [UInt8] = []
        escaped.reserveCapacity(utf8.count + 16)
        for byte in utf8 {
            switch byte {
            case UInt8(ascii: "&"): escaped += Array("&amp;".utf8)
            case UInt8(ascii: "<"): escaped += Array("&lt;".utf8)
            case UInt8(ascii: ">"): escaped += Array("&gt;".utf8)
            case UInt8(ascii: "\""): escaped += Array("&quot;".utf8)
            case UInt8(ascii: "'"): escaped += Array("&#39;".utf8)
            case 0: escaped += Array("\u{FFFD}".utf8)  // NUL is not allowed in HTML text
            default: escaped.append(byte)
            }
        }
        return String(decoding: escaped, as: UTF8.self)
    }
}

extension String {
    /// For text inside a JavaScript template literal (between backquotes): `\`, `` ` `` and `$`
    /// escaped by a backslash, so the literal's value is this text, never a substitution.
    var templateLiteralEscaped: String {
        var escaped = ""
        escaped.reserveCapacity(utf8.count)
        for character in unicodeScalars {
            switch character {
            case "\\", "`", "$": escaped += "\\" + String(character)
            default: escaped.unicodeScalars.append(character)
            }
        }
        return escaped
    }

    /// For JSON inside a `<script>`: `<`, `>`, `&` and the two line separators as `\u` escapes,
    /// which JSON and JavaScript read back as the same characters, so no text can close the
    /// script or open a comment in it.
    var scriptEscaped: String {
        var escaped = ""
        escaped.reserveCapacity(utf8.count)
        for scalar in unicodeScalars {
            switch scalar {
            case "<": escaped += "\\u003C"
            case ">": escaped += "\\u003E"
            case "&": escaped += "\\u0026"
            case "\u{2028}": escaped += "\\u2028"
            case "\u{2029}": escaped += "\\u2029"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    /// For a value in a URL's query or fragment, as JavaScript's `encodeURIComponent` writes it:
    /// every UTF-8 byte but letters, digits and `-_.!~*'()` percent-encoded, so `URLSearchParams`
    /// reads back exactly this text. The URL still needs `htmlEscaped` in an attribute.
    public var uriComponentEncoded: String { percentEncoded(keeping: Self.uriComponentBytes) }

    /// Every UTF-8 byte not in `kept` written `%XX`, in upper case.
    func percentEncoded(keeping kept: Set<UInt8>) -> String {
        var encoded = ""
        encoded.reserveCapacity(utf8.count)
        for byte in utf8 {
            if kept.contains(byte) {
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                encoded += byte < 16 ? "%0" + hex : "%" + hex
            }
        }
        return encoded
    }

    private static let uriComponentBytes = Set(
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.!~*'()".utf8)
}

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
