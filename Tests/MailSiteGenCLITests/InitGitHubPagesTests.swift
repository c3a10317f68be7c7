import Foundation
import TestSupport
import Testing

@testable import MailSiteGen

/// `init --github-pages`: the workflow that publishes the committed `public/`, written beside the
/// spec, never replaced without `--force`. `test_github_pages.py` runs actionlint on it.
@Suite(.serialized) struct InitGitHubPagesTests {
    @Test func initWritesTheGitHubPagesWorkflowAndRefusesToReplaceIt() throws {
        let folder = try TestSupport.temporaryFolder()
        let first = try TestSupport.run(["init", "--github-pages"], in: folder)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(
            TestSupport.files(in: folder)
                == [".github/workflows/prototype.yml", "mailsitegen.json", "mailsitegen.schema.json"])
        #expect(first.stdout.contains("Wrote .github/workflows/prototype.yml ("))
        let workflow = try String(
            contentsOf: folder.appendingPathComponent(".github/workflows/prototype.yml"), encoding: .utf8)
        try TestSupport.assertSnapshot(workflow, named: "prototype.yml", in: CommandLineTests.snapshots)
        let again = try TestSupport.run(["init", "--github-pages"], in: folder)
        #expect(again.status == 1)
        #expect(again.stderr == "Error: .github/workflows/prototype.yml already exists; pass --force to replace it\n")
        #expect(try TestSupport.run(["init", "--github-pages", "--force"], in: folder).status == 0)
    }

    /// A project with a spec adds the workflow later: its spec is kept.
    @Test func initWithGitHubPagesKeepsAnExistingSpec() throws {
        let folder = try TestSupport.temporaryFolder()
        try #"{"title": "Mine"}"#.write(
            to: folder.appendingPathComponent("mailsitegen.json"), atomically: true, encoding: .utf8)
        let result = try TestSupport.run(["init", "--github-pages"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(TestSupport.files(in: folder) == [".github/workflows/prototype.yml", "mailsitegen.json"])
        #expect(
            try String(contentsOf: folder.appendingPathComponent("mailsitegen.json"), encoding: .utf8)
                == #"{"title": "Mine"}"#)
        let plain = try TestSupport.run(["init"], in: folder)
        #expect(plain.status == 1)
        #expect(plain.stderr.hasPrefix("Error: mailsitegen.json already exists;"))
    }

    /// The workflow publishes the committed folder, with the permissions Pages needs, and names
    /// the actions by their current major versions.
    @Test func theWorkflowPublishesPublicWithPagesPermissions() throws {
        let text = PagesWorkflow.text
        for line in [
            "  pages: write", "  id-token: write", "  contents: read", "  workflow_dispatch:",
            "      - uses: actions/configure-pages@v6", "      - uses: actions/upload-pages-artifact@v5",
            "          path: public", "        uses: actions/deploy-pages@v5", "  group: pages",
            "    if: github.ref_name == github.event.repository.default_branch",
        ] {
            #expect(text.contains(line + "\n"), "\(line)")
        }
    }
}
