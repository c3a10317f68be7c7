#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why a file or folder could not be written: the path, the step that failed and the system's
/// reason (`errno`). Every write of the file-system layer throws it, `AtomicFile`'s and the output
/// folder's alike. Its description is the sentence the preview server shows,
/// "<path>: <step>: <reason>"; `MailSiteGenError.file` keeps it as the cause of its own message.
public struct FileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The step that failed.
    public enum Step: Sendable, Equatable {
        /// Reading an existing file's permission bits, to give them to its replacement.
        case readPermissions
        /// Creating the temporary file an atomic replace writes first.
        case createTemporary
        /// Writing the bytes, or renaming the written file over the old one.
        case write
        /// Creating a new file, which must not exist yet.
        case create
        /// Creating a folder, or one of the folders above it.
        case createFolder
        /// Renaming to `target`.
        case move(to: FilePath)
        /// Exchanging with `other` in one step (not every system or file system can).
        case exchange(with: FilePath)

        var text: String {
            switch self {
            case .readPermissions: "cannot read its permissions"
            case .createTemporary: "cannot create a temporary file beside it"
            case .write: "cannot be written"
            case .create: "cannot be created"
            case .createFolder: "the folder cannot be created"
            case .move(let target): "cannot be renamed to \(target)"
            case .exchange(let other): "cannot be exchanged with \(other)"
            }
        }
    }

    public var path: FilePath
    public var step: Step
    /// The `errno` the failing call left, 0 when none did.
    public var code: Int32

    public init(_ step: Step, _ path: FilePath, code: Int32 = errno) {
        self.path = path
        self.step = step
        self.code = code
    }

    /// The system's reason, as strerror(3) words it.
    public var reason: String { String(cString: strerror(code)) }

    public var description: String { "\(path): \(step.text): \(reason)" }
}
