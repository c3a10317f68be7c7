import Testing

@testable import MailSiteGen

/// Argument parsing, help and usage errors, in-process. Texts are compared with golden files.
struct CommandLineTests {
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
    }

    @Test(arguments: [
        (["-h"], "help-root.txt"),
        (["--help"], "help-root.txt"),
        (["help"], "help-root.txt"),
        (["build", "--help"], "help-build.txt"),
        (["help", "build"], "help-build.txt"),
    ])
    func helpTexts(_ arguments: [String], _ snapshot: String) throws {
        let result = run(arguments)
        #expect(result.code == .success)
        #expect(result.err.isEmpty)
        try TestSupport.assertSnapshot(result.out, named: snapshot)
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
    ])
    func usageErrors(_ arguments: [String], _ snapshot: String) throws {
        let result = run(arguments)
        #expect(result.code == .usage)
        #expect(result.code.rawValue == 64)
        #expect(result.out.isEmpty)
        try TestSupport.assertSnapshot(result.err, named: snapshot)
    }
}
