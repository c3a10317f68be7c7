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
    /// Larger files are refused before they are read (100,000 mails take about 25 MB).
    static let maximumSize = 32 * 1_048_576

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

    /// The file's size in bytes, however the platform's attributes spell it.
    static func size(of path: String, fileManager: FileManager) -> Int? {
        let value = (try? fileManager.attributesOfItem(atPath: path))?[.size]
        if let size = value as? Int { return size }
        if let size = value as? Int64 { return Int(size) }
        if let size = value as? UInt64 { return Int(size) }
        if let size = value as? UInt { return Int(size) }
        return nil
    }

    /// Reads, decodes and validates the spec.
    func load(fileManager: FileManager = .default) throws(BuildFailure) -> LayoutSpec {
        guard case .file(let path) = self else { return .default }
        var isDirectory = false
        guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw BuildFailure("\(path): no such file")
        }
        guard !isDirectory else { throw BuildFailure("\(path): is a folder, not a spec file") }
        if let size = Self.size(of: path, fileManager: fileManager), size > Self.maximumSize {
            throw BuildFailure(
                "\(path): the file is \(size / 1_048_576) MB; a spec is at most \(Self.maximumSize / 1_048_576) MB")
        }
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
