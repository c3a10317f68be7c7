/// One key of a spec object, declared once: its name, its documentation, its schema, how its value
/// is decoded into the object and written back, and what the rest of the tool needs to carry it
/// everywhere (its kind, the outputs it reaches, the SwiftUI original's code). `SpecObject`
/// flattens the tables of nested sections into `FieldEntry`s: the field table.
///
/// A field reaches its property through a `get` and a `set` closure rather than a
/// `WritableKeyPath`: a key path is an object made at run time, with its generic class's
/// metadata, for every field in every build, while a closure is code the compiler made.
public struct SpecField<Root>: Sendable {
    public let name: String
    public let documentation: String
    let isRequired: Bool
    let schemaBody: @Sendable () -> [(String, JSONValue)]
    /// Decodes the member's value into the object; an issue it throws is relative to the value.
    let decode: @Sendable (JSONNode, inout Root) throws(SpecIssue) -> Void
    let jsonValue: @Sendable (Root) -> JSONValue
    let kind: FieldKind
    let outputs: FieldOutputs
    let original: String?
    let isEditable: Bool
    let read: @Sendable (Root) -> FieldValue
    /// A section's own fields, flattened, under this one.
    let children: @Sendable () -> [FieldEntry<Root>]
    /// The value's shape: its kind, and a section's or a list's fields.
    let shape: @Sendable () -> FieldShape

    /// The field's schema with its description: the documentation, and the original's code with
    /// `fallback`'s value (the default where the field is).
    /// A field whose value is not text may also hold a design token's alias.
    func schema(fallback: Root) -> JSONValue {
        var description = documentation
        if let original { description += " SwiftUI: " + original.fillingPlaceholder(with: read(fallback).originalText) }
        switch kind {
        case .number, .boolean, .color, .symbol, .choice, .spring:
            let alias: JSONValue = .object([("$ref", .string("#/$defs/" + LayoutSpec.aliasDefinition))])
            return .object([
                ("anyOf", .array([.object(schemaBody()), alias])), ("description", .string(description)),
            ])
        case .text, .date, .phrase, .section, .list:
            return .object(schemaBody() + [("description", .string(description))])
        }
    }

    /// This field alone in the table: its path is its name.
    var entry: FieldEntry<Root> {
        FieldEntry(
            path: JSONPath([.key(name)]), documentation: documentation, original: original, kind: kind,
            outputs: outputs, isEditable: isEditable, read: read, json: jsonValue)
    }

    /// A number that must lie in `range`; a slider moves it by `step` (1 for lengths, 0.01 else).
    public static func number(
        _ name: String, get: @escaping @Sendable (Root) -> Double,
        set: @escaping @Sendable (inout Root, Double) -> Void, in range: ClosedRange<Double>,
        unit: String = "", step: Double? = nil, outputs: FieldOutputs = [], original: String? = nil,
        _ documentation: String
    ) -> SpecField {
        let format = NumberFormat(range: range, unit: unit, step: step)
        return SpecField(
            name: name, documentation: documentation, isRequired: false,
            schemaBody: {
                [
                    ("type", .string("number")), ("minimum", .number(range.lowerBound)),
                    ("maximum", .number(range.upperBound)),
                ]
            },
            decode: { node, root throws(SpecIssue) in
                let number = try node.number()
                guard range.contains(number) else {
                    throw SpecIssue(at: node.position, message: format.outOfRange(number))
                }
                set(&root, number)
            },
            jsonValue: { .number(get($0)) },
            kind: .number(format), outputs: outputs, original: original,
            isEditable: true, read: { .number(get($0)) }, children: { [] }, shape: { .value(.number(format)) })
    }

    /// A value of a spec type (string, colour, symbol, array…), optional or required.
    public static func value<Value: SpecValue>(
        _ name: String, get: @escaping @Sendable (Root) -> Value, set: @escaping @Sendable (inout Root, Value) -> Void,
        required: Bool = false,
        schema extra: [(String, JSONValue)] = [], editable: Bool = true, outputs: FieldOutputs = [],
        original: String? = nil, _ documentation: String
    ) -> SpecField {
        SpecField(
            name: name, documentation: documentation, isRequired: required,
            schemaBody: {
                guard case .object(let members) = Value.jsonSchema else { return extra }
                return members + extra
            },
            decode: { node, root throws(SpecIssue) in set(&root, try Value(node: node)) },
            jsonValue: { get($0).jsonValue },
            kind: Value.fieldKind, outputs: outputs, original: original, isEditable: editable,
            read: { get($0).fieldValue }, children: { [] }, shape: { Value.fieldShape })
    }

    /// A value that may be absent, written `""` then: a spec has no `null`.
    public static func optional<Value: SpecValue>(
        _ name: String, get: @escaping @Sendable (Root) -> Value?,
        set: @escaping @Sendable (inout Root, Value?) -> Void, editable: Bool = true,
        _ documentation: String
    ) -> SpecField {
        SpecField(
            name: name, documentation: documentation, isRequired: false,
            schemaBody: { [("anyOf", .array([.object([("const", .string(""))]), Value.jsonSchema]))] },
            decode: { node, root throws(SpecIssue) in
                if case .string("") = node.value {
                    set(&root, nil)
                } else {
                    set(&root, try Value(node: node))
                }
            },
            jsonValue: { get($0)?.jsonValue ?? .string("") },
            kind: Value.fieldKind, outputs: [], original: nil, isEditable: editable,
            read: { get($0)?.fieldValue ?? .text("") }, children: { [] }, shape: { Value.fieldShape })
    }

    /// A nested object whose fields merge over the current value; its fields join the table
    /// under this one's name (`tabBar` then `tabBar.spacing`).
    public static func section<Value: SpecObject>(
        _ name: String, get: @escaping @Sendable (Root) -> Value, set: @escaping @Sendable (inout Root, Value) -> Void,
        editable: Bool = true,
        outputs: FieldOutputs = [], original: String? = nil, _ documentation: String
    ) -> SpecField {
        SpecField(
            name: name, documentation: documentation, isRequired: false,
            schemaBody: {
                guard case .object(let members) = Value.jsonSchema else { return [] }
                return members
            },
            decode: { node, root throws(SpecIssue) in
                set(&root, try Value(node: node, over: get(root)))
            },
            jsonValue: { get($0).jsonValue },
            kind: Value.fieldKind, outputs: outputs, original: original, isEditable: editable,
            read: { get($0).fieldValue },
            children: {
                Value.fieldEntries.map { child in
                    let nested = child.nested(under: name, get)
                    return editable ? nested : nested.notEditable
                }
            }, shape: { Value.fieldShape })
    }
}
