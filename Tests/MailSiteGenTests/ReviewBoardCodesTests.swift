import Encoders
import Foundation
import LayoutSpec
import Testing

@testable import MailSiteGen

/// The board's QR codes and springs: with a base URL each cell draws the code of its
/// state's absolute link (the encoder's own modules, as SVG), without one there are none and the
/// board says how to get them; each spring's curve comes from the spring maths.
struct ReviewBoardCodesTests {
    private static let base = "https://example.com/reviews/mail-tab-bar/"

    private func board(_ spec: LayoutSpec = .default, base: String? = Self.base) throws -> String {
        let sharing = Sharing(baseURL: try base.map { try BaseURL($0) })
        let files = try SiteGenerator(spec: spec, sharing: sharing).generate()
        return try #require(files.first { $0.path == "states.html" }?.contents)
    }

    @Test func withABaseURLEveryCellCarriesTheCodeOfItsAbsoluteLink() throws {
        let html = try board()
        let board = ReviewBoard(spec: .default)
        let states = board.states + board.conditions + board.locales
        #expect(html.components(separatedBy: "<figure class=\"state__code\">").count - 1 == states.count)
        #expect(
            html.components(separatedBy: "<figcaption>Scan to open this state</figcaption>").count - 1 == states.count)
        #expect(!html.contains("board__codes"))
        for state in states {
            let link = Self.base + "index.html#" + state.link.fragment
            let code = try QRCode(encoding: Array(link.utf8))
            // The code drawn is the encoder's for this exact link, labelled with it.
            // The address in its own direction: isolated, as an attribute holds no markup.
            #expect(html.contains("aria-label=\"QR code: \u{2068}\(link.htmlEscaped)\u{2069}\""))
            #expect(html.contains("<path d=\"\(code.svgPath)\" fill=\"#000\"/>"))
        }
    }

    @Test func withoutABaseURLThereAreNoCodesAndTheBoardSaysHowToGetThem() throws {
        let html = try board(base: nil)
        #expect(!html.contains("state__code\""))
        #expect(html.contains("<p class=\"board__codes\">Build with a base URL (<code>--base-url</code>"))
    }

    @Test func theSVGPathDrawsExactlyTheDarkModules() throws {
        let code = try QRCode(encoding: Array("https://example.com/".utf8))
        var dark = Set<[Int]>()
        // Each "Mx yhNv1h-Nz" is a run of N dark modules from (x, y), quiet zone included.
        let runs = code.svgPath.split(separator: "M").map { run in
            run.split(whereSeparator: { "hvz ".contains($0) }).compactMap { Int($0) }
        }
        for run in runs {
            for column in run[0]..<(run[0] + run[2]) { dark.insert([run[1] - 4, column - 4]) }
        }
        let expected = (0..<code.size).flatMap { row in (0..<code.size).filter { code[row, $0] }.map { [row, $0] } }
        #expect(dark == Set(expected))
    }

    @Test func aLinkTooLongForACodeSaysSo() throws {
        let long = "https://example.com/" + String(repeating: "a", count: 200) + "/"
        let html = try board(base: long)
        #expect(!html.contains("<figure class=\"state__code\">"))
        #expect(html.contains("This link is too long for a QR code."))
    }

    @Test func codesMakeTheCellsHeadTallerAndThePrintedFramesSmaller() {
        let without = ReviewBoard(spec: .default)
        let with = ReviewBoard(spec: .default, baseURL: try? BaseURL(Self.base))
        #expect(with.labelHeight > without.labelHeight)
        #expect(with.printLayout.scale < without.printLayout.scale)
        let printable = (210 - 2 * ReviewBoard.pageMargin) / 25.4 * 96
        #expect(with.labelHeight + LayoutSpec.default.screen.height * with.printLayout.scale <= printable)
        #expect(with.styleTokens().contains("--print-code-size: \(ReviewBoard.printCodeSize.cssPixels);"))
    }

    @Test func eachSpringIsDrawnFromTheSpringMaths() throws {
        var spec = LayoutSpec.default
        spec.tabBar.animation = Spring(duration: 0.4, bounce: 0.5)
        let html = try board(spec, base: nil)
        for (field, spring) in [
            ("tabBar.animation", spec.tabBar.animation), ("search.animation", spec.search.animation),
        ] {
            #expect(html.contains("<li class=\"spring\" data-spring=\"\(field)\">"))
            #expect(html.contains("settles in \(spring.settleMilliseconds) ms"))
            #expect(html.contains("overshoot \(spring.overshootPercent) %"))
        }
        // Bounce 0.5: ζ = 0.5, an overshoot of e^(−π/√3) = 16.3 %.
        #expect(html.contains("overshoot 16.3 %"))
        #expect(html.contains("<circle class=\"spring__peak\""))
    }
}
