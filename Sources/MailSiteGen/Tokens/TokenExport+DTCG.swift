import LayoutSpec

/// The Design Tokens files (W3C Design Tokens Community Group, 2025.10): the tokens, each with
/// an explicit `$type`, and a resolver whose `theme` modifier sets each colour per appearance.
extension TokenExport {
    static let formatSchema = "https://www.designtokens.org/schemas/2025.10/format.json"
    static let resolverSchema = "https://www.designtokens.org/schemas/2025.10/resolver.json"
    /// The vendor key of `$extensions`: the field's path, SwiftUI original and names.
    static let fieldExtension = "org.mailsitegen"
    /// The vendor key of a spring's own numbers, which reading a token back uses.
    static let springExtension = "org.mailsitegen.spring"

    /// `mailsitegen.tokens.json`: every value the format has a type for (numbers, dimensions,
    /// durations, colours in light, springs as transitions), grouped by the spec's paths.
    func designTokens(_ values: [ExportedValue]) -> JSONValue {
        var tree = TokenTree()
        for value in values {
            guard let token = Self.designToken(value) else { continue }
            tree.add(token, at: value.name) { Self.groupDocumentation[$0.joined(separator: ".")] }
        }
        return tree.json(leading: [
            ("$schema", .string(Self.formatSchema)),
            (
                "$description",
                .string(
                    "The design values of a MailSiteGen spec, named after its fields; colours in light "
                        + "(mailsitegen.resolver.json sets them per appearance)."
                )
            ),
        ])
    }

    /// `mailsitegen.resolver.json`: the tokens as its one set, then the modifier `theme` whose
    /// contexts set each colour in that appearance (`light` the default).
    func resolver(_ values: [ExportedValue]) -> JSONValue {
        let contexts: [(String, JSONValue)] = Appearance.allCases.map { appearance in
            var tree = TokenTree()
            for value in values {
                guard case .color(let color) = value.value else { continue }
                tree.add(
                    .object([("$type", .string("color")), ("$value", color.rgb(in: appearance).designTokenValue)]),
                    at: value.name, describe: { _ in nil })
            }
            return (appearance.rawValue, .array([tree.json()]))
        }
        return .object([
            ("$schema", .string(Self.resolverSchema)),
            ("name", .string("MailSiteGen")),
            ("version", .string("2025.10")),
            (
                "description",
                .string(
                    "The spec's tokens, and its colours in each appearance: light and dark, each also under "
                        + "Increase Contrast (the accessible system colours, or a colour's own pair)."
                )
            ),
            (
                "sets",
                .object([
                    ("mailsitegen", .object([("sources", .array([.object([("$ref", .string(Self.tokensFileName))])]))]))
                ])
            ),
            (
                "modifiers",
                .object([
                    (
                        "theme",
                        .object([
                            ("description", .string("The appearance: light or dark, standard or high contrast.")),
                            ("contexts", .object(contexts)),
                            ("default", .string(Appearance.light.rawValue)),
                        ])
                    )
                ])
            ),
            (
                "resolutionOrder",
                .array([
                    .object([("$ref", .string("#/sets/mailsitegen"))]),
                    .object([("$ref", .string("#/modifiers/theme"))]),
                ])
            ),
        ])
    }

    /// The token of one value, or nil for a value the format has no type for (text, among it
    /// `language`, `locale` and the phrases of `strings`: 2025.10 has no string type; a switch, a
    /// symbol, a choice) and for a spring's parts (the spring is the token).
    static func designToken(_ value: ExportedValue) -> JSONValue? {
        guard !value.isPartOfSpring else { return nil }
        let type: String
        let tokenValue: JSONValue
        var description = value.documentation
        var extensions: [(String, JSONValue)] = [("path", .string(value.path.description))]
        if let original = value.original { extensions.append(("original", .string(original))) }
        if let css = value.cssProperty { extensions.append(("css", .string(css))) }
        if let swiftUI = value.swiftUIName { extensions.append(("swiftUI", .string(swiftUI))) }
        var vendors: [(String, JSONValue)] = [(fieldExtension, .object(extensions))]
        switch (value.value, value.kind) {
        case (.number(let number), .number(let format)):
            switch format.unit {
            case "px":
                type = "dimension"
                tokenValue = .object([("value", .number(number)), ("unit", .string("px"))])
            case "s":
                type = "duration"
                tokenValue = .object([("value", .number(number)), ("unit", .string("s"))])
            default:
                type = "number"
                tokenValue = .number(number)
            }
        case (.color(let color), _):
            type = "color"
            tokenValue = color.light.designTokenValue
        case (.spring(let spring), _):
            let fit = spring.cubicBezierFit
            type = "transition"
            tokenValue = .object([
                ("duration", .object([("value", .number(spring.settleTime())), ("unit", .string("s"))])),
                ("delay", .object([("value", .integer(0)), ("unit", .string("ms"))])),
                ("timingFunction", .array(fit.points.map(JSONValue.number))),
            ])
            let error = (fit.error * 1_000).rounded() / 10
            description +=
                " A spring, \(spring.swiftUI), over its settle time: this cubic Bézier strays up to "
                + "\(error.specText) % of the travel from it; the spring itself is in "
                + "$extensions[\"\(springExtension)\"]."
            vendors.append((springExtension, spring.designTokenExtension))
        default:
            return nil
        }
        return .object([
            ("$type", .string(type)),
            ("$value", tokenValue),
            ("$description", .string(description)),
            ("$extensions", .object(vendors)),
        ])
    }
}

extension SpecColor.RGB {
    /// `{"colorSpace": "srgb", "components": [0, 0.4784, 1], "hex": "#007AFF"}`.
    var designTokenValue: JSONValue {
        .object([
            ("colorSpace", .string("srgb")),
            ("components", .array(unitComponents.map(JSONValue.number))),
            ("hex", .string(description)),
        ])
    }
}

extension Spring {
    /// The spring as SwiftUI gives it (duration, bounce), as a physical spring (mass, stiffness,
    /// damping), what it does (settle time in seconds, overshoot as a fraction of the travel) and
    /// the `linear()` easing the page plays over the settle time; then the spring in each
    /// platform's own terms (`platforms`, as `mailsitegen motion --format json` writes them).
    /// Reading a token back takes `duration` and `bounce` alone.
    var designTokenExtension: JSONValue {
        func rounded(_ number: Double) -> JSONValue { .number((number * 10_000).rounded() / 10_000) }
        return .object([
            ("duration", .number(duration)),
            ("bounce", .number(bounce)),
            ("mass", .number(mass)),
            ("stiffness", rounded(stiffness)),
            ("damping", rounded(damping)),
            ("settleTime", .number(settleTime())),
            ("overshoot", rounded(overshoot)),
            ("linear", .string(css)),
            ("platforms", platformValues),
        ])
    }
}
