import Foundation
import TestSupport
import Testing

@testable import MailSiteGen
@testable import MailSiteGenCLI

/// `mailsitegen serve`'s options, help and the mistakes it refuses before serving (in-process;
/// the running server is tested as a whole process by Tests/Browser/test_serve_http.py).
struct ServeCommandTests {
    private func run(_ arguments: [String]) -> (code: ExitCode, out: String, err: String) {
        nonisolated(unsafe) var out = ""
        nonisolated(unsafe) var err = ""
        let cli = MailSiteGenCLI(console: Console(out: { out += $0 }, error: { err += $0 }))
        let code = cli.run(arguments)
        return (code, out, err)
    }

    @Test(arguments: [(["serve", "--help"], "help-serve.txt"), (["help", "serve"], "help-serve.txt")])
    func serveHelpMatchesItsGoldenFile(_ arguments: [String], _ snapshot: String) throws {
        let result = run(arguments)
        #expect(result.code == .success)
        try TestSupport.assertSnapshot(result.out, named: snapshot, in: CommandLineTests.snapshots)
    }

    @Test func serveTakesHostPortPollAndSpec() throws {
        #expect(
            try Invocation.parse(["serve", "--spec", "a.json", "--host", "0.0.0.0", "--port=0", "--poll"])
                == .run(
                    .serve,
                    ParsedOptions(values: ["--spec": "a.json", "--host": "0.0.0.0", "--port": "0"], flags: ["--poll"])))
        #expect(throws: UsageError.unknownOption("--out", of: .serve)) {
            try Invocation.parse(["serve", "--out", "x"])
        }
    }

    @Test(arguments: [
        (["serve", "--host", "example.com"], "Error: --host: 'example.com' is not an IP address; use 127.0.0.1"),
        (["serve", "--spec", "/nonexistent/spec.json"], "Error: /nonexistent/spec.json: no such file"),
    ])
    func mistakesAreRefusedBeforeServing(_ arguments: [String], _ message: String) {
        let result = run(arguments)
        #expect(result.code == .failure)
        #expect(result.out.isEmpty)
        #expect(result.err.hasPrefix(message), "\(result.err)")
    }

    @Test func serveTakesTwoToFourSpecsToCompare() throws {
        #expect(
            try Invocation.parse(["serve", "a.json", "b.json", "--port", "0"])
                == .run(.serve, ParsedOptions(values: ["--port": "0"], arguments: ["a.json", "b.json"])))
        #expect(throws: UsageError.self) { try Invocation.parse(["serve", "a", "b", "c", "d", "e"]) }
    }

    /// One spec is served with --spec; --spec and specs to compare are one or the other.
    @Test(arguments: [
        (["serve", "a.json"], "Error: a comparison is of 2 to 4 specs; serve one spec with --spec a.json\n"),
        (
            ["serve", "--spec", "a.json", "a.json", "b.json"],
            "Error: --spec serves one spec; give either --spec or two to four specs to compare\n"
        ),
        (["serve", "/nonexistent/a.json", "b.json"], "Error: /nonexistent/a.json: no such file\n"),
    ])
    func comparisonMistakesAreRefusedBeforeServing(_ arguments: [String], _ message: String) {
        let result = run(arguments)
        #expect(result.code == .failure)
        #expect(result.out.isEmpty)
        #expect(result.err == message, "\(result.err)")
    }

    /// A port that is not one is a mistake in the arguments: the usage line, exit 64, like any other.
    @Test(arguments: ["eighty", "65536", "-1", "8000x"])
    func aBadPortIsAUsageError(_ port: String) {
        let result = run(["serve", "--port", port])
        #expect(result.code == .usage)
        #expect(result.out.isEmpty)
        #expect(
            result.err.hasPrefix(
                "Error: --port: '\(port)' is not a port number (0 to 65535; 0 takes any free port)\n"
                    + "Usage: mailsitegen serve [<spec> <spec> [<spec> [<spec>]]] [--spec <file>]"),
            "\(result.err)")
    }
}
