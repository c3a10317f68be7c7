import MailSiteGen

extension Option {
    /// Every subcommand takes these, and `mailsitegen` alone.
    static let global: [Option] = [version, help]

    static let version = Option("--version", "Show the version.")
    static let help = Option("--help", short: "-h", "Show help information.")

    /// The spec to build from, for every subcommand that reads one.
    static let spec = Option(
        "--spec", value: "file", "The layout spec, JSON.",
        default: "./\(SpecSource.conventionalFile), else the built-in spec")
}
