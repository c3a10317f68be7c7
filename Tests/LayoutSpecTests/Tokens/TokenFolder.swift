@testable import LayoutSpec

/// Token files in memory, read as a spec's folder would be: what the token tests decode specs
/// against.
struct TokenFolder {
    var files: [String: String]

    var reader: SpecFileReader {
        let files = files
        return { path, limit in
            guard let text = files[path] else { return .failure(SpecFileReadFailure("no such file")) }
            guard text.utf8.count <= limit else { return .failure(SpecFileReadFailure("too large")) }
            return .success(Array(text.utf8))
        }
    }

    func decode(_ spec: String) throws(SpecError) -> LayoutSpec {
        try LayoutSpec.decode(Array(spec.utf8), file: "spec.json", reading: reader)
    }

    /// The one error decoding `spec` gives, or "" when it decodes.
    func message(_ spec: String) -> String {
        do {
            _ = try decode(spec)
            return ""
        } catch {
            return error.description
        }
    }

    /// A brand's tokens: groups with types, a chain of aliases, a `$root`, legacy strings, a
    /// spring, and a resolver whose `mode` modifier has four contexts named otherwise.
    static let brand = TokenFolder(files: [
        "brand.tokens.json": """
        {
          "brand": {
            "radius": {
              "$type": "dimension",
              "pill": { "$value": { "value": 24, "unit": "px" } },
              "small": { "$value": "8px" },
              "large": { "$value": { "value": 1.5, "unit": "rem" } },
              "$root": { "$value": { "value": 12, "unit": "px" } }
            },
            "color": {
              "$type": "color",
              "blue": { "$value": { "colorSpace": "srgb", "components": [0, 0.478, 1], "hex": "#007AFF" } },
              "navy": { "$value": "#0A2A66" },
              "short": { "$value": "#F80" },
              "p3": { "$value": { "colorSpace": "display-p3", "components": [0.1, 0.2, 0.3], "hex": "#102030" } },
              "accent": { "$value": "{brand.color.blue}" },
              "link": { "$value": "{brand.color.accent}" }
            },
            "size": { "$type": "number", "base": { "$value": 4 } },
            "gap": { "$type": "dimension", "$value": "{brand.size.base}px" },
            "fast": { "$type": "duration", "$value": { "value": 300, "unit": "ms" } },
            "slow": { "$type": "duration", "$value": "0.6s" },
            "title": { "$type": "string", "$value": "Brand Mail" },
            "fills": { "$type": "boolean", "$value": true },
            "spring": {
              "$type": "transition",
              "$value": { "duration": { "value": 400, "unit": "ms" }, "delay": { "value": 0, "unit": "ms" },
                          "timingFunction": [0.2, 0, 0, 1] },
              "$extensions": { "org.mailsitegen.spring": { "duration": 0.4, "bounce": 0.2 } }
            }
          }
        }
        """,
        "dark.tokens.json": ##"{"brand": {"color": {"$type": "color", "blue": {"$value": "#409CFF"}}}}"##,
        "contrast.tokens.json": ##"{"brand": {"color": {"$type": "color", "blue": {"$value": "#0040DD"}}}}"##,
        "dark-contrast.tokens.json": ##"{"brand": {"color": {"$type": "color", "blue": {"$value": "#80BFFF"}}}}"##,
        "brand.resolver.json": """
        {
          "version": "2025.10",
          "sets": { "base": { "sources": [{ "$ref": "brand.tokens.json" }] } },
          "modifiers": {
            "mode": {
              "contexts": {
                "Light": [],
                "Dark": [{ "$ref": "dark.tokens.json" }],
                "Light HC": [{ "$ref": "contrast.tokens.json" }],
                "Dark HC": [{ "$ref": "dark.tokens.json" }, { "$ref": "dark-contrast.tokens.json" }]
              },
              "default": "Light"
            }
          },
          "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/mode" }]
        }
        """,
    ])

    static let resolverSpec =
        #""tokens": {"resolver": "brand.resolver.json", "theme": {"modifier": "mode", "light": "Light", "dark": "Dark", "lightHighContrast": "Light HC", "darkHighContrast": "Dark HC"}}"#
    static let filesSpec = #""tokens": {"files": ["brand.tokens.json"]}"#
}
