import Foundation
import LayoutSpec
import Testing

@testable import MailSiteGen

/// Where the timelines show: the review board's Motion section, and the comparison's, which draws
/// each variant's timelines on one axis where the motion differs and says in one line where not.
struct MotionSectionTests {
    typealias Sample = MotionTimelineSVGTests

    @Test func theBoardHasAMotionSectionWithEachTransitionsTimeline() throws {
        let spec = try Sample.spec()
        let board = ReviewBoard(spec: spec)
        let cells = board.motionCells(Sample.transitions(title: Sample.hostile)).markup
        #expect(cells.components(separatedBy: "<li class=\"motion\"").count - 1 == 2)
        #expect(cells.components(separatedBy: "<svg class=\"timeline\"").count - 1 == 2)
        #expect(cells.contains("<h3 class=\"motion__title\" dir=\"ltr\">&lt;script&gt;alert(&quot;x&quot;)"))
        #expect(!cells.contains("<script"))
        // The board carries the section and the timelines' style, which prints.
        let files = Dictionary(
            uniqueKeysWithValues: try SiteGenerator(spec: spec).generate().map { ($0.path, $0.contents) })
        let html = try #require(files["states.html"])
        #expect(html.contains("<h2 class=\"board__section board__section--motion\">Motion</h2>"))
        #expect(html.contains("<ol class=\"motions\">"))
        let css = try #require(files["states.css"])
        #expect(css.contains(".timeline__bar {") && css.contains(".board__section--motion {"))
    }

    @Test func anArabicBoardTitlesEachTimelineInTheSpecsLanguageAndDirection() throws {
        let spec = try Sample.spec(language: "ar", tabTitle: "الأساسي")
        let cells = ReviewBoard(spec: spec).motionCells(Sample.transitions(title: "الأساسي", tab: "الأساسي")).markup
        // The board is English (its words are not translated); the titles are the spec's.
        #expect(cells.contains("<h3 class=\"motion__title\" lang=\"ar\" dir=\"rtl\">الأساسي</h3>"))
        #expect(cells.contains("lang=\"ar\" direction=\"rtl\""))
    }

    static func variants(_ second: String) throws -> [CompareVariant] {
        [try CompareTests.variant("a.json", "{}"), try CompareTests.variant("b.json", second)]
    }

    /// The sample transitions with the tab bar's spring replaced.
    static func transitions(spring: Spring) -> [MotionTransition] {
        Sample.transitions().map { transition in
            var transition = transition
            transition.moves = transition.moves.map { move in
                var move = move
                if case .spring(let field, _) = move.curve { move.curve = .spring(field: field, spring) }
                return move
            }
            return transition
        }
    }

    @Test func whereTheMotionIsTheSameTheComparisonSaysSoInOneLine() throws {
        let markup = CompareMarkup(variants: try Self.variants(#"{"title": "Other"}"#))
        // Other names, the same timing.
        let html = markup.motion([Sample.transitions(), Sample.transitions(title: "Elsewhere", tab: "Main")]).markup
        #expect(
            html
                == "<p class=\"motion__summary\" data-part=\"motion-summary\">The motion is the same in every variant.</p>"
        )
    }

    @Test func whereASpringDiffersEachVariantsTimelineIsOnOneAxis() throws {
        let markup = CompareMarkup(variants: try Self.variants(#"{"title": "Slow"}"#))
        let slow = Spring(duration: 0.6, bounce: 0.1)
        let html = markup.motion([Sample.transitions(), Self.transitions(spring: slow)]).markup
        #expect(
            html.hasPrefix(
                "<p class=\"motion__summary\" data-part=\"motion-summary\">The motion differs in 1 transition; "
                    + "the same in every variant: <bdi>Scrolling</bdi>.</p>"))
        #expect(html.components(separatedBy: "data-part=\"motion-diff\"").count - 1 == 1)
        #expect(html.components(separatedBy: "<svg class=\"timeline\"").count - 1 == 2)
        // One scale: both axes end at the slower spring's settle, so its bar is the longer.
        let drawn = [Sample.transitions()[0], Self.transitions(spring: slow)[0]]
        let axes = MotionTimeline.sharedAxes(of: drawn)
        #expect(axes[0] == axes[1])
        #expect(axes[0].end >= slow.settleTime() + MotionStart.frame)
        let widths = html.components(separatedBy: "class=\"timeline__bar\"").dropFirst().compactMap { part in
            part.components(separatedBy: "width=\"").dropFirst().first?.components(separatedBy: "\"").first
                .flatMap(Double.init)
        }
        #expect(widths.count == 4)
        let scale = MotionTimeline.plotWidth / axes[0].end
        #expect(abs(widths[0] - Spring.bouncy.settleTime() * scale) < 0.11)
        #expect(abs(widths[2] - slow.settleTime() * scale) < 0.11)
        #expect(html.contains("data-variant=\"1\"") && html.contains("data-variant=\"2\""))
    }
}
