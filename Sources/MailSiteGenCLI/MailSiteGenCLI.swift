import LayoutSpec
import MailSiteGen

/// The command line over the generator: arguments in, exit code out. Output goes through
/// `Console`, so tests can run it in-process.
struct MailSiteGenCLI {
    struct Console {
        var out: (String) -> Void
        var error: (String) -> Void
        /// Bold red `Error:` — only on a terminal and without `NO_COLOR` (decided by main.swift).
        var colorsErrors = false
    }

    enum ExitCode: Int32 {
        case success = 0
        case failure = 1
        /// EX_USAGE, as swift-argument-parser uses for argument mistakes.
        case usage = 64
    }

    var console: Console

    private var errorLabel: String { console.colorsErrors ? "\u{1B}[1;31mError:\u{1B}[0m" : "Error:" }

    func run(_ arguments: [String]) -> ExitCode {
        let invocation: Invocation
        do {
            invocation = try Invocation.parse(arguments)
        } catch {
            let subcommand = error.subcommand
            let helpCommand = subcommand.map { "mailsitegen \($0.rawValue) --help" } ?? "mailsitegen --help"
            console.error(
                """
                \(errorLabel) \(error.message)
                Usage: \(HelpText.usage(for: subcommand))
                  See '\(helpCommand)' for more information.

                """)
            return .usage
        }
        do {
            switch invocation {
            case .showHelp(let subcommand):
                console.out(HelpText.text(for: subcommand))
            case .showVersion:
                console.out(MailSiteGenVersion.current + "\n")
            case .build(let options):
                try build(options)
            case .check(let options):
                try check(options)
            case .initialize(let force):
                try initialize(force: force)
            case .schema:
                console.out(StarterFiles.schema.contents)
            }
            return .success
        } catch {
            console.error("\(errorLabel) \(error.message)\n")
            return .failure
        }
    }

    private func generate(_ options: BuildOptions) throws(BuildFailure) -> (SpecSource, [OutputFile]) {
        let source = SpecSource.resolve(options.spec.map { FilePath($0) })
        let spec = try source.load()
        do {
            return (source, try SiteGenerator(spec: spec, singleFile: options.singleFile).generate())
        } catch {
            throw BuildFailure(error.message)
        }
    }

    private func build(_ options: BuildOptions) throws(BuildFailure) {
        let (_, files) = try generate(options)
        let folder = options.out.map { FilePath($0) } ?? OutputFolder.conventionalPath
        let written = try OutputFolder(path: folder, force: options.force).replace(with: files)
        guard !options.quiet else { return }
        for (path, bytes) in written {
            console.out("Wrote \(path) (\(Self.formatSize(bytes)))\n")
        }
        console.out("Open \(folder.appending("index.html").fileURL)\n")
    }

    private func check(_ options: BuildOptions) throws(BuildFailure) {
        let (source, files) = try generate(options)
        let folder = options.out.map { FilePath($0) } ?? OutputFolder.conventionalPath
        let result = try SiteCheck(folder: folder, expected: files).run()
        guard result.problems.isEmpty else {
            throw BuildFailure(
                "\(folder)/ is not what \(source.name) builds:\n"
                    + result.problems.map { "  \($0)" }.joined(separator: "\n"))
        }
        console.out("Checked \(folder)/ against \(source.name): \(result.summary).\n")
    }

    private func initialize(force: Bool) throws(BuildFailure) {
        let written = try StarterFiles(force: force).write()
        for (name, bytes) in written {
            console.out("Wrote \(name) (\(Self.formatSize(bytes)))\n")
        }
        console.out("Edit \(SpecSource.conventionalFile), then run 'mailsitegen build'.\n")
    }

    static func formatSize(_ bytes: Int) -> String {
        bytes < 1024 ? "\(bytes) B" : "\((Double(bytes) / 1024 * 10).rounded() / 10) KB"
    }
}
