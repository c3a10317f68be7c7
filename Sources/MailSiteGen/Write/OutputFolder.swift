#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The folder a build writes, replaced as a whole and only when the new output is complete:
/// the files go to a temporary folder beside it, which then takes its place in one step
/// (an atomic exchange where the system has one). An interrupted or failed build leaves the
/// previous output as it was.
///
/// A build only replaces folders it made itself (they hold a `.mailsitegen` marker) or empty
/// ones, unless forced, and never `/`, the home folder, the current folder or one of its
/// ancestors. A symbolic link as the output folder is refused, so nothing is written through it.
public struct OutputFolder {
    /// Marks a folder as a build's output: present in every build.
    public static let markerName = ".mailsitegen"
    static let markerContents =
        "This folder is written by `mailsitegen build` and replaced as a whole on every build.\n"

    public let path: String
    public var force = false

    public init(path: String, force: Bool = false) {
        self.path = path
        self.force = force
    }

    /// Writes `files` and the marker; returns each file's path and size.
    public func replace(with files: [OutputFile]) throws(BuildFailure) -> [(path: String, bytes: Int)] {
        try checkSafety()
        let target = absolute(path)
        let parent = Self.parent(of: target)
        let name = Self.lastComponent(of: target)
        removeLeftovers(in: parent, name: name)
        let temporary = "\(parent)/.\(name).mailsitegen-\(getpid())"
        guard PosixFile.makeFolder(temporary) else {
            throw BuildFailure("\(path): cannot create a folder beside it (\(parent) is not writable)")
        }
        var written: [(String, Int)] = []
        for file in files + [OutputFile(path: Self.markerName, contents: Self.markerContents)] {
            guard PosixFile.create("\(temporary)/\(file.path)", contents: file.contents) else {
                PosixFile.removeTree(temporary)
                throw BuildFailure("\(path): the new files cannot be written beside it")
            }
            if file.path != Self.markerName { written.append((display(file.path), file.contents.utf8.count)) }
        }
        try swap(temporary, into: target)
        return written
    }

    /// `file:///absolute/path/index.html`, to paste into a browser: the path made absolute and
    /// normalised, each byte outside RFC 3986's path characters percent-encoded.
    public static func fileURL(of file: String, in folder: String) -> String {
        let joined = folder.hasPrefix("/") ? folder : PosixFile.currentFolder + "/" + folder
        let path = normalized(joined + "/" + file)
        var url = "file://"
        for byte in path.utf8 {
            if Self.pathBytes.contains(byte) {
                url.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                url += byte < 16 ? "%0" + hex : "%" + hex
            }
        }
        return url
    }

    /// Unreserved characters, sub-delimiters, ':', '@' and '/'.
    private static let pathBytes = Set(
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$&'()*+,;=:@/".utf8)

    private func display(_ file: String) -> String {
        path.hasSuffix("/") ? path + file : path + "/" + file
    }

    /// Puts the complete temporary folder in place of the target.
    private func swap(_ temporary: String, into target: String) throws(BuildFailure) {
        guard PosixFile.kind(of: target).exists else {
            guard rename(temporary, target) == 0 else {
                PosixFile.removeTree(temporary)
                throw BuildFailure("\(path): cannot be created")
            }
            return
        }
        if Self.exchange(temporary, target) {
            PosixFile.removeTree(temporary)  // now the previous output
            return
        }
        // No atomic exchange here: move the old folder aside, then the new one in.
        let aside = temporary + "-previous"
        guard rename(target, aside) == 0 else {
            PosixFile.removeTree(temporary)
            throw BuildFailure("\(path): cannot be replaced")
        }
        guard rename(temporary, target) == 0 else {
            _ = rename(aside, target)
            throw BuildFailure("\(path): cannot be replaced")
        }
        PosixFile.removeTree(aside)
    }

    /// Atomically exchanges two paths (Linux renameat2, Darwin renamex_np).
    private static func exchange(_ first: String, _ second: String) -> Bool {
        #if os(Linux)
            // renameat2(…, RENAME_EXCHANGE), looked up at run time: glibc only has it from 2.28.
            typealias RenameAt2 =
                @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2") else { return false }
            let renameat2 = unsafeBitCast(symbol, to: RenameAt2.self)
            let renameExchange: UInt32 = 2
            return first.withCString { from in
                second.withCString { to in renameat2(AT_FDCWD, from, AT_FDCWD, to, renameExchange) == 0 }
            }
        #elseif canImport(Darwin)
            return renamex_np(first, second, UInt32(RENAME_SWAP)) == 0
        #else
            return false
        #endif
    }

    /// What a build must never replace, and what it must not replace without `--force`.
    private func checkSafety() throws(BuildFailure) {
        var status = stat()
        if lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK {
            throw BuildFailure("\(path): is a symbolic link; give the folder it points to")
        }
        let target = Self.resolved(absolute(path))
        let current = Self.resolved(PosixFile.currentFolder)
        let home = getenv("HOME").map { Self.resolved(String(cString: $0)) }
        if target == "/" { throw BuildFailure("\(path): refusing to replace the root folder") }
        if let home, target == home { throw BuildFailure("\(path): refusing to replace your home folder") }
        if target == current { throw BuildFailure("\(path): refusing to replace the current folder") }
        if current.hasPrefix(target + "/") {
            throw BuildFailure("\(path): refusing to replace a folder that holds the current folder")
        }
        let kind = PosixFile.kind(of: target)
        guard kind.exists else { return }
        guard kind.isFolder else { throw BuildFailure("\(path): is a file, not a folder") }
        let contents = PosixFile.entries(of: target) ?? []
        if !force && !contents.isEmpty && !contents.contains(Self.markerName) {
            throw BuildFailure(
                "\(path): the folder was not made by mailsitegen (it has no \(Self.markerName)) and a build "
                    + "replaces it as a whole; pass --force to replace it anyway")
        }
    }

    /// Temporary folders of builds that were killed before they finished (found with glob(3),
    /// which reads the parent folder in C: Swift strings for every entry of a busy /tmp cost a
    /// fifth of a build).
    private func removeLeftovers(in parent: String, name: String) {
        let prefix = "\(parent == "/" ? "" : parent)/.\(name).mailsitegen-"
        var matches = glob_t()
        defer { globfree(&matches) }
        guard glob(prefix + "*", 0, nil, &matches) == 0 else { return }
        for index in 0..<Int(matches.gl_pathc) {
            guard let pointer = matches.gl_pathv[index] else { continue }
            let path = String(cString: pointer)
            let pid = path.dropFirst(prefix.count).prefix { $0.isNumber }
            // Only folders whose build is no longer running.
            if let pid = Int32(pid), kill(pid, 0) != 0 {
                PosixFile.removeTree(path)
            }
        }
    }

    private func absolute(_ path: String) -> String {
        let joined = path.hasPrefix("/") ? path : PosixFile.currentFolder + "/" + path
        return Self.normalized(joined)
    }

    /// `/a/./b/../c/` → `/a/c`.
    static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            if part == "." || part.isEmpty { continue }
            if part == ".." {
                _ = parts.popLast()
            } else {
                parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// The path with symbolic links resolved, as far as it exists.
    static func resolved(_ path: String) -> String {
        guard let real = realpath(path, nil) else { return normalized(path) }
        defer { free(real) }
        return String(cString: real)
    }

    static func parent(of path: String) -> String {
        let parent = path.split(separator: "/").dropLast().joined(separator: "/")
        return "/" + parent
    }

    static func lastComponent(of path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
