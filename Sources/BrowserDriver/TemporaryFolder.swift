#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A folder of the driver's own under the system's temporary folder (`TMPDIR`, else /tmp), made
/// with `mkdtemp(3)` (mode 0700) and removed with everything in it by `remove()`.
public final class TemporaryFolder: @unchecked Sendable {
    public let path: String
    private var removed = false

    /// The prefix of every folder the driver makes: `mailsitegen-browser-XXXXXX`.
    public static let prefix = "mailsitegen-browser-"
    /// The longest path it may have (see `init`).
    static let longestPath = 56

    public init() throws(BrowserError) {
        var base = BrowserLocator.processEnvironment()["TMPDIR"] ?? "/tmp"
        if base.isEmpty { base = "/tmp" }
        while base.count > 1 && base.hasSuffix("/") { base.removeLast() }
        // The browser makes a Unix socket in it (`.org.chromium.Chromium.XXXXXX/SingletonSocket`,
        // 47 bytes more), and a socket's path is at most 107 bytes: a long TMPDIR (macOS's are
        // about 50) makes Chromium abort, so such a folder goes in /tmp instead.
        if base.utf8.count + Self.prefix.utf8.count + 7 > Self.longestPath { base = "/tmp" }
        var template = Array("\(base)/\(Self.prefix)XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.flatMap { mkdtemp($0) }
        }
        guard made != nil else {
            throw .system(call: "mkdtemp in \(base)", reason: String(cString: strerror(errno)))
        }
        path = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Writes a file at `relative` (folders made as needed).
    public func write(_ relative: String, _ bytes: [UInt8]) throws(BrowserError) {
        let parts = relative.split(separator: "/")
        var folder = path
        for part in parts.dropLast() {
            folder += "/" + part
            if mkdir(folder, 0o700) != 0 && errno != EEXIST {
                throw .system(call: "mkdir \(folder)", reason: String(cString: strerror(errno)))
            }
        }
        let file = path + "/" + relative
        let descriptor = open(file, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw .system(call: "open \(file)", reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                guard let base = buffer.baseAddress else { return 0 }
                return systemWrite(descriptor, base + offset, buffer.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                throw .system(call: "write \(file)", reason: String(cString: strerror(errno)))
            }
            offset += written
        }
    }

    /// Removes the file at `relative`, if it is there.
    public func removeFile(_ relative: String) {
        unlink(path + "/" + relative)
    }

    /// Removes the folder and everything in it; safe to call again.
    public func remove() {
        guard !removed else { return }
        removed = true
        Self.removeTree(path)
    }

    deinit { remove() }

    /// Removes a file or a folder with everything in it; links are removed, never followed.
    static func removeTree(_ path: String) {
        var status = stat()
        guard lstat(path, &status) == 0 else { return }
        guard status.st_mode & S_IFMT == S_IFDIR else {
            unlink(path)
            return
        }
        if let directory = opendir(path) {
            var names: [String] = []
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
                }
                if name != "." && name != ".." { names.append(name) }
            }
            closedir(directory)
            for name in names { removeTree(path + "/" + name) }
        }
        rmdir(path)
    }
}

/// `write(2)`, named apart from the method above.
func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
