import Foundation
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

    /// Bars stop growing at xxxLarge and the rest of the screen does not (reference §6): in the
    /// page's stylesheet, each accessibility size's bar tokens are xxxLarge's, while below it
    /// each size's bars are its own, and the text beside the bars keeps growing.
    @Test func barsStopGrowingAtXXXLargeWhereThePageDrawsThem() throws {
        let css = try #require(try files("{}")["style.css"])
        let largest = Self.barTokens(in: css, at: .xxxLarge)
        #expect(
            largest == [
                "--text-callout": "22px", "--line-callout": "28px", "--tab-bar-growth": "7px",
                "--bar-text-headline": "23px",
            ])
        let standard = DynamicTypeSize.allCases.filter { !$0.isAccessibilitySize }
        #expect(
            standard.map { Self.barTokens(in: css, at: $0)["--text-callout"] }
                == [13, 14, 15, 16, 18, 20, 22].map { "\($0)px" })
        #expect(
            standard.map { Self.barTokens(in: css, at: $0)["--bar-text-headline"] }
                == [14, 15, 16, 17, 19, 21, 23].map { "\($0)px" })
        for size in DynamicTypeSize.allCases where size.isAccessibilitySize {
            #expect(Self.barTokens(in: css, at: size) == largest, "\(size)")
            #expect(Self.token("--text-body", in: css, at: size) != Self.token("--text-body", in: css, at: .xxxLarge))
        }
    }

    /// What a bar draws with at `size`, as the stylesheet gives it.
    private static func barTokens(in css: String, at size: DynamicTypeSize) -> [String: String] {
        let names = ["--text-callout", "--line-callout", "--tab-bar-growth", "--bar-text-headline"]
        return Dictionary(uniqueKeysWithValues: names.map { ($0, token($0, in: css, at: size) ?? "") })
    }

    /// A custom property's value at `size`: the size's own rule's, else `:root`'s (a rule nested
    /// in an at-rule is not read), a `var()` of another property followed.
    private static func token(_ name: String, in css: String, at size: DynamicTypeSize) -> String? {
        var text = css
        while let open = text.range(of: "/*"), let close = text.range(of: "*/", range: open.upperBound..<text.endIndex)
        {
            text.removeSubrange(open.lowerBound..<close.upperBound)
        }
        var root: String?
        var sized: String?
        for block in text.split(separator: "}") {
            let parts = block.split(separator: "{", omittingEmptySubsequences: false)
            guard parts.count == 2 else { continue }
            let selectors = Set(
                parts[0].split(separator: ",").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) })
            for declaration in parts[1].split(separator: ";") {
                let pair = declaration.split(separator: ":", maxSplits: 1).map {
                    $0.trimmingCharacters(in: .whitespacesAndNewlines)
                }
                guard pair.count == 2, pair[0] == name else { continue }
                if selectors.contains(":root[data-text-size=\"\(size.rawValue)\"]") { sized = pair[1] }
                if selectors.contains(":root") { root = pair[1] }
            }
        }
        guard let value = sized ?? root else { return nil }
        if value.hasPrefix("var("), value.hasSuffix(")") {
            return token(String(value.dropFirst(4).dropLast()), in: css, at: size)
        }
        return value
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
