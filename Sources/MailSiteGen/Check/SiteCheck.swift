#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Compares a folder with the files a build would write, then checks the page's markup.
public struct SiteCheck {
    public let folder: String
    public let expected: [OutputFile]
    var fileManager: FileManager = .default

    public init(folder: String, expected: [OutputFile]) {
        self.folder = folder
        self.expected = expected
    }

    public struct Result: Sendable {
        public var problems: [String]
        public var summary: String
    }

    public func run() -> Result {
        let present = Set(filesInFolder())
        var problems: [String] = []
        for file in expected {
            let path = folder.hasSuffix("/") ? folder + file.path : folder + "/" + file.path
            guard present.contains(file.path) else {
                problems.append("missing: \(file.path)")
                continue
            }
            guard let data = fileManager.contents(atPath: path) else {
                problems.append("unreadable: \(file.path)")
                continue
            }
            let actual = String(decoding: data, as: UTF8.self)
            if actual != file.contents {
                problems.append(
                    "differs: \(file.path) (first at line \(Self.firstDifferentLine(actual, file.contents)))")
            }
        }
        let expectedPaths = Set(expected.map(\.path) + [OutputFolder.markerName])
        for path in present.subtracting(expectedPaths).sorted() {
            problems.append("extra: \(path)")
        }
        var markupSummary = "no index.html to check"
        if present.contains("index.html"),
            let data = fileManager.contents(
                atPath: folder.hasSuffix("/") ? folder + "index.html" : folder + "/index.html")
        {
            let report = MarkupCheck(html: String(decoding: data, as: UTF8.self), files: present).run()
            problems += report.problems.map { "markup: \($0)" }
            markupSummary =
                "markup well-formed, \(report.idCount) ids unique, \(report.selectorCount) selectors present, "
                + "\(report.referenceCount) references resolve"
        }
        return Result(problems: problems, summary: "\(expected.count) files up to date; \(markupSummary)")
    }

    /// Relative paths of the regular files under the folder, hidden files included.
    private func filesInFolder() -> [String] {
        guard let paths = try? fileManager.subpathsOfDirectory(atPath: folder) else { return [] }
        return paths.filter { path in
            var isDirectory = false
            let full = folder.hasSuffix("/") ? folder + path : folder + "/" + path
            return fileManager.fileExists(atPath: full, isDirectory: &isDirectory) && !isDirectory
        }
    }

    static func firstDifferentLine(_ a: String, _ b: String) -> Int {
        let left = a.split(separator: "\n", omittingEmptySubsequences: false)
        let right = b.split(separator: "\n", omittingEmptySubsequences: false)
        for (index, pair) in zip(left, right).enumerated() where pair.0 != pair.1 {
            return index + 1
        }
        return min(left.count, right.count) + 1
    }
}
