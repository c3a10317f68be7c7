import LayoutSpec
import MailSiteGen

/// What `check` says after the findings of a folder that is out of date: why it differs, as far
/// as its build record tells (`StaleFolder`: the fields a spec has changed, each where the spec
/// writes it, or why they cannot be named), and the command that rebuilds it, with the options
/// `check` was given.
struct Rebuild: Sendable, Equatable {
    /// `mailsitegen build --spec review.json --out site`, each argument quoted for a shell where it
    /// needs it.
    var command: String
    var cause: StaleFolder
    /// The folder checked.
    var folder: FilePath
    /// The specs checked, in order: each file as given, nil for the built-in spec.
    var specs: [String?]
    /// Where each change's field is written in its spec (or the nearest value around it that
    /// is), change by change; nil for the built-in spec.
    var places: [SourcePosition?]

    /// The folder `check` found out of date, with the options it was given and the specs as they
    /// were named (nil for the built-in spec).
    init(_ options: ParsedOptions, cause: StaleFolder, folder: FilePath, specs: [String?]) {
        command = Self.command(options)
        self.cause = cause
        self.folder = folder
        self.specs = specs
        places = Self.places(of: cause, in: specs)
    }

    /// The command that writes `folder` as `check` expects it, from the options `check` was given:
    /// `build` with the spec, the folder and the build's options as given; for a comparison,
    /// `compare` with its specs.
    static func command(_ options: ParsedOptions) -> String {
        var arguments = [Command.programName]
        let given = { (option: Option, as: Option) -> [String] in options[option].map { [`as`.name, $0] } ?? [] }
        if options.arguments.isEmpty {
            arguments += ["build"] + given(.spec, .spec) + given(.checkOut, .buildOut)
            if options.contains(.checkSingleFile) { arguments.append(Option.buildSingleFile.name) }
            if options.contains(.checkInspector) { arguments.append(Option.buildInspector.name) }
            arguments += given(.baseURL, .baseURL) + given(.socialImage, .socialImage)
        } else {
            arguments += ["compare"] + options.arguments + given(.checkOut, .compareOut)
            if options.contains(.checkSingleFile) { arguments.append(Option.compareSingleFile.name) }
            arguments += given(.baseURL, .baseURL)
        }
        return arguments.map(\.shellQuoted).joined(separator: " ")
    }

    /// Each change's place in its spec file: the value at its path, else the nearest value
    /// around it that the file writes.
    static func places(of cause: StaleFolder, in specs: [String?]) -> [SourcePosition?] {
        guard case .fieldsChanged(let changes) = cause else { return [] }
        let trees = specs.map { file in
            file.flatMap { try? PosixFile.readAll(FilePath($0), limit: SpecSource.maximumSize) }
                .flatMap { try? JSONParser.parse($0) }
        }
        return changes.map { change in
            guard let tree = trees[change.spec], let path = JSONPath(parsing: change.row.path) else { return nil }
            return tree.position(for: path)
        }
    }

    /// The specs as the sentences that start with them name them: `review.json`, `The built-in
    /// spec`, `a.json, b.json`.
    private var specNames: String {
        specs.map { $0 ?? "The built-in spec" }.joined(separator: ", ")
    }

    /// Why the folder differs, one sentence without its full stop: `review.json differs from the
    /// spec public/ was built from in 2 fields`.
    var reason: String {
        let (names, differ, one) = specs.count == 1 ? (specNames, "differs", "spec") : (specNames, "differ", "specs")
        let from = "the \(one) \(folder)/ was built from"
        let current = MailSiteGenVersion.current
        switch cause {
        case .fieldsChanged(let changes):
            return "\(names) \(differ) from \(from) in \(changes.count) \(changes.count == 1 ? "field" : "fields")"
        case .unrecorded:
            return "\(folder)/ does not record the \(one) it was built from (an earlier mailsitegen built it), "
                + "so which fields differ cannot be told"
        case .sameSpecs(let version) where version == current:
            return "\(names) \(specs.count == 1 ? "is" : "are") \(from), so what differs is elsewhere: the options, "
                + "a file the \(one) \(specs.count == 1 ? "reads" : "read") (an icon, the social image), "
                + "a change to mailsitegen, or an edit to \(folder)/"
        case .sameSpecs(let version):
            return "\(names) \(specs.count == 1 ? "is" : "are") \(from), but mailsitegen \(version) built it "
                + "and this is \(current)"
        case .fieldsUnknown(let version) where version == current:
            return "\(names) \(differ) from \(from), and so does something else (the options, a file the \(one) "
                + "\(specs.count == 1 ? "reads" : "read"), a change to mailsitegen, or an edit to \(folder)/), "
                + "so which fields differ cannot be told"
        case .fieldsUnknown(let version):
            return "\(names) \(differ) from \(from), but mailsitegen \(version) built it and this is \(current), "
                + "so which fields differ cannot be told"
        }
    }

    /// The changed fields, one a line: `tabs[1].color: green (#34C759 / #30D158) → orange (…)`,
    /// a comparison's with its spec first (`b.json: tabs[1].color: …`).
    var fieldLines: [String] {
        guard case .fieldsChanged(let changes) = cause else { return [] }
        return changes.map { change in
            let spec = specs.count > 1 ? "\(specs[change.spec] ?? SpecSource.builtIn.name): " : ""
            return "\(spec)\(change.row.path): \(change.row.text(0)) → \(change.row.text(1))"
        }
    }

    /// The lines text prints after the findings.
    var text: String {
        let fields = fieldLines
        let reason =
            fields.isEmpty ? self.reason + "." : self.reason + ":\n" + fields.map { "  \($0)" }.joined(separator: "\n")
        return reason + "\nRebuild it with: \(command)"
    }
}

extension SpecSource {
    /// The spec's file; nil for the built-in spec.
    var filePath: FilePath? {
        guard case .file(let path) = self else { return nil }
        return path
    }
}
