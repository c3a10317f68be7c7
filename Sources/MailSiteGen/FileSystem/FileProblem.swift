/// Why a file or folder the tool reads or writes cannot be used; `MailSiteGenError.file` pairs
/// it with the path. Its text follows the path in a message: `out: cannot be replaced`.
public enum FileProblem: Sendable, Equatable, CustomStringConvertible {
    case missing
    /// The folder a file would be written in does not exist.
    case missingFolder(FilePath)
    /// A folder where a file of this kind was expected: `spec file`.
    case folderNotFile(expected: String)
    /// A folder where a file to write was expected, with an example of the file to give and
    /// what it is (`Swift file`).
    case folderGiven(example: FilePath, what: String = "Swift file")
    /// The spec being read, given as the file to write.
    case specGivenAsOutput
    case fileNotFolder
    /// A symbolic link where the tool writes: it asks for the file or folder it points to.
    case symbolicLink(toFolder: Bool)
    case tooLarge(megabytes: Int, limit: Int)
    case unreadable
    case unwritable
    case uncreatable
    case folderUncreatable
    case unreplaceable
    /// The folder beside which a new output folder is made cannot be written.
    case parentNotWritable(FilePath)
    case newFilesUnwritable
    /// A folder a build never replaces.
    case protected(ProtectedFolder)

    public enum ProtectedFolder: Sendable, Equatable {
        case root, home, current, holdsCurrent
    }

    public var description: String {
        switch self {
        case .missing: "no such file"
        case .missingFolder(let folder): "the folder \(folder) does not exist"
        case .folderNotFile(let expected): "is a folder, not a \(expected)"
        case .folderGiven(let example, let what): "is a folder; give the \(what) to write, such as \(example)"
        case .specGivenAsOutput: "is the spec being read; give another file to write"
        case .fileNotFolder: "is a file, not a folder"
        case .symbolicLink(let toFolder): "is a symbolic link; give the \(toFolder ? "folder" : "file") it points to"
        case .tooLarge(let megabytes, let limit): "the file is \(megabytes) MB; a spec is at most \(limit) MB"
        case .unreadable: "cannot be read"
        case .unwritable: "cannot be written"
        case .uncreatable: "cannot be created"
        case .folderUncreatable: "the folder cannot be created"
        case .unreplaceable: "cannot be replaced"
        case .parentNotWritable(let parent): "cannot create a folder beside it (\(parent) is not writable)"
        case .newFilesUnwritable: "the new files cannot be written beside it"
        case .protected(.root): "refusing to replace the root folder"
        case .protected(.home): "refusing to replace your home folder"
        case .protected(.current): "refusing to replace the current folder"
        case .protected(.holdsCurrent): "refusing to replace a folder that holds the current folder"
        }
    }
}
