import LayoutSpec
import MailSiteGen

/// The files a build would write and the spec they come from: what `build` writes and what
/// `check` compares a folder with.
struct GeneratedSite {
    let source: SpecSource
    let spec: LayoutSpec
    let sharing: Sharing
    let files: [OutputFile]
    /// `build`'s, for `rebuilding(_:)`.
    private let options: ParsedOptions
    private let singleFile: Bool
    private let inspector: Bool

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
        let spec = try CommandError.wrapping(source.load)
        let sharing = try CommandError.wrapping { () throws(MailSiteGenError) in
            try Self.sharing(spec, source, options, note: note)
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
        files = try CommandError.wrapping { () throws(MailSiteGenError) in
            try Self.files(spec, source, sharing, singleFile: singleFile, inspector: inspector)
        }
        self.source = source
        self.spec = spec
        self.sharing = sharing
        self.options = options
        self.singleFile = singleFile
        self.inspector = inspector
    }

    /// The files `spec` builds with the same options and from the same folder, as if the spec file
    /// held it: what `check` compares a folder with to tell whether the spec it records explains it.
    func rebuilding(_ spec: LayoutSpec) throws(MailSiteGenError) -> [OutputFile] {
        let sharing = try Self.sharing(spec, source, options, note: { _ in })
        return try Self.files(spec, source, sharing, singleFile: singleFile, inspector: inspector)
    }

    private static func sharing(
        _ spec: LayoutSpec, _ source: SpecSource, _ options: ParsedOptions, note: (String) -> Void
    ) throws(MailSiteGenError) -> Sharing {
        try Sharing.resolve(
            spec: spec, source: source, baseURL: options[.baseURL], socialImage: options.path(.socialImage),
            note: note)
    }

    private static func files(
        _ spec: LayoutSpec, _ source: SpecSource, _ sharing: Sharing, singleFile: Bool, inspector: Bool
    ) throws(MailSiteGenError) -> [OutputFile] {
        let preview = (inspector || spec.site.inspector) && !singleFile ? Inspector(mode: .preview) : nil
        var generator = SiteGenerator(spec: spec, singleFile: singleFile, sharing: sharing, inspector: preview)
        generator.icons = try CustomIcons.load(spec: spec, source: source)
        return try generator.generate()
    }
}
