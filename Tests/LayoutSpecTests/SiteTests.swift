import Testing

@testable import LayoutSpec

/// `site`: where the prototype is published. The base URL is a plain folder address, refused
/// with one sentence otherwise; `""` means none, as `init` writes it.
struct SiteTests {
    @Test func anEmptySpecHasNoBaseURLAndNoImage() throws {
        let spec = try LayoutSpec.decode("{}")
        #expect(spec.site.baseURL == nil)
        #expect(spec.site.socialImage.isEmpty)
    }

    @Test func aBaseURLAndAnImageDecodeAndAnEmptyTextMeansNone() throws {
        let spec = try LayoutSpec.decode(
            #"{"site": {"baseURL": "https://example.com/proto/", "socialImage": "art/card.png"}}"#)
        #expect(spec.site.baseURL?.text == "https://example.com/proto/")
        #expect(spec.site.socialImage == "art/card.png")
        #expect(try LayoutSpec.decode(#"{"site": {"baseURL": ""}}"#).site.baseURL == nil)
    }

    /// `init` writes every field: the site's as empty texts, which decode back to none, and no inspector.
    @Test func theCompleteSpecWritesTheSiteAsEmptyTexts() throws {
        guard case .object(let members) = LayoutSpec.default.jsonValue else {
            Issue.record("the spec is not written as an object")
            return
        }
        let site = members.first { $0.0 == "site" }?.1
        #expect(site == .object([("baseURL", .string("")), ("socialImage", .string("")), ("inspector", .bool(false))]))
        #expect(members.map(\.0).prefix(4) == ["$schema", "title", "description", "site"])
    }

    @Test(arguments: [
        "https://example.com/", "http://example.com/", "https://example.com/proto/", "https://example.com:8443/a/b/",
        "https://owner.github.io/repository/", "https://example.com/a%20b/", "https://[::1]/",
        "https://example.com/a&b/",
    ])
    func plainFolderAddressesAreBaseURLs(_ text: String) throws {
        #expect(try BaseURL(text).text == text)
        #expect(try BaseURL(text).appending("social.png") == text + "social.png")
    }

    @Test(arguments: [
        (
            "javascript:alert(1)//",
            "is not an http or https URL; write the address the folder is published at, e.g. https://example.com/proto/"
        ),
        (
            "HTTPS://example.com/",
            "is not an http or https URL; write the address the folder is published at, e.g. https://example.com/proto/"
        ),
        (
            "//example.com/",
            "is not an http or https URL; write the address the folder is published at, e.g. https://example.com/proto/"
        ),
        ("https://example.com/\"/", "holds '\"', which a URL cannot hold; percent-encode it"),
        ("https://example.com/<b>/", "holds '<', which a URL cannot hold; percent-encode it"),
        ("https://example.com/a b/", "holds U+0020, which a URL cannot hold; percent-encode it"),
        ("https://example.com/\n/", "holds U+000A, which a URL cannot hold; percent-encode it"),
        ("https://bücher.example/", "holds 'ü', which a URL cannot hold; percent-encode it"),
        ("https://example.com/50%/", "has a '%' that starts no percent-escape (%XX); write '%25' for a '%'"),
        ("https://example.com/?a=1/", "has a query ('?…'); a base URL is a folder's address: leave it out"),
        ("https://example.com/#top/", "has a fragment ('#…'); a base URL is a folder's address: leave it out"),
        ("https://me:pw@example.com/", "holds credentials ('…@'); leave them out of a public address"),
        ("https:///", "has no host"),
        ("https://:8080/", "has no host"),
        ("https://example.com", "does not end in '/'; write the folder's address, 'https://example.com/'"),
        ("https://example.com/proto", "does not end in '/'; write the folder's address, 'https://example.com/proto/'"),
    ])
    func otherTextsAreRefusedWithOneSentence(_ text: String, _ problem: String) {
        #expect(throws: BaseURL.Invalid(message: "'\(text)' \(problem)")) { try BaseURL(text) }
    }

    @Test func aBadBaseURLInASpecNamesItsPlace() {
        #expect(
            LayoutSpec.message(decoding: "{\n  \"site\": {\"baseURL\": \"https://example.com/proto\"}\n}")
                == "spec.json:2:23: site.baseURL: 'https://example.com/proto' does not end in '/'; "
                + "write the folder's address, 'https://example.com/proto/'")
        #expect(
            LayoutSpec.message(decoding: #"{"site": {"baseURL": 1}}"#)
                == "spec.json:1:22: site.baseURL: expected a string, found a number")
        #expect(
            LayoutSpec.message(decoding: #"{"site": {"baseUrl": ""}}"#)
                == "spec.json:1:11: site.baseUrl: unknown key 'baseUrl'; did you mean 'baseURL'? "
                + "(known keys: baseURL, socialImage, inspector)")
    }

    /// The schema's descriptions are the field table's documentation, read in an editor and in
    /// the field reference: they describe the spec, and leave the command line's options to it.
    @Test func noFieldDocumentationNamesACommandLineOption() {
        let schema = LayoutSpec.schemaDocument.formatted()
        #expect(!schema.contains("--"))
        for field in LayoutSpec.fieldTable { #expect(!field.documentation.contains("--"), "\(field.path)") }
    }
}
