#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Writes a few files into a folder, each replaced atomically, leaving the folder's other files
/// alone: what `init` does in the current folder. A build replaces its whole output folder
/// instead (`OutputFolder`).
public struct FileWriter {
    public let folder: String
    var fileManager: FileManager = .default

    public init(folder: String) {
        self.folder = folder
    }

    /// The written files with their sizes in bytes.
    public func write(_ files: [OutputFile]) throws(BuildFailure) -> [(path: String, bytes: Int)] {
        var isDirectory = false
        if fileManager.fileExists(atPath: folder, isDirectory: &isDirectory), !isDirectory {
            throw BuildFailure("\(folder): is a file, not a folder")
        }
        do {
            try fileManager.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw BuildFailure("\(folder): the folder cannot be created")
        }
        var written: [(String, Int)] = []
        for file in files {
            let path = folder.hasSuffix("/") ? folder + file.path : folder + "/" + file.path
            let data = Data(file.contents.utf8)
            do {
                try data.write(to: URL(filePath: path), options: .atomic)
            } catch {
                throw BuildFailure("\(path): cannot be written")
            }
            written.append((path, data.count))
        }
        return written
    }
}
