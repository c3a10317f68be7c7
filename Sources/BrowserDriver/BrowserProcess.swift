#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A child process in a process group of its own, so that the browser and every process it starts
/// (its zygotes, renderers, GPU and utility processes) are ended together, and Ctrl-C in a
/// terminal reaches only this tool, which then closes the browser itself.
final class ChildProcess {
    let pid: pid_t
    private(set) var status: Int32?

    /// Starts `arguments[0]` with `arguments`, the environment as it is, standard input from
    /// /dev/null, standard output to `output` and standard error to `errors` (paths; both to
    /// `output` without `errors`) and each of `descriptors` (the
    /// parent's descriptor, and its number in the child). Signals this process ignores or handles
    /// are back to their defaults in the child.
    init(
        arguments: [String], output: String, errors: String? = nil, descriptors: [(parent: Int32, child: Int32)],
        environment: [String: String]? = nil
    ) throws(BrowserError) {
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_APPEND, 0o600)
        if let errors {
            posix_spawn_file_actions_addopen(&actions, 2, errors, O_WRONLY | O_CREAT | O_APPEND, 0o600)
        } else {
            posix_spawn_file_actions_adddup2(&actions, 1, 2)
        }
        // dup2 clears close-on-exec on the copy; the parent's descriptors are numbered above 9
        // (`ChildProcess.lifted`), so a copy is never the descriptor itself.
        for (parent, child) in descriptors { posix_spawn_file_actions_adddup2(&actions, parent, child) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for number in [SIGPIPE, SIGINT, SIGTERM, SIGHUP] { sigaddset(&defaults, number) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var mask = sigset_t()
        sigemptyset(&mask)
        posix_spawnattr_setsigmask(&attributes, &mask)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(
            &attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

        var cArguments: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for pointer in cArguments { free(pointer) } }
        var child: pid_t = 0
        let result: Int32
        if let environment {
            var cEnvironment: [UnsafeMutablePointer<CChar>?] =
                environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
            defer { for pointer in cEnvironment { free(pointer) } }
            result = posix_spawn(&child, arguments[0], &actions, &attributes, &cArguments, &cEnvironment)
        } else {
            result = posix_spawn(&child, arguments[0], &actions, &attributes, &cArguments, environ)
        }
        guard result == 0 else {
            throw .launchFailed(path: arguments[0], reason: String(cString: strerror(result)))
        }
        pid = child
    }

    /// True while it runs (not yet reaped).
    var isRunning: Bool {
        guard status == nil else { return false }
        var raw: Int32 = 0
        let result = waitpid(pid, &raw, WNOHANG)
        if result == pid {
            status = raw
            return false
        }
        return result == 0
    }

    /// Waits up to `milliseconds` for it to end on its own; true if it did.
    func waitForExit(milliseconds: Int) -> Bool {
        let deadline = MonotonicClock.now() + milliseconds
        while isRunning {
            if MonotonicClock.now() >= deadline { return false }
            usleep(5_000)
        }
        return true
    }

    /// Ends the whole process group with SIGKILL and reaps the process. Processes of the group
    /// that outlive the browser for a moment (a renderer, a crash handler) end with it.
    func killGroup() {
        kill(-pid, SIGKILL)
        if status == nil {
            var raw: Int32 = 0
            while waitpid(pid, &raw, 0) < 0 && errno == EINTR {}
            status = raw
        }
        kill(-pid, SIGKILL)
    }

    /// How it ended, in words: "exited with status 3", "was killed by signal 9".
    var statusDescription: String {
        guard let status else { return "is still running" }
        let signal = status & 0x7f
        if signal == 0 { return "exited with status \((status >> 8) & 0xff)" }
        return "was killed by signal \(signal)"
    }

    /// `descriptor` moved to a number above 9, close-on-exec; the old number is closed.
    static func lifted(_ descriptor: Int32) -> Int32 {
        let moved = fcntl(descriptor, F_DUPFD_CLOEXEC, 10)
        guard moved >= 0 else { return descriptor }
        close(descriptor)
        return moved
    }
}
