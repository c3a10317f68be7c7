import Templates

/// The pull-request review: a job that checks the spec and `public/` (annotations on the pull
/// request's lines), writes the difference from the base branch's spec to the job's summary and
/// uploads both phones side by side as an artifact named for the pull request. `init
/// --github-review` writes it as a workflow of its own, for a repository that does not publish;
/// `PagesWorkflow` holds the same job.
public enum ReviewWorkflow {
    /// Where GitHub looks for workflows, relative to the repository's root.
    public static let path = ".github/workflows/prototype-review.yml"

    /// The repository whose `action.yml` installs mailsitegen on a runner.
    // The placeholder until the project has its GitHub address: the one place to write it.
    static let actionRepository = ActionPlaceholder.repository

    /// The action pinned to the version that writes the workflow: another version may build
    /// other bytes, and `check` would then call a fresh `public/` stale.
    static var action: String { "\(actionRepository)@v\(MailSiteGenVersion.current)" }

    public static var file: OutputFile { OutputFile(path: path, contents: text) }

    static var text: String { rendering.rendered }

    static var rendering: SiteGenerator.Rendering {
        SiteGenerator.Rendering(
            template: Template(name: "review-workflow.yml", source: PageTemplate.reviewWorkflowYAML),
            values: ["reviewJob": .code(job)])
    }

    /// `Templates/review-job.yml` with its values, indented as a job under `jobs:`. The artifact's
    /// name and folder are GitHub's expressions, written through placeholders since `${{ … }}`
    /// is the template's syntax too.
    static var job: String { jobRendering.rendered }

    static var jobRendering: SiteGenerator.Rendering {
        SiteGenerator.Rendering(
            template: Template(name: "review-job.yml", source: PageTemplate.reviewJobYAML),
            values: [
                "folder": .code(OutputFolder.conventionalPath.string),
                "action": .code(action),
                "artifact": .code("design-review-pr-${{ github.event.pull_request.number }}"),
                "artifactPath": .code("${{ runner.temp }}/design-review"),
            ])
    }
}
