extension SpecColor: SpecValue {
    public init(node: JSONNode) throws(SpecIssue) {
        switch node.value {
        case .string(let text):
            let pair = try Self.appearances(text, at: node)
            self.init(light: pair.light, dark: pair.dark, written: .single(text))
        case .object:
            let members = try node.members(isKnown: Self.pairKeys.contains, known: { Self.pairKeys })
            // Both halves are checked for presence and type before either is read as a colour, so a
            // missing half is named even when the other is misspelt.
            func written(_ key: String) throws(SpecIssue) -> (text: String, node: JSONNode) {
                guard let index = members.index(of: key) else { throw node.missing(key) }
                let value = members[index].value
                do {
                    return (try value.string(), value)
                } catch {
                    throw error.inside(.key(key))
                }
            }
            let light = try written("light")
            let dark = try written("dark")
            self.init(
                light: try Self.appearances(light.text, at: light.node, path: [.key("light")]).light,
                dark: try Self.appearances(dark.text, at: dark.node, path: [.key("dark")]).dark,
                written: .pair(light: light.text, dark: dark.text))
            // Its own colours under Increase Contrast: both or neither.
            let contrastKeys = Self.increasedContrastKeys
            guard contrastKeys.contains(where: { members.index(of: $0) != nil }) else { return }
            let increasedLight = try written(contrastKeys[0])
            let increasedDark = try written(contrastKeys[1])
            increasedContrast = IncreasedContrast(
                light: try Self.appearances(
                    increasedLight.text, at: increasedLight.node, path: [.key(contrastKeys[0])]
                ).light,
                dark: try Self.appearances(increasedDark.text, at: increasedDark.node, path: [.key(contrastKeys[1])])
                    .dark,
                writtenLight: increasedLight.text, writtenDark: increasedDark.text)
        default:
            throw SpecIssue(
                at: node.position,
                message: "expected a colour, found \(node.kindDescription); write \(Self.forms(pair: true))")
        }
    }

    /// The keys of a colour written as `{"light": …, "dark": …}`.
    private static let pairKeys = ["light", "dark"] + increasedContrastKeys
    private static let increasedContrastKeys = ["increasedContrastLight", "increasedContrastDark"]

    /// The light and dark values of one written colour, or an issue pointing at `node`: one half
    /// of a pair when `path` names it.
    private static func appearances(
        _ text: String, at node: JSONNode, path: [JSONPath.Component] = []
    ) throws(SpecIssue) -> (light: RGB, dark: RGB) {
        guard let pair = parse(text) else {
            throw SpecIssue(at: node.position, path: JSONPath(path), message: problem(with: text, pair: path.isEmpty))
        }
        return pair
    }

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
                        ("properties", .object(pairKeys.map { ($0, singleSchema) })),
                        ("required", .array([.string("light"), .string("dark")])),
                        (
                            "dependentRequired",
                            .object(
                                increasedContrastKeys.map { key in
                                    (key, .array(increasedContrastKeys.filter { $0 != key }.map { .string($0) }))
                                })
                        ),
                        ("additionalProperties", .bool(false)),
                    ]),
                ])
            )
        ])
    }

    public static var fieldKind: FieldKind { .color }
    public var fieldValue: FieldValue { .color(self) }

    public var jsonValue: JSONValue {
        switch written {
        case .single(let text): .string(text)
        case .pair(let light, let dark):
            .object(
                [("light", .string(light)), ("dark", .string(dark))]
                    + (increasedContrast.map {
                        [
                            (Self.increasedContrastKeys[0], .string($0.writtenLight)),
                            (Self.increasedContrastKeys[1], .string($0.writtenDark)),
                        ]
                    } ?? []))
        }
    }
}
