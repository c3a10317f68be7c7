/// One field's value in a spec, typed for the renderers: the CSS, the SwiftUI source and the
/// field list read values through this, never by naming a model property again.
public enum FieldValue: Sendable, Equatable {
    case number(Double)
    case boolean(Bool)
    case text(String)
    case color(SpecColor)
    case symbol(Symbol)
    case spring(Spring)
    /// One of the screen's words written per plural category; written as one string, it is `.text`.
    case phrase(PluralPhrase)
    /// A section, a list or a date: its parts are fields of their own, or it is written as JSON.
    case composite
}

extension FieldValue {
    /// The value as the SwiftUI original's code in a field's documentation writes it:
    /// `8`, `Spring(duration: 0.3, bounce: 0.3)`, `true`.
    public var originalText: String {
        switch self {
        case .number(let number): number.specText
        case .boolean(let flag): flag ? "true" : "false"
        case .text(let text): JSONValue.quoted(text)
        case .color(let color): color.jsonValue.formatted()
        case .symbol(.builtIn(let name)): JSONValue.quoted(name.description)
        case .symbol(.custom(let custom)): custom.description
        case .spring(let spring): ".spring(duration: \(spring.duration.specText), bounce: \(spring.bounce.specText))"
        case .phrase(let phrase):
            "["
                + phrase.categories.map { ".\($0.rawValue): \(JSONValue.quoted(phrase.text(for: $0)))" }
                .joined(separator: ", ") + "]"
        case .composite: "…"
        }
    }
}
