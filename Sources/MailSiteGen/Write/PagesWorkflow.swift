import Templates

/// The GitHub Actions workflow `init --github-pages` writes: it publishes the committed `public/`
/// to GitHub Pages on every push to the repository's default branch (and when run by hand). It
/// builds nothing, so the runner needs no Swift: the folder `mailsitegen build` wrote and `check`
/// keeps honest is what goes online.
public enum PagesWorkflow {
    /// Where GitHub looks for workflows, relative to the repository's root.
    public static let path = ".github/workflows/prototype.yml"

    public static func file() throws(BuildFailure) -> OutputFile { OutputFile(path: path, contents: try text()) }

    /// `Templates/pages-workflow.yml` with its values: the folder it publishes, the one `build`
    /// writes by default, and the deployment's address as GitHub's own expression (written through
    /// a placeholder, since `${{ … }}` is the template's syntax too). YAML is not HTML: both are
    /// constants of this file, inserted as written by `{{html …}}`.
    static func text() throws(BuildFailure) -> String {
        do {
            return try Template(name: "pages-workflow.yml", source: PageTemplate.pagesWorkflowYAML).render([
                "folder": .html(HTML(trusted: OutputFolder.conventionalPath.string)),
                "pageURL": .html(HTML(trusted: "${{ steps.deployment.outputs.page_url }}")),
            ])
        } catch {
            throw BuildFailure("the GitHub Pages workflow's template is broken: \(error)")
        }
    }
}
