import LayoutSpec

/// Where the spec comes from: `--spec`, else `./mailsitegen.json`, else the built-in default.
public enum SpecSource: Equatable, Sendable {
    case file(FilePath)
    case builtIn

    /// The spec a build reads when it is given none, if the current folder has it.
    public static let conventionalFile = "mailsitegen.json"
    /// Larger files are refused before they are read (100,000 mails take about 25 MB).
    package static let maximumSize = 32 * 1_048_576

    /// Written beside the spec by `init`, named in its `$schema`.
    static let schemaFile = "mailsitegen.schema.json"

    /// How messages name the spec.
    public var name: String {
        switch self {
        case .file(let path): path.string
        case .builtIn: "the built-in spec"
        }
    }

    /// The spec `path` names, else the conventional file if it exists, else the built-in spec.
    public static func resolve(_ path: FilePath?) -> SpecSource {
        if let path { return .file(path) }
        let conventional = FilePath(conventionalFile)
        return PosixFile.kind(of: conventional).exists ? .file(conventional) : .builtIn
    }

    /// Reads, decodes and validates the spec.
    public func load() throws(MailSiteGenError) -> LayoutSpec {
        try read().spec
    }

    /// The spec and the bytes it was decoded from (nil for the built-in spec): what the preview
    /// server names a build's version by, so that the version is of the very bytes built.
    public func read() throws(MailSiteGenError) -> (bytes: [UInt8]?, spec: LayoutSpec) {
        guard case .file(let path) = self else { return (nil, .default) }
        let bytes: [UInt8]
        do {
            bytes = try PosixFile.readAll(path, limit: Self.maximumSize)
        } catch .missing {
            throw Self.missing(path)
        } catch .folder {
            throw Self.folder(path)
        } catch .tooLarge(let size) {
            throw .file(path, .tooLarge(megabytes: size / 1_048_576, limit: Self.maximumSize / 1_048_576))
        } catch {
            throw .file(path, .unreadable)
        }
        do {
            return (bytes, try LayoutSpec.decode(bytes, file: path.string, reading: fileReader))
        } catch {
            throw MailSiteGenError(error)
        }
    }

    /// Refuses a spec file that does not exist or is a folder, as reading it would.
    public static func checkExists(_ path: FilePath) throws(MailSiteGenError) {
        let kind = PosixFile.kind(of: path)
        if !kind.exists { throw missing(path) }
        if kind.isFolder { throw folder(path) }
    }

    private static func missing(_ path: FilePath) -> MailSiteGenError { .file(path, .missing) }

    private static func folder(_ path: FilePath) -> MailSiteGenError {
        .file(path, .folderNotFile(expected: "spec file"))
    }

    /// A path the spec names, relative to the spec file's folder: `card.png` in `review/spec.json`
    /// is `review/card.png`. The built-in spec is taken to be in the current folder.
    func relativePath(_ written: String) -> FilePath {
        guard case .file(let path) = self, !written.hasPrefix("/"), let slash = path.string.lastIndex(of: "/")
        else { return FilePath(written) }
        return FilePath(String(path.string[...slash]) + written)
    }

    /// A failure about the value at `path`, placed as a spec error is: `spec.json:2:18:
    /// site.socialImage: …`. The file is parsed again for the position: only on this path. The
    /// built-in spec has no file to point into: its error names it, without a position.
    func failure(at path: JSONPath, _ message: String) -> MailSiteGenError {
        guard case .file(let file) = self else { return .spec(SpecError(file: name, path: path, message: message)) }
        let tree = (try? PosixFile.readAll(file, limit: Self.maximumSize)).flatMap { try? JSONParser.parse($0) }
        return MailSiteGenError(
            SpecError(file: file.string, position: tree?.position(for: path), path: path, message: message))
    }
}
