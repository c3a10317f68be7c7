import LayoutSpec
import MailSiteGen
import Testing

@testable import PreviewServer

/// The site as served: the build's files, the page given the reload script, nothing else changed.
struct LiveSiteTests {
    @Test func onlyTheServedPageGetsTheReloadScriptAndTheStreamInItsPolicy() throws {
        let files = try SiteGenerator(spec: .default).generate()
        let site = try LiveSite(files: files)
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
            #expect(site.resources["/" + file.path]?.body == Array(file.contents.utf8))
        }
        #expect(
            Set(site.resources.keys) == [
                "/", "/index.html", "/style.css", "/app.js", "/states.html", "/states.css", "/__mailsitegen/reload.js",
            ])
    }

    @Test func theBuildIsNamedByItsContents() throws {
        var spec = LayoutSpec.default
        let first = try LiveSite(files: try SiteGenerator(spec: spec).generate())
        let again = try LiveSite(files: try SiteGenerator(spec: spec).generate())
        spec.title = "Another"
        let other = try LiveSite(files: try SiteGenerator(spec: spec).generate())
        #expect(first.build == again.build)
        #expect(first.build != other.build)
        #expect(first.build.count == 16 && first.build.allSatisfy(\.isHexDigit))
    }

    @Test func aPageOfAnotherShapeIsAnErrorNotAGuess() {
        #expect(throws: BuildFailure.self) { try LiveSite.addingLiveReload(to: "<html></html>", build: "1") }
        let twoHeads =
            "<meta http-equiv=\"Content-Security-Policy\" content=\"script-src 'self'\"></head></head>"
        #expect(throws: BuildFailure.self) { try LiveSite.addingLiveReload(to: twoHeads, build: "1") }
        let inlineOnly = "<meta http-equiv=\"Content-Security-Policy\" content=\"script-src 'sha256-x'\"></head>"
        #expect(throws: BuildFailure.self) { try LiveSite.addingLiveReload(to: inlineOnly, build: "1") }
    }

    @Test func theWaitingPageCarriesTheReloadScript() throws {
        let page = String(decoding: try #require(LiveSite.waiting.resources["/"]).body, as: UTF8.self)
        #expect(page.contains("src=\"/__mailsitegen/reload.js\""))
        #expect(page.contains("connect-src 'self'"))
    }

    /// The error is set as text and styled through the CSSOM, which the page's policy allows.
    @Test func theReloadScriptWritesNoMarkupAndNoInlineStyle() {
        let source = LiveReloadScript.source
        #expect(source.contains("panel.textContent = message"))
        for forbidden in [
            "innerHTML", "outerHTML", "insertAdjacentHTML", "document.write", "setAttribute(\"style\"", "eval(",
        ] {
            #expect(!source.contains(forbidden), "\(forbidden)")
        }
    }
}
