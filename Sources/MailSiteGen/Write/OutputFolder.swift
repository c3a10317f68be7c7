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
/// ancestors. `mailsitegen tokens` writes its folder the same way with a marker of its own, so
/// that neither replaces the other's folder unasked. A symbolic link as the output folder is refused, so nothing is written through it.
public struct OutputFolder {
    /// Where a build writes when it is given no folder.
    public static let conventionalPath: FilePath = "public"
    /// Marks a folder as a build's output: present in every build.
    static let markerName = ".mailsitegen"
    static let markerContents =
        "This folder is written by `mailsitegen build` and replaced as a whole on every build.\n"

    /// The marker of `mailsitegen tokens`' folders.
    static let tokensMarkerName = ".mailsitegen-tokens"
    static let tokensMarkerContents =
        "This folder is written by `mailsitegen tokens` and replaced as a whole every time it runs.\n"

    public let path: FilePath
    /// Replace a folder that a build did not make.
    public var force = false
    /// The marker file that says a folder is this writer's: its name and contents.
    let marker: (name: String, contents: String)

    public init(path: FilePath, force: Bool = false) {
        self.path = path
        self.force = force
        marker = (Self.markerName, Self.markerContents)
    }

    /// The folder `mailsitegen tokens` writes, marked as its own.
    public static func tokens(path: FilePath, force: Bool) -> OutputFolder {
        OutputFolder(path: path, force: force, marker: (tokensMarkerName, tokensMarkerContents))
    }

    private init(path: FilePath, force: Bool, marker: (name: String, contents: String)) {
        self.path = path
        self.force = force
        self.marker = marker
    }

    /// Writes `files` and the marker; returns each file's path (inside `path`) and size.
    public func replace(with files: [OutputFile]) throws(MailSiteGenError) -> [(path: FilePath, bytes: Int)] {
        try checkSafety()
        let target = path.absolute
        let parent = target.parent
        let name = target.lastComponent
        removeLeftovers(in: parent, name: name)
        let temporary = parent.appending(".\(name).mailsitegen-\(getpid())")
        guard PosixFile.makeFolder(temporary) else {
            throw .file(path, .parentNotWritable(parent))
        }
        var written: [(FilePath, Int)] = []
        // Each folder made once: an asset catalogue's colour sets share its folder, a comparison's
        // variant its own (the generator names them), and the temporary folder starts empty.
        var made: [String] = []
        for file in files + [OutputFile(path: marker.name, contents: marker.contents)] {
            let folders = file.path.split(separator: "/").dropLast()
            for depth in folders.indices {
                let folder = folders[...depth].joined(separator: "/")
                guard !made.contains(folder) else { continue }
                made.append(folder)
                _ = PosixFile.makeFolder(temporary.appending(folder))
            }
            guard PosixFile.create(temporary.appending(file.path), body: file.body) else {
                PosixFile.removeTree(temporary)
                throw .file(path, .newFilesUnwritable)
            }
            if file.path != marker.name { written.append((path.appending(file.path), file.byteCount)) }
        }
        try swap(temporary, into: target)
        return written
    }

    /// Puts the complete temporary folder in place of the target.
    private func swap(_ temporary: FilePath, into target: FilePath) throws(MailSiteGenError) {
        guard PosixFile.kind(of: target).exists else {
            guard PosixFile.move(temporary, to: target) else {
                PosixFile.removeTree(temporary)
                throw .file(path, .uncreatable)
            }
            return
        }
        if PosixFile.exchange(temporary, target) {
            PosixFile.removeTree(temporary)  // now the previous output
            return
        }
        // No atomic exchange here: move the old folder aside, then the new one in.
        let aside = FilePath(temporary.string + "-previous")
        guard PosixFile.move(target, to: aside) else {
            PosixFile.removeTree(temporary)
            throw .file(path, .unreplaceable)
        }
        guard PosixFile.move(temporary, to: target) else {
            _ = PosixFile.move(aside, to: target)
            throw .file(path, .unreplaceable)
        }
        PosixFile.removeTree(aside)
    }

    /// What a build must never replace, and what it must not replace without `--force`.
    private func checkSafety() throws(MailSiteGenError) {
        if PosixFile.isSymbolicLink(path) {
            throw .file(path, .symbolicLink(toFolder: true))
        }
        let target = PosixFile.resolved(path.absolute)
        let current = PosixFile.resolved(PosixFile.currentFolder)
        let home = getenv("HOME").map { PosixFile.resolved(FilePath(String(cString: $0))) }
        if target == "/" { throw .file(path, .protected(.root)) }
        if let home, target == home { throw .file(path, .protected(.home)) }
        if target == current { throw .file(path, .protected(.current)) }
        if current.string.hasPrefix(target.string + "/") {
            throw .file(path, .protected(.holdsCurrent))
        }
        let kind = PosixFile.kind(of: target)
        guard kind.exists else { return }
        guard kind.isFolder else { throw .file(path, .fileNotFolder) }
        let contents = PosixFile.entries(of: target) ?? []
        if !force && !contents.isEmpty && !contents.contains(marker.name) {
            throw .notMadeByMailSiteGen(path, marker: marker.name)
        }
    }

    /// Temporary folders of builds that were killed before they finished.
    private func removeLeftovers(in parent: FilePath, name: String) {
        let prefix = parent.appending(".\(name).mailsitegen-").string
        for leftover in PosixFile.paths(matching: prefix + "*") {
            let pid = leftover.string.dropFirst(prefix.count).prefix { $0.isNumber }
            // Only folders whose build is no longer running.
            if let pid = Int32(pid), kill(pid, 0) != 0 {
                PosixFile.removeTree(leftover)
            }
        }
    }
}
