import Encoders
import MailSiteGen

/// `mailsitegen serve`: the spec built in memory and served over HTTP/1.1, rebuilt when it
/// changes, every open page told to reload. Nothing is written to disk.
///
/// What it prints, in this order: `Serving <spec> at http://<host>:<port>/`, or `Serving a
/// comparison of a.json, b.json at …` (always the first line); the port it took instead of the
/// one asked for, if that was in use; when it serves the network, each address there and a QR
/// code of the first; how it watches each spec; then one line per rebuild with its time (in a
/// comparison, the pages that reload, by file), or the spec's error, which names its file (on
/// the error output). `Stopped.` at the end.
public struct PreviewServer {
    public struct Configuration: Sendable, Equatable {
        public var spec: SpecSource
        /// Two to four spec files served as `compare` writes them, instead of `spec`; empty for
        /// one spec.
        public var comparison: [FilePath] = []
        /// An IP address (`127.0.0.1`, `0.0.0.0`, `::1`) or `localhost`.
        public var host: String
        /// nil: `defaultPort`, or the next free one. 0: any free port.
        public var port: Int?
        /// Watch by polling modification times instead of inotify.
        public var polling: Bool
        /// Why the server polls when `polling` asked it to, as the watch line gives it in
        /// parentheses: the command line names its option.
        public var pollingReason: String

        public init(
            spec: SpecSource, host: String = PreviewServer.defaultHost, port: Int? = nil, polling: Bool = false,
            pollingReason: String = "as asked"
        ) {
            self.spec = spec
            self.host = host
            self.port = port
            self.polling = polling
            self.pollingReason = pollingReason
        }
    }

    /// Where the server writes its lines (the command line's standard output and error).
    public struct Output {
        /// A line of standard output, without its line feed.
        public var line: (String) -> Void
        /// The spec's error at a rebuild: the time, then the message (`file:line:col: path: message`).
        public var errorLine: (_ time: String, _ message: String) -> Void
        /// Whether the output is a terminal that takes colours: the QR code is then drawn black on
        /// white explicitly, whatever the terminal's own colours.
        public var colors: Bool

        public init(
            line: @escaping (String) -> Void, errorLine: @escaping (_ time: String, _ message: String) -> Void,
            colors: Bool
        ) {
            self.line = line
            self.errorLine = errorLine
            self.colors = colors
        }
    }

    public static let defaultHost = "127.0.0.1"
    public static let defaultPort = 8000
    /// When the port asked for is taken, the next ones tried.
    static let portAttempts = 100

    public var configuration: Configuration
    public var output: Output

    public init(configuration: Configuration, output: Output) {
        self.configuration = configuration
        self.output = output
    }

    /// Serves until SIGINT or SIGTERM. Throws before serving if the host, the port or the spec
    /// file cannot be used; a spec with an error is served all the same (its error shown).
    public func run() throws(MailSiteGenError) {
        guard let address = Socket.Address(configuration.host) else {
            throw .setting(
                .host,
                "'\(configuration.host)' is not an IP address; use 127.0.0.1 (this computer), "
                    + "0.0.0.0 (your network too) or one of this computer's addresses")
        }
        if let port = configuration.port, !(0...65_535).contains(port) {
            throw .setting(.port, "\(port) is not a port number (0 to 65535; 0 takes any free port)")
        }
        let served = try servedSpecs
        for path in served.paths {
            try SpecSource.checkExists(path)
        }
        // Watching starts before the first build and before the first line: a save made once
        // the server has said where it serves is always seen.
        let files = served.paths.enumerated().map { index, path in
            ServedSpecFile(
                spec: path, polling: configuration.polling,
                editPath: served.isComparison ? ServedSpecFile.editPath(variant: index) : Inspector.editPath)
        }
        // New at every start: a page from an earlier run, or of any other origin, cannot edit.
        let token = ServerToken.random()
        let build = {
            served.build(token: token) { index, named in
                if files.indices.contains(index) { files[index].watcher.watch(alsoFiles: named) }
            }
        }
        let first = build()
        let signals: SignalPipe
        do {
            signals = try SignalPipe()
        } catch {
            throw .signalHandling(cause: error)
        }
        let (listener, port) = try listen(on: address)

        let urlHost = configuration.host == "localhost" ? "localhost" : address.urlHost
        output.line("Serving \(served.name) at http://\(urlHost):\(port)/")
        let asked = configuration.port ?? Self.defaultPort
        if asked != 0 && port != asked { output.line("Port \(asked) is in use; took \(port), the next free one.") }
        let networkHosts = address.isUnspecified ? Socket.networkAddresses() : address.isLoopback ? [] : [urlHost]
        printNetwork(networkHosts, address: address, port: port)

        var names: Set<String> = [urlHost, address.urlHost, "localhost"]
        names.formUnion(networkHosts)
        if address.isUnspecified { names.formUnion(["127.0.0.1", "[::1]"]) }
        describe(files.map(\.watcher))
        var specError: String?
        if case .failure(let failure) = first {
            specError = failure.message
            output.errorLine(Clock.timeOfDay(), failure.message)
        }
        let router = Router(
            policy: HostPolicy(names: names, port: port), editToken: files.isEmpty ? nil : token,
            editPaths: Set(files.map(\.editPath)))
        let loop = ServerLoop(
            listener: listener, signals: signals, files: files, router: router, site: (try? first.get()) ?? .waiting,
            specError: specError, build: build, output: output)
        loop.run()
        output.line("Stopped.")
    }

