import Foundation
import LayoutSpec
import Templates
import TestSupport
import Testing

@testable import MailSiteGen

/// The whole output, file by file, against reviewed golden files.
struct GeneratorTests {
    static let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Snapshots")

    /// The text files of the site by path (the Home Screen icons, bytes, are `HomeScreenTests`').
    private func generate(_ spec: LayoutSpec) throws -> [String: String] {
        Dictionary(
            uniqueKeysWithValues: try SiteGenerator(spec: spec).generate().compactMap { file in
                guard case .text(let text) = file.body else { return nil }
                return (file.path, text)
            })
    }

    private func customSpec() throws -> LayoutSpec {
        let url = Self.snapshots.appendingPathComponent("custom-spec.json")
        return try LayoutSpec.decode(Array(try Data(contentsOf: url)), file: "custom-spec.json")
    }

    /// `public/` is the default prototype as the generator builds it, committed: it must never
    /// drift. Rebuild it with `swift run mailsitegen build` and review the diff.
    @Test func publicFolderIsTheDefaultBuild() throws {
        let generated = try SiteGenerator(spec: .default).generate()
        let publicFolder = TestSupport.packageRoot.appendingPathComponent("public")
        #expect(TestSupport.files(in: publicFolder) == ([OutputFolder.markerName] + generated.map(\.path)).sorted())
        for file in generated {
            let committed = try? Data(contentsOf: publicFolder.appendingPathComponent(file.path))
            let upToDate = committed.map { Array($0) == file.bytes } ?? false
            #expect(upToDate, "public/\(file.path) is out of date: run `swift run mailsitegen build`")
        }
        // Its marker records the built-in spec, as a build writes it.
        let marker = try? String(
            contentsOf: publicFolder.appendingPathComponent(OutputFolder.markerName), encoding: .utf8)
        #expect(marker == BuildRecord(specs: [.default]).markerContents, "run `swift run mailsitegen build`")
    }

    @Test func customSpecMatchesItsSnapshot() throws {
        for (path, contents) in try generate(try customSpec()) {
            try TestSupport.assertSnapshot(contents, named: "custom/\(path)", in: Self.snapshots)
        }
    }

