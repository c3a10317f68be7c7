import Foundation
import PackagePlugin

/// `swift package mailsitegen <command> …`: the `mailsitegen` this package builds, run in the
/// package's folder with the arguments as given.
///
/// The plugin adds nothing of its own: no options, no defaults, no messages on success. The tool
/// runs in the package's directory, so `./mailsitegen.json`, `--spec` and `--out` mean there what
/// they mean at a shell in that folder; its output and its `Error:` lines reach the terminal as the
/// tool wrote them, and a failure fails the command, which names the tool's exit code.
@main
struct MailSiteGenPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        // A plugin can depend only on a target of its own package, so the tool is the executable
        // target's name, not the product's (`mailsitegen`).
        let tool = try context.tool(named: "MailSiteGenCLI")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments
        process.currentDirectoryURL = context.package.directoryURL
        // stdout and stderr are inherited: the tool's lines arrive unchanged and in their order
        // (`swift package` shows a plugin's output, both streams, on its own stdout).
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit else {
            Diagnostics.error("mailsitegen was stopped by signal \(process.terminationStatus)")
            exit(1)
        }
        guard process.terminationStatus == 0 else {
            // The tool has said what went wrong; its status (1 a failed build, 64 a mistake in the
            // arguments) is the plugin's, with nothing added: `swift package` names it and fails.
            exit(process.terminationStatus)
        }
    }
}
