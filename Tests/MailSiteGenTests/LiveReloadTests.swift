import LayoutSpec
import Testing

@testable import MailSiteGen

/// The live-reload option: the page a preview server serves is rendered with its reload script
/// and event stream; without the option, nothing of them.
struct LiveReloadTests {
    let reload = LiveReload(scriptPath: "/__mailsitegen/reload.js", eventsPath: "/__mailsitegen/events", build: "b1")

    private func page(_ generator: SiteGenerator) throws -> String {
        try #require(try generator.generate().first { $0.path == "index.html" }?.contents)
    }

    private func policy(of page: String) throws -> String {
        let start = try #require(page[...].find("http-equiv=\"Content-Security-Policy\" content=\""))
        let rest = page[start.upperBound...]
        return String(rest[..<(try #require(rest.firstIndex(of: "\"")))])
    }

    @Test func theServedPageEndsItsHeadWithTheScriptAndAllowsTheStream() throws {
        let served = try page(SiteGenerator(spec: .default, liveReload: reload))
        #expect(
            served.contains(
                "<script src=\"app.js\" defer></script>\n<script src=\"/__mailsitegen/reload.js\" data-build=\"b1\" "
                    + "data-events=\"/__mailsitegen/events\" defer></script>\n</head>"))
        let policy = try policy(of: served)
        #expect(policy.hasSuffix("; form-action 'none'; connect-src 'self'"))
        #expect(policy.contains("script-src 'self';"))
    }

    @Test func withoutTheOptionThePageHasNeither() throws {
        let built = try page(SiteGenerator(spec: .default))
        #expect(!built.contains("__mailsitegen"))
        #expect(!built.contains("connect-src"))
        #expect(built.contains("<script src=\"app.js\" defer></script>\n</head>"))
    }

    /// Only the page changes: the stylesheet, the script and the review board are the same bytes.
    @Test func theOtherFilesAreAsBuilt() throws {
        let built = try SiteGenerator(spec: .default).generate()
        let served = try SiteGenerator(spec: .default, liveReload: reload).generate()
        #expect(built.map(\.path) == served.map(\.path))
        for (plain, live) in zip(built, served) where plain.path != "index.html" {
            #expect(plain == live, "\(plain.path)")
        }
    }

    /// A single-file page allows its inline script by hash; served, it also allows the server's.
    @Test func aSingleFilePageAlsoAllowsTheServersScript() throws {
        let policy = try policy(of: try page(SiteGenerator(spec: .default, singleFile: true, liveReload: reload)))
        #expect(policy.contains("script-src 'sha256-"))
        #expect(policy.contains("' 'self'; style-src 'sha256-"))
        #expect(policy.hasSuffix("; connect-src 'self'"))
    }

    @Test func theScriptsAttributesAreEscaped() throws {
        let hostile = LiveReload(scriptPath: "/a\"b.js", eventsPath: "/e<v>", build: "x\" onload=\"alert(1)")
        let served = try page(SiteGenerator(spec: .default, liveReload: hostile))
        #expect(!served.contains("onload=\"alert"))
        #expect(served.contains("src=\"/a&quot;b.js\""))
        #expect(served.contains("data-events=\"/e&lt;v&gt;\""))
    }
}
