import BrowserDriver
import Encoders
import LayoutSpec
import MailSiteGen
import Recording

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension Command {
    /// `mailsitegen record`: a tap, a scroll or a sequence of them, as an animated file.
    static let record = Command(
        name: "record",
        abstract: "Record a tap, a scroll or a sequence as APNG, GIF, MP4 or WebM, frame-exact, in a headless browser.",
        discussion: """
            Builds the spec in memory, opens --link in the browser snapshot uses, at the
            phone's size in points times --scale, and plays --play there (without it, a
            demo: All Mails to a category, to another and back, a scroll under the
            material and back, search opened and cancelled). The recorder owns the page's
            clock: frame k shows the page exactly k / fps × speed seconds after the start,
            whatever the machine's load. The start state is held 0.5 s and the end state
            1 s, both slowed by --speed. Frame 0 is snapshot's picture of the start state.
            The format is --out's extension: .png or .apng (APNG, lossless), .gif, .mp4 (H.264) or .webm (VP9).
            Steps: tap:<tab id or allMails>, scroll:<points> (the list flicked to that
            offset, decelerating as iOS does), search, cancel, wait:<seconds>,
            comma-separated; each starts once the one before has settled.
            """,
        options: [
            .spec, .recordLink, .recordPlay, .recordFPS, .recordScale, .recordSpeed, .recordFrame, .snapshotBrowser,
            .recordOut, .recordForce, .quiet,
        ],
        run: runRecord)

    private static func runRecord(_ options: ParsedOptions, _ console: Console) throws(CommandError) {
        let settings = try recording { () throws(RecordingError) in try RecordSettings(options) }
        let source = SpecSource.resolve(options.path(.spec))
        let spec = try CommandError.wrapping { () throws(MailSiteGenError) in try source.load() }
        let files = try CommandError.wrapping { () throws(MailSiteGenError) in
            var generator = SiteGenerator(spec: spec)
            generator.icons = try CustomIcons.load(spec: spec, source: source)
            return try generator.generate()
        }
        try recording { () throws(RecordingError) in
            try record(settings, spec: spec, files: files, browser: options[.snapshotBrowser], console: console)
        }
    }

    private static func recording<Value>(_ body: () throws(RecordingError) -> Value) throws(CommandError) -> Value {
        do {
            return try body()
        } catch {
            throw .recording(error)
        }
    }

    /// The options, checked before anything is built or started.
    struct RecordSettings {
        var out: String
        var format: RecordingFormat
        var fps: Int
        var speed: Double
        var scale: Double
        var steps: [RecordStep]?
        var link: String?
        var frame: Bool
        var quiet: Bool

        init(_ options: ParsedOptions) throws(RecordingError) {
            guard let out = options[.recordOut] else { throw .noOutput }
            guard let format = RecordingFormat(path: out) else { throw .unknownFormat(path: out) }
            self.out = out
            self.format = format
            fps = try Command.number(
                options, .recordFPS, default: format.defaultFrameRate, in: 1...format.highestFrameRate)
            speed = try Command.decimal(options, .recordSpeed, default: 1, in: 0.01...10)
            scale = try Command.decimal(options, .recordScale, default: recordDefaultScale, in: 1...4)
            steps = try options[.recordPlay].map { (text) throws(RecordingError) in try RecordStep.parse(text) }
            link = options[.recordLink]
            frame = options.contains(.recordFrame)
            quiet = options.contains(.quiet)
            if !options.contains(.recordForce), access(out, F_OK) == 0 { throw .outputExists(out) }
            try Self.checkWritable(out)
        }

        /// What would make writing fail once the recording is made, found before it starts: a
        /// folder or a symbolic link at `out`, or a folder that does not exist.
        static func checkWritable(_ out: String) throws(RecordingError) {
            let path = FilePath(out)
            if PosixFile.isSymbolicLink(path) {
                throw .outputNotAFile(out, "it is a symbolic link; name the file it points to")
            }
            if PosixFile.kind(of: path).isFolder {
                throw .outputNotAFile(out, "it is a folder; name a file in it, such as \(path.appending("demo.gif"))")
            }
            if !PosixFile.kind(of: path.parent).isFolder {
                throw .outputNotAFile(out, "the folder \(path.parent) does not exist")
            }
        }
    }

    private static func record(
        _ settings: RecordSettings, spec: LayoutSpec, files: [OutputFile], browser: String?, console: Console
    ) throws(RecordingError) {
        let link = try RecordLink(settings.link, spec: spec)
        if let steps = settings.steps { try RecordCapture.check(steps, spec: spec) }
        let found: BrowserLocator.Found
        do {
            found = try BrowserLocator().locate(explicit: browser)
        } catch {
            throw .browser(error)
        }
        let (fps, speed, scale, quiet) = (settings.fps, settings.speed, settings.scale, settings.quiet)
        let timing = RecordTiming(fps: fps, speed: speed)
        var request = RecordCapture.Request(
            files: files, spec: spec, link: link, steps: settings.steps, timing: timing, scale: scale,
            frame: settings.frame)
        request.captureEveryFrame = BrowserLocator.processEnvironment()["MAILSITEGEN_RECORD_EVERY_FRAME"] == "1"
        // APNG and GIF are written by the project's encoders on a thread of their own; MP4 and
        // WebM by a `VideoRecorder`, made in `started` (it needs the browser and the frames' size)
        // and finished while the browser is still open.
        let writer = AnimationWriter(format: settings.format, fps: fps).map { BackgroundAnimationWriter($0) }
        let videoFormat = VideoFormat(rawValue: settings.format.rawValue)
        var video: VideoRecorder?
        var videoBytes: [UInt8] = []
        let start = MonotonicClock.now()
        if !quiet {
            let played = settings.steps.map { $0.map(\.text).joined(separator: ",") } ?? "the demo"
            console.error(
                "Recording \(played) at \(fps) fps, @\(RecordStep.number(scale))x"
                    + (speed == 1 ? "" : ", speed \(RecordStep.number(speed))") + "\n")
        }
        var reported = 0
        let summary = try RecordCapture.record(
            request, browser: found, timeoutSeconds: browserTimeout(),
            progress: { progress in
                guard !quiet, progress.index - reported >= fps else { return }
                reported = progress.index
                let seconds = timing.milliseconds(ofFrame: progress.index) / 1000
                console.error(
                    "  frame \(progress.index)\(progress.last.map { " of \($0 + 1)" } ?? ""), "
                        + "\(RecordStep.number((seconds * 10).rounded() / 10)) s of page time, "
                        + "\(progress.drawn) drawn\n")
            },
            started: { (browser, width, height) throws(RecordingError) in
                guard let videoFormat else { return }
                video = try VideoRecorder(browser: browser, format: videoFormat, width: width, height: height, fps: fps)
            },
            finished: { () throws(RecordingError) in
                if var recorder = video { videoBytes = try recorder.finish() }
            }
        ) { (index, png, reused) throws(RecordingError) in
            if let writer {
                writer.append(png: png, index: index, reused: reused)
            } else {
                try video?.append(png: png)
            }
        }
        let bytes = try writer?.finish() ?? videoBytes
        do {
            try AtomicFile.replace(FilePath(settings.out), with: bytes)
        } catch {
            throw .write(error)
        }
        let seconds = Double(MonotonicClock.now() - start) / 1000
        let duration = timing.seconds(frames: summary.frames)
        if !quiet {
            console.out(
                "Wrote \(settings.out) (\(settings.format.name), \(summary.frames) frames at \(fps) fps, "
                    + "\(RecordStep.number((duration * 100).rounded() / 100)) s, \(Console.size(bytes.count))) "
                    + "in \(RecordStep.number((seconds * 10).rounded() / 10)) s; \(summary.drawn) frames drawn.\n")
        }
    }

    /// `--scale` without a value: @2x, the size a recording is shared at.
    static let recordDefaultScale = 2.0

    fileprivate static func number(
        _ options: ParsedOptions, _ option: Option, default value: Int, in range: ClosedRange<Int>
    ) throws(RecordingError) -> Int {
        guard let text = options[option] else { return value }
        guard let number = Int(text), range.contains(number) else {
            if option == .recordFPS, let number = Int(text), number > range.upperBound,
                range.upperBound == GIFEncoder.highestFrameRate
            {
                throw .frameRateTooHighForGIF(number)
            }
            throw .badOption(
                name: option.name, value: text,
                expected: "a whole number from \(range.lowerBound) to \(range.upperBound)")
        }
        return number
    }

    fileprivate static func decimal(
        _ options: ParsedOptions, _ option: Option, default value: Double, in range: ClosedRange<Double>
    ) throws(RecordingError) -> Double {
        guard let text = options[option] else { return value }
        guard let number = RecordStep.decimal(text), range.contains(number) else {
            throw .badOption(
                name: option.name, value: text,
                expected:
                    "a number from \(RecordStep.number(range.lowerBound)) to \(RecordStep.number(range.upperBound))")
        }
        return number
    }
}

