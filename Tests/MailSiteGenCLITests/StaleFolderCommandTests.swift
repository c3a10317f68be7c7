import Foundation
import LayoutSpec
import TestSupport
import Testing

@testable import MailSiteGen
@testable import MailSiteGenCLI

/// `check` of a folder out of date ends with why, as far as the folder's record of what it was
/// built from tells (the fields the spec has changed since, or why they cannot be named), and the
/// command that rebuilds it: in text, as workflow commands and in the JSON report.
@Suite(.serialized) struct StaleFolderCommandTests {
    /// A folder with `review.json` (a tab bar of two tabs, written over several lines) built into
    /// `my site`.
    private func builtFolder() throws -> URL {
        let folder = try TestSupport.temporaryFolder()
        try write(Self.spec, to: "review.json", in: folder)
        let built = try TestSupport.run(["build", "-q", "--spec", "review.json", "--out", "my site"], in: folder)
        #expect(built.status == 0, "\(built.stderr)")
        return folder
    }

    private static let spec = """
        {
          "title": "Review",
          "tabs": [
            {"id": "primary", "title": "Primary", "symbol": "person", "color": "blue"},
            {"id": "updates", "title": "Updates", "symbol": "megaphone", "color": "green"}
          ],
          "header": {"divider": {"width": 2}}
        }
        """

    private func write(_ text: String, to name: String, in folder: URL) throws {
        try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }

    private static let check = ["check", "--spec", "review.json", "--out", "my site"]

    @Test func theFieldsTheSpecChangedAreNamedWithTheCommandThatRebuilds() throws {
        let folder = try builtFolder()
        let changed = Self.spec.replacingOccurrences(of: "\"green\"", with: "\"orange\"")
            .replacingOccurrences(of: "\"width\": 2", with: "\"width\": 3")
        try write(changed, to: "review.json", in: folder)

        let text = try TestSupport.run(Self.check, in: folder)
        #expect(text.status == 1)
        #expect(text.stdout.isEmpty)
        let lines = text.stderr.split(separator: "\n").map(String.init)
        #expect(lines.first == "Error: my site/ is not what review.json builds:")
        #expect(lines.contains("  differs: style.css (first at line 34)"))
        #expect(
            Array(lines.drop { $0.hasPrefix("Error:") || $0.hasPrefix("  differs:") }) == [
                "review.json differs from the spec my site/ was built from in 2 fields:",
                "  tabs[1].color: green (#34C759 / #30D158) → orange (#FF9500 / #FF9F0A)",
                "  header.divider.width: 2 px → 3 px",
                "Rebuild it with: mailsitegen build --spec review.json --out 'my site'",
            ])

