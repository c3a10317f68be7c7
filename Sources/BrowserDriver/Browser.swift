import LayoutSpec

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A headless Chromium-family browser driven over the DevTools protocol on a pipe
/// (`--remote-debugging-pipe`: commands written to its descriptor 3, answers and events read from
/// its descriptor 4, each message JSON ended by a NUL byte). No port is opened and nothing goes
/// over the network. It runs with a fresh profile in a temporary folder of its own, which also
/// holds the files it is shown; `close()` ends it and removes the folder, and must be called on
/// every path (`Browser.with` does).
public final class Browser {
    public let path: String
    public let version: BrowserVersion
    /// The temporary folder: `profile/`, the browser's output (`browser.log`), and the caller's files.
    public let folder: TemporaryFolder
    /// How long any one answer may take.
    public let timeoutSeconds: Int

    private let process: ChildProcess
    private let signals: InterruptSignals
    private var commands: Int32
    private var answers: Int32
    private var frames = DevToolsFrames()
    private var nextID = 1
    private var received: [Int: DevToolsMessage] = [:]
    private var events: [DevToolsMessage] = []
    private var closed = false

    /// The default time allowed for one answer, and the environment variable that changes it.
    public static let defaultTimeoutSeconds = 30
    public static let timeoutVariable = "MAILSITEGEN_BROWSER_TIMEOUT"

    /// The flags it is started with, after the profile and the pipe: headless, quiet (no first-run
    /// pages, sync, extensions, component updates, crash reports or background networking), scroll
    /// bars hidden and colours in sRGB (the same pictures on every display), and no throttling of a
    /// page that is not in front.
    public static let flags = [
        "--headless=new", "--no-first-run", "--no-default-browser-check", "--disable-extensions",
        "--disable-component-update", "--disable-sync", "--disable-default-apps", "--disable-background-networking",
        "--disable-breakpad", "--disable-crash-reporter", "--metrics-recording-only", "--password-store=basic",
        "--use-mock-keychain", "--mute-audio", "--hide-scrollbars", "--force-color-profile=srgb", "--lang=en-US",
        "--disable-dev-shm-usage", "--disable-background-timer-throttling", "--disable-renderer-backgrounding",
        "--disable-backgrounding-occluded-windows",
    ]

    /// Runs `body` with a started browser and closes it afterwards, whatever `body` does.
    public static func with<Result>(
        _ found: BrowserLocator.Found, timeoutSeconds: Int = defaultTimeoutSeconds,
        _ body: (Browser) throws(BrowserError) -> Result
    ) throws(BrowserError) -> Result {
        let browser = try Browser(found: found, timeoutSeconds: timeoutSeconds)
        defer { browser.close() }
        return try body(browser)
    }

    /// Checks the version (`--version`), then starts the browser and waits for its first answer.
    public init(found: BrowserLocator.Found, timeoutSeconds: Int = defaultTimeoutSeconds) throws(BrowserError) {
        path = found.path
        self.timeoutSeconds = timeoutSeconds
        let folder = try TemporaryFolder()
        self.folder = folder
        let signals: InterruptSignals
        do { signals = try InterruptSignals() } catch {
            folder.remove()
            throw error
        }
        self.signals = signals
        let version: BrowserVersion
        do {
            version = try Self.version(of: found.path, in: folder, signals: signals, timeoutSeconds: timeoutSeconds)
        } catch {
            signals.restore()
            folder.remove()
            throw error
        }
        self.version = version

        var toBrowser: [Int32] = [0, 0]
        var fromBrowser: [Int32] = [0, 0]
        guard pipe(&toBrowser) == 0, pipe(&fromBrowser) == 0 else {
            let reason = String(cString: strerror(errno))
            signals.restore()
            folder.remove()
            throw .system(call: "pipe", reason: reason)
        }
        let childReads = ChildProcess.lifted(toBrowser[0])
        let childWrites = ChildProcess.lifted(fromBrowser[1])
        commands = ChildProcess.lifted(toBrowser[1])
        answers = ChildProcess.lifted(fromBrowser[0])
        var arguments = [found.path, "--user-data-dir=\(folder.path)/profile", "--remote-debugging-pipe"] + Self.flags
        // Chromium refuses to run as root with its sandbox; the pages it is shown are the build's own.
        if geteuid() == 0 { arguments.append("--no-sandbox") }
        arguments.append("about:blank")
        do {
            // Its own temporary files (the profile's lock socket, shared memory) go in the folder too:
            // removed with it even when the browser is killed.
            var environment = BrowserLocator.processEnvironment()
            environment["TMPDIR"] = folder.path
            process = try ChildProcess(
                arguments: arguments, output: "\(folder.path)/browser.log",
                descriptors: [(childReads, 3), (childWrites, 4)], environment: environment)
        } catch {
            for descriptor in [childReads, childWrites, commands, answers] { closeDescriptor(descriptor) }
            signals.restore()
            folder.remove()
            throw error
        }
        closeDescriptor(childReads)
        closeDescriptor(childWrites)
        do {
            _ = try send("Browser.getVersion", waitingFor: "its first answer")
        } catch {
            close()
            throw error
        }
    }

    deinit { close() }

