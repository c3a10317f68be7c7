import MailSiteGen
import PreviewServer

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension Command {
    /// `mailsitegen serve`: the spec built in memory and served, rebuilt and reloaded as it changes.
    static let serve = Command(
        name: "serve",
        abstract: "Serve the prototype, reloading it as the spec changes.",
        discussion: """
            Builds the spec in memory (nothing is written to disk) and serves it over
            HTTP. Every open page reloads when the spec is saved and keeps its tab,
            scroll, search and appearance; a spec with an error keeps the last good page
            and shows the error over it until the spec is fixed. With --host 0.0.0.0 a
            phone on the same network can open it too: the address is printed with a QR
            code to scan. Requests naming another host, or made by another site, are
            refused. Given two to four specs, it serves what 'mailsitegen compare' writes
            for them: saving one reloads its phone (and the table of what differs), the
            shared tab, scroll and search kept; a variant opened on its own
            (/variant-2/index.html) has the Inspector, which edits that variant's file.
            Ctrl-C stops.
            """,
        arguments: Arguments(
            name: "spec", count: 0...CompareVariant.allowedCount.upperBound,
            abstract: "Two to four specs: serve a comparison of them, live, instead of one spec.",
            writtenUsage: "[<spec> <spec> [<spec> [<spec>]]]"),
        options: [.spec, .serveHost, .servePort, .servePoll],
        run: runServe)

    private static func runServe(_ options: ParsedOptions, _ console: Console) throws(CommandError) {
        var configuration = PreviewServer.Configuration(
            spec: SpecSource.resolve(options.path(.spec)), host: options[.serveHost] ?? PreviewServer.defaultHost,
            port: options[.servePort].flatMap { Int($0) }, polling: options.contains(.servePoll),
            pollingReason: Option.servePoll.name)
        if !options.arguments.isEmpty {
            guard CompareVariant.allowedCount.contains(options.arguments.count) else {
                throw .conflict(.serveComparisonOfOne(spec: options.arguments[0]))
            }
            guard options.path(.spec) == nil else { throw .conflict(.specAndComparison) }
            configuration.comparison = options.arguments.map { FilePath($0) }
        }
        let output = PreviewServer.Output(
            line: { console.out($0 + "\n") },
            errorLine: { time, message in console.error("\(time) \(console.errorLabel) \(message)\n") },
            // Like `Error:`'s colour: only on a terminal, never with NO_COLOR.
            colors: isatty(STDOUT_FILENO) == 1 && getenv("NO_COLOR") == nil)
        let server = PreviewServer(configuration: configuration, output: output)
        try CommandError.wrapping(server.run)
    }
}

extension Option {
    static let serveHost = Option(
        "--host", value: "address",
        "The address to listen on: 0.0.0.0 serves your network too, with a QR code for a phone.",
        default: PreviewServer.defaultHost)
    static let servePort = Option(
        "--port", value: "n", "The port; when it is taken, the next free one. 0 takes any free port.",
        default: "\(PreviewServer.defaultPort)", rule: .port)
    static let servePoll = Option(
        "--poll", "Watch the spec by polling its modification time instead of inotify.")
}
