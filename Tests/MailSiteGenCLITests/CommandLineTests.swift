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

    private func run(_ arguments: [String]) -> (code: MailSiteGenCLI.ExitCode, out: String, err: String) {
        nonisolated(unsafe) var out = ""
        nonisolated(unsafe) var err = ""
        let cli = MailSiteGenCLI(console: .init(out: { out += $0 }, error: { err += $0 }))
        let code = cli.run(arguments)
        return (code, out, err)
    }

    @Test func parsing() throws {
        #expect(try Invocation.parse([]) == .build(BuildOptions()))
        #expect(try Invocation.parse(["build"]) == .build(BuildOptions()))
        #expect(
            try Invocation.parse(["build", "--spec", "a.json", "--out=site"])
                == .build(BuildOptions(spec: "a.json", out: "site")))
        #expect(try Invocation.parse(["--spec=a.json"]) == .build(BuildOptions(spec: "a.json")))
        #expect(try Invocation.parse(["--version"]) == .showVersion)
        #expect(try Invocation.parse(["-h"]) == .showHelp(nil))
        #expect(try Invocation.parse(["build", "--help"]) == .showHelp(.build))
        #expect(try Invocation.parse(["help", "build"]) == .showHelp(.build))
        #expect(try Invocation.parse(["help"]) == .showHelp(nil))
        #expect(
            try Invocation.parse(["build", "--single-file", "-q"])
                == .build(BuildOptions(singleFile: true, quiet: true)))
        #expect(try Invocation.parse(["check", "--out", "site"]) == .check(BuildOptions(out: "site")))
        #expect(try Invocation.parse(["init", "--force"]) == .initialize(force: true))
        #expect(try Invocation.parse(["init"]) == .initialize(force: false))
        #expect(try Invocation.parse(["schema"]) == .schema)
        #expect(try Invocation.parse(["help", "check"]) == .showHelp(.check))
        #expect(try Invocation.parse(["init", "--help"]) == .showHelp(.`init`))
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
    ])
    func helpTexts(_ arguments: [String], _ snapshot: String) throws {
        let result = run(arguments)
        #expect(result.code == .success)
        #expect(result.err.isEmpty)
        try TestSupport.assertSnapshot(result.out, named: snapshot, in: Self.snapshots)
    }

    @Test func version() {
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
    ])
    func usageErrors(_ arguments: [String], _ snapshot: String) throws {
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
        let plain = MailSiteGenCLI(console: .init(out: { _ in }, error: { err += $0 }))
        _ = plain.run(["biuld"])
        #expect(err.hasPrefix("Error: Unknown subcommand"))
        err = ""
        let colored = MailSiteGenCLI(console: .init(out: { _ in }, error: { err += $0 }, colorsErrors: true))
        _ = colored.run(["biuld"])
        #expect(err.hasPrefix("\u{1B}[1;31mError:\u{1B}[0m Unknown subcommand"))
    }

    @Test func schemaIsJSON() throws {
        let result = run(["schema"])
        #expect(result.code == .success)
        let object = try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any]
        #expect(object?["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
        let properties = object?["properties"] as? [String: Any]
        #expect(properties?.keys.sorted() == LayoutSpec.fields.map(\.name).sorted())
    }
}
