/// Help and usage texts, derived from the subcommands and their options, in
/// swift-argument-parser's layout: sections `OVERVIEW`, `USAGE`, `OPTIONS`, `SUBCOMMANDS`;
/// descriptions from column 26, wrapped at 80.
enum HelpText {
    static let screenWidth = 80
    static let labelColumn = 26
    static let indent = "  "

    /// The usage line of `command`, or of `mailsitegen` itself.
    static func usage(for command: Command?) -> String {
        command?.usage ?? "\(Command.programName) <subcommand>"
    }

    /// What `-h`, `--help` and `help <subcommand>` print.
    static func text(for command: Command?) -> String {
        guard let command else { return root }
        var sections = [overview(command.abstract)]
        if !command.discussion.isEmpty { sections.append(command.discussion.wrapped(to: screenWidth)) }
        sections.append("USAGE: \(usage(for: command))")
        if let arguments = command.arguments {
            sections.append(block("ARGUMENTS:", [("<\(arguments.name)>", arguments.abstract)]))
        }
        sections.append(block("OPTIONS:", (command.options + Option.global).map { ($0.label, $0.help) }))
        return sections.joined(separator: "\n\n") + "\n"
    }

    private static var root: String {
        let subcommands = Command.all.map { command in
            (command == .defaultCommand ? "\(command.name) (default)" : command.name, command.abstract)
        }
        return [
            overview(Command.overview),
            "USAGE: \(usage(for: nil))",
            block("OPTIONS:", Option.global.map { ($0.label, $0.help) }),
            block("SUBCOMMANDS:", subcommands),
            "\(indent)See '\(Command.programName) help <subcommand>' for detailed help.",
        ].joined(separator: "\n\n") + "\n"
    }

    private static func overview(_ abstract: String) -> String {
        "OVERVIEW: \(abstract)".wrapped(to: screenWidth)
    }

    /// A titled list of labels, each with its description from `labelColumn` on, or on the next
    /// line if the label reaches that far.
    private static func block(_ title: String, _ rows: [(label: String, text: String)]) -> String {
        let lines = rows.map { label, text in
            let label = indent + label
            let text = text.wrapped(to: screenWidth, indent: labelColumn)
            return label.count < labelColumn ? label + text.dropFirst(label.count) : label + "\n" + text
        }
        return ([title] + lines).joined(separator: "\n")
    }
}
