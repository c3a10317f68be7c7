#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The library's file operations, straight on the C library: reading the spec, writing a build's
/// output folder, reading a folder for `check`. A build is a handful of small files, for which
/// Foundation's `FileManager` and `Data` would cost more than the writing itself. A single file
/// is replaced with `AtomicFile`. What writes throws `FileError`, as `AtomicFile` does; what only
/// looks or cleans up answers with a value.
package enum PosixFile {
    package enum ReadFailure: Error, Equatable {
        case missing
        case folder
        case tooLarge(bytes: Int)
        case unreadable
    }

    /// The whole file, refused before it is read if it is a folder or larger than `limit` bytes.
    package static func readAll(_ path: FilePath, limit: Int = .max) throws(ReadFailure) -> [UInt8] {
        let descriptor = open(path.string, O_RDONLY | O_CLOEXEC)
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

    /// The whole file as UTF-8 text (invalid bytes replaced), or nil if it cannot be read.
    static func readText(_ path: FilePath) -> String? {
        guard let bytes = try? readAll(path) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Writes a new file (it must not exist yet) with the usual permissions less the umask, whole.
    static func create(_ path: FilePath, contents: String) throws(FileError) {
        var contents = contents
        let failure = contents.withUTF8 { create(path, buffer: UnsafeRawBufferPointer($0)) }
        if let failure { throw failure }
    }

    /// Writes a file of `body`'s bytes, as `create(_:contents:)` does.
    static func create(_ path: FilePath, body: OutputFile.Body) throws(FileError) {
        switch body {
        case .text(let text): try create(path, contents: text)
        case .bytes(let bytes): if let failure = bytes.withUnsafeBytes({ create(path, buffer: $0) }) { throw failure }
        }
    }

    /// The failure, returned rather than thrown: `withUTF8` and `withUnsafeBytes` would rethrow it
    /// untyped.
    private static func create(_ path: FilePath, buffer: UnsafeRawBufferPointer) -> FileError? {
        let descriptor = open(path.string, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { return FileError(.create, path) }
        var offset = 0
        var failure: FileError?
        while offset < buffer.count {
            let result = write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
            if result < 0 {
                if errno == EINTR { continue }
                failure = FileError(.write, path)
                break
            }
            offset += result
        }
        if close(descriptor) != 0 && failure == nil { failure = FileError(.write, path) }
        return failure
    }

    /// Whether `path` exists, and whether it is a folder (symbolic links followed).
    package static func kind(of path: FilePath) -> (exists: Bool, isFolder: Bool) {
        var status = stat()
        guard stat(path.string, &status) == 0 else { return (false, false) }
        return (true, status.st_mode & S_IFMT == S_IFDIR)
    }

    /// Whether `path` itself is a symbolic link (not followed).
    package static func isSymbolicLink(_ path: FilePath) -> Bool {
        var status = stat()
        return lstat(path.string, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK
    }

    /// The names in a folder, without `.` and `..`; nil if it cannot be read.
    static func entries(of path: FilePath) -> [String]? {
        guard let folder = opendir(path.string) else { return nil }
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

    /// The paths, relative to `folder`, of the files under it, hidden ones included. Symbolic
    /// links count as what they point to; folders they point to are not entered.
    static func files(under folder: FilePath) -> [String] {
        var files: [String] = []
        func visit(_ relative: String) {
            let path = relative.isEmpty ? folder : folder.appending(relative)
            for name in entries(of: path) ?? [] {
                let child = relative.isEmpty ? name : relative + "/" + name
                let childPath = folder.appending(child)
                if isSymbolicLink(childPath) {
                    let target = kind(of: childPath)
                    if target.exists && !target.isFolder { files.append(child) }
                } else if kind(of: childPath).isFolder {
                    visit(child)
                } else {
                    files.append(child)
                }
            }
        }
        visit("")
        return files
    }

    /// Removes a file, or a folder with everything in it; symbolic links are removed, never
    /// followed. True if nothing is left at `path`.
    @discardableResult
    static func removeTree(_ path: FilePath) -> Bool {
        var status = stat()
        guard lstat(path.string, &status) == 0 else { return errno == ENOENT }
        guard status.st_mode & S_IFMT == S_IFDIR else { return unlink(path.string) == 0 }
        for name in entries(of: path) ?? [] { removeTree(path.appending(name)) }
        return rmdir(path.string) == 0
    }

    /// Creates a folder and any missing folders above it; one that exists already is left as it is.
    static func makeFolder(_ path: FilePath) throws(FileError) {
        if mkdir(path.string, 0o777) == 0 { return }
        var code = errno
        if code == ENOENT {
            let text = path.string
            let parent = FilePath(String(text[..<(text.lastIndex(of: "/") ?? text.startIndex)]))
            guard !parent.string.isEmpty, parent != path else { throw FileError(.createFolder, path, code: code) }
            try makeFolder(parent)
            if mkdir(path.string, 0o777) == 0 { return }
            code = errno
        }
        guard code == EEXIST else { throw FileError(.createFolder, path, code: code) }
        // Something is there: a folder (or a link to one) is what was asked for.
        guard kind(of: path).isFolder else { throw FileError(.createFolder, path, code: ENOTDIR) }
    }

    /// rename(2): `source` takes the name `target`, replacing a file (or an empty folder) there.
    static func move(_ source: FilePath, to target: FilePath) throws(FileError) {
        guard rename(source.string, target.string) == 0 else { throw FileError(.move(to: target), source) }
    }

    /// Atomically exchanges two paths (Linux renameat2, Darwin renamex_np). Where the system
    /// cannot, the error's code says so: `ENOSYS` without the call, `EINVAL` from a file system
    /// without the flag.
    static func exchange(_ first: FilePath, _ second: FilePath) throws(FileError) {
        #if os(Linux)
            // renameat2(…, RENAME_EXCHANGE), looked up at run time: glibc only has it from 2.28.
            typealias RenameAt2 =
                @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2") else {
                throw FileError(.exchange(with: second), first, code: ENOSYS)
            }
            let renameat2 = unsafeBitCast(symbol, to: RenameAt2.self)
            let renameExchange: UInt32 = 2
            let exchanged = first.string.withCString { from in
                second.string.withCString { to in renameat2(AT_FDCWD, from, AT_FDCWD, to, renameExchange) == 0 }
            }
        #elseif canImport(Darwin)
            let exchanged = renamex_np(first.string, second.string, UInt32(RENAME_SWAP)) == 0
        #else
            errno = ENOSYS
            let exchanged = false
        #endif
        guard exchanged else { throw FileError(.exchange(with: second), first) }
    }

    /// The paths that match a glob(3) pattern. glob reads the folder in C: Swift strings for
    /// every entry of a busy /tmp cost a fifth of a build.
    static func paths(matching pattern: String) -> [FilePath] {
        var matches = glob_t()
        defer { globfree(&matches) }
        guard glob(pattern, 0, nil, &matches) == 0 else { return [] }
        return (0..<Int(matches.gl_pathc)).compactMap { index in
            matches.gl_pathv[index].map { FilePath(String(cString: $0)) }
        }
    }

    /// The path with symbolic links resolved, as far as it exists.
    package static func resolved(_ path: FilePath) -> FilePath {
        guard let real = realpath(path.string, nil) else { return path.normalized }
        defer { free(real) }
        return FilePath(String(cString: real))
    }

    /// The current folder, as `getcwd(3)` gives it.
    static var currentFolder: FilePath {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return "." }
        return FilePath(String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
    }
}
