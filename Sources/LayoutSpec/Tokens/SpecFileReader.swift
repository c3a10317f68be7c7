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
        guard !reference.isEmpty, !reference.hasPrefix("/"), !reference.containsBytes(of: "://"),
            !reference.utf8.contains(UInt8(ascii: "\\"))
        else { return nil }
        var components =
            base.map { Array($0.pieces(between: UInt8(ascii: "/")).filter { !$0.isEmpty }.dropLast()) } ?? []
        for component in reference.pieces(between: UInt8(ascii: "/")) where !component.isEmpty {
            switch component {
            case ".": continue
            case "..":
                guard !components.isEmpty else { return nil }
                components.removeLast()
            default: components.append(component)
            }
        }
        return components.isEmpty ? nil : components.joined(separator: "/")
    }
}