extension Option {
    static let recordLink = Option(
        "--link", value: "fragment",
        "The state to start from, as the page's link writes it: tab=updates&y=120&scheme=dark&dir=rtl "
            + "(tab, y, scheme, text, dir, contrast, transparency, device, q, motion, zoom, hold, locale, statusbar).",
        default: "the spec's first screen")
    static let recordPlay = Option(
        "--play", value: "steps",
        "The steps, comma-separated: tap:<tab id or allMails>, scroll:<points>, search, cancel, wait:<seconds>.",
        default: "the demo")
    static let recordFPS = Option(
        "--fps", value: "n", "Frames a second: 1 to 120, at most 50 for .gif.", default: "50 for .gif, else 60")
    static let recordScale = Option("--scale", value: "n", "Device pixels per point, 1 to 4.", default: "2")
    static let recordSpeed = Option(
        "--speed", value: "f", "Page time per second of recording: 0.25 plays it four times slower; 0.01 to 10.",
        default: "1")
    static let recordFrame = Option(
        "--frame",
        "Draw the phone around the screen, as snapshot --frame does; transparent outside in APNG, white in the others.")
    static let recordOut = Option(
        "--out", value: "file", "The file to write: .png or .apng (APNG), .gif, .mp4 (H.264) or .webm (VP9); required.")
    static let recordForce = Option("--force", "Replace the file if it exists.")
}
