import Foundation
import LayoutSpec
import Testing

@testable import MailSiteGen

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The motion timelines: a standalone SVG document that an XML parser reads, a row per move, a
/// tick at every 60 Hz frame, each bar from its start to where its spring settles, the spec's
/// names (any script, either direction, any characters) as text, and the scroll on its own axis.
struct MotionTimelineSVGTests {
    static let hostile = #"<script>alert("x")</script> & 'quotes' ]]>"#

    /// A tab change and the scroll, with the names given, as a choreography would write them.
    static func transitions(title: String = "All Mails → Primary", tab: String = "Primary") -> [MotionTransition] {
        let pill = MotionElement(key: "pill.primary", name: tab, selector: "[data-tab=\"primary\"]")
        let ring = MotionElement(key: "ring", name: "Ring", selector: ".ring")
        let material = MotionElement(key: "header.material", name: "Header material", selector: ".material")
        let spring = MotionCurve.spring(field: "tabBar.animation", .bouncy)
        return [
            MotionTransition(
                kind: .allMailsToCategory, title: title,
                moves: [
                    MotionMove(
                        id: "pill-position", element: pill, property: "x", from: .points(0), to: .points(120),
                        start: .tapFrame, curve: spring),
                    MotionMove(
                        id: "ring-opacity", element: ring, property: "opacity", from: .opacity(0), to: .opacity(1),
                        start: .nextFrame, curve: spring),
                    MotionMove(
                        id: "pill-title", element: pill, property: "fill", from: .measured("grey"),
                        to: .measured("the tab's colour"), start: .tapFrame, curve: .instant),
                ]),
            MotionTransition(
                kind: .scrollingUnderHeader, title: "Scrolling",
                moves: [
                    MotionMove(
                        id: "header-material", element: material, property: "opacity", from: .opacity(0),
                        to: .opacity(1), start: .scrollOffset(110), curve: .scroll(threshold: 110, distance: 15))
                ]),
        ]
    }

    static func spec(language: String = "en", tabTitle: String = "Primary") throws -> LayoutSpec {
        let json = """
            {"language": "\(language)", "tabs": [{"id": "primary", "title": "\(tabTitle)", "symbol": "person", \
            "color": "blue"}]}
            """
        return try LayoutSpec.decode(Array(json.utf8), file: "spec.json")
    }

    /// Every element of a document, with its attributes and its own text.
    final class Elements: NSObject, XMLParserDelegate {
        struct Element {
            var name: String
            var attributes: [String: String]
            var text = ""
        }
        var all: [Element] = []
        private var open: [Int] = []

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            all.append(Element(name: name, attributes: attributes))
            open.append(all.count - 1)
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            open.removeLast()
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if let last = open.last { all[last].text += string }
        }

