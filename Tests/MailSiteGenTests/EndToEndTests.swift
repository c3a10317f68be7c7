import Foundation
import Testing

@testable import MailSiteGen

/// The built binary, run as a whole process, as people and CI run it.
@Suite(.serialized) struct EndToEndTests {
    @Test func buildsTheDefaultPrototype() throws {
        let folder = try TestSupport.temporaryFolder()
        let result = try TestSupport.run(["build", "--out", "site"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        #expect(TestSupport.files(in: folder.appendingPathComponent("site")) == ["app.js", "index.html", "style.css"])
        #expect(result.stdout.contains("Wrote site/index.html ("))
        #expect(
            result.stdout.contains("Open file://\(folder.resolvingSymlinksInPath().path)/site/index.html")
                || result.stdout.contains("Open file://\(folder.path)/site/index.html"))
        // Byte-identical to the committed prototype.
        for file in ["index.html", "style.css", "app.js"] {
            let built = try Data(contentsOf: folder.appendingPathComponent("site/\(file)"))
            let committed = try Data(contentsOf: TestSupport.packageRoot.appendingPathComponent("public/\(file)"))
            #expect(built == committed, "\(file)")
        }
    }

    @Test func defaultOutputIsPublicAndSpecIsMailsitegenJSON() throws {
        let folder = try TestSupport.temporaryFolder()
        try #"{"title": "Team Inbox"}"#.write(
            to: folder.appendingPathComponent("mailsitegen.json"), atomically: true, encoding: .utf8)
        let result = try TestSupport.run(["build"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let html = try String(contentsOf: folder.appendingPathComponent("public/index.html"), encoding: .utf8)
        #expect(html.contains("<title>Team Inbox</title>"))
    }

    @Test func aBadSpecGivesOneErrorAndWritesNothing() throws {
        let folder = try TestSupport.temporaryFolder()
        try "{\n  \"tabs\": [{\"id\": \"a\", \"title\": \"A\", \"symbol\": \"star\", \"color\": \"bleu\"}]\n}".write(
            to: folder.appendingPathComponent("bad.json"), atomically: true, encoding: .utf8)
        let result = try TestSupport.run(["build", "--spec", "bad.json", "--out", "site"], in: folder)
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr.hasPrefix("Error: bad.json:2:65: tabs[0].color: unknown colour 'bleu'; did you mean 'blue'?"))
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("site").path))
    }

    @Test func aBadSpecLeavesThePreviousOutputAlone() throws {
        let folder = try TestSupport.temporaryFolder()
        #expect(try TestSupport.run(["build", "--out", "site"], in: folder).status == 0)
        let before = try Data(contentsOf: folder.appendingPathComponent("site/index.html"))
        try "{\"scroll\": {\"transitionDistance\": -1}}".write(
            to: folder.appendingPathComponent("bad.json"), atomically: true, encoding: .utf8)
        let result = try TestSupport.run(["build", "--spec", "bad.json", "--out", "site"], in: folder)
        #expect(result.status == 1)
        #expect(try Data(contentsOf: folder.appendingPathComponent("site/index.html")) == before)
    }

    @Test func missingSpecFile() throws {
        let folder = try TestSupport.temporaryFolder()
        let result = try TestSupport.run(["build", "--spec", "nope.json"], in: folder)
        #expect(result.status == 1)
        #expect(result.stderr == "Error: nope.json: no such file\n")
        #expect(TestSupport.files(in: folder).isEmpty)
    }

    @Test func usageErrorExitsWith64() throws {
        let folder = try TestSupport.temporaryFolder()
        let result = try TestSupport.run(["build", "--outt", "x"], in: folder)
        #expect(result.status == 64)
        #expect(
            result.stderr.hasPrefix("Error: Unknown option '--outt'; did you mean '--out'?\nUsage: mailsitegen build"))
    }

    /// The templates are embedded: a copy of the binary works from any folder.
    @Test func aCopiedBinaryBuildsFromAnotherFolder() throws {
        let folder = try TestSupport.temporaryFolder()
        let copy = folder.appendingPathComponent("bin/mailsitegen")
        try FileManager.default.createDirectory(
            at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: TestSupport.binary, to: copy)
        let work = folder.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        let result = try TestSupport.run(["build"], in: work, binary: copy)
        #expect(result.status == 0, "\(result.stderr)")
        let built = try Data(contentsOf: work.appendingPathComponent("public/index.html"))
        let committed = try Data(contentsOf: TestSupport.packageRoot.appendingPathComponent("public/index.html"))
        #expect(built == committed)
    }

    @Test func helpAndVersionExitZero() throws {
        let folder = try TestSupport.temporaryFolder()
        let help = try TestSupport.run(["--help"], in: folder)
        #expect(help.status == 0)
        #expect(help.stdout.hasPrefix("OVERVIEW: "))
        let version = try TestSupport.run(["--version"], in: folder)
        #expect(version.status == 0)
        #expect(version.stdout == "\(MailSiteGenVersion.current)\n")
    }
}
