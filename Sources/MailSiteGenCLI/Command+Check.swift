import LayoutSpec
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
            pages as a build's. With --spec-only there is no folder: the spec (or the
            specs) is read, validated and built in memory, icons, tokens and social image
            included, and nothing is written, for a repository that does not commit the
            folder. A workflow in .github/workflows beside the spec that still names
            OWNER/mailsitegen, the placeholder for mailsitegen's action, is reported as a
            warning (it cannot run), which does not fail the check.
            """,
        arguments: Arguments(
            name: "spec", count: 0...CompareVariant.allowedCount.upperBound,
            abstract: "Two to four specs: check a comparison of them instead of a build.",
            writtenUsage: "[<spec> <spec> [<spec> [<spec>]]]"),
        options: [
            .spec, .checkOut, .checkSpecOnly, .checkSingleFile, .checkInspector, .baseURL, .socialImage, .format,
        ],
        run: runCheck)

    private static func runCheck(_ options: ParsedOptions, _ console: Console) throws(CommandError) {
        let placeholders = ActionPlaceholder.find(besides: workflowFolders(options))
        let specOnly = options.contains(.checkSpecOnly)
        let checked = Result { () throws(CommandError) in
            if specOnly && options[.checkOut] != nil {
                throw .conflict(.specOnlyWithFolder(specOnly: .checkSpecOnly, out: .checkOut))
            }
            if options.arguments.isEmpty { return try specOnly ? checkSpec(options) : checkBuild(options) }
            return try checkComparison(options, specOnly: specOnly)
        }
        guard let format = ReportFormat.requested(options, console) else {
            for placeholder in placeholders { console.error("Warning: \(placeholder.description)\n") }
            let checked = try checked.get()
            if let folder = checked.folder, let result = checked.result, !result.problems.isEmpty {
                throw .notUpToDate(
                    folder: folder, writer: checked.writer, findings: result.problems, rebuild: checked.rebuild)
            }
            console.out(checked.summary + "\n")
            return
        }
        var report = RunReport(.check, options, out: specOnly ? nil : checkedFolder(options))
        report.warnings = placeholders
        switch checked {
        case .success(let checked):
            report.files = checked.result?.files
            report.rebuild = checked.rebuild
            report.summary = checked.summary
        case .failure(let error):
            report.errors = [error]
        }
        try format.print(report, on: console)
    }

    /// What was checked, and what was found.
    private struct Checked {
        /// The folder checked; nil when the spec was checked alone (`--spec-only`).
        let folder: FilePath?
        /// `review.json builds`, `comparing a.json, b.json writes`.
        let writer: String
        /// What checking the folder found; nil without a folder.
        let result: SiteCheck.Result?
        /// Why a file differs and how to rebuild the folder; nil when none does (a markup problem
        /// alone is not the build's to mend), and without a folder.
        var rebuild: Rebuild?
        /// The line that says it passed.
        let summary: String
    }

    /// The folders whose `.github/workflows` may name mailsitegen's action: each spec's and the
    /// current one (a repository's root).
    private static func workflowFolders(_ options: ParsedOptions) -> [FilePath] {
        let specs: [FilePath] =
            options.arguments.isEmpty
            ? [options.path(.spec)].compactMap { $0 } : options.arguments.map { FilePath($0) }
        return specs.map { $0.parent } + ["."]
    }

    /// `--out`, else the folder `build` or `compare` writes by default.
    private static func checkedFolder(_ options: ParsedOptions) -> FilePath {
        options.path(.checkOut)
            ?? (options.arguments.isEmpty ? OutputFolder.conventionalPath : CompareSpecs.conventionalPath)
    }

    /// `check`: a build's folder.
    private static func checkBuild(_ options: ParsedOptions) throws(CommandError) -> Checked {
        let site = try GeneratedSite(options, singleFile: .checkSingleFile, inspector: .checkInspector)
        let folder = checkedFolder(options)
        let check = SiteCheck(folder: folder, expected: site.files, baseURL: site.sharing.baseURL)
        let result = try CommandError.wrapping(check.run)
        var checked = Checked(
            folder: folder, writer: "\(site.source.name) builds", result: result,
            summary: "Checked \(folder)/ against \(site.source.name): \(result.summary).")
        if result.isStale {
            let cause = StaleFolder.explaining(folder, specs: [site.spec]) { (specs) throws(MailSiteGenError) in
                try site.rebuilding(specs[0])
            }
            checked.rebuild = Rebuild(options, cause: cause, folder: folder, specs: [site.source.filePath?.string])
        }
        return checked
    }

    /// `check --spec-only`: the spec built in memory, with no folder to compare.
    private static func checkSpec(_ options: ParsedOptions) throws(CommandError) -> Checked {
        let site = try GeneratedSite(options, singleFile: .checkSingleFile, inspector: .checkInspector)
        return Checked(
            folder: nil, writer: "\(site.source.name) builds", result: nil,
            summary: aloneSummary(site.source.name, "it builds \(Counted(site.files.count, "file"))"))
    }

    /// `check a.json b.json`: a comparison's folder; with `--spec-only`, the comparison in memory.
    private static func checkComparison(_ options: ParsedOptions, specOnly: Bool) throws(CommandError) -> Checked {
        guard CompareVariant.allowedCount.contains(options.arguments.count) else {
            throw .conflict(.checkComparisonOfOne(spec: options.arguments[0]))
        }
        for option in [Option.spec, .checkInspector, .socialImage]
        where options.contains(option) || options[option] != nil {
            throw .conflict(.notForComparison(option))
        }
        let folder = checkedFolder(options)
        let (variants, files, result) = try CommandError.wrapping { () throws(MailSiteGenError) in
            let variants = try CompareSpecs.load(options.arguments)
            let baseURL = try CompareSpecs.baseURL(options)
            let files = try CompareSpecs.generate(variants, options, singleFile: .checkSingleFile)
            guard !specOnly else { return (variants, files, nil as SiteCheck.Result?) }
            let check = SiteCheck.comparison(
                folder: folder, expected: files, baseURL: baseURL, variantCount: variants.count)
            return (variants, files, try check.run())
        }
        let names = variants.map(\.name).joined(separator: ", ")
        guard let result else {
            return Checked(
                folder: nil, writer: "comparing \(names) writes", result: nil,
                summary: aloneSummary(names, "comparing them writes \(Counted(files.count, "file"))"))
        }
        var checked = Checked(
            folder: folder, writer: "comparing \(names) writes", result: result,
            summary: "Checked \(folder)/ against \(names): \(result.summary).")
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

    /// `Checked review.json alone, without a folder: it builds 9 files, nothing written.`
    private static func aloneSummary(_ names: String, _ built: String) -> String {
        "Checked \(names) alone, without a folder: \(built), nothing written."
    }
}

extension Option {
    static let checkOut = Option(
        "--out", value: "dir", "The folder to check.", default: "./\(OutputFolder.conventionalPath)")
    static let checkSpecOnly = Option(
        "--spec-only",
        "Check the spec alone, built in memory, with no folder to compare: for a repository that does not commit "
            + "the folder.")
    static let checkSingleFile = Option("--single-file", "The folder was built with --single-file.")
    static let checkInspector = Option("--inspector", "The folder was built with --inspector.")
}
