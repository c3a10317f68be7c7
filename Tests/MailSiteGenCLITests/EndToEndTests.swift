import Encoders
import Foundation
import LayoutSpec
import TestSupport
import Testing

@testable import MailSiteGen

/// The built binary, run as a whole process, as people and CI run it.
@Suite(.serialized) struct EndToEndTests {
    @Test func buildWritesTheCommittedPrototypeAndSaysWhereToOpenIt() throws {
        let folder = try TestSupport.temporaryFolder()
        let result = try TestSupport.run(["build", "--out", "site"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        #expect(
            TestSupport.files(in: folder.appendingPathComponent("site")) == TestSupport.builtFiles)
        #expect(result.stdout.contains("Wrote site/index.html ("))
        #expect(
            result.stdout.contains("Open file://\(folder.resolvingSymlinksInPath().path)/site/index.html")
                || result.stdout.contains("Open file://\(folder.path)/site/index.html"))
        #expect(result.stdout.hasSuffix("/site/states.html\n"))
        // Byte-identical to the committed prototype.
        for file in [
            "index.html", "style.css", "app.js", "states.html", "states.css", "manifest.webmanifest",
            "apple-touch-icon.png", "icon-192.png", "icon-512.png",
        ] {
            let built = try Data(contentsOf: folder.appendingPathComponent("site/\(file)"))
            let committed = try Data(contentsOf: TestSupport.packageRoot.appendingPathComponent("public/\(file)"))
            #expect(built == committed, "\(file)")
        }
    }

