import MailSiteGen

/// What a preview server serves: one spec (a file or the built-in one), or a comparison of two
/// to four spec files.
enum ServedSpecs {
    case one(SpecSource)
    case comparison([FilePath])

    var isComparison: Bool {
        if case .comparison = self { return true }
        return false
    }

    /// The files watched and edited: none for the built-in spec.
    var paths: [FilePath] {
        switch self {
        case .one(.file(let path)): [path]
        case .one(.builtIn): []
        case .comparison(let paths): paths
        }
    }

    /// How the first line names it: the spec, or `a comparison of a.json, b.json`.
    var name: String {
        switch self {
        case .one(let source): source.name
        case .comparison(let paths): "a comparison of " + paths.map(\.string).joined(separator: ", ")
        }
    }

    /// The specs read and built, in memory, with the inspector: a spec file's page carries the
    /// server's token and the version of the very bytes it was built from (its edits are written
    /// to the file, a variant's to its own at its own edit path); the built-in spec's edits change
    /// the page only. An error names the file it is in. `watch` hears the files each spec names
    /// (its icons, its token files and resolver), by the spec's position, as soon as the spec is read: a missing icon is
    /// watched too, so that creating it rebuilds.
    func build(token: ServerToken, watch: (Int, [FilePath]) -> Void = { _, _ in }) -> Result<LiveSite, MailSiteGenError>
    {
        do {
            switch self {
            case .one(let source):
                let (bytes, spec) = try source.read()
                watch(0, CustomIcons.files(of: spec, source: source) + source.tokenFiles(of: spec))
                var generator = SiteGenerator(spec: spec)
                generator.icons = try CustomIcons.load(spec: spec, source: source)
                generator.inspector = Inspector(
                    mode: bytes.map { .served(token: token.text, version: SpecVersion.of($0)) } ?? .preview)
                return .success(try LiveSite(rendering: generator))
            case .comparison(let paths):
                var variants: [CompareVariant] = []
                var inspectors: [Inspector?] = []
                for (index, (path, name)) in zip(paths, CompareVariant.names(of: paths.map(\.string))).enumerated() {
                    let source = SpecSource.file(path)
                    let (bytes, spec) = try source.read()
                    watch(index, CustomIcons.files(of: spec, source: source) + source.tokenFiles(of: spec))
                    variants.append(
                        CompareVariant(name: name, spec: spec, icons: try CustomIcons.load(spec: spec, source: source)))
                    inspectors.append(
                        Inspector(
                            mode: .served(token: token.text, version: SpecVersion.of(bytes ?? [])),
                            endpoint: ServedSpecFile.editPath(variant: index)))
                }
                var generator = CompareGenerator(variants: variants)
                generator.variantInspectors = inspectors
                return .success(try LiveSite(comparing: generator))
            }
        } catch {
            return .failure(error)
        }
    }
}
