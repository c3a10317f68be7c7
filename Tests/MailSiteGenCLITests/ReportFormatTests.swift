import Foundation
import LayoutSpec
import TestSupport
import Testing

@testable import MailSiteGen
@testable import MailSiteGenCLI

/// `build` and `check` with `--format text|github|json`, run as the real binary: every spec of the
/// error corpus in each format, a stale folder's findings on their files and lines, success, the
/// default under GitHub Actions, and hostile text that must not start a workflow command of its own.
/// Every `github` line is parsed as the runner parses it (`WorkflowCommandLine`), every `json`
/// report validated against `schema --report` (`ReportSchemaValidator`).
@Suite(.serialized) struct ReportFormatTests {
    /// The corpus's specs, those of `Corpus/images` as `images/<file>`.
    static let corpusCases =
        CorpusTests.cases.map(\.file) + CorpusTests.imageCases.map { "images/" + $0.file }

    static let schema: JSONNode? = {
        guard let result = try? TestSupport.run(["schema", "--report"], in: TestSupport.packageRoot) else { return nil }
        return try? JSONParser.parse(Array(result.stdout.utf8))
    }()

    /// `output` as one JSON object that the report schema accepts.
    static func report(_ output: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> JSONNode {
        let report = try JSONParser.parse(Array(output.utf8))
        #expect(report.members != nil, "not an object", sourceLocation: sourceLocation)
        let validator = ReportSchemaValidator(schema: try #require(schema, sourceLocation: sourceLocation))
        let errors = validator.errors(of: report)
        #expect(errors.isEmpty, "\(errors)", sourceLocation: sourceLocation)
        return report
    }

    /// A corpus spec copied into a folder of its own (with the images beside it, for those):
    /// the folder, the spec's name there, and its one expected `Error:` line.
    static func corpusCase(_ name: String) throws -> (folder: URL, file: String, expected: String) {
        let folder = try TestSupport.temporaryFolder().appendingPathComponent("work")
        if name.hasPrefix("images/") {
            let file = String(name.dropFirst("images/".count))
            try FileManager.default.copyItem(at: CorpusTests.images, to: folder)
            return (folder, file, try #require(CorpusTests.imageCases.first { $0.file == file }?.message))
        }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: CorpusTests.corpus.appendingPathComponent(name), to: folder.appendingPathComponent(name))
        return (folder, name, try #require(CorpusTests.cases.first { $0.file == name }?.message))
    }

    /// `Error: spec.json:4:16: tabs[2].color: …` → 4, 16 and `tabs[2].color: …`.
    static func place(of expected: String, file: String) throws -> (line: Int?, column: Int?, rest: String) {
        let afterFile = try #require(expected.components(separatedBy: "Error: " + file).dropFirst().first)
        if let match = afterFile.wholeMatch(of: #/:(\d+):(\d+): ((?s).*)/#) {
            return (Int(match.1), Int(match.2), String(match.3))
        }
        return (nil, nil, try #require(afterFile.wholeMatch(of: #/: ((?s).*)/#)).1.description)
    }

    @Test(arguments: corpusCases)
    func eachCorpusSpecIsReportedInEveryFormat(_ name: String) throws {
        let (folder, file, expected) = try Self.corpusCase(name)
        for arguments in [["build", "--spec", file, "--out", "site"], ["check", "--spec", file, "--out", "site"]] {
            try Self.expectReported(
                arguments, in: folder, file: file, expected: expected, formats: ["text", "github", "json"])
        }
        // `check --spec-only` reads, validates and builds the spec as the others do, with no folder: the
        // same one line. Its report in the other formats is `check`'s, with no folder; those are read for
        // a few of these specs (`CheckSpecOnlyTests.aSpecErrorIsReportedInEveryFormat`).
        try Self.expectReported(
            ["check", "--spec", file, "--spec-only"], in: folder, file: file, expected: expected, formats: ["text"])
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("site").path))
    }

    /// `arguments` (`build` or `check` of a corpus spec) in each of `formats`: exit 1 and the one
    /// `expected` error, as its line, as one workflow command on the spec's line and column, and as
    /// the one error of a report the schema accepts.
    static func expectReported(
        _ arguments: [String], in folder: URL, file: String, expected: String, formats: [String],
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let place = try Self.place(of: expected, file: file)
        let command = arguments[0]

        if formats.contains("text") {
            let text = try TestSupport.run(arguments + ["--format", "text"], in: folder)
            #expect(text.status == 1, sourceLocation: sourceLocation)
            #expect(text.stdout.isEmpty, sourceLocation: sourceLocation)
            #expect(text.stderr == expected + "\n", "\(command)", sourceLocation: sourceLocation)
        }

        if formats.contains("github") {
            let github = try TestSupport.run(arguments + ["--format", "github"], in: folder)
            #expect(github.status == 1, sourceLocation: sourceLocation)
            #expect(github.stderr.isEmpty, sourceLocation: sourceLocation)
            let commands = try WorkflowCommandLine.parseAll(github.stdout)
            #expect(commands.count == 1, "\(github.stdout)", sourceLocation: sourceLocation)
            let error = try #require(commands.first, sourceLocation: sourceLocation)
            #expect(error.name == "error", sourceLocation: sourceLocation)
            #expect(error.file == file, sourceLocation: sourceLocation)
            #expect(error.line == place.line, sourceLocation: sourceLocation)
            #expect(error.column == place.column, sourceLocation: sourceLocation)
            #expect(error.title == "Invalid spec", sourceLocation: sourceLocation)
            #expect(error.message == place.rest, sourceLocation: sourceLocation)
        }

        if formats.contains("json") {
            let json = try TestSupport.run(arguments + ["--format", "json"], in: folder)
            #expect(json.status == 1, sourceLocation: sourceLocation)
            #expect(json.stderr.isEmpty, sourceLocation: sourceLocation)
            let report = try Self.report(json.stdout, sourceLocation: sourceLocation)
            #expect(report["ok"]?.value == .bool(false), sourceLocation: sourceLocation)
            #expect(report["command"]?.stringValue == command, sourceLocation: sourceLocation)
            #expect(report["spec"]?.stringValue == file, sourceLocation: sourceLocation)
            #expect(report["files"]?.value == .null, sourceLocation: sourceLocation)
            let errors = try #require(report["errors"]?.elements, sourceLocation: sourceLocation)
            #expect(errors.count == 1, sourceLocation: sourceLocation)
            let reported = try #require(errors.first, sourceLocation: sourceLocation)
            #expect(reported["file"]?.stringValue == file, sourceLocation: sourceLocation)
            #expect(
                reported["line"]?.value == place.line.map { .number(Double($0)) } ?? .null,
                sourceLocation: sourceLocation)
            #expect(
                reported["column"]?.value == place.column.map { .number(Double($0)) } ?? .null,
                sourceLocation: sourceLocation)
            let path = reported["path"]?.stringValue.map { $0 + ": " } ?? ""
            #expect(path + (reported["message"]?.stringValue ?? "") == place.rest, sourceLocation: sourceLocation)
        }
    }

