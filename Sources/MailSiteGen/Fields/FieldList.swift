import LayoutSpec

/// The machine-readable list of a spec's editable fields, from the field table: what an inspector
/// shows and what the browser tests read their expected values from. `mailsitegen fields`
/// prints it. A tab's fields are listed once for each tab of the spec (`tabs[1].color`); one of
/// the screen's words with its placeholders, and a phrase with its language's plural categories.
public struct FieldList {
    public let spec: LayoutSpec

    public init(spec: LayoutSpec) {
        self.spec = spec
    }

    /// `{"fields": [{"path": "tabBar.spacing", "type": "number", "unit": "px", …}, …]}`.
    public var json: JSONValue {
        var fields: [JSONValue] = []
        for field in LayoutSpec.fieldTable where field.isEditable {
            switch field.kind {
            case .section: continue
            case .list:
                guard field.path == JSONPath([.key("tabs")]) else { continue }
                for (index, tab) in spec.tabs.enumerated() {
                    let fallback =
                        LayoutSpec.default.tabs.indices.contains(index) ? LayoutSpec.default.tabs[index] : nil
                    for element in Tab.fieldEntries {
                        let path = field.path.appending(index: index).appending(key: element.name)
                        fields.append(
                            Self.describe(
                                element, path: path, value: element.read(tab),
                                fallback: fallback.map(element.read), css: nil, swiftUI: nil,
                                alias: spec.tokenAliases.alias(at: path)))
                    }
                }
            default:
                fields.append(
                    Self.describe(
                        field, path: field.path, value: field.read(spec), fallback: field.read(.default),
                        css: field.outputs.contains(.css) ? field.cssProperty : nil,
                        swiftUI: field.outputs.contains(.swiftUI) ? "MailDesign." + field.swiftUIConstant : nil,
                        alias: spec.tokenAliases.alias(at: field.path), words: words(of: field)))
            }
        }
        return .object([("fields", .array(fields))])
    }

    /// For one of the screen's words (`strings`): the placeholders it may use and, where it may be
    /// written per plural category, the categories of the spec's language (`other` always, last).
    private func words(of field: FieldEntry<LayoutSpec>) -> [(String, JSONValue)] {
        guard case .key("strings")? = field.path.components.first else { return [] }
        var members: [(String, JSONValue)] = [
            ("placeholders", .array((ScreenStrings.placeholders[field.name] ?? []).map(JSONValue.string)))
        ]
        if field.kind == .phrase {
            let categories = PluralRules(language: spec.language.primarySubtag)?.categories ?? [.other]
            members.append(("pluralCategories", .array(categories.map { .string($0.rawValue) })))
        }
        return members
    }

    private static func describe<Root>(
        _ field: FieldEntry<Root>, path: JSONPath, value: FieldValue, fallback: FieldValue?, css: String?,
        swiftUI: String?, alias: TokenAliases.Alias?, words: [(String, JSONValue)] = []
    ) -> JSONValue {
        var members: [(String, JSONValue)] = [("path", .string(path.description)), ("type", .string(field.kind.name))]
        switch field.kind {
        case .number(let format):
            members += [
                ("unit", .string(format.unit)), ("minimum", .number(format.range.lowerBound)),
                ("maximum", .number(format.range.upperBound)), ("step", .number(format.step)),
            ]
        case .choice(let names):
            members.append(("choices", .array(names.map(JSONValue.string))))
        case .symbol:
            members.append(("choices", .array(SymbolName.catalogue.map(JSONValue.string))))
        default:
            break
        }
        members += words
        members += [
            ("default", fallback.map(\.json) ?? .null), ("value", value.json),
            ("documentation", .string(field.documentation)),
        ]
        if let original = field.original { members.append(("original", .string(original))) }
        if let css { members.append(("cssProperty", .string(css))) }
        if let swiftUI { members.append(("swiftUI", .string(swiftUI))) }
        // The design token the spec names here, whose value `value` is: `brand.radius.pill`.
        if let alias { members += [("alias", .string(alias.token)), ("aliasSource", .string(alias.place))] }
        return .object(members)
    }
}

extension FieldValue {
    /// As the spec writes it.
    public var json: JSONValue {
        switch self {
        case .number(let number): .number(number)
        case .boolean(let flag): .bool(flag)
        case .text(let text): .string(text)
        case .color(let color): color.jsonValue
        case .symbol(let symbol): symbol.jsonValue
        case .spring(let spring): spring.jsonValue
        case .phrase(let phrase): phrase.jsonValue
        case .composite: .null
        }
    }
}
