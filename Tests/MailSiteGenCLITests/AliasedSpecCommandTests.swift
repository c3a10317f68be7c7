import Foundation
import TestSupport
import Testing

/// A spec whose fields alias a brand's design tokens, through the built binary: `check`,
/// `swiftui` and `compare --diff` read each field as its token's value; a mistake in an alias or
/// in a token file is one error, with nothing written and a folder written before left as it was.
@Suite(.serialized) struct AliasedSpecCommandTests {
    static let tokens = """
        {
          "brand": {
            "radius": {"$type": "dimension", "pill": {"$value": {"value": 24, "unit": "px"}}},
            "blue": {"$type": "color", "$value": "#0A2A66"},
            "slow": {"$type": "duration", "$value": "450ms"}
          }
        }
        """
    static let resolver = """
        {"version": "2025.10", "sets": {"brand": {"sources": [{"$ref": "brand.tokens.json"}]}},
         "resolutionOrder": [{"$ref": "#/sets/brand"}]}
        """
    static let spec = """
        {
          "tokens": {"resolver": "brand.resolver.json"},
          "tabBar": {"cornerRadius": "{brand.radius.pill}", "inactiveBackground": "{brand.blue}",
                     "animation": {"duration": "{brand.slow}", "bounce": 0.3}}
        }
        """

