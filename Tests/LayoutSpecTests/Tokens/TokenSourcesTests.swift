import Testing

@testable import LayoutSpec

/// The spec's `"tokens"`: a resolver whose theme modifier and contexts are named otherwise,
/// mapped by `tokens.theme` and resolved in each of the four appearances; and every mistake in
/// `tokens` or its mapping, one error with its place.
struct TokenSourcesTests {
    /// A resolver whose theme is `mode`, with only `Light` and `Dark`, and whose default is
    /// `Dark` (a high-contrast appearance that fell back to the default would read dark); and a
    /// second modifier, `density`, that the spec leaves to its default, `compact`.
    static let folder = TokenFolder(files: [
        "light.tokens.json": ##"""
        {"c": {"$type": "color", "blue": {"$value": "#007AFF"}}, "space": {"$type": "dimension", "gap": {"$value": "8px"}}}
        """##,
        "dark.tokens.json": ##"{"c": {"$type": "color", "blue": {"$value": "#0A84FF"}}}"##,
        "compact.tokens.json": #"{"space": {"$type": "dimension", "gap": {"$value": "4px"}}}"#,
        "mode.resolver.json": ##"""
        {"version": "2025.10",
         "sets": {"base": {"sources": [{"$ref": "light.tokens.json"}]}},
         "modifiers": {
           "mode": {"contexts": {"Light": [], "Dark": [{"$ref": "dark.tokens.json"}]}, "default": "Dark"},
           "density": {"contexts": {"regular": [], "compact": [{"$ref": "compact.tokens.json"}]}, "default": "compact"}
         },
         "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/mode"}, {"$ref": "#/modifiers/density"}]}
        """##,
        "no-default.resolver.json": ##"""
        {"version": "2025.10",
         "modifiers": {"mode": {"contexts": {"Light": [], "Dark": []}}, "density": {"contexts": {"regular": []}}},
         "resolutionOrder": [{"$ref": "#/modifiers/mode"}, {"$ref": "#/modifiers/density"}]}
        """##,
    ])
    static let mapping = ThemeMapping(modifier: "mode", contexts: [.light: "Light", .dark: "Dark"])
    static let theme = #""theme": {"modifier": "mode", "light": "Light", "dark": "Dark"}"#

    /// Each appearance reads its context's tokens: light and dark as mapped, and the two high
    /// contrast ones, which the resolver has no contexts for, light's and dark's.
    @Test(arguments: [
        (TokenAppearance.light, "light.tokens.json"), (.dark, "dark.tokens.json"),
        (.lightHighContrast, "light.tokens.json"), (.darkHighContrast, "dark.tokens.json"),
    ])
    func eachAppearanceReadsItsMappedContext(_ appearance: TokenAppearance, _ file: String) throws {
        let tokens = try SpecTokens.load(
            TokenSources(origin: .resolver("mode.resolver.json"), theme: Self.mapping), read: Self.folder.reader)
        let blue = try tokens.set(appearance).resolve("c.blue")
        #expect(blue.source.place.hasPrefix(file + ":"), "\(appearance): \(blue.source.place)")
        // The other modifier takes its default in every appearance.
        #expect(try tokens.set(appearance).resolve("space.gap").source.place.hasPrefix("compact.tokens.json:"))
    }

    @Test func aColourFieldTakesTheMappedContextsAndNoPairOfItsOwnUnderHighContrast() throws {
        let spec = try Self.folder.decode(
            """
            {"tokens": {"resolver": "mode.resolver.json", \(Self.theme)},
             "tabBar": {"inactiveBackground": "{c.blue}", "spacing": "{space.gap}"}}
            """)
        #expect(spec.tabBar.inactiveBackground.light == SpecColor.RGB(0x007AFF))
        #expect(spec.tabBar.inactiveBackground.dark == SpecColor.RGB(0x0A84FF))
        #expect(spec.tabBar.inactiveBackground.increasedContrast == nil, "high contrast is light and dark")
        #expect(spec.tabBar.spacing == 4, "density's default, compact")
        #expect(spec.tokens == TokenSources(origin: .resolver("mode.resolver.json"), theme: Self.mapping))
    }

    /// Without `theme`, a modifier named otherwise is not the theme: it keeps its default in
    /// every appearance, as any other modifier does.
    @Test func withoutAMappingAModifierNamedOtherwiseKeepsItsDefault() throws {
        let spec = try Self.folder.decode(
            #"{"tokens": {"resolver": "mode.resolver.json"}, "tabBar": {"inactiveBackground": "{c.blue}"}}"#)
        #expect(spec.tabBar.inactiveBackground.light == SpecColor.RGB(0x0A84FF))
        #expect(spec.tabBar.inactiveBackground.dark == SpecColor.RGB(0x0A84FF))
    }

    @Test(arguments: [
        (
            #"{"tokens": {"resolver": "mode.resolver.json", "theme": {"modifier": "mode", "light": "Light"}}}"#,
            "spec.json:1:12: tokens: mode.resolver.json: the modifier 'mode' has no context 'dark' for dark (its "
                + "contexts: Light, Dark); map the appearances in tokens.theme"
        ),
        (
            #"{"tokens": {"resolver": "mode.resolver.json", "theme": {"modifier": "mode", "light": "Light", "dark": "Dark", "darkHighContrast": "Dark HC"}}}"#,
            "spec.json:1:12: tokens: mode.resolver.json: the modifier 'mode' has no context 'Dark HC' for "
                + "darkHighContrast (its contexts: Light, Dark); map the appearances in tokens.theme"
        ),
        (
            #"{"tokens": {"resolver": "mode.resolver.json", "theme": {"modifier": "scheme", "light": "Light", "dark": "Dark"}}}"#,
            "spec.json:1:12: tokens: mode.resolver.json: no modifier 'scheme' in resolutionOrder, which tokens.theme names"
        ),
        (
            #"{"tokens": {"resolver": "no-default.resolver.json", "theme": {"modifier": "mode", "light": "Light", "dark": "Dark"}}}"#,
            "spec.json:1:12: tokens: no-default.resolver.json: the modifier 'density' has no default, and mailsitegen "
                + "sets only the theme ('mode'); give it a default"
        ),
        (
            #"{"tokens": {"files": ["light.tokens.json"], "theme": {"modifier": "mode"}}}"#,
            "spec.json:1:45: tokens.theme: a theme maps a resolver's modifier; token files have none"
        ),
        (
            #"{"tokens": {"resolver": "mode.resolver.json", "theme": {"modifier": "mode", "sepia": "Sepia"}}}"#,
            "spec.json:1:77: tokens.theme.sepia: unknown key 'sepia' (known keys: modifier, light, dark, "
                + "lightHighContrast, darkHighContrast)"
        ),
        (
            #"{"tokens": {"resolver": "mode.resolver.json", "theme": {"modifier": 3}}}"#,
            "spec.json:1:69: tokens.theme.modifier: expected a string, found a number"
        ),
        (
            #"{"tokens": {"resolver": "mode.resolver.json", "theme": "mode"}}"#,
            "spec.json:1:56: tokens.theme: expected an object, found a string"
        ),
        (
            #"{"tokens": {"resolver": "mode.resolver.json", "files": ["light.tokens.json"]}}"#,
            "spec.json:1:12: tokens: give either a resolver or token files, not both"
        ),
        (
            #"{"tokens": {}}"#,
            #"spec.json:1:12: tokens: expected {"resolver": "….resolver.json"} or {"files": ["….tokens.json"]}"#
        ),
        (
            #"{"tokens": {"files": []}}"#,
            "spec.json:1:22: tokens.files: expected at least one token file"
        ),
        (
            #"{"tokens": {"files": ["light.tokens.json", 3]}}"#,
            "spec.json:1:44: tokens.files[1]: expected a string, found a number"
        ),
        (
            #"{"tokens": {"resolver": 3}}"#,
            "spec.json:1:25: tokens.resolver: expected a string, found a number"
        ),
        (
            #"{"tokens": "brand.resolver.json"}"#,
            "spec.json:1:12: tokens: expected an object, found a string"
        ),
    ])
    func eachMistakeIsOneErrorAtItsPlace(_ spec: String, _ expected: String) {
        #expect(Self.folder.message(spec) == expected)
    }
}
