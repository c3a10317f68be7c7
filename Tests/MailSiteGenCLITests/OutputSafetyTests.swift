import Foundation
import TestSupport
import Testing

@testable import MailSiteGen

/// The output folder is replaced whole, only when complete, and never where it must not be.
@Suite(.serialized) struct OutputSafetyTests {
    private func contents(of folder: URL) throws -> [String: Data] {
        var result: [String: Data] = [:]
        for file in TestSupport.files(in: folder) {
            result[file] = try Data(contentsOf: folder.appendingPathComponent(file))
        }
        return result
    }

    /// The "Open file://…" line is built by hand (Foundation's URL costs a build a tenth of
    /// its time); it must be the URL Foundation would give.
    @Test(arguments: ["/tmp/out", "/tmp/a b/c", "/tmp/Ünïcode/ü", "/tmp/x#y?z", "/tmp/50%", "/tmp/a/../b/./c"])
    func fileURLIsFoundations(folder: String) {
        let expected = URL(filePath: folder, directoryHint: .isDirectory).appending(path: "index.html")
            .standardizedFileURL.absoluteString
        #expect(FilePath(folder).appending("index.html").fileURL == expected)
    }

    @Test func refusesFoldersItMustNeverReplace() throws {
        let folder = try TestSupport.temporaryFolder()
        let inside = folder.appendingPathComponent("work/deeper")
        try FileManager.default.createDirectory(at: inside, withIntermediateDirectories: true)
        let home = folder.appendingPathComponent("home")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        for (out, message) in [
            (".", "refusing to replace the current folder"),
            ("..", "refusing to replace a folder that holds the current folder"),
            ("../..", "refusing to replace a folder that holds the current folder"),
            ("/", "refusing to replace the root folder"),
            (home.path, "refusing to replace your home folder"),
        ] {
            let result = try TestSupport.run(
                ["build", "--force", "--out", out], in: inside, environment: ["HOME": home.path])
            #expect(result.status == 1, "\(out)")
            #expect(result.stderr == "Error: \(out): \(message)\n")
        }
        #expect(TestSupport.files(in: folder).isEmpty)
    }

    @Test func replacesOnlyItsOwnFoldersUnlessForced() throws {
        let folder = try TestSupport.temporaryFolder()
        let site = folder.appendingPathComponent("site")
        try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
        try "mine".write(to: site.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        let refused = try TestSupport.run(["build", "--out", "site"], in: folder)
        #expect(refused.status == 1)
        #expect(
            refused.stderr.hasPrefix("Error: site: the folder was not made by mailsitegen (it has no .mailsitegen)"))
        #expect(TestSupport.files(in: site) == ["notes.txt"])

        #expect(try TestSupport.run(["build", "-q", "--force", "--out", "site"], in: folder).status == 0)
        #expect(TestSupport.files(in: site) == TestSupport.builtFiles)
        // Its own folder is replaced without --force, as a whole.
        try "stale".write(to: site.appendingPathComponent("stale.txt"), atomically: true, encoding: .utf8)
        #expect(try TestSupport.run(["build", "-q", "--out", "site"], in: folder).status == 0)
        #expect(TestSupport.files(in: site) == TestSupport.builtFiles)
        // An empty folder is fine too.
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("empty"), withIntermediateDirectories: true)
        #expect(try TestSupport.run(["build", "-q", "--out", "empty"], in: folder).status == 0)
    }

    @Test func neverWritesThroughASymbolicLink() throws {
        let folder = try TestSupport.temporaryFolder()
        let elsewhere = folder.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: folder.appendingPathComponent("site"), withDestinationURL: elsewhere)
        let result = try TestSupport.run(["build", "--force", "--out", "site"], in: folder)
        #expect(result.status == 1)
        #expect(result.stderr == "Error: site: is a symbolic link; give the folder it points to\n")
        #expect(TestSupport.files(in: elsewhere).isEmpty)
    }

    /// A build killed at any moment leaves either the previous output or the new one, whole.
    @Test func aKilledBuildLeavesThePreviousOutput() throws {
        let folder = try TestSupport.temporaryFolder()
        #expect(try TestSupport.run(["build", "-q", "--out", "site"], in: folder).status == 0)
        let site = folder.appendingPathComponent("site")
        let previous = try contents(of: site)
        // A spec big enough that the build takes a while.
        let mails = (0..<40_000).map { index in
            #"{"from": "Sender \#(index)", "subject": "Subject \#(index)", "preview": "Preview text of mail \#(index)", "date": "2026-11-\#(10 + index % 18)T09:00:00", "category": "primary"}"#
        }
        try "{\"mails\": [\(mails.joined(separator: ",\n"))]}".write(
            to: folder.appendingPathComponent("big.json"), atomically: true, encoding: .utf8)
        var sawPrevious = false
        for delay in [0.02, 0.1, 0.2, 0.35, 0.5, 0.8] {
            let process = Process()
            process.executableURL = TestSupport.binary
            process.arguments = ["build", "-q", "--spec", "big.json", "--out", "site"]
            process.currentDirectoryURL = folder
            try process.run()
            Thread.sleep(forTimeInterval: delay)
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            let now = try contents(of: site)
            let complete =
                now.keys.sorted() == TestSupport.builtFiles
            #expect(complete, "after \(delay) s: \(now.keys.sorted())")
            if now == previous { sawPrevious = true }
        }
        #expect(sawPrevious, "no kill landed before the build finished; make the spec bigger")
        // The next build clears what the killed ones left beside the folder.
        #expect(try TestSupport.run(["build", "-q", "--out", "site"], in: folder).status == 0)
        #expect(try contents(of: site) == previous)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            $0.contains("mailsitegen-")
        }
        #expect(leftovers.isEmpty, "\(leftovers)")
    }
}
