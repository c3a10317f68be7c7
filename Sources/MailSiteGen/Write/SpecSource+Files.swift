import LayoutSpec

extension SpecSource {
    /// Reads the files the spec names (its design tokens), by their paths relative to its folder:
    /// a file whose real path, symbolic links followed, leaves the folder is refused, as is one
    /// larger than the limit. The built-in spec's folder is the current one.
    public var fileReader: SpecFileReader {
        let folder: FilePath
        switch self {
        case .file(let path): folder = path.absolute.parent
        case .builtIn: folder = PosixFile.currentFolder
        }
        return { relative, limit in
            let path = folder.appending(relative)
            let realFolder = PosixFile.resolved(folder).string
            let real = PosixFile.resolved(path).string
            guard real.hasPrefix(realFolder == "/" ? "/" : realFolder + "/") else {
                return .failure(SpecFileReadFailure("is outside the spec's folder (a symbolic link leads out of it)"))
            }
            do throws(PosixFile.ReadFailure) {
                return .success(try PosixFile.readAll(path, limit: limit))
            } catch .missing {
                return .failure(SpecFileReadFailure("no such file"))
            } catch .folder {
                return .failure(SpecFileReadFailure("is a folder, not a file"))
            } catch .tooLarge(let bytes) {
                return .failure(
                    SpecFileReadFailure("the file is \(bytes) bytes; a token file is at most \(limit / 1_048_576) MiB"))
            } catch {
                return .failure(SpecFileReadFailure("cannot be read"))
            }
        }
    }

    /// The token files and resolver `spec` read, as paths: what `serve` watches beside the spec.
    public func tokenFiles(of spec: LayoutSpec) -> [FilePath] {
        let folder: FilePath
        switch self {
        case .file(let path): folder = path.parent
        case .builtIn: return []
        }
        return spec.tokenAliases.files.map { folder.appending($0) }
    }
}