    @Test func successIsOneNoticeOrAReportThatIsOk() throws {
        let folder = try TestSupport.temporaryFolder()
        let build = try TestSupport.run(["build", "--format", "github"], in: folder)
        #expect(build.status == 0)
        #expect(build.stderr.isEmpty)
        let built = try WorkflowCommandLine.parseAll(build.stdout)
        #expect(built.map(\.name) == ["notice"])
        #expect(built.first?.title == "mailsitegen build")
        #expect(built.first?.message.hasPrefix("Wrote public/ (9 files, ") == true)

        let text = try TestSupport.run(["check"], in: folder)
        let check = try TestSupport.run(["check", "--format", "github"], in: folder)
        #expect(check.status == 0)
        let checked = try WorkflowCommandLine.parseAll(check.stdout)
        #expect(checked.map(\.name) == ["notice"])
        #expect(checked.first?.message.appending("\n") == text.stdout)

        let json = try TestSupport.run(["check", "--format", "json"], in: folder)
        #expect(json.status == 0)
        let report = try Self.report(json.stdout)
        #expect(report["ok"]?.value == .bool(true))
        #expect(report["spec"]?.value == .null)
        #expect(report["out"]?.stringValue == "public")
        let files = try #require(report["files"]?.elements)
        #expect(
            files.compactMap { $0["path"]?.stringValue } == [
                "index.html", "style.css", "app.js", "states.html", "states.css", "manifest.webmanifest",
                "apple-touch-icon.png", "icon-192.png", "icon-512.png",
            ])
        #expect(files.allSatisfy { $0["status"]?.stringValue == "same" && $0["markup"]?.elements?.isEmpty == true })
        // The keys, in the schema's order.
        #expect(report.members?.map(\.key) == Self.schema?["required"]?.strings)

