import LayoutSpec
import Testing

@testable import MailSiteGen

/// The motion sheet's springs: CSS as the tenth platform, from the page's own easing; every
/// spring field of the field table on the sheet; and the design tokens' extension carrying the
/// same per-platform values.
@Suite struct MotionSheetTests {
    static let springs = [
        Spring.bouncy, .interactive, Spring(duration: 0.5, bounce: 0), Spring(duration: 0.3, bounce: 0.9),
        Spring(duration: 0.3, bounce: -0.5), Spring(duration: 0.05, bounce: 0), Spring(duration: 5, bounce: 0.3),
    ]

    /// CSS is the `linear()` the page's custom property holds and its settle time in whole
    /// milliseconds, after the nine platforms in LayoutSpec's order.
    @Test(arguments: springs)
    func cssIsThePagesOwnEasingAfterTheNinePlatforms(_ spring: Spring) throws {
        let platforms = spring.sheetPlatforms
        #expect(platforms.map(\.key) == SpringPlatform.allCases.map(\.rawValue) + ["css"])
        let css = try #require(platforms.last)
        #expect(
            css.json
                == .object([
                    ("easing", .string(spring.css)),
                    ("duration", .integer(Int((spring.settleTime() * 1_000).rounded()))),
                ]))
        #expect(css.code.contains("transition-timing-function: \(spring.css);"))
        #expect(css.code.contains("transition-duration: \((spring.settleTime() * 1_000).rounded().cssNumber)ms;"))
        #expect(spring.cssSettleTime == "\((Double(css.json.integer("duration")) / 1_000).cssNumber)s")
    }

    /// A spring still moving when the page's easing ends (30 s: the longest the spec allows,
    /// 5 s with bounce 0.9, settles after about 55 s) says so in its CSS notes; one that settles
    /// says nothing of it.
    @Test func aSpringCutShortByThePagesEasingSaysHowFarItJumps() throws {
        let long = try #require(Spring(duration: 5, bounce: 0.9).sheetPlatforms.last)
        let note = try #require(long.notes.last)
        #expect(note.hasPrefix("The page's easing stops at 30 s, before this spring settles: its last stop jumps 2."))
        #expect(note.hasSuffix(" % of the travel to the target."))
        for spring in [Spring.bouncy, .interactive, Spring(duration: 5, bounce: 0.3)] {
            #expect(spring.sheetPlatforms.last?.notes.count == 2)
        }
    }

    /// The sheet's springs are the field table's spring fields with this spec's values: a spec
    /// with other springs has them on its sheet, in the table's order.
    @Test func theSheetHoldsEverySpringFieldWithTheSpecsValue() {
        var spec = LayoutSpec.default
        spec.tabBar.animation = Spring(duration: 0.4, bounce: -0.2)
        spec.search.animation = Spring(duration: 0.2, bounce: 0.5)
        let sheet = MotionSheet(spec: spec)
        let fields = LayoutSpec.fieldTable.filter { $0.kind == .spring }.map(\.path.description)
        #expect(sheet.springs.map(\.path) == fields)
        #expect(sheet.springs.first { $0.path == "tabBar.animation" }?.spring == spec.tabBar.animation)
        #expect(sheet.springs.first { $0.path == "search.animation" }?.spring == spec.search.animation)
        #expect(sheet.markdown.contains(".spring(duration: 0.4, bounce: -0.2)"))
        #expect(sheet.markdown.contains("animation.allowsOverdamping = true"))
    }

    /// A tab's title is shown as written in the transitions' titles and rows: Markdown's
    /// punctuation escaped, markup as entities, never a table cell of its own or a tag.
    @Test func aTabsTitleIsEscapedInTheTransitionsTables() throws {
        var spec = LayoutSpec.default
        spec.tabs[0].title = "Prim|ary <b>*x*</b>"
        let markdown = MotionSheet(spec: spec).markdown
        let escaped = #"Prim\|ary &lt;b&gt;\*x\*&lt;/b&gt;"#
        #expect(markdown.contains("### All Mails → \(escaped)\n"))
        #expect(markdown.contains("| \(escaped) | x | "))
        #expect(!markdown.contains("<b>"))
        #expect(!markdown.contains("Prim|ary"))
        // Every row of every table has its six cells.
        for line in markdown.split(separator: "\n") where line.hasPrefix("| ") {
            let cells = line.replacingOccurrences(of: #"\|"#, with: "").split(
                separator: "|", omittingEmptySubsequences: false)
            #expect(cells.count == 8, "\(line)")
        }
    }

    /// The design token of a spring carries each platform's values, the same object the sheet's
    /// JSON has; reading the token back takes duration and bounce alone.
    @Test func theSpringTokensExtensionCarriesEveryPlatform() throws {
        let spring = Spring(duration: 0.5, bounce: -0.2)
        guard case .object(let members) = spring.designTokenExtension else {
            Issue.record("not an object")
            return
        }
        let platforms = try #require(members.first { $0.0 == "platforms" }?.1)
        #expect(platforms == spring.platformValues)
        guard case .object(let byKey) = platforms else { return }
        #expect(byKey.map(\.0) == SpringPlatform.allCases.map(\.rawValue) + ["css"])
        #expect(MotionSheet.json(spring).member("platforms") == platforms)
    }
}

extension JSONValue {
    fileprivate func member(_ name: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.0 == name }?.1
    }

    fileprivate func integer(_ name: String) -> Int {
        guard case .integer(let value)? = member(name) else { return -1 }
        return value
    }
}
