import LayoutSpec

/// What `inspector.js` is rendered with: the spec's fields as `mailsitegen fields` lists them
/// (path, type, range, step, unit, default, value, a choice's or a symbol's choices, and a
/// phrase's placeholders and the plural categories of the spec's language), and the
/// system colours its colour pickers offer, so the panel declares nothing of its own about the spec.
struct InspectorData {
    let spec: LayoutSpec
    /// Where a served page sends its edits (`Inspector.endpoint`).
    var endpoint = Inspector.editPath

    private var scriptPaths: [String] {
        let read = LayoutSpec.fieldTable.filter { $0.outputs.isSuperset(of: [.css, .script]) }.map(\.path.description)
        return read + ["tabBar.ringWidth"]
    }

    var json: JSONValue {
        guard case .object(let list) = FieldList(spec: spec).json, let fields = list.first?.1 else { return .null }
        let colors = SpecColor.systemNames.compactMap { name -> JSONValue? in
            guard let pair = SpecColor.systemPalette[name] else { return nil }
            return .object([
                ("name", .string(name)), ("light", .string(pair.light.description)),
                ("dark", .string(pair.dark.description)),
            ])
        }
        return .object([
            ("fields", fields),
            // The page reads these from its custom properties (app.js's specFields, and the ring's
            // width): changed, the page reads its design again.
            ("scriptPaths", .array(scriptPaths.map(JSONValue.string))),
            ("colors", .array(colors)),
            ("editPath", .string(endpoint)),
            ("tokenField", .string(Inspector.tokenField)),
        ])
    }
}
