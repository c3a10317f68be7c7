#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one way a file is written: its bytes replaced in one step, durably. A temporary file beside
/// it (`.<name>.mailsitegen-<random>`), given the file's permission bits (or, for a new file, the
/// usual ones less the umask), written whole, `fsync`ed, renamed over the file, and the folder
/// `fsync`ed so the rename survives a crash. A reader sees the old bytes or the new ones, never
/// part of either; on any failure the file is as it was and the temporary file is gone. The spec
/// an edit changes, `init`'s files and the SwiftUI source are written this way; a build's output
/// is a folder, written whole beside the old one and swapped in (`OutputFolder`).
package enum AtomicFile {
    /// Replaces or creates `target`, which must be the file itself (a symbolic link resolved by the
    /// caller: renaming over a link would replace the link, not the file it points to).
    package static func replace(_ target: FilePath, with bytes: [UInt8]) throws(FileError) {
        var status = stat()
        let exists = stat(target.string, &status) == 0
        guard exists || errno == ENOENT else { throw FileError(.readPermissions, target) }
        var generator = SystemRandomNumberGenerator()
        let suffix = String(UInt64.random(in: 0...UInt64.max, using: &generator), radix: 36)
        let temporary = target.parent.appending(".\(target.lastComponent).mailsitegen-\(suffix)")
        let descriptor = open(temporary.string, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, exists ? 0o600 : 0o666)
        guard descriptor >= 0 else { throw FileError(.createTemporary, target) }
        var written = !exists || fchmod(descriptor, status.st_mode & 0o7777) == 0
        var offset = 0
        while written && offset < bytes.count {
            let result = bytes.withUnsafeBytes { buffer in
                write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
            }
            if result < 0 {
                if errno == EINTR { continue }
                written = false
            } else {
                offset += result
            }
        }
        written = written && fsync(descriptor) == 0
        written = close(descriptor) == 0 && written
        guard written, rename(temporary.string, target.string) == 0 else {
            let failure = FileError(.write, target)
            unlink(temporary.string)
            throw failure
        }
        let folder = open(target.parent.string, O_RDONLY | O_CLOEXEC)
        if folder >= 0 {
            // Best effort: some file systems refuse to fsync a folder; the rename is done either way.
            _ = fsync(folder)
            close(folder)
        }
    }
}
