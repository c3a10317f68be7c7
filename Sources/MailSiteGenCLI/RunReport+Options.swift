import MailSiteGen

extension RunReport {
    /// A report of `command` run with `options`: the spec `--spec` names (or `./mailsitegen.json`,
    /// or the built-in one), or the specs of a comparison; `out`, the folder it writes or checks
    /// (nil for a check of the spec alone).
    init(_ command: Command, _ options: ParsedOptions, out: FilePath?) {
        guard options.arguments.isEmpty else {
            self.init(command: command, spec: nil, comparison: options.arguments, out: out)
            return
        }
        switch SpecSource.resolve(options.path(.spec)) {
        case .file(let path): self.init(command: command, spec: path.string, out: out)
        case .builtIn: self.init(command: command, spec: nil, out: out)
        }
    }

    /// `review.json`, `the built-in spec`.
    var specName: String { spec ?? SpecSource.builtIn.name }
}
