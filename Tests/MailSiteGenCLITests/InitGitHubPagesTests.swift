import Foundation
import TestSupport
import Testing

@testable import MailSiteGen

/// `init --github-pages`: the workflow that publishes the committed `public/` and reviews pull
/// requests, written beside the spec, never replaced without `--force`; `init --github-review`,
/// the review alone. `test_github_pages.py` runs actionlint on both, and
/// `test_pull_request_review.py` runs the review job's steps in a repository.
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

    /// The workflow publishes the committed folder, with the permissions Pages needs given to the
    /// deploy alone (the review job only reads), and names the actions by their current major
    /// versions; both jobs install mailsitegen with the action of the version that wrote them.
    @Test func theWorkflowPublishesPublicWithPagesPermissions() throws {
        let text = PagesWorkflow.text
        for line in [
            "permissions:\n  contents: read\n\njobs:", "      pages: write", "      id-token: write",
            "  workflow_dispatch:", "  pull_request:",
            "      - uses: actions/configure-pages@v6", "      - uses: actions/upload-pages-artifact@v5",
            "          path: public", "        uses: actions/deploy-pages@v5", "      group: pages",
            "    if: github.event_name != 'pull_request' && github.ref_name == github.event.repository.default_branch",
            "    if: github.event_name == 'pull_request'",
        ] {
            #expect(text.contains(line + "\n"), "\(line)")
        }
        let install = "      - uses: OWNER/mailsitegen@v\(MailSiteGenVersion.current)\n"
        #expect(text.components(separatedBy: install).count == 3)
        #expect(!text.contains("pull_request_target:"))
        #expect(text.hasSuffix(ReviewWorkflow.job))
    }

    /// `init --github-review`: the review job alone, with a token that only reads; a spec that is
    /// there is kept and the workflow is not replaced without `--force`.
    @Test func initWritesTheReviewWorkflow() throws {
        let folder = try TestSupport.temporaryFolder()
        try #"{"title": "Mine"}"#.write(
            to: folder.appendingPathComponent("mailsitegen.json"), atomically: true, encoding: .utf8)
        let first = try TestSupport.run(["init", "--github-review"], in: folder)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(TestSupport.files(in: folder) == [".github/workflows/prototype-review.yml", "mailsitegen.json"])
        let workflow = try String(
            contentsOf: folder.appendingPathComponent(".github/workflows/prototype-review.yml"), encoding: .utf8)
        try TestSupport.assertSnapshot(workflow, named: "prototype-review.yml", in: CommandLineTests.snapshots)
        #expect(workflow.contains("on:\n  pull_request:\n\npermissions:\n  contents: read\n\njobs:\n"))
        #expect(!workflow.contains("pull_request_target:"))
        #expect(!workflow.contains(": write"), "the review's token only reads")
        let again = try TestSupport.run(["init", "--github-review"], in: folder)
        #expect(again.status == 1)
        #expect(
            again.stderr == "Error: .github/workflows/prototype-review.yml already exists; pass --force to replace it\n"
        )
    }

    /// The check step's script, run by bash as the runner runs it (`bash -e`) with the tool on
    /// the PATH as the action puts it: a fresh public/ passes and a stale one fails the job with
    /// an annotation on the file.
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

        #expect(try TestSupport.run(["build", "-q"], in: project).status == 0)
        let fresh = try step(path: withTool)
        #expect(fresh.status == 0, "\(fresh.stdout)")
        #expect(fresh.stdout.hasPrefix("::notice title=mailsitegen check::Checked public/ against the built-in spec"))

        try "x".write(to: project.appendingPathComponent("public/notes.txt"), atomically: true, encoding: .utf8)
        let stale = try step(path: withTool)
        #expect(stale.status == 1)
        #expect(stale.stdout.hasPrefix("::error file=public/notes.txt,title=Extra file::"))
    }

    /// `init` says what must be set before the workflow can run: the action's repository, a
    /// placeholder until the project has its GitHub address, with each place to edit
    /// (`file:line:column`, pointing at the placeholder in the file written).
    @Test(arguments: [("--github-review", ReviewWorkflow.path, 1), ("--github-pages", PagesWorkflow.path, 2)])
    func initSaysWhereToNameTheAction(option: String, path: String, count: Int) throws {
        let folder = try TestSupport.temporaryFolder()
        let result = try TestSupport.run(["init", option], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let action = "OWNER/mailsitegen@v\(MailSiteGenVersion.current)"
        let heading =
            "Before the workflow can run: OWNER/mailsitegen in 'uses: \(action)' is a placeholder; replace it with "
            + "the GitHub repository that holds mailsitegen's action.yml, at\n"
        let after = try #require(result.stdout.components(separatedBy: heading).dropFirst().first)
        let places = after.split(separator: "\n").prefix { $0.hasPrefix("  ") }.map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        #expect(after.split(separator: "\n").dropFirst(count).first?.hasPrefix("Commit ") == true, "then the push")
        #expect(places.count == count, "\(result.stdout)")
        let lines = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false)
        for place in places {
            let parts = place.split(separator: ":")
            #expect(parts.count == 3 && parts[0] == path, "\(place)")
            let line = try #require(Int(parts[1]))
            let column = try #require(Int(parts[2]))
            let text = lines[line - 1]
            #expect(text.hasSuffix("uses: " + action), "\(text)")
            #expect(text.unicodeScalars.dropFirst(column - 1).starts(with: "OWNER/mailsitegen@".unicodeScalars))
        }
    }

    /// The review job's check, in a git repository as the job's checkout leaves it: without a
    /// committed public/ the spec is checked alone and passes (and a bad spec fails, on its line);
    /// with one committed, public/ must be what the spec builds.
    @Test func theReviewChecksTheSpecAloneWhereTheFolderIsNotCommitted() throws {
        let script = try #require(
            Self.runScript(of: "Check the spec, and public/ where it is committed", in: ReviewWorkflow.text))
        #expect(
            Self.runScript(of: "Check the spec, and public/ where it is committed", in: PagesWorkflow.text) == script)
        let folder = try TestSupport.temporaryFolder()
        let bin = folder.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: bin.appendingPathComponent("mailsitegen"), withDestinationURL: TestSupport.binary)
        let project = folder.appendingPathComponent("project")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        let git = URL(fileURLWithPath: "/usr/bin/git")
        func run(_ arguments: [String]) throws {
            let result = try TestSupport.run(
                ["-c", "user.name=Test", "-c", "user.email=test@example.com"] + arguments, in: project, binary: git)
            #expect(result.status == 0, "git \(arguments): \(result.stderr)")
        }
        func step() throws -> TestSupport.Run {
            try TestSupport.run(
                ["-e", "-c", script], in: project, binary: URL(fileURLWithPath: "/bin/bash"),
                environment: ["PATH": bin.path + ":/usr/bin:/bin"])
        }
        try run(["init", "-q"])
        try #"{"title": "Mine"}"#.write(
            to: project.appendingPathComponent("mailsitegen.json"), atomically: true, encoding: .utf8)
        try run(["add", "mailsitegen.json"])
        try run(["commit", "-q", "-m", "Spec"])

        let alone = try step()
        #expect(alone.status == 0, "\(alone.stdout)")
        #expect(alone.stdout.hasPrefix("::notice title=mailsitegen check::Checked mailsitegen.json alone"))
        // Built but not committed (ignored, say): still the spec alone.
        #expect(try TestSupport.run(["build", "-q"], in: project).status == 0)
        #expect(try step().stdout.hasPrefix("::notice title=mailsitegen check::Checked mailsitegen.json alone"))

        try #"{"title": 5}"#.write(
            to: project.appendingPathComponent("mailsitegen.json"), atomically: true, encoding: .utf8)
        let bad = try step()
        #expect(bad.status == 1)
        #expect(bad.stdout.hasPrefix("::error file=mailsitegen.json,line=1,col=11,title=Invalid spec::title: "))

        try #"{"title": "Mine"}"#.write(
            to: project.appendingPathComponent("mailsitegen.json"), atomically: true, encoding: .utf8)
        try run(["add", "public"])
        try run(["commit", "-q", "-m", "Built"])
        let fresh = try step()
        #expect(fresh.status == 0, "\(fresh.stdout)")
        #expect(fresh.stdout.hasPrefix("::notice title=mailsitegen check::Checked public/ against mailsitegen.json"))
        try #"{"title": "Theirs"}"#.write(
            to: project.appendingPathComponent("mailsitegen.json"), atomically: true, encoding: .utf8)
        let stale = try step()
        #expect(stale.status == 1)
        #expect(stale.stdout.hasPrefix("::error file=public/index.html,line="))
    }

    /// The `run:` line or `run: |` block of the step named `name`, its indentation removed.
    static func runScript(of name: String, in workflow: String) -> String? {
        let lines = workflow.split(separator: "\n", omittingEmptySubsequences: false)
        guard let named = lines.firstIndex(where: { $0.hasSuffix("- name: \(name)") }),
            let run = lines[named...].firstIndex(where: { $0.contains("run: ") })
        else { return nil }
        if !lines[run].hasSuffix("run: |") {
            return lines[run].components(separatedBy: "run: ").dropFirst().joined(separator: "run: ") + "\n"
        }
        let indent = String(repeating: " ", count: lines[run].prefix { $0 == " " }.count + 2)
        let block = lines[(run + 1)...].prefix { $0.hasPrefix(indent) }
        return block.map { String($0.dropFirst(indent.count)) }.joined(separator: "\n") + "\n"
    }

    /// The action's repository is written once (`ReviewWorkflow.actionRepository`, `OWNER` until the
    /// project has its GitHub address); every `uses:` and GitHub address of it in the README, docs/,
    /// CONTRIBUTING.md and action.yml says the same, so that setting it is one change and a search.
    @Test func theDocsNameTheActionsRepositoryAsTheWorkflowDoes() throws {
        let root = TestSupport.packageRoot
        let docs = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)
            .filter { $0.hasSuffix(".md") }.map { "docs/\($0)" }
        let pattern = try Regex(#"(?:uses: |github\.com/)([A-Za-z0-9_.-]+/mailsitegen)\b"#).ignoresCase()
        var named: [String: Set<String>] = [:]
        for file in ["README.md", "CONTRIBUTING.md", "action.yml"] + docs {
            let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
            for match in text.matches(of: pattern) {
                named[String(text[match.output[1].range!]), default: []].insert(file)
            }
        }
        #expect(Set(named.keys) == [ReviewWorkflow.actionRepository], "\(named)")
        #expect(named[ReviewWorkflow.actionRepository, default: []].isSuperset(of: ["README.md", "action.yml"]))
    }

    /// Both workflows would review each pull request twice: refused, nothing written.
    @Test func theReviewAloneIsNotWrittenBesideThePagesWorkflow() throws {
        let folder = try TestSupport.temporaryFolder()
        let result = try TestSupport.run(["init", "--github-pages", "--github-review"], in: folder)
        #expect(result.status == 1)
        #expect(
            result.stderr
                == "Error: --github-review: the workflow --github-pages writes reviews pull requests already; "
                + "use one of the two\n")
        #expect(TestSupport.files(in: folder).isEmpty)
    }
}
