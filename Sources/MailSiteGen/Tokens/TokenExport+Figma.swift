import LayoutSpec

/// The request body of Figma's `POST /v1/files/:file_key/variables`: one collection,
/// "MailSiteGen", with a mode per appearance, and a variable per value, each set in every mode.
/// The ids are the request's temporary ids, which Figma maps to its own.
extension TokenExport {
    static let figmaCollection = "MailSiteGen"
    private static let collectionID = "collection:MailSiteGen"

    private static func modeID(_ appearance: Appearance) -> String { "mode:" + appearance.rawValue }
    private static func variableID(_ value: ExportedValue) -> String { "variable:" + value.name.description }

    /// The body: collections, modes (the collection's first mode renamed Light, then the other
    /// three), variables, then their values in each mode.
    func figmaVariables(_ values: [ExportedValue]) -> JSONValue {
        let modes: [JSONValue] = Appearance.allCases.map { appearance in
            .object([
                ("action", .string(appearance == .light ? "UPDATE" : "CREATE")),
                ("id", .string(Self.modeID(appearance))),
                ("name", .string(appearance.title)),
                ("variableCollectionId", .string(Self.collectionID)),
            ])
        }
        var variables: [JSONValue] = []
        var modeValues: [JSONValue] = []
        for value in values {
            guard let type = Self.figmaType(value) else { continue }
            var members: [(String, JSONValue)] = [
                ("action", .string("CREATE")),
                ("id", .string(Self.variableID(value))),
                ("name", .string(value.name.segments.joined(separator: "/"))),
                ("variableCollectionId", .string(Self.collectionID)),
                ("resolvedType", .string(type)),
                ("description", .string(Self.figmaDescription(value))),
            ]
            if type != "BOOLEAN" { members.append(("scopes", .array(Self.figmaScopes(value).map(JSONValue.string)))) }
            var syntax: [(String, JSONValue)] = []
            if let css = value.cssProperty { syntax.append(("WEB", .string("var(\(css))"))) }
            if let swiftUI = value.swiftUIName { syntax.append(("iOS", .string(swiftUI))) }
            if !syntax.isEmpty { members.append(("codeSyntax", .object(syntax))) }
            variables.append(.object(members))
            for appearance in Appearance.allCases {
                modeValues.append(
                    .object([
                        ("variableId", .string(Self.variableID(value))),
                        ("modeId", .string(Self.modeID(appearance))),
                        ("value", Self.figmaValue(value.value, in: appearance)),
                    ]))
            }
        }
        return .object([
            (
                "variableCollections",
                .array([
                    .object([
                        ("action", .string("CREATE")),
                        ("id", .string(Self.collectionID)),
                        ("name", .string(Self.figmaCollection)),
                        ("initialModeId", .string(Self.modeID(.light))),
                    ])
                ])
            ),
            ("variableModes", .array(modes)),
            ("variables", .array(variables)),
            ("variableModeValues", .array(modeValues)),
        ])
    }

    /// COLOR, FLOAT, STRING or BOOLEAN; nil for a spring, which is its two FLOATs, `duration`
    /// and `bounce`, each a value of its own. Text is a STRING: a field of text (`language`,
    /// `locale` too) and a phrase of `strings` written as one text; a phrase with a form per
    /// plural category (a `composite`) is left out, since a variable holds one text per mode and
    /// the modes are appearances, not counts.
    private static func figmaType(_ value: ExportedValue) -> String? {
        switch value.value {
        case .color: "COLOR"
        case .number: "FLOAT"
        case .text, .symbol: "STRING"
        case .boolean: "BOOLEAN"
        case .spring, .phrase, .composite: nil
        }
    }

    /// The field's documentation, with its unit and its path in the spec.
    private static func figmaDescription(_ value: ExportedValue) -> String {
        var text = value.documentation
        if case .number(let format) = value.kind, !format.unit.isEmpty {
            text += " In \(format.unit == "px" ? "points" : "seconds")."
        }
        return text + " Spec: \(value.path)."
    }

    /// Where Figma offers the variable, from what the field is: a radius for corners, a spacing or
    /// padding for gaps, a width or opacity for strokes and layers, a colour for the fills it
    /// paints; none for a number no Figma property takes (a duration, a bounce), a symbol's name
    /// or a choice.
    static func figmaScopes(_ value: ExportedValue) -> [String] {
        let name = value.name.segments.last ?? ""
        func named(_ word: String) -> Bool { Self.name(name, endsWith: word) }
        switch (value.value, value.kind) {
        case (.number, .number(let format)) where format.unit == "px":
            if named("radius") { return ["CORNER_RADIUS"] }
            if named("spacing") || named("padding") { return ["GAP"] }
            // A line's thickness (`header.divider.width`, `tabBar.ringWidth`), not a box's width.
            if named("width") && (name != "width" || value.path.components.count > 2) { return ["STROKE_FLOAT"] }
            return ["WIDTH_HEIGHT"]
        case (.number, _):
            return named("opacity") ? ["OPACITY"] : []
        case (.color, _):
            return named("foreground") ? ["SHAPE_FILL", "TEXT_FILL", "STROKE_COLOR"] : ["FRAME_FILL", "SHAPE_FILL"]
        case (.text, .text), (.text, .phrase):
            return ["TEXT_CONTENT"]
        default:
            return []
        }
    }

    /// Whether the camel-case `name` is `word` or ends with it as its last word: `cornerRadius`
    /// and `radius` end with `radius`, `scrollRadiusX` does not. Bytes, not characters: a few
    /// comparisons for each of some fifty fields.
    static func name(_ name: String, endsWith word: String) -> Bool {
        let name = Array(name.utf8)
        let word = Array(word.utf8)
        guard name.count >= word.count, let first = word.first else { return false }
        let start = name.count - word.count
        let isWordStart = start == 0 ? name[start] == first : name[start] == first - 0x20
        return isWordStart && name[(start + 1)...].elementsEqual(word.dropFirst())
    }

    /// The value in `appearance`: a colour's 0–1 channels there, anything else the same in all.
    private static func figmaValue(_ value: FieldValue, in appearance: Appearance) -> JSONValue {
        switch value {
        case .color(let color):
            let rgb = color.rgb(in: appearance).unitComponents
            return .object([
                ("r", .number(rgb[0])), ("g", .number(rgb[1])), ("b", .number(rgb[2])), ("a", .integer(1)),
            ])
        case .number(let number): return .number(number)
        case .boolean(let flag): return .bool(flag)
        case .text(let text): return .string(text)
        case .symbol(let symbol): return .string(symbol.description)
        case .spring, .phrase, .composite: return .null
        }
    }
}
