import LayoutSpec

/// What `init` writes: the complete default spec, every field spelled out, with a `$schema`
/// reference to its JSON Schema, which is written beside it so that editors complete and check
/// the fields. Each file is replaced in one step; the folder's other files are left alone.
public struct StarterFiles {
    public let folder: FilePath
    /// Replace a spec that is already there.
    public var force = false

    public init(folder: FilePath = ".", force: Bool = false) {
        self.folder = folder
        self.force = force
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

    /// Writes the files; returns each one's name inside `folder` and its size.
    public func write() throws(BuildFailure) -> [(name: String, bytes: Int)] {
        let specFile = SpecSource.conventionalFile
        if PosixFile.kind(of: folder.appending(specFile)).exists && !force {
            throw BuildFailure("\(specFile) already exists; pass --force to replace it with the default spec")
        }
        let kind = PosixFile.kind(of: folder)
        if kind.exists && !kind.isFolder { throw BuildFailure("\(folder): is a file, not a folder") }
        guard PosixFile.makeFolder(folder) else { throw BuildFailure("\(folder): the folder cannot be created") }
        return try Self.files.map { file throws(BuildFailure) in
            let path = folder.appending(file.path)
            guard PosixFile.replace(path, contents: file.contents) else {
                throw BuildFailure("\(path): cannot be written")
            }
            return (file.path, file.contents.utf8.count)
        }
    }
}
