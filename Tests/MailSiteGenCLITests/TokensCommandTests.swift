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

    /// Each format in its own folder by default: `tokens/`, `figma/`, `Assets/`.
    @Test(arguments: TokenExport.Format.allCases)
    func eachFormatWritesItsFilesAndTheMarker(_ format: TokenExport.Format) throws {
        let folder = try TestSupport.temporaryFolder()
        let arguments = format == .dtcg ? ["tokens"] : ["tokens", "--format", format.rawValue]
        let result = try TestSupport.run(arguments, in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        let expected = try TokenExport(spec: .default).files(format)
        let name = ["dtcg": "tokens", "figma": "figma", "xcassets": "Assets"][format.rawValue] ?? ""
        #expect(
            TestSupport.files(in: folder)
                == ([".mailsitegen-tokens"] + expected.map(\.path)).map { "\(name)/\($0)" }.sorted())
        for file in expected {
            let written = try String(
                contentsOf: folder.appendingPathComponent(name).appendingPathComponent(file.path), encoding: .utf8)
            #expect(written == file.contents, "\(file.path)")
            #expect(result.stdout.contains("Wrote \(name)/\(file.path) (\(Console.size(file.byteCount)))\n"))
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
    /// replaced whole.
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
        let again = try TestSupport.run(["tokens", "--out", "design", "--quiet"], in: folder)
        #expect(again.status == 0, "\(again.stderr)")
        let buildOverTokens = try TestSupport.run(["build", "--out", "design"], in: folder)
        #expect(buildOverTokens.status == 1, "a build does not replace the tokens' folder either")
    }

    /// One format after another, each in its default folder, as a user tries them: every export
    /// stays where it was written.
    @Test func eachFormatInTurnLeavesTheOthersInPlace() throws {
        let folder = try TestSupport.temporaryFolder()
        for arguments in [["tokens"], ["tokens", "--format", "figma"], ["tokens", "--format", "xcassets"]] {
            let result = try TestSupport.run(arguments, in: folder)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
        }
        let files = TestSupport.files(in: folder)
        for path in [
            "tokens/mailsitegen.tokens.json", "tokens/mailsitegen.resolver.json", "figma/figma-variables.json",
            "Assets/MailDesign.xcassets/Contents.json",
        ] {
            #expect(files.contains(path), "\(path) is gone: \(files)")
        }
    }

    /// Writing one format into a folder that holds another's export is one error that names what
    /// is there and how to go on, and writes nothing; `--force` replaces it.
    @Test func aFolderHoldingAnotherFormatsExportIsReplacedOnlyWhenForced() throws {
        let folder = try TestSupport.temporaryFolder()
        #expect(try TestSupport.run(["tokens", "--quiet"], in: folder).status == 0)
        let before = TestSupport.files(in: folder)
        let figma = try TestSupport.run(["tokens", "--format", "figma", "--out", "tokens"], in: folder)
        #expect(figma.status == 1)
        #expect(figma.stdout.isEmpty)
        #expect(
            figma.stderr
                == "Error: tokens: holds the export of --format dtcg (mailsitegen.tokens.json, "
                + "mailsitegen.resolver.json), which --format figma would replace as a whole; write to another folder "
                + "with --out <dir>, or pass --force to replace it\n")
        #expect(TestSupport.files(in: folder) == before)

        #expect(try TestSupport.run(["tokens", "--format", "xcassets", "--quiet"], in: folder).status == 0)
        let catalogue = try TestSupport.run(["tokens", "--out", "Assets"], in: folder)
        #expect(catalogue.status == 1)
        #expect(
            catalogue.stderr.hasPrefix(
                "Error: Assets: holds the export of --format xcassets (MailDesign.xcassets), which --format dtcg "))

        let forced = try TestSupport.run(
            ["tokens", "--format", "figma", "--out", "tokens", "--force", "-q"], in: folder)
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(
            TestSupport.files(in: folder.appendingPathComponent("tokens"))
                == [".mailsitegen-tokens", "figma-variables.json"])
    }

    /// A `tokens/` that an earlier version filled with Figma variables (it wrote every format
    /// there): the design tokens, now written there by default, do not replace it unasked.
    @Test func theDefaultFolderHoldingAnEarlierFigmaExportIsKept() throws {
        let folder = try TestSupport.temporaryFolder()
        #expect(try TestSupport.run(["tokens", "--format", "figma", "--out", "tokens", "-q"], in: folder).status == 0)
        let result = try TestSupport.run(["tokens"], in: folder)
        #expect(result.status == 1)
        #expect(
            result.stderr
                == "Error: tokens: holds the export of --format figma (figma-variables.json), which --format dtcg would "
                + "replace as a whole; write to another folder with --out <dir>, or pass --force to replace it\n")
        #expect(
            TestSupport.files(in: folder.appendingPathComponent("tokens"))
                == [".mailsitegen-tokens", "figma-variables.json"])
    }
}
