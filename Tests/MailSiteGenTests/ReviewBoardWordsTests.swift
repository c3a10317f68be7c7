import Foundation
import LayoutSpec
import TestSupport
import Testing

@testable import MailSiteGen

/// The review board's own words: English until the spec gives any of `strings`' board texts, then
/// in the spec's language, direction and digits; every text from elsewhere in a label isolated in
/// its own direction wherever the label is written, and escaped.
struct ReviewBoardWordsTests {
    static func example(_ name: String) throws -> LayoutSpec {
        let url = TestSupport.packageRoot.appendingPathComponent("examples/\(name).json")
        return try LayoutSpec.decode(Array(try Data(contentsOf: url)), file: "\(name).json")
    }

    static func board(_ spec: LayoutSpec, baseURL: String? = nil) throws -> String {
        let sharing = Sharing(baseURL: try baseURL.map { try BaseURL($0) })
        let files = try SiteGenerator(spec: spec, sharing: sharing).generate()
        return try #require(files.first { $0.path == "states.html" }?.contents)
    }

    /// The fixed words of the English board's texts (a run of at least five characters between
    /// placeholders): none may be left on a translated board.
    static let englishWords: [String] = ScreenStrings().boardTexts.flatMap { _, text in
        ((try? PhrasePiece.pieces(of: text)) ?? []).compactMap { piece -> String? in
            guard case .text(let words) = piece else { return nil }
            let trimmed = words.trimmingCharacters(in: .whitespacesAndNewlines.union(.punctuationCharacters))
            return trimmed.count >= 5 ? trimmed : nil
        }
    }

    /// The board's text outside `<code>` (a field, an option, SwiftUI's `.bouncy(duration: 0.3)`)
    /// and outside the motion timelines' rows, which name the page's parts and properties as the
    /// choreography does (`Tab bar`, `opacity`), as code names fields.
    static func prose(of html: String) -> String {
        html.split(separator: "<code>").map { $0.split(separator: "</code>", maxSplits: 1).last ?? "" }
            .joined()
            .split(separator: "<g class=\"timeline__row\"")
            .map { $0.split(separator: "</g>", maxSplits: 1).last ?? "" }.joined()
    }

