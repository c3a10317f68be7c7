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
/// that neither replaces the other's folder unasked, and does not replace one format's export
/// with another's unasked either. A symbolic link as the output folder is refused, so nothing is
/// written through it.
public struct OutputFolder {
    /// Where a build writes when it is given no folder.
    public static let conventionalPath: FilePath = "public"
    /// Marks a folder as a build's output: present in every build. A build's and a comparison's
    /// also say what they were built from (`BuildRecord`).
    static let markerName = ".mailsitegen"
    static let markerContents =
        "This folder is written by `mailsitegen build` and replaced as a whole on every build.\n"

    /// The marker of `mailsitegen tokens`' folders.
    static let tokensMarkerName = ".mailsitegen-tokens"
    static let tokensMarkerContents =
        "This folder is written by `mailsitegen tokens` and replaced as a whole every time it runs.\n"

    /// The marker of `mailsitegen snapshot`'s folders.
    static let snapshotsMarkerName = ".mailsitegen-snapshots"
    static let snapshotsMarkerContents =
        "This folder is written by `mailsitegen snapshot` and replaced as a whole every time it runs.\n"

    public let path: FilePath
    /// Replace a folder that a build did not make.
    public var force = false
    /// The marker file that says a folder is this writer's: its name and contents.
    let marker: (name: String, contents: String)
    /// For `mailsitegen tokens`, the format it writes: a folder holding another format's export
    /// is replaced only when forced.
    let tokenFormat: TokenExport.Format?

    public init(path: FilePath, force: Bool = false) {
        self.init(path: path, force: force, marker: (Self.markerName, Self.markerContents), tokenFormat: nil)
    }

    /// The folder `mailsitegen tokens` writes `format` to, marked as its own.
    public static func tokens(path: FilePath, format: TokenExport.Format, force: Bool) -> OutputFolder {
        OutputFolder(
            path: path, force: force, marker: (tokensMarkerName, tokensMarkerContents), tokenFormat: format)
    }

    /// The folder `mailsitegen snapshot` writes, marked as its own.
    public static func snapshots(path: FilePath, force: Bool) -> OutputFolder {
        OutputFolder(
            path: path, force: force, marker: (snapshotsMarkerName, snapshotsMarkerContents), tokenFormat: nil)
    }

    /// Whether `folder` holds the marker of `mailsitegen snapshot`: a folder it wrote.
    public static func isSnapshotFolder(_ folder: FilePath) -> Bool {
        PosixFile.kind(of: folder.appending(snapshotsMarkerName)).exists
    }

    private init(
        path: FilePath, force: Bool, marker: (name: String, contents: String), tokenFormat: TokenExport.Format?
    ) {
        self.path = path
        self.force = force
        self.marker = marker
        self.tokenFormat = tokenFormat
    }

    /// Writes `files` and the marker, with `record` in it when given (what a build's folder was
    /// built from); returns each file's path (inside `path`) and size. A failure keeps the
    /// file-system layer's `FileError` as its cause.
    public func replace(
        with files: [OutputFile], record: BuildRecord? = nil
    ) throws(MailSiteGenError) -> [(path: FilePath, bytes: Int)] {
        try checkSafety()
        let target = path.absolute
        let parent = target.parent
        let name = target.lastComponent
        removeLeftovers(in: parent, name: name)
        let temporary = parent.appending(".\(name).mailsitegen-\(getpid())")
        do {
            try PosixFile.makeFolder(temporary)
        } catch {
            throw .file(path, .parentNotWritable(parent), cause: error)
        }
        var written: [(FilePath, Int)] = []
        // Each folder made once (the temporary folder starts empty): an asset catalogue's colour
        // sets share its folder.
        var made: [String] = []
        for file in files + [OutputFile(path: marker.name, contents: record?.markerContents ?? marker.contents)] {
            do throws(FileError) {
                // A comparison's variants and an asset catalogue's sets are in folders of their own
                // (the generator names them), made with the folders they are in.
                let folder = FilePath(file.path).parent
                if folder != ".", !made.contains(folder.string) {
                    try PosixFile.makeFolder(temporary.appending(folder.string))
                    made.append(folder.string)
                }
                try PosixFile.create(temporary.appending(file.path), body: file.body)
            } catch {
                PosixFile.removeTree(temporary)
                throw .file(path, .newFilesUnwritable, cause: error)
            }
            if file.path != marker.name { written.append((path.appending(file.path), file.byteCount)) }
        }
        try swap(temporary, into: target)
        return written
    }

    /// Puts the complete temporary folder in place of the target.
    private func swap(_ temporary: FilePath, into target: FilePath) throws(MailSiteGenError) {
        guard PosixFile.kind(of: target).exists else {
            do {
                try PosixFile.move(temporary, to: target)
            } catch {
                PosixFile.removeTree(temporary)
                throw .file(path, .uncreatable, cause: error)
            }
            return
        }
        // Where the system or the file system has no atomic exchange, its error is not the
        // build's: the old folder is moved aside, then the new one in.
        if (try? PosixFile.exchange(temporary, target)) != nil {
            PosixFile.removeTree(temporary)  // now the previous output
            return
        }
        let aside = FilePath(temporary.string + "-previous")
        do {
            try PosixFile.move(target, to: aside)
        } catch {
            PosixFile.removeTree(temporary)
            throw .file(path, .unreplaceable, cause: error)
        }
        do {
            try PosixFile.move(temporary, to: target)
        } catch {
            try? PosixFile.move(aside, to: target)
            throw .file(path, .unreplaceable, cause: error)
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
        guard !force else { return }
        if !contents.isEmpty && !contents.contains(marker.name) {
            throw .notMadeByMailSiteGen(path, marker: marker.name)
        }
        if let tokenFormat, let other = tokenFormat.otherExport(among: contents) {
            throw .otherTokenExport(path, holds: other.format, names: other.names, writing: tokenFormat)
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
