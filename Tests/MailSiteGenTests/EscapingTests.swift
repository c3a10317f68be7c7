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

    @Test func templatesFillPlaceholdersOnceAndEscapeText() throws {
        let template = Template(name: "t", source: "<p title=\"{{a}}\">{{a}}</p>{{html b}}")
        let output = try template.render(["a": .text("{{a}} <i>"), "b": .html(HTML(trusted: "<b>x</b>"))])
        #expect(output == "<p title=\"{{a}} &lt;i&gt;\">{{a}} &lt;i&gt;</p><b>x</b>")
    }

    @Test func templatesRefuseMissingOrMismatchedValues() {
        #expect(throws: Template.Failure.self) { try Template(name: "t", source: "{{missing}}").render([:]) }
        #expect(throws: Template.Failure.self) {
            try Template(name: "t", source: "{{html a}}").render(["a": .text("x")])
        }
        #expect(throws: Template.Failure.self) {
            try Template(name: "t", source: "{{a}}").render(["a": .html(HTML(trusted: "<b>"))])
        }
        #expect(throws: Template.Failure.self) { try Template(name: "t", source: "{{a").render(["a": .text("x")]) }
    }
}

/// The Content-Security-Policy hashes of single-file pages (expected values from Python's hashlib).
struct SHA256Tests {
    @Test(arguments: [
        ("", "47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU="),
        ("abc", "ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0="),
        (String(repeating: "a", count: 1000), "Qe3s5C1j6Nm/UVqbppMuHCDLyfWl0TRkWttdsblzfqM="),
    ])
    func knownDigests(_ text: String, _ base64: String) {
        #expect(SHA256.base64(SHA256.digest(Array(text.utf8))) == base64)
    }
}
