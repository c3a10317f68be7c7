import MailSiteGen

extension Command {
    /// `mailsitegen fields`: the spec's editable fields as JSON, from the field table.
    static let fields = Command(
        name: "fields",
        abstract: "Print the spec's editable fields as JSON or Markdown.",
        discussion: """
            Every field an inspector can edit, from the same table as the decoder and the
            schema: its path, type, unit, range, step, default, the value in this spec,
            its documentation, and the custom property and MailDesign constant it
            becomes. The spec is --spec <file>, else ./mailsitegen.json when it exists,
            else the built-in spec. With --format markdown, the field reference
            (docs/spec.md): every field with its type, range and default.
            """,
        options: [.spec, .fieldsFormat],
        run: runFields)

    private static func runFields(_ options: ParsedOptions, _ console: Console) throws(CommandError) {
        if options[.fieldsFormat] == "markdown" {
            console.out(FieldReference.markdown)
            return
        }
        let spec = try CommandError.wrapping(SpecSource.resolve(options.path(.spec)).load)
        console.out(FieldList(spec: spec).json.formatted() + "\n")
    }
}
