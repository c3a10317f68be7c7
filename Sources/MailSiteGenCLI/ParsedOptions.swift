import MailSiteGen

/// The options given to a subcommand: the value of each option that takes one, by name, and the
/// flags present.
struct ParsedOptions: Equatable {
    var values: [String: String] = [:]
    /// Every value given for each option that takes one, in order (`--state a --state b`).
    var lists: [String: [String]] = [:]
    var flags: Set<String> = []
    /// The arguments given without an option's name, in order.
    var arguments: [String] = []

    /// The value given for `option`, the last one if it was given twice.
    subscript(_ option: Option) -> String? { values[option.name] }

    /// The value given for `option`, as a path.
    func path(_ option: Option) -> FilePath? { values[option.name].map { FilePath($0) } }

    /// Every value given for `option`, in order; empty when it was not given.
    func all(_ option: Option) -> [String] { lists[option.name] ?? [] }

    /// Whether the flag `option` was given.
    func contains(_ option: Option) -> Bool { flags.contains(option.name) }
}
