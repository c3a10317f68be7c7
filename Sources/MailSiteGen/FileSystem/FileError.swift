#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why a file could not be written: the path, the step that failed and the system's reason
/// (`errno`). Its description is the sentence the preview server shows, "<path>: <step>: <reason>".
package struct FileError: Error, Equatable, CustomStringConvertible {
    /// The step of an atomic replace that failed.
    package enum Step: Sendable, Equatable {
        case readPermissions
        case createTemporary
        case write

        var text: String {
            switch self {
            case .readPermissions: "cannot read its permissions"
            case .createTemporary: "cannot create a temporary file beside it"
            case .write: "cannot be written"
            }
        }
    }

    package var path: FilePath
    package var step: Step
    /// The `errno` the failing call left, 0 when none did.
    package var code: Int32

    package init(_ step: Step, _ path: FilePath, code: Int32 = errno) {
        self.path = path
        self.step = step
        self.code = code
    }

    /// The system's reason, as strerror(3) words it.
    package var reason: String { String(cString: strerror(code)) }

    package var description: String { "\(path): \(step.text): \(reason)" }
}
