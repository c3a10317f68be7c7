import MailSiteGen

/// What `build` or `check` did, for the formats a program reads rather than a person: one JSON
/// object (`--format json`, `RunReport+JSON.swift`) or GitHub Actions workflow commands
/// (`--format github`, `RunReport+WorkflowCommands.swift`).
struct RunReport: Sendable, Equatable {
    enum Command: String, Sendable {
        case build, check
    }

    /// `format` in the JSON: the version of the report's shape, raised when a key is added,
    /// removed or changes meaning, so that a script can tell which report it reads.
    static let formatVersion = 2

    var command: Command
    /// The spec's file; nil for the built-in spec and for a comparison.
    var spec: String?
    /// A comparison's specs, in order (`check a.json b.json`); nil otherwise.
    var comparison: [String]?
    /// The folder written or checked; nil for `check --spec-only`, which checks none.
    var out: FilePath?
    /// What stopped the command: a spec that is not valid (with its place), a folder that is not
    /// there, a file that cannot be written.
    var errors: [CommandError] = []
    /// `check`: what is wrong but not stale and does not fail it, each in its file: a workflow
    /// beside the spec that still names the action's placeholder.
    var warnings: [ActionPlaceholder] = []
    /// `check`: every file of the build and of the folder, with its status; nil for `build` and
    /// when an error came before the comparison.
    var files: [CheckedFile]?
    /// `check` of a folder a file of which is not what the build writes: why, and the command
    /// that rebuilds it; nil otherwise.
    var rebuild: Rebuild?
    /// What is worth saying about the options but not wrong (`build`'s `Note:` lines).
    var notes: [String] = []
    /// What the text format prints on success, one line: the `::notice` of `--format github`.
    var summary = ""

    init(command: Command, spec: String?, comparison: [String]? = nil, out: FilePath?) {
        self.command = command
        self.spec = spec
        self.comparison = comparison
        self.out = out
    }

    /// The command succeeds (exit 0): no error, and every file the same, its markup sound.
    var ok: Bool { errors.isEmpty && (files ?? []).allSatisfy(\.isUpToDate) }

    /// What wrote the folder, in a sentence: `building review.json`, `comparing a.json, b.json`.
    var source: String {
        if let comparison { return "comparing " + comparison.joined(separator: ", ") }
        return "building " + (spec ?? "the built-in spec")
    }
}
