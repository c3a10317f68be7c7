#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where `mailsitegen motion --out` writes the sheet: one file replaced in one step, as the
/// SwiftUI source is. A folder, a symbolic link, a folder that does not exist, or the spec the
/// sheet is read from is refused before anything is written.
public struct MotionSheetFile {
    public let path: FilePath

    public init(path: FilePath) {
        self.path = path
    }

    /// Writes `text`; returns its size in bytes. `spec` is the file the sheet was read from, if any.
    public func write(_ text: String, format: MotionSheet.Format, spec: SpecSource) throws(MailSiteGenError) -> Int {
        if PosixFile.isSymbolicLink(path) {
            throw .file(path, .symbolicLink(toFolder: false))
        }
        if PosixFile.kind(of: path).isFolder {
            throw .file(path, .folderGiven(example: path.appending("motion.\(format.fileExtension)"), what: "file"))
        }
        let folder = path.parent
        guard PosixFile.kind(of: folder).isFolder else {
            throw .file(path, .missingFolder(folder))
        }
        if case .file(let specPath) = spec, Self.isSameFile(path, specPath) {
            throw .file(path, .specGivenAsOutput)
        }
        do {
            try AtomicFile.replace(path, with: Array(text.utf8))
        } catch {
            throw .file(path, .unwritable, cause: error)
        }
        return text.utf8.count
    }

    /// Both paths name one existing file (the same device and inode, whatever the spelling).
    static func isSameFile(_ first: FilePath, _ second: FilePath) -> Bool {
        var one = stat()
        var other = stat()
        guard stat(first.string, &one) == 0, stat(second.string, &other) == 0 else { return false }
        return one.st_dev == other.st_dev && one.st_ino == other.st_ino
    }
}

extension MotionSheet.Format {
    /// The usual extension of a file in this format.
    public var fileExtension: String {
        switch self {
        case .markdown: "md"
        case .json: "json"
        case .svg: "svg"
        }
    }
}
