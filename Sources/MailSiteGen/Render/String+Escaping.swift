import LayoutSpec

/// Escaping by context, in one place. Text from a spec reaches the page only through these.
extension String {
    /// For HTML text and for attribute values in double or single quotes: `& < > " '` become
    /// references. Both contexts share one function so no caller can pick the weaker one.
    public var htmlEscaped: String {
        replacingBytes { bytes, index in
            switch bytes[index] {
            case UInt8(ascii: "&"): ("&amp;", 1)
            case UInt8(ascii: "<"): ("&lt;", 1)
            case UInt8(ascii: ">"): ("&gt;", 1)
            case UInt8(ascii: "\""): ("&quot;", 1)
            case UInt8(ascii: "'"): ("&#39;", 1)
            case 0: ("\u{FFFD}", 1)  // NUL is not allowed in HTML text
            default: nil
            }
        }
    }
}

extension String {
    /// For text inside a JavaScript template literal (between backquotes): `\`, `` ` `` and `$`
    /// escaped by a backslash, so the literal's value is this text, never a substitution.
    var templateLiteralEscaped: String {
        replacingBytes { bytes, index in
            switch bytes[index] {
            case UInt8(ascii: "\\"): ("\\\\", 1)
            case UInt8(ascii: "`"): ("\\`", 1)
            case UInt8(ascii: "$"): ("\\$", 1)
            default: nil
            }
        }
    }

    /// For JSON inside a `<script>`: `<`, `>`, `&` and the two line separators as `\u` escapes,
    /// which JSON and JavaScript read back as the same characters, so no text can close the
    /// script or open a comment in it.
    var scriptEscaped: String {
        replacingBytes { bytes, index in
            switch bytes[index] {
            case UInt8(ascii: "<"): ("\\u003C", 1)
            case UInt8(ascii: ">"): ("\\u003E", 1)
            case UInt8(ascii: "&"): ("\\u0026", 1)
            // U+2028 and U+2029 are E2 80 A8 and E2 80 A9 in UTF-8.
            case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80 && bytes[index + 2] == 0xA8:
                ("\\u2028", 3)
            case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80 && bytes[index + 2] == 0xA9:
                ("\\u2029", 3)
            default: nil
            }
        }
    }

    /// This text with the bytes `replacement` names replaced, in one pass over its UTF-8: given
    /// the bytes and an index, `replacement` returns the text to write instead and how many bytes
    /// it replaces, or nil to keep the byte. Text with nothing to replace is handed back as it is.
    /// A byte loop, as appending `unicodeScalars` one by one cost a build a tenth of its work.
    private func replacingBytes(
        _ replacement: (UnsafeBufferPointer<UInt8>, Int) -> (text: StaticString, count: Int)?
    ) -> String {
        var text = self
        return text.withUTF8 { bytes in
            var output: [UInt8] = []
            var copied = 0
            var index = 0
            while index < bytes.count {
                guard let (replacementText, count) = replacement(bytes, index) else {
                    index += 1
                    continue
                }
                if output.isEmpty { output.reserveCapacity(bytes.count + 64) }
                output.append(contentsOf: bytes[copied..<index])
                output.append(
                    contentsOf: UnsafeBufferPointer(
                        start: replacementText.utf8Start, count: replacementText.utf8CodeUnitCount))
                index += count
                copied = index
            }
            guard copied > 0 else { return self }
            output.append(contentsOf: bytes[copied...])
            return String(decoding: output, as: UTF8.self)
        }
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
