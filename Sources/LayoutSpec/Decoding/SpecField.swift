/// One key of a spec object: its name, its documentation, its schema, how its value is decoded
/// into the object and how it is written back.
public struct SpecField<Root>: Sendable {
    public let name: String
    public let documentation: String
    let isRequired: Bool
    let schemaBody: @Sendable () -> [(String, JSONValue)]
    /// Decodes the member's value into the object; an issue it throws is relative to the value.
    let decode: @Sendable (JSONNode, inout Root) throws(SpecIssue) -> Void
    let jsonValue: @Sendable (Root) -> JSONValue

    /// The field's schema with its description.
    func schema() -> JSONValue {
        .object(schemaBody() + [("description", .string(documentation))])
    }

    /// A number that must lie in `range`.
    public static func number(
        _ name: String, _ keyPath: WritableKeyPath<Root, Double> & Sendable, in range: ClosedRange<Double>,
        unit: String = "", _ documentation: String
    ) -> SpecField {
        SpecField(
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
                    let suffix = unit.isEmpty ? "" : " \(unit)"
                    throw SpecIssue(
                        at: node.position,
                        message: "\(number.specText)\(suffix) is out of range; use "
                            + "\(range.lowerBound.specText)…\(range.upperBound.specText)\(suffix)")
                }
                root[keyPath: keyPath] = number
            },
            jsonValue: { .number($0[keyPath: keyPath]) })
    }

    /// A value of a spec type (string, colour, symbol, array…), optional or required.
    public static func value<Value: SpecValue>(
        _ name: String, _ keyPath: WritableKeyPath<Root, Value> & Sendable, required: Bool = false,
        schema extra: [(String, JSONValue)] = [], _ documentation: String
    ) -> SpecField {
        SpecField(
            name: name, documentation: documentation, isRequired: required,
            schemaBody: {
                guard case .object(let members) = Value.jsonSchema else { return extra }
                return members + extra
            },
            decode: { node, root throws(SpecIssue) in root[keyPath: keyPath] = try Value(node: node) },
            jsonValue: { $0[keyPath: keyPath].jsonValue })
    }

    /// A value that may be absent, written `""` then: a spec has no `null`.
    public static func optional<Value: SpecValue>(
        _ name: String, _ keyPath: WritableKeyPath<Root, Value?> & Sendable, _ documentation: String
    ) -> SpecField {
        SpecField(
            name: name, documentation: documentation, isRequired: false,
            schemaBody: { [("anyOf", .array([.object([("const", .string(""))]), Value.jsonSchema]))] },
            decode: { node, root throws(SpecIssue) in
                if case .string("") = node.value {
                    root[keyPath: keyPath] = nil
                } else {
                    root[keyPath: keyPath] = try Value(node: node)
                }
            },
            jsonValue: { $0[keyPath: keyPath]?.jsonValue ?? .string("") })
    }

    /// A nested object whose fields merge over the current value.
    public static func section<Value: SpecObject>(
        _ name: String, _ keyPath: WritableKeyPath<Root, Value> & Sendable, _ documentation: String
    ) -> SpecField {
        SpecField(
            name: name, documentation: documentation, isRequired: false,
            schemaBody: {
                guard case .object(let members) = Value.jsonSchema else { return [] }
                return members
            },
            decode: { node, root throws(SpecIssue) in
                root[keyPath: keyPath] = try Value(node: node, over: root[keyPath: keyPath])
            },
            jsonValue: { $0[keyPath: keyPath].jsonValue })
    }
}
