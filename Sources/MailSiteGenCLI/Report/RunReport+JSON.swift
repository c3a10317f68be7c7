import LayoutSpec
import MailSiteGen
import Templates

/// `--format json`: the report as one JSON object, its keys always present and always in this
/// order, so that two reports diff line by line. `Templates/report.schema.json` is its schema
/// (`mailsitegen schema --report`); a test validates every report of the error corpus against it.
extension RunReport {
    var json: JSONValue {
        .object([
            ("format", .integer(Self.formatVersion)),
            ("command", .string(command.rawValue)),
            ("ok", .bool(ok)),
            ("spec", spec.map(JSONValue.string) ?? .null),
            ("comparison", comparison.map { .array($0.map(JSONValue.string)) } ?? .null),
            ("out", out.map { .string($0.string) } ?? .null),
            ("errors", .array(errors.map(\.reportJSON))),
            ("warnings", .array(warnings.map(\.reportJSON))),
            ("files", files.map { .array($0.map(\.reportJSON)) } ?? .null),
            ("rebuild", rebuild?.reportJSON ?? .null),
            ("notes", .array(notes.map(JSONValue.string))),
        ])
    }

    /// The JSON Schema (draft 2020-12) of `json`.
    static var schema: String { PageTemplate.reportSchemaJSON }
}

extension CommandError {
    /// `{"file", "line", "column", "path", "message"}`: the place, when the spec is what is wrong.
    fileprivate var reportJSON: JSONValue {
        return .object([
            ("file", spec.map { .string($0.file) } ?? .null),
            ("line", spec?.position.map { .integer($0.line) } ?? .null),
            ("column", spec?.position.map { .integer($0.column) } ?? .null),
            ("path", spec?.path.map { .string($0.description) } ?? .null),
            ("message", .string(spec?.message ?? message)),
        ])
    }
}

extension ActionPlaceholder {
    /// `{"file", "line", "column", "message"}`.
    fileprivate var reportJSON: JSONValue {
        .object([
            ("file", .string(file.string)),
            ("line", .integer(line)),
            ("column", .integer(column)),
            ("message", .string(message)),
        ])
    }
}

extension CheckedFile {
    /// `{"path", "status", "line", "markup": [{"line", "message"}]}`.
    fileprivate var reportJSON: JSONValue {
        .object([
            ("path", .string(path)),
            ("status", .string(status.rawValue)),
            ("line", firstDifferentLine.map(JSONValue.integer) ?? .null),
            (
                "markup",
                .array(
                    markup.map { problem in
                        .object([
                            ("line", problem.line.map(JSONValue.integer) ?? .null),
                            ("message", .string(problem.message)),
                        ])
                    })
            ),
        ])
    }
}

extension Rebuild {
    /// `{"command", "reason", "message", "fields": [{"file", "line", "column", "path", "built",
    /// "spec"}] or null}`: `fields` only when the reason is `fields`, each value as a spec writes it.
    fileprivate var reportJSON: JSONValue {
        var fields: JSONValue = .null
        if case .fieldsChanged(let changes) = cause {
            fields = .array(zip(changes, places).map(fieldJSON))
        }
        return .object([
            ("command", .string(command)), ("reason", .string(cause.reportName)), ("message", .string(reason)),
            ("fields", fields),
        ])
    }
}

extension Rebuild {
    private func fieldJSON(_ change: StaleFolder.Change, _ place: SourcePosition?) -> JSONValue {
        let file: JSONValue = specs[change.spec].map(JSONValue.string) ?? .null
        let line: JSONValue = place.map { .integer($0.line) } ?? .null
        let column: JSONValue = place.map { .integer($0.column) } ?? .null
        let built: JSONValue = change.row.values[0]?.json ?? .null
        let spec: JSONValue = change.row.values[1]?.json ?? .null
        return .object([
            ("file", file), ("line", line), ("column", column), ("path", .string(change.row.path)),
            ("built", built), ("spec", spec),
        ])
    }
}

extension StaleFolder {
    /// The reason's name in the report: `fields`, `unrecorded`, `sameSpec`, `unknown`.
    var reportName: String {
        switch self {
        case .fieldsChanged: "fields"
        case .unrecorded: "unrecorded"
        case .sameSpecs: "sameSpec"
        case .fieldsUnknown: "unknown"
        }
    }
}
