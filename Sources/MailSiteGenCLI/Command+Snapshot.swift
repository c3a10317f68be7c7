import BrowserDriver
import Encoders
import MailSiteGen
import Snapshots

extension Command {
    /// `mailsitegen snapshot`: every state of the review board drawn in a headless browser, as PNG.
    static let snapshot = Command(
        name: "snapshot",
        abstract: "Draw every state of the review board as a picture, in a headless browser.",
        discussion: """
            Builds the spec in memory and draws each state of the review board (the same
            states, labels and links) in a Chromium-family browser found on the machine,
            headless, over a pipe: no port, nothing on the network. Each state is drawn at
            its phone's size in points times --scale (default: the phone's own scale), once
            the page has settled, into <dir>/<state>.png, with <dir>/snapshots.json listing
            each state's name, link, file, size and pixel hash. The folder is replaced as a
            whole; a folder mailsitegen did not make is only replaced with --force. The
            browser is --browser, else MAILSITEGEN_BROWSER, else chromium, google-chrome or
            microsoft-edge on PATH, else their usual install locations.
            """,
        options: [
            .spec, .snapshotOut, .snapshotState, .snapshotScale, .snapshotFrame, .snapshotBrowser, .snapshotFormat,
            .snapshotForce, .quiet,
        ],
        errorStatus: .error,
        run: runSnapshot)

    private static func runSnapshot(_ options: ParsedOptions, _ console: Console) throws(CommandError) {
        let format = options[.snapshotFormat] ?? (console.runsInGitHubActions ? "github" : "text")
        let quiet = options.contains(.quiet) || format == "json"
        let folder = options.path(.snapshotOut) ?? SnapshotFolder.conventionalPath
        let source = SpecSource.resolve(options.path(.spec))
        let spec = try CommandError.wrapping { () throws(MailSiteGenError) in try source.load() }
        let scale = try options[.snapshotScale].map { (text: String) throws(CommandError) -> Double in
            guard let value = Double(text) else { throw .snapshot(.scaleOutOfRange(.nan)) }
            return value
        }
        let states: [PlannedState]
        do {
            states = try SnapshotPlan.make(spec: spec, scale: scale, only: options.all(.snapshotState))
        } catch {
            throw .snapshot(error)
        }
        let files = try CommandError.wrapping { () throws(MailSiteGenError) in
            var generator = SiteGenerator(spec: spec)
            generator.icons = try CustomIcons.load(spec: spec, source: source)
            return try generator.generate()
        }
        let found: BrowserLocator.Found
        do {
            found = try BrowserLocator().locate(explicit: options[.snapshotBrowser])
        } catch {
            throw .snapshot(.browser(error))
        }
        let start = MonotonicClock.now()
        let pictures: (pictures: [SnapshotCapture.Picture], browser: BrowserVersion)
        do {
            pictures = try SnapshotCapture.pictures(
                of: files, states: states, browser: found, timeoutSeconds: Self.browserTimeout(),
                frame: options.contains(.snapshotFrame)
            ) { planned in
                if !quiet {
                    console.error("Drawing \(planned.name) (\(planned.pixelWidth) × \(planned.pixelHeight))\n")
                }
            }
        } catch {
            throw .snapshot(.browser(error))
        }
        let manifest = SnapshotManifest(
            pictures: pictures.pictures, scale: scale, framed: options.contains(.snapshotFrame), spec: source.name,
            browser: pictures.browser,
            pixelHash: { "sha256:" + SHA256.digest($0).map { String($0, radix: 16) }.joined() })
        let written = try CommandError.wrapping { () throws(MailSiteGenError) in
            try OutputFolder.snapshots(path: folder, force: options.contains(.snapshotForce))
                .replace(with: SnapshotManifest.files(of: pictures.pictures, manifest: manifest))
        }
        let seconds = Double(MonotonicClock.now() - start) / 1000
        let summary =
            "Wrote \(folder)/ (\(pictures.pictures.count) pictures) from \(source.name) in \(found.path), "
            + "\((seconds * 10).rounded() / 10) s."
        switch format {
        case "json": console.out(manifest.json.formatted() + "\n")
        case "github": if !options.contains(.quiet) { console.out("::notice::\(summary)\n") }
        default:
            guard !quiet else { return }
            for (path, bytes) in written where path.string.hasSuffix(".json") { console.wrote(path, bytes: bytes) }
            console.out(summary + "\n")
        }
    }

    /// `MAILSITEGEN_BROWSER_TIMEOUT`, seconds, else the driver's default.
    static func browserTimeout() -> Int {
        BrowserLocator.processEnvironment()[Browser.timeoutVariable].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil }
            ?? Browser.defaultTimeoutSeconds
    }
}

extension Option {
    static let snapshotOut = Option(
        "--out", value: "dir", "The folder to write the pictures and snapshots.json to.",
        default: "./\(SnapshotFolder.conventionalPath)")
    static let snapshotState = Option(
        "--state", value: "name",
        "Draw only this state (a name from snapshots.json, as the board's label makes it); give it again for more.",
        repeats: true)
    static let snapshotScale = Option(
        "--scale", value: "n", "Device pixels per point, 1 to 4.", default: "each phone's own: 3, the SE's 2")
    static let snapshotFrame = Option(
        "--frame",
        "Draw the phone around each screen: its corners, Dynamic Island, notch or home button; "
            + "transparent outside.")
    static let snapshotBrowser = Option(
        "--browser", value: "path", "The Chromium, Google Chrome or Microsoft Edge to draw with.",
        default: "MAILSITEGEN_BROWSER, else found on PATH or where browsers install")
    static let snapshotFormat = Option(
        "--format", value: "format",
        "How to report: text, github (workflow commands: an annotation for each changed, new or gone state) or "
            + "json (snapshots.json, with the changes under --against).",
        default: "github when GITHUB_ACTIONS=true, else text",
        rule: .oneOf(["text", "github", "json"]))
    static let snapshotForce = Option("--force", "Replace an output folder that mailsitegen did not make.")
}
