/// A value a spec can hold. It decodes (with the project's errors), writes itself back as JSON
/// for `mailsitegen init`, and describes itself in JSON Schema for `mailsitegen schema`: one
/// definition for all three, so the decoder and the schema cannot drift apart.
public protocol SpecValue: Decodable, Sendable {
    static var jsonSchema: JSONValue { get }
    var jsonValue: JSONValue { get }
}

/// A spec object described field by field. Decoding merges what the spec writes over a default,
/// refuses keys no field names, and checks each field's range.
public protocol SpecObject: SpecValue, SpecSection {
    static var fields: [SpecField<Self>] { get }
    /// What a field that is required but missing would otherwise hold; never seen by users.
    static var placeholder: Self { get }
}

extension SpecObject {
    public init(from decoder: any Decoder, default fallback: Self) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        try decoder.refuseUnknownKeys(isKnown: { name in Self.fields.contains { $0.name == name } }) {
            Self.fields.map(\.name)
        }
        var value = fallback
        for field in Self.fields {
            try field.decode(container, decoder.codingPath, &value)
        }
        self = value
    }

    public init(from decoder: any Decoder) throws {
        try self.init(from: decoder, default: Self.placeholder)
    }

    public static var jsonSchema: JSONValue {
        let required = fields.filter(\.isRequired).map { JSONValue.string($0.name) }
        var schema: [(String, JSONValue)] = [
            ("type", .string("object")),
            ("properties", .object(fields.map { ($0.name, $0.schema()) })),
            ("additionalProperties", .bool(false)),
        ]
        if !required.isEmpty { schema.append(("required", .array(required))) }
        return .object(schema)
    }

    public var jsonValue: JSONValue {
        .object(Self.fields.map { ($0.name, $0.encode(self)) })
    }
}

/// One key of a spec object: its name, its documentation, its schema, and how it is decoded.
public struct SpecField<Root>: Sendable {
    public let name: String
    public let documentation: String
    let isRequired: Bool
    let schemaBody: @Sendable () -> [(String, JSONValue)]
    let decode: @Sendable (KeyedDecodingContainer<AnyCodingKey>, [any CodingKey], inout Root) throws -> Void
    let encode: @Sendable (Root) -> JSONValue

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
            decode: { container, path, root in
                let key = AnyCodingKey(stringValue: name)
                guard container.contains(key) else { return }
                let number = try container.decode(Double.self, forKey: key)
                guard range.contains(number) else {
                    let suffix = unit.isEmpty ? "" : " \(unit)"
                    throw SpecIssue(
                        path: JSONPath(codingPath: path + [key]),
                        message: "\(number.specText)\(suffix) is out of range; use "
                            + "\(range.lowerBound.specText)…\(range.upperBound.specText)\(suffix)")
                }
                root[keyPath: keyPath] = number
            },
            encode: { .number($0[keyPath: keyPath]) })
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
            decode: { container, path, root in
                let key = AnyCodingKey(stringValue: name)
                guard container.contains(key) else {
                    if required {
                        throw SpecIssue(path: JSONPath(codingPath: path), message: "missing required key '\(name)'")
                    }
                    return
                }
                root[keyPath: keyPath] = try container.decode(Value.self, forKey: key)
            },
            encode: { $0[keyPath: keyPath].jsonValue })
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
            decode: { container, _, root in
                let key = AnyCodingKey(stringValue: name)
                guard container.contains(key) else { return }
                root[keyPath: keyPath] = try Value(
                    from: container.superDecoder(forKey: key), default: root[keyPath: keyPath])
            },
            encode: { $0[keyPath: keyPath].jsonValue })
    }
}

// MARK: - The scalar values

extension String: SpecValue {
    public static var jsonSchema: JSONValue { .object([("type", .string("string"))]) }
    public var jsonValue: JSONValue { .string(self) }
}

extension Bool: SpecValue {
    public static var jsonSchema: JSONValue { .object([("type", .string("boolean"))]) }
    public var jsonValue: JSONValue { .bool(self) }
}

extension Array: SpecValue where Element: SpecValue {
    public static var jsonSchema: JSONValue {
        .object([("type", .string("array")), ("items", Element.jsonSchema)])
    }
    public var jsonValue: JSONValue { .array(map(\.jsonValue)) }
}
