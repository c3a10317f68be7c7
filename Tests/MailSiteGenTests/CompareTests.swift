import Encoders
import Foundation
import LayoutSpec
import Templates
import TestSupport
import Testing

@testable import MailSiteGen

/// `compare`: what differs between specs, its three reports, and the comparison's files.
struct CompareTests {
    static func variant(_ name: String, _ json: String) throws -> CompareVariant {
        CompareVariant(name: name, spec: try LayoutSpec.decode(Array(json.utf8), file: name))
    }

    static let changed = #"""
        {"title": "Calm", "tabBar": {"spacing": 12, "animation": {"duration": 0.3, "bounce": 0.15}},
         "tabs": [{"id": "primary", "title": "Primary", "symbol": "person", "color": "blue"},
                  {"id": "transactions", "title": "Transactions", "symbol": "cart", "color": "orange"},
                  {"id": "updates", "title": "Updates", "symbol": "text.bubble", "color": "indigo"},
                  {"id": "promotions", "title": "Promotions", "symbol": "megaphone", "color": "pink"},
                  {"id": "social", "title": "Social", "symbol": "star", "color": "teal"}]}
        """#

    static func pair() throws -> [CompareVariant] {
        [try variant("bouncy.json", "{}"), try variant("calm.json", changed)]
    }

    @Test func everyFieldThatDiffersIsOneRowInTheTablesOrder() throws {
        let diff = SpecDiff(variants: try Self.pair())
        #expect(
            diff.rows.map(\.path) == [
                "title", "tabs[1].color", "tabs[4].id", "tabs[4].title", "tabs[4].symbol", "tabs[4].color",
                "tabBar.spacing", "tabBar.animation", "mails",
            ])
        // The sample mails of both, spread over their tabs: the fifth takes its share.
        let mails = try #require(diff.rows.first { $0.path == "mails" })
        #expect([mails.text(0), mails.text(1)] == ["44 mails", "44 mails, 8 not as in bouncy.json"])
        let spacing = try #require(diff.rows.first { $0.path == "tabBar.spacing" })
        #expect(spacing.values == [.number(8), .number(12)])
        #expect([spacing.text(0), spacing.text(1)] == ["8 px", "12 px"])
        let added = try #require(diff.rows.first { $0.path == "tabs[4].title" })
        #expect(added.values == [nil, .text("Social")])
        #expect(added.text(0) == SpecDiff.absent)
        let color = try #require(diff.rows.first { $0.path == "tabs[1].color" })
        #expect(color.text(1) == "orange (#FF9500 / #FF9F0A)")
        // A spring is one row: its duration and bounce are not rows of their own.
        #expect(!diff.rows.contains { $0.path.hasPrefix("tabBar.animation.") })
        let spring = try #require(diff.rows.first { $0.path == "tabBar.animation" })
        #expect(spring.figures(0) == "overshoot 4.6 %, settles in 492 ms")
        #expect(spring.figures(1) == "overshoot 0.6 %, settles in 419 ms")
    }

    @Test func theSameSpecsHaveNoRowsAndTheMailsAreOneRow() throws {
        #expect(SpecDiff(variants: [try Self.variant("a.json", "{}"), try Self.variant("b.json", "{}")]).isEmpty)
        let fewer = try Self.variant(
            "b.json",
            #"{"mails": [{"from": "Ann", "subject": "Hi", "preview": "Hello", "date": "2024-10-01T09:00", "category": "primary"}]}"#
        )
        let diff = SpecDiff(variants: [try Self.variant("a.json", "{}"), fewer])
        #expect(diff.rows.map(\.path) == ["mails"])
        #expect(diff.rows[0].values == [.number(Double(LayoutSpec.default.mails.count)), .number(1)])
        #expect(diff.rows[0].text(0) == "\(LayoutSpec.default.mails.count) mails")
        #expect(diff.rows[0].text(1) == "1 mail, \(LayoutSpec.default.mails.count) not as in a.json")
    }

    @Test func theOvershootIsTheClosedFormOfTheCurve() {
        for spring in [Spring(duration: 0.3, bounce: 0.3), Spring(duration: 0.5, bounce: 0.15)] {
            let peak = stride(from: 0.0, to: 2, by: 0.0001).map(spring.value(at:)).max() ?? 0
            #expect(abs(spring.overshoot - (peak - 1)) < 1e-5)
        }
        #expect(Spring(duration: 0.3, bounce: 0).overshoot == 0)
        #expect(Spring(duration: 0.3, bounce: -0.5).overshoot == 0)
    }

    @Test func theTextReportListsEachVariantsValueAndCannotDriveATerminal() throws {
        var variants = try Self.pair()
        variants[1].name = "calm\u{1B}[31m.json"
        let report = SpecDiff(variants: variants).report(.text)
        #expect(report.hasPrefix("bouncy.json and calm?[31m.json: 9 fields differ.\n\ntitle\n"))
        #expect(report.contains("\ntabBar.spacing\n  1 bouncy.json     8 px\n  2 calm?[31m.json  12 px\n"))
        #expect(!report.contains("\u{1B}"))
        let same = SpecDiff(variants: [variants[0], variants[0]]).report(.text)
        #expect(same == "bouncy.json and bouncy.json: no field differs.\n")
    }

    @Test func theMarkdownReportIsOneTableWhoseTextCannotBreakIt() throws {
        var variants = try Self.pair()
        variants[1].name = "a|b<script>`x`.json"
        let report = SpecDiff(variants: variants).report(.markdown)
        let lines = report.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == #"**9 fields differ** between bouncy.json, a\|b&lt;script&gt;\`x\`.json."#)
        #expect(lines[2] == #"| Field | bouncy.json | a\|b&lt;script&gt;\`x\`.json |"#)
        #expect(lines[3] == "|---|---|---|")
        #expect(lines.contains("| `tabBar.spacing` | 8 px | 12 px |"))
        // Every row has as many cells as the header.
        for line in lines.dropFirst(2) where line.hasPrefix("|") {
            let unescaped = line.replacingOccurrences(of: #"\|"#, with: "")
            #expect(unescaped.filter { $0 == "|" }.count == 4, "\(line)")
        }
    }

    /// The Arabic and German examples differ in their locale and in every one of the screen's
    /// words: a plural phrase is a row like a plain text (two plural objects are not "the same"
    /// because neither is one value), each of its forms named by its category, in both reports.
    @Test func theLocaleAndTheScreensWordsPlainAndPluralAreRows() throws {
        func example(_ name: String) throws -> CompareVariant {
            let url = TestSupport.packageRoot.appendingPathComponent("examples/\(name)")
            return try Self.variant(name, String(contentsOf: url, encoding: .utf8))
        }
        let diff = SpecDiff(variants: [try example("arabic.json"), try example("german.json")])
        let paths = diff.rows.map(\.path)
        #expect(paths.contains("locale"))
        // allMailsCaption is the default "{title} {count}" in both.
        let differing = ScreenStrings.fields.map { "strings." + $0.name }.filter { $0 != "strings.allMailsCaption" }
        #expect(paths.filter { $0.hasPrefix("strings.") } == differing)
        let results = try #require(diff.rows.first { $0.path == "strings.searchResults" })
        #expect(results.kind == .phrase)
        #expect(results.text(1) == #"one "{count} Ergebnis", other "{count} Ergebnisse""#)
        #expect(results.text(1, quoting: .typographic) == "one “{count} Ergebnis”, other “{count} Ergebnisse”")
        #expect(results.text(0).hasPrefix(#"zero "لا نتائج", one "نتيجة واحدة", two "نتيجتان", few "#))
        let text = diff.report(.text)
        #expect(text.contains("\nlocale\n  1 arabic.json  \"ar-SA\"\n  2 german.json  \"de-DE\"\n"))
        #expect(
            text.contains(
                "\nstrings.noResults\n  1 arabic.json  \"لا توجد نتائج\"\n  2 german.json  \"Keine Ergebnisse\"\n"))
        #expect(text.contains(#"  2 german.json  one "{count} Ergebnis", other "{count} Ergebnisse""#))
        let markdown = diff.report(.markdown)
        #expect(markdown.contains(#"| `locale` | "ar-SA" | "de-DE" |"#))
        #expect(markdown.contains(#"| one "{count} Ergebnis", other "{count} Ergebnisse" |"#))
        #expect(markdown.contains(#"| `strings.noMail` | "لا يوجد بريد" | "Keine E-Mails" |"#))
        // A plural phrase against the same words written as one string is a difference too.
        let plain = try Self.variant("plain.json", #"{"strings": {"searchResults": "{count} Results"}}"#)
        let plural = try Self.variant("plural.json", #"{"strings": {"searchResults": {"other": "{count} Results"}}}"#)
        #expect(SpecDiff(variants: [plain, plural]).rows.map(\.path) == ["strings.searchResults"])
    }

    @Test func theJSONReportParsesAndSaysWhatDiffers() throws {
        let report = SpecDiff(variants: try Self.pair()).report(.json)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(report.utf8)) as? [String: Any])
        #expect(object["differs"] as? Bool == true)
        let variants = try #require(object["variants"] as? [[String: Any]])
        #expect(variants.map { $0["file"] as? String } == ["bouncy.json", "calm.json"])
        let differences = try #require(object["differences"] as? [[String: Any]])
        let spacing = try #require(differences.first { $0["path"] as? String == "tabBar.spacing" })
        #expect(spacing["values"] as? [Double] == [8, 12])
        let added = try #require(differences.first { $0["path"] as? String == "tabs[4].id" })
        #expect((added["values"] as? [Any])?.first is NSNull)
        let spring = try #require(differences.first { $0["path"] as? String == "tabBar.animation" })
        let figures = try #require(spring["springs"] as? [[String: Double]])
        #expect(figures.map { $0["settleTime"] } == [0.492, 0.419])
    }

    @Test func aComparisonHasItsPageAndEachVariantsWholeSite() throws {
        let files = try CompareGenerator(variants: try Self.pair()).generate()
        let paths = files.map(\.path)
        #expect(Array(paths.prefix(3)) == ["index.html", "compare.css", "compare.js"])
        for number in 1...2 {
            for file in ["index.html", "style.css", "app.js", "states.html", "states.css"] {
                #expect(paths.contains("variant-\(number)/\(file)"))
            }
        }
        let page = try #require(files.first { $0.path == "index.html" }).contents
        #expect(page.contains(#"<li class="variant" data-part="variant" data-variant="2">"#))
        #expect(page.contains(#"<iframe src="variant-1/index.html""#))
        #expect(page.contains(#"<tr data-part="diff-row" data-path="tabs[4].title" data-type="string">"#))
        #expect(page.contains(#"<figure class="diff__figure" data-part="spring-plot" data-spring="tabBar.animation">"#))
        #expect(page.contains("default-src 'none'; script-src 'self'; style-src 'self'; frame-src 'self';"))
        // A phone's script talks to the page; a build's does not.
        let phone = try #require(files.first { $0.path == "variant-1/app.js" }).contents
        #expect(phone.contains("mailsitegen: 'compare'"))
        #expect(phone.contains("mailsitegen:replay"))
        let built = try SiteGenerator(spec: .default).generate()
        #expect(!(try #require(built.first { $0.path == "app.js" }).contents.contains("'compare'")))
    }

    /// A phone's label and its frame's title read as a person would say them: the file, a dash,
    /// the title (the page shows the two on lines of their own, the dash out of sight); each of
    /// the two isolated, so that a right-to-left title keeps its own order.
    @Test func eachPhoneIsLabelledWithItsFileThenItsTitle() throws {
        let variants = [
            try Self.variant("bouncy.json", #"{"title": "All Inboxes"}"#),
            try Self.variant("arabic.json", #"{"title": "كل الرسائل"}"#),
        ]
        let page = try #require(
            try CompareGenerator(variants: variants).generate().first { $0.path == "index.html" }
        ).contents
        #expect(
            page.contains(
                #"<bdi class="variant__file">bouncy.json</bdi><span class="variant__separator"> — </span>"#
                    + #"<bdi class="variant__title">All Inboxes</bdi>"#))
        #expect(page.contains(#"title="Variant 1: bouncy.json — All Inboxes""#))
        #expect(page.contains(#"<bdi class="variant__title">كل الرسائل</bdi>"#))
        #expect(page.contains(#"title="Variant 2: arabic.json — كل الرسائل""#))
    }

    @Test func aHostileNameOrTitleIsText() throws {
        let hostile = #"<img src=x onerror="alert(1)">'"#
        let variants = [
            try Self.variant(hostile + ".json", "{}"),
            try Self.variant("b.json", #"{"title": "</title><script>alert(2)</script>"}"#),
        ]
        for singleFile in [false, true] {
            let files = try CompareGenerator(variants: variants, singleFile: singleFile).generate()
            let page = try #require(files.first { $0.path == "index.html" }).contents
            #expect(!page.contains("<img src=x"))
            #expect(!page.contains("<script>alert"))
            #expect(page.contains("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&#39;.json"))
        }
    }

    @Test func oneFileHoldsEachPhoneAndItsPolicyAllowsExactlyTheirInlineSources() throws {
        let generator = CompareGenerator(variants: try Self.pair(), singleFile: true)
        let files = try generator.generate()
        #expect(files.map(\.path).filter { !$0.hasPrefix("variant-") } == ["index.html"])
        let page = try #require(files.first { $0.path == "index.html" }).contents
        #expect(!page.contains("<iframe src="))
        #expect(page.components(separatedBy: "<iframe srcdoc=\"").count == 3)
        for index in 0..<2 {
            let site = generator.variantSite(index)
            #expect(page.contains(SHA256.cspSource(for: "\n" + site.script)))
            #expect(page.contains(SHA256.cspSource(for: "\n" + site.stylesheet)))
            // The embedded page is the variant's own file, escaped into the attribute.
            let own = try #require(files.first { $0.path == "variant-\(index + 1)/index.html" }).contents
            #expect(page.contains(own.htmlEscaped))
        }
    }

    @Test func fewerThanTwoOrMoreThanFourSpecsAreRefused() throws {
        let one = try Self.variant("a.json", "{}")
        #expect(throws: MailSiteGenError.self) { try CompareGenerator(variants: [one]).generate() }
        #expect(throws: MailSiteGenError.self) {
            try CompareGenerator(variants: Array(repeating: one, count: 5)).generate()
        }
    }

    /// The comparison page's selectors are part of the contract, and so of `docs/selectors.md`.
    @Test func theSelectorReferenceListsEverySelectorOfTheComparisonPage() throws {
        let reference = try String(
            contentsOf: TestSupport.packageRoot.appendingPathComponent("docs/selectors.md"), encoding: .utf8)
        let section = try #require(reference.components(separatedBy: "## The comparison page").dropFirst().first)
        #expect(CompareMarkup.contract.count == 9)
        for selector in CompareMarkup.contract {
            #expect(section.contains("| `\(selector)` |"), "\(selector)")
        }
    }
}
