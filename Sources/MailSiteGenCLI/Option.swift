/// One option of the command line, declared once: its names, the value it takes and its help.
/// A subcommand lists the options it takes (`Command.options`); parsing, each usage line, each
/// OPTIONS block and "did you mean" are derived from these declarations.
///
/// Options that several subcommands take alike are declared in `Option+Shared.swift`; one
/// whose help differs between subcommands (`--out`) is declared by each, in its own file.
struct Option: Hashable, Sendable {
    /// `--spec`.
    let name: String
    /// `-q`, if it has one.
    let shortName: String?
    /// What its value is called in help, `file` in `--spec <file>`; nil for a flag.
    let valueName: String?
    /// One sentence for the OPTIONS block.
    let abstract: String
    /// The default as the help states it, `./public`; nil when there is none to state.
    let defaultValue: String?
    /// What its value must be, checked while parsing, so that a wrong one is a usage error.
    let rule: ValueRule?
    /// It may be given more than once, each value kept (`ParsedOptions.all`).
    let repeats: Bool

    init(
        _ name: String, short shortName: String? = nil, value valueName: String? = nil, _ abstract: String,
        default defaultValue: String? = nil, rule: ValueRule? = nil, repeats: Bool = false
    ) {
        self.repeats = repeats
        self.name = name
        self.shortName = shortName
        self.valueName = valueName
        self.abstract = abstract
        self.defaultValue = defaultValue
        self.rule = rule
    }

    /// The values an option can require beyond being present.
    enum ValueRule: Hashable, Sendable {
        /// A TCP port, 0 to 65535.
        case port
        /// One of these words.
        case oneOf([String])

        /// Why `value` does not follow the rule, or nil when it does.
        func problem(with value: String) -> String? {
            switch self {
            case .port:
                guard let port = Int(value), (0...65_535).contains(port) else {
                    return "is not a port number (0 to 65535; 0 takes any free port)"
                }
                return nil
            case .oneOf(let words):
                return words.contains(value) ? nil : "is not one of " + words.joined(separator: ", ")
            }
        }
    }

    /// The names it answers to, long first.
    var names: [String] { [name] + (shortName.map { [$0] } ?? []) }

    /// ` <file>`, or nothing for a flag.
    private var valuePlaceholder: String { valueName.map { " <\($0)>" } ?? "" }

    /// `[--spec <file>]`, as the usage line shows it.
    var usage: String { "[\(name)\(valuePlaceholder)]" }

    /// `-q, --quiet` or `--spec <file>`, as the OPTIONS block shows it.
    var label: String { (shortName.map { "\($0), " } ?? "") + name + valuePlaceholder }

    /// The help with its default.
    var help: String { abstract + (defaultValue.map { " (default: \($0))" } ?? "") }

    /// `--spec <file>` when `name` was given without its value.
    func missingValue(as name: String) -> String { name + valuePlaceholder }
}
