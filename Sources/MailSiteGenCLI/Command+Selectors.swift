import MailSiteGen

extension Command {
    /// `mailsitegen selectors`: the selector contract, for people's own tests.
    static let selectors = Command(
        name: "selectors",
        abstract: "Print the selectors your own tests can rely on.",
        discussion: """
            The page's stable selectors and the comparison page's, each with what it
            selects and when a page holds it: the list 'check' looks for and the
            project's browser suite checks. Markdown for people (docs/selectors.md is
            this output), JSON for a script.
            """,
        options: [.selectorsFormat],
        run: runSelectors)

    private static func runSelectors(_ options: ParsedOptions, _ console: Console) throws(CommandError) {
        switch options[.selectorsFormat] ?? "markdown" {
        case "json": console.out(SelectorReference.json.formatted() + "\n")
        default: console.out(SelectorReference.markdown)
        }
    }
}

extension Option {
    static let selectorsFormat = Option(
        "--format", value: "format", "How to print: markdown or json.", default: "markdown",
        rule: .oneOf(["markdown", "json"]))
    static let fieldsFormat = Option(
        "--format", value: "format",
        "How to print: json (the spec's values) or markdown (the field reference, docs/spec.md).",
        default: "json", rule: .oneOf(["json", "markdown"]))
}
