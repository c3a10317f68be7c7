import Foundation
import LayoutSpec
import TestSupport
import Testing

@testable import MailSiteGen
@testable import MailSiteGenCLI

/// `mailsitegen swiftui`: its help and options in-process, then the built binary as people run
/// it: the file it writes, standard output with `--out -`, and bad specs and paths refused with
/// one line and nothing written.
@Suite(.serialized) struct SwiftUICommandTests {
    @Test(arguments: [["swiftui", "--help"], ["swiftui", "-h"], ["help", "swiftui"]])
    func helpMatchesItsGoldenFile(_ arguments: [String]) throws {
        nonisolated(unsafe) var out = ""
        let cli = MailSiteGenCLI(console: Console(out: { out += $0 }, error: { _ in }))
        #expect(cli.run(arguments) == .success)
        try TestSupport.assertSnapshot(out, named: "help-swiftui.txt", in: CommandLineTests.snapshots)
    }

    @Test func optionsAreTheSpecAndTheFileOrADashForStandardOutput() throws {
        #expect(try Invocation.parse(["swiftui"]) == .run(.swiftUI, ParsedOptions()))
        #expect(
            try Invocation.parse(["swiftui", "--out", "-"]) == .run(.swiftUI, ParsedOptions(values: ["--out": "-"])))
        #expect(
            try Invocation.parse(["swiftui", "--spec=a.json", "--out", "Tabs.swift"])
                == .run(.swiftUI, ParsedOptions(values: ["--spec": "a.json", "--out": "Tabs.swift"])))
        #expect(throws: UsageError.unknownOption("--single-file", of: .swiftUI)) {
            try Invocation.parse(["swiftui", "--single-file"])
        }
    }

    @Test func withoutOptionsItWritesMailCategoryTabBarSwiftFromTheBuiltInSpec() throws {
        let folder = try TestSupport.temporaryFolder()
        let result = try TestSupport.run(["swiftui"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        let expected = try SwiftUIGenerator(spec: .default).generate()
        let catalogue = SwiftUIGenerator(spec: .default).stringCatalog()
        #expect(
            result.stdout == "Wrote MailCategoryTabBar.swift (\(Console.size(expected.utf8.count)))\n"
                + "Wrote Localizable.xcstrings (\(Console.size(catalogue.utf8.count)))\n")
        #expect(TestSupport.files(in: folder) == ["Localizable.xcstrings", "MailCategoryTabBar.swift"])
        let written = try String(contentsOf: folder.appendingPathComponent("MailCategoryTabBar.swift"), encoding: .utf8)
        #expect(written == expected)
        let words = try String(contentsOf: folder.appendingPathComponent("Localizable.xcstrings"), encoding: .utf8)
        #expect(words == catalogue)
    }

    @Test func aDashWritesTheSourceToStandardOutputAndNoFile() throws {
        let folder = try TestSupport.temporaryFolder()
        try #"{"title": "Team Inbox"}"#.write(
            to: folder.appendingPathComponent("mailsitegen.json"), atomically: true, encoding: .utf8)
        let result = try TestSupport.run(["swiftui", "--out", "-"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        var spec = LayoutSpec.default
        spec.title = "Team Inbox"
        #expect(result.stdout == (try SwiftUIGenerator(spec: spec).generate()))
        #expect(TestSupport.files(in: folder) == ["mailsitegen.json"])
    }

    /// The Swift file and its String Catalog, and nothing else.
    @Test func anExistingFileIsReplacedWholeAndNothingElseIsLeftBeside() throws {
        let folder = try TestSupport.temporaryFolder()
        let sources = folder.appendingPathComponent("App/Sources")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try "old".write(to: sources.appendingPathComponent("Inbox.swift"), atomically: true, encoding: .utf8)
        let result = try TestSupport.run(["swiftui", "--out", "App/Sources/Inbox.swift"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("Wrote App/Sources/Inbox.swift ("))
        #expect(TestSupport.files(in: sources) == ["Inbox.swift", "Localizable.xcstrings"])
        let written = try String(contentsOf: sources.appendingPathComponent("Inbox.swift"), encoding: .utf8)
        #expect(written == (try SwiftUIGenerator(spec: .default).generate()))
    }

    /// The String Catalog is replaced while it is the one the Swift file records; an app's own
    /// catalogue, or one a person edited in Xcode, is kept, and nothing is written.
    @Test func aCatalogueNotWrittenByMailSiteGenOrEditedSinceIsKept() throws {
        let folder = try TestSupport.temporaryFolder()
        let catalogue = folder.appendingPathComponent("Localizable.xcstrings")
        let swift = folder.appendingPathComponent("MailCategoryTabBar.swift")
        #expect(try TestSupport.run(["swiftui"], in: folder).status == 0)
        #expect(try TestSupport.run(["swiftui"], in: folder).status == 0)  // again: its own, replaced
        let generated = try String(contentsOf: swift, encoding: .utf8)
        // Edited in Xcode: a translation changed.
        let edited = try String(contentsOf: catalogue, encoding: .utf8).replacingOccurrences(
            of: "No Results", with: "Nothing found")
        try edited.write(to: catalogue, atomically: true, encoding: .utf8)
        let refused = try TestSupport.run(["swiftui", "--spec", "../nothing.json"], in: folder)
        #expect(refused.status == 1)
        let again = try TestSupport.run(["swiftui"], in: folder)
        #expect(again.status == 1)
        #expect(
            again.stderr.hasPrefix(
                "Error: Localizable.xcstrings: not the String Catalog mailsitegen wrote beside MailCategoryTabBar.swift"
            ))
        #expect(try String(contentsOf: catalogue, encoding: .utf8) == edited)
        #expect(try String(contentsOf: swift, encoding: .utf8) == generated)
        // An app's own catalogue in a folder with no generated file.
        let app = folder.appendingPathComponent("App")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        try #"{"sourceLanguage": "en", "strings": {"Hello": {}}, "version": "1.0"}"#.write(
            to: app.appendingPathComponent("Localizable.xcstrings"), atomically: true, encoding: .utf8)
        #expect(try TestSupport.run(["swiftui", "--out", "App/Inbox.swift"], in: folder).status == 1)
        #expect(TestSupport.files(in: app) == ["Localizable.xcstrings"])
    }

    /// Every spec of the hostile corpus gives the same one line as `build`, and leaves the file
    /// that was there alone.
    @Test(arguments: CorpusTests.cases.map(\.file))
    func aBadSpecGivesItsOneErrorAndLeavesThePreviousFile(file: String) throws {
        let expected = try #require(CorpusTests.cases.first { $0.file == file }?.message)
        let folder = try TestSupport.temporaryFolder()
        try FileManager.default.copyItem(
            at: CorpusTests.corpus.appendingPathComponent(file), to: folder.appendingPathComponent(file))
        try "previous".write(to: folder.appendingPathComponent("Tabs.swift"), atomically: true, encoding: .utf8)
        let result = try TestSupport.run(["swiftui", "--spec", file, "--out", "Tabs.swift"], in: folder)
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == expected + "\n")
        #expect(try String(contentsOf: folder.appendingPathComponent("Tabs.swift"), encoding: .utf8) == "previous")
        #expect(TestSupport.files(in: folder) == [file, "Tabs.swift"].sorted())
    }

    @Test func aFolderALinkOrAMissingFolderIsRefused() throws {
        let folder = try TestSupport.temporaryFolder()
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("Sources"), withIntermediateDirectories: true)
        try "mine".write(to: folder.appendingPathComponent("target.swift"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(
            at: folder.appendingPathComponent("link.swift"),
            withDestinationURL: folder.appendingPathComponent("target.swift"))
        for (out, message) in [
            ("Sources", "Sources: is a folder; give the Swift file to write, such as Sources/MailCategoryTabBar.swift"),
            ("link.swift", "link.swift: is a symbolic link; give the file it points to"),
            ("Missing/Tabs.swift", "Missing/Tabs.swift: the folder Missing does not exist"),
        ] {
            let result = try TestSupport.run(["swiftui", "--out", out], in: folder)
            #expect(result.status == 1, "\(out)")
            #expect(result.stdout.isEmpty)
            #expect(result.stderr == "Error: \(message)\n")
        }
        #expect(TestSupport.files(in: folder) == ["link.swift", "target.swift"])
        #expect(try String(contentsOf: folder.appendingPathComponent("target.swift"), encoding: .utf8) == "mine")
    }
}