    /// What the configuration serves; a comparison of other than 2 to 4 specs is refused.
    private var servedSpecs: ServedSpecs {
        get throws(MailSiteGenError) {
            guard !configuration.comparison.isEmpty else { return .one(configuration.spec) }
            let count = configuration.comparison.count
            guard CompareVariant.allowedCount.contains(count) else {
                throw .comparisonSize(count)
            }
            return .comparison(configuration.comparison)
        }
    }

    /// Listens on the port asked for or, if it is taken, on the next free one.
    private func listen(on address: Socket.Address) throws(MailSiteGenError) -> (descriptor: Int32, port: Int) {
        let asked = configuration.port ?? Self.defaultPort
        let candidates = asked == 0 ? [0] : Array(asked..<min(asked + Self.portAttempts, 65_536))
        for candidate in candidates {
            do {
                let descriptor = try Socket.listen(on: address, port: candidate)
                return (descriptor, Socket.port(of: descriptor))
            } catch {
                switch error {
                case .inUse: continue
                case .failed(let cause): throw .listen(host: address.urlHost, port: candidate, cause: cause)
                }
            }
        }
        throw .portsInUse(host: address.urlHost, first: asked, last: candidates.last ?? asked)
    }

    /// The addresses a phone can use, and a QR code of the first.
    private func printNetwork(_ hosts: [String], address: Socket.Address, port: Int) {
        if address.isUnspecified { output.line("  On this computer: http://127.0.0.1:\(port)/") }
        guard address.isUnspecified || !address.isLoopback else { return }
        guard let first = hosts.first else {
            output.line("  No network address found: is this computer connected to a network?")
            return
        }
        for host in hosts { output.line("  On your network:  http://\(host):\(port)/") }
        let url = "http://\(first):\(port)/"
        guard let code = try? QRCode(encoding: Array(url.utf8)) else { return }
        output.line("")
        for line in code.terminalLines(colors: output.colors) { output.line(line) }
        output.line("")
        output.line("  Scan the code with a phone on the same network to open \(url)")
    }

    /// How each spec is watched: inotify, or polling and why; nothing for the built-in spec.
    /// The last line says how to stop.
    private func describe(_ watchers: [SpecWatcher]) {
        guard !watchers.isEmpty else {
            output.line("The built-in spec does not change; run 'mailsitegen init' for a spec to edit. Ctrl-C stops.")
            return
        }
        let every = "every \(Double(SpecWatcher.pollingInterval) / 1000) s"
        for (index, watcher) in watchers.enumerated() {
            let path = watcher.spec
            let end = index == watchers.count - 1 ? " Ctrl-C stops." : ""
            switch (watcher.method, watcher.fallbackReason) {
            case (.inotify, _):
                output.line("Watching \(path) for changes.\(end)")
            case (.polling, let reason?):
                output.line("Watching \(path) by polling its modification time \(every) (\(reason)).\(end)")
            case (.polling, nil):
                output.line(
                    "Watching \(path) by polling its modification time \(every) (\(configuration.pollingReason)).\(end)"
                )
            }
        }
    }
}
