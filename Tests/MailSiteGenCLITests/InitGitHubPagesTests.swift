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

    /// The check step's script, run by bash as the runner runs it (`bash -e`): without mailsitegen
    /// on the PATH it says it skipped and passes; with it, a fresh public/ passes and a stale one
    /// fails the job with an annotation on the file.
    @Test func theCheckStepFailsTheDeployOnlyWhenPublicIsOutOfDate() throws {
        let script = try #require(Self.runScript(of: "Check that public/ is up to date", in: PagesWorkflow.text))
        let folder = try TestSupport.temporaryFolder()
        let bin = folder.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: bin.appendingPathComponent("mailsitegen"), withDestinationURL: TestSupport.binary)
        let project = folder.appendingPathComponent("project")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        func step(path: String) throws -> TestSupport.Run {
            try TestSupport.run(
                ["-e", "-c", script], in: project, binary: URL(fileURLWithPath: "/bin/bash"),
                environment: ["PATH": path])
        }
        let withTool = bin.path + ":/usr/bin:/bin"

        let skipped = try step(path: "/usr/bin:/bin")
        #expect(skipped.status == 0, "\(skipped.stderr)")
        #expect(
            skipped.stdout.hasPrefix(
                "::notice title=mailsitegen check skipped::mailsitegen is not on the runner's PATH"))

        #expect(try TestSupport.run(["build", "-q"], in: project).status == 0)
        let fresh = try step(path: withTool)
        #expect(fresh.status == 0, "\(fresh.stdout)")
        #expect(fresh.stdout.hasPrefix("::notice title=mailsitegen check::Checked public/ against the built-in spec"))

        try "x".write(to: project.appendingPathComponent("public/notes.txt"), atomically: true, encoding: .utf8)
        let stale = try step(path: withTool)
        #expect(stale.status == 1)
        #expect(stale.stdout.hasPrefix("::error file=public/notes.txt,title=Extra file::"))
    }

    /// The `run: |` block of the step named `name`, its indentation removed.
    static func runScript(of name: String, in workflow: String) -> String? {
        let lines = workflow.split(separator: "\n", omittingEmptySubsequences: false)
        guard let named = lines.firstIndex(where: { $0.hasSuffix("- name: \(name)") }),
            let run = lines[named...].firstIndex(where: { $0.hasSuffix("run: |") })
        else { return nil }
        let indent = String(repeating: " ", count: lines[run].prefix { $0 == " " }.count + 2)
        let block = lines[(run + 1)...].prefix { $0.hasPrefix(indent) }
        return block.map { String($0.dropFirst(indent.count)) }.joined(separator: "\n") + "\n"
    }
}
