import MailSiteGen

extension Command {
    /// `mailsitegen init`: the complete default spec and its schema, in the current folder.
    static let initialize = Command(
        name: "init",
        abstract: "Write mailsitegen.json, the complete default spec.",
        discussion: """
            Every field is spelled out with its default (the original screen), and
            mailsitegen.schema.json is written beside it so that editors complete and
            check the fields. With --github-pages, .github/workflows/prototype.yml too: it
            publishes the committed public/ folder to GitHub Pages on every push to the
            default branch (an existing mailsitegen.json is then kept).
            """,
        options: [.initGitHubPages, .initForce],
        run: runInit)

    private static func runInit(_ options: ParsedOptions, _ console: Console) throws(CommandError) {
        let files = StarterFiles(force: options.contains(.initForce), githubPages: options.contains(.initGitHubPages))
        let written = try CommandError.wrapping(files.write)
        for (name, bytes) in written { console.wrote(name, bytes: bytes) }
        console.out("Edit \(SpecSource.conventionalFile), then run 'mailsitegen build'.\n")
        if options.contains(.initGitHubPages) {
            console.out(
                "Commit public/ and push: \(PagesWorkflow.path) publishes it once the repository's "
                    + "Settings > Pages > Source is GitHub Actions.\n")
        }
    }
}

extension Option {
    static let initGitHubPages = Option(
        "--github-pages", "Also write \(PagesWorkflow.path), which publishes public/ to GitHub Pages.")
    static let initForce = Option("--force", "Replace an existing mailsitegen.json (and workflow).")
}
