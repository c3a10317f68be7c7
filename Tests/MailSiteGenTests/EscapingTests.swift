import LayoutSpec
import Testing

@testable import MailSiteGen

/// Escaping by context, on its own: text and quoted attribute values share `htmlEscaped`.
struct EscapingTests {
    @Test(arguments: [
        ("plain text, ünïcode and 中文", "plain text, ünïcode and 中文"),
        ("<script>alert(1)</script>", "&lt;script&gt;alert(1)&lt;/script&gt;"),
        ("\" onmouseover=\"x", "&quot; onmouseover=&quot;x"),
        ("it's 'quoted'", "it&#39;s &#39;quoted&#39;"),
        ("Fern & Co. &amp;", "Fern &amp; Co. &amp;amp;"),
        ("nul\u{0}byte", "nul\u{FFFD}byte"),
        ("é<é", "é&lt;é"),
        ("{{title}}", "{{title}}"),
    ])
    func htmlEscaped(_ input: String, _ expected: String) {
        #expect(input.htmlEscaped == expected)
    }

    /// JSON in a `<script>`: the bytes that could end it or open a comment, and the two line
    /// separators, become `\u` escapes; other multi-byte characters (`…` is E2 80 A6, like the
    /// separators' first two bytes) pass as they are, as does a separator cut short.
    @Test(arguments: [
        ("plain, ünïcode … 中文", "plain, ünïcode … 中文"),
        ("</script><!--&", #"\u003C/script\u003E\u003C!--\u0026"#),
        ("a\u{2028}b\u{2029}c", #"a\u2028b\u2029c"#),
        ("\u{2027}\u{202A}", "\u{2027}\u{202A}"),
    ])
    func scriptEscaped(_ input: String, _ expected: String) {
        #expect(input.scriptEscaped == expected)
    }

    @Test func templateLiteralEscapedLeavesNoSubstitution() {
        #expect("a`${b}\\c".templateLiteralEscaped == #"a\`\${b}\\c"#)
        #expect("ünïcode".templateLiteralEscaped == "ünïcode")
    }

    /// A JSON string literal escapes quotes, backslashes, every control character and the line
    /// separators; the rest of Unicode is written as it is.
    @Test func jsonStringsAreQuotedByteForByte() {
        #expect(JSONValue.quoted("say \"hi\" \\ now") == #""say \"hi\" \\ now""#)
        #expect(JSONValue.quoted("\n\r\t\u{0}\u{1F}") == #""\n\r\t\u0000\u001F""#)
        #expect(JSONValue.quoted("\u{2028}\u{2029}…中") == #""\u2028\u2029…中""#)
    }

    @Test func templatesFillPlaceholdersOnceAndEscapeText() throws {
        let template = Template(
            name: "t", source: "<p title=\"{{a}}\">{{a}}</p>{{html b}}<script>JSON.parse(`{{json c}}`)</script>")
        let values: [String: Template.Value] = [
            "a": .text("{{a}} <i>"), "b": .html("<b>x</b>"), "c": .json(.array([.string("</script><!--`${x}\\")])),
        ]
        #expect(template.problems(values) == [])
        #expect(
            template.render(values)
                == #"<p title="{{a}} &lt;i&gt;">{{a}} &lt;i&gt;</p><b>x</b><script>JSON.parse(`["\\u003C/script\\u003E\\u003C!--\`\${x}\\\\"]`)</script>"#
        )
    }

    @Test func aTemplatesProblemsAreNamed() {
        #expect(Template(name: "t", source: "{{missing}}").problems([:]) == ["t: no value for placeholder 'missing'"])
        #expect(
            Template(name: "t", source: "{{html a}}").problems(["a": .text("x")]) == ["t: 'a' is text; write {{a}}"])
        #expect(
            Template(name: "t", source: "{{a}}").problems(["a": .html("<b>")]) == ["t: 'a' is markup; write {{html a}}"]
        )
        #expect(Template(name: "t", source: "{{a").problems([:]) == ["t: unclosed placeholder"])
        #expect(Template(name: "t", source: "x").problems(["a": .text("x")]) == ["t: no placeholder takes 'a'"])
    }

    /// Every embedded template, as the generator fills it, for linked and single-file pages: a
    /// placeholder renamed in a template or in the generator is a failure here.
    @Test(arguments: [false, true])
    func everyEmbeddedTemplateIsFilledExactly(singleFile: Bool) {
        let generator = SiteGenerator(spec: .default, singleFile: singleFile)
        #expect(generator.pageScript.problems == [])
        #expect(generator.inspectorScript.problems == [])
        #expect(generator.page(css: "", js: "").problems == [])
        #expect(generator.board(css: "").problems == [])
        #expect(SwiftUIGenerator(spec: .default).template.problems == [])
        #expect(PagesWorkflow.rendering.problems == [])
        #expect(ReviewWorkflow.rendering.problems == [])
        #expect(ReviewWorkflow.jobRendering.problems == [])
    }

    /// Interpolating a `String` into `HTML` escapes it; only `HTML` and a validated `TabID` pass.
    @Test func htmlInterpolationEscapesTextByType() {
        let hostile = "x\" onmouseover=\"alert(1)"
        let markup: HTML = "<a title=\"\(hostile)\">\(hostile)</a>\(HTML("<b>"))"
        #expect(
            markup.markup == "<a title=\"x&quot; onmouseover=&quot;alert(1)\">x&quot; onmouseover=&quot;alert(1)</a><b>"
        )
        #expect(TabID(hostile) == nil && TabID("") == nil && TabID("Primary") == nil)
        #expect(TabID("receipts-2026")?.rawValue == "receipts-2026")
        let id = TabID("primary")
        let attribute: HTML = "data-tab=\"\(id ?? .allMails)\""
        #expect(attribute.markup == "data-tab=\"primary\"")
    }

    /// A spec built in code, never decoded, with a tab id that would be a live
    /// attribute, is refused with the command line's one-line error, and nothing is rendered.
    @Test func aHostileSpecMadeInCodeIsRefusedWithTheCommandLinesError() {
        var spec = LayoutSpec.default
        spec.tabs[0].id = "x\" onmouseover=\"alert(1)"
        spec.mails = spec.mails.map { mail in
            var mail = mail
            if mail.category == "primary" { mail.category = spec.tabs[0].id }
            return mail
        }
        let expected =
            "(spec): tabs[0].id: 'x\" onmouseover=\"alert(1)' is not a valid tab id; use a lowercase letter followed by up to 31 letters, digits or '-'"
        #expect(throws: MailSiteGenError.self) { try SiteGenerator(spec: spec).generate() }
        do {
            _ = try SiteGenerator(spec: spec).generate()
        } catch {
            #expect(error.description == expected)
            #expect(error.spec?.path?.description == "tabs[0].id")
        }
        // The same rules as the decoder's: a number out of its range, as a file would say it.
        spec = .default
        spec.tabBar.height = 500
        #expect(
            throws: MailSiteGenError(
                SpecError(
                    file: "(spec)", path: JSONPath([.key("tabBar"), .key("height")]),
                    message: "500 px is out of range; use 20…200 px"))
        ) {
            try SiteGenerator(spec: spec).generate()
        }
    }
}
