import LayoutSpec
import MailSiteGen
import Testing

@testable import PreviewServer

/// The site as served: the build's files, the page given the reload script, nothing else changed.
struct LiveSiteTests {
    @Test func onlyTheServedPageGetsTheReloadScriptAndTheStreamInItsPolicy() throws {
        let files = try SiteGenerator(spec: .default).generate()
        let site = try LiveSite(rendering: SiteGenerator(spec: .default))
        let built = try #require(files.first { $0.path == "index.html" }?.contents)
        let served = String(decoding: try #require(site.resources["/index.html"]).body, as: UTF8.self)
        // build's own output has neither: it is what `build` writes and `check` compares.
        #expect(!built.contains("__mailsitegen"))
        #expect(!built.contains("connect-src"))
        let script =
            "<script src=\"/__mailsitegen/reload.js\" data-build=\"\(site.build)\" "
            + "data-events=\"/__mailsitegen/events\" defer></script>\n</head>"
        let expected = built.replacingOccurrences(of: "</head>", with: script)
            .replacingOccurrences(of: "form-action 'none'\"", with: "form-action 'none'; connect-src 'self'\"")
        #expect(served == expected)
        #expect(site.resources["/"] == site.resources["/index.html"])
        for file in files where file.path != "index.html" {
            #expect(site.resources["/" + file.path]?.body == file.bytes)
        }
        #expect(
            Set(site.resources.keys) == [
                "/", "/index.html", "/style.css", "/app.js", "/states.html", "/states.css", "/manifest.webmanifest",
                "/apple-touch-icon.png", "/icon-192.png", "/icon-512.png", "/__mailsitegen/reload.js",
            ])
    }

    /// The name is that of the files `build` writes for the spec: it stays for the same files and
    /// changes with them, and the page rendered for serving carries it.
    @Test func theBuildIsNamedByItsContents() throws {
        var spec = LayoutSpec.default
        let first = try LiveSite(rendering: SiteGenerator(spec: spec))
        let again = try LiveSite(rendering: SiteGenerator(spec: spec))
        #expect(first.build == LiveSite.name(of: try SiteGenerator(spec: spec).generate()))
        spec.title = "Another"
        let other = try LiveSite(rendering: SiteGenerator(spec: spec))
        #expect(first.build == again.build)
        #expect(first.build != other.build)
        #expect(first.build.count == 16 && first.build.allSatisfy(\.isHexDigit))
        let page = String(decoding: try #require(other.resources["/"]).body, as: UTF8.self)
        #expect(page.contains("data-build=\"\(other.build)\""))
    }

    /// A generator given a live-reload option of its own is served with the server's.
    @Test func theServersPathsAndNameWinOverTheGenerators() throws {
        let reload = LiveReload(scriptPath: "/elsewhere.js", eventsPath: "/elsewhere", build: "mine")
        let site = try LiveSite(rendering: SiteGenerator(spec: .default, liveReload: reload))
        #expect(site == (try LiveSite(rendering: SiteGenerator(spec: .default))))
    }

    @Test func theWaitingPageCarriesTheReloadScript() throws {
        let page = String(decoding: try #require(LiveSite.waiting.resources["/"]).body, as: UTF8.self)
        #expect(page.contains("src=\"/__mailsitegen/reload.js\""))
        #expect(page.contains("connect-src 'self'"))
    }

    /// The error is set as text and styled through the CSSOM, which the page's policy allows.
    @Test func theReloadScriptWritesNoMarkupAndNoInlineStyle() {
        let source = String(decoding: LiveSite.script.body, as: UTF8.self)
        #expect(source.contains("panel.textContent = message"))
        for forbidden in [
            "innerHTML", "outerHTML", "insertAdjacentHTML", "document.write", "setAttribute(\"style\"", "eval(",
        ] {
            #expect(!source.contains(forbidden), "\(forbidden)")
        }
    }
}
