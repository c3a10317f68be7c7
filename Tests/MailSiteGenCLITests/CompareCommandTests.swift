import Foundation
import TestSupport
import Testing

/// `mailsitegen compare`, run as a whole process.
@Suite(.serialized) struct CompareCommandTests {
    static let calm = #"{"title": "Calm", "tabBar": {"spacing": 12, "animation": {"duration": 0.3, "bounce": 0.15}}}"#

    static func folder(with specs: [String: String]) throws -> URL {
        let folder = try TestSupport.temporaryFolder()
        for (name, json) in specs {
            try json.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        return folder
    }

    @Test func compareWritesEachVariantsSiteAndItsPageAndCheckAgrees() throws {
        let folder = try Self.folder(with: ["bouncy.json": "{}", "calm.json": Self.calm])
        let result = try TestSupport.run(["compare", "bouncy.json", "calm.json"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("Wrote compare/ (21 files) ("))
        #expect(result.stdout.hasSuffix("/compare/index.html\n"))
        let files = TestSupport.files(in: folder.appendingPathComponent("compare"))
        #expect(files.contains("variant-2/states.html"))
        #expect(files.contains("compare.js"))
        let check = try TestSupport.run(["check", "bouncy.json", "calm.json"], in: folder)
        #expect(check.status == 0, "\(check.stderr)")
        #expect(check.stdout.hasPrefix("Checked compare/ against bouncy.json, calm.json: 21 files up to date;"))
        // The comparison's page has one id: the noun agrees with its number.
        #expect(
            check.stdout.contains("; index.html well-formed, 1 id unique, 9 selectors present, 8 references resolve;"))
        #expect(check.stdout.firstMatch(of: /\b1 [a-z]+s\b/) == nil, "\(check.stdout)")
        // A changed file and a spec that changed since are findings.
        try "x".write(
            to: folder.appendingPathComponent("compare/variant-2/app.js"), atomically: true, encoding: .utf8)
        let stale = try TestSupport.run(["check", "bouncy.json", "calm.json"], in: folder)
        #expect(stale.status == 1)
        #expect(stale.stderr.contains("  differs: variant-2/app.js (first at line 1)"))
        let swapped = try TestSupport.run(["check", "calm.json", "bouncy.json"], in: folder)
        #expect(swapped.status == 1)
    }

    @Test func aBadSpecIsItsOneErrorAndNothingIsWritten() throws {
        let folder = try Self.folder(with: ["a.json": "{}", "b.json": "{\n  \"tabBar\": {\"spacing\": \"wide\"}\n}"])
        let result = try TestSupport.run(["compare", "a.json", "b.json"], in: folder)
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("Error: b.json:2:25: tabBar.spacing: expected a number"))
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("compare").path))
    }

    @Test func theDiffIsPrintedInEachFormatAndExitCodeSaysWhetherTheSpecsDiffer() throws {
        let folder = try Self.folder(with: ["a.json": "{}", "b.json": Self.calm, "c.json": "{}"])
        let text = try TestSupport.run(["compare", "--diff", "a.json", "b.json"], in: folder)
        #expect(text.status == 0)
        #expect(text.stdout.hasPrefix("a.json and b.json: 3 fields differ.\n\ntitle\n  1 a.json  \"All Inboxes\"\n"))
        let markdown = try TestSupport.run(
            ["compare", "--diff", "a.json", "b.json", "--format", "markdown"], in: folder)
        #expect(markdown.stdout.contains("| `tabBar.spacing` | 8 px | 12 px |\n"))
        let json = try TestSupport.run(["compare", "a.json", "b.json", "--diff", "--format=json"], in: folder)
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        #expect(object?["differs"] as? Bool == true)
        let differs = try TestSupport.run(["compare", "--diff", "--exit-code", "a.json", "b.json"], in: folder)
        #expect(differs.status == 1)
        #expect(differs.stderr.isEmpty)
        let same = try TestSupport.run(["compare", "--diff", "--exit-code", "a.json", "c.json"], in: folder)
        #expect(same.status == 0)
        #expect(same.stdout == "a.json and c.json: no field differs.\n")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("compare").path))
        let misplaced = try TestSupport.run(["compare", "--exit-code", "a.json", "b.json"], in: folder)
        #expect(misplaced.status == 1)
        #expect(misplaced.stderr == "Error: --exit-code only applies to --diff\n")
    }

    @Test func specsOfTheSameNameAreNamedByTheirPaths() throws {
        let folder = try TestSupport.temporaryFolder()
        for name in ["a", "b"] {
            let sub = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
            try "{}".write(to: sub.appendingPathComponent("spec.json"), atomically: true, encoding: .utf8)
        }
        let result = try TestSupport.run(["compare", "--diff", "a/spec.json", "b/spec.json"], in: folder)
        #expect(result.stdout == "a/spec.json and b/spec.json: no field differs.\n")
    }

    @Test func withABaseURLEachPageNamesItsOwnFolderAndCheckAgrees() throws {
        let folder = try Self.folder(with: ["a.json": "{}", "b.json": Self.calm])
        let base = "https://you.github.io/proto/compare/"
        let result = try TestSupport.run(["compare", "a.json", "b.json", "--base-url", base, "--quiet"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        let page = try String(contentsOf: folder.appendingPathComponent("compare/index.html"), encoding: .utf8)
        #expect(page.contains("<link rel=\"canonical\" href=\"\(base)\">"))
        let phone = try String(
            contentsOf: folder.appendingPathComponent("compare/variant-2/index.html"), encoding: .utf8)
        #expect(phone.contains("<link rel=\"canonical\" href=\"\(base)variant-2/\">"))
        let check = try TestSupport.run(["check", "a.json", "b.json", "--base-url", base], in: folder)
        #expect(check.status == 0, "\(check.stderr)")
        let without = try TestSupport.run(["check", "a.json", "b.json"], in: folder)
        #expect(without.status == 1)
    }
}
