import BrowserDriver
import LayoutSpec
import MailSiteGen
import Snapshots

/// Plays the steps on a build in a headless browser, on the page's own clock, and hands over
/// each frame as the browser's PNG. The browser, its flags, the viewer's settings, the settled
/// wait and the screenshot call are `snapshot`'s, so frame 0 is `snapshot`'s picture of the start
/// state, pixel for pixel. Then the recorder takes the page's clock (`RecordClock`) and, for each
/// frame k, runs the page to `timing.milliseconds(ofFrame: k)` and takes the picture, unless
/// nothing could have changed since frame k − 1: that frame's PNG is handed over again.
public enum RecordCapture {
    /// What a recording is made of.
    public struct Request {
        public var files: [OutputFile]
        public var spec: LayoutSpec
        public var link: RecordLink
        /// The steps; nil for the demo.
        public var steps: [RecordStep]?
        public var timing: RecordTiming
        public var scale: Double
        /// The phone drawn around each frame, as `snapshot --frame` draws it.
        public var frame: Bool
        /// Every frame captured, none reused: the tests' check that a reused frame is the one
        /// the browser would have drawn (`MAILSITEGEN_RECORD_EVERY_FRAME`).
        public var captureEveryFrame = false

        public init(
            files: [OutputFile], spec: LayoutSpec, link: RecordLink, steps: [RecordStep]?, timing: RecordTiming,
            scale: Double, frame: Bool
        ) {
            self.files = files
            self.spec = spec
            self.link = link
            self.steps = steps
            self.timing = timing
            self.scale = scale
            self.frame = frame
        }
    }

    /// What the recording was: its frames, how many were drawn (not reused), the steps played
    /// and the browser.
    public struct Summary: Sendable {
        public var frames: Int
        public var drawn: Int
        public var steps: [RecordStep]
        public var browser: BrowserVersion
    }

    /// Where a recording is, for progress: frame `index`, of `last` once it is known.
    public struct Progress: Sendable {
        public var index: Int
        public var last: Int?
        public var drawn: Int
    }

    /// Records `request` in the browser at `found`; `started` hears the browser and the frames'
    /// size in pixels once frame 0 is taken (a video encoder runs in the same browser), and
    /// `frame` gets each frame in order (its index, the PNG, and whether it is the frame before's
    /// again), and `finished` runs after the last frame, while the browser is still open (a video
    /// encoder's last chunks). The browser is closed and its folder removed on every way out. Checks the steps
    /// against the spec before the browser starts, and the scrolls against the loaded page before
    /// any frame is handed over.
    public static func record(
        _ request: Request, browser found: BrowserLocator.Found, timeoutSeconds: Int = Browser.defaultTimeoutSeconds,
        progress: (Progress) -> Void = { _ in },
        started: (Browser, _ width: Int, _ height: Int) throws(RecordingError) -> Void = { _, _, _ in },
        finished: () throws(RecordingError) -> Void = {},
        frame: (Int, [UInt8], Bool) throws(RecordingError) -> Void
    ) throws(RecordingError) -> Summary {
        if let steps = request.steps { try check(steps, spec: request.spec) }
        let browser: Browser
        do {
            browser = try Browser(found: found, timeoutSeconds: timeoutSeconds)
        } catch {
            throw .browser(error)
        }
        defer { browser.close() }
        let summary = try record(request, in: browser, progress: progress, started: started, frame: frame)
        try finished()
        return summary
    }

    /// The tab ids: each `tap` names All Mails or one of the spec's tabs.
    public static func check(_ steps: [RecordStep], spec: LayoutSpec) throws(RecordingError) {
        let ids = [RecordStep.allMailsID] + spec.tabs.map(\.id)
        for case .tap(let id) in steps where !ids.contains(id) {
            throw .unknownTab(id, suggestion: SnapshotName.closest(to: id, in: ids), known: ids)
        }
    }

    /// The scroll targets against the list's largest offset.
    static func check(scrolls steps: [RecordStep], largest: Double) throws(RecordingError) {
        for case .scroll(let offset) in steps where offset > largest + 0.5 {
            throw .scrollPastEnd(step: RecordStep.scroll(offset).text, largest: largest.rounded(.down))
        }
    }

    /// The demo's scroll: past the header's ramp by 200 points (the review board's “under the
    /// material”), at most the list's end.
    static func demoOffset(spec: LayoutSpec, largest: Double) -> Double {
        min(spec.scroll.collapseThreshold + spec.scroll.transitionDistance + 200, largest.rounded(.down))
    }

