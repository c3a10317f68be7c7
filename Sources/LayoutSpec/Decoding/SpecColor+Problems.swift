extension SpecColor {
    /// Every form a colour may be written in, for the messages that say what to write: a system
    /// colour's name, a hex colour, an alias of a design token, and, where the whole colour is
    /// written (`pair`) rather than one appearance of it, the light and dark pair.
    static func forms(pair: Bool) -> String {
        let single = [
            "an iOS system colour (\(systemNames.joined(separator: ", ")))", "#RRGGBB",
            "a design token's alias such as \"{brand.accent}\"",
        ]
        let forms = pair ? Array(single[..<2]) + [#"{"light": …, "dark": …}"#, single[2]] : single
        return forms.dropLast().joined(separator: ", ") + " or " + (forms.last ?? "")
    }

    /// Why `text` is not a colour, in words that say what to write instead: a hex colour with
    /// the wrong number of digits, or with a character that is not a hex digit; six hex digits
    /// without their `#`; an alias in a spec without tokens; else an unknown name.
    static func problem(with text: String, pair: Bool) -> String {
        let accepted = "a hex colour has 6 digits, #RRGGBB"
        if text.hasPrefix("#") {
            let digits = text.dropFirst()
            if let wrong = digits.first(where: { !isHexDigit($0) }) {
                return "'\(text)' is not a hex colour: '\(wrong)' is not a hex digit (0-9, A-F); \(accepted)"
            }
            // The shorthands CSS and design tokens know, said as what to write here.
            let instead =
                switch digits.count {
                case 3: ": write '#\(digits.map { "\($0)\($0)" }.joined())'"
                case 8 where digits.uppercased().hasSuffix("FF"): ", and no alpha: write '#\(digits.prefix(6))'"
                case 4, 8: ", and no alpha: a colour here is opaque"
                default: ""
                }
            return "'\(text)' has \(digits.count) hex \(digits.count == 1 ? "digit" : "digits"); \(accepted)\(instead)"
        }
        if text.count == 6, text.allSatisfy(isHexDigit) {
            return "'\(text)' is a hex colour without its '#': write '#\(text)'"
        }
        if text.hasPrefix("{"), text.hasSuffix("}") {
            return "'\(text)' is a design token's alias, and the spec has no \"tokens\" to resolve it from; "
                + "name the token files in \"tokens\": {\"files\": […]}"
        }
        return "unknown colour '\(text)'" + Suggestion.phrase(for: text, in: systemNames) + "; use " + forms(pair: pair)
    }

    /// 0-9, a-f, A-F: ASCII only, as `RGB(hex:)` reads them (`Character.isHexDigit` takes
    /// fullwidth forms too).
    private static func isHexDigit(_ character: Character) -> Bool {
        character.isASCII && character.isHexDigit
    }
}
