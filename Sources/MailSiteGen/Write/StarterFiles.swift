import LayoutSpec

/// What `init` writes: the complete default spec, every field spelled out, with a `$schema`
/// reference to its JSON Schema, which is written beside it so that editors complete and check
/// the fields; with `githubPages`, the workflow that publishes `public/` (and reviews pull
/// requests) too, with `githubReview` the one that only reviews pull requests. Each file is
/// replaced in one step; the folder's other files are left alone.
public struct StarterFiles {
    public let folder: FilePath
    /// Replace a spec or a workflow that is already there.
    public var force = false
    /// Write `PagesWorkflow`, and keep a spec that is already there: the workflow is what was
    /// asked for, so a project can add it later.
    public var githubPages = false
    /// Write `ReviewWorkflow`, and keep a spec that is already there, as `githubPages` does.
    public var githubReview = false

    public init(folder: FilePath = ".", force: Bool = false, githubPages: Bool = false, githubReview: Bool = false) {
        self.folder = folder
        self.force = force
        self.githubPages = githubPages
        self.githubReview = githubReview
    }

    /// The workflows asked for, in the order they are written.
    var workflows: [OutputFile] {
        (githubPages ? [PagesWorkflow.file] : []) + (githubReview ? [ReviewWorkflow.file] : [])
    }

    /// Each `uses:` of the workflows asked for that names the action's placeholder, which must be
    /// replaced before they can run; none once the project has its GitHub address.
    public var placeholders: [ActionPlaceholder] {
        workflows.flatMap { ActionPlaceholder.find(in: $0.contents, file: FilePath($0.path)) }
    }

    /// The default spec, every field spelled out, naming its schema in `$schema`.
    public static var spec: OutputFile {
        var spec = LayoutSpec.default
        spec.schemaReference = SpecSource.schemaFile
        return OutputFile(path: SpecSource.conventionalFile, contents: spec.jsonValue.formatted() + "\n")
    }

    /// The JSON Schema of the spec (draft 2020-12), from the same definitions as the decoder.
    public static var schema: OutputFile {
        OutputFile(path: SpecSource.schemaFile, contents: LayoutSpec.schemaDocument.formatted() + "\n")
    }

    /// Both, in the order they are written.
    public static var files: [OutputFile] { [spec, schema] }

    /// Writes the files; returns each one's name inside `folder` and its size. Nothing is written
    /// when a file may not be replaced.
    public func write() throws(MailSiteGenError) -> [(name: String, bytes: Int)] {
        var files = Self.files
        let specExists = PosixFile.kind(of: folder.appending(SpecSource.conventionalFile)).exists
        if specExists && !force {
            guard !workflows.isEmpty else {
                throw .exists(SpecSource.conventionalFile, replacement: " with the default spec")
            }
            files = []
        }
        for workflow in workflows {
            if PosixFile.kind(of: folder.appending(workflow.path)).exists && !force {
                throw .exists(workflow.path)
            }
            files.append(workflow)
        }
        let kind = PosixFile.kind(of: folder)
        if kind.exists && !kind.isFolder { throw .file(folder, .fileNotFolder) }
        do {
            try PosixFile.makeFolder(folder)
        } catch {
            throw .file(folder, .folderUncreatable, cause: error)
        }
        return try files.map { file throws(MailSiteGenError) in
            let path = folder.appending(file.path)
            do throws(FileError) {
                try PosixFile.makeFolder(path.parent)
                try AtomicFile.replace(path, with: Array(file.contents.utf8))
            } catch {
                throw .file(path, .unwritable, cause: error)
            }
            return (file.path, file.byteCount)
        }
    }
}
