/// The example numbers CLDR writes after a rule, `@integer 0, 2~16, 100, …` and `@decimal 0.0~1.5, …`:
/// for the tests and for readers, never for choosing a category.
struct PluralSamples: Sendable, Equatable {
    /// The items after `@integer` as written: a number (`100`, or `1c6` with an exponent), a range `2~16`,
    /// or `…` for "and so on".
    var integer: [String] = []
    /// The items after `@decimal`, likewise.
    var decimal: [String] = []
}