    private static func record(
        _ request: Request, in browser: Browser, progress: (Progress) -> Void,
        started: (Browser, Int, Int) throws(RecordingError) -> Void,
        frame: (Int, [UInt8], Bool) throws(RecordingError) -> Void
    ) throws(RecordingError) -> Summary {
        do {
            for file in request.files { try browser.folder.write("site/\(file.path)", file.bytes) }
            let page = try BrowserPage(in: browser)
            try page.send("Emulation.setEmulatedMedia", [("features", .array(SnapshotCapture.viewerSettings))])
            try page.setViewport(width: request.link.width, height: request.link.height, scale: request.scale)
            try page.send("Page.addScriptToEvaluateOnNewDocument", [("source", .string(RecordClock.script))])
            try page.navigate("about:blank")
            let base = "file://" + SnapshotCapture.percentEncodedPath(browser.folder.path + "/site/")
            try page.navigate(base + request.link.href)
            try page.evaluate(SnapshotCapture.settled, waitingFor: "the start state to settle")
            let first = try page.screenshot()
            let measured = try page.evaluate(
                "window.__mailsitegenRecord.measure()", waitingFor: "the list's length")
            guard measured?.member("started")?.boolValue == true,
                let largest = measured?.member("largestOffset")?.numberValue
            else { throw BrowserError.page("the page did not start as mailsitegen's page does") }
            let steps =
                request.steps
                ?? RecordStep.demo(
                    first: request.spec.tabs.first?.id, second: request.spec.tabs.dropFirst().first?.id,
                    underMaterial: demoOffset(spec: request.spec, largest: largest))
            try check(scrolls: steps, largest: largest)
            let framer = request.frame ? try BrowserPage(in: browser, newWindow: true) : nil
            let frameOf = { (png: [UInt8], index: Int) throws(BrowserError) -> [UInt8] in
                guard let framer else { return png }
                let picture = try SnapshotCapture.framed(
                    png, name: "frame-\(index)", device: request.link.device, width: request.link.width,
                    height: request.link.height, scale: request.scale,
                    dark: request.link.fragment.contains("scheme=dark"), label: "frame \(index)", page: framer)
                browser.folder.removeFile("frames/frame-\(index).png")
                browser.folder.removeFile("frames/frame-\(index).html")
                return picture
            }
            try page.evaluate(
                "window.__mailsitegenRecord.take(\(plan(steps, scale: request.scale).formatted()))",
                waitingFor: "the page's clock")
            var previous = try frameOf(first, 0)
            let size = pixelSize(of: previous)
            try started(browser, size.width, size.height)
            try frame(0, previous, false)
            var drawn = 1
            var last: Int?
            var index = 1
            let timing = request.timing
            // The waits, and as long again as the longest a page may take to settle.
            let waited = steps.reduce(0.0) { total, step in
                if case .wait(let seconds) = step { total + seconds } else { total }
            }
            let longest = (RecordTiming.startHold + waited + RecordTiming.longest) * 1000
            while last.map({ index <= $0 }) ?? true {
                let milliseconds = timing.milliseconds(ofFrame: index)
                let answer = try page.evaluate(
                    "window.__mailsitegenRecord.advanceTo(\(timing.tick(ofFrame: index)), "
                        + "\(JSONValue.number(milliseconds).formatted()))",
                    waitingFor: "frame \(index)")
                if let pastEnd = answer?.member("pastEnd"), let step = pastEnd.member("step")?.stringValue,
                    let largest = pastEnd.member("largest")?.numberValue
                {
                    throw RecordingError.scrollPastEnd(step: step, largest: largest.rounded(.down))
                }
                if last == nil, let settled = answer?.member("settledOnTick")?.numberValue, settled >= 0 {
                    last = timing.lastFrame(settledOnTick: Int(settled))
                }
                if last == nil, milliseconds > longest {
                    throw RecordingError.neverSettled(
                        step: answer?.member("step")?.stringValue ?? "the page", seconds: RecordTiming.longest)
                }
                let changed = request.captureEveryFrame || answer?.member("changed")?.boolValue ?? true
                if changed {
                    previous = try frameOf(try page.screenshot(fast: true), index)
                    drawn += 1
                }
                try frame(index, previous, !changed)
                progress(Progress(index: index, last: last, drawn: drawn))
                index += 1
            }
            return Summary(frames: index, drawn: drawn, steps: steps, browser: browser.version)
        } catch let error as BrowserError {
            throw .browser(error)
        } catch let error as RecordingError {
            throw error
        } catch {
            throw .browser(.page("\(error)"))
        }
    }

    /// A PNG's width and height in pixels, from its header (IHDR, right after the signature).
    static func pixelSize(of png: [UInt8]) -> (width: Int, height: Int) {
        guard png.count >= 24 else { return (0, 0) }
        func number(at offset: Int) -> Int { png[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) } }
        return (number(at: 16), number(at: 20))
    }

    /// What `take` gets: the steps as data (a tab id is a string in JSON, never code), the flick's
    /// curve and the tick the first step runs on.
    static func plan(_ steps: [RecordStep], scale: Double) -> JSONValue {
        let entries: [JSONValue] = steps.map { step in
            var members: [(String, JSONValue)] = [("text", .string(step.text))]
            switch step {
            case .tap(let id): members += [("kind", .string("tap")), ("tab", .string(id))]
            case .scroll(let offset): members += [("kind", .string("scroll")), ("to", .number(offset))]
            case .search: members.append(("kind", .string("search")))
            case .cancel: members.append(("kind", .string("cancel")))
            case .wait(let seconds): members += [("kind", .string("wait")), ("seconds", .number(seconds))]
            }
            return .object(members)
        }
        let flick = Flick(from: 0, to: 0, scale: scale)
        return .object([
            ("steps", .array(entries)),
            (
                "curve",
                .object([
                    ("decelerationRate", .number(Flick.decelerationRate)), ("threshold", .number(flick.threshold)),
                ])
            ),
            ("firstStepTick", .integer(RecordTiming.firstStepTick)),
        ])
    }
}
