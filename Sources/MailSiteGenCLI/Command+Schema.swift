import MailSiteGen

extension Command {
    /// `mailsitegen schema`: the JSON Schema of the spec, as `init` writes it beside the spec.
    static let schema = Command(
        name: "schema",
        abstract: "Print the JSON Schema of the spec.",
        discussion: "The schema (draft 2020-12) comes from the same definitions as the decoder.",
        run: runSchema)

    private static func runSchema(_ options: ParsedOptions, _ console: Console) throws(MailSiteGenError) {
        console.out(StarterFiles.schema.contents)
    }
}
