import LayoutSpec

/// The command line over the generator: arguments in, exit code out. Output goes through
/// `Console`, so tests can run it in-process.
struct MailSiteGenCLI {
    struct Console {
        var out: (String) -> Void
        var error: (String) -> Void
    }

    enum ExitCode: Int32 {
        case success = 0
        case failure = 1
        /// EX_USAGE, as swift-argument-parser uses for argument mistakes.
        case usage = 64
    }

    var console: Console

    func run(_ arguments: [String]) -> ExitCode {
        let invocation: Invocation
        do {
            invocation = try Invocation.parse(arguments)
        } catch {
            let subcommand = error.subcommand
            let helpCommand = subcommand.map { "mailsitegen \($0.rawValue) --help" } ?? "mailsitegen --help"
            console.error(
                """
                Error: \(error.message)
                Usage: \(HelpText.usage(for: subcommand))
                  See '\(helpCommand)' for more information.

                """)
            return .usage
        }
        switch invocation {
        case .showHelp(let subcommand):
            console.out(HelpText.text(for: subcommand))
            return .success
        case .showVersion:
            console.out(MailSiteGenVersion.current + "\n")
            return .success
        case .build(let options):
            do {
                try build(options)
                return .success
            } catch {
                console.error("Error: \(error.message)\n")
                return .failure
            }
        }
    }

    private func build(_ options: BuildOptions) throws(BuildFailure) {
        let spec = try SpecSource.resolve(options.spec).load()
        let files: [OutputFile]
        do {
            files = try SiteGenerator(spec: spec).generate()
        } catch {
            throw BuildFailure(error.message)
        }
        let writer = SiteWriter(folder: options.out ?? "public")
        let written = try writer.write(files)
        for (path, bytes) in written {
            console.out("Wrote \(path) (\(Self.formatSize(bytes)))\n")
        }
        console.out("Open \(writer.fileURL(of: "index.html"))\n")
    }

    static func formatSize(_ bytes: Int) -> String {
        bytes < 1024 ? "\(bytes) B" : "\((Double(bytes) / 1024 * 10).rounded() / 10) KB"
    }
}