        let rebuilt = try TestSupport.run(["build", "--format", "json"], in: folder)
        #expect(rebuilt.status == 0)
        #expect(try Self.report(rebuilt.stdout)["ok"]?.value == .bool(true))
        for format in ["github", "json"] {
            let quiet = try TestSupport.run(["build", "-q", "--format", format], in: folder)
            #expect(quiet.status == 0)
            #expect(quiet.stdout.isEmpty && quiet.stderr.isEmpty)
        }
    }

    /// Each finding that text lists is one command on its file (and line), and a file's status in JSON.
    @Test func aStaleFolderReportsEachFindingOnItsFileAndLine() throws {
        let folder = try TestSupport.temporaryFolder()
        #expect(try TestSupport.run(["build", "-q"], in: folder).status == 0)
        let site = folder.appendingPathComponent("public")
        try FileManager.default.removeItem(at: site.appendingPathComponent("app.js"))
        try "notes".write(to: site.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        var html = try String(contentsOf: site.appendingPathComponent("index.html"), encoding: .utf8)
        html = html.replacingOccurrences(of: "data-part=\"divider\"", with: "id=\"mail-list\"")
        html = html.replacingOccurrences(of: "<h1 dir=\"auto\">", with: "<h1 dir=\"auto\"><span>")
        try html.write(to: site.appendingPathComponent("index.html"), atomically: true, encoding: .utf8)

        let text = try TestSupport.run(["check"], in: folder)
        #expect(text.status == 1)
        // `  missing: app.js`, `  differs: index.html (first at line 9)`, `  markup: index.html: line 9: …`,
        // then why the folder differs and how to rebuild it.
        let lines = text.stderr.split(separator: "\n").dropFirst()
        let findings = lines.prefix { $0.hasPrefix("  ") }.map { line -> WorkflowCommandLine in
            let finding = String(line.dropFirst(2))
            if let markup = finding.wholeMatch(of: #/markup: ([^:]+): (?:line (\d+): )?(.*)/#) {
                var properties = ["file": "public/\(markup.1)", "title": "Markup problem"]
                properties["line"] = markup.2.map(String.init)
                return WorkflowCommandLine(name: "error", properties: properties, message: String(markup.3))
            }
            let status = finding.wholeMatch(of: #/(\w+): ([^ ]+)(?: \(first at line (\d+)\))?/#)
            let path = "public/" + (status?.2 ?? "")
            var properties = ["file": path]
            properties["line"] = status?.3.map(String.init)
            let (title, message) =
                switch status?.1 {
                case "missing": ("Missing file", "\(path) is missing; building the built-in spec writes it")
                case "extra": ("Extra file", "\(path) is not a file that building the built-in spec writes")
                default:
                    (
                        "File differs",
                        "\(path) is not what building the built-in spec writes (first at line \(status?.3 ?? ""))"
                    )
                }
            properties["title"] = title
            return WorkflowCommandLine(name: "error", properties: properties, message: message)
        }
        #expect(findings.count == 13, "\(text.stderr)")

        // The spec is the one the folder was built from: what differs is not in it.
        let reason =
            "The built-in spec is the spec public/ was built from, so what differs is elsewhere: the options, "
            + "a file the spec reads (an icon, the social image), a change to mailsitegen, or an edit to public/"
        let closing = lines.drop { $0.hasPrefix("  ") }.map(String.init)
        #expect(closing == [reason + ".", "Rebuild it with: mailsitegen build"])

        let github = try TestSupport.run(["check", "--format", "github"], in: folder)
        #expect(github.status == 1)
        #expect(github.stderr.isEmpty)
        let rebuild = WorkflowCommandLine(
            name: "error", properties: ["title": "Out of date"],
            message: reason + ". Rebuild it with: mailsitegen build")
        #expect(try WorkflowCommandLine.parseAll(github.stdout) == findings + [rebuild])

        let json = try TestSupport.run(["check", "--format", "json"], in: folder)
        #expect(json.status == 1)
        let report = try Self.report(json.stdout)
        #expect(report["ok"]?.value == .bool(false))
        #expect(report["errors"]?.elements?.isEmpty == true)
        #expect(report["rebuild"]?["command"]?.stringValue == "mailsitegen build")
        #expect(report["rebuild"]?["reason"]?.stringValue == "sameSpec")
        #expect(report["rebuild"]?["message"]?.stringValue == reason)
        #expect(report["rebuild"]?["fields"]?.value == .null)
        let files = try #require(report["files"]?.elements)
        let statuses = files.map { "\($0["path"]?.stringValue ?? "")=\($0["status"]?.stringValue ?? "")" }
        #expect(
            statuses == [
                "index.html=different", "style.css=same", "app.js=missing", "states.html=same", "states.css=same",
                "manifest.webmanifest=same", "apple-touch-icon.png=same", "icon-192.png=same", "icon-512.png=same",
                "notes.txt=extra",
            ])
        let index = try #require(files.first)
        let differs = try #require(findings.first { $0.title == "File differs" })
        #expect(index["line"]?.value == .number(Double(try #require(differs.line))))
        let markup = try #require(index["markup"]?.elements).map { problem in
            (problem["line"]?.value == .null ? "" : "line \(Int(problem["line"]?.doubleValue ?? 0)): ")
                + (problem["message"]?.stringValue ?? "")
        }
        #expect(markup.count == 10)
        #expect(markup.allSatisfy { text.stderr.contains("  markup: index.html: \($0)\n") })
    }

    @Test func aComparisonsFolderIsReportedWithItsSpecs() throws {
        let folder = try TestSupport.temporaryFolder()
        try #"{"title": "A"}"#.write(to: folder.appendingPathComponent("a.json"), atomically: true, encoding: .utf8)
        try #"{"title": "B"}"#.write(to: folder.appendingPathComponent("b.json"), atomically: true, encoding: .utf8)
        #expect(try TestSupport.run(["compare", "a.json", "b.json", "-q"], in: folder).status == 0)
        let json = try TestSupport.run(["check", "a.json", "b.json", "--format", "json"], in: folder)
        #expect(json.status == 0, "\(json.stdout)")
        let report = try Self.report(json.stdout)
        #expect(report["spec"]?.value == .null)
        #expect(report["comparison"]?.strings == ["a.json", "b.json"])
        #expect(report["out"]?.stringValue == "compare")
        #expect(report["files"]?.elements?.contains { $0["path"]?.stringValue == "variant-2/index.html" } == true)
        try FileManager.default.removeItem(at: folder.appendingPathComponent("compare/variant-2/app.js"))
        let github = try TestSupport.run(["check", "a.json", "b.json", "--format", "github"], in: folder)
        #expect(github.status == 1)
        #expect(
            try WorkflowCommandLine.parseAll(github.stdout).map(\.message) == [
                "compare/variant-2/app.js is missing; comparing a.json, b.json writes it",
                "'app.js' names a file that does not exist",
                "a.json, b.json are the specs compare/ was built from, so what differs is elsewhere: the options, a file "
                    + "the specs read (an icon, the social image), a change to mailsitegen, or an edit to compare/. "
                    + "Rebuild it with: mailsitegen compare a.json b.json",
            ])
    }

    /// `GITHUB_ACTIONS=true`, as in every GitHub Actions job, makes github the default; `--format` still wins.
    @Test func gitHubActionsMakesGitHubTheDefault() throws {
        let folder = try TestSupport.temporaryFolder()
        let actions = ["GITHUB_ACTIONS": "true"]
        let missing = try TestSupport.run(["check"], in: folder, environment: actions)
        #expect(missing.status == 1)
        #expect(missing.stderr.isEmpty)
        #expect(
            try WorkflowCommandLine.parseAll(missing.stdout).map(\.message) == [
                "public: no such folder; build it with 'mailsitegen build --out public', or check the spec alone with --spec-only"
            ])
        let text = try TestSupport.run(["check", "--format", "text"], in: folder, environment: actions)
        #expect(text.stdout.isEmpty)
        #expect(
            text.stderr
                == "Error: public: no such folder; build it with 'mailsitegen build --out public', or check the spec alone with --spec-only\n"
        )
        let other = try TestSupport.run(["check"], in: folder, environment: ["GITHUB_ACTIONS": "false"])
        #expect(other.stderr == text.stderr)
        let json = try TestSupport.run(["check", "--format", "json"], in: folder, environment: actions)
        #expect(try Self.report(json.stdout)["errors"]?.elements?.first?["file"]?.value == .null)
    }
}

