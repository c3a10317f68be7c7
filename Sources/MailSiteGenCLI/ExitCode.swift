/// What `mailsitegen` exits with, as swift-argument-parser tools do.
enum ExitCode: Int32 {
    case success = 0
    case failure = 1
    /// `snapshot`'s errors, apart from its 1 for "something changed".
    case error = 2
    /// Ended by SIGINT (Ctrl-C) or SIGTERM, after cleaning up: 128 + the signal's number.
    case interrupted = 130
    case terminated = 143
    /// EX_USAGE, as swift-argument-parser uses for argument mistakes.
    case usage = 64
}
