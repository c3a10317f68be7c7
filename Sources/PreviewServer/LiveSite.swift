import MailSiteGen
import Templates

/// What the preview server serves at one moment: a build's files, in memory, by request path,
/// the page rendered with live reload. A value, replaced whole by each rebuild, so a response is
/// always from one build: a request sees the old files or the new ones, never a mix.
public struct LiveSite: Sendable, Equatable {
    /// A file as served: its media type and bytes.
    public struct Resource: Sendable, Equatable {
        public var contentType: String
        public var body: [UInt8]
    }

    /// A page that reloads on its own, and the name of its build: the same files give the same
    /// name. The page carries the name of the build it is from, and reloads when the server's
    /// announcement does not hold it.
    public struct Page: Sendable, Equatable {
        /// How the terminal names it: `the page`, `the comparison`, a variant's file name.
        public var label: String
        public var build: String
    }

    /// One page, or a comparison's: the comparison page, then each variant's.
    public let pages: [Page]
    /// What the server announces: every page's build, separated by spaces.
    public var build: String { pages.map(\.build).joined(separator: " ") }
    /// By request path: `/`, `/index.html`, `/style.css`, `/app.js`, the review board
    /// `/states.html` and `/states.css`, and the reload script.
    public let resources: [String: Resource]

    /// The server's own paths, under a prefix no build writes.
    public static let scriptPath = "/__mailsitegen/reload.js"
    public static let eventsPath = "/__mailsitegen/events"

    /// What `generator` renders, served: the build is named by the files it renders without live
    /// reload (what `build` would write for the same spec, with the generator's inspector: its
    /// version changes the name, so a page reloads to carry the file's new version even when
    /// nothing else changed), and the page is rendered again with the reload script and that name. The review board is served as built, and its frames,
    /// which are the page, reload with it.
    public init(rendering generator: SiteGenerator) throws(MailSiteGenError) {
        var generator = generator
        generator.liveReload = nil
        let build = Self.name(of: try Self.files(of: generator))
        generator.liveReload = Self.liveReload(build)
        self.init(build: build, files: try Self.files(of: generator))
    }

    /// `files` served under their paths, `index.html` also at `/`, with the reload script.
    init(build: String, files: [OutputFile]) {
        self.init(pages: [Page(label: "the page", build: build)], files: files)
    }

    /// `files` served under their paths, each `index.html` also at its folder (`/`,
    /// `/variant-1/`), with the reload script.
    init(pages: [Page], files: [OutputFile]) {
        var resources: [String: Resource] = [Self.scriptPath: Self.script]
        for file in files {
            let resource = Resource(contentType: Self.contentType(of: file.path), body: file.bytes)
            resources["/" + file.path] = resource
            if file.path == "index.html" || file.path.hasSuffix("/index.html") {
                resources["/" + file.path.dropLast("index.html".count)] = resource
            }
        }
        self.pages = pages
        self.resources = resources
    }

    private static func files(of generator: SiteGenerator) throws(MailSiteGenError) -> [OutputFile] {
        try generator.generate()
    }

    static func liveReload(_ build: String) -> LiveReload {
        LiveReload(scriptPath: scriptPath, eventsPath: eventsPath, build: build)
    }

    /// Served until a first build succeeds: an empty page with the reload script, so the spec's
    /// error shows and the first good build loads by itself.
    public static let waiting: LiveSite = {
        let build = "waiting"
        let reload = liveReload(build)
        let page = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'self'; connect-src 'self'">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>mailsitegen serve</title>
            \(reload.scriptElement.markup)</head>
            <body>
            </body>
            </html>

            """
        return LiveSite(build: build, files: [OutputFile(path: "index.html", contents: page)])
    }()

    /// A 64-bit FNV-1a hash of the paths and contents, in hex: it only has to change when they do.
    static func name(of files: [OutputFile]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for file in files {
            for byte in file.path.utf8 + [0] + file.bytes + [0] {
                hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
            }
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    static func contentType(of path: String) -> String {
        if path.hasSuffix(".html") { return "text/html; charset=utf-8" }
        if path.hasSuffix(".css") { return "text/css; charset=utf-8" }
        if path.hasSuffix(".js") { return "text/javascript; charset=utf-8" }
        if path.hasSuffix(".webmanifest") { return "application/manifest+json" }
        if path.hasSuffix(".png") { return "image/png" }
        if path.hasSuffix(".jpg") { return "image/jpeg" }
        return "application/octet-stream"
    }

    /// `Templates/reload.js`: the whole client side of live reload (`ServerLoop` is the server side).
    static let script = Resource(contentType: contentType(of: scriptPath), body: Array(PageTemplate.reloadJS.utf8))
}
