import LayoutSpec
import Testing

@testable import MailSiteGen

/// How the spec's validated values are written in CSS.
struct CSSTests {
    @Test func numbersAreWrittenWithoutExponentsOrTrailingZeros() {
        #expect(15.0.cssPixels == "15px")
        #expect((-15.0).cssPixels == "-15px")
        #expect(0.3.cssNumber == "0.3")
        #expect(1.04567.cssNumber == "1.0457")
        #expect(0.00001.cssNumber == "0")
    }

    @Test func coloursUseLightDarkOnlyWhenTheAppearancesDiffer() {
        #expect(SpecColor.system("orange")?.css == "light-dark(#FF9500, #FF9F0A)")
        #expect(SpecColor.system("gray")?.css == "#8E8E93")
        let pair = SpecColor(
            light: .init(0xE8E8E8), dark: .init(0x1C1C1E), written: .pair(light: "#E8E8E8", dark: "gray6"))
        #expect(pair.css == "light-dark(#E8E8E8, #1C1C1E)")
    }

    @Test func theSpringIsALinearEasingThatKeepsItsOvershoot() {
        let css = Spring.bouncy.css
        #expect(css.hasPrefix("linear(0, "))
        #expect(css.hasSuffix(", 1)"))
        #expect(css.contains("1.046"))
        #expect(Spring.bouncy.cssSettleTime == "0.492s")
    }
}
