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
            .spec, .snapshotOut, .snapshotState, .snapshotScale, .snapshotFrame, .snapshotBrowser, .snapshotAgainst,
            .snapshotFormat,
            .snapshotForce, .quiet,
        ],
        errorStatus: .error,
        run: runSnapshot)

    private static func runSnapshot(_ options: ParsedOptions, _ console: Console) throws(CommandError) {
        let format = options[.snapshotFormat] ?? (console.runsInGitHubActions ? "github" : "text")
        let quiet = options.contains(.quiet) || format == "json" || format == "markdown"
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
        let base = try Self.base(options, scale: scale)
        let siteFiles = try CommandError.wrapping { () throws(MailSiteGenError) in
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
                of: siteFiles, states: states, browser: found, timeoutSeconds: Self.browserTimeout(),
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
            browser: pictures.browser)
        var files = SnapshotManifest.files(of: pictures.pictures, manifest: manifest)
        let comparison = try base.map { (base) throws(CommandError) -> SnapshotComparison in
            let comparison = try compare(
                manifest, pictures.pictures, with: base, only: !options.all(.snapshotState).isEmpty)
            files += try comparison.files(title: "Snapshot changes against \(base.path)") {
                (file) throws(CommandError) in try read(base.path.appending(file))
            }
            return comparison
        }
        let written = try CommandError.wrapping { () throws(MailSiteGenError) in
            try OutputFolder.snapshots(path: folder, force: options.contains(.snapshotForce)).replace(with: files)
        }
        let seconds = Double(MonotonicClock.now() - start) / 1000
        let summary =
            "Wrote \(folder)/ (\(pictures.pictures.count) pictures) from \(source.name) in \(found.path), "
            + "\((seconds * 10).rounded() / 10) s."
        switch format {
        case "json": console.out((comparison.map { SnapshotReport.json($0) } ?? manifest.json.formatted() + "\n"))
        case "markdown":
            console.out(comparison.map { SnapshotReport.markdown($0, linkingPictures: false) } ?? manifest.markdown)
        case "github":
            for line in comparison.map({ changeLines($0, folder: folder) }) ?? [] {
                console.out("::warning file=\(line.file),title=Visual change::\(line.text)\n")
            }
            if !options.contains(.quiet) {
                console.out("::notice::\(summary)\(comparison.map { " " + SnapshotReport.summary($0) + "." } ?? "")\n")
            }
        default:
            for line in comparison.map({ changeLines($0, folder: folder) }) ?? [] { console.out(line.text + "\n") }
            guard !quiet else { break }
            for (path, bytes) in written where path.string.hasSuffix(".json") || path.string.hasSuffix(".html") {
                console.wrote(path, bytes: bytes)
            }
            console.out(summary + "\n")
            if let comparison { console.out(SnapshotReport.summary(comparison) + ".\n") }
        }
        if comparison?.hasChanges == true { throw .changed }
    }

    /// A base folder: where it is and what its snapshots.json lists.
    struct Base {
        let path: FilePath
        let manifest: SnapshotManifest
    }

    /// `--against`: a folder `snapshot` wrote, made the way this run makes its pictures.
    private static func base(_ options: ParsedOptions, scale: Double?) throws(CommandError) -> Base? {
        guard let path = options.path(.snapshotAgainst) else { return nil }
        guard OutputFolder.isSnapshotFolder(path),
            let manifest = SnapshotManifest(json: (try? read(path.appending(SnapshotManifest.fileName))) ?? [])
        else { throw .snapshot(.notASnapshotFolder(path.string)) }
        if manifest.scale != scale || manifest.framed != options.contains(.snapshotFrame) {
            throw .snapshot(
                .incomparable(
                    path.string, base: SnapshotManifest.describe(scale: manifest.scale, framed: manifest.framed),
                    head: SnapshotManifest.describe(scale: scale, framed: options.contains(.snapshotFrame))))
        }
        return Base(path: path, manifest: manifest)
    }

    /// Each state of `manifest` compared with the base's of the same name.
    private static func compare(
        _ manifest: SnapshotManifest, _ pictures: [SnapshotCapture.Picture], with base: Base, only: Bool
    ) throws(CommandError) -> SnapshotComparison {
        var drawn: [String: [UInt8]] = [:]
        for picture in pictures { drawn[picture.planned.name] = picture.png }
        // With --state, only those states: the others are not gone, only not drawn.
        let names = Set(manifest.states.map(\.name))
        let baseStates = only ? base.manifest.states.filter { names.contains($0.name) } : base.manifest.states
        return try SnapshotComparison.compare(base: baseStates, head: manifest.states) {
            (side, state) throws(CommandError) in
            let bytes = side == .base ? try read(base.path.appending(state.file)) : drawn[state.name] ?? []
            do {
                return try PNGDecoder.decode(bytes)
            } catch {
                throw .snapshot(.unreadablePicture(side == .base ? base.path.appending(state.file).string : state.file))
            }
        }
    }

    /// A file of a base folder; its name from that folder's snapshots.json, so only a plain name
    /// inside it is read.
    private static func read(_ path: FilePath) throws(CommandError) -> [UInt8] {
        let name = path.lastComponent
        guard !name.hasPrefix("."), !name.isEmpty, !path.string.contains("/../"),
            let bytes = try? PosixFile.readAll(path, limit: 64 << 20)
        else { throw .snapshot(.unreadablePicture(path.string)) }
        return bytes
    }

    /// A line for each changed, new or gone state, and the file it is about (its difference
    /// image, else its picture).
    private static func changeLines(_ comparison: SnapshotComparison, folder: FilePath) -> [(
        text: String, file: String
    )] {
        comparison.outcomes.compactMap { outcome in
            guard outcome.change != .unchanged else { return nil }
            let file = outcome.diffFile ?? outcome.afterFile ?? outcome.beforeFile ?? SnapshotManifest.fileName
            return ("\(outcome.name): \(SnapshotReport.describe(outcome.change))", folder.appending(file).string)
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
    static let snapshotAgainst = Option(
        "--against", value: "dir",
        "A folder an earlier snapshot wrote: compare each state with its picture there, write diff/ and "
            + "report.html, report.md and report.json, and exit 1 when any changed, is new or is gone.")
    static let snapshotFormat = Option(
        "--format", value: "format",
        "How to report: text, github (workflow commands: an annotation for each changed, new or gone state), "
            + "json (snapshots.json, with the changes under --against) or markdown (the changes and their "
            + "share, for a job summary).",
        default: "github when GITHUB_ACTIONS=true, else text",
        rule: .oneOf(["text", "github", "json", "markdown"]))
    static let snapshotForce = Option("--force", "Replace an output folder that mailsitegen did not make.")
}
