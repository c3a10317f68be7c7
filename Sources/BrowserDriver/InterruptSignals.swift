#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// SIGINT and SIGTERM, while a browser runs, as something `poll(2)` can wait for: the handler
/// writes the signal's number to a pipe whose read end the driver polls beside the browser's
/// (the self-pipe trick, as `serve` does). So Ctrl-C closes the browser and removes its profile
/// before the process ends, instead of ending it with the browser still running. SIGPIPE is
/// ignored meanwhile: a write to a browser that died is an error the driver reports.
final class InterruptSignals {
    /// The end to poll; readable once a signal came.
    let descriptor: Int32
    private let writeEnd: Int32
    private var previous: [(Int32, sighandler_t?)] = []

    static let signals = [SIGINT, SIGTERM]

    init() throws(BrowserError) {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw .system(call: "pipe", reason: String(cString: strerror(errno))) }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        descriptor = ends[0]
        writeEnd = ends[1]
        interruptWriteEnd = writeEnd
        previous.append((SIGPIPE, signal(SIGPIPE, SIG_IGN)))
        for number in Self.signals { previous.append((number, signal(number, interruptHandler))) }
    }

    /// The signal that came, if one did (the pipe is left as it is, so it is seen again).
    func received() -> Int32? {
        var pollDescriptor = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&pollDescriptor, 1, 0) > 0 else { return nil }
        var byte: UInt8 = 0
        guard read(descriptor, &byte, 1) == 1 else { return nil }
        // Put it back: every later wait sees it too.
        _ = systemWrite(writeEnd, &byte, 1)
        return Int32(byte)
    }

    /// Restores the handlers that were there before.
    func restore() {
        guard !previous.isEmpty else { return }
        for (number, handler) in previous.reversed() { signal(number, handler) }
        previous = []
        interruptWriteEnd = -1
        close(writeEnd)
        close(descriptor)
    }

    deinit { restore() }
}

/// Written only while no handler is installed, read only by the handler: a C-style global is what
/// a signal handler can reach.
nonisolated(unsafe) private var interruptWriteEnd: Int32 = -1

private func interruptHandler(_ number: Int32) {
    var byte = UInt8(truncatingIfNeeded: number)
    _ = write(interruptWriteEnd, &byte, 1)
}
