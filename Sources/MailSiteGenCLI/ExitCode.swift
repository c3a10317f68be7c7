/// What `mailsitegen` exits with, as swift-argument-parser tools do.
enum ExitCode: Int32 {
    case success = 0
    case failure = 1
    /// EX_USAGE, as swift-argument-parser uses for argument mistakes.
    case usage = 64
}
