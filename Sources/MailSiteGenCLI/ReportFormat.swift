import MailSiteGen

/// How `build` and `check` report when a program reads them, `--format github` or `json`. The
/// third, `text`, for a person, is each command's own; it is what `format(_:_:)` gives as nil.
enum ReportFormat: String, CaseIterable, Sendable {
    /// GitHub Actions workflow commands: annotations on the files and lines.
    case github
    /// One JSON object (`mailsitegen schema --report` is its schema).
    case json

    static let textName = "text"

    /// `--format`; without it github under GitHub Actions (`GITHUB_ACTIONS=true`), else nil: text.
    static func requested(_ options: ParsedOptions, _ console: Console) -> ReportFormat? {
        guard let name = options[.format] else { return console.runsInGitHubActions ? .github : nil }
        return ReportFormat(rawValue: name)
    }

    /// Prints `report` on standard output; a report that is not ok fails quietly (exit 1), having
    /// said all there is. With `quiet`, a report that is ok prints nothing.
    func print(_ report: RunReport, on console: Console, quiet: Bool = false) throws(CommandError) {
        guard report.ok else {
            write(report, on: console)
            throw .quiet
        }
        if !quiet { write(report, on: console) }
    }

    private func write(_ report: RunReport, on console: Console) {
        switch self {
        case .github: console.out(report.workflowCommands.map { $0.text + "\n" }.joined())
        case .json: console.out(report.json.formatted() + "\n")
        }
    }
}

extension Option {
    /// `build` and `check`: how they report.
    static let format = Option(
        "--format", value: "format",
        "How to report: text, github (workflow commands: annotations on the files and lines) or json (one "
            + "object, its schema from 'mailsitegen schema --report').",
        default: "github when GITHUB_ACTIONS=true, else text",
        rule: .oneOf([ReportFormat.textName] + ReportFormat.allCases.map(\.rawValue)))
}
