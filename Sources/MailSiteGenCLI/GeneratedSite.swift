import MailSiteGen

/// The files a build would write and the spec they come from: what `build` writes and what
/// `check` compares a folder with.
struct GeneratedSite {
    let source: SpecSource
    let sharing: Sharing
    let files: [OutputFile]

    /// `spec` is `--spec`: without it, `./mailsitegen.json` if it exists, else the built-in spec.
    /// `baseURL` and `socialImage` are the options of the same names, over the spec's `site`;
    /// `note` hears what is worth saying about them but not wrong.
    /// `inspector` is `--inspector`, over the spec's `site.inspector`: the page in preview mode
    /// with the inspector, which a page of one file cannot load.
    init(
        spec: FilePath?, singleFile: Bool, inspector: Bool = false, baseURL: String? = nil,
        socialImage: FilePath? = nil, note: (String) -> Void = { _ in }
    ) throws(MailSiteGenError) {
        source = SpecSource.resolve(spec)
        let spec = try source.load()
        sharing = try Sharing.resolve(
            spec: spec, source: source, baseURL: baseURL, socialImage: socialImage, note: note)
        if inspector && singleFile {
            throw MailSiteGenError(
                "--inspector: the inspector is loaded from inspector.js beside the page, which --single-file "
                    + "leaves out; use one of the two")
        }
        if spec.site.inspector && singleFile {
            note("site.inspector: a page of one file has no inspector (it is loaded from inspector.js beside it)")
        }
        let icons = try CustomIcons.load(spec: spec, source: source)
        let preview = (inspector || spec.site.inspector) && !singleFile ? Inspector(mode: .preview) : nil
        do {
            var generator = SiteGenerator(spec: spec, singleFile: singleFile, sharing: sharing, inspector: preview)
            generator.icons = icons
            files = try generator.generate()
        } catch {
            throw MailSiteGenError(error.message)
        }
    }

    /// The same site from the options `build` and `check` share.
    init(
        _ options: ParsedOptions, singleFile: Option, inspector: Option, note: (String) -> Void = { _ in }
    ) throws(MailSiteGenError) {
        try self.init(
            spec: options.path(.spec), singleFile: options.contains(singleFile), inspector: options.contains(inspector),
            baseURL: options[.baseURL], socialImage: options.path(.socialImage), note: note)
    }
}
