import MailSiteGen

/// The command line over the generator: arguments in, exit code out. Output goes through
/// `Console`, so tests can run it in-process.
struct MailSiteGenCLI {
    var console: Console

    func run(_ arguments: [String]) -> ExitCode {
        let invocation: Invocation
        do {
            invocation = try Invocation.parse(arguments)
        } catch {
            let helpCommand = ([Command.programName] + (error.command.map { [$0.name] } ?? []) + ["--help"])
                .joined(separator: " ")
            console.error(
                """
                \(console.errorLabel) \(error.message)
                Usage: \(HelpText.usage(for: error.command))
                  See '\(helpCommand)' for more information.

                """)
            return .usage
        }
        var failureStatus = ExitCode.failure
        do {
            switch invocation {
            case .help(let command):
                console.out(HelpText.text(for: command))
            case .version:
                console.out(MailSiteGenVersion.current + "\n")
            case .run(let command, let options):
                failureStatus = command.errorStatus
                try command.run(options, console)
            }
            return .success
        } catch {
            if error == .changed { return .failure }
            if error != .quiet { console.error("\(console.errorLabel) \(error.message)\n") }
            return error.interruptedStatus ?? failureStatus
        }
    }
}
