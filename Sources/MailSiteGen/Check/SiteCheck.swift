import LayoutSpec

/// Compares a folder with the files a build would write, then checks the markup of the page
/// and of the review board.
public struct SiteCheck {
    public let folder: FilePath
    public let expected: [OutputFile]
    /// The address the folder is published at: the canonical link names it, and resolves to the
    /// folder's `index.html`.
    public let baseURL: BaseURL?

    /// The pages whose markup is checked (by path in the folder) and the selectors each must
    /// hold.
    let pages: [(name: String, selectors: [CompoundSelector])]

    public init(folder: FilePath, expected: [OutputFile], baseURL: BaseURL? = nil) {
        self.init(folder: folder, expected: expected, baseURL: baseURL, pages: Self.pages)
    }

    init(
        folder: FilePath, expected: [OutputFile], baseURL: BaseURL?,
        pages: [(name: String, selectors: [CompoundSelector])]
    ) {
        self.folder = folder
        self.expected = expected
        self.baseURL = baseURL
        self.pages = pages
    }

    /// A comparison's folder (`mailsitegen compare`): its page holds the comparison's selectors;
    /// each variant's pages are checked as a build's, against the files of their own folder.
    public static func comparison(
        folder: FilePath, expected: [OutputFile], baseURL: BaseURL? = nil, variantCount: Int
    ) -> SiteCheck {
        let variantPages = (1...max(1, variantCount)).flatMap { number in
            Self.pages.map { page in ("\(CompareVariant.folder(number))/\(page.name)", page.selectors) }
        }
        return SiteCheck(
            folder: folder, expected: expected, baseURL: baseURL,
            pages: [("index.html", CompareMarkup.contract.map(CompoundSelector.init))] + variantPages)
    }

    public struct Result: Sendable {
        /// Every file the build writes, in its order, then every one it does not write that the
        /// folder has, sorted; each with its status and, for a checked page, its markup's problems.
        public var files: [CheckedFile]
        /// What was checked, for a line that says it passed.
        public var summary: String

        /// A file is not what the build writes (missing, extra, different, unreadable): what a
        /// new build mends, unlike a problem of the markup alone.
        public var isStale: Bool { files.contains { $0.status != .same } }

        /// Each finding, one line each: `missing: app.js`, `markup: index.html: line 12: …`; the
        /// files first, then the markup of each page.
        public var problems: [String] {
            files.compactMap(\.statusLine)
                + files.flatMap { file in file.markup.map { "markup: \(file.path): \($0)" } }
        }
    }

    /// Fails only when there is no folder to check; everything found in it is a problem.
    public func run() throws(MailSiteGenError) -> Result {
        guard PosixFile.kind(of: folder).isFolder else {
            throw .notBuilt(folder)
        }
        let present = Set(PosixFile.files(under: folder))
        var checked = compareFiles(present)
        var summaries = ["\(Counted(expected.count, "file")) up to date"]
        for page in pages {
            guard present.contains(page.name), let html = PosixFile.readText(folder.appending(page.name)) else {
                summaries.append("no \(page.name) to check")
                continue
            }
            // A page in a folder of its own refers to the files of that folder.
            let prefix = page.name.split(separator: "/").dropLast().map { $0 + "/" }.joined()
            let files = Set(present.filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) })
            // …and is published under the base URL's folder of the same name.
            let pageBase = baseURL.map { $0.text + prefix }
            let check = MarkupCheck(html: html, files: files, baseURL: pageBase, selectors: page.selectors)
            let report = check.run()
            if let index = checked.firstIndex(where: { $0.path == page.name }) {
                checked[index].markup = report.problems
            }
            summaries.append(
                "\(page.name) well-formed, "
                    + (report.idCount == 0 ? "" : "\(Counted(report.idCount, "id")) unique, ")
                    + (page.selectors.isEmpty ? "" : "\(Counted(report.selectorCount, "selector")) present, ")
                    + Counted(report.referenceCount, "reference").with(verb: "resolve"))
        }
        return Result(files: checked, summary: summaries.joined(separator: "; "))
    }

    /// Whether the folder holds every file expected, byte for byte; files it holds besides are
    /// findings of their own, which no spec explains.
    var holdsExpectedFiles: Bool {
        compareFiles(Set(PosixFile.files(under: folder))).allSatisfy { $0.status == .same || $0.status == .extra }
    }

    /// Each file expected, in order, with how the folder's compares, then each the folder holds
    /// that is not expected, sorted.
    private func compareFiles(_ present: Set<String>) -> [CheckedFile] {
        var checked: [CheckedFile] = []
        for file in expected {
            guard present.contains(file.path) else {
                checked.append(CheckedFile(path: file.path, status: .missing))
                continue
            }
            guard let actual = try? PosixFile.readAll(folder.appending(file.path)) else {
                checked.append(CheckedFile(path: file.path, status: .unreadable))
                continue
            }
            switch file.body {
            case .text(let text) where !actual.elementsEqual(text.utf8):
                let line = Self.firstDifferentLine(String(decoding: actual, as: UTF8.self), text)
                checked.append(CheckedFile(path: file.path, status: .different, firstDifferentLine: line))
            case .bytes(let bytes) where actual != bytes:
                checked.append(CheckedFile(path: file.path, status: .different))
            default:
                checked.append(CheckedFile(path: file.path, status: .same))
            }
        }
        let expectedPaths = Set(expected.map(\.path) + [OutputFolder.markerName])
        for path in present.subtracting(expectedPaths).sorted() {
            checked.append(CheckedFile(path: path, status: .extra))
        }
        return checked
    }

    /// The pages whose markup is checked, and the contract's selectors each must hold: the
    /// review board holds none, its frames are the page.
    static let pages: [(name: String, selectors: [CompoundSelector])] = [
        ("index.html", SelectorContract.inMarkup.map(\.selector)),
        ("states.html", []),
    ]

    static func firstDifferentLine(_ a: String, _ b: String) -> Int {
        let left = a.split(separator: "\n", omittingEmptySubsequences: false)
        let right = b.split(separator: "\n", omittingEmptySubsequences: false)
        for (index, pair) in zip(left, right).enumerated() where pair.0 != pair.1 {
            return index + 1
        }
        return min(left.count, right.count) + 1
    }
}
