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
            default branch, and reviews each pull request: the check's annotations, the
            design change in the job's summary, both phones as an artifact. With
            --github-review, .github/workflows/prototype-review.yml: the review alone, for
            a repository that does not publish (not with --github-pages, whose workflow
            reviews already). With either, an existing mailsitegen.json is kept, and init
            lists what to set before the workflow can run.
            """,
        options: [.initGitHubPages, .initGitHubReview, .initForce],
        run: runInit)

    private static func runInit(_ options: ParsedOptions, _ console: Console) throws(CommandError) {
        if options.contains(.initGitHubPages) && options.contains(.initGitHubReview) {
            throw .conflict(.reviewTwice(review: .initGitHubReview, pages: .initGitHubPages))
        }
        let files = StarterFiles(
            force: options.contains(.initForce), githubPages: options.contains(.initGitHubPages),
            githubReview: options.contains(.initGitHubReview))
        let written = try CommandError.wrapping(files.write)
        for (name, bytes) in written { console.wrote(name, bytes: bytes) }
        console.out("Edit \(SpecSource.conventionalFile), then run 'mailsitegen build'.\n")
        // What must be set comes before the push that would run the workflow.
        let placeholders = files.placeholders
        if let first = placeholders.first {
            console.out(
                "Before the workflow can run: \(ActionPlaceholder.repository) in 'uses: \(first.action)' is a "
                    + "placeholder; replace it with the GitHub repository that holds mailsitegen's action.yml, at\n"
                    + placeholders.map { "  \($0.file):\($0.line):\($0.column)\n" }.joined())
        }
        if options.contains(.initGitHubPages) {
            console.out(
                "Commit public/ and push: \(PagesWorkflow.path) publishes it once the repository's "
                    + "Settings > Pages > Source is GitHub Actions.\n")
        }
        if options.contains(.initGitHubReview) {
            console.out("Commit and push: \(ReviewWorkflow.path) reviews each pull request's design change.\n")
        }
    }
}

extension Option {
    static let initGitHubPages = Option(
        "--github-pages", "Also write \(PagesWorkflow.path), which publishes public/ to GitHub Pages.")
    static let initGitHubReview = Option(
        "--github-review", "Also write \(ReviewWorkflow.path), which reviews each pull request's design change.")
    static let initForce = Option("--force", "Replace an existing mailsitegen.json (and workflow).")
}