extension ReportFormatTests {
    static let hostile = "\n::error::pwned %0A %25 ::warning::x,y:z\r\n"

    /// A spec file named and written to break out of a command: its name, a key and the title.
    @Test func hostileTextInASpecStartsNoCommandOfItsOwn() throws {
        let folder = try TestSupport.temporaryFolder()
        let name = "spec\(Self.hostile)x.json"
        let key = JSONValue.quoted("key" + Self.hostile)
        let title = JSONValue.quoted("Title" + Self.hostile)
        try #"{"title": \#(title), \#(key): 1}"#.write(
            to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        for command in ["build", "check"] {
            let github = try TestSupport.run([command, "--spec", name, "--format", "github"], in: folder)
            #expect(github.status == 1)
            let commands = try WorkflowCommandLine.parseAll(github.stdout)
            #expect(commands.count == 1, "\(github.stdout)")
            #expect(commands.first?.file == name)
            #expect(commands.first?.message.contains("unknown key 'key\(Self.hostile)'") == true)
            #expect(!github.stdout.split(separator: "\n").contains { $0.hasPrefix("::error::pwned") })

            let json = try TestSupport.run([command, "--spec", name, "--format", "json"], in: folder)
            let report = try Self.report(json.stdout)
            #expect(report["spec"]?.stringValue == name)
            #expect(
                report["errors"]?.elements?.first?["message"]?.stringValue?.contains("'key\(Self.hostile)'") == true)
        }
    }

    /// A folder with a file of a hostile name, and a page with a hostile reference, built from a
    /// spec with a hostile title.
    @Test func hostileTextInAFolderStartsNoCommandOfItsOwn() throws {
        let folder = try TestSupport.temporaryFolder()
        let title = JSONValue.quoted("Title" + Self.hostile)
        try #"{"title": \#(title)}"#.write(
            to: folder.appendingPathComponent("mailsitegen.json"), atomically: true, encoding: .utf8)
        #expect(try TestSupport.run(["build", "-q"], in: folder).status == 0)
        let clean = try TestSupport.run(["check", "--format", "github"], in: folder)
        #expect(clean.status == 0)
        #expect(try WorkflowCommandLine.parseAll(clean.stdout).map(\.name) == ["notice"])

        let site = folder.appendingPathComponent("public")
        let extra = "extra\(Self.hostile)file"
        try "x".write(to: site.appendingPathComponent(extra), atomically: true, encoding: .utf8)
        var html = try String(contentsOf: site.appendingPathComponent("index.html"), encoding: .utf8)
        html = html.replacingOccurrences(of: "</body>", with: "<a href=\"x\(Self.hostile)\">x</a></body>")
        try html.write(to: site.appendingPathComponent("index.html"), atomically: true, encoding: .utf8)
        let github = try TestSupport.run(["check", "--format", "github"], in: folder)
        #expect(github.status == 1)
        let commands = try WorkflowCommandLine.parseAll(github.stdout)
        #expect(!github.stdout.split(separator: "\n").contains { $0.hasPrefix("::error::pwned") })
        #expect(
            commands.map(\.title) == ["File differs", "Extra file", "Markup problem", "Out of date"], "\(github.stdout)"
        )
        #expect(commands.map(\.file) == ["public/index.html", "public/" + extra, "public/index.html", nil])
        #expect(commands[2].message == "'x\(Self.hostile)' names a file that does not exist")
        let report = try Self.report(try TestSupport.run(["check", "--format", "json"], in: folder).stdout)
        #expect(report["files"]?.elements?.last?["path"]?.stringValue == extra)

        // A field changed to hostile text since a build is named with it, in a command of its own.
        #expect(try TestSupport.run(["build", "-q"], in: folder).status == 0)
        let other = JSONValue.quoted("Other" + Self.hostile)
        try #"{"title": \#(other)}"#.write(
            to: folder.appendingPathComponent("mailsitegen.json"), atomically: true, encoding: .utf8)
        let changed = try TestSupport.run(["check", "--format", "github"], in: folder)
        let notices = try WorkflowCommandLine.parseAll(changed.stdout).filter { $0.name == "notice" }
        #expect(!changed.stdout.split(separator: "\n").contains { $0.hasPrefix("::error::pwned") })
        #expect(notices.map(\.message) == ["title: \(title) → \(other)"])
    }

    @Test func escapingIsTheToolkits() {
        #expect(WorkflowCommand.escapedData("100% \r\n:, done") == "100%25 %0D%0A:, done")
        #expect(WorkflowCommand.escapedProperty("a:b,c%d\ne") == "a%3Ab%2Cc%25d%0Ae")
        // CR LF is one Character in Swift; it is still two escapes.
        #expect(WorkflowCommand.escapedData("\r\n") == "%0D%0A")
        #expect(WorkflowCommand.escapedData("%0A") == "%250A")
        #expect(
            WorkflowCommand(.error, file: "a,b.json", line: 3, column: 4, title: "T: x", message: "m\n::error::x").text
                == "::error file=a%2Cb.json,line=3,col=4,title=T%3A x::m%0A::error::x")
        #expect(WorkflowCommand(.notice, message: "done").text == "::notice::done")
    }
}

