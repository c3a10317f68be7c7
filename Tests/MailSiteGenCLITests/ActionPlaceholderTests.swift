import Foundation
import TestSupport
import Testing

@testable import MailSiteGen
@testable import MailSiteGenCLI

/// The workflows `init` writes name mailsitegen's action as `OWNER/mailsitegen@v…` until the
/// project has its GitHub address: `init` says where to set it, and `check` warns, in every
/// format and without failing, of a workflow beside the spec that still names it.
@Suite(.serialized) struct ActionPlaceholderTests {
    /// The review workflow's placeholder: `check` in each format names its file, line and column,
    /// as a warning; the check still passes.
    @Test func checkWarnsOfAWorkflowThatNamesThePlaceholderInEveryFormat() throws {
        let folder = try TestSupport.temporaryFolder()
        #expect(try TestSupport.run(["init", "--github-review"], in: folder).status == 0)
        let workflow = try String(
            contentsOf: folder.appendingPathComponent(ReviewWorkflow.path), encoding: .utf8)
        let place = try #require(Self.place(of: "OWNER/mailsitegen@", in: workflow))
        let action = "OWNER/mailsitegen@v\(MailSiteGenVersion.current)"
        let message =
            "\(action) names a placeholder, so the workflow cannot run: replace OWNER/mailsitegen with the GitHub "
            + "repository that holds mailsitegen's action.yml"

        let text = try TestSupport.run(["check", "--spec-only"], in: folder)
        #expect(text.status == 0, "\(text.stderr)")
        #expect(text.stderr == "Warning: \(ReviewWorkflow.path):\(place.line):\(place.column): \(message)\n")
        #expect(text.stdout.hasPrefix("Checked mailsitegen.json alone"))

        let github = try TestSupport.run(["check", "--spec-only", "--format", "github"], in: folder)
        #expect(github.status == 0)
        let commands = try WorkflowCommandLine.parseAll(github.stdout)
        #expect(commands.map(\.name) == ["warning", "notice"])
        let warning = try #require(commands.first)
        #expect(warning.file == ReviewWorkflow.path)
        #expect(warning.line == place.line)
        #expect(warning.column == place.column)
        #expect(warning.title == "Placeholder action")
        #expect(warning.message == message)

        let json = try TestSupport.run(["check", "--spec-only", "--format", "json"], in: folder)
        #expect(json.status == 0)
        let report = try ReportFormatTests.report(json.stdout)
        let warnings = try #require(report["warnings"]?.elements)
        #expect(warnings.count == 1)
        #expect(warnings.first?["file"]?.stringValue == ReviewWorkflow.path)
        #expect(warnings.first?["line"]?.value == .number(Double(place.line)))
        #expect(warnings.first?["column"]?.value == .number(Double(place.column)))
        #expect(warnings.first?["message"]?.stringValue == message)

        // A stale folder is still an error (the extra file, then why and how to rebuild), the warning
        // beside it.
        #expect(try TestSupport.run(["build", "-q"], in: folder).status == 0)
        try "x".write(to: folder.appendingPathComponent("public/x.txt"), atomically: true, encoding: .utf8)
        let stale = try TestSupport.run(["check", "--format", "github"], in: folder)
        #expect(stale.status == 1)
        #expect(try WorkflowCommandLine.parseAll(stale.stdout).map(\.name) == ["warning", "error", "error"])

        // Named, the workflow passes without a word.
        try workflow.replacingOccurrences(of: "OWNER/mailsitegen@", with: "acme/mailsitegen@").write(
            to: folder.appendingPathComponent(ReviewWorkflow.path), atomically: true, encoding: .utf8)
        let named = try TestSupport.run(["check", "--spec-only"], in: folder)
        #expect(named.status == 0)
        #expect(named.stderr.isEmpty)
    }

    /// The Pages workflow names it twice (the deploy and the review); a spec in a folder of its
    /// own has its workflows found beside it, and the repository's beside the current folder.
    @Test func eachPlaceBesideTheSpecAndTheCurrentFolderIsNamed() throws {
        let folder = try TestSupport.temporaryFolder()
        let design = folder.appendingPathComponent("design")
        try FileManager.default.createDirectory(at: design, withIntermediateDirectories: true)
        #expect(try TestSupport.run(["init", "--github-pages"], in: folder).status == 0)
        #expect(try TestSupport.run(["init", "--github-review"], in: design).status == 0)
        let result = try TestSupport.run(["check", "--spec-only", "--spec", "design/mailsitegen.json"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let files = result.stderr.split(separator: "\n").map {
            $0.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)
        }
        #expect(
            files == [
                "design/.github/workflows/prototype-review.yml", ".github/workflows/prototype.yml",
                ".github/workflows/prototype.yml",
            ], "\(result.stderr)")
    }

    /// Only a `uses:` that names the placeholder: not a comment, not another action, not the
    /// project's own name once it has one; quoted or not, as a step or a key under one.
    @Test func onlyAUsesOfThePlaceholderIsFound() {
        let text = """
            steps:
              # - uses: OWNER/mailsitegen@v0.1.0
              - uses: actions/checkout@v7
              - uses: acme/mailsitegen@v0.1.0
              - uses: "OWNER/mailsitegen@main"
              - name: Install
                uses: OWNER/mailsitegen@v0.1.0 # pinned
              - run: echo OWNER/mailsitegen@v0.1.0
            """
        let found = ActionPlaceholder.find(in: text, file: "w.yml")
        #expect(found.map(\.line) == [5, 7])
        #expect(found.map(\.column) == [12, 11])
        #expect(found.map(\.action) == ["OWNER/mailsitegen@main", "OWNER/mailsitegen@v0.1.0"])
    }

    /// The line and column (from 1, in Unicode scalars) where `needle` first appears in `text`.
    static func place(of needle: String, in text: String) -> (line: Int, column: Int)? {
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard let range = line.range(of: needle) else { continue }
            return (index + 1, line.unicodeScalars.distance(from: line.startIndex, to: range.lowerBound) + 1)
        }
        return nil
    }
}
