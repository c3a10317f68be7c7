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
