import LayoutSpec
import MailSiteGen

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The bounds the server keeps to, in milliseconds and counts.
struct ServerLimits {
    /// Open connections, reload streams included; more wait in the kernel's queue until one closes.
    var maximumConnections = 512
    /// A connection that sends nothing for this long between requests is closed.
    var idleTimeout = 5_000
    /// A request head must be complete this long after its first byte (408 otherwise).
    var headTimeout = 10_000
    /// A client that takes none of a response for this long is closed.
    var writeTimeout = 10_000
    /// Reload streams get a comment this often, so that a vanished client is noticed.
    var heartbeatInterval = 15_000
    /// A reload stream whose client leaves this much unread is closed.
    var eventStreamBacklog = 256 * 1024
    /// Connections accepted per turn of the loop, so that a burst does not starve the others.
    var acceptBatch = 64
    /// A connection closed after its response reads and discards what the client still sends
    /// for this long at most (lingering close)…
    var lingerTotal = 2_000
    /// …and stops sooner when the client sends nothing for this long.
    var lingerIdle = 500
}

/// The preview server's event loop: one thread, one `poll(2)` over the listening socket, every
/// connection (non-blocking), each watcher's inotify descriptor and the signal pipe; timers are
/// the poll's timeout. Everything here runs on the thread that calls `run()`, so nothing is
/// shared and nothing is locked.
///
/// A rebuild happens on this thread too, between two turns of the loop: it takes a few
/// milliseconds, during which new connections wait in the kernel's queue
/// (delayed, never refused) and every response in flight keeps the site it started with.
final class ServerLoop {
    typealias Build = () -> Result<LiveSite, MailSiteGenError>

    private let listener: Int32
    private let signals: SignalPipe
    /// The spec files, watched and edited: none for the built-in spec, one per variant of a
    /// comparison.
    private let files: [ServedSpecFile]
    private let router: Router
    private let build: Build
    private let output: PreviewServer.Output
    private let limits: ServerLimits

    private var site: LiveSite
    /// The spec's error, while the last rebuild failed: shown over the page.
    private var specError: String?
    private var connections: [Connection] = []
    /// When to rebuild: at once after a complete save, a little later after the spec went away.
    private var rebuildTime: Int?
    private var nextStampCheck: Int?
    private var nextHeartbeat: Int
    private var readBuffer = [UInt8](repeating: 0, count: 16 * 1024)

    init(
        listener: Int32, signals: SignalPipe, files: [ServedSpecFile], router: Router, site: LiveSite,
        specError: String?, build: @escaping Build, output: PreviewServer.Output,
        limits: ServerLimits = ServerLimits()
    ) {
        self.listener = listener
        self.signals = signals
        self.files = files
        self.router = router
        self.site = site
        self.specError = specError
        self.build = build
        self.output = output
        self.limits = limits
        let now = Clock.now()
        nextHeartbeat = now + limits.heartbeatInterval
        if files.contains(where: { $0.watcher.method == .polling }) {
            nextStampCheck = now + SpecWatcher.pollingInterval
        }
    }

