#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A system call that failed, and the `errno` it left: the cause of an error about a socket or a
/// pipe. Its description is "<call> failed: <reason>".
public struct SystemCallError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The call's name, as its manual page names it: `bind`, `pipe`.
    public var call: String
    public var code: Int32

    public init(_ call: String, code: Int32 = errno) {
        self.call = call
        self.code = code
    }

    /// The system's reason, as strerror(3) words it.
    public var reason: String { String(cString: strerror(code)) }

    public var description: String { "\(call) failed: \(reason)" }
}
