/// A spec object's schema and JSON, field by field from the same table it decodes by.
extension SpecObject {
    public static var jsonSchema: JSONValue {
        let required = fields.filter(\.isRequired).map { JSONValue.string($0.name) }
        var schema: [(String, JSONValue)] = [
            ("type", .string("object")),
            ("properties", .object(fields.map { ($0.name, $0.schema(fallback: placeholder)) })),
            ("additionalProperties", .bool(false)),
        ]
        if !required.isEmpty { schema.append(("required", .array(required))) }
        return .object(schema)
    }

    /// Every field's value; a field with nothing to write (`tokens` when there are none) is left out.
    public var jsonValue: JSONValue {
        .object(
            Self.fields.compactMap { field in
                let value = field.jsonValue(self)
                return value == .null ? nil : (field.name, value)
            })
    }
}