        // Each field where the spec writes it, then why and how, on no file.
        let github = try WorkflowCommandLine.parseAll(
            try TestSupport.run(Self.check + ["--format", "github"], in: folder).stdout)
        let notices = github.filter { $0.name == "notice" }
        #expect(notices.map(\.file) == ["review.json", "review.json"])
        #expect(notices.map(\.line) == [5, 7])
        #expect(notices.map(\.column) == [75, 35])
        #expect(notices.map(\.title) == ["Changed since my site/ was built", "Changed since my site/ was built"])
        #expect(notices.first?.message == "tabs[1].color: green (#34C759 / #30D158) → orange (#FF9500 / #FF9F0A)")
        #expect(
            github.last
                == WorkflowCommandLine(
                    name: "error", properties: ["title": "Out of date"],
                    message: "review.json differs from the spec my site/ was built from in 2 fields: tabs[1].color, "
                        + "header.divider.width. Rebuild it with: mailsitegen build --spec review.json --out 'my site'"
                ))

        let report = try ReportFormatTests.report(
            try TestSupport.run(Self.check + ["--format", "json"], in: folder).stdout)
        let rebuild = try #require(report["rebuild"])
        #expect(rebuild["command"]?.stringValue == "mailsitegen build --spec review.json --out 'my site'")
        #expect(rebuild["reason"]?.stringValue == "fields")
        #expect(
            rebuild["message"]?.stringValue == "review.json differs from the spec my site/ was built from in 2 fields")
        let fields = try #require(rebuild["fields"]?.elements)
        #expect(fields.compactMap { $0["path"]?.stringValue } == ["tabs[1].color", "header.divider.width"])
        #expect(fields.first?["built"]?.stringValue == "green")
        #expect(fields.first?["spec"]?.stringValue == "orange")
        #expect(fields.last?["built"]?.value == .number(2))
        #expect(fields.last?["spec"]?.value == .number(3))
        #expect(fields.first?["file"]?.stringValue == "review.json")
        #expect(fields.first?["line"]?.value == .number(5))

        // The command it prints does rebuild the folder.
        #expect(
            try TestSupport.run(["build", "-q", "--spec", "review.json", "--out", "my site"], in: folder).status == 0)
        #expect(try TestSupport.run(Self.check, in: folder).status == 0)
    }

    /// A field the spec no longer writes is pointed at where the nearest value around it is; a
    /// tab added is its fields and the mails' count.
    @Test func aFieldLeftOutAndATabAddedAreNamed() throws {
        let folder = try builtFolder()
        let changed = Self.spec.replacingOccurrences(of: "\"width\": 2", with: "\"opacity\": 0.3")
            .replacingOccurrences(
                of: "\"green\"}",
                with:
                    "\"green\"},\n    {\"id\": \"travel\", \"title\": \"Travel\", \"symbol\": \"airplane\", \"color\": \"teal\"}"
            )
        try write(changed, to: "review.json", in: folder)
        let report = try ReportFormatTests.report(
            try TestSupport.run(Self.check + ["--format", "json"], in: folder).stdout)
        let fields = try #require(report["rebuild"]?["fields"]?.elements)
        #expect(
            fields.compactMap { $0["path"]?.stringValue } == [
                "tabs[2].id", "tabs[2].title", "tabs[2].symbol", "tabs[2].color", "header.divider.width", "mails",
            ])
        #expect(fields.first?["built"]?.value == .null)
        #expect(fields.first?["spec"]?.stringValue == "travel")
        let width = try #require(fields.first { $0["path"]?.stringValue == "header.divider.width" })
        #expect(width["built"]?.value == .number(2))
        #expect(width["spec"]?.value == .number(1))
        // `header.divider` is where the file writes what is nearest.
        #expect(width["line"]?.value == .number(8))
        #expect(width["column"]?.value == .number(25))
    }

    @Test func whyTheFieldsCannotBeNamed() throws {
        let folder = try builtFolder()
        let site = folder.appendingPathComponent("my site")
        let marker = site.appendingPathComponent(".mailsitegen")
        let record = try String(contentsOf: marker, encoding: .utf8)
        let command = "Rebuild it with: mailsitegen build --spec review.json --out 'my site'"
        func closing() throws -> [String] {
            let text = try TestSupport.run(Self.check, in: folder)
            #expect(text.status == 1)
            return Array(
                text.stderr.split(separator: "\n").map(String.init).drop {
                    $0.hasPrefix("Error:") || $0.hasPrefix("  ")
                })
        }
        func reason() throws -> String? {
            let json = try TestSupport.run(Self.check + ["--format", "json"], in: folder).stdout
            let report = try ReportFormatTests.report(json)
            #expect(report["rebuild"]?["fields"]?.value == .null)
            return report["rebuild"]?["reason"]?.stringValue
        }

        // An edit to the folder, the spec as it was.
        try "edited".write(to: site.appendingPathComponent("app.js"), atomically: true, encoding: .utf8)
        #expect(
            try closing() == [
                "review.json is the spec my site/ was built from, so what differs is elsewhere: the options, a file "
                    + "the spec reads (an icon, the social image), a change to mailsitegen, or an edit to my site/.",
                command,
            ])
        #expect(try reason() == "sameSpec")

        // …and a change to the spec: the folder is not what the spec it records builds.
        try write(Self.spec.replacingOccurrences(of: "Review", with: "Reviewed"), to: "review.json", in: folder)
        #expect(
            try closing() == [
                "review.json differs from the spec my site/ was built from, and so does something else (the options, "
                    + "a file the spec reads, a change to mailsitegen, or an edit to my site/), so which fields differ "
                    + "cannot be told.",
                command,
            ])
        #expect(try reason() == "unknown")

        // Another version built it.
        #expect(
            try TestSupport.run(["build", "-q", "--spec", "review.json", "--out", "my site"], in: folder).status == 0)
        try write(Self.spec, to: "review.json", in: folder)
        let rebuilt = try String(contentsOf: marker, encoding: .utf8)
        try rebuilt.replacingOccurrences(
            of: "\"version\": \"\(MailSiteGenVersion.current)\"", with: "\"version\": \"0.0.1\""
        )
        .write(to: marker, atomically: true, encoding: .utf8)
        #expect(
            try closing() == [
                "review.json differs from the spec my site/ was built from, but mailsitegen 0.0.1 built it and this "
                    + "is \(MailSiteGenVersion.current), so which fields differ cannot be told.",
                command,
            ])
        #expect(try reason() == "unknown")

        // An earlier mailsitegen: its marker is a sentence alone.
        try OutputFolder.markerContents.write(to: marker, atomically: true, encoding: .utf8)
        #expect(
            try closing() == [
                "my site/ does not record the spec it was built from (an earlier mailsitegen built it), so which "
                    + "fields differ cannot be told.",
                command,
            ])
        #expect(try reason() == "unrecorded")
        #expect(record != rebuilt)
    }

    /// The command repeats the options `check` was given, with build's names; the built-in spec's
    /// fields have no place to be pointed at.
    @Test func theCommandRepeatsTheOptionsGiven() throws {
        let folder = try TestSupport.temporaryFolder()
        try write(#"{"title": "Other"}"#, to: "mailsitegen.json", in: folder)
        let options = ["--single-file", "--base-url", "https://example.com/proto/"]
        #expect(try TestSupport.run(["build", "-q", "--out", "o"] + options, in: folder).status == 0)
        let upToDate = try TestSupport.run(["check", "--out", "o", "--format", "json"] + options, in: folder)
        #expect(try ReportFormatTests.report(upToDate.stdout)["rebuild"]?.value == .null)

        try FileManager.default.removeItem(at: folder.appendingPathComponent("mailsitegen.json"))
        let check = try TestSupport.run(["check", "--out", "o", "--format", "json"] + options, in: folder)
        let rebuild = try #require(try ReportFormatTests.report(check.stdout)["rebuild"])
        #expect(
            rebuild["command"]?.stringValue
                == "mailsitegen build --out o --single-file --base-url https://example.com/proto/")
        #expect(
            rebuild["message"]?.stringValue == "The built-in spec differs from the spec o/ was built from in 1 field")
        let title = try #require(rebuild["fields"]?.elements?.first)
        #expect(title["path"]?.stringValue == "title")
        #expect(title["built"]?.stringValue == "Other")
        #expect(title["spec"]?.stringValue == "All Inboxes")
        #expect(title["file"]?.value == .null && title["line"]?.value == .null)
        let github = try TestSupport.run(["check", "--out", "o", "--format", "github"] + options, in: folder)
        let notice = try #require(try WorkflowCommandLine.parseAll(github.stdout).first { $0.name == "notice" })
        #expect(notice.file == nil && notice.line == nil)
        #expect(notice.message == #"title: "Other" → "All Inboxes""#)
    }

    @Test func anArgumentIsQuotedOnlyWhereAShellWouldReadItOtherwise() {
        #expect("review.json".shellQuoted == "review.json")
        #expect("https://example.com/a%20b/".shellQuoted == "https://example.com/a%20b/")
        #expect("my site".shellQuoted == "'my site'")
        #expect("it's".shellQuoted == #"'it'\''s'"#)
        #expect("$HOME".shellQuoted == "'$HOME'")
        #expect("~/x".shellQuoted == "'~/x'")
        #expect("".shellQuoted == "''")
        #expect("é.json".shellQuoted == "'é.json'")
    }

    @Test func aComparisonNamesEachSpecsFields() throws {
        let folder = try TestSupport.temporaryFolder()
        try write(#"{"title": "A"}"#, to: "a.json", in: folder)
        try write(#"{"title": "B"}"#, to: "b.json", in: folder)
        #expect(try TestSupport.run(["compare", "-q", "a.json", "b.json", "--out", "side"], in: folder).status == 0)
        try write(#"{"title": "B2", "tabBar": {"height": 60}}"#, to: "b.json", in: folder)
        let text = try TestSupport.run(["check", "a.json", "b.json", "--out", "side"], in: folder)
        #expect(text.status == 1)
        #expect(
            text.stderr.hasSuffix(
                """
                a.json, b.json differ from the specs side/ was built from in 2 fields:
                  b.json: title: "B" → "B2"
                  b.json: tabBar.height: 50 px → 60 px
                Rebuild it with: mailsitegen compare a.json b.json --out side

                """))
        let github = try WorkflowCommandLine.parseAll(
            try TestSupport.run(["check", "a.json", "b.json", "--out", "side", "--format", "github"], in: folder).stdout
        )
        #expect(github.filter { $0.name == "notice" }.map(\.file) == ["b.json", "b.json"])
        #expect(
            github.last?.message.hasSuffix(
                ": b.json title, b.json tabBar.height. Rebuild it with: mailsitegen compare a.json b.json --out side")
                == true)
    }
}
