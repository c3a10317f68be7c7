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

    /// The published address, for `build` and for `check`, which must build the same files.
    static let baseURL = Option(
        "--base-url", value: "url",
        "The address the folder is published at, ending in '/': makes og:url, the canonical link and og:image "
            + "absolute. Overrides site.baseURL.")
    static let socialImage = Option(
        "--social-image", value: "file",
        "A PNG or JPEG (at least 200 × 200 px, at most 8 MB; 1200 × 630 recommended) copied beside the page as "
            + "its og:image; needs a base URL. Overrides site.socialImage.")
}