    /// A fifth tab added to a spec of sample mails lists its share of them, and no "No Mail".
    @Test func aTabAddedToTheSampleMailsListsItsShare() throws {
        var spec = LayoutSpec.default
        spec.tabs.append(
            Tab(
                id: "social", title: "Social", symbol: .builtIn(try #require(SymbolName("person.2"))),
                color: try #require(SpecColor.system("teal"))))
        #expect(spec.mailList == .sample)
        let page = try #require(try generate(spec)["index.html"])
        #expect(page.components(separatedBy: #"data-part="mail" data-category="social""#).count - 1 == 8)
        #expect(!page.contains(#"data-empty="social""#))
    }

    @Test func outputIsDeterministic() throws {
        #expect(try generate(.default) == generate(.default))
        #expect(try generate(try customSpec()) == generate(try customSpec()))
    }

    @Test func specTextIsEscapedNeverMarkup() throws {
        let html = try generate(try customSpec())["index.html"] ?? ""
        #expect(html.contains("<title>Inbox &lt;Review&gt; &amp; &quot;Notes&quot;</title>"))
        #expect(html.contains("&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(!html.contains("<script>alert"))
        // Template syntax in a value is shown as written, not expanded.
        #expect(html.contains("Q4 plan {{title}}"))
        // Attribute values cannot be closed by a quote in the spec.
        #expect(html.contains("content=\"A review copy &quot; onmouseover=&quot;alert(1)\""))
        // app.js, the words' data block and the motion's
        #expect(html.components(separatedBy: "<script").count == 4)
        #expect(html.contains("<script type=\"application/json\" data-part=\"words\">"))
        #expect(html.contains("<script type=\"application/json\" data-part=\"motion\">"))
    }

    /// The words' data block is JSON a script reads, never markup: spec text in it cannot close
    /// the element, and it holds the texts as written.
    @Test func theWordsDataBlockCannotBeClosedBySpecText() throws {
        var spec = LayoutSpec()
        spec.strings.linkCopied = "</script><script>alert(1)</script> & <!--"
        spec.strings.searchResults = PluralPhrase(other: "{count} </SCRIPT>", [.one: "{count} <b>"])
        let html = try generate(spec)["index.html"] ?? ""
        let start = try #require(html.range(of: "data-part=\"words\">")).upperBound
        let end = try #require(html[start...].range(of: "</script>")).lowerBound
        let block = String(html[start..<end])
        #expect(!block.contains("<") && !block.contains(">") && !block.contains("&"))
        #expect(block.contains(#""other": "\u003C/script\u003E\u003Cscript\u003Ealert(1)"#))
        #expect(block.contains(#""one": "{count} \u003Cb\u003E""#))
    }

    /// `<html>` states the language and the direction in force, `auto` resolved from the language.
    @Test(arguments: [
        (#"{}"#, #"<html lang="en" dir="ltr""#),
        (#"{"language": "ar"}"#, #"<html lang="ar" dir="rtl""#),
        (#"{"language": "he-IL", "layoutDirection": "ltr"}"#, #"<html lang="he-IL" dir="ltr""#),
        (#"{"layoutDirection": "rtl"}"#, #"<html lang="en" dir="rtl""#),
    ])
    func languageAndDirectionAreOnTheRoot(json: String, root: String) throws {
        let spec = try LayoutSpec.decode(Array(json.utf8), file: "spec.json")
        #expect(try generate(spec)["index.html"]?.contains(root + " data-active-tab=") == true)
    }

    @Test func initialTabIsRenderedWithoutScript() throws {
        let html = try generate(try customSpec())["index.html"] ?? ""
        #expect(html.contains("data-active-tab=\"work\""))
        #expect(html.contains("data-tab=\"work\" aria-selected=\"true\""))
        #expect(html.contains("data-tab=\"family\" aria-selected=\"false\""))
        #expect(html.contains("<div class=\"pill\" data-tab=\"allMails\" hidden>"))
    }

    /// Hostable under any path and openable from disk: no absolute or remote references.
    @Test func onlyRelativeReferences() throws {
        let html = try generate(.default)["index.html"] ?? ""
        let references =
            html.components(separatedBy: "href=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
            + html.components(separatedBy: "src=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(!references.isEmpty)
        for reference in references {
            #expect(!reference.hasPrefix("/") && !reference.contains("://"), "\(reference)")
        }
        #expect(html.contains("href=\"style.css\"") && html.contains("src=\"app.js\""))
    }

    @Test func everyNumberOfTheSpecIsACustomProperty() throws {
        let css = try generate(try customSpec())["style.css"] ?? ""
        #expect(css.contains("--scroll-collapse-threshold: 60px;"))
        #expect(css.contains("--scroll-transition-distance: 40px;"))
        #expect(css.contains("--header-divider-width: 0.5px;"))
        #expect(css.contains("--header-divider-opacity: 0.5;"))
        #expect(css.contains("--tab-bar-active-padding: 10px;"))
        #expect(css.contains("--tab-bar-animation-settle-time: \(Spring(duration: 0.5, bounce: 0.2).cssSettleTime);"))
        #expect(css.contains("--tab-bar-animation-easing: \(Spring(duration: 0.5, bounce: 0.2).css);"))
        #expect(css.contains("--search-animation-easing: \(Spring(duration: 0.2, bounce: 0.15).css);"))
        #expect(css.contains("--screen-width: 430px;") && css.contains("--screen-height: 932px;"))
        #expect(css.contains("[data-tab=\"bills\"] { --tab-color: light-dark(#AF52DE, #BF5AF2); }"))
        // The template reads them; it never repeats the numbers.
        #expect(!PageTemplate.styleCSS.contains("110px"))
        #expect(!PageTemplate.appJS.contains("110"))
    }

    /// Every custom property the page declares is read somewhere (by the CSS or by app.js), and
    /// the numbers app.js needs come from custom properties, never from a copy in the script.
    @Test func everyCustomPropertyIsReadAndTheScriptHoldsNoDesignNumbers() throws {
        let files = try generate(try customSpec())
        let css = try #require(files["style.css"])
        let js = try #require(files["app.js"])
        let declared = Set(
            css.split(separator: "\n").compactMap { line -> String? in
                let trimmed = line.drop { $0 == " " }
                guard trimmed.hasPrefix("--"), let colon = trimmed.firstIndex(of: ":") else { return nil }
                return String(trimmed[..<colon])
            })
        #expect(declared.count > 40)
        // The spec's fields the script reads come in the list the generator writes into app.js
        // (`specFields`); a spring's two properties are read by the name both start with.
        func readByScript(_ name: String) -> Bool {
            js.contains("'\(name)'")
                || ["", "-easing", "-settle-time"].contains {
                    name.hasSuffix($0) && js.contains("\"\(name.dropLast($0.count))\"")
                }
        }
        for name in declared {
            #expect(css.contains("var(\(name)") || readByScript(name), "\(name) is declared but never read")
        }
        for name in [
            "--inline-title-fade-distance", "--reduced-motion-fade", "--tab-bar-animation-settle-time",
            "--scroll-collapse-threshold",
        ] {
            #expect(readByScript(name), "app.js does not read \(name)")
        }
        // The design's numbers are not in the script's code (its comments name SwiftUI's, as in
        // `.transition(.offset(x: 200))`): no durations, no offsets, no distances.
        // The tables the generator writes in (`specFields`, `conditions`) are data from the spec
        // and from `DynamicTypeSize`, not numbers of the script's own.
        let code = js.split(separator: "\n").filter { line in
            let trimmed = line.drop { $0 == " " }
            return !trimmed.hasPrefix("\"") && !trimmed.hasPrefix("[\"")
        }.map { line in
            line.range(of: "//").map { line[..<$0.lowerBound] } ?? line[...]
        }.joined(separator: "\n")
        for literal in ["150", "12,", "- 12", "200", "0.3", "492", "110", "15"] {
            #expect(!code.contains(literal), "app.js holds the literal \(literal)")
        }
    }

    @Test func listDatesAreRelativeToTheNewestMail() throws {
        let words = PageWords(spec: LayoutSpec())
        let today = try #require(MailDate("2026-11-29")).dayNumber
        let dates = [
            "2026-11-29T09:05", "2026-11-29T00:30", "2026-11-29T13:41", "2026-11-28T23:00", "2026-11-24", "2026-11-21",
        ]
        let labels = try dates.map { try words.formats.listLabel(for: #require(MailDate($0)), today: today) }
        #expect(labels == ["9:05\u{202F}AM", "12:30\u{202F}AM", "1:41\u{202F}PM", "Yesterday", "Tuesday", "11/21/26"])
    }
}
