import Testing

@testable import LayoutSpec

/// A resolver that does not follow the Resolver report (2025.10) is refused with one error that
/// names the spec's `tokens` and the resolver's line and column: each rule of its version, its
/// sets, its modifiers and its `resolutionOrder`.
struct TokenResolverTests {
    @Test(arguments: [
        (
            "[]",
            "1:1: expected a resolver's object, found an array"
        ),
        (
            #"{"version": "2025.11", "resolutionOrder": []}"#,
            #"1:13: the version must be "2025.10", the version mailsitegen reads"#
        ),
        (
            #"{"version": 2025.10, "resolutionOrder": []}"#,
            #"1:13: the version must be "2025.10", the version mailsitegen reads"#
        ),
        (
            #"{"version": "2025.10", "sets": [], "resolutionOrder": []}"#,
            "1:32: sets must be an object"
        ),
        (
            #"{"version": "2025.10", "modifiers": 3, "resolutionOrder": []}"#,
            "1:37: modifiers must be an object"
        ),
        (
            #"{"version": "2025.10", "sets": {"a": {"sources": [{"$ref": "brand.tokens.json"}]}}}"#,
            #"1:1: no "resolutionOrder": the sets and modifiers to merge, in order"#
        ),
        (
            #"{"version": "2025.10", "resolutionOrder": {}}"#,
            "1:43: resolutionOrder must be an array"
        ),
        (
            ##"{"version": "2025.10", "resolutionOrder": ["#/sets/a"]}"##,
            #"1:44: a resolutionOrder item is a {"$ref": …} or an inline set or modifier"#
        ),
        (
            #"{"version": "2025.10", "resolutionOrder": [{"$ref": 1}]}"#,
            "1:53: $ref must be a string"
        ),
        (
            ##"{"version": "2025.10", "sets": {"a": {"sources": [{"$ref": "brand.tokens.json"}]}}, "resolutionOrder": [{"$ref": "#/sets/a"}, {"$ref": "#/sets/a"}]}"##,
            "1:127: the set 'a' is named twice in resolutionOrder"
        ),
        (
            ##"{"version": "2025.10", "modifiers": {"theme": {"contexts": {"light": []}, "default": "light"}}, "resolutionOrder": [{"$ref": "#/modifiers/theme"}, {"$ref": "#/modifiers/theme"}]}"##,
            "1:148: the modifier 'theme' is named twice in resolutionOrder"
        ),
        (
            #"{"version": "2025.10", "resolutionOrder": [{"name": "a", "type": "set", "sources": []}, {"name": "a", "type": "set", "sources": []}]}"#,
            "1:89: the name 'a' is used twice in resolutionOrder"
        ),
        (
            ##"{"version": "2025.10", "resolutionOrder": [{"$ref": "#/sets/a"}]}"##,
            "1:53: '#/sets/a' refers to nothing in the resolver"
        ),
        (
            ##"{"version": "2025.10", "resolutionOrder": [{"$ref": "#/modifiers/theme"}]}"##,
            "1:53: '#/modifiers/theme' refers to nothing in the resolver"
        ),
        (
            ##"{"version": "2025.10", "sets": {"a": {"sources": [{"$ref": "#/sets/c"}]}}, "resolutionOrder": [{"$ref": "#/sets/a"}]}"##,
            "1:60: '#/sets/c' refers to nothing in the resolver"
        ),
        (
            ##"{"version": "2025.10", "sets": {"a": {"sources": [{"$ref": "#/sets/b"}]}, "b": {"sources": [{"$ref": "#/sets/a"}]}}, "resolutionOrder": [{"$ref": "#/sets/a"}]}"##,
            "1:102: the sets refer to each other: a → b → a"
        ),
        (
            ##"{"version": "2025.10", "sets": {"a": {"sources": [{"$ref": "#/sets/a"}]}}, "resolutionOrder": [{"$ref": "#/sets/a"}]}"##,
            "1:60: the sets refer to each other: a → a"
        ),
        (
            ##"{"version": "2025.10", "resolutionOrder": [{"$ref": "#/resolutionOrder/0"}]}"##,
            "1:53: resolutionOrder refers to a set (#/sets/…) or a modifier (#/modifiers/…), not '#/resolutionOrder/0'"
        ),
        (
            ##"{"version": "2025.10", "sets": {"a": {"sources": [{"$ref": "#/resolutionOrder/0"}]}}, "resolutionOrder": []}"##,
            "1:60: nothing may refer into resolutionOrder ('#/resolutionOrder/0')"
        ),
        (
            #"{"version": "2025.10", "resolutionOrder": [{"$ref": "brand.tokens.json"}]}"#,
            "1:53: resolutionOrder refers to a set (#/sets/…) or a modifier (#/modifiers/…), not 'brand.tokens.json'"
        ),
        (
            #"{"version": "2025.10", "sets": {"a": {"sources": [{"$ref": "brand.tokens.json#/brand"}]}}, "resolutionOrder": []}"#,
            "1:60: 'brand.tokens.json#/brand': mailsitegen reads references to a set or to a whole token file"
        ),
        (
            #"{"version": "2025.10", "resolutionOrder": [{"type": "set", "sources": []}]}"#,
            #"1:44: an inline set or modifier in resolutionOrder needs a "name" string"#
        ),
        (
            #"{"version": "2025.10", "resolutionOrder": [{"name": "a", "sources": []}]}"#,
            #"1:44: an inline set or modifier in resolutionOrder needs a "type" string"#
        ),
        (
            #"{"version": "2025.10", "resolutionOrder": [{"name": "a", "type": "theme", "sources": []}]}"#,
            #"1:44: an inline item's type is "set" or "modifier", not 'theme'"#
        ),
        (
            #"{"version": "2025.10", "sets": {"a": {}}, "resolutionOrder": []}"#,
            #"1:38: the set 'a' has no "sources""#
        ),
        (
            #"{"version": "2025.10", "sets": {"a": {"sources": {}}}, "resolutionOrder": []}"#,
            "1:50: expected an array of token sources"
        ),
        (
            #"{"version": "2025.10", "sets": {"a": {"sources": ["brand.tokens.json"]}}, "resolutionOrder": []}"#,
            #"1:51: a token source is a {"$ref": …} or an object of tokens"#
        ),
        (
            #"{"version": "2025.10", "sets": {"a": {"sources": [{"$ref": 5}]}}, "resolutionOrder": []}"#,
            "1:60: $ref must be a string"
        ),
    ])
    func eachBreachIsOneErrorAtItsPlace(_ resolver: String, _ expected: String) {
        var folder = TokenFolder.brand
        folder.files["r.resolver.json"] = resolver
        #expect(
            folder.message(#"{"tokens": {"resolver": "r.resolver.json"}, "tabBar": {"cornerRadius": 8}}"#)
                == "spec.json:1:12: tokens: r.resolver.json:" + expected)
    }

    /// Sets that refer to each other are refused only when resolution reaches them; an inline
    /// set and a set of sets resolve, later sources winning.
    @Test func setsOfSetsAndInlineSetsResolveInOrder() throws {
        var folder = TokenFolder.brand
        folder.files["r.resolver.json"] = ##"""
            {"version": "2025.10",
             "sets": {"base": {"sources": [{"$ref": "brand.tokens.json"}]}, "all": {"sources": [{"$ref": "#/sets/base"}]},
                      "unused": {"sources": [{"$ref": "#/sets/unused"}]}},
             "resolutionOrder": [{"$ref": "#/sets/all"},
               {"name": "local", "type": "set", "sources": [{"brand": {"radius": {"$type": "dimension", "pill": {"$value": "30px"}}}}]}]}
            """##
        let spec = try folder.decode(
            #"{"tokens": {"resolver": "r.resolver.json"}, "tabBar": {"cornerRadius": "{brand.radius.pill}", "spacing": "{brand.radius.small}"}}"#
        )
        #expect(spec.tabBar.cornerRadius == 30, "the inline set comes later and wins")
        #expect(spec.tabBar.spacing == 8, "from brand.tokens.json, through the set of sets")
    }
}
