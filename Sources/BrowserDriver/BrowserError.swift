/// What can go wrong in driving a browser, each case one clear message: its description says what
/// happened and, where there is one, what to do about it. No case names a command-line option:
/// the command line words those (`BrowserError+CommandLine`).
public enum BrowserError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No Chromium-family browser was found; `searched` lists what was looked for, in order.
    case notFound(searched: [String])
    /// The named browser (`--browser`, `MAILSITEGEN_BROWSER`) is not an executable file.
    case notExecutable(path: String, namedBy: String)
    /// `--version` did not print a version this driver can read.
    case unknownVersion(path: String, printed: String)
    /// Older than what the page needs.
    case tooOld(path: String, version: BrowserVersion)
    /// The browser could not be started (the system refused to run it).
    case launchFailed(path: String, reason: String)
    /// The browser ended before the work was done; `status` as the shell says it.
    case exited(path: String, status: String, lastLine: String?)
    /// No answer within the time allowed.
    case timedOut(path: String, waitingFor: String, seconds: Int)
    /// The browser answered a command with an error.
    case protocolError(method: String, message: String)
    /// The page itself failed: a navigation error, a script's exception.
    case page(String)
    /// SIGINT or SIGTERM came while it ran; the browser was closed.
    case interrupted(signal: Int32)
    /// A system call failed (a pipe, a temporary folder).
    case system(call: String, reason: String)

    public var description: String {
        switch self {
        case .notFound(let searched):
            "no Chromium-family browser found (looked for \(searched.joined(separator: ", "))); "
                + "install Chromium, Google Chrome or Microsoft Edge, or name one with --browser PATH or MAILSITEGEN_BROWSER=PATH"
        case .notExecutable(let path, let namedBy):
            "\(namedBy) names \(path), which is not an executable file"
        case .unknownVersion(let path, let printed):
            "\(path) --version printed \(printed.isEmpty ? "nothing" : "“\(printed)”"), not a Chromium-family "
                + "browser's version; name Chromium, Google Chrome or Microsoft Edge"
        case .tooOld(let path, let version):
            "\(path) is \(version.product) \(version.text), older than \(BrowserVersion.minimumMajor): "
                + "the page needs \(BrowserVersion.minimumReason); update it or name a newer browser"
        case .launchFailed(let path, let reason):
            "could not start \(path): \(reason)"
        case .exited(let path, let status, let lastLine):
            "the browser \(path) \(status) before it had drawn every state"
                + (lastLine.map { "; its last words: \($0)" } ?? "")
        case .timedOut(let path, let waitingFor, let seconds):
            "the browser \(path) did not answer in \(seconds) s (waiting for \(waitingFor)); it was closed. "
                + "A busy machine may need more time: MAILSITEGEN_BROWSER_TIMEOUT=SECONDS"
        case .protocolError(let method, let message):
            "the browser refused \(method): \(message)"
        case .page(let message):
            "the page failed: \(message)"
        case .interrupted(let signal):
            "interrupted (\(signal == 15 ? "SIGTERM" : "SIGINT")); the browser was closed and nothing was written"
        case .system(let call, let reason):
            "\(call) failed: \(reason)"
        }
    }
}