    /// Runs `--version` and reads what it printed.
    private static func version(
        of path: String, in folder: TemporaryFolder, signals: InterruptSignals, timeoutSeconds: Int
    ) throws(BrowserError) -> BrowserVersion {
        let output = "\(folder.path)/version.txt"
        // Standard error apart: Debian's wrapper script complains there before Chromium prints.
        let child = try ChildProcess(
            arguments: [path, "--version"], output: output, errors: "\(folder.path)/version-errors.txt", descriptors: []
        )
        let deadline = MonotonicClock.now() + timeoutSeconds * 1000
        while child.isRunning {
            if let signal = signals.received() {
                child.killGroup()
                throw .interrupted(signal: signal)
            }
            if MonotonicClock.now() >= deadline {
                child.killGroup()
                throw .timedOut(path: path, waitingFor: "--version", seconds: timeoutSeconds)
            }
            usleep(5_000)
        }
        child.killGroup()
        let lines = Self.readText(output).split(whereSeparator: { $0 == "\n" }).map(String.init)
        let printed = lines.first { BrowserVersion(parsing: $0) != nil } ?? lines.first ?? ""
        guard let version = BrowserVersion(parsing: printed) else {
            throw .unknownVersion(path: path, printed: String(printed.prefix(120)))
        }
        guard version.isSupported else { throw .tooOld(path: path, version: version) }
        return version
    }

    // MARK: The protocol

    /// Sends a command (to a page's session, or to the browser) and waits for its answer's result.
    @discardableResult
    public func send(
        _ method: String, _ params: [(String, JSONValue)] = [], session: String? = nil, waitingFor: String? = nil
    ) throws(BrowserError) -> JSONNode {
        let id = nextID
        nextID += 1
        try write(DevToolsMessage.command(id: id, method: method, params: params, sessionId: session) + [0])
        let deadline = MonotonicClock.now() + timeoutSeconds * 1000
        while true {
            if let answer = received.removeValue(forKey: id) {
                if let error = answer.error { throw .protocolError(method: method, message: error) }
                return answer.body
            }
            try readMore(until: deadline, waitingFor: waitingFor ?? method)
        }
    }

    /// Waits for the event `method` (of `session`, if given) that `matches`, and returns its params;
    /// events that came before the wait count.
    public func event(
        _ method: String, session: String? = nil, waitingFor: String, matches: (JSONNode) -> Bool = { _ in true }
    ) throws(BrowserError) -> JSONNode {
        let deadline = MonotonicClock.now() + timeoutSeconds * 1000
        while true {
            if let index = events.firstIndex(where: {
                $0.method == method && (session == nil || $0.sessionId == session) && matches(Self.body(of: $0))
            }) {
                return Self.body(of: events.remove(at: index))
            }
            try readMore(until: deadline, waitingFor: waitingFor)
        }
    }

    /// Forgets the events received so far.
    public func discardEvents() { events.removeAll() }

    private static func body(of message: DevToolsMessage) -> JSONNode { message.body }

    private func write(_ bytes: [UInt8]) throws(BrowserError) {
        guard !closed else { throw .page("the browser was closed") }
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return 0 }
                return systemWrite(commands, base + offset, buffer.count - offset)
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw ended()
            }
            offset += count
        }
    }

    /// Reads what the browser wrote, waiting at most until `deadline`; a signal, the browser's end
    /// or the deadline is an error.
    private func readMore(until deadline: Int, waitingFor: String) throws(BrowserError) {
        var descriptors = [
            pollfd(fd: answers, events: Int16(POLLIN), revents: 0),
            pollfd(fd: signals.descriptor, events: Int16(POLLIN), revents: 0),
        ]
        let remaining = deadline - MonotonicClock.now()
        guard remaining > 0 else {
            throw .timedOut(path: path, waitingFor: waitingFor, seconds: timeoutSeconds)
        }
        let ready = poll(&descriptors, 2, Int32(min(remaining, 1000)))
        if ready < 0 {
            if errno == EINTR { return }
            throw .system(call: "poll", reason: String(cString: strerror(errno)))
        }
        if let signal = signals.received() { throw .interrupted(signal: signal) }
        guard descriptors[0].revents != 0 else {
            // Still running? A browser that died without closing its end (its children hold it) ends here.
            if !process.isRunning { throw ended() }
            return
        }
        var chunk = [UInt8](repeating: 0, count: 1 << 20)
        let count = chunk.withUnsafeMutableBytes { read(answers, $0.baseAddress, $0.count) }
        if count < 0 {
            if errno == EINTR || errno == EAGAIN { return }
            throw ended()
        }
        if count == 0 { throw ended() }
        for bytes in frames.append(chunk[..<count]) {
            guard let message = DevToolsMessage(json: bytes) else { continue }
            if let id = message.id {
                received[id] = message
            } else if message.method != nil {
                events.append(message)
            }
        }
    }

    /// The error for a browser that is gone: how it ended, and the last line it printed.
    private func ended() -> BrowserError {
        _ = process.waitForExit(milliseconds: 2_000)
        let lines = Self.readText("\(folder.path)/browser.log").split(whereSeparator: { $0 == "\n" })
        let last = lines.last.map { String($0.prefix(200)) }
        return .exited(path: path, status: process.statusDescription, lastLine: last)
    }

    // MARK: Closing

    /// Ends the browser (asked to close, then its whole process group killed) and removes the
    /// temporary folder. Safe to call more than once.
    public func close() {
        guard !closed else { return }
        if process.isRunning {
            // Politely first, so that it flushes nothing half-written into the profile; then for sure.
            var bytes = DevToolsMessage.command(id: nextID, method: "Browser.close", params: [], sessionId: nil) + [0]
            nextID += 1
            _ = systemWrite(commands, &bytes, bytes.count)
            _ = process.waitForExit(milliseconds: 2_000)
        }
        closed = true
        process.killGroup()
        closeDescriptor(commands)
        closeDescriptor(answers)
        signals.restore()
        folder.remove()
    }

    static func readText(_ path: String) -> String {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return "" }
        defer { closeDescriptor(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count <= 0 { break }
            bytes += chunk[..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// `close(2)`, named apart from `Browser.close()`.
func closeDescriptor(_ descriptor: Int32) {
    _ = close(descriptor)
}
