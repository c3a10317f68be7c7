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
        (["serve", "--port", "eighty"], "Error: --port: 'eighty' is not a port number (0 to 65535"),
        (["serve", "--port", "65536"], "Error: --port: 65536 is not a port number (0 to 65535"),
        (["serve", "--spec", "/nonexistent/spec.json"], "Error: /nonexistent/spec.json: no such file"),
    ])
    func mistakesAreRefusedBeforeServing(_ arguments: [String], _ message: String) {
        let result = run(arguments)
        #expect(result.code == .failure)
        #expect(result.out.isEmpty)
        #expect(result.err.hasPrefix(message), "\(result.err)")
    }
}
