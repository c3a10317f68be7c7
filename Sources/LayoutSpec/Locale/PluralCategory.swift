/// A CLDR plural category: which form of a counted word a number takes.
///
/// Ordered as CLDR lists them, `zero` first and `other` last, so that a language's categories sort the
/// way CLDR's charts show them.
public enum PluralCategory: String, Sendable, CaseIterable, Comparable, Hashable {
    case zero, one, two, few, many, other

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rank < rhs.rank }

    /// The category's place in CLDR's order; spelled out so that reordering the cases cannot change it.
    private var rank: Int {
        switch self {
        case .zero: 0
        case .one: 1
        case .two: 2
        case .few: 3
        case .many: 4
        case .other: 5
        }
    }
}
