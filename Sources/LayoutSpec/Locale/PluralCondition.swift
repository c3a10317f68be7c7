/// The condition of one CLDR plural rule, such as `n % 10 = 1 and n % 100 != 11`: relations joined by
/// `and`, those groups joined by `or` (UTS #35, Language Plural Rules).
struct PluralCondition: Sendable, Equatable {
    /// The `or` branches, each a list of relations that must all hold.
    var alternatives: [[Relation]]

    /// Whether the condition holds for a whole, non-negative count.
    func matches(_ count: UInt) -> Bool {
        alternatives.contains { relations in relations.allSatisfy { $0.holds(for: count) } }
    }

    /// One comparison: an operand, perhaps taken modulo a number, against a list of values and ranges.
    struct Relation: Sendable, Equatable {
        var operand: Operand
        /// The `%` (or `mod`) divisor, never 0.
        var modulus: UInt?
        /// The values and ranges after `=`, `!=`, `is`, `in` or `within`.
        var ranges: [ClosedRange<UInt>]
        /// Whether the relation asks for the value to be outside the ranges (`!=`, `is not`, `not in`).
        var isNegated: Bool

        /// Whether the relation holds for a whole count.
        ///
        /// `in` and `within` differ only for a fractional `n` (`within` accepts 2.5 in `2..3`); a whole count
        /// makes them the same test, so the relation does not keep which was written.
        func holds(for count: UInt) -> Bool {
            var value = operand.value(forCount: count)
            if let modulus { value %= modulus }
            return ranges.contains { $0.contains(value) } != isNegated
        }
    }

    /// The operands a rule reads from a number: `n` its absolute value, `i` its integer digits, `v` and `w`
    /// how many fraction digits it shows with and without trailing zeros, `f` and `t` those digits as a number,
    /// `c` (and its older name `e`) its compact exponent, as in `1.2c6`.
    enum Operand: String, Sendable, Equatable, CaseIterable {
        case n, i, v, w, f, t, c, e

        /// The operand's value for a whole count written without exponent: `n` and `i` are the count, the
        /// fraction and exponent operands 0.
        func value(forCount count: UInt) -> UInt {
            switch self {
            case .n, .i: count
            case .v, .w, .f, .t, .c, .e: 0
            }
        }
    }
}
