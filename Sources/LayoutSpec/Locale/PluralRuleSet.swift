/// The rules a group of languages share, as CLDR's `plurals.xml` groups them: the text of each
/// category's rule, condition and samples together (`"i = 1 and v = 0 @integer 1"`).
struct PluralRuleSet: Sendable {
    /// The languages' primary subtags, lowercased.
    var languages: [String]
    /// Each category's rule text, as CLDR writes it; `other` has samples only.
    var rules: [PluralCategory: String]
}
