import Foundation
import LayoutSpec
import TestSupport
import Testing

@testable import MailSiteGen
@testable import MailSiteGenCLI

/// `mailsitegen tokens`: its help and options in-process, then the built binary as people run
/// it: each format's files in their folder, replaced whole; bad specs refused with one line and
/// nothing written; a folder it did not write left alone unless forced.
@Suite(.serialized) struct TokensCommandTests {
    @Test(arguments: [["tokens", "--help"], ["tokens", "-h"], ["help", "tokens"]])
    func helpMatchesItsGoldenFile(_ arguments: [String]) throws {
        nonisolated(unsafe) var out = ""
        let cli = MailSiteGenCLI(console: Console(out: { out += $0 }, error: { _ in }))
        #expect(cli.run(arguments) == .success)
        try TestSupport.assertSnapshot(out, named: "help-tokens.txt", in: CommandLineTests.snapshots)
    }

    @Test func optionsAreTheSpecTheFormatTheFolderForceAndQuiet() throws {
        #expect(try Invocation.parse(["tokens"]) == .run(.tokens, ParsedOptions()))
        #expect(
            try Invocation.parse(["tokens", "--format", "figma", "--out", "design", "--force", "-q"])
                == .run(
                    .tokens,
                    ParsedOptions(values: ["--format": "figma", "--out": "design"], flags: ["--force", "--quiet"])))
        #expect(throws: UsageError.self) { try Invocation.parse(["tokens", "--format", "json"]) }
        #expect(throws: UsageError.unknownOption("--single-file", of: .tokens)) {
            try Invocation.parse(["tokens", "--single-file"])
        }
    }

    @Test(arguments: TokenExport.Format.allCases)
    func eachFormatWritesItsFilesAndTheMarker(_ format: TokenExport.Format) throws {
        let folder = try TestSupport.temporaryFolder()
        let arguments = format == .dtcg ? ["tokens"] : ["tokens", "--format", format.rawValue]
        let result = try TestSupport.run(arguments, in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        let expected = try TokenExport(spec: .default).files(format)
        let tokens = folder.appendingPathComponent("tokens")
        #expect(TestSupport.files(in: tokens) == ([".mailsitegen-tokens"] + expected.map(\.path)).sorted())
        for file in expected {
            let written = try String(contentsOf: tokens.appendingPathComponent(file.path), encoding: .utf8)
            #expect(written == file.contents, "\(file.path)")
            #expect(result.stdout.contains("Wrote tokens/\(file.path) (\(Console.size(file.byteCount)))\n"))
        }
        let quiet = try TestSupport.run(arguments + ["--quiet"], in: folder)
        #expect(quiet.status == 0 && quiet.stdout.isEmpty && quiet.stderr.isEmpty)
    }

    /// Every spec of the hostile corpus gives the same one line as `build`, and nothing is written.
    @Test(arguments: CorpusTests.cases.map(\.file))
    func aBadSpecGivesItsOneErrorAndWritesNothing(file: String) throws {
        let expected = try #require(CorpusTests.cases.first { $0.file == file }?.message)
        let folder = try TestSupport.temporaryFolder()
        try FileManager.default.copyItem(
            at: CorpusTests.corpus.appendingPathComponent(file), to: folder.appendingPathComponent(file))
        let result = try TestSupport.run(["tokens", "--spec", file, "--format", "figma"], in: folder)
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == expected + "\n")
        #expect(TestSupport.files(in: folder) == [file])
    }

    /// A folder with other files, or a build's, is replaced only with `--force`; its own is
    /// replaced whole (a file of another format does not stay behind).
    @Test func aFolderItDidNotWriteIsReplacedOnlyWhenForced() throws {
        let folder = try TestSupport.temporaryFolder()
        let design = folder.appendingPathComponent("design")
        try FileManager.default.createDirectory(at: design, withIntermediateDirectories: true)
        try "mine".write(to: design.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        let refused = try TestSupport.run(["tokens", "--out", "design"], in: folder)
        #expect(refused.status == 1)
        #expect(refused.stdout.isEmpty)
        #expect(
            refused.stderr
                == "Error: design: the folder was not made by mailsitegen (it has no .mailsitegen-tokens) and would be "
                + "replaced as a whole; pass --force to replace it anyway\n")
        #expect(TestSupport.files(in: design) == ["notes.txt"])

        let build = try TestSupport.run(["build", "--out", "site", "--quiet"], in: folder)
        #expect(build.status == 0, "\(build.stderr)")
        let overBuild = try TestSupport.run(["tokens", "--out", "site"], in: folder)
        #expect(overBuild.status == 1)
        #expect(TestSupport.files(in: folder.appendingPathComponent("site")).contains("index.html"))

        let forced = try TestSupport.run(["tokens", "--out", "design", "--force", "--quiet"], in: folder)
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(
            TestSupport.files(in: design)
                == [".mailsitegen-tokens", "mailsitegen.resolver.json", "mailsitegen.tokens.json"])
        let again = try TestSupport.run(["tokens", "--out", "design", "--format", "figma", "--quiet"], in: folder)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(TestSupport.files(in: design) == [".mailsitegen-tokens", "figma-variables.json"])
        let buildOverTokens = try TestSupport.run(["build", "--out", "design"], in: folder)
        #expect(buildOverTokens.status == 1, "a build does not replace the tokens' folder either")
    }
}
