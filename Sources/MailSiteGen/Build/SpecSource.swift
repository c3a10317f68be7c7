import LayoutSpec

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Where the spec comes from: `--spec`, else `./mailsitegen.json`, else the built-in default.
enum SpecSource: Equatable {
    case file(String)
    case builtIn

    static let conventionalFile = "mailsitegen.json"
    /// Written beside the spec by `init`, named in its `$schema`.
    static let schemaFile = "mailsitegen.schema.json"

    /// How messages name the spec.
    var name: String {
        switch self {
        case .file(let path): path
        case .builtIn: "the built-in spec"
        }
    }

    static func resolve(_ option: String?, fileManager: FileManager = .default) -> SpecSource {
        if let option { return .file(option) }
        return fileManager.fileExists(atPath: conventionalFile) ? .file(conventionalFile) : .builtIn
    }

    /// Reads, decodes and validates the spec.
    func load(fileManager: FileManager = .default) throws(BuildFailure) -> LayoutSpec {
        guard case .file(let path) = self else { return .default }
        var isDirectory = false
        guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw BuildFailure("\(path): no such file")
        }
        guard !isDirectory else { throw BuildFailure("\(path): is a folder, not a spec file") }
        let data: Data
        do {
            data = try Data(contentsOf: URL(filePath: path))
        } catch {
            throw BuildFailure("\(path): cannot be read")
        }
        do {
            return try LayoutSpec.decode(Array(data), file: path)
        } catch {
            throw BuildFailure(error.description)
        }
    }
}

/// A build that could not be done: one sentence, printed after `Error: `, exit 1.
struct BuildFailure: Error, Equatable, CustomStringConvertible {
    var message: String
    init(_ message: String) { self.message = message }
    var description: String { message }
}
