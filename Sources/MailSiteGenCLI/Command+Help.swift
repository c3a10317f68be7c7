extension Command {
    /// `mailsitegen help [<subcommand>]`: the help of a subcommand, or of `mailsitegen`.
    static let help = Command(
        name: "help",
        abstract: "Show subcommand help information.",
        run: { _, console in console.out(HelpText.text(for: nil)) })

    /// What `help` is asked: a subcommand's help, or with no subcommand (or `help` itself) the
    /// root help, which is what running `help` prints.
    static func helpInvocation(_ arguments: ArraySlice<String>) throws(UsageError) -> Invocation {
        guard let topic = arguments.first else { return .run(.help, ParsedOptions()) }
        let command = try named(topic)
        if let extra = arguments.dropFirst().first { throw .unexpectedArgument(extra) }
        return .help(command == .help ? nil : command)
    }
}