    /// Serves until SIGINT or SIGTERM, then closes every connection and the listening socket.
    func run() {
        while true {
            let polled = connections
            var descriptors = [pollfd(fd: signals.descriptor, events: Int16(POLLIN), revents: 0)]
            let watched = files.compactMap { file in file.watcher.descriptor.map { (file, $0) } }
            for (_, inotify) in watched {
                descriptors.append(pollfd(fd: inotify, events: Int16(POLLIN), revents: 0))
            }
            let acceptsMore = connections.count < limits.maximumConnections
            if acceptsMore { descriptors.append(pollfd(fd: listener, events: Int16(POLLIN), revents: 0)) }
            let firstConnection = descriptors.count
            for connection in polled {
                var events: Int16 = 0
                if connection.wantsToRead { events |= Int16(POLLIN) }
                if connection.wantsToWrite { events |= Int16(POLLOUT) }
                descriptors.append(pollfd(fd: connection.descriptor, events: events, revents: 0))
            }
            let ready = poll(&descriptors, nfds_t(descriptors.count), timeout(now: Clock.now()))
            if ready < 0 && errno != EINTR { break }
            let now = Clock.now()

            if descriptors[0].revents != 0 && signals.received() { break }
            var index = 1
            for (file, _) in watched {
                if descriptors[index].revents != 0 { noticeEvents(of: file, now: now) }
                index += 1
            }
            if acceptsMore && descriptors[index].revents != 0 { acceptConnections(now: now) }
            for (offset, connection) in polled.enumerated() {
                let events = Int32(descriptors[firstConnection + offset].revents)
                if events & Int32(POLLOUT) != 0 {
                    connection.writeAvailable(now: now) { answer($0, on: connection, now: now) }
                }
                if events & Int32(POLLIN | POLLHUP | POLLERR) != 0 && !connection.isClosed {
                    connection.readAvailable(into: &readBuffer, now: now) { answer($0, on: connection, now: now) }
                }
            }
            runTimers(now: now)
            connections.removeAll { $0.isClosed }
        }
        for connection in connections { connection.close() }
        connections = []
        closeDescriptor(listener)
    }

    /// Milliseconds until the nearest deadline or timer, -1 for none.
    private func timeout(now: Int) -> Int32 {
        var nearest = nextHeartbeat
        for time in [rebuildTime, nextStampCheck].compactMap({ $0 }) { nearest = min(nearest, time) }
        for connection in connections {
            if let deadline = connection.deadline(limits) { nearest = min(nearest, deadline) }
        }
        return Int32(clamping: max(0, nearest - now))
    }

    /// Reads a watcher's events: a complete save is rebuilt at once, a spec renamed away or
    /// deleted after `SpecWatcher.settleDelay`.
    private func noticeEvents(of file: ServedSpecFile, now: Int) {
        switch file.watcher.readEvents() {
        case .complete:
            file.isChanged = true
            rebuildTime = now
        case .unsettled:
            file.isChanged = true
            rebuildTime = now + SpecWatcher.settleDelay
        case .none: break
        }
    }

    private func acceptConnections(now: Int) {
        for _ in 0..<limits.acceptBatch where connections.count < limits.maximumConnections {
            guard let descriptor = Socket.accept(listener) else { return }
            connections.append(Connection(descriptor: descriptor, now: now))
        }
    }

    /// Rebuilds when due, checks the specs' stamps when polling, keeps streams alive, and closes
    /// connections past their deadline.
    private func runTimers(now: Int) {
        if let time = nextStampCheck, now >= time {
            nextStampCheck = now + SpecWatcher.pollingInterval
            for file in files where file.watcher.method == .polling && file.watcher.stampChanged() {
                file.isChanged = true
                rebuildTime = now
            }
        }
        if let time = rebuildTime, now >= time {
            rebuildTime = nil
            let changed = files.filter(\.isChanged)
            for file in changed { file.isChanged = false }
            // Only the server's own edits changed: they are built already (unless an icon changed).
            let namedFilesChanged = changed.map { $0.watcher.takeNamedFileChange() }.contains(true)
            if namedFilesChanged || !changed.allSatisfy(\.changeIsOwnEdit) {
                for file in files { file.writtenVersion = nil }
                rebuild()
            }
        }
        if now >= nextHeartbeat {
            nextHeartbeat = now + limits.heartbeatInterval
            broadcast(Array(": still here\n\n".utf8))
        }
        for connection in connections {
            if let deadline = connection.deadline(limits), now >= deadline { connection.expire() }
        }
    }

