import MailSiteGen

/// What the preview server serves at one moment: a build's files, in memory, by request path,
/// with the live-reload script added to `index.html`. A value, replaced whole by each rebuild, so
/// a response is always from one build: a request sees the old files or the new ones, never a mix.
public struct LiveSite: Sendable, Equatable {
    /// A file as served: its media type and bytes.
    public struct Resource: Sendable, Equatable {
        public var contentType: String
        public var body: [UInt8]
    }

    /// Names the build: the same files give the same name. The page carries the name of the build it
    /// is from, and reloads when the server announces another.
    public let build: String
    /// By request path: `/`, `/index.html`, `/style.css`, `/app.js`, the review board
    /// `/states.html` and `/states.css`, and the reload script.
    public let resources: [String: Resource]

    /// The server's own paths, under a prefix no build writes.
    public static let scriptPath = "/__mailsitegen/reload.js"
    public static let eventsPath = "/__mailsitegen/events"

    /// The files of a build (`SiteGenerator`'s), the page given the reload script: the review
    /// board is served as built, and its frames, which are the page, reload with it.
    public init(files: [OutputFile]) throws(BuildFailure) {
        let build = Self.name(of: files)
        var resources: [String: Resource] = [Self.scriptPath: Self.script]
        for file in files {
            var contents = file.contents
            if file.path == "index.html" { contents = try Self.addingLiveReload(to: contents, build: build) }
            let resource = Resource(contentType: Self.contentType(of: file.path), body: Array(contents.utf8))
            resources["/" + file.path] = resource
            if file.path == "index.html" { resources["/"] = resource }
        }
        self.build = build
        self.resources = resources
    }

    /// Served until a first build succeeds: an empty page with the reload script, so the spec's
    /// error shows and the first good build loads by itself.
    public static let waiting: LiveSite = {
        let page = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'self'">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>mailsitegen serve</title>
            </head>
            <body>
            </body>
            </html>

            """
        let files = [OutputFile(path: "index.html", contents: page)]
        return (try? LiveSite(files: files)) ?? LiveSite(build: "", resources: [:])
    }()

    private init(build: String, resources: [String: Resource]) {
        self.build = build
        self.resources = resources
    }

    /// The page as `build` renders it, given what only a served page has: the reload script, by
    /// `<script src>` before `</head>` (the page's `script-src 'self'` allows it), and
    /// `connect-src 'self'` in its Content-Security-Policy for the event stream. Both are
    /// inserted where the generated page has exactly one such place; a page of another shape is
    /// an error, never a guess.
    static func addingLiveReload(to page: String, build: String) throws(BuildFailure) -> String {
        let policyStart = "<meta http-equiv=\"Content-Security-Policy\" content=\""
        let parts = page.split(separator: policyStart, omittingEmptySubsequences: false)
        guard parts.count == 2, let policyEnd = parts[1].firstIndex(of: "\"") else {
            throw BuildFailure("serve: the page has no single Content-Security-Policy to add the reload stream to")
        }
        let policy = parts[1][..<policyEnd]
        guard policy.contains("script-src 'self'"), !policy.contains("connect-src") else {
            throw BuildFailure("serve: the page's Content-Security-Policy does not allow the reload script")
        }
        let headEnd = "</head>"
        let halves = (parts[0] + policyStart + policy + "; connect-src 'self'" + parts[1][policyEnd...])
            .split(separator: headEnd, omittingEmptySubsequences: false)
        guard halves.count == 2 else { throw BuildFailure("serve: the page has no single </head>") }
        let script =
            "<script src=\"\(scriptPath)\" data-build=\"\(build)\" data-events=\"\(eventsPath)\" defer></script>\n"
        return halves[0] + script + headEnd + halves[1]
    }

    /// A 64-bit FNV-1a hash of the paths and contents, in hex: it only has to change when they do.
    static func name(of files: [OutputFile]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for file in files {
            for byte in file.path.utf8 + [0] + file.contents.utf8 + [0] {
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
        return "application/octet-stream"
    }

    static let script = Resource(contentType: contentType(of: scriptPath), body: Array(LiveReloadScript.source.utf8))
}
