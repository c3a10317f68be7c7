/// The locale tables of `Generated/`, written by `scripts/generate-locale-data`: each a text of
/// one record a line, its fields separated by U+001F and a field's items by U+001E, parsed once
/// on first use (a literal this size compiles fast; an array literal would not).
enum LocaleData {
    /// The records of `table`, each a list of fields.
    static func records(_ table: String) -> [[Substring]] {
        table.split(separator: "\n").map { $0.split(separator: "\u{1F}", omittingEmptySubsequences: false) }
    }

    /// A field's items.
    static func items(_ field: Substring) -> [String] {
        field.isEmpty ? [] : field.split(separator: "\u{1E}", omittingEmptySubsequences: false).map(String.init)
    }
}
