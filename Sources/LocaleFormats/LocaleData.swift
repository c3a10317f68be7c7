/// The locale tables of `Generated/`, written by `scripts/generate-locale-data`: each a function
/// from a tag to its records, one a line, their fields separated by U+001F and a field's items by
/// U+001E. A build parses only the records of the locales it writes.
enum LocaleData {
    /// The fields of each of `text`'s records: split on their bytes, which separators never
    /// occur inside (splitting characters would cost a build several million instructions).
    static func records(_ text: String?) -> [[Substring]] {
        guard let text else { return [] }
        return text.utf8.split(separator: 0x0A).map { line in
            line.split(separator: 0x1F, omittingEmptySubsequences: false).map { Substring($0) }
        }
    }

    /// The fields of the record of `text` whose second field is `key`, or nil.
    static func record(_ text: String?, key: String) -> [Substring]? {
        records(text).first { $0.count > 1 && $0[1] == key }
    }

    /// A field's items.
    static func items(_ field: Substring) -> [String] {
        field.isEmpty
            ? [] : field.utf8.split(separator: 0x1E, omittingEmptySubsequences: false).map { String(Substring($0)) }
    }
}
