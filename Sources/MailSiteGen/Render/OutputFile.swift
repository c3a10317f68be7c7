/// One file of the generated site, in memory: text (the page, its style and script) or bytes
/// (the social image, copied as it is).
public struct OutputFile: Sendable, Equatable {
    public enum Body: Sendable, Equatable {
        case text(String)
        case bytes([UInt8])
    }

    /// A path relative to the output folder, e.g. `index.html`.
    public var path: String
    public var body: Body

    public init(path: String, contents: String) {
        self.path = path
        self.body = .text(contents)
    }

    public init(path: String, body: Body) {
        self.path = path
        self.body = body
    }

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.body = .bytes(bytes)
    }

    /// The file as text (bytes that are not UTF-8 replaced).
    public var contents: String {
        switch body {
        case .text(let text): text
        case .bytes(let bytes): String(decoding: bytes, as: UTF8.self)
        }
    }

    /// The file's bytes, text as UTF-8.
    public var bytes: [UInt8] {
        switch body {
        case .text(let text): Array(text.utf8)
        case .bytes(let bytes): bytes
        }
    }

    /// Its size in bytes.
    public var byteCount: Int {
        switch body {
        case .text(let text): text.utf8.count
        case .bytes(let bytes): bytes.count
        }
    }
}