extension ReportFormatTests {
    /// The schema printed is the template's, the version and statuses the code's.
    @Test func theReportSchemaMatchesTheReport() throws {
        let result = try TestSupport.run(["schema", "--report"], in: TestSupport.packageRoot)
        #expect(result.status == 0)
        #expect(result.stdout == RunReport.schema)
        let schema = try #require(Self.schema)
        #expect(schema["$schema"]?.stringValue == "https://json-schema.org/draft/2020-12/schema")
        #expect(schema["properties"]?["format"]?["const"]?.value == .number(Double(RunReport.formatVersion)))
        #expect(
            schema["$defs"]?["file"]?["properties"]?["status"]?["enum"]?.strings
                == CheckedFile.Status.allCases.map(\.rawValue))
        #expect(schema["required"]?.strings == schema["properties"]?.members?.map(\.key))
    }

    /// The validator fails what it should: a report with a key missing, one too many, a wrong type,
    /// a status that is none, a line below 1, and a schema with a keyword it does not check.
    @Test func theValidatorRefusesWhatTheSchemaRefuses() throws {
        let folder = try TestSupport.temporaryFolder()
        #expect(try TestSupport.run(["build", "-q"], in: folder).status == 0)
        try "x".write(to: folder.appendingPathComponent("public/x.txt"), atomically: true, encoding: .utf8)
        let valid = try TestSupport.run(["check", "--format", "json"], in: folder).stdout
        let validator = ReportSchemaValidator(schema: try #require(Self.schema))
        #expect(validator.errors(of: try JSONParser.parse(Array(valid.utf8))).isEmpty)
        for (broken, reason) in [
            (valid.replacingOccurrences(of: "  \"ok\": false,\n", with: ""), "lacks 'ok'"),
            (valid.replacingOccurrences(of: "\"notes\": []", with: "\"notes\": [], \"more\": 1"), "has 'more'"),
            (valid.replacingOccurrences(of: "\"ok\": false", with: "\"ok\": \"no\""), "is not of type"),
            (valid.replacingOccurrences(of: "\"extra\"", with: "\"gone\""), "is not one of the enum"),
            (valid.replacingOccurrences(of: "\"format\": 2", with: "\"format\": 1"), "is not the const"),
            (valid.replacingOccurrences(of: "\"line\": null", with: "\"line\": 0"), "is below 1"),
            (valid.replacingOccurrences(of: "\"line\": null", with: "\"line\": 1.5"), "is not of type"),
        ] {
            #expect(broken != valid)
            let errors = validator.errors(of: try JSONParser.parse(Array(broken.utf8)))
            #expect(errors.contains { $0.contains(reason) }, "\(reason): \(errors)")
        }
        let patterned = try JSONParser.parse(Array(#"{"type": "string", "pattern": "^a"}"#.utf8))
        #expect(
            ReportSchemaValidator(schema: patterned).errors(of: try JSONParser.parse(Array(#""a""#.utf8)))
                == ["$: the schema uses 'pattern', which this validator does not check"])
    }
}

extension JSONNode {
    var doubleValue: Double? {
        guard case .number(let number) = value else { return nil }
        return number
    }
}
