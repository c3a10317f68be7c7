#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The few file operations a build makes, straight on the C library: reading the spec and
/// writing the new output. A build is a handful of small files, and Foundation's `FileManager`
/// and `Data` writing cost a third of a whole build in time (the build benchmark in the README).
public enum PosixFile {
    enum ReadFailure: Error, Equatable {
        case missing
        case folder
        case tooLarge(bytes: Int)
        case unreadable
    }

    /// The whole file, refused before it is read if it is a folder or larger than `limit` bytes.
    static func readAll(_ path: String, limit: Int) throws(ReadFailure) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw errno == ENOENT || errno == ENOTDIR ? .missing : .unreadable }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .unreadable }
        if status.st_mode & S_IFMT == S_IFDIR { throw .folder }
        let size = Int(status.st_size)
        if size > limit { throw .tooLarge(bytes: size) }
        // The size is a hint (the file may change while it is read): read until the end.
        var bytes = [UInt8](repeating: 0, count: max(size, 0) + 1)
        var count = 0
        while true {
            if count == bytes.count { bytes.append(contentsOf: repeatElement(0, count: bytes.count)) }
            let result = bytes.withUnsafeMutableBytes { buffer in
                read(descriptor, buffer.baseAddress.map { $0 + count }, buffer.count - count)
            }
            if result < 0 {
                if errno == EINTR { continue }
                throw .unreadable
            }
            if result == 0 { break }
            count += result
            if count > limit { throw .tooLarge(bytes: count) }
        }
        bytes.removeLast(bytes.count - count)
        return bytes
    }

    /// Writes a new file (it must not exist yet) with the usual permissions less the umask.
    /// Returns false if it cannot be written whole.
    static func create(_ path: String, contents: String) -> Bool {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { return false }
        var contents = contents
        let written = contents.withUTF8 { buffer in
            var offset = 0
            while offset < buffer.count {
                let result = write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
                if result < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += result
            }
            return true
        }
        return close(descriptor) == 0 && written
    }

    /// Whether `path` exists, and whether it is a folder (symbolic links followed).
    public static func kind(of path: String) -> (exists: Bool, isFolder: Bool) {
        var status = stat()
        guard stat(path, &status) == 0 else { return (false, false) }
        return (true, status.st_mode & S_IFMT == S_IFDIR)
    }

    /// The names in a folder, without `.` and `..`; nil if it cannot be read.
    static func entries(of path: String) -> [String]? {
        guard let folder = opendir(path) else { return nil }
        defer { closedir(folder) }
        var names: [String] = []
        while let entry = readdir(folder) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: pointer.pointee)) {
                    String(cString: $0)
                }
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// Removes a file, or a folder with everything in it; symbolic links are removed, never
    /// followed. True if nothing is left at `path`.
    @discardableResult
    static func removeTree(_ path: String) -> Bool {
        var status = stat()
        guard lstat(path, &status) == 0 else { return errno == ENOENT }
        guard status.st_mode & S_IFMT == S_IFDIR else { return unlink(path) == 0 }
        for name in entries(of: path) ?? [] { removeTree(path + "/" + name) }
        return rmdir(path) == 0
    }

    /// Creates a folder and any missing folders above it. True if it exists afterwards.
    static func makeFolder(_ path: String) -> Bool {
        if mkdir(path, 0o777) == 0 || errno == EEXIST { return kind(of: path).isFolder }
        guard errno == ENOENT else { return false }
        let parent = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
        guard !parent.isEmpty, parent != path, makeFolder(parent) else { return false }
        return mkdir(path, 0o777) == 0 || (errno == EEXIST && kind(of: path).isFolder)
    }

    /// The current folder, as `getcwd(3)` gives it.
    static var currentFolder: String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return "." }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
