#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes straight to a file descriptor: unbuffered, so stdout and stderr keep their order.
func writeAll(_ text: String, to descriptor: Int32) {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
        let count = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        guard count > 0 else { return }
        bytes = bytes.dropFirst(count)
    }
}

let cli = MailSiteGenCLI(
    console: Console(
        out: { writeAll($0, to: STDOUT_FILENO) },
        error: { writeAll($0, to: STDERR_FILENO) },
        colorsErrors: isatty(STDERR_FILENO) == 1 && getenv("NO_COLOR") == nil,
        runsInGitHubActions: getenv("GITHUB_ACTIONS").map { String(cString: $0) == "true" } ?? false
    ))
exit(cli.run(Array(CommandLine.arguments.dropFirst())).rawValue)
