import MailSiteGen

/// `--format github`: the report as workflow commands, one line each, so that GitHub shows each
/// problem on the pull request's files and lines.
extension RunReport {
    /// The notes as `::notice`, each warning as `::warning` on its file and line, each error and
    /// each finding of `check` as `::error` on its file (with the line and column where there is
    /// one), in the order text lists them (the files, then the markup of each page), then for a
    /// folder out of date each field its spec has changed as a `::notice` where the spec writes
    /// it, and why it differs with the command that rebuilds it as an `::error`; on success one
    /// `::notice`.
    var workflowCommands: [WorkflowCommand] {
        var commands = notes.map { WorkflowCommand(.notice, title: "Note", message: $0) }
        commands += warnings.map { placeholder in
            WorkflowCommand(
                .warning, file: placeholder.file.normalized.string, line: placeholder.line, column: placeholder.column,
                title: "Placeholder action", message: placeholder.message)
        }
        commands += errors.map(errorCommand)
        commands += (files ?? []).compactMap(statusCommand)
        commands += (files ?? []).flatMap(markupCommands)
        if let rebuild { commands += rebuildCommands(rebuild) }
        if ok { commands.append(WorkflowCommand(.notice, title: "mailsitegen \(command.rawValue)", message: summary)) }
        return commands
    }

    /// A spec's error on its place in the spec; any other on no file.
    private func errorCommand(_ error: CommandError) -> WorkflowCommand {
        guard let spec = error.spec else {
            return WorkflowCommand(.error, title: "mailsitegen \(command.rawValue) failed", message: error.message)
        }
        return WorkflowCommand(
            .error, file: FilePath(spec.file).normalized.string, line: spec.position?.line,
            column: spec.position?.column, title: "Invalid spec",
            message: spec.path.map { "\($0): \(spec.message)" } ?? spec.message)
    }

    /// What is wrong with `file` itself, if anything.
    private func statusCommand(_ file: CheckedFile) -> WorkflowCommand? {
        let path = (out ?? ".").appending(file.path).normalized.string
        switch file.status {
        case .same:
            return nil
        case .missing:
            return WorkflowCommand(
                .error, file: path, title: "Missing file", message: "\(path) is missing; \(source) writes it")
        case .extra:
            return WorkflowCommand(
                .error, file: path, title: "Extra file", message: "\(path) is not a file that \(source) writes")
        case .different:
            return WorkflowCommand(
                .error, file: path, line: file.firstDifferentLine, title: "File differs",
                message: "\(path) is not what \(source) writes"
                    + (file.firstDifferentLine.map { " (first at line \($0))" } ?? ""))
        case .unreadable:
            return WorkflowCommand(.error, file: path, title: "Unreadable file", message: "\(path) cannot be read")
        }
    }

    /// Each changed field on its place in its spec, then why the folder differs and how to rebuild it.
    private func rebuildCommands(_ rebuild: Rebuild) -> [WorkflowCommand] {
        var commands: [WorkflowCommand] = []
        var reason = rebuild.reason
        if case .fieldsChanged(let changes) = rebuild.cause {
            for (index, line) in rebuild.fieldLines.enumerated() {
                let file = rebuild.specs[changes[index].spec].map { FilePath($0).normalized.string }
                let place = rebuild.places[index]
                commands.append(
                    WorkflowCommand(
                        .notice, file: file, line: place?.line, column: place?.column,
                        title: "Changed since \(rebuild.folder)/ was built", message: line))
            }
            reason +=
                ": "
                + changes.map { change in
                    (rebuild.specs.count > 1 ? "\(rebuild.specs[change.spec] ?? "") " : "") + change.row.path
                }.joined(separator: ", ")
        }
        commands.append(
            WorkflowCommand(.error, title: "Out of date", message: "\(reason). Rebuild it with: \(rebuild.command)"))
        return commands
    }

    /// Each problem of a page's markup, on its line.
    private func markupCommands(_ file: CheckedFile) -> [WorkflowCommand] {
        let path = (out ?? ".").appending(file.path).normalized.string
        return file.markup.map { problem in
            WorkflowCommand(.error, file: path, line: problem.line, title: "Markup problem", message: problem.message)
        }
    }
}
