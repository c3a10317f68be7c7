import LayoutSpec

extension SwiftUIGenerator {
    /// `MailDesign`: every field of the table that reaches SwiftUI, each once, named after its
    /// path (`tabBar.spacing` is `MailDesign.TabBar.spacing`) as style.css names each in a custom
    /// property (`--tab-bar-spacing`), with the field's documentation as its doc comment. The
    /// views read them from here.
    var design: String {
        let fields = LayoutSpec.fieldTable.filter { $0.outputs.contains(.swiftUI) }
        var lines = [
            "// MARK: - Design",
            "",
            "/// Every number, colour and spring of the design, named after the spec's fields",
            "/// (`tabBar.spacing` is `MailDesign.TabBar.spacing`). Lengths are in points.",
            "enum MailDesign {",
        ]
        lines += members(of: fields, depth: 1)
        lines.append("}")
        return lines.joined(separator: "\n")
    }

    /// The constants of the fields at `depth` (path components) and an enum for each section
    /// below: a blank line before each enum, sections in the table's order.
    private func members(of fields: [FieldEntry<LayoutSpec>], depth: Int) -> [String] {
        let indent = String(repeating: "    ", count: depth)
        var lines: [String] = []
        var sections: [String] = []
        for field in fields {
            let keys = field.path.keys
            if keys.count == depth {
                var documentation = field.documentation
                if case .spring(let spring) = field.read(spec) {
                    documentation += " The spec's spring: \(spring.summary)."
                }
                lines.append("\(indent)/// \(documentation)")
                lines.append("\(indent)static let \(field.name)\(constant(field))")
            } else if !sections.contains(keys[depth - 1]) {
                sections.append(keys[depth - 1])
            }
        }
        for section in sections {
            let path = fields[0].path.keys.prefix(depth - 1) + [section]
            let inside = fields.filter { $0.path.keys.starts(with: path) }
            let documentation =
                LayoutSpec.fieldTable.first { $0.path.keys.elementsEqual(path) }?.documentation ?? ""
            if !lines.isEmpty { lines.append("") }
            lines.append("\(indent)/// `\(path.joined(separator: "."))`: \(documentation)")
            lines.append("\(indent)enum \(section.capitalizedFirst) {")
            lines += members(of: inside, depth: depth + 1)
            lines.append("\(indent)}")
        }
        return lines
    }

    /// `: CGFloat = 8`, ` = Color.gray`, ` = Animation.bouncy(duration: 0.3)`: the type where a
    /// literal alone would infer another, and the value in this spec.
    private func constant(_ field: FieldEntry<LayoutSpec>) -> String {
        switch (field.read(spec), field.kind) {
        case (.number(let number), .number(let format)):
            return ": \(format.isLength ? "CGFloat" : "Double") = \(number.swiftLiteral)"
        case (.boolean(let flag), _): return " = \(flag)"
        case (.text(let text), _): return " = \(text.swiftStringLiteral)"
        case (.color(let color), _):
            guard namesAssetColors else { return " = \(color.swiftUIColor)" }
            return " = Color(\(ColorSetName.field(field.path).swiftStringLiteral))"
        case (.spring(let spring), _): return " = Animation\(spring.swiftUIAnimation)"
        default: return " = ()"
        }
    }
}

extension JSONPath {
    /// The keys of the path, indexes left out: `["tabBar", "spacing"]`.
    var keys: [String] {
        components.compactMap { component in
            guard case .key(let key) = component else { return nil }
            return key
        }
    }
}

extension FieldEntry {
    /// The field's constant in `MailDesign`: `tabBar.spacing` is `TabBar.spacing`,
    /// `header.divider.width` is `Header.Divider.width`, `title` is `title`.
    var swiftUIConstant: String {
        let keys = path.keys
        return (keys.dropLast().map(\.capitalizedFirst) + keys.suffix(1)).joined(separator: ".")
    }
}

extension String {
    /// `tabBar` → `TabBar`: an enum's name for a section.
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
