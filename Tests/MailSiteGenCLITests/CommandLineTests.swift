import Foundation
import LayoutSpec
import TestSupport
import Testing

@testable import MailSiteGen
@testable import MailSiteGenCLI

/// Argument parsing, help and usage errors, in-process. Texts are compared with golden files.
struct CommandLineTests {
    static let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Snapshots")

    private func run(_ arguments: [String]) -> (code: ExitCode, out: String, err: String) {
        nonisolated(unsafe) var out = ""
        nonisolated(unsafe) var err = ""
        let cli = MailSiteGenCLI(console: Console(out: { out += $0 }, error: { err += $0 }))
        let code = cli.run(arguments)
        return (code, out, err)
    }

    @Test func buildIsTheSubcommandWhenNoneIsNamed() throws {
        #expect(try Invocation.parse([]) == .run(.build, ParsedOptions()))
        #expect(try Invocation.parse(["build"]) == .run(.build, ParsedOptions()))
        #expect(try Invocation.parse(["--spec=a.json"]) == .run(.build, ParsedOptions(values: ["--spec": "a.json"])))
    }

    @Test func optionsTakeTheirValueAfterASpaceOrAnEqualsSignAndTheLastOneCounts() throws {
        #expect(
            try Invocation.parse(["build", "--spec", "a.json", "--out=site"])
                == .run(.build, ParsedOptions(values: ["--spec": "a.json", "--out": "site"])))
        #expect(
            try Invocation.parse(["check", "--out", "a", "--out", "b"])
                == .run(.check, ParsedOptions(values: ["--out": "b"])))
        // A value may start with one dash, not two.
        #expect(try Invocation.parse(["--out", "-q"]) == .run(.build, ParsedOptions(values: ["--out": "-q"])))
        #expect(throws: UsageError.missingValue("--out", of: .buildOut, in: .build)) {
            try Invocation.parse(["--out", "--quiet"])
        }
    }

    @Test func flagsAnswerToTheirLongAndShortNames() throws {
        #expect(
            try Invocation.parse(["build", "--single-file", "-q"])
                == .run(.build, ParsedOptions(flags: ["--single-file", "--quiet"])))
        #expect(try Invocation.parse(["init", "--force"]) == .run(.initialize, ParsedOptions(flags: ["--force"])))
        #expect(try Invocation.parse(["init"]) == .run(.initialize, ParsedOptions()))
        #expect(try Invocation.parse(["schema"]) == .run(.schema, ParsedOptions()))
        #expect(try Invocation.parse(["schema", "--report"]) == .run(.schema, ParsedOptions(flags: ["--report"])))
    }

    /// `--format` for `build` and `check`; without it, github in GitHub Actions, else text (nil).
    @Test func theReportFormatIsTheOptionElseGitHubInGitHubActions() throws {
        for format in ["text", "github", "json"] {
            for command in ["build", "check"] {
                #expect(
                    try Invocation.parse([command, "--format", format])
                        == .run(command == "build" ? .build : .check, ParsedOptions(values: ["--format": format])))
            }
        }
        let plain = Console(out: { _ in }, error: { _ in })
        let actions = Console(out: { _ in }, error: { _ in }, runsInGitHubActions: true)
        #expect(ReportFormat.requested(ParsedOptions(), plain) == nil)
        #expect(ReportFormat.requested(ParsedOptions(), actions) == .github)
        #expect(ReportFormat.requested(ParsedOptions(values: ["--format": "text"]), actions) == nil)
        #expect(ReportFormat.requested(ParsedOptions(values: ["--format": "json"]), actions) == .json)
        #expect(ReportFormat.requested(ParsedOptions(values: ["--format": "github"]), plain) == .github)
    }

    @Test func helpAndVersionAnswerAtOnceAndHelpNamesTheSubcommandItWasGiven() throws {
        #expect(try Invocation.parse(["--version", "--nonsense"]) == .version)
        #expect(try Invocation.parse(["-h"]) == .help(nil))
        #expect(try Invocation.parse(["--spec", "a.json", "-h"]) == .help(nil))
        #expect(try Invocation.parse(["build", "--help"]) == .help(.build))
        #expect(try Invocation.parse(["init", "--help"]) == .help(.initialize))
        #expect(try Invocation.parse(["help", "build"]) == .help(.build))
        #expect(try Invocation.parse(["help", "check"]) == .help(.check))
        #expect(try Invocation.parse(["help", "help"]) == .help(nil))
        #expect(try Invocation.parse(["help"]) == .run(.help, ParsedOptions()))
    }

    @Test(arguments: [
        (["-h"], "help-root.txt"),
        (["--help"], "help-root.txt"),
        (["help"], "help-root.txt"),
        (["build", "--help"], "help-build.txt"),
        (["help", "build"], "help-build.txt"),
        (["check", "--help"], "help-check.txt"),
        (["help", "check"], "help-check.txt"),
        (["init", "-h"], "help-init.txt"),
        (["help", "init"], "help-init.txt"),
        (["schema", "--help"], "help-schema.txt"),
        (["help", "schema"], "help-schema.txt"),
        (["compare", "--help"], "help-compare.txt"),
        (["fields", "--help"], "help-fields.txt"),
        (["help", "fields"], "help-fields.txt"),
        (["selectors", "--help"], "help-selectors.txt"),
        (["help", "selectors"], "help-selectors.txt"),
        (["snapshot", "--help"], "help-snapshot.txt"),
        (["help", "snapshot"], "help-snapshot.txt"),
        (["record", "--help"], "help-record.txt"),
    ])
    func helpTextsMatchTheirGoldenFiles(_ arguments: [String], _ snapshot: String) throws {
        let result = run(arguments)
        #expect(result.code == .success)
        #expect(result.err.isEmpty)
        try TestSupport.assertSnapshot(result.out, named: snapshot, in: Self.snapshots)
    }

    @Test func versionPrintsTheLibrarysVersion() {
        let result = run(["--version"])
        #expect(result.code == .success)
        #expect(result.out == "\(MailSiteGenVersion.current)\n")
    }

    @Test(arguments: [
        (["build", "--sepc", "x.json"], "usage-unknown-option.txt"),
        (["biuld"], "usage-unknown-subcommand.txt"),
        (["build", "--spec"], "usage-missing-value.txt"),
        (["build", "extra"], "usage-unexpected-argument.txt"),
        (["init", "--froce"], "usage-init-unknown-option.txt"),
        (["check", "--single"], "usage-check-unknown-option.txt"),
        (["schema", "--out", "x"], "usage-schema-unknown-option.txt"),
        (["help", "buidl"], "usage-help-unknown-subcommand.txt"),
        (["build", "--quiet=yes"], "usage-flag-with-value.txt"),
        (["compare", "a.json"], "usage-compare-one-spec.txt"),
        (["compare", "a.json", "b.json", "c.json", "d.json", "e.json"], "usage-compare-five-specs.txt"),
        (["compare", "a.json", "b.json", "--format", "html"], "usage-compare-format.txt"),
        (["check", "--format", "xml"], "usage-check-format.txt"),
        (["selectors", "--format", "html"], "usage-selectors-format.txt"),
    ])
    func usageErrorsExitWith64AndMatchTheirGoldenFiles(_ arguments: [String], _ snapshot: String) throws {
        let result = run(arguments)
        #expect(result.code == .usage)
        #expect(result.code.rawValue == 64)
        #expect(result.out.isEmpty)
        try TestSupport.assertSnapshot(result.err, named: snapshot, in: Self.snapshots)
    }
}

