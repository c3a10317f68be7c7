/// Where `mailsitegen swiftui` writes the Swift source: a file replaced in one step, so that
/// Xcode or a reader sees the old file or the new one, never part of one.
public struct SwiftUISourceFile {
    /// Where the source goes when no file is given.
    public static let conventionalPath: FilePath = "MailCategoryTabBar.swift"

    public let path: FilePath

    public init(path: FilePath = conventionalPath) {
        self.path = path
    }

    /// Writes `source`; returns its size in bytes. A folder or a symbolic link at `path`, or a
    /// folder that does not exist, is refused before anything is written.
    public func write(_ source: String) throws(MailSiteGenError) -> Int {
        if PosixFile.isSymbolicLink(path) {
            throw .file(path, .symbolicLink(toFolder: false))
        }
        if PosixFile.kind(of: path).isFolder {
            let example = path.appending(Self.conventionalPath.string)
            throw .file(path, .folderGiven(example: example))
        }
        let folder = path.parent
        guard PosixFile.kind(of: folder).isFolder else {
            throw .file(path, .missingFolder(folder))
        }
        do {
            try AtomicFile.replace(path, with: Array(source.utf8))
        } catch {
            throw .file(path, .unwritable, cause: error)
        }
        return source.utf8.count
    }

    /// Refuses, before anything is written, to replace the String Catalog at `catalogue` unless
    /// it is the one this Swift file records, or already `words`: an app's own catalogue, or one a
    /// person edited, is kept.
    public func checkReplaceable(catalogue: FilePath, with words: String) throws(MailSiteGenError) {
        guard let existing = try? PosixFile.readAll(catalogue) else { return }
        guard SwiftUIGenerator.mayReplace(catalogue: existing, recordedIn: PosixFile.readText(path), with: words)
        else { throw .catalogueNotGenerated(catalogue, swiftFile: path) }
    }
}
