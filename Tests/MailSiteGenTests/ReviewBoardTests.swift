import Encoders
import Foundation
import LayoutSpec
import LocaleFormats
import Templates
import TestSupport
import Testing

@testable import MailSiteGen

/// `states.html`: the states come from the spec, each is a deep link written as the page's
/// script reads it, and every text in it is escaped for where it goes.
struct ReviewBoardTests {
    private func files(_ spec: LayoutSpec, singleFile: Bool = false) throws -> [String: String] {
        Dictionary(
            uniqueKeysWithValues: try SiteGenerator(spec: spec, singleFile: singleFile).generate().map {
                ($0.path, $0.contents)
            })
    }

    @Test func theDefaultBoardHasEveryStateOfTheIssueInOrder() {
        let states = ReviewBoard(spec: .default).states
        #expect(
            states.map(\.label.text) == [
                "All Mails, at the top", "Scrolled 117.5 px: header half-faded",
                "Scrolled 325 px: under the material", "Primary", "Transactions", "Updates", "Promotions",
                "Searching “Dinner”", "Searching “zqxj”: no result", "Dark", "Reduced motion: fades for springs",
            ])
        #expect(
            states.map(\.link.fragment) == [
                "tab=allMails&y=0&scheme=auto", "tab=allMails&y=117.5&scheme=auto", "tab=allMails&y=325&scheme=auto",
                "tab=primary&y=0&scheme=auto", "tab=transactions&y=0&scheme=auto", "tab=updates&y=0&scheme=auto",
                "tab=promotions&y=0&scheme=auto", "tab=allMails&y=0&scheme=auto&q=Dinner",
                "tab=allMails&y=0&scheme=auto&q=zqxj", "tab=allMails&y=0&scheme=dark",
                "tab=allMails&y=0&scheme=auto&motion=reduce",
            ])
    }

    /// Mid-ramp is collapseThreshold + transitionDistance / 2, "scrolled" 200 px past the ramp;
    /// a dark spec's other appearance is light.
    @Test func theStatesFollowTheSpec() throws {
        var spec = LayoutSpec.default
        spec.scroll = ScrollResponse(collapseThreshold: 60, transitionDistance: 41)
        spec.colorScheme = .dark
        spec.tabs = [
            Tab(
                id: "work", title: "Wörk & <Play>", symbol: .builtIn(try #require(SymbolName("star"))),
                color: try #require(SpecColor.system("blue")))
        ]
        spec.mails = [
            Mail(
                from: "A", subject: "Older", preview: "", date: MailDate(year: 2026, month: 1, day: 1), category: "work"
            ),
            Mail(
                from: "B", subject: "«周末的会议安排» & more", preview: "zqxj zqxjz",
                date: MailDate(year: 2026, month: 1, day: 2), category: "work"),
        ]
        let states = ReviewBoard(spec: spec).states
        #expect(states[1].link == DeepLink(tab: "allMails", y: 80.5, scheme: .dark))
        #expect(states[2].link.y == 301)
        #expect(states[3].label.text == "Wörk & <Play>" && states[3].link.fragment == "tab=work&y=0&scheme=dark")
        #expect(states[4].link.query == "周末的会议安排")
        #expect(
            states[4].link.fragment
                == "tab=allMails&y=0&scheme=dark&q=%E5%91%A8%E6%9C%AB%E7%9A%84%E4%BC%9A%E8%AE%AE%E5%AE%89%E6%8E%92")
        #expect(states[5].link.query == "zqxjzz")
        #expect(states[6].label.text == "Light" && states[6].link.scheme == .light)
    }

    /// The word no mail holds is compared ignoring case, by characters: `ZQXJ` holds `zqxj`, a
    /// `j` with a combining accent is another character, and the Kelvin sign is not an ASCII k.
    @Test(
        arguments: [
            ("ZQXJ", "zqxjz"), ("Re: zQxJZ and ZqXjZz", "zqxjzzz"), ("zqxj\u{301}", "zqxj"), ("zqx", "zqxj"),
            ("\u{212A}zqxj", "zqxjz"), ("Zoë ZQXJ’s", "zqxjz"),
        ] as [(String, String)])
    func theMissingWordIgnoresCase(_ subject: String, _ word: String) {
        var spec = LayoutSpec.default
        spec.mails = [
            Mail(
                from: "A", subject: subject, preview: "", date: MailDate(year: 2026, month: 1, day: 1),
                category: "primary")
        ]
        #expect(ReviewBoard(spec: spec).missingQuery == word)
        #expect(ReviewBoard(spec: spec).missingQuery == Self.missingQueryByCharacters(spec))
    }

    /// The definition: lower-cased texts compared by characters.
    private static func missingQueryByCharacters(_ spec: LayoutSpec) -> String {
        let texts = spec.mails.flatMap { [$0.from, $0.subject, $0.preview] }.map { $0.lowercased() }
        var word = "zqxj"
        while texts.contains(where: { $0.contains(word) }) { word += "z" }
        return word
    }

    @Test func withoutMailsThereIsNoSearchWithAResult() {
        var spec = LayoutSpec.default
        spec.mails = []
        let labels = ReviewBoard(spec: spec).states.map(\.label.text)
        #expect(!labels.contains { $0.hasPrefix("Searching “") && !$0.hasSuffix("no result") })
        #expect(labels.contains("Searching “zqxj”: no result"))
    }

    @Test(
        arguments: [
            ("Dinner on Friday?", "Dinner"), ("Re: Q4 roadmap", "Re"), ("A long day", "long"), ("!!! ?", nil),
            ("Zoë’s pie", "Zoë"), ("周末的会议安排", "周末的会议安排"),
        ] as [(String, String?)])
    func theSearchWordIsTheFirstWordOfTwoLettersOrMore(_ subject: String, _ word: String?) {
        #expect(ReviewBoard.firstWord(of: subject) == word)
    }

    @Test func valuesAreEncodedAsEncodeURIComponentDoes() {
        #expect("a b&c=d#e/f?g+h%".uriComponentEncoded == "a%20b%26c%3Dd%23e%2Ff%3Fg%2Bh%25")
        #expect("-_.!~*'()AZaz09".uriComponentEncoded == "-_.!~*'()AZaz09")
        #expect("é\"<".uriComponentEncoded == "%C3%A9%22%3C")
        let link = DeepLink(tab: "updates", y: 117, scheme: .dark, query: "", reducedMotion: true)
        #expect(link.href == "index.html#tab=updates&y=117&scheme=dark&q=&motion=reduce")
        let mirrored = DeepLink(tab: "updates", scheme: .auto, direction: .rtl, query: "x")
        #expect(mirrored.href == "index.html#tab=updates&y=0&scheme=auto&dir=rtl&q=x")
    }

    /// Every cell: a label linking to the state, the fragment, and a titled frame of the same URL.
    @Test func eachCellLinksAndFramesTheSameEscapedURL() throws {
        let html = try #require(try files(.default)["states.html"])
        let board = ReviewBoard(spec: .default)
        let cells = board.states + board.conditions + board.locales
        #expect(html.components(separatedBy: "<li class=\"state\"").count - 1 == cells.count)
        #expect(html.components(separatedBy: "<iframe ").count - 1 == cells.count)
        for state in cells {
            let href = "index.html#" + state.link.fragment.replacingOccurrences(of: "&", with: "&amp;")
            #expect(html.contains("<a href=\"\(href)\">\(state.label.html)</a>"))
            #expect(html.contains("<iframe src=\"\(href)\" title=\"The prototype: \(state.label.plain.htmlEscaped)\">"))
        }
        #expect(!html.contains("<script"))
    }

    /// The Conditions section (reference §6), after the states: each condition once, by its link,
    /// a named phone's cell at that phone's size.
    @Test func theConditionsSectionShowsEachConditionByItsLink() throws {
        let conditions = ReviewBoard(spec: .default).conditions
        #expect(
            conditions.map(\.link.fragment) == [
                "tab=allMails&y=0&scheme=auto&text=accessibility3&hold=primary",
                "tab=allMails&y=0&scheme=auto&text=xSmall",
                "tab=allMails&y=0&scheme=auto&dir=rtl",
                "tab=primary&y=0&scheme=auto&dir=rtl",
                "tab=primary&y=0&scheme=light&contrast=increased",
                "tab=primary&y=0&scheme=dark&contrast=increased",
                "tab=allMails&y=325&scheme=auto&transparency=reduced",
                "tab=allMails&y=0&scheme=auto&device=se",
                "tab=allMails&y=0&scheme=auto&device=16-pro-max",
            ])
        #expect(conditions[0].label.text == "Accessibility 3: Large Content Viewer on Primary")
        #expect(
            conditions[2].label.text == "Right to left, All Mails"
                && conditions[3].label.text == "Right to left, Primary")
        // A right-to-left spec shows the other direction.
        let arabic = try LayoutSpec.decode(Array(#"{"language": "ar"}"#.utf8), file: "ar.json")
        #expect(ReviewBoard(spec: arabic).conditions[2].link.direction == .ltr)
        let files = try files(.default)
        let html = try #require(files["states.html"])
        let css = try #require(files["states.css"])
        let section = try #require(html.range(of: "<h2 class=\"board__section\">Conditions</h2>"))
        #expect(html.range(of: "Searching")?.lowerBound ?? html.endIndex < section.lowerBound)
        #expect(html.contains("<li class=\"state\" data-device=\"se\">"))
        #expect(
            css.contains(
                ".state[data-device=\"16-pro-max\"] { --screen-width: 440px; --screen-height: 956px; --print-scale: "))
    }

    /// The Locales section: All Mails in the spec's locale, by the link without
    /// `locale=`, then in each of the page's other locales, each labelled with its tag and its
    /// name in its own language, in that language; after the conditions, before the springs.
    @Test func theLocalesSectionShowsTheSpecsLocaleFirstThenTheOthers() throws {
        let locales = ReviewBoard(spec: .default).locales
        #expect(
            locales.map(\.label.text) == [
                "en-US · English (United States)", "de-DE · Deutsch (Deutschland)",
                "ar-SA · العربية (المملكة العربية السعودية)", "ja-JP · 日本語（日本）",
            ])
        #expect(locales.map(\.language) == ["en-US", "de-DE", "ar-SA", "ja-JP"])
        #expect(
            locales.map(\.link.fragment) == [
                "tab=allMails&y=0&scheme=auto", "tab=allMails&y=0&scheme=auto&locale=de-DE",
                "tab=allMails&y=0&scheme=auto&locale=ar-SA", "tab=allMails&y=0&scheme=auto&locale=ja-JP",
            ])
        // A spec in one of them puts it first, once; one in another locale adds it before all four.
        let arabic = try LayoutSpec.decode(Array(#"{"language": "ar", "locale": "ar-SA"}"#.utf8), file: "ar.json")
        #expect(
            ReviewBoard(spec: arabic).locales.map(\.link.locale) == [nil, "en-US", "de-DE", "ja-JP"])
        var swiss = LayoutSpec.default
        swiss.colorScheme = .dark
        swiss.locale = .tag(try LocaleTag("de-CH"))
        let board = ReviewBoard(spec: swiss).locales
        #expect(board.map(\.link.locale) == [nil, "en-US", "de-DE", "ar-SA", "ja-JP"])
        #expect(board[0].label.text == "de-CH · Deutsch (Schweiz)" && board.allSatisfy { $0.link.scheme == .dark })
        let files = try files(.default)
        let html = try #require(files["states.html"])
        let section = try #require(html.range(of: "<h2 class=\"board__section\">Locales</h2>"))
        #expect(html.range(of: "iPhone 16 Pro Max")?.lowerBound ?? html.endIndex < section.lowerBound)
        #expect(section.upperBound < html.range(of: "Springs</h2>")?.lowerBound ?? html.startIndex)
        #expect(html.contains("<h2 class=\"state__label\" lang=\"de-DE\"><a href="))
        #expect(try #require(files["states.css"]).contains(".states--locales { break-before: page; }"))
    }

    /// A locale the locale tables have no data for is named by the one its formats fall back to, in
    /// the board's language.
    @Test func aLocaleWithoutDataIsLabelledWithItsFallback() throws {
        let formats = LocaleFormats(try LocaleTag("tlh-US"))
        try #require(formats.fallbackNote != nil)
        let (label, language) = ReviewBoard.localeLabel(of: formats, words: BoardWords(spec: .default))
        #expect(label.text == "tlh-US · formats of en-US: English (United States)" && language == nil)
        // The name is in its own language, isolated as the tags are.
        #expect(
            label.html.markup
                == "<bdi>tlh-US</bdi> · formats of <bdi>en-US</bdi>: <bdi lang=\"en-US\">English (United States)</bdi>")
    }

    /// The custom spec's hostile titles add no markup: the board has as many `<` as the board of
    /// the same spec with every text a plain word.
    @Test func specTextOnTheBoardIsEscaped() throws {
        let custom = try LayoutSpec.decode(
            Array(try Data(contentsOf: GeneratorTests.snapshots.appendingPathComponent("custom-spec.json"))),
            file: "custom-spec.json")
        var plain = custom
        plain.title = "x"
        plain.allMails.title = "x"
        plain.tabs = custom.tabs.map { tab in
            var tab = tab
            tab.title = "x"
            return tab
        }
        plain.mails = custom.mails.map { mail in
            var mail = mail
            (mail.from, mail.subject, mail.preview) = ("x", "x", "")
            return mail
        }
        let html = try #require(try files(custom)["states.html"])
        #expect(
            html.contains("<title>\u{2068}Inbox &lt;Review&gt; &amp; &quot;Notes&quot;\u{2069}: every state</title>"))
        #expect(html.contains("<h1><bdi>Inbox &lt;Review&gt; &amp; &quot;Notes&quot;</bdi>: every state</h1>"))
        let plainHTML = try #require(try files(plain)["states.html"])
        #expect(html.utf8.count { $0 == UInt8(ascii: "<") } == plainHTML.utf8.count { $0 == UInt8(ascii: "<") })
    }

    /// Printed, a row of frames and their labels fits the printable box of A4 and of Letter in
    /// landscape, and two rows never fit one page, so each row starts a page.
    @Test(arguments: [(393.0, 852.0), (430, 932), (280, 480), (1024, 600), (1024, 1400), (600, 1400)])
    func theBoardPrintsOneRowAPageOnA4AndLetter(_ width: Double, _ height: Double) {
        var spec = LayoutSpec.default
        spec.screen.width = width
        spec.screen.height = height
        let layout = ReviewBoard(spec: spec).printLayout
        let columns = Double(layout.columns)
        for paper in [(width: 297.0, height: 210.0), (width: 279.4, height: 215.9)] {
            let printable = (
                width: (paper.width - 2 * ReviewBoard.pageMargin) / 25.4 * 96,
                height: (paper.height - 2 * ReviewBoard.pageMargin) / 25.4 * 96
            )
            let rowHeight = ReviewBoard.printLabelHeight + height * layout.scale
            #expect(columns * width * layout.scale + (columns - 1) * ReviewBoard.printGap <= printable.width)
            #expect(rowHeight <= printable.height)
            #expect(layout.scale <= 1)
        }
        if width == 393 { #expect(layout.columns == 3 && layout.scale == 0.7865) }
    }

    @Test func theSingleFileBoardAllowsExactlyItsInlineStyle() throws {
        let single = try files(.default, singleFile: true)
        #expect(Set(single.keys) == ["index.html", "states.html"])
        let html = try #require(single["states.html"])
        let style = try #require(
            html.components(separatedBy: "<style>").last?.components(separatedBy: "</style>").first)
        #expect(
            html.contains(
                "default-src 'none'; style-src \(SHA256.cspSource(for: style)); frame-src 'self'; img-src 'self' data:; "
                    + "base-uri 'none'; form-action 'none'"))
        #expect(style.contains("--print-scale: 0.7865;") && style.contains(PageTemplate.statesCSS))
        let three = try files(.default)
        #expect(three["states.css"] == String(style.dropFirst()))
        #expect(three["states.html"]?.contains("style-src 'self'; frame-src 'self';") == true)
    }
}
