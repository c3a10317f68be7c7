import Foundation
import LayoutSpec
import TestSupport
import Testing

@testable import MailSiteGen
@testable import MailSiteGenCLI

/// `check --spec-only`: the spec read, validated and built in memory, with no folder, for a
/// repository that does not commit one; in every format, writing nothing. Every spec of the error
/// corpus gives its one line through it too (`ReportFormatTests.eachCorpusSpecIsReportedInEveryFormat`).
@Suite(.serialized) struct CheckSpecOnlyTests {
    @Test func aValidSpecPassesWithoutAFolderInEveryFormat() throws {
        let folder = try TestSupport.temporaryFolder()
        try #"{"title": "Mine"}"#.write(
            to: folder.appendingPathComponent("mailsitegen.json"), atomically: true, encoding: .utf8)

        let text = try TestSupport.run(["check", "--spec-only"], in: folder)
        #expect(text.status == 0, "\(text.stderr)")
        #expect(text.stderr.isEmpty)
        #expect(
            text.stdout == "Checked mailsitegen.json alone, without a folder: it builds 9 files, nothing written.\n")

        let github = try TestSupport.run(["check", "--spec-only", "--format", "github"], in: folder)
        #expect(github.status == 0)
        let commands = try WorkflowCommandLine.parseAll(github.stdout)
        #expect(commands.map(\.name) == ["notice"])
        #expect(commands.first?.message.appending("\n") == text.stdout)

        let json = try TestSupport.run(["check", "--spec-only", "--format", "json"], in: folder)
        #expect(json.status == 0)
        let report = try ReportFormatTests.report(json.stdout)
        #expect(report["ok"]?.value == .bool(true))
        #expect(report["spec"]?.stringValue == "mailsitegen.json")
        #expect(report["out"]?.value == .null)
        #expect(report["files"]?.value == .null)
        #expect(report["warnings"]?.elements?.isEmpty == true)

        #expect(TestSupport.files(in: folder) == ["mailsitegen.json"], "nothing written")
    }

    /// A spec's error in every format: the one line, one workflow command on its line and column,
    /// one error in a report with no folder. Specs of the error corpus: an error with a place, one
    /// without (the file is not text), one of an image beside the spec.
    @Test(arguments: ["bad-date.json", "not-utf8.json", "images/social-image-small.json"])
    func aSpecErrorIsReportedInEveryFormat(_ name: String) throws {
        let (folder, file, expected) = try ReportFormatTests.corpusCase(name)
        let arguments = ["check", "--spec", file, "--spec-only"]
        let before = TestSupport.files(in: folder)
        try ReportFormatTests.expectReported(
            arguments, in: folder, file: file, expected: expected, formats: ["text", "github", "json"])
        let report = try ReportFormatTests.report(
            try TestSupport.run(arguments + ["--format", "json"], in: folder).stdout)
        #expect(report["out"]?.value == .null)
        #expect(TestSupport.files(in: folder) == before, "nothing written")
    }

    /// What `build` needs beside the spec is read as `build` reads it: an icon that is not there
    /// fails the check, with its place in the spec.
    @Test func theSpecsOwnIconsAreReadAsABuildReadsThem() throws {
        let folder = try TestSupport.temporaryFolder()
        let tab = #"{"id": "forums", "title": "Forums", "symbol": {"svg": "icons/forums.svg"}, "color": "blue"}"#
        try #"{"tabs": [\#(tab)]}"#.write(
            to: folder.appendingPathComponent("mailsitegen.json"), atomically: true, encoding: .utf8)
        let build = try TestSupport.run(["build"], in: folder)
        let check = try TestSupport.run(["check", "--spec-only"], in: folder)
        #expect(check.status == 1)
        #expect(build.status == 1)
        #expect(check.stderr == build.stderr)
        #expect(check.stderr.hasPrefix("Error: mailsitegen.json:1:"))
    }

    /// A comparison's specs, with no folder.
    @Test func aComparisonIsCheckedWithoutItsFolder() throws {
        let folder = try TestSupport.temporaryFolder()
        for (name, spec) in [("a.json", "{}"), ("b.json", #"{"tabBar": {"spacing": 12}}"#)] {
            try spec.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let result = try TestSupport.run(["check", "--spec-only", "a.json", "b.json"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("Checked a.json, b.json alone, without a folder: comparing them writes "))
        #expect(TestSupport.files(in: folder) == ["a.json", "b.json"])
        let bad = try TestSupport.run(["check", "--spec-only", "a.json", "missing.json"], in: folder)
        #expect(bad.status == 1)
        #expect(bad.stderr.hasPrefix("Error: missing.json"))
    }

    /// A folder to check and none: one error, in every format.
    @Test func aFolderIsNotCheckedAlongsideTheSpecAlone() throws {
        let folder = try TestSupport.temporaryFolder()
        let message = "--out names a folder to check, and --spec-only checks the spec without one; use one of the two"
        let text = try TestSupport.run(["check", "--spec-only", "--out", "site"], in: folder)
        #expect(text.status == 1)
        #expect(text.stderr == "Error: \(message)\n")
        let github = try TestSupport.run(["check", "--spec-only", "--out", "site", "--format", "github"], in: folder)
        #expect(github.status == 1)
        #expect(try WorkflowCommandLine.parseAll(github.stdout).map(\.message) == [message])
        let comparison = try TestSupport.run(["check", "--spec-only", "--out", "c", "a.json", "b.json"], in: folder)
        #expect(comparison.stderr == "Error: \(message)\n")
    }

    /// Without `--spec-only`, a missing folder says how to check without one.
    @Test func aMissingFolderNamesTheCheckWithoutOne() throws {
        let folder = try TestSupport.temporaryFolder()
        let result = try TestSupport.run(["check"], in: folder)
        #expect(result.status == 1)
        #expect(result.stderr.hasSuffix(", or check the spec alone with --spec-only\n"))
    }
}
