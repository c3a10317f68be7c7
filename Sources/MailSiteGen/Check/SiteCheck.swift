/// Compares a folder with the files a build would write, then checks the page's markup.
public struct SiteCheck {
    public let folder: FilePath
    public let expected: [OutputFile]

    public init(folder: FilePath, expected: [OutputFile]) {
        self.folder = folder
        self.expected = expected
    }

    public struct Result: Sendable {
        /// Each finding, one line each: `missing: app.js`, `markup: line 12: …`.
        public var problems: [String]
        /// What was checked, for a line that says it passed.
        public var summary: String
    }

    /// Fails only when there is no folder to check; everything found in it is a problem.
    public func run() throws(BuildFailure) -> Result {
        guard PosixFile.kind(of: folder).isFolder else {
            throw BuildFailure("\(folder): no such folder; build it with 'mailsitegen build --out \(folder)'")
        }
        let present = Set(PosixFile.files(under: folder))
        var problems: [String] = []
        for file in expected {
            guard present.contains(file.path) else {
                problems.append("missing: \(file.path)")
                continue
            }
            guard let actual = PosixFile.readText(folder.appending(file.path)) else {
                problems.append("unreadable: \(file.path)")
                continue
            }
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
        if present.contains("index.html"), let html = PosixFile.readText(folder.appending("index.html")) {
            let report = MarkupCheck(html: html, files: present).run()
            problems += report.problems.map { "markup: \($0)" }
            markupSummary =
                "markup well-formed, \(report.idCount) ids unique, \(report.selectorCount) selectors present, "
                + "\(report.referenceCount) references resolve"
        }
        return Result(problems: problems, summary: "\(expected.count) files up to date; \(markupSummary)")
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
