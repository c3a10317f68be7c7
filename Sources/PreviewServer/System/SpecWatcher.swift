import MailSiteGen

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Notices when the spec changes. On Linux it watches the folder that holds the spec with
/// inotify, not the file: editors that save by writing a new file and renaming it over the old
/// one replace the file a watch on it would follow. Elsewhere, when polling is asked for, or
/// when inotify cannot be used (no more watches, a file system that has none), it compares the
/// file's modification time, size and inode every `pollingInterval` milliseconds.
///
/// It only says what happened. A file written and closed, or renamed into place, is complete:
/// the server rebuilds at once. A spec renamed away or deleted is usually the first step of a
/// save (editors that keep a backup rename the old file, then write the new one): the server
/// waits `settleDelay` for the next step before it rebuilds, so that such a save is rebuilt
/// once, from the finished file, without a "no such file" in between.
final class SpecWatcher {
    enum Method: Equatable {
        case inotify
        case polling
    }

    static let pollingInterval = 250
    /// How long to wait for the new file after the spec was renamed away or deleted, in milliseconds.
    static let settleDelay = 50

    /// What the events read say about the spec.
    enum Change: Equatable {
        case none
        /// Written and closed, or renamed into place: rebuild now.
        case complete
        /// Renamed away or deleted (or the events were lost): rebuild unless more follows soon.
        case unsettled
    }

    private(set) var method: Method
    /// Why inotify is not used, when it failed (nil when polling was asked for, or on inotify).
    private(set) var fallbackReason: String?
    /// Readable when inotify has events; nil when polling.
    private(set) var descriptor: Int32?

    /// The spec as it was given.
    let spec: FilePath
    /// The spec's own paths (it, and the file it points to if it is a symbolic link).
    private let specPaths: [FilePath]
    /// Those, and the files the spec names (its icons) and where their links point.
    private var paths: [FilePath]
    /// For inotify: each watched folder's descriptor and the names in it that are the spec.
    private var watchedNames: [Int32: Set<String>] = [:]
    private var lastStamps: [Stamp?]
    private var buffer = [UInt8](repeating: 0, count: 16 * 1024)
    /// Whether a file the spec names changed since `takeNamedFileChange()` was last asked: then
    /// the spec's own bytes say nothing of whether the build is current.
    private var namedFileChanged = false

    /// Watches `spec`, and the file it points to if it is a symbolic link.
    init(spec: FilePath, polling: Bool) {
        self.spec = spec
        let given = spec.absolute
        let resolved = PosixFile.resolved(given)
        specPaths = resolved == given ? [given] : [given, resolved]
        paths = specPaths
        lastStamps = paths.map(Stamp.init)
        method = .polling
        if polling { return }
        #if os(Linux)
            startInotify()
        #else
            fallbackReason = "inotify is Linux's"
        #endif
    }

    deinit {
        if let descriptor { close(descriptor) }
    }

    /// After `descriptor` was readable: reads the events, and says how they concern the spec.
    func readEvents() -> Change {
        #if os(Linux)
            guard let descriptor else { return .none }
            var change = Change.none
            while true {
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                guard count > 0 else { break }
                var offset = 0
                while offset + 16 <= count {
                    let (watch, mask, length) = buffer.withUnsafeBytes { bytes in
                        (
                            bytes.loadUnaligned(fromByteOffset: offset, as: Int32.self),
                            bytes.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self),
                            Int(bytes.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
                        )
                    }
                    let nameBytes = buffer[(offset + 16)..<min(offset + 16 + length, count)].prefix { $0 != 0 }
                    let name = String(decoding: nameBytes, as: UTF8.self)
                    offset += 16 + length
                    if mask & (Inotify.queueOverflow | Inotify.ignored | Inotify.folderGone) != 0 {
                        // The queue overflowed, or a watched folder went away or moved: look again.
                        change = .unsettled
                    } else if watchedNames[watch]?.contains(name) == true {
                        if !specPaths.contains(where: { $0.lastComponent == name }) { namedFileChanged = true }
                        // The last event decides: a backup rename followed by the new file is complete.
                        change = mask & (Inotify.closeWrite | Inotify.movedTo) != 0 ? .complete : .unsettled
                    }
                }
            }
            return change
        #else
            return .none
        #endif
    }

