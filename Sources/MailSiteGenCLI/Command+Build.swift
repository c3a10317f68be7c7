import LayoutSpec
import MailSiteGen

extension Command {
    /// `mailsitegen build`: the spec rendered and written as one folder, replaced whole.
    static let build = Command(
        name: "build",
        abstract: "Build the prototype from a spec into a folder.",
        discussion: """
            The spec is --spec <file>, else ./mailsitegen.json when it exists, else the
            built-in spec (the original screen). The folder gets index.html, style.css and
            app.js, and states.html, a review board of every state, with relative links
            only: open index.html from disk or host the folder under any path. With a base
            URL a shared link unfurls with the page's address, and with a social image its
            picture. The folder is replaced as a whole once the new files are complete; a
            folder mailsitegen did not make is only replaced with --force. With --inspector
            (or site.inspector in the spec) the page gets the inspector, in preview: its
            edits change the page and its links, never a file.
            """,
        options: [
            .spec, .buildOut, .buildSingleFile, .buildInspector, .baseURL, .socialImage, .quiet, .buildForce, .format,
        ],
        run: runBuild)

    private static func runBuild(_ options: ParsedOptions, _ console: Console) throws(CommandError) {
        var notes: [String] = []
        let folder = options.path(.buildOut) ?? OutputFolder.conventionalPath
        let written = Result { () throws(CommandError) in
            let site = try GeneratedSite(options, singleFile: .buildSingleFile, inspector: .buildInspector) {
                notes.append($0)
            }
            let output = OutputFolder(path: folder, force: options.contains(.buildForce))
            return try CommandError.wrapping { () throws(MailSiteGenError) in
                try output.replace(with: site.files, record: BuildRecord(specs: [site.spec]))
            }
        }
        guard let format = ReportFormat.requested(options, console) else {
            let written = try written.get()
            guard !options.contains(.quiet) else { return }
            for note in notes { console.error("Note: \(note)\n") }
            for (path, bytes) in written { console.wrote(path, bytes: bytes) }
            console.out("Open \(folder.appending("index.html").fileURL)\n")
            console.out("Every state side by side: \(folder.appending("states.html").fileURL)\n")
            return
        }
        var report = RunReport(.build, options, out: folder)
        report.notes = notes
        switch written {
        case .success(let written):
            let bytes = written.reduce(0) { $0 + $1.bytes }
            report.summary =
                "Wrote \(folder)/ (\(Counted(written.count, "file")), \(Console.size(bytes))) from \(report.specName)."
        case .failure(let error):
            report.errors = [error]
        }
        try format.print(report, on: console, quiet: options.contains(.quiet))
    }
}

extension Option {
    static let buildOut = Option(
        "--out", value: "dir", "The folder to write the prototype to.", default: "./\(OutputFolder.conventionalPath)")
    static let buildSingleFile = Option(
        "--single-file", "Write index.html and states.html each as one self-contained file, styles and script inside.")
    static let buildInspector = Option(
        "--inspector",
        "Add the inspector (inspector.js, loaded when opened): edits change the page and its links only.")
    static let quiet = Option("--quiet", short: "-q", "Print nothing on success.")
    static let buildForce = Option("--force", "Replace an output folder that mailsitegen did not make.")
}
