import MailSiteGen

extension Command {
    /// `mailsitegen check`: a folder compared with what `build` would write, and its page checked.
    static let check = Command(
        name: "check",
        abstract: "Check that a folder holds what build would write.",
        discussion: """
            Validates the spec, compares the folder with what 'mailsitegen build' would
            write (each missing, extra or differing file is listed), and checks the markup
            of index.html (well-formed HTML, unique ids, the selectors of the README's
            contract, no reference to a file or id that does not exist) and of states.html
            (well-formed, every frame and link resolving). Give it the options the folder
            was built with. Exits 1 on any finding. When a file differs, it says why, as
            far as the folder's record of the spec it was built from tells (the fields the
            spec has changed since, or why they cannot be named), and the command that
            rebuilds it. Given two to four specs, the folder (./compare by default) is
            checked against what 'mailsitegen compare' writes for them, each variant's
            pages as a build's.
            """,
        arguments: Arguments(
            name: "spec", count: 0...CompareVariant.allowedCount.upperBound,
            abstract: "Two to four specs: check a comparison of them instead of a build.",
            writtenUsage: "[<spec> <spec> [<spec> [<spec>]]]"),
        options: [.spec, .checkOut, .checkSingleFile, .checkInspector, .baseURL, .socialImage, .format],
        run: runCheck)

    private static func runCheck(_ options: ParsedOptions, _ console: Console) throws(CommandError) {
        let checked = Result { () throws(CommandError) in
            try options.arguments.isEmpty ? checkBuild(options) : checkComparison(options)
        }
        guard let format = ReportFormat.requested(options, console) else {
            let checked = try checked.get()
            guard checked.result.problems.isEmpty else {
                throw .notUpToDate(
                    folder: checked.folder, writer: checked.writer, findings: checked.result.problems,
                    rebuild: checked.rebuild)
            }
            console.out(checked.summary + "\n")
            return
        }
        var report = RunReport(.check, options, out: checkedFolder(options))
        switch checked {
        case .success(let checked):
            report.files = checked.result.files
            report.rebuild = checked.rebuild
            report.summary = checked.summary
        case .failure(let error):
            report.errors = [error]
        }
        try format.print(report, on: console)
    }

    /// A folder checked: against what, and what was found.
    private struct CheckedFolder {
        let folder: FilePath
        /// `review.json`, `a.json, b.json`.
        let names: String
        /// `review.json builds`, `comparing a.json, b.json writes`.
        let writer: String
        let result: SiteCheck.Result
        /// Why a file differs and how to rebuild the folder; nil when none does (a markup problem
        /// alone is not the build's to mend).
        var rebuild: Rebuild?

        /// The line that says it passed.
        var summary: String { "Checked \(folder)/ against \(names): \(result.summary)." }
    }

    /// `--out`, else the folder `build` or `compare` writes by default.
    private static func checkedFolder(_ options: ParsedOptions) -> FilePath {
        options.path(.checkOut)
            ?? (options.arguments.isEmpty ? OutputFolder.conventionalPath : CompareSpecs.conventionalPath)
    }

    /// `check`: a build's folder.
    private static func checkBuild(_ options: ParsedOptions) throws(CommandError) -> CheckedFolder {
        let site = try GeneratedSite(options, singleFile: .checkSingleFile, inspector: .checkInspector)
        let folder = checkedFolder(options)
        let check = SiteCheck(folder: folder, expected: site.files, baseURL: site.sharing.baseURL)
        let result = try CommandError.wrapping(check.run)
        var checked = CheckedFolder(
            folder: folder, names: site.source.name, writer: "\(site.source.name) builds", result: result)
        if result.isStale {
            let cause = StaleFolder.explaining(folder, specs: [site.spec]) { (specs) throws(MailSiteGenError) in
                try site.rebuilding(specs[0])
            }
            checked.rebuild = Rebuild(options, cause: cause, folder: folder, specs: [site.source.filePath?.string])
        }
        return checked
    }

    /// `check a.json b.json`: a comparison's folder.
    private static func checkComparison(_ options: ParsedOptions) throws(CommandError) -> CheckedFolder {
        guard CompareVariant.allowedCount.contains(options.arguments.count) else {
            throw .conflict(.checkComparisonOfOne(spec: options.arguments[0]))
        }
        for option in [Option.spec, .checkInspector, .socialImage]
        where options.contains(option) || options[option] != nil {
            throw .conflict(.notForComparison(option))
        }
        let folder = checkedFolder(options)
        let (variants, result) = try CommandError.wrapping { () throws(MailSiteGenError) in
            let variants = try CompareSpecs.load(options.arguments)
            let baseURL = try CompareSpecs.baseURL(options)
            let files = try CompareSpecs.generate(variants, options, singleFile: .checkSingleFile)
            let check = SiteCheck.comparison(
                folder: folder, expected: files, baseURL: baseURL, variantCount: variants.count)
            return (variants, try check.run())
        }
        let names = variants.map(\.name).joined(separator: ", ")
        var checked = CheckedFolder(
            folder: folder, names: names, writer: "comparing \(names) writes", result: result)
        if result.isStale {
            let cause = StaleFolder.explaining(folder, specs: variants.map(\.spec)) {
                (specs) throws(MailSiteGenError) in
                let recorded = zip(variants, specs).map { variant, spec in
                    CompareVariant(name: variant.name, spec: spec, icons: variant.icons)
                }
                return try CompareSpecs.generate(recorded, options, singleFile: .checkSingleFile)
            }
            checked.rebuild = Rebuild(options, cause: cause, folder: folder, specs: options.arguments)
        }
        return checked
    }
}

extension Option {
    static let checkOut = Option(
        "--out", value: "dir", "The folder to check.", default: "./\(OutputFolder.conventionalPath)")
    static let checkSingleFile = Option("--single-file", "The folder was built with --single-file.")
    static let checkInspector = Option("--inspector", "The folder was built with --inspector.")
}
