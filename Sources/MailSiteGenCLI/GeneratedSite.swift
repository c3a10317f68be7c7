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
    init(
        spec: FilePath?, singleFile: Bool, baseURL: String? = nil, socialImage: FilePath? = nil,
        note: (String) -> Void = { _ in }
    ) throws(MailSiteGenError) {
        source = SpecSource.resolve(spec)
        let spec = try source.load()
        sharing = try Sharing.resolve(
            spec: spec, source: source, baseURL: baseURL, socialImage: socialImage, note: note)
        do {
            files = try SiteGenerator(spec: spec, singleFile: singleFile, sharing: sharing).generate()
        } catch {
            throw MailSiteGenError(error.message)
        }
    }

    /// The same site from the options `build` and `check` share.
    init(
        _ options: ParsedOptions, singleFile: Option, note: (String) -> Void = { _ in }
    ) throws(MailSiteGenError) {
        try self.init(
            spec: options.path(.spec), singleFile: options.contains(singleFile), baseURL: options[.baseURL],
            socialImage: options.path(.socialImage), note: note)
    }
}
