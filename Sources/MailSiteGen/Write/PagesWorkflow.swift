import Templates

/// The GitHub Actions workflow `init --github-pages` writes: it publishes the committed `public/`
/// to GitHub Pages on every push to the repository's default branch (and when run by hand), once
/// `check` has passed, and reviews each pull request (`ReviewWorkflow.job`). It builds nothing,
/// so the runner needs no Swift: the folder `mailsitegen build` wrote and `check` keeps honest is
/// what goes online.
public enum PagesWorkflow {
    /// Where GitHub looks for workflows, relative to the repository's root.
    public static let path = ".github/workflows/prototype.yml"

    public static var file: OutputFile { OutputFile(path: path, contents: rendering.rendered) }

    /// `Templates/pages-workflow.yml` with its values: the folder it publishes, the one `build`
    /// writes by default, the deployment's address as GitHub's own expression (written through
    /// a placeholder, since `${{ … }}` is the template's syntax too), the action that installs
    /// mailsitegen and the review job. YAML is not HTML: all are constants of the generator's,
    /// inserted as written by `{{code …}}`.
    static var rendering: SiteGenerator.Rendering {
        SiteGenerator.Rendering(
            template: Template(name: "pages-workflow.yml", source: PageTemplate.pagesWorkflowYAML),
            values: [
                "folder": .code(OutputFolder.conventionalPath.string),
                "pageURL": .code("${{ steps.deployment.outputs.page_url }}"),
                "action": .code(ReviewWorkflow.action),
                "reviewJob": .code(ReviewWorkflow.job),
            ])
    }

    static var text: String { rendering.rendered }
}
