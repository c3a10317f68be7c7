/// One file of a checked folder: one the build writes, or one it does not (`extra`), with how it
/// compares and, for a page whose markup was checked, what is wrong with it.
public struct CheckedFile: Sendable, Equatable {
    /// How the file in the folder compares with the one the build writes.
    public enum Status: String, Sendable, CaseIterable {
        /// Byte for byte what the build writes.
        case same
        /// The build writes it; the folder does not have it.
        case missing
        /// The folder has it; the build does not write it.
        case extra
        /// Both have it, with other contents.
        case different
        /// The folder has it, but it cannot be read.
        case unreadable
    }

    /// Relative to the folder: `index.html`, `variant-1/app.js`.
    public var path: String
    public var status: Status
    /// For a text file that is `different`, the first line that differs.
    public var firstDifferentLine: Int?
    /// What is wrong with the markup of a page (`index.html`, `states.html`), empty for others.
    public var markup: [MarkupProblem]

    public init(path: String, status: Status, firstDifferentLine: Int? = nil, markup: [MarkupProblem] = []) {
        self.path = path
        self.status = status
        self.firstDifferentLine = firstDifferentLine
        self.markup = markup
    }

    /// Nothing to report: the same file, its markup sound.
    public var isUpToDate: Bool { status == .same && markup.isEmpty }

    /// `missing: app.js`, `differs: index.html (first at line 12)`; nil for a file that is the same.
    public var statusLine: String? {
        switch status {
        case .same: nil
        case .missing: "missing: \(path)"
        case .extra: "extra: \(path)"
        case .unreadable: "unreadable: \(path)"
        case .different: "differs: \(path)" + (firstDifferentLine.map { " (first at line \($0))" } ?? "")
        }
    }
}
