import LayoutSpec
import Testing

@testable import MailSiteGen

/// The page's motion block: the choreography as `app.js` plays it, each move's id, target, spring
/// field and start, and each spring's settle time, from the same table as the motion sheet.
struct PageMotionTests {
    private func block(_ spec: LayoutSpec) -> String { spec.pageMotion.formatted() }

    @Test func eachMoveOnALineWithItsSpringFieldAndFrame() {
        let text = block(LayoutSpec())
        #expect(text.contains(#"["pill-position", "[data-tab=\"primary\"]", "tabBar.animation", 0]"#))
        #expect(text.contains(#"["all-mails-exit", "[data-tab=\"allMails\"]", "tabBar.animation", 0]"#))
        #expect(text.contains(#"["tab-bar-fold", "[data-part=\"list\"]", "search.animation", 0]"#))
        #expect(text.contains(#"["list-rows", "[data-part=\"list\"]", "instant", 1]"#))
        #expect(text.contains(#"["header-material", "[data-part=\"material\"]", "scroll", 110, 15]"#))
        #expect(text.contains(#""tabBar.animation": {"#) && text.contains(#""settleMs": 492"#))
        #expect(text.contains(#""settleMs": 210"#))
    }

    @Test func aChangedSpringReachesTheBlock() {
        var spec = LayoutSpec()
        spec.search.animation = Spring(duration: 0.4, bounce: 0)
        let settle = (spec.search.animation.settleTime() * 1000).rounded()
        #expect(block(spec).contains(#""settleMs": \#(settle.specText)"#))
    }

    /// The style sheet declares the header's fades from the one declaration the table reads.
    @Test func theHeaderFadesAreDeclaredOnce() {
        let css = StyleTokens(spec: LayoutSpec()).render()
        #expect(css.contains("--inline-title-fade-distance: 12px;"))
        #expect(css.contains("--search-fade-start: 30px;") && css.contains("--search-fade-end: 60px;"))
        #expect(css.contains("--large-title-height: 52px;"))
    }
}
