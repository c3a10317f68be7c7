import LayoutSpec
import MailSiteGen

extension Command {
    /// `mailsitegen compare a.json b.json …`: variants side by side in sync, and what differs.
    static let compare = Command(
        name: "compare",
        abstract: "Compare two to four specs side by side, in sync, with what differs.",
        discussion: """
            Writes a folder (./compare by default) with each spec's whole prototype in a
            folder of its own (variant-1/, …) and index.html: the phones side by side at
            one scale, each labelled with its file and title, in sync (a tap, a scroll,
            the search and the appearance in one phone happen in all; the Sync button
            unlinks them), Replay and the speed for all of them, and a table of every field
            that differs, with swatches for colours and each changed spring's curves
            overlaid. It works from disk and hosted under any path; --single-file writes
            each page as one self-contained file. Every spec is read and checked before
            anything is written. With --diff only the difference is printed, as text,
            Markdown or JSON; --exit-code then exits 1 when the specs differ.
            """,
        arguments: Arguments(
            name: "spec", count: CompareVariant.allowedCount, abstract: "A layout spec, JSON: two to four of them."),
        options: [
            .compareOut, .compareSingleFile, .baseURL, .quiet, .compareForce, .compareDiff, .compareFormat,
            .compareExitCode,
        ],
        run: runCompare)

    private static func runCompare(_ options: ParsedOptions, _ console: Console) throws(CommandError) {
        let variants = try CommandError.wrapping { () throws(MailSiteGenError) in
            try CompareSpecs.load(options.arguments)
        }
        if options.contains(.compareDiff) {
            let format = options[.compareFormat].flatMap(SpecDiff.Format.init(rawValue:)) ?? .text
            let diff = SpecDiff(variants: variants)
            console.out(diff.report(format))
            if options.contains(.compareExitCode) && !diff.isEmpty { throw .quiet }
            return
        }
        for option in [Option.compareFormat, .compareExitCode]
        where options.contains(option) || options[option] != nil {
            throw .conflict(.onlyWith(option, with: .compareDiff))
        }
        let folder = options.path(.compareOut) ?? CompareSpecs.conventionalPath
        let written = try CommandError.wrapping { () throws(MailSiteGenError) in
            let files = try CompareSpecs.generate(variants, options)
            return try OutputFolder(path: folder, force: options.contains(.compareForce))
                .replace(with: files, record: BuildRecord(specs: variants.map(\.spec)))
        }
        guard !options.contains(.quiet) else { return }
        let bytes = written.reduce(0) { $0 + $1.bytes }
        console.wrote("\(folder)/ (\(Counted(written.count, "file")))", bytes: bytes)
        console.out("Open \(folder.appending("index.html").fileURL)\n")
    }
}

/// What `compare` and `check` with specs share: the specs read and named, and the files.
enum CompareSpecs {
    static let conventionalPath = FilePath("compare")

    /// Each spec read and checked, in order, named by its file name (its path where two share
    /// one); the first that fails is the error, before anything is written.
    static func load(_ paths: [String]) throws(MailSiteGenError) -> [CompareVariant] {
        var variants: [CompareVariant] = []
        for (path, name) in zip(paths, CompareVariant.names(of: paths)) {
            let source = SpecSource.resolve(FilePath(path))
            let spec = try source.load()
            variants.append(
                CompareVariant(name: name, spec: spec, icons: try CustomIcons.load(spec: spec, source: source)))
        }
        return variants
    }

    static func generate(
        _ variants: [CompareVariant], _ options: ParsedOptions, singleFile: Option = .compareSingleFile
    )
        throws(MailSiteGenError) -> [OutputFile]
    {
        let baseURL = try baseURL(options)
        return try CompareGenerator(variants: variants, singleFile: options.contains(singleFile), baseURL: baseURL)
            .generate()
    }
}

extension CompareSpecs {
    /// `--base-url`, checked; a comparison has no spec of its own to take `site.baseURL` from.
    static func baseURL(_ options: ParsedOptions) throws(MailSiteGenError) -> BaseURL? {
        guard let text = options[.baseURL] else { return nil }
        do {
            return try BaseURL(text)
        } catch {
            throw .setting(.baseURL, error.message)
        }
    }
}

extension Option {
    static let compareOut = Option(
        "--out", value: "dir", "The folder to write the comparison to.", default: "./\(CompareSpecs.conventionalPath)")
    static let compareSingleFile = Option(
        "--single-file", "Write each page as one self-contained file, styles and script inside.")
    static let compareForce = Option("--force", "Replace an output folder that mailsitegen did not make.")
    static let compareDiff = Option("--diff", "Print only what differs between the specs; write nothing.")
    static let compareFormat = Option(
        "--format", value: "format", "How --diff prints: text, markdown or json.", default: "text",
        rule: .oneOf(SpecDiff.Format.allCases.map(\.rawValue)))
    static let compareExitCode = Option(
        "--exit-code", "With --diff, exit 1 when the specs differ (as 'git diff --exit-code').")
}
