/// Escaping by context, in one place. Text from a spec reaches the page only through these.
extension String {
    /// For HTML text and for attribute values in double or single quotes: `& < > " '` become
    /// references. Both contexts share one function so no caller can pick the weaker one.
    public var htmlEscaped: String {
        var escaped = ""
        escaped.reserveCapacity(utf8.count)
        for scalar in unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            case "\0": escaped += "\u{FFFD}"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}

/// Markup the generator built itself, as opposed to text from a spec. Only this type is
/// inserted into a template unescaped; a `String` always goes through `htmlEscaped`.
public struct HTML: Sendable, Equatable, CustomStringConvertible {
    public let markup: String

    /// Trusted markup written by the generator.
    public init(trusted markup: String) {
        self.markup = markup
    }

    /// Text, escaped.
    public init(text: String) {
        self.markup = text.htmlEscaped
    }

    public var description: String { markup }

    public static func + (lhs: HTML, rhs: HTML) -> HTML { HTML(trusted: lhs.markup + rhs.markup) }

    public static func join(_ parts: [HTML], separator: String = "\n") -> HTML {
        HTML(trusted: parts.map(\.markup).joined(separator: separator))
    }
}
