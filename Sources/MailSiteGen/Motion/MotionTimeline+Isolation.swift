/// A row's texts in their own direction inside the timeline's, in every engine. SVG text honours
/// U+2068…U+2069 (isolates) in Chromium and Firefox but not in WebKitGTK, where an English
/// property's closing parenthesis jumps to the wrong end of a right-to-left row and an English
/// name runs into its property. So each text is also held by marks: its own direction's (LRM or
/// RLM) at both its ends, inside the isolate, so that its end punctuation stays its own; and the
/// row's direction's around the space between name and property, so that the two read in the
/// row's order (the name first) rather than as one run.
extension MotionTimeline {
    static let leftToRightMark = "\u{200E}"
    static let rightToLeftMark = "\u{200F}"

    /// `text` isolated and marked in its own direction (its first strong letter's).
    static func isolated(_ text: String) -> String {
        let mark = isRightToLeft(text) ? rightToLeftMark : leftToRightMark
        return BoardText.firstStrongIsolate + mark + text + mark + BoardText.popDirectionalIsolate
    }

    /// What stands between a row's name and its property: a space, held in the row's direction.
    var separator: String {
        let mark = isRightToLeft ? Self.rightToLeftMark : Self.leftToRightMark
        return mark + " " + mark
    }

    /// Whether a text's first strong letter is of a right-to-left script (Hebrew, Arabic, Syriac,
    /// Thaana, N'Ko and their presentation forms): the first-strong rule of an isolate.
    static func isRightToLeft(_ text: String) -> Bool {
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF: return true
            default: if scalar.properties.isAlphabetic { return false }
            }
        }
        return false
    }
}
