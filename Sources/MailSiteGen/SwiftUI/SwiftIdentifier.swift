/// Swift names for the names a spec gives things, such as tab ids: valid identifiers, one for
/// each name, that no spec can turn into a keyword or into a name the generated code uses.
enum SwiftIdentifier {
    /// Words Swift reserves, which need backticks as names, and contextual ones that would read
    /// as something else after a dot (`.self`, `.init`, `.none` beside `Optional.none`).
    static let reserved: Set<String> = [
        "Any", "Protocol", "Self", "Type", "as", "associatedtype", "async", "await", "borrowing", "break", "case",
        "catch", "class", "consuming", "continue", "default", "defer", "deinit", "do", "else", "enum", "extension",
        "fallthrough", "false", "fileprivate", "for", "func", "guard", "if", "import", "in", "init", "inout",
        "internal", "is", "let", "nil", "none", "nonisolated", "open", "operator", "package", "precedencegroup",
        "private", "protocol", "public", "repeat", "rethrows", "return", "self", "some", "static", "struct",
        "subscript", "super", "switch", "throw", "throws", "true", "try", "typealias", "var", "where", "while",
    ]

    /// One name for each of `names`, in order: each in lower camel case; a reserved word or one of
    /// `taken` gets `suffix` (`default` → `defaultTab`); a name already given is numbered (`aB`,
    /// `aB2`). Distinct results are guaranteed whatever the input, so a spec cannot declare
    /// one case twice.
    static func uniqueNames(for names: [String], avoiding taken: Set<String>, suffix: String) -> [String] {
        var used = taken
        return names.map { name in
            var base = lowerCamelCase(name)
            if reserved.contains(base) || taken.contains(base) { base += suffix }
            var candidate = base
            var number = 2
            while used.contains(candidate) {
                candidate = base + String(number)
                number += 1
            }
            used.insert(candidate)
            return candidate
        }
    }

    /// `receipts-2026` → `receipts2026`, `my-tab` → `myTab`: ASCII letters and digits only, every
    /// word after the first capitalised. A result that would be empty or start with a digit
    /// starts with `tab` (tab ids never do: they start with a lowercase letter).
    static func lowerCamelCase(_ name: String) -> String {
        let words = name.unicodeScalars.split { !isLetterOrDigit($0) }.map { String(String.UnicodeScalarView($0)) }
        var result = words.first ?? ""
        for word in words.dropFirst() {
            result += word.prefix(1).uppercased() + word.dropFirst()
        }
        guard let first = result.unicodeScalars.first, !("0"..."9").contains(first) else {
            return "tab" + result
        }
        return result
    }

    private static func isLetterOrDigit(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
    }
}