        func withClass(_ name: String) -> [Element] {
            all.filter { ($0.attributes["class"] ?? "").split(separator: " ").contains { $0 == name } }
        }
    }

    static func parse(_ document: String) throws -> Elements {
        let parser = XMLParser(data: Data(document.utf8))
        let elements = Elements()
        parser.delegate = elements
        let parsed = parser.parse()
        #expect(parsed, "not well-formed: \(String(describing: parser.parserError))")
        return elements
    }

    static func numbers(_ points: String) -> [(Double, Double)] {
        points.split(separator: " ").compactMap { pair in
            let parts = pair.split(separator: ",").compactMap { Double($0) }
            return parts.count == 2 ? (parts[0], parts[1]) : nil
        }
    }

    @Test func theDocumentIsWellFormedWithARowPerMoveAndATitlePerTransition() throws {
        let spec = try Self.spec()
        let document = MotionTimelineSVG.document(for: spec, transitions: Self.transitions())
        #expect(document.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg"))
        let elements = try Self.parse(document)
        #expect(elements.all.first?.name == "svg")
        #expect(elements.all.first?.attributes["lang"] == "en")
        #expect(elements.all.first?.attributes["direction"] == "ltr")
        // The style comes with it: light and dark.
        let style = try #require(elements.all.first { $0.name == "style" })
        #expect(style.text.contains("light-dark("))
        #expect(elements.withClass("timeline").count == 2)
        #expect(elements.withClass("motion-sheet__title").map(\.text) == ["All Mails → Primary", "Scrolling"])
        let rows = elements.withClass("timeline__row")
        #expect(
            rows.map { $0.attributes["data-move"] ?? "" } == [
                "pill-position", "ring-opacity", "pill-title", "header-material",
            ])
        #expect(
            elements.withClass("timeline__name").map(\.text) == [
                MotionTimeline.isolated("Primary"), MotionTimeline.isolated("Ring"),
                MotionTimeline.isolated("Primary"), MotionTimeline.isolated("Header material"),
            ])
        #expect(
            elements.withClass("timeline__property").map(\.text)
                == ["x", "opacity", "fill", "opacity"].map(MotionTimeline.isolated))
        // Two springs drawn as curves, the instant as a mark, the scroll as its ramp.
        #expect(elements.withClass("timeline__curve").count == 3)
        #expect(elements.withClass("timeline__instant").count == 1)
    }

    @Test func aSpecsTextsAreTextInTheDocumentNeverMarkup() throws {
        let spec = try Self.spec(tabTitle: "Primary")
        let document = MotionTimelineSVG.document(
            for: spec, transitions: Self.transitions(title: Self.hostile, tab: Self.hostile))
        #expect(!document.contains("<script"))
        let elements = try Self.parse(document)
        #expect(!elements.all.contains { $0.name == "script" })
        #expect(elements.withClass("motion-sheet__title").first?.text == Self.hostile)
        #expect(elements.withClass("timeline__name").first?.text == MotionTimeline.isolated(Self.hostile))
        // The inline timeline escapes the same way.
        let inline = MotionTimelineSVG.timeline(Self.transitions(title: Self.hostile)[0], of: spec)
        #expect(!inline.contains("<script") && inline.contains("&lt;script&gt;"))
    }

    @Test func rightToLeftNamesAreOnTheRightAndTimeRunsRightToLeft() throws {
        let arabic = try Self.spec(language: "ar", tabTitle: "الأساسي")
        let title = "كل الرسائل ← الأساسي"
        let document = MotionTimelineSVG.document(
            for: arabic, transitions: Array(Self.transitions(title: title, tab: "الأساسي").prefix(1)))
        let elements = try Self.parse(document)
        let root = try #require(elements.all.first)
        #expect(root.attributes["lang"] == "ar" && root.attributes["direction"] == "rtl")
        #expect(elements.withClass("motion-sheet__title").first?.text == title)
        #expect(elements.withClass("timeline__name").first?.text == MotionTimeline.isolated("الأساسي"))
        let timeline = try #require(elements.withClass("timeline").first)
        let width = try #require(Double(timeline.attributes["width"] ?? ""))
        // The names at the right; time 0 at the right, later to the left.
        let label = try #require(elements.withClass("timeline__label").first)
        #expect(try #require(Double(label.attributes["x"] ?? "")) > width / 2)
        let times = elements.withClass("timeline__time").compactMap { Double($0.attributes["x"] ?? "") }
        #expect(times.count > 2 && times == times.sorted(by: >))
        // The axis' words are the board's: English until the spec translates them.
        #expect(elements.withClass("timeline__time").first?.text == "0 ms")

        let japanese = try Self.spec(language: "ja", tabTitle: "メイン")
        let ltr = try Self.parse(
            MotionTimelineSVG.document(
                for: japanese, transitions: Array(Self.transitions(title: "すべて → メイン", tab: "メイン").prefix(1))))
        #expect(ltr.all.first?.attributes["lang"] == "ja" && ltr.all.first?.attributes["direction"] == "ltr")
        #expect(ltr.withClass("timeline__name").first?.text == MotionTimeline.isolated("メイン"))
        let ltrTimes = ltr.withClass("timeline__time").compactMap { Double($0.attributes["x"] ?? "") }
        #expect(ltrTimes == ltrTimes.sorted())
    }

    @Test func everyFrameIsATickAndANextFrameStartIsOneTickLater() throws {
        let spec = try Self.spec()
        let transitions = Self.transitions()
        let timeline = try #require(MotionTimelineSVG.timelines(transitions, of: spec).first)
        let end = timeline.axis.end
        // Bouncy settles at 0.504 s (one frame later for the ring): the axis ends at 600 ms.
        #expect(timeline.axis == .time(end: 0.6))
        #expect(timeline.frames.count == 37)
        let elements = try Self.parse(MotionTimelineSVG.document(for: spec, transitions: transitions))
        let frames = try #require(elements.withClass("timeline__frames").first)
        #expect(frames.attributes["data-frames"] == "37")
        #expect(frames.attributes["d"]?.filter { $0 == "M" }.count == 37)
        #expect(elements.withClass("timeline__time").map(\.text).prefix(4) == ["0 ms", "100 ms", "200 ms", "300 ms"])
        let bars = elements.withClass("timeline__bar").compactMap { Double($0.attributes["x"] ?? "") }
        let tick = MotionTimeline.plotWidth / end / 60
        #expect(abs((bars[1] - bars[0]) - tick) < 0.11)
    }

    @Test func eachBarEndsWhereItsSpringSettlesAndItsCurveFollowsTheSpring() throws {
        let spec = try Self.spec()
        let timeline = try #require(MotionTimelineSVG.timelines(Self.transitions(), of: spec).first)
        let elements = try Self.parse(MotionTimelineSVG.document(for: spec, transitions: Self.transitions()))
        let bar = try #require(elements.withClass("timeline__bar").first)
        let settle = Spring.bouncy.settleTime()
        let scale = MotionTimeline.plotWidth / timeline.axis.end
        #expect(abs(try #require(Double(bar.attributes["width"] ?? "")) - settle * scale) < 0.11)
        let curve = Self.numbers(try #require(elements.withClass("timeline__curve").first?.attributes["points"]))
        let top = try #require(Double(bar.attributes["y"] ?? ""))
        let x0 = try #require(Double(bar.attributes["x"] ?? ""))
        // From the bar's bottom at the start to its top at the settle, over the top where it overshoots.
        #expect(abs(curve[0].0 - x0) < 0.11 && abs(curve[0].1 - (top + MotionTimeline.barHeight)) < 0.11)
        #expect(abs(curve[curve.count - 1].0 - (x0 + settle * scale)) < 0.11)
        #expect(abs(curve[curve.count - 1].1 - top) < 0.11)
        let peak = try #require(curve.map(\.1).min())
        #expect(abs(peak - (top - Spring.bouncy.overshoot * MotionTimeline.barHeight)) < 0.11)
        // Each point is the spring's value at its time.
        for point in curve {
            let time = (point.0 - x0) / scale
            let value = (top + MotionTimeline.barHeight - point.1) / MotionTimeline.barHeight
            if time < settle - 0.002 {
                #expect(abs(value - Spring.bouncy.value(at: time)) < 0.01)
            }
        }
    }

    @Test func theScrollIsDrawnOnTheScrollOffsetWithItsRamp() throws {
        let spec = try Self.spec()
        let timelines = MotionTimelineSVG.timelines(Self.transitions(), of: spec)
        let scroll = try #require(timelines.last)
        #expect(scroll.axis == .scroll(end: 140))
        #expect(scroll.frames.isEmpty)
        let svg = try Self.parse(scroll.svg(language: "en").markup)
        let bar = try #require(svg.withClass("timeline__bar").first)
        let x = try #require(Double(bar.attributes["x"] ?? ""))
        let width = try #require(Double(bar.attributes["width"] ?? ""))
        #expect(abs(x - scroll.x(110)) < 0.11 && abs(width - 15 * MotionTimeline.plotWidth / 140) < 0.11)
        #expect(svg.withClass("timeline__time").map(\.text) == (0...7).map { "\($0 * 20) pt" })
    }

    /// Each name and property isolated and held by its own direction's marks (WebKit's SVG text
    /// does not honour isolates), and the row's mark around the space between them.
    @Test func aRowsTextsAreHeldInTheirOwnDirection() throws {
        #expect(MotionTimeline.isolated("Tab bar") == "\u{2068}\u{200E}Tab bar\u{200E}\u{2069}")
        #expect(MotionTimeline.isolated("الأساسي") == "\u{2068}\u{200F}الأساسي\u{200F}\u{2069}")
        #expect(MotionTimeline.isolated("(3) שלום") == "\u{2068}\u{200F}(3) שלום\u{200F}\u{2069}")
        let arabic = try Self.spec(language: "ar", tabTitle: "الأساسي")
        let svg = MotionTimelineSVG.timeline(Self.transitions()[0], of: arabic)
        #expect(svg.contains("</tspan>\u{200F} \u{200F}<tspan class=\"timeline__property\">"))
        let english = MotionTimelineSVG.timeline(Self.transitions()[0], of: try Self.spec())
        #expect(english.contains("</tspan>\u{200E} \u{200E}<tspan class=\"timeline__property\">"))
    }
}
