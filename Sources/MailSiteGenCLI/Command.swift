import MailSiteGen

/// A subcommand of `mailsitegen`: its name, its help, the options it takes and what it does.
/// Each is declared in a file of its own (`Command+Build.swift`, …); `all` lists them in the
/// order of the root help. Adding one is a new file and its name in `all`.
struct Command: Sendable {
    typealias Run = @Sendable (ParsedOptions, Console) throws(CommandError) -> Void

    let name: String
    /// One line: the root help's SUBCOMMANDS list and the subcommand's OVERVIEW.
    let abstract: String
    /// The paragraphs between OVERVIEW and USAGE, as they are shown (wrapped at 80 columns).
    let discussion: String
    /// In the order the usage line and the OPTIONS block list them; `--version` and `--help`
    /// follow in every subcommand.
    let options: [Option]
    /// The arguments it takes that are not options (the specs of `compare`), if any.
    let arguments: Arguments?
    /// What it exits with when it fails: 1, or 2 where 1 means something else (`snapshot`).
    var errorStatus = ExitCode.failure
    let run: Run

    init(
        name: String, abstract: String, discussion: String = "", arguments: Arguments? = nil, options: [Option] = [],
        errorStatus: ExitCode = .failure, run: @escaping Run
    ) {
        self.errorStatus = errorStatus
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.arguments = arguments
        self.options = options
        self.run = run
    }

    /// Arguments without a name before them: `compare a.json b.json`.
    struct Arguments: Sendable {
        /// What each is called in help: `spec` in `<spec>`.
        let name: String
        /// How many it takes; 0 in the range means they may be left out.
        let count: ClosedRange<Int>
        /// One sentence for the ARGUMENTS block.
        let abstract: String
        /// The usage line's words for them, when it is not `usualUsage`.
        var writtenUsage: String?

        var usage: String { writtenUsage ?? usualUsage }

        /// `<spec> <spec> [<spec> [<spec>]]`.
        var usualUsage: String {
            let required = Array(repeating: "<\(name)>", count: count.lowerBound)
            let optional = count.upperBound - count.lowerBound
            let tail =
                optional == 0
                ? ""
                : String(repeating: "[<\(name)> ", count: optional).dropLast()
                    + String(repeating: "]", count: optional)
            return (required + (tail.isEmpty ? [] : [String(tail)])).joined(separator: " ")
        }
    }

    static let all: [Command] = [
        build, serve, compare, check, snapshot, record, swiftUI, tokens, motion, initialize, schema, fields, selectors,
        help,
    ]
    /// What `mailsitegen` runs when the first argument names no subcommand.
    static let defaultCommand = build

    static let programName = "mailsitegen"
    /// The root help's OVERVIEW.
    static let overview =
        "Generate a web prototype of the iOS 18 Mail category tab bar and its translucent header from a layout spec."

    /// `mailsitegen build [--spec <file>] …`.
    var usage: String {
        ([Self.programName, name] + (arguments.map { [$0.usage] } ?? []) + options.map(\.usage))
            .joined(separator: " ")
    }

    /// The subcommand called `word`.
    static func named(_ word: String) throws(UsageError) -> Command {
        guard let command = all.first(where: { $0.name == word }) else { throw .unknownSubcommand(word) }
        return command
    }

    /// The option this subcommand takes under `name` (long or short), the global ones included.
    func option(named name: String) -> Option? {
        (options + Option.global).first { $0.names.contains(name) }
    }

    /// Every name this subcommand's options answer to, for "did you mean".
    var optionNames: [String] { (options + Option.global).flatMap(\.names) }
}

extension Command: Equatable {
    static func == (lhs: Command, rhs: Command) -> Bool { lhs.name == rhs.name }
}
