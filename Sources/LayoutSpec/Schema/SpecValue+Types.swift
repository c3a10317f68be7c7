/// How the spec's own value types read in JSON and in JSON Schema.

extension SpecColor: SpecValue {
    /// A system colour name or `#RRGGBB`.
    static var singleSchema: JSONValue {
        .object([
            (
                "anyOf",
                .array([
                    .object([("enum", .array(systemNames.map { .string($0) }))]),
                    .object([("type", .string("string")), ("pattern", .string("^#[0-9A-Fa-f]{6}$"))]),
                ])
            )
        ])
    }

    public static var jsonSchema: JSONValue {
        .object([
            (
                "anyOf",
                .array([
                    singleSchema,
                    .object([
                        ("type", .string("object")),
                        ("properties", .object([("light", singleSchema), ("dark", singleSchema)])),
                        ("required", .array([.string("light"), .string("dark")])),
                        ("additionalProperties", .bool(false)),
                    ]),
                ])
            )
        ])
    }

    public var jsonValue: JSONValue {
        switch written {
        case .single(let text): .string(text)
        case .pair(let light, let dark): .object([("light", .string(light)), ("dark", .string(dark))])
        }
    }
}

extension SymbolName: SpecValue {
    public static var jsonSchema: JSONValue {
        .object([("enum", .array(catalogue.map { .string($0) }))])
    }

    public var jsonValue: JSONValue { .string(rawValue) }
}

extension MailDate: SpecValue {
    /// The forms `MailDate` accepts; the decoder also checks that the date exists.
    public static let pattern =
        "^[0-9]{4}-[0-9]{2}-[0-9]{2}([T ][0-9]{2}:[0-9]{2}(:[0-9]{2}(\\.[0-9]+)?)?(Z|[+-][0-9]{2}:[0-9]{2})?)?$"

    public static var jsonSchema: JSONValue {
        .object([("type", .string("string")), ("pattern", .string(pattern))])
    }

    public var jsonValue: JSONValue { .string(description) }
}

extension LayoutSpec.ColorSchemePreference: SpecValue {
    public static var jsonSchema: JSONValue {
        .object([("enum", .array(allCases.map { .string($0.rawValue) }))])
    }

    public var jsonValue: JSONValue { .string(rawValue) }
}
