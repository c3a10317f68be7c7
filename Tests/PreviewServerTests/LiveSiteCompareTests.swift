import LayoutSpec
import MailSiteGen
import Testing

@testable import PreviewServer

/// A comparison as served: what `compare` writes, under its paths, each page named by its own
/// files, so that saving one spec changes the names of the pages it changes and no other.
struct LiveSiteCompareTests {
    private static func generator(_ second: LayoutSpec) -> CompareGenerator {
        var first = LayoutSpec.default
        first.title = "First"
        return CompareGenerator(variants: [
            CompareVariant(name: "a.json", spec: first), CompareVariant(name: "b.json", spec: second),
        ])
    }

    private static func page(_ site: LiveSite, _ path: String) throws -> String {
        String(decoding: try #require(site.resources[path]).body, as: UTF8.self)
    }

    @Test func theComparisonIsServedAsCompareWritesItWithAReloadScriptPerPage() throws {
        let generator = Self.generator(.default)
        let site = try LiveSite(comparing: generator)
        let written = try generator.generate()
        #expect(
            Set(site.resources.keys)
                == Set(written.map { "/" + $0.path } + ["/", "/variant-1/", "/variant-2/", LiveSite.scriptPath]))
        #expect(site.resources["/"] == site.resources["/index.html"])
        #expect(site.resources["/variant-2/"] == site.resources["/variant-2/index.html"])
        #expect(site.pages.map(\.label) == ["the comparison", "a.json", "b.json"])
        for (path, page) in zip(["/index.html", "/variant-1/index.html", "/variant-2/index.html"], site.pages) {
            #expect(try Self.page(site, path).contains("data-build=\"\(page.build)\""), "\(path)")
        }
        // Only the pages carry the script; the rest is byte for byte what `compare` writes.
        for file in written where !file.path.hasSuffix(".html") {
            #expect(site.resources["/" + file.path]?.body == file.bytes, "\(file.path)")
        }
        #expect(site.build == site.pages.map(\.build).joined(separator: " "))
    }

    /// Each name is that of the page's own files without live reload, a variant's with its folder.
    @Test func eachPageIsNamedByItsOwnFiles() throws {
        let generator = Self.generator(.default)
        let site = try LiveSite(comparing: generator)
        #expect(site.pages[0].build == LiveSite.name(of: generator.pageFiles()))
        #expect(site.pages[1].build == LiveSite.name(of: try generator.variantFiles(0)))
        #expect(site.pages[2].build == LiveSite.name(of: try generator.variantFiles(1)))
        #expect(Set(site.pages.map(\.build)).count == 3)
    }

    /// Two variants of one spec are two names: saving one reloads that one alone.
    @Test func twoVariantsOfTheSameSpecHaveNamesOfTheirOwn() throws {
        let same = CompareGenerator(variants: [
            CompareVariant(name: "a.json", spec: .default), CompareVariant(name: "b.json", spec: .default),
        ])
        let site = try LiveSite(comparing: same)
        #expect(site.pages[1].build != site.pages[2].build)
    }

    /// The reload decision: a change to the second spec changes its phone's name and the table's
    /// (the comparison page), never the first phone's.
    @Test func aChangeToOneSpecChangesOnlyItsPagesNames() throws {
        var second = LayoutSpec.default
        second.title = "Second"
        let before = try LiveSite(comparing: Self.generator(second))
        second.title = "Second, again"
        let after = try LiveSite(comparing: Self.generator(second))
        #expect(after.pages[1] == before.pages[1])
        #expect(after.pages[2] != before.pages[2])
        #expect(after.pages[0] != before.pages[0])
        #expect(try LiveSite(comparing: Self.generator(second)) == after)
    }

    /// A variant's inspector sends its edits to its own endpoint, which the router takes, and
    /// the single spec's endpoint is not one of a comparison's.
    @Test func aVariantEditsAtItsOwnPath() throws {
        var generator = Self.generator(.default)
        let token = EditRouteTests.token
        generator.variantInspectors = (0..<2).map {
            Inspector(
                mode: .served(token: token.text, version: "v\($0)"), endpoint: ServedSpecFile.editPath(variant: $0))
        }
        let site = try LiveSite(comparing: generator)
        #expect(
            try Self.page(site, "/variant-2/inspector.js").contains("\"editPath\": \"/__mailsitegen/edit/variant-2\""))
        #expect(try Self.page(site, "/variant-2/index.html").contains("content=\"v1\""))
        let router = Router(
            policy: HostPolicy(names: ["127.0.0.1"], port: 8000), editToken: token,
            editPaths: [ServedSpecFile.editPath(variant: 0), ServedSpecFile.editPath(variant: 1)])
        func route(_ target: String, token: String = token.text) -> Router.Route {
            let fields = [
                ("Host", "127.0.0.1:8000"), ("X-MailSiteGen-Token", token), ("Content-Type", "application/json"),
                ("Content-Length", "20"),
            ]
            let request = HTTPRequest(
                method: "POST", target: target, minorVersion: 1,
                fields: fields.map { HTTPRequest.Field(name: $0.0, value: Array($0.1.utf8)) })
            return router.route(request, site: site)
        }
        #expect(route("/__mailsitegen/edit/variant-1") == .edit(length: 20))
        #expect(route("/__mailsitegen/edit/variant-2") == .edit(length: 20))
        for target in ["/__mailsitegen/edit", "/__mailsitegen/edit/variant-3", "/__mailsitegen/edit/variant-2/"] {
            guard case .respond(let response) = route(target) else {
                Issue.record("\(target) is an edit")
                continue
            }
            #expect(response.status == .methodNotAllowed, "\(target)")
        }
        guard case .respond(let refused) = route("/__mailsitegen/edit/variant-2", token: "ab") else {
            Issue.record("an edit without the token is taken")
            return
        }
        #expect(refused.status == .forbidden)
    }

    @Test func theTerminalListsThePagesThatReload() {
        #expect("\(Listed([]))" == "")
        #expect("\(Listed(["b.json"]))" == "b.json")
        #expect("\(Listed(["the comparison", "b.json"]))" == "the comparison and b.json")
        #expect("\(Listed(["the comparison", "a.json", "b.json"]))" == "the comparison, a.json and b.json")
    }
}
