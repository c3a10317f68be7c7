import MailSiteGen

/// The files a build would write and the spec they come from: what `build` writes and what
/// `check` compares a folder with.
struct GeneratedSite {
    let source: SpecSource
    let files: [OutputFile]

    /// `spec` is `--spec`: without it, `./mailsitegen.json` if it exists, else the built-in spec.
    init(spec: FilePath?, singleFile: Bool) throws(BuildFailure) {
        source = SpecSource.resolve(spec)
        let spec = try source.load()
        do {
            files = try SiteGenerator(spec: spec, singleFile: singleFile).generate()
        } catch {
            throw BuildFailure(error.message)
        }
    }
}