    @Test func theArabicBoardIsInArabicRightToLeftInArabicDigits() throws {
        let spec = try Self.example("arabic")
        let html = try Self.board(spec, baseURL: "https://example.com/")
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"ar\" dir=\"rtl\">\n"))
        // The spec's title isolated: a <bdi> in markup, FSI … PDI in the title and attributes.
        #expect(html.contains("<title>\u{2068}كل صناديق البريد\u{2069}: كل الحالات</title>"))
        #expect(html.contains("<h1><bdi>كل صناديق البريد</bdi>: كل الحالات</h1>"))
        #expect(html.contains("\"><bdi>كل الرسائل</bdi>، في الأعلى</a></h2>"))
        #expect(html.contains("title=\"النموذج: \u{2068}كل الرسائل\u{2069}، في الأعلى\""))
        #expect(html.contains(">بعد تمرير ١١٧٫٥ بكسل: الترويسة نصف ظاهرة</a></h2>"))
        #expect(html.contains(">البحث عن «<bdi>عشاء</bdi>»</a></h2>"))
        #expect(html.contains(">نص أكبر ٣: عارض المحتوى الكبير على <bdi>الرئيسي</bdi></a></h2>"))
        #expect(html.contains("<h2 class=\"board__section\">الأوضاع</h2>"))
        #expect(html.contains("<h2 class=\"board__section\">المناطق</h2>"))
        #expect(html.contains("<h2 class=\"board__section board__section--springs\">النوابض</h2>"))
        // The motion's heading, and its timelines' axes in the board's words and digits.
        #expect(html.contains("<h2 class=\"board__section board__section--motion\">الحركة</h2>"))
        #expect(html.contains(">١٠٠ ملي ث</text>") && html.contains(">١٢٠ نقطة</text>"))
        #expect(html.contains("المدة ٠٫٣ ث، الارتداد ٠٫٣؛ يتجاوز الهدف بنسبة ٤٫٦٪؛ يستقر خلال ٤٩٢ ملي ث"))
        #expect(html.contains("<figcaption>امسح الرمز لفتح هذه الحالة</figcaption>"))
        #expect(
            html.contains(
                "aria-label=\"رمز QR: \u{2068}https://example.com/index.html#tab=allMails&amp;y=0&amp;scheme=auto\u{2069}\""
            ))
        // The locale row: the tag and the name each in its own direction, the name in its language.
        #expect(
            html.contains(
                "<h2 class=\"state__label\" lang=\"en-US\"><a href=\"index.html#tab=allMails&amp;y=0&amp;scheme=auto&amp;locale=en-US\"><bdi>en-US</bdi> · <bdi>English (United States)</bdi></a></h2>"
            ))
        for english in Self.englishWords {
            #expect(!Self.prose(of: html).contains(english), "'\(english)' is left in English")
        }
    }

    @Test func theGermanBoardIsInGermanInGermanDigits() throws {
        let html = try Self.board(try Self.example("german"))
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"de\">\n"))
        #expect(html.contains("<h1><bdi>Alle Postfächer</bdi>: alle Zustände</h1>"))
        #expect(html.contains(">117,5 px gescrollt: Kopf halb eingeblendet</a></h2>"))
        #expect(html.contains(">Suche nach „<bdi>zqxj</bdi>“: kein Ergebnis</a></h2>"))
        #expect(html.contains(">Suche nach „<bdi>Abendessen</bdi>“</a></h2>"))
        #expect(html.contains("<h2 class=\"board__section\">Bedingungen</h2>"))
        #expect(html.contains("Dauer 0,3 s, Federung 0,3; Überschwingen 4,6 %; kommt nach 492 ms zur Ruhe"))
        #expect(
            html.contains(
                "<p class=\"board__codes\">Mit einer Basis-URL gebaut (<code>--base-url</code> oder <code>site.baseURL</code>"
            ))
        for english in Self.englishWords {
            #expect(!Self.prose(of: html).contains(english), "'\(english)' is left in English")
        }
    }

    /// An English board with an Arabic title (a spec that leaves the board's words alone): the
    /// label reads "All Mails …, at the top" as its words run, the title isolated and marked as
    /// Arabic, and the figures as the English board always wrote them.
    @Test func anEnglishBoardIsolatesAnArabicTitle() throws {
        let json = #"""
            {"language": "ar", "locale": "ar-SA", "title": "كل صناديق البريد", "allMails": {"title": "كل الرسائل"}}
            """#
        let spec = try LayoutSpec.decode(Array(json.utf8), file: "ar.json")
        #expect(!spec.strings.translatesTheBoard)
        let html = try Self.board(spec)
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">\n"))
        #expect(html.contains("<h1><bdi lang=\"ar\">كل صناديق البريد</bdi>: every state</h1>"))
        #expect(html.contains("\"><bdi lang=\"ar\">كل الرسائل</bdi>, at the top</a></h2>"))
        #expect(html.contains("title=\"The prototype: \u{2068}كل الرسائل\u{2069}, at the top\""))
        #expect(html.contains(">Scrolled 117.5 px: header half-faded</a></h2>"))
        #expect(html.contains(">Left to right, <bdi lang=\"ar\">كل الرسائل</bdi></a></h2>"))
        // A label holds no direction of its own: it takes the board's.
        #expect(!html.contains("dir=\"auto\""))
    }

    /// The board's words are the spec's text too: escaped wherever they are written, and a
    /// placeholder's text is set in them as text.
    @Test func theBoardsWordsAndTheSpecsTextsAreEscaped() throws {
        var spec = LayoutSpec.default
        spec.title = "<b>&\"'"
        spec.strings.boardTitle = "<i>{title}</i> & \"every\""
        spec.strings.boardAtTheTop = "<script>{title}"
        spec.strings.boardFrameTitle = "\"{state}\" <x>"
        spec.strings.boardConditions = "<h1>"
        let html = try Self.board(spec)
        #expect(
            html.contains(
                "<title>&lt;i&gt;\u{2068}&lt;b&gt;&amp;&quot;&#39;\u{2069}&lt;/i&gt; &amp; &quot;every&quot;</title>"))
        #expect(
            html.contains("<h1>&lt;i&gt;<bdi>&lt;b&gt;&amp;&quot;&#39;</bdi>&lt;/i&gt; &amp; &quot;every&quot;</h1>"))
        #expect(html.contains("\">&lt;script&gt;<bdi>All Mails</bdi></a></h2>"))
        #expect(html.contains("title=\"&quot;&lt;script&gt;\u{2068}All Mails\u{2069}&quot; &lt;x&gt;\""))
        #expect(html.contains("<h2 class=\"board__section\">&lt;h1&gt;</h2>"))
        #expect(!html.contains("<script") && !html.contains("<i>") && !html.contains("<b>"))
    }

    /// The default spec's board is English, as it always was.
    @Test func theDefaultBoardIsEnglish() {
        #expect(!LayoutSpec.default.strings.translatesTheBoard)
        let words = BoardWords(spec: .default)
        #expect(words.language == "en" && !words.isRightToLeft && words.specLanguage == nil && words.numbers == nil)
    }
}