    /// A folder with `spec.json`, its resolver and token file, `plain.json` (`{}`), and `changes`.
    static func project(_ changes: [String: String] = [:]) throws -> URL {
        let folder = try TestSupport.temporaryFolder()
        let files = [
            "spec.json": spec, "brand.resolver.json": resolver, "brand.tokens.json": tokens, "plain.json": "{}",
        ]
        for (name, text) in files.merging(changes, uniquingKeysWith: { $1 }) {
            try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        return folder
    }

    /// Every file under `folder` with its bytes.
    static func contents(of folder: URL) throws -> [String: Data] {
        var contents: [String: Data] = [:]
        for path in TestSupport.files(in: folder) {
            contents[path] = try Data(contentsOf: folder.appendingPathComponent(path))
        }
        return contents
    }

    static let mistakes: [(name: String, changes: [String: String], message: String)] = [
        (
            "an alias to a token that does not exist",
            ["spec.json": spec.replacingOccurrences(of: "{brand.radius.pill}", with: "{brand.radius.pil}")],
            "Error: spec.json:3:30: tabBar.cornerRadius: {brand.radius.pil} does not exist; did you mean "
                + "{brand.radius.pill}?"
        ),
        (
            "a token file that is not JSON",
            ["brand.tokens.json": #"{"brand": {"radius": "#],
            "Error: spec.json:2:13: tokens: brand.tokens.json:1:22: not JSON: unexpected end of file; a value was "
                + "expected"
        ),
    ]

    /// `build` and `tokens` print the one error and write nothing: no output folder where there
    /// was none, and one they wrote before is left byte for byte, beside an untouched project.
    @Test(arguments: ["build", "tokens"], mistakes.indices)
    func aMistakeIsOneErrorAndNothingIsWritten(command: String, mistake index: Int) throws {
        let mistake = Self.mistakes[index]
        let folder = try Self.project()
        let arguments = [command, "--spec", "spec.json", "--out", "out"]
        let first = try TestSupport.run(arguments + ["--quiet"], in: folder)
        #expect(first.status == 0, "\(first.stderr)")
        let written = try Self.contents(of: folder.appendingPathComponent("out"))
        #expect(!written.isEmpty)
        for (name, text) in mistake.changes {
            try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let before = try Self.contents(of: folder)

        let refused = try TestSupport.run(arguments, in: folder)
        #expect(refused.status == 1, "\(mistake.name)")
        #expect(refused.stdout.isEmpty)
        #expect(refused.stderr == mistake.message + "\n", "\(mistake.name)")
        #expect(try Self.contents(of: folder) == before, "\(command) changed a file with \(mistake.name)")
        #expect(try Self.contents(of: folder.appendingPathComponent("out")) == written)

        let fresh = try TestSupport.run([command, "--spec", "spec.json", "--out", "new"], in: folder)
        #expect(fresh.status == 1 && fresh.stderr == mistake.message + "\n", "\(mistake.name)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("new").path))
        #expect(try Self.contents(of: folder) == before)
    }

    /// `check` builds the spec through its tokens: the folder is up to date while they are, and
    /// stale once a token it reads changes, though the spec itself did not.
    @Test func checkReadsTheTokensAndSeesThemChange() throws {
        let folder = try Self.project()
        let build = try TestSupport.run(["build", "--spec", "spec.json", "--out", "site", "--quiet"], in: folder)
        #expect(build.status == 0, "\(build.stderr)")
        let style = try String(contentsOf: folder.appendingPathComponent("site/style.css"), encoding: .utf8)
        #expect(style.contains("  --tab-bar-corner-radius: 24px;\n"))
        #expect(style.contains("  --tab-bar-inactive-background: #0A2A66;\n"))
        #expect(!style.contains("brand"), "a token's name reaches the page only as its field's value")

        let check = try TestSupport.run(["check", "--spec", "spec.json", "--out", "site"], in: folder)
        #expect(check.status == 0, "\(check.stderr)")
        #expect(check.stdout.hasPrefix("Checked site/ against spec.json: 9 files up to date;"))
        try Self.tokens.replacingOccurrences(of: "\"value\": 24", with: "\"value\": 28").write(
            to: folder.appendingPathComponent("brand.tokens.json"), atomically: true, encoding: .utf8)
        let stale = try TestSupport.run(["check", "--spec", "spec.json", "--out", "site"], in: folder)
        #expect(stale.status == 1)
        // The field the token reaches is named, with the token, though the spec's text is the same.
        #expect(
            stale.stderr == """
                Error: site/ is not what spec.json builds:
                  differs: style.css (first at line 13)
                spec.json differs from the spec site/ was built from in 1 field:
                  tabBar.cornerRadius: 24 px → {brand.radius.pill} 28 px
                Rebuild it with: mailsitegen build --spec spec.json --out site

                """)
    }

    /// `swiftui` writes each aliased field as its token's value, and no token's name.
    @Test func swiftUIWritesTheTokensValues() throws {
        let folder = try Self.project()
        let result = try TestSupport.run(["swiftui", "--spec", "spec.json", "--out", "-"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("        static let cornerRadius: CGFloat = 24\n"))
        #expect(
            result.stdout.contains("        static let inactiveBackground = Color(light: 0x0A2A66, dark: 0x0A2A66)\n"))
        #expect(result.stdout.contains("        static let animation = Animation.bouncy(duration: 0.45)\n"))
        #expect(!result.stdout.contains("brand"))
    }

    /// `compare --diff` shows each aliased field's token beside its value.
    @Test func compareDiffShowsEachFieldsTokenBesideItsValue() throws {
        let folder = try Self.project()
        let text = try TestSupport.run(["compare", "--diff", "plain.json", "spec.json"], in: folder)
        #expect(text.status == 0, "\(text.stderr)")
        #expect(
            text.stdout == """
                plain.json and spec.json: 3 fields differ.

                tabBar.cornerRadius
                  1 plain.json  20 px
                  2 spec.json   {brand.radius.pill} 24 px

                tabBar.inactiveBackground
                  1 plain.json  #E8E8E8 / #222222
                  2 spec.json   {brand.blue} #0A2A66

                tabBar.animation
                  1 plain.json  duration 0.3 s, bounce 0.3 (overshoot 4.6 %, settles in 492 ms)
                  2 spec.json   duration {brand.slow} 0.45 s, bounce 0.3 (overshoot 4.6 %, settles in 737 ms)

                """)
        let markdown = try TestSupport.run(
            ["compare", "--diff", "plain.json", "spec.json", "--format", "markdown"], in: folder)
        #expect(markdown.stdout.contains("| `tabBar.cornerRadius` | 20 px | {brand.radius.pill} 24 px |\n"))
        #expect(
            markdown.stdout.contains(
                "| `tabBar.inactiveBackground` | \\#E8E8E8 / \\#222222 | {brand.blue} \\#0A2A66 |\n"))
        // Its written form: compare writes the pages, each variant built through its tokens.
        let pages = try TestSupport.run(["compare", "plain.json", "spec.json", "--quiet"], in: folder)
        #expect(pages.status == 0, "\(pages.stderr)")
        let style = try String(
            contentsOf: folder.appendingPathComponent("compare/variant-2/style.css"), encoding: .utf8)
        #expect(style.contains("  --tab-bar-corner-radius: 24px;\n"))
    }
}
