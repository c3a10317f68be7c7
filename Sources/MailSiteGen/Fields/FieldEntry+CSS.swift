import LayoutSpec

extension FieldEntry {
    /// The custom property named after the field's path: `tabBar.spacing` is `--tab-bar-spacing`,
    /// `header.divider.width` is `--header-divider-width`.
    var cssProperty: String {
        var name = "-"
        for component in path.components {
            guard case .key(let key) = component else { continue }
            name += "-"
            for character in key {
                if character.isUppercase { name += "-" + character.lowercased() } else { name.append(character) }
            }
        }
        return name
    }

    /// A spring's two custom properties: `--tab-bar-animation-settle-time` and `…-easing`.
    static var settleTimeSuffix: String { "-settle-time" }
    static var easingSuffix: String { "-easing" }

    /// The custom property the page's rules read the field's value from, nil where it has none:
    /// `--tab-bar-spacing`; a spring's easing, `--tab-bar-animation-easing`.
    var cssValueProperty: String? {
        guard outputs.contains(.css) else { return nil }
        switch kind {
        case .number, .color: return cssProperty
        case .spring: return cssProperty + Self.easingSuffix
        default: return nil
        }
    }

    /// The field's declarations in `style.css` for `spec`: one for a number or a colour, two for a
    /// spring (its settle time and its curve). Empty for a field that is not a custom property.
    func cssDeclarations(in spec: Root) -> [(property: String, value: String)] {
        guard outputs.contains(.css) else { return [] }
        switch (read(spec), kind) {
        case (.number(let number), .number(let format)):
            let value = format.isLength ? number.cssPixels : number.cssNumber + format.unit
            return [(cssProperty, value)]
        case (.color(let color), _):
            return [(cssProperty, color.css)]
        case (.spring(let spring), _):
            return [
                (cssProperty + Self.settleTimeSuffix, spring.cssSettleTime),
                (cssProperty + Self.easingSuffix, spring.css),
            ]
        default:
            return []
        }
    }

    /// The comment above its declarations: the path, and the original's code with this spec's
    /// value (`tabBar.spacing: HStack(spacing: 8)`) where the field has one. (The documentation
    /// is the schema's and `mailsitegen fields`'; the page's weight has no room for it twice.)
    func cssComment(in spec: Root) -> String {
        original(with: read(spec).originalText).map { "\(path): \($0)" } ?? path.description
    }
}

extension LayoutSpec {
    /// The fields the page's script reads, as `app.js` gets them: `[path, custom property, kind]`,
    /// the kind `length` (pixels) or `spring` (its `-easing` and `-settle-time`).
    static let scriptFields: JSONValue = .array(
        fieldTable.filter { $0.outputs.isSuperset(of: [.css, .script]) }.compactMap { field in
            let kind: String
            switch field.kind {
            case .number(let format) where format.isLength: kind = "length"
            case .spring: kind = "spring"
            default: return nil
            }
            return .array([.string(field.path.description), .string(field.cssProperty), .string(kind)])
        })
}
