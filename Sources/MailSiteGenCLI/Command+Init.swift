import MailSiteGen

extension Command {
    /// `mailsitegen init`: the complete default spec and its schema, in the current folder.
    static let initialize = Command(
        name: "init",
        abstract: "Write mailsitegen.json, the complete default spec.",
        discussion: """
            Every field is spelled out with its default (the original screen), and
            mailsitegen.schema.json is written beside it so that editors complete and
            check the fields.
            """,
        options: [.initForce],
        run: runInit)

    private static func runInit(_ options: ParsedOptions, _ console: Console) throws(BuildFailure) {
        let written = try StarterFiles(force: options.contains(.initForce)).write()
        for (name, bytes) in written { console.wrote(name, bytes: bytes) }
        console.out("Edit \(SpecSource.conventionalFile), then run 'mailsitegen build'.\n")
    }
}

extension Option {
    static let initForce = Option("--force", "Replace an existing mailsitegen.json.")
}