    @Test func withoutOptionsBuildReadsMailsitegenJSONIntoPublic() throws {
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

    @Test func aMissingSpecFileIsOneErrorAndWritesNothing() throws {
        let folder = try TestSupport.temporaryFolder()
        let result = try TestSupport.run(["build", "--spec", "nope.json"], in: folder)
        #expect(result.status == 1)
        #expect(result.stderr == "Error: nope.json: no such file\n")
        #expect(TestSupport.files(in: folder).isEmpty)
    }

    @Test func aMistypedOptionExitsWith64WithASuggestion() throws {
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
        // Another test starting a process while the copy was open for writing can leave the
        // copy "busy" (ETXTBSY) for a moment on Linux: try again briefly.
        var attempt = try? TestSupport.run(["build"], in: work, binary: copy)
        for _ in 0..<20 where attempt == nil {
            Thread.sleep(forTimeInterval: 0.05)
            attempt = try? TestSupport.run(["build"], in: work, binary: copy)
        }
        let result = try #require(attempt)
        #expect(result.status == 0, "\(result.stderr)")
        let built = try Data(contentsOf: work.appendingPathComponent("public/index.html"))
        let committed = try Data(contentsOf: TestSupport.packageRoot.appendingPathComponent("public/index.html"))
        #expect(built == committed)
    }

    @Test func helpAndVersionPrintToStandardOutputAndExitZero() throws {
        let folder = try TestSupport.temporaryFolder()
        let help = try TestSupport.run(["--help"], in: folder)
        #expect(help.status == 0)
        #expect(help.stdout.hasPrefix("OVERVIEW: "))
        let version = try TestSupport.run(["--version"], in: folder)
        #expect(version.status == 0)
        #expect(version.stdout == "\(MailSiteGenVersion.current)\n")
    }

    @Test func singleFileBuildIsSelfContained() throws {
        let folder = try TestSupport.temporaryFolder()
        let result = try TestSupport.run(["build", "--single-file", "--out", "one"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            TestSupport.files(in: folder.appendingPathComponent("one")) == [
                ".mailsitegen", "index.html", "states.html",
            ])
        // It says what it leaves out: the Home Screen app needs files beside the page.
        #expect(
            result.stderr
                == "Note: --single-file leaves out the Home Screen app's manifest and icons (manifest.webmanifest, "
                + "apple-touch-icon.png, icon-192.png, icon-512.png): a page of one file has no files beside it to name\n"
        )
        let quiet = try TestSupport.run(["build", "-q", "--single-file", "--out", "one"], in: folder)
        #expect(quiet.status == 0 && quiet.stderr.isEmpty)
        let html = try String(contentsOf: folder.appendingPathComponent("one/index.html"), encoding: .utf8)
        #expect(html.contains("<style>\n/* Generated by MailSiteGen from the spec"))
        #expect(html.contains("<script>\n// MailSiteGen: the page's behaviour"))
        #expect(!html.contains("href=\"style.css\"") && !html.contains("src=\"app.js\""))
        // The policy allows exactly the inline style and script, by their SHA-256.
        let style = try #require(
            html.components(separatedBy: "<style>").last?.components(separatedBy: "</style>").first)
        let script = try #require(
            html.components(separatedBy: "<script>").last?.components(separatedBy: "</script>").first)
        #expect(
            html.contains("script-src \(SHA256.cspSource(for: script)); style-src \(SHA256.cspSource(for: style));"))
        #expect(try TestSupport.run(["check", "--single-file", "--out", "one"], in: folder).status == 0)
    }

    /// The Arabic example (docs/right-to-left.md) builds, passes `check`, and mirrors: `lang="ar"` makes
    /// `dir="rtl"` with no `layoutDirection` written.
    @Test func theArabicExampleBuildsRightToLeftAndPassesCheck() throws {
        let folder = try TestSupport.temporaryFolder()
        let example = TestSupport.packageRoot.appendingPathComponent("examples/arabic.json").path
        let built = try TestSupport.run(["build", "--quiet", "--spec", example, "--out", "arabic"], in: folder)
        #expect(built.status == 0, "\(built.stderr)")
        let checked = try TestSupport.run(["check", "--spec", example, "--out", "arabic"], in: folder)
        #expect(checked.status == 0, "\(checked.stderr)")
        #expect(checked.stdout.contains("files up to date; index.html well-formed"))
        let html = try String(contentsOf: folder.appendingPathComponent("arabic/index.html"), encoding: .utf8)
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"ar\" dir=\"rtl\" "))
        #expect(html.contains("<h1 dir=\"auto\">كل صناديق البريد</h1>") && html.contains("placeholder=\"بحث\""))
        #expect(html.components(separatedBy: "data-part=\"mail\"").count - 1 >= 10)
    }

    /// The German example builds with no note, passes `check`, and its page's words and dates are German.
    @Test func theGermanExampleBuildsInGermanAndPassesCheck() throws {
        let folder = try TestSupport.temporaryFolder()
        let example = TestSupport.packageRoot.appendingPathComponent("examples/german.json").path
        let built = try TestSupport.run(["build", "--spec", example, "--out", "german"], in: folder)
        #expect(built.status == 0 && built.stderr.isEmpty, "\(built.stderr)")
        #expect(try TestSupport.run(["check", "--spec", example, "--out", "german"], in: folder).status == 0)
        let html = try String(contentsOf: folder.appendingPathComponent("german/index.html"), encoding: .utf8)
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"de\" dir=\"ltr\" "))
        #expect(html.contains("data-locale=\"de-DE\""))
        #expect(
            html.contains(">Gestern</time>") && html.contains(">Donnerstag</time>") && html.contains(">21.11.26</time>")
        )
        #expect(html.contains(">Keine Ergebnisse</p>") && html.contains("aria-label=\"E-Mail-Kategorien\""))
    }

    /// What is worth saying about the words and the locale but not wrong is a note, and the build goes on.
    @Test func localeNotesAreSaidAndTheBuildGoesOn() throws {
        let folder = try TestSupport.temporaryFolder()
        try
            #"{"locale": "tlh-US", "strings": {"searchResults": {"one": "{count} hit", "few": "{count} hits", "other": "{count} hits"}}}"#
            .write(to: folder.appendingPathComponent("spec.json"), atomically: true, encoding: .utf8)
        let built = try TestSupport.run(["build", "--spec", "spec.json", "--out", "site"], in: folder)
        #expect(built.status == 0)
        #expect(
            built.stderr
                == "Note: strings.searchResults.few: 'en' has no 'few' form (it has one, other); the text is never shown\n"
                + "Note: locale 'tlh-US': the locale tables have no data for 'tlh'; dates and numbers follow en-US\n")
        let html = try String(contentsOf: folder.appendingPathComponent("site/index.html"), encoding: .utf8)
        #expect(html.contains("data-locale=\"tlh-US\"") && html.contains(">9:41\u{202F}AM</time>"))
    }

    /// `--inspector` (or `site.inspector`) adds the inspector's two files and nothing of a server;
    /// `check` needs the same option; a page of one file cannot load it.
    @Test func anInspectorBuildIsCheckedWithItsOption() throws {
        let folder = try TestSupport.temporaryFolder()
        let built = try TestSupport.run(["build", "--inspector", "-q"], in: folder)
        #expect(built.status == 0, "\(built.stderr)")
        #expect(
            TestSupport.files(in: folder.appendingPathComponent("public")) == [
                ".mailsitegen", "app.js", "apple-touch-icon.png", "icon-192.png", "icon-512.png", "index.html",
                "inspector.css", "inspector.js", "manifest.webmanifest", "states.css", "states.html", "style.css",
            ])
        let html = try String(contentsOf: folder.appendingPathComponent("public/index.html"), encoding: .utf8)
        #expect(html.contains("data-part=\"inspector-toggle\"") && !html.contains("mailsitegen-token"))
        #expect(try TestSupport.run(["check", "--inspector"], in: folder).status == 0)
        let plain = try TestSupport.run(["check"], in: folder)
        #expect(plain.status == 1 && plain.stderr.contains("inspector.js"))

        try #"{"site": {"inspector": true}}"#.write(
            to: folder.appendingPathComponent("mailsitegen.json"), atomically: true, encoding: .utf8)
        #expect(try TestSupport.run(["check"], in: folder).status == 0)

        let both = try TestSupport.run(["build", "--inspector", "--single-file", "--out", "one"], in: folder)
        #expect(both.status == 1 && both.stderr.hasPrefix("Error: --inspector: "))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("one").path))
    }

    @Test func quietBuildPrintsNothing() throws {
        let folder = try TestSupport.temporaryFolder()
        let result = try TestSupport.run(["build", "--quiet"], in: folder)
        #expect(result.status == 0 && result.stdout.isEmpty && result.stderr.isEmpty)
        #expect(TestSupport.files(in: folder.appendingPathComponent("public")) == TestSupport.builtFiles)
    }

    @Test func initWritesTheGoldenSpecAndSchemaAndRefusesToOverwrite() throws {
        let folder = try TestSupport.temporaryFolder()
        let first = try TestSupport.run(["init"], in: folder)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(TestSupport.files(in: folder) == ["mailsitegen.json", "mailsitegen.schema.json"])
        #expect(
            first.stdout.hasPrefix("Wrote mailsitegen.json (")
                && first.stdout.hasSuffix("Edit mailsitegen.json, then run 'mailsitegen build'.\n"))
        for file in ["mailsitegen.json", "mailsitegen.schema.json"] {
            let written = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            try TestSupport.assertSnapshot(written, named: file, in: CommandLineTests.snapshots)
        }
        let data = try Data(contentsOf: folder.appendingPathComponent("mailsitegen.json"))
        var decoded = try LayoutSpec.decode(Array(data), file: "mailsitegen.json")
        #expect(decoded.schemaReference == "mailsitegen.schema.json")
        decoded.schemaReference = ""
        #expect(decoded == LayoutSpec.default)
        try "{}".write(to: folder.appendingPathComponent("mailsitegen.json"), atomically: true, encoding: .utf8)
        let second = try TestSupport.run(["init"], in: folder)
        #expect(second.status == 1)
        #expect(
            second.stderr
                == "Error: mailsitegen.json already exists; pass --force to replace it with the default spec\n")
        #expect(try String(contentsOf: folder.appendingPathComponent("mailsitegen.json"), encoding: .utf8) == "{}")
        #expect(try TestSupport.run(["init", "--force"], in: folder).status == 0)
        #expect(try Data(contentsOf: folder.appendingPathComponent("mailsitegen.json")) == data)
        // The spec it wrote builds the original screen.
        #expect(try TestSupport.run(["build", "-q"], in: folder).status == 0)
        let built = try Data(contentsOf: folder.appendingPathComponent("public/index.html"))
        #expect(built == (try Data(contentsOf: TestSupport.packageRoot.appendingPathComponent("public/index.html"))))
    }

    @Test func checkPassesOnAFreshBuildAndListsEveryDifference() throws {
        let folder = try TestSupport.temporaryFolder()
        #expect(try TestSupport.run(["build", "-q"], in: folder).status == 0)
        let ok = try TestSupport.run(["check"], in: folder)
        #expect(ok.status == 0, "\(ok.stderr)")
        #expect(
            ok.stdout.hasPrefix(
                "Checked public/ against the built-in spec: 9 files up to date; index.html well-formed, 15 ids unique,")
        )
        #expect(ok.stdout.hasSuffix("; states.html well-formed, 50 references resolve.\n"))
        #expect(ok.stdout.split(separator: "\n").count == 1)

        let site = folder.appendingPathComponent("public")
        try FileManager.default.removeItem(at: site.appendingPathComponent("app.js"))
        try "notes".write(to: site.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        // The Home Screen's files are checked too: an icon replaced, the manifest gone.
        try Data([0x89, 0x50, 0x4E, 0x47]).write(to: site.appendingPathComponent("icon-192.png"))
        try FileManager.default.removeItem(at: site.appendingPathComponent("manifest.webmanifest"))
        var html = try String(contentsOf: site.appendingPathComponent("index.html"), encoding: .utf8)
        html = html.replacingOccurrences(of: "data-part=\"divider\"", with: "id=\"mail-list\"")
        html = html.replacingOccurrences(of: "<h1 dir=\"auto\">", with: "<h1 dir=\"auto\"><span>")
        try html.write(to: site.appendingPathComponent("index.html"), atomically: true, encoding: .utf8)
        var board = try String(contentsOf: site.appendingPathComponent("states.html"), encoding: .utf8)
        board = board.replacingOccurrences(
            of: "<iframe src=\"index.html#tab=primary", with: "<iframe src=\"indx.html#tab=primary")
        board = board.replacingOccurrences(of: "</ol>", with: "")
        try board.write(to: site.appendingPathComponent("states.html"), atomically: true, encoding: .utf8)
        let bad = try TestSupport.run(["check"], in: folder)
        #expect(bad.status == 1)
        let lines = bad.stderr.split(separator: "\n").map(String.init)
        #expect(lines.first == "Error: public/ is not what the built-in spec builds:")
        #expect(lines.contains("  missing: app.js"))
        #expect(lines.contains("  extra: notes.txt"))
        #expect(lines.contains { $0.hasPrefix("  differs: index.html (first at line ") })
        #expect(lines.contains { $0.hasPrefix("  markup: index.html: line ") && $0.contains("</h1> closes <span>") })
        #expect(lines.contains { $0.contains("id 'mail-list' is used again") })
        #expect(lines.contains("  markup: index.html: no element has data-part=\"divider\""))
        #expect(lines.contains { $0.hasPrefix("  differs: states.html (first at line ") })
        #expect(lines.contains { $0.hasPrefix("  markup: states.html: line ") && $0.contains("</body> closes <ol>") })
        #expect(
            lines.contains {
                $0.hasPrefix("  markup: states.html: line ")
                    && $0.hasSuffix("'indx.html#tab=primary&amp;y=0&amp;scheme=auto' names a file that does not exist")
            })
        #expect(lines.contains { $0.contains("'app.js' names a file that does not exist") })
        #expect(lines.contains("  differs: icon-192.png"))
        #expect(lines.contains("  missing: manifest.webmanifest"))
        #expect(lines.contains { $0.contains("'manifest.webmanifest' names a file that does not exist") })
    }

    @Test func checkOfAMissingFolderSaysHowToBuildIt() throws {
        let folder = try TestSupport.temporaryFolder()
        let result = try TestSupport.run(["check", "--out", "site"], in: folder)
        #expect(result.status == 1)
        #expect(
            result.stderr
                == "Error: site: no such folder; build it with 'mailsitegen build --out site', or check the spec alone with --spec-only\n"
        )
    }

    @Test func errorsHaveNoColourWhenNotATerminal() throws {
        let result = try TestSupport.run(["biuld"], in: try TestSupport.temporaryFolder())
        #expect(result.status == 64)
        #expect(!result.stderr.contains("\u{1B}["))
    }

    /// No timestamps, no locale, no time zone: a build depends only on the spec and the tool. The
    /// default spec, both examples and a spec with every custom field are each built in machine
    /// locales and time zones far apart (a half-hour zone, the first to reach a new day, a
    /// right-to-left language) and at another date on the clock, and every file they write is
    /// compared byte for byte.
    @Test(arguments: ["default", "examples/arabic.json", "examples/german.json", "custom"])
    func outputIsTheSameInEveryLocaleTimeZoneAndClock(spec: String) throws {
        let folder = try TestSupport.temporaryFolder()
        let specOption: [String] =
            switch spec {
            case "default": []
            case "custom":
                [
                    "--spec",
                    TestSupport.packageRoot.appendingPathComponent("Tests/MailSiteGenTests/Snapshots/custom-spec.json")
                        .path,
                ]
            default: ["--spec", TestSupport.packageRoot.appendingPathComponent(spec).path]
            }
        var environments = [
            ["LANG": "C", "LC_ALL": "C", "TZ": "UTC"],
            ["LANG": "de_DE.UTF-8", "LC_ALL": "de_DE.UTF-8", "TZ": "Pacific/Kiritimati"],
            ["LANG": "ja_JP.UTF-8", "LC_ALL": "ja_JP.UTF-8", "TZ": "America/St_Johns"],
            ["LANG": "ar_SA.UTF-8", "LC_TIME": "th_TH.UTF-8", "TZ": "Asia/Kathmandu"],
        ]
        // Another day on the machine's clock, through libfaketime's `faketime` (Debian: faketime).
        let faketime = "/usr/bin/faketime"
        let clocks = FileManager.default.isExecutableFile(atPath: faketime) ? [nil, "2031-12-31 23:59:30"] : [nil]
        #if os(Linux)
            // scripts/install-test-deps installs it; the macOS job's `swift test` has none.
            if clocks.count == 1 {
                #expect(ProcessInfo.processInfo.environment["CI"] != "true", "faketime is missing: \(faketime)")
            }
        #endif
        let runs = environments.map { ($0, String?.none) } + clocks.compactMap { $0 }.map { (["TZ": "UTC"], $0) }
        var outputs: [[String: Data]] = []
        for (index, (environment, clock)) in runs.enumerated() {
            let arguments = ["build", "-q"] + specOption + ["--out", "site\(index)"]
            let result =
                if let clock {
                    try TestSupport.run(
                        [clock, TestSupport.binary.path] + arguments, in: folder,
                        binary: URL(fileURLWithPath: faketime), environment: environment)
                } else {
                    try TestSupport.run(arguments, in: folder, environment: environment)
                }
            #expect(result.status == 0, "\(environment) \(clock ?? ""): \(result.stderr)")
            let site = folder.appendingPathComponent("site\(index)")
            let files = TestSupport.files(in: site)
            #expect(!files.isEmpty)
            outputs.append(
                try Dictionary(
                    uniqueKeysWithValues: files.map { file in
                        (file, try Data(contentsOf: site.appendingPathComponent(file)))
                    }))
        }
        for ((environment, clock), output) in zip(runs.dropFirst(), outputs.dropFirst()) {
            #expect(output.keys.sorted() == outputs[0].keys.sorted(), "\(environment) \(clock ?? "")")
            let differing = output.keys.sorted().filter { output[$0] != outputs[0][$0] }
            #expect(differing.isEmpty, "\(spec) built under \(environment) \(clock ?? "") differs in \(differing)")
        }
    }
}
