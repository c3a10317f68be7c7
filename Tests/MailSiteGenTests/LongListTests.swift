import Testing

@testable import LayoutSpec
@testable import MailSiteGen

/// A long inbox is written as lists of `PageMarkup.rowsPerList` rows, each drawn by the engine only
/// near the viewport (docs/how-the-page-works.md: "A long inbox").
struct LongListTests {
    private func files(mails count: Int) throws -> [String: String] {
        let mails = (0..<count).map { index in
            let minute = String(59 - index % 60)
            let hour = String(23 - index / 60 % 24)
            let day = 28 - index / 1440
            return """
                {"from": "Sender \(index)", "subject": "Subject \(index)", "preview": "Preview \(index)",
                 "date": "2026-11-\(day)T\(hour.count == 1 ? "0" + hour : hour):\(minute.count == 1 ? "0" + minute : minute)",
                 "category": "\(["primary", "transactions", "updates", "promotions"][index % 4])"}
                """
        }
        let json = "{\"mails\": [\(mails.joined(separator: ","))]}"
        let spec = try LayoutSpec.decode(Array(json.utf8), file: "spec.json")
        return Dictionary(uniqueKeysWithValues: try SiteGenerator(spec: spec).generate().map { ($0.path, $0.contents) })
    }

    private func count(_ needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    @Test func anInboxUpToOneListIsOneListAndDrawnAsBefore() throws {
        let page = try files(mails: PageMarkup.rowsPerList)
        let html = try #require(page["index.html"])
        #expect(count("<ul class=\"mail-list__rows\">", in: html) == 1)
        #expect(count("data-part=\"mail\"", in: html) == PageMarkup.rowsPerList)
        let css = try #require(page["style.css"])
        #expect(!css.contains("content-visibility: auto"))
        // One list folds a row with content-visibility: hidden, keeping its layout for the way back.
        #expect(css.contains("    content-visibility: hidden;\n    contain-intrinsic-size: 0 0;"))
    }

    @Test func aLongerInboxIsListsOfAHundredRowsInOrderEachDrawnNearTheViewport() throws {
        let page = try files(mails: 250)
        let html = try #require(page["index.html"])
        let lists = html.components(separatedBy: "<ul class=\"mail-list__rows\">").dropFirst()
        #expect(lists.map { count("data-part=\"mail\"", in: $0) } == [100, 100, 50])
        // Newest first across the lists: the first list ends with mail 99, the second starts with 100.
        #expect(lists.first?.contains("Sender 99<") == true)
        #expect(lists.first?.contains("Sender 100<") == false)
        let secondStart = "\n<li class=\"mail\" data-part=\"mail\" data-category=\"primary\">"
        #expect(lists.dropFirst().first?.hasPrefix(secondStart) == true)
        #expect(lists.dropFirst().first?.contains("Sender 100<") == true)
        #expect(lists.allSatisfy { $0.contains("</ul>") })
        let css = try #require(page["style.css"])
        #expect(css.contains(".mail-list__rows {\n  --mail-lines: 4;\n  content-visibility: auto;"))
        let guess = "auto calc(100 * (21px + var(--mail-lines) * var(--line-subheadline)))"
        #expect(css.contains("contain-intrinsic-block-size: \(guess);"))
        #expect(css.contains(":root[data-text-size^=\"accessibility\"] .mail-list__rows { --mail-lines: 5; }"))
    }

    /// In lists the engine skips, a row folded with content-visibility: hidden could keep a stale
    /// size in Chromium (blank 20 px gaps); a long inbox's rows fold to a height of 0 instead,
    /// and before app.js runs (or without it) leave the layout tree.
    @Test func aLongerInboxFoldsARowOfAnotherCategoryToNoHeight() throws {
        let css = try #require(try files(mails: 250)["style.css"])
        #expect(!css.contains("content-visibility: hidden"))
        let row = ":not([data-search-active]) .mail:not([data-category=\"promotions\"])"
        #expect(css.contains(":root[data-list-tab=\"promotions\"]\(row) { display: none; }"))
        let fold = "display: revert;\n  block-size: 0;\n  padding-block: 0;\n  overflow: clip;\n  visibility: hidden;"
        #expect(css.contains(":root[data-list-tab=\"promotions\"][data-ready]\(row) {\n  \(fold)\n}"))
    }
}
