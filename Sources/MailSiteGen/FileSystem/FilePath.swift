/// A path in the file system, as text: the one place that knows how paths are joined, made
/// absolute and normalised, and how a file's path becomes the `file://` URL a browser opens.
///
/// Joining keeps the text as it was given (`site/` and `index.html` give `site/index.html`), so
/// messages show paths as people typed them; `absolute` and `normalized` are for comparing them
/// and for the file system.
public struct FilePath: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    public var string: String

    public init(_ string: String) {
        self.string = string
    }

    public init(stringLiteral string: String) {
        self.string = string
    }

    public var description: String { string }

    public var isAbsolute: Bool { string.hasPrefix("/") }

    /// `component` inside this folder, joined with exactly one `/`: `site` or `site/` and
    /// `index.html` give `site/index.html`.
    public func appending(_ component: String) -> FilePath {
        if string.isEmpty { return FilePath(component) }
        return FilePath(string.hasSuffix("/") ? string + component : string + "/" + component)
    }

    /// The path without `.`, `..` and repeated or trailing slashes: `/a/./b/../c/` is `/a/c`.
    /// `..` above the root stays at the root; a relative path keeps the `..` it starts with.
    public var normalized: FilePath {
        var parts: [Substring] = []
        for part in string.split(separator: "/") where part != "." {
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
            } else if part != ".." || !isAbsolute {
                parts.append(part)
            }
        }
        let joined = parts.joined(separator: "/")
        if isAbsolute { return FilePath("/" + joined) }
        return FilePath(joined.isEmpty ? "." : joined)
    }

    /// The normalised folder that holds this path: `/a/b/c` → `/a/b`, `/a` → `/`.
    public var parent: FilePath {
        normalized.appending("..").normalized
    }

    /// The last name in the path: `/a/b/` → `b`; `/` for the root.
    public var lastComponent: String {
        string.split(separator: "/").last.map(String.init) ?? string
    }

    /// The normalised path, a relative one taken from `folder`.
    public func absolute(in folder: FilePath) -> FilePath {
        (isAbsolute ? self : folder.appending(string)).normalized
    }

    /// The normalised path, a relative one taken from the current folder.
    public var absolute: FilePath {
        isAbsolute ? normalized : absolute(in: PosixFile.currentFolder)
    }

    /// `file:///absolute/path/index.html`, to paste into a browser: the path made absolute and
    /// normalised, each byte outside RFC 3986's path characters percent-encoded, as Foundation's
    /// `URL(filePath:)` writes it (it is not used here: it costs a build a tenth of its time).
    public var fileURL: String {
        "file://" + absolute.string.percentEncoded(keeping: Self.urlPathBytes)
    }

    /// Unreserved characters, sub-delimiters, ':', '@' and '/'.
    private static let urlPathBytes = Set(
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$&'()*+,;=:@/".utf8)
}