extension CommandLineTests {
    @Test func errorsAreRedOnlyWhenAskedFor() {
        nonisolated(unsafe) var err = ""
        let plain = MailSiteGenCLI(console: Console(out: { _ in }, error: { err += $0 }))
        _ = plain.run(["biuld"])
        #expect(err.hasPrefix("Error: Unknown subcommand"))
        err = ""
        let colored = MailSiteGenCLI(console: Console(out: { _ in }, error: { err += $0 }, colorsErrors: true))
        _ = colored.run(["biuld"])
        #expect(err.hasPrefix("\u{1B}[1;31mError:\u{1B}[0m Unknown subcommand"))
    }

    /// `schema` prints the file `init` writes beside the spec; both are one golden file.
    @Test func schemaPrintsTheGoldenSchema() throws {
        let result = run(["schema"])
        #expect(result.code == .success)
        try TestSupport.assertSnapshot(result.out, named: "mailsitegen.schema.json", in: Self.snapshots)
    }

    /// Parsing looks an option up by name: two options of one subcommand must not share one.
    @Test func noSubcommandTakesTwoOptionsOfTheSameName() {
        for command in Command.all {
            #expect(Set(command.optionNames).count == command.optionNames.count, "\(command.name)")
        }
    }

    /// The goldens have no label that reaches the description column; swift-argument-parser then
    /// starts the description on the next line.
    @Test func aLongOptionLabelPutsItsHelpOnTheNextLine() {
        let command = Command(
            name: "serve", abstract: "Serve the prototype.",
            options: [
                Option("--host", value: "address", "The address to listen on.", default: "127.0.0.1"),
                Option("--social-image-fallback", value: "file", "An image for shared links."),
            ],
            run: { _, _ in })
        let help = HelpText.text(for: command)
        #expect(help.contains("USAGE: mailsitegen serve [--host <address>] [--social-image-fallback <file>]\n"))
        #expect(help.contains("\n  --host <address>        The address to listen on. (default: 127.0.0.1)\n"))
        #expect(
            help.contains(
                "\n  --social-image-fallback <file>\n                          An image for shared links.\n"))
    }

    @Test func textWrapsAtTheLastSpaceBeforeTheWidthAndKeepsItsLineBreaks() {
        #expect("aaa bbb ccc".wrapped(to: 8) == "aaa bbb\nccc")
        #expect("aaa bbb ccc".wrapped(to: 12, indent: 4) == "    aaa bbb\n    ccc")
        #expect("one\ntwo".wrapped(to: 80) == "one\ntwo")
        #expect("averyveryverylongword x".wrapped(to: 8) == "averyveryverylongword\nx")
    }
}