    private func answer(_ received: Connection.Received, on connection: Connection, now: Int) {
        guard case .head(let request) = received else {
            if case .body(let request, let body) = received { answerEdit(request, body: body, on: connection) }
            return
        }
        switch router.route(request, site: site) {
        case .respond(var response):
            // A request whose body is not read ends its connection (lingering: the client sees
            // the answer), as does one that asks to.
            response.closesConnection = response.closesConnection || !request.keepsAlive || request.contentLength > 0
            let head = response.head
            connection.send(
                request.method == "HEAD" ? head : head + response.body, closing: response.closesConnection, now: now)
        case .eventStream:
            var bytes = Router.eventStreamHead
            guard request.method == "GET" else {
                connection.send(bytes, closing: true, now: now)
                return
            }
            bytes += Array("retry: 1000\n\n".utf8) + Router.event("build", data: site.build)
            if let specError { bytes += Router.event("spec-error", data: specError) }
            connection.startEventStream(bytes, now: now)
        case .edit(let length):
            connection.readBody(of: request, length: length, now: now)
        }
    }

    /// Makes an edit, rebuilds at once (the page that made it reloads with the others), and
    /// answers `{"version": …, "build": …, "wasWritten": …}` or the refusal.
    private func answerEdit(_ request: HTTPRequest, body: [UInt8], on connection: Connection) {
        var response: HTTPResponse
        do throws(EditRefusal) {
            guard let file = files.first(where: { $0.editPath == request.path }) else {
                throw EditRefusal(.notFound, "there is no spec file to edit")
            }
            let edited = try file.editor.apply(try EditRequest.parse(body))
            let time = Clock.timeOfDay()
            // In a comparison, which of the files.
            let field = files.count > 1 ? "\(file.watcher.spec): \(edited.path)" : "\(edited.path)"
            output.line(
                edited.isReset
                    ? "\(time) Reset \(field) to its default, \(edited.new) (was \(edited.old))."
                    : "\(time) Edited \(field): \(edited.old) → \(edited.new)")
            rebuild()
            file.writtenVersion = edited.version
            response = .json(
                .ok,
                .object([
                    ("version", .string(edited.version)), ("build", .string(site.build)),
                    ("wasWritten", .bool(edited.wasWritten)),
                ]))
        } catch {
            response = error.response
        }
        response.closesConnection = response.closesConnection || !request.keepsAlive
        connection.send(response.head + response.body, closing: response.closesConnection, now: Clock.now())
    }

    /// Builds the spec again: a new build is served from now on and every open page is told;
    /// an error keeps the last good build and is shown over it.
    private func rebuild() {
        let start = Clock.now()
        let result = build()
        let milliseconds = Clock.now() - start
        let time = Clock.timeOfDay()
        switch result {
        case .failure(let failure):
            output.errorLine(time, failure.message)
            if failure.message != specError {
                specError = failure.message
                broadcast(Router.event("spec-error", data: failure.message))
            }
        case .success(let newSite):
            if specError != nil {
                specError = nil
                broadcast(Router.event("spec-ok", data: ""))
            }
            let reloading = newSite.pages.filter { !site.pages.contains($0) }
            guard !reloading.isEmpty else {
                output.line(
                    "\(time) Rebuilt in \(milliseconds) ms: the same \(Counted(newSite.pages.count, "page").noun).")
                return
            }
            site = newSite
            let pages = connections.count { $0.isEventStream && !$0.isClosed }
            broadcast(Router.event("build", data: site.build))
            guard site.pages.count == 1 else {
                let names = Listed(reloading.map(\.label))
                output.line(
                    "\(time) Rebuilt in \(milliseconds) ms; \(names) \(Counted(reloading.count, "page").agreeing("reload"))."
                )
                return
            }
            output.line(
                "\(time) Rebuilt in \(milliseconds) ms; \(Counted(pages, "page").with(verb: "reload")).")
        }
    }

    private func broadcast(_ event: [UInt8]) {
        for connection in connections where connection.isEventStream {
            connection.sendEvent(event, limit: limits.eventStreamBacklog)
        }
    }
}
