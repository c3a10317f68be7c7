/// The shape of a spec value as the field tables declare it: a field's kind, and for a section
/// or a list the shapes inside it. What a pass over a spec's tree that must know which field each
/// value is (token aliases) walks alongside the tree, so that no field is listed again by hand.
public indirect enum FieldShape: Sendable {
    /// A value of one field: a number, a colour, a string, …
    case value(FieldKind)
    /// An object of named fields, itself of `kind` (`.section`, or `.spring` for a spring).
    case object(FieldKind, [(name: String, shape: FieldShape)])
    /// A list whose elements all have one shape.
    case list(FieldShape)

    /// The kind of the value of this shape.
    public var kind: FieldKind {
        switch self {
        case .value(let kind), .object(let kind, _): kind
        case .list: .list
        }
    }

    /// The shape of the member `name` of an object shape.
    public func member(_ name: String) -> FieldShape? {
        guard case .object(_, let members) = self else { return nil }
        return members.first { $0.name == name }?.shape
    }
}

extension SpecValue {
    public static var fieldShape: FieldShape { .value(fieldKind) }
}

extension SpecObject {
    public static var fieldShape: FieldShape {
        .object(fieldKind, fields.map { ($0.name, $0.shape()) })
    }
}

extension Array where Element: SpecValue {
    public static var fieldShape: FieldShape { .list(Element.fieldShape) }
}
