/// Reads a file a spec names, by its path relative to the spec's folder (already checked to stay
/// inside it), refusing one larger than `limit` bytes: the caller's file system, as `LayoutSpec`
/// reads no files itself.
public typealias SpecFileReader = @Sendable (_ path: String, _ limit: Int) -> Result<[UInt8], SpecFileReadFailure>

/// Why a file a spec names could not be read: `no such file`, `is over 8 MiB`, ….
public struct SpecFileReadFailure: Error, Sendable, Equatable {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }
}

/// Paths a spec or a resolver names, relative to the spec's folder.
enum SpecFolderPath {
    /// `reference`, written in the file at `base` (nil: the spec itself, at the folder's top),
    /// as a path from the spec's folder; nil when it is absolute, remote or leads out of the folder.
    static func resolve(_ reference: String, from base: String?) -> String? {
        guard !reference.isEmpty, !reference.hasPrefix("/"), !reference.contains("://"), !reference.contains("\\")
        else { return nil }
        var components = base.map { $0.split(separator: "/").dropLast().map(String.init) } ?? []
        for component in reference.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..":
                guard !components.isEmpty else { return nil }
                components.removeLast()
            default: components.append(String(component))
            }
        }
        return components.isEmpty ? nil : components.joined(separator: "/")
    }
}
