import MailSiteGen

extension Command {
    /// `mailsitegen schema`: the JSON Schema of the spec, as `init` writes it beside the spec, or
    /// with `--report` of what `build` and `check` print with `--format json`.
    static let schema = Command(
        name: "schema",
        abstract: "Print the JSON Schema of the spec.",
        discussion: """
            The schema (draft 2020-12) comes from the same definitions as the decoder. With
            --report, the schema of the report that 'mailsitegen check --format json' and
            'mailsitegen build --format json' print instead.
            """,
        options: [.schemaReport],
        run: runSchema)

    private static func runSchema(_ options: ParsedOptions, _ console: Console) throws(CommandError) {
        console.out(options.contains(.schemaReport) ? RunReport.schema : StarterFiles.schema.contents)
    }
}

extension Option {
    static let schemaReport = Option(
        "--report", "Print the JSON Schema of the report of 'build' and 'check' with --format json.")
}
