/// What a field holds, as an editor shows it and as the field list (`mailsitegen fields`) writes
/// it: a number with its range, unit and step, a switch, text, a colour, a symbol, one of a few
/// names, a spring, or a section or list of further fields.
public enum FieldKind: Sendable, Equatable {
    case number(NumberFormat)
    case boolean
    case text
    case color
    case symbol
    case choice([String])
    case date
    /// One of the screen's words with a count: a string, or an object of a string per plural category.
    case phrase
    /// A spring: an object of `duration` and `bounce`, rendered as one curve.
    case spring
    case section
    case list

    /// The name the field list gives the kind: `number`, `boolean`, `string`, …
    public var name: String {
        switch self {
        case .number: "number"
        case .boolean: "boolean"
        case .text: "string"
        case .color: "color"
        case .symbol: "symbol"
        case .choice: "choice"
        case .date: "date"
        case .phrase: "phrase"
        case .spring: "spring"
        case .section: "object"
        case .list: "array"
        }
    }
}

/// A number field's range, unit and the step a slider moves by.
public struct NumberFormat: Sendable, Equatable {
    public var range: ClosedRange<Double>
    /// `px` (points, written as CSS pixels), `s`, or "" for a plain number.
    public var unit: String
    public var step: Double

    public init(range: ClosedRange<Double>, unit: String, step: Double? = nil) {
        self.range = range
        self.unit = unit
        self.step = step ?? (unit == "px" ? 1 : 0.01)
    }

    public var isLength: Bool { unit == "px" }
}
