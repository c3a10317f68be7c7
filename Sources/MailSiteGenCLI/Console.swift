/// Where the command line writes: standard output and standard error in `main.swift`, strings
/// in tests, which run it in-process; and what reads it there.
struct Console {
    var out: (String) -> Void
    var error: (String) -> Void
    /// Bold red `Error:` — only on a terminal and without `NO_COLOR` (decided by main.swift).
    var colorsErrors = false
    /// A GitHub Actions job's log (`GITHUB_ACTIONS=true`, decided by main.swift): `build` and
    /// `check` then report as workflow commands unless `--format` says otherwise.
    var runsInGitHubActions = false

    var errorLabel: String { colorsErrors ? "\u{1B}[1;31mError:\u{1B}[0m" : "Error:" }

    /// `Wrote site/index.html (29.9 KB)`.
    func wrote(_ path: some CustomStringConvertible, bytes: Int) {
        out("Wrote \(path) (\(Self.size(bytes)))\n")
    }

    /// `812 B`, `29.9 KB`.
    static func size(_ bytes: Int) -> String {
        bytes < 1024 ? "\(bytes) B" : "\((Double(bytes) / 1024 * 10).rounded() / 10) KB"
    }
}
