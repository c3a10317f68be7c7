extension String {
    /// The text as a Swift string literal, quotes included: `Say "hi"` becomes `"Say \"hi\""`.
    ///
    /// Nothing in the text can end the literal, interpolate or change how the source reads:
    /// `"` and `\` are escaped (so `\(` stays text and `"""` stays three quotes); line breaks,
    /// tabs and NUL get their short escapes; every other control, format (bidirectional, zero
    /// width), separator, private-use and unassigned scalar is written as `\u{…}`, so a reviewer
    /// sees it and no editor or compiler reads it as anything but text, and so is a combining
    /// mark with no character of the text before it to combine with (it would sit on a quote or
    /// a backslash). `#`, `/*` and `*/` need nothing: the literal is never a raw string and
    /// comments do not start inside one.
    var swiftStringLiteral: String {
        var literal = "\""
        var follows = false  // whether the last thing written is a character of the text
        for scalar in unicodeScalars {
            let escape: String?
            switch scalar {
            case "\"": escape = "\\\""
            case "\\": escape = "\\\\"
            case "\n": escape = "\\n"
            case "\r": escape = "\\r"
            case "\t": escape = "\\t"
            case "\0": escape = "\\0"
            default:
                let hidden = Self.isHidden(scalar) || (!follows && Self.isCombiningMark(scalar))
                escape = hidden ? "\\u{\(String(scalar.value, radix: 16, uppercase: true))}" : nil
            }
            if let escape {
                literal += escape
            } else {
                literal.unicodeScalars.append(scalar)
            }
            follows = escape == nil
        }
        return literal + "\""
    }

    /// Scalars that show as nothing, or as something else, in source.
    private static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse, .surrogate, .unassigned: true
        default: false
        }
    }

    private static func isCombiningMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: true
        default: false
        }
    }
}