    /// Whether a file the spec names changed since the last time this was asked.
    func takeNamedFileChange() -> Bool {
        defer { namedFileChanged = false }
        return namedFileChanged
    }

    /// Watches `files` too, the files the spec names (after a build, which read them): a save of
    /// one is a save of the spec. The files of an earlier build are no longer watched.
    func watch(alsoFiles files: [FilePath]) {
        var watched = specPaths
        for file in files {
            let given = file.absolute
            for path in [given, PosixFile.resolved(given)] where !watched.contains(path) { watched.append(path) }
        }
        guard watched != paths else { return }
        let stamps = Dictionary(zip(paths, lastStamps), uniquingKeysWith: { first, _ in first })
        paths = watched
        lastStamps = paths.map { stamps[$0] ?? Stamp($0) }
        #if os(Linux)
            guard let descriptor else { return }
            // A folder watched already gives its watch again; names no longer named are dropped.
            var names: [Int32: Set<String>] = [:]
            for path in paths {
                let watch = inotify_add_watch(descriptor, path.parent.string, Inotify.events)
                if watch >= 0 { names[watch, default: []].insert(path.lastComponent) }
            }
            watchedNames = names
        #endif
    }

    /// When polling: true if the spec's stamp differs from the one seen last time.
    func stampChanged() -> Bool {
        let stamps = paths.map(Stamp.init)
        defer { lastStamps = stamps }
        if stamps.indices.dropFirst(specPaths.count).contains(where: { stamps[$0] != lastStamps[$0] }) {
            namedFileChanged = true
        }
        return stamps != lastStamps
    }

    #if os(Linux)
        private func startInotify() {
            let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
            guard descriptor >= 0 else {
                fallbackReason = "inotify: \(String(cString: strerror(errno)))"
                return
            }
            for path in paths {
                let watch = inotify_add_watch(descriptor, path.parent.string, Inotify.events)
                guard watch >= 0 else {
                    fallbackReason = "inotify on \(path.parent): \(String(cString: strerror(errno)))"
                    close(descriptor)
                    watchedNames = [:]
                    return
                }
                watchedNames[watch, default: []].insert(path.lastComponent)
            }
            self.descriptor = descriptor
            method = .inotify
        }

        /// The inotify event bits this watcher uses (linux/inotify.h).
        private enum Inotify {
            static let closeWrite: UInt32 = 0x8
            static let movedFrom: UInt32 = 0x40
            static let movedTo: UInt32 = 0x80
            static let delete: UInt32 = 0x200
            static let deleteSelf: UInt32 = 0x400
            static let moveSelf: UInt32 = 0x800
            static let queueOverflow: UInt32 = 0x4000
            static let ignored: UInt32 = 0x8000
            static let folderGone = deleteSelf | moveSelf
            /// A file written and closed, renamed in or out, deleted; not each write, so a file is
            /// read once it is complete. A new file's creation is followed by its close.
            static let events = closeWrite | movedFrom | movedTo | delete | deleteSelf | moveSelf
        }
    #endif

    /// What polling compares: a file that changed has a new modification time, size or inode.
    private struct Stamp: Equatable {
        var device: UInt64
        var inode: UInt64
        var size: Int64
        var seconds: Int
        var nanoseconds: Int

        init?(_ path: FilePath) {
            var status = stat()
            guard stat(path.string, &status) == 0 else { return nil }
            device = UInt64(status.st_dev)
            inode = UInt64(status.st_ino)
            size = Int64(status.st_size)
            #if os(Linux)
                seconds = Int(status.st_mtim.tv_sec)
                nanoseconds = Int(status.st_mtim.tv_nsec)
            #else
                seconds = Int(status.st_mtimespec.tv_sec)
                nanoseconds = Int(status.st_mtimespec.tv_nsec)
            #endif
        }
    }
}
