import Testing

@testable import LayoutSpec
@testable import MailSiteGen

/// What the conditions put in the page (docs/conditions.md): the attributes `<html>` states, a
/// rule per Dynamic Type size and per phone from the tables in `LayoutSpec`, and the spec's
/// colours under Increase Contrast.
struct ConditionsRenderingTests {
    private func files(_ json: String) throws -> [String: String] {
        let spec = try LayoutSpec.decode(Array(json.utf8), file: "spec.json")
        return Dictionary(uniqueKeysWithValues: try SiteGenerator(spec: spec).generate().map { ($0.path, $0.contents) })
    }

    @Test func htmlStatesTheConditionsInForce() throws {
        let auto = try #require(try files("{}")["index.html"])
        #expect(auto.contains(#"data-text-size="large" data-contrast="standard" data-transparency="standard">"#))
        let named = try #require(
            try files(
                #"{"dynamicTypeSize": "accessibility2", "contrast": "increased", "transparency": "reduced", "screen": {"device": "se"}}"#
            )["index.html"])
        #expect(
            named.contains(
                #"data-text-size="accessibility2" data-contrast="increased" data-transparency="reduced" data-device="se">"#
            ))
    }

    @Test func everySizeAndPhoneHasItsRuleFromTheTables() throws {
        let css = try #require(try files("{}")["style.css"])
        for size in DynamicTypeSize.allCases {
            let rule = ":root[data-text-size=\"\(size.rawValue)\"] {"
            #expect(css.contains(rule) == (size != .large), "\(size)")
        }
        #expect(css.contains(#":root[data-text-size="accessibility5"] { --text-large-title: 60px;"#))
        // Bars stop at xxxLarge: the accessibility sizes draw the pill's title at 22 px.
        #expect(
            css.contains(
                ":root[data-text-size=\"accessibility5\"] { --bar-text-headline: 23px; --text-callout: 22px; --line-callout: 28px; --tab-bar-growth: 7px; }"
            ))
        for phone in PhoneModel.named {
            #expect(css.contains(":root[data-device=\"\(phone.rawValue)\"] { --screen-width: "), "\(phone)")
        }
        #expect(
            css.contains(
                #":root[data-device="se"] { --screen-width: 375px; --screen-height: 667px; --stage-safe-area: 20px; --status-bar-height: 20px; }"#
            )
        )
    }

    /// The status bar a link's `statusbar=1` draws takes the spec's phone's safe area: a custom
    /// screen the named phone of its size, else an iPhone 16's.
    @Test func theStatusBarTakesTheSpecsPhonesSafeArea() throws {
        #expect(try #require(try files("{}")["style.css"]).contains(":root { --status-bar-height: 59px; }"))
        let mini = try #require(try files(#"{"screen": {"width": 375, "height": 812}}"#)["style.css"])
        #expect(mini.contains(":root { --status-bar-height: 50px; }"))
        let other = try #require(try files(#"{"screen": {"width": 500, "height": 900}}"#)["style.css"])
        #expect(other.contains(":root { --status-bar-height: 59px; }"))
        let script = try #require(try files("{}")["app.js"])
        #expect(script.contains(#""statusBars": {"#) || script.contains(#""statusBars":{"#))
    }

    @Test func increasedContrastGivesTheSpecsColoursTheirAccessibleVariants() throws {
        let css = try #require(try files("{}")["style.css"])
        #expect(css.contains("--tab-bar-inactive-foreground: light-dark(#6C6C70, #AEAEB2);"))
        // White stays on a dark accessible colour; black replaces it where white is under 4.5:1.
        #expect(
            css.contains(
                #":root[data-contrast="increased"] [data-tab="primary"] { --tab-color: light-dark(#0040DD, #409CFF); --active-foreground: light-dark(#FFFFFF, #000000); }"#
            ))
        let custom = try #require(
            try files(
                ##"{"tabs": [{"id": "a", "title": "A", "symbol": "star", "color": {"light": "#FF9500", "dark": "#FF9F0A", "increasedContrastLight": "#A04000", "increasedContrastDark": "#FFB340"}}]}"##
            )["style.css"])
        #expect(
            custom.contains(
                #"[data-tab="a"] { --tab-color: light-dark(#A04000, #FFB340); --active-foreground: light-dark(#FFFFFF, #000000); }"#
            ))
        // A hex colour without its own variant is the same under Increase Contrast.
        let plain = try #require(
            try files(##"{"tabs": [{"id": "a", "title": "A", "symbol": "star", "color": "#003366"}]}"##)["style.css"])
        #expect(!plain.contains(#":root[data-contrast="increased"] [data-tab="a"]"#))
    }

    @Test func aLinkNamesTheConditionsInTheContractsOrder() {
        var link = DeepLink(tab: "updates", y: 0, scheme: .dark, query: "x")
        link.textSize = .accessibility3
        link.contrast = .increased
        link.transparency = .reduced
        link.device = .se
        #expect(
            link.fragment
                == "tab=updates&y=0&scheme=dark&text=accessibility3&contrast=increased&transparency=reduced&device=se&q=x"
        )
    }
}
