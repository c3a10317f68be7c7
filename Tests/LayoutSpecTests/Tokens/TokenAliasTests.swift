import Testing

@testable import LayoutSpec

/// Aliases in a spec's fields, resolved from token files and resolvers by the 2025.10 reports.
struct TokenAliasTests {
    private let folder = TokenFolder.brand

    @Test func aColourResolvesInEachOfTheFourAppearances() throws {
        let spec = try folder.decode(
            "{\(TokenFolder.resolverSpec), \"tabs\": [{\"id\": \"a\", \"title\": \"A\", \"symbol\": \"star\", "
                + "\"color\": \"{brand.color.link}\"}]}")
        let color = try #require(spec.tabs.first?.color)
        #expect(color.light == SpecColor.RGB(0x007AFF))
        #expect(color.dark == SpecColor.RGB(0x409CFF))
        #expect(color.increasedContrast?.light == SpecColor.RGB(0x0040DD))
        #expect(color.increasedContrast?.dark == SpecColor.RGB(0x80BFFF))
        #expect(
            spec.tokenAliases.alias(
                at: JSONPath.root.appending(key: "tabs").appending(index: 0).appending(key: "color"))?.token
                == "brand.color.link")
        #expect(
            spec.tokenAliases.files == [
                "brand.resolver.json", "brand.tokens.json", "dark.tokens.json", "contrast.tokens.json",
                "dark-contrast.tokens.json",
            ])
    }

    /// A resolver without high-contrast contexts uses light and dark there; token files are the
    /// same in every appearance.
    @Test func withoutHighContrastContextsTheStandardOnesServe() throws {
        var folder = folder
        folder.files["two.resolver.json"] = #"""
            {"version": "2025.10", "modifiers": {"theme": {"contexts": {"light": [{"$ref": "brand.tokens.json"}],
             "dark": [{"$ref": "brand.tokens.json"}, {"$ref": "dark.tokens.json"}]}, "default": "light"}},
             "resolutionOrder": [{"$ref": "#/modifiers/theme"}]}
            """#
        let spec = try folder.decode(
            #"{"tokens": {"resolver": "two.resolver.json"}, "tabBar": {"inactiveBackground": "{brand.color.blue}"}}"#)
        #expect(spec.tabBar.inactiveBackground.light == SpecColor.RGB(0x007AFF))
        #expect(spec.tabBar.inactiveBackground.dark == SpecColor.RGB(0x409CFF))
        #expect(spec.tabBar.inactiveBackground.increasedContrast == nil)
        let files = try folder.decode(
            #"{"tokens": {"files": ["brand.tokens.json", "dark.tokens.json"]}, "tabBar": {"inactiveBackground": "{brand.color.blue}"}}"#
        )
        #expect(files.tabBar.inactiveBackground.light == SpecColor.RGB(0x409CFF), "the later file wins")
        #expect(files.tabBar.inactiveBackground.dark == SpecColor.RGB(0x409CFF))
    }

    /// Every kind of field, from every form a token's value may take.
    @Test func everyKindOfFieldTakesItsTokens() throws {
        let spec = try folder.decode(
            """
            {\(TokenFolder.filesSpec), "title": "{brand.title}",
             "tabBar": {"cornerRadius": "{brand.radius.pill}", "spacing": "{brand.radius.small}",
              "height": "{brand.radius.large}", "activePadding": "{brand.radius.$root}",
              "inactivePadding": "{brand.gap}", "ringWidth": "{brand.size.base}",
              "activeFillsWidth": "{brand.fills}", "animation": "{brand.spring}",
              "inactiveBackground": "{brand.color.short}", "inactiveForeground": "{brand.color.p3}"},
             "header": {"divider": {"width": "{brand.size.base}"}},
             "search": {"animation": {"duration": 0.3, "bounce": 0}}}
            """)
        #expect(spec.title == "Brand Mail")
        #expect(spec.tabBar.cornerRadius == 24)
        #expect(spec.tabBar.spacing == 8)
        #expect(spec.tabBar.height == 24, "1.5rem at 16px")
        #expect(spec.tabBar.activePadding == 12)
        #expect(spec.tabBar.inactivePadding == 4, "an alias inside a string")
        #expect(spec.tabBar.ringWidth == 4)
        #expect(spec.tabBar.activeFillsWidth)
        #expect(spec.tabBar.animation == Spring(duration: 0.4, bounce: 0.2))
        #expect(spec.tabBar.inactiveBackground.light == SpecColor.RGB(0xFF8800))
        #expect(spec.tabBar.inactiveForeground.light == SpecColor.RGB(0x102030))
        #expect(spec.header.divider.width == 4)
    }

    @Test func aDurationFieldTakesMillisecondsAndSeconds() throws {
        let spec = try folder.decode(
            #"{"tokens": {"files": ["brand.tokens.json"]}, "search": {"animation": {"duration": "{brand.fast}"}}, "tabBar": {"animation": {"duration": "{brand.slow}"}}}"#
        )
        #expect(spec.search.animation.duration == 0.3)
        #expect(spec.tabBar.animation.duration == 0.6)
    }

    /// The legacy strings Tokens Studio and older Style Dictionary write for a duration:
    /// milliseconds and seconds, and a number of milliseconds an alias inside the string gives.
    @Test(arguments: [
        (#"{"$type": "duration", "$value": "300ms"}"#, 0.3),
        (#"{"$type": "duration", "$value": "0.3s"}"#, 0.3),
        (#"{"$type": "duration", "$value": "1.2s"}"#, 1.2),
        (#"{"$type": "duration", "$value": "{legacy.base}ms"}"#, 0.25),
    ])
    func aDurationFieldTakesTheLegacyStrings(_ token: String, _ seconds: Double) throws {
        var folder = folder
        folder.files["legacy.tokens.json"] =
            #"{"legacy": {"base": {"$type": "number", "$value": 250}, "time": "# + token + "}}"
        let spec = try folder.decode(
            #"{"tokens": {"files": ["legacy.tokens.json"]}, "tabBar": {"animation": {"duration": "{legacy.time}"}}}"#)
        #expect(spec.tabBar.animation.duration == seconds)
        #expect(spec.tabBar.animation.bounce == Spring.bouncy.bounce, "the spring's other part keeps its value")
    }

    @Test(arguments: [
        (
            #"{"$type": "duration", "$value": "300 ms"}"#,
            "{legacy.time} holds a duration '300 ms' (legacy.tokens.json:1:97); write a number and its unit, "
                + "300ms or 0.3s"
        ),
        (
            #"{"$type": "duration", "$value": "1min"}"#,
            "{legacy.time} holds a duration '1min' (legacy.tokens.json:1:97); write a number and its unit, "
                + "300ms or 0.3s"
        ),
        (
            #"{"$type": "duration", "$value": "300px"}"#,
            "{legacy.time} holds a duration '300px' (legacy.tokens.json:1:97); write a number and its unit, "
                + "300ms or 0.3s"
        ),
        (
            #"{"$type": "dimension", "$value": "300ms"}"#,
            "{legacy.time} is a dimension (legacy.tokens.json:1:98); this field takes a duration"
        ),
    ])
    func aLegacyDurationThatIsNoneIsOneError(_ token: String, _ expected: String) {
        var folder = folder
        folder.files["legacy.tokens.json"] =
            #"{"legacy": {"base": {"$type": "number", "$value": 250}, "time": "# + token + "}}"
        #expect(
            folder.message(
                #"{"tokens": {"files": ["legacy.tokens.json"]}, "tabBar": {"animation": {"duration": "{legacy.time}"}}}"#
            )
                == "spec.json:1:84: tabBar.animation.duration: " + expected)
    }

    /// A spec without `tokens` reads `{…}` as the text it is.
    @Test func withoutTokensBracesAreText() throws {
        let spec = try folder.decode(#"{"title": "{brand.title}"}"#)
        #expect(spec.title == "{brand.title}")
        #expect(spec.tokenAliases == TokenAliases())
    }

    /// Half of a colour pair may be an alias, resolved in its own appearance.
    @Test func halfAPairIsResolvedInItsAppearance() throws {
        let spec = try folder.decode(
            "{\(TokenFolder.resolverSpec), \"tabBar\": {\"inactiveBackground\": {\"light\": \"#FFFFFF\", \"dark\": \"{brand.color.blue}\"}}}"
        )
        #expect(spec.tabBar.inactiveBackground.light == SpecColor.RGB(0xFFFFFF))
        #expect(spec.tabBar.inactiveBackground.dark == SpecColor.RGB(0x409CFF))
    }

    @Test(arguments: [
        (
            #"{"tokens": {"files": ["brand.tokens.json"]}, "tabBar": {"cornerRadius": "{brand.radius.pil}"}}"#,
            "spec.json:1:73: tabBar.cornerRadius: {brand.radius.pil} does not exist; did you mean {brand.radius.pill}?"
        ),
        (
            #"{"tokens": {"files": ["brand.tokens.json"]}, "tabBar": {"cornerRadius": "{brand.color.blue}"}}"#,
            "spec.json:1:73: tabBar.cornerRadius: {brand.color.blue} is a color (brand.tokens.json:12:27); this field takes a dimension"
        ),
        (
            #"{"tokens": {"files": ["brand.tokens.json"]}, "tabBar": {"ringWidth": "{brand.radius.pill}"}}"#,
            "spec.json:1:70: tabBar.ringWidth: 24 px is out of range; use 0…20 px (from {brand.radius.pill}, brand.tokens.json:5:27)"
        ),
        (
            #"{"tokens": {"files": ["cycle.tokens.json"]}, "tabBar": {"cornerRadius": "{a}"}}"#,
            "spec.json:1:73: tabBar.cornerRadius: the aliases refer to each other: {a} → {b} → {c} → {a} (cycle.tokens.json:1:88)"
        ),
        (
            #"{"tokens": {"files": ["self.tokens.json"]}, "title": "{t}"}"#,
            "spec.json:1:54: title: the aliases refer to each other: {t} → {t} (self.tokens.json:1:37)"
        ),
        (
            #"{"tokens": {"files": ["../outside.tokens.json"]}}"#,
            "spec.json:1:12: tokens: '../outside.tokens.json' is outside the spec's folder; token files are read from the spec's folder and below"
        ),
        (
            #"{"tokens": {"files": ["missing.tokens.json"]}}"#,
            "spec.json:1:12: tokens: missing.tokens.json: no such file"
        ),
        (
            #"{"tokens": {"files": ["broken.tokens.json"]}}"#,
            "spec.json:1:12: tokens: broken.tokens.json:1:1: not JSON: unexpected 'not'; strings are written in double quotes"
        ),
        (
            #"{"tokens": {"resolver": "no-version.resolver.json"}}"#,
            "spec.json:1:12: tokens: no-version.resolver.json:1:1: no \"version\"; a resolver names the reports' version it follows, \"2025.10\""
        ),
        (
            #"{"tokens": {"resolver": "no-contexts.resolver.json"}}"#,
            "spec.json:1:12: tokens: no-contexts.resolver.json:1:47: the modifier 'theme' has no contexts; a modifier needs at least one"
        ),
        (
            #"{"tokens": {"resolver": "bad-default.resolver.json"}}"#,
            "spec.json:1:12: tokens: bad-default.resolver.json:1:86: the modifier 'theme''s default is not one of its contexts (light)"
        ),
        (
            #"{"tokens": {"resolver": "outside.resolver.json"}}"#,
            "spec.json:1:12: tokens: '../brand.tokens.json' (in outside.resolver.json) is outside the spec's folder; token files are read from the spec's folder and below"
        ),
        (
            #"{"tokens": {"resolver": "modifier-in-set.resolver.json"}}"#,
            "spec.json:1:12: tokens: modifier-in-set.resolver.json:1:60: a set or a modifier may not refer to a modifier ('#/modifiers/theme')"
        ),
        (
            #"{"tokens": {"files": ["brand.tokens.json"]}, "tabBar": {"animation": "{brand.fast}"}}"#,
            "spec.json:1:70: tabBar.animation: {brand.fast} is a duration (brand.tokens.json:21:46); this field takes a transition (a spring)"
        ),
        (
            #"{"tokens": {"files": ["brand.tokens.json"]}, "tabs": [{"id": "a", "title": "A", "symbol": "star", "color": "{brand.radius.pill}"}]}"#,
            "spec.json:1:108: tabs[0].color: {brand.radius.pill} is a dimension (brand.tokens.json:5:27); this field takes a color"
        ),
    ])
    func eachMistakeGivesItsOneError(_ spec: String, _ expected: String) {
        var folder = folder
        folder.files["cycle.tokens.json"] =
            #"{"a": {"$value": "{b}"}, "b": {"$value": "{c}"}, "c": {"$type": "dimension", "$value": "{a}"}}"#
        folder.files["broken.tokens.json"] = "not json"
        folder.files["self.tokens.json"] = ##"{"t": {"$type": "string", "$value": "a{t}"}}"##
        folder.files["no-version.resolver.json"] = #"{"sets": {}, "resolutionOrder": []}"#
        folder.files["no-contexts.resolver.json"] =
            #"{"version": "2025.10", "modifiers": {"theme": {"contexts": {}}}, "resolutionOrder": []}"#
        folder.files["bad-default.resolver.json"] =
            #"{"version": "2025.10", "modifiers": {"theme": {"contexts": {"light": []}, "default": "dark"}}, "resolutionOrder": []}"#
        folder.files["outside.resolver.json"] =
            ##"{"version": "2025.10", "sets": {"a": {"sources": [{"$ref": "../brand.tokens.json"}]}}, "resolutionOrder": [{"$ref": "#/sets/a"}]}"##
        folder.files["modifier-in-set.resolver.json"] =
            ##"{"version": "2025.10", "sets": {"a": {"sources": [{"$ref": "#/modifiers/theme"}]}}, "modifiers": {"theme": {"contexts": {"light": []}}}, "resolutionOrder": []}"##
        #expect(folder.message(spec) == expected)
    }

    @Test func aSpecWithTokensButNoFolderIsRefused() {
        let message: String
        do {
            _ = try LayoutSpec.decode(Array(#"{"tokens": {"files": ["a.json"]}}"#.utf8), file: "spec.json")
            message = ""
        } catch {
            message = error.description
        }
        #expect(
            message == "spec.json:1:12: tokens: design tokens are read from beside a spec file; this spec is not in one"
        )
    }

    @Test func aliasesMatchOnlyWholeBracedNames() {
        #expect(TokenSet.alias(in: "{a.b}") == "a.b")
        #expect(TokenSet.alias(in: "{}") == nil)
        #expect(TokenSet.alias(in: "x{a}") == nil)
        #expect(TokenSet.alias(in: "{a}{b}") == nil)
        #expect(TokenSet.alias(in: "{a") == nil)
    }
}
