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
            was built with. Exits 1 on any finding. Given two to four specs, the folder
            (./compare by default) is checked against what 'mailsitegen compare' writes for
            them, each variant's pages as a build's.
            """,
        arguments: Arguments(
            name: "spec", count: 0...CompareVariant.allowedCount.upperBound,
            abstract: "Two to four specs: check a comparison of them instead of a build.",
            writtenUsage: "[<spec> <spec> [<spec> [<spec>]]]"),
        options: [.spec, .checkOut, .checkSingleFile, .checkInspector, .baseURL, .socialImage],
        run: runCheck)

    private static func runCheck(_ options: ParsedOptions, _ console: Console) throws(MailSiteGenError) {
        guard options.arguments.isEmpty else { return try runCompareCheck(options, console) }
        let site = try GeneratedSite(options, singleFile: .checkSingleFile, inspector: .checkInspector)
        let folder = options.path(.checkOut) ?? OutputFolder.conventionalPath
        let result = try SiteCheck(folder: folder, expected: site.files, baseURL: site.sharing.baseURL).run()
        guard result.problems.isEmpty else {
            throw MailSiteGenError(
                "\(folder)/ is not what \(site.source.name) builds:\n"
                    + result.problems.map { "  \($0)" }.joined(separator: "\n"))
        }
        console.out("Checked \(folder)/ against \(site.source.name): \(result.summary).\n")
    }

    /// `check a.json b.json`: a comparison's folder.
    private static func runCompareCheck(_ options: ParsedOptions, _ console: Console) throws(MailSiteGenError) {
        guard CompareVariant.allowedCount.contains(options.arguments.count) else {
            throw MailSiteGenError(
                "a comparison is of 2 to 4 specs; check one spec's build with --spec \(options.arguments[0])")
        }
        for option in [Option.spec, .checkInspector, .socialImage]
        where options.contains(option) || options[option] != nil {
            throw MailSiteGenError("\(option.name) does not apply to a comparison")
        }
        let variants = try CompareSpecs.load(options.arguments)
        let baseURL = try CompareSpecs.baseURL(options)
        let files = try CompareSpecs.generate(variants, options, singleFile: .checkSingleFile)
        let folder = options.path(.checkOut) ?? CompareSpecs.conventionalPath
        let result = try SiteCheck.comparison(
            folder: folder, expected: files, baseURL: baseURL, variantCount: variants.count
        ).run()
        let names = variants.map(\.name).joined(separator: ", ")
        guard result.problems.isEmpty else {
            throw MailSiteGenError(
                "\(folder)/ is not what comparing \(names) writes:\n"
                    + result.problems.map { "  \($0)" }.joined(separator: "\n"))
        }
        console.out("Checked \(folder)/ against \(names): \(result.summary).\n")
    }
}

extension Option {
    static let checkOut = Option(
        "--out", value: "dir", "The folder to check.", default: "./\(OutputFolder.conventionalPath)")
    static let checkSingleFile = Option("--single-file", "The folder was built with --single-file.")
    static let checkInspector = Option("--inspector", "The folder was built with --inspector.")
}
