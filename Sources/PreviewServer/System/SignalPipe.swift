import MailSiteGen

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// SIGINT and SIGTERM as something `poll(2)` can wait for: the handler writes one byte to a pipe
/// whose other end is in the server's poll set (the self-pipe trick, on Linux and macOS alike).
/// The handler does nothing else: `write(2)` is async-signal-safe, Swift code around it is not.
final class SignalPipe {
    /// The end to poll; readable once a signal came.
    let descriptor: Int32

    static let signals = [SIGINT, SIGTERM]

    /// Installs the handlers; throws if the pipe cannot be made.
    init() throws(SystemCallError) {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw SystemCallError("pipe") }
        for end in ends { _ = Socket.setNonBlocking(end) }
        descriptor = ends[0]
        signalPipeWriteEnd = ends[1]
        // SIGPIPE would end the process when a browser closes a connection mid-response: the
        // write's error is handled instead.
        signal(SIGPIPE, SIG_IGN)
        for number in Self.signals { signal(number, signalPipeHandler) }
    }

    /// Drains the pipe: true if a signal came.
    func received() -> Bool {
        var buffer = [UInt8](repeating: 0, count: 16)
        var any = false
        while buffer.withUnsafeMutableBytes({ read(descriptor, $0.baseAddress, $0.count) }) > 0 { any = true }
        return any
    }

    deinit {
        for number in Self.signals { signal(number, SIG_DFL) }
        close(signalPipeWriteEnd)
        close(descriptor)
        signalPipeWriteEnd = -1
    }
}

/// Written only before the handlers are installed and after they are removed, read only by the
/// handler: a C-style global is what a signal handler can reach.
nonisolated(unsafe) private var signalPipeWriteEnd: Int32 = -1

private func signalPipeHandler(_ number: Int32) {
    var byte = UInt8(truncatingIfNeeded: number)
    _ = write(signalPipeWriteEnd, &byte, 1)
}
