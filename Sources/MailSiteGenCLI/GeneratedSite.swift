import MailSiteGen

/// The files a build would write and the spec they come from: what `build` writes and what
/// `check` compares a folder with.
struct GeneratedSite {
    let source: SpecSource
    let sharing: Sharing
    let files: [OutputFile]

    /// The site from the options `build` and `check` share: `--spec` (without it,
    /// `./mailsitegen.json` if it exists, else the built-in spec), `--base-url` and
    /// `--social-image` over the spec's `site`, and the command's own `singleFile` and `inspector`
    /// (`--inspector`, over the spec's `site.inspector`: the page in preview mode with the
    /// inspector, which a page of one file cannot load). `note` hears what is worth saying about
    /// them but not wrong.
    init(
        _ options: ParsedOptions, singleFile singleFileOption: Option, inspector inspectorOption: Option,
        note: (String) -> Void = { _ in }
    ) throws(CommandError) {
        let source = SpecSource.resolve(options.path(.spec))
        let singleFile = options.contains(singleFileOption)
        let inspector = options.contains(inspectorOption)
        let (spec, sharing) = try CommandError.wrapping { () throws(MailSiteGenError) in
            let spec = try source.load()
            let sharing = try Sharing.resolve(
                spec: spec, source: source, baseURL: options[.baseURL], socialImage: options.path(.socialImage),
                note: note)
            return (spec, sharing)
        }
        for localeNote in SiteGenerator.localeNotes(for: spec) { note(localeNote) }
        if inspector && singleFile {
            throw .conflict(.inspectorInOneFile(inspector: inspectorOption, singleFile: singleFileOption))
        }
        if singleFile {
            note("--single-file leaves out \(SiteGenerator.singleFileLeavesOut)")
        }
        if spec.site.inspector && singleFile {
            note("site.inspector: a page of one file has no inspector (it is loaded from inspector.js beside it)")
        }
        let preview = (inspector || spec.site.inspector) && !singleFile ? Inspector(mode: .preview) : nil
        files = try CommandError.wrapping { () throws(MailSiteGenError) in
            var generator = SiteGenerator(spec: spec, singleFile: singleFile, sharing: sharing, inspector: preview)
            generator.icons = try CustomIcons.load(spec: spec, source: source)
            return try generator.generate()
        }
        self.source = source
        self.sharing = sharing
    }
}
