import LayoutSpec

/// `compare --diff`'s three ways of writing a difference: for a terminal, for a pull request's
/// comment, for a script.
extension SpecDiff {
    public enum Format: String, Sendable, CaseIterable {
        case text, markdown, json
    }

    public func report(_ format: Format) -> String {
        switch format {
        case .text: textReport
        case .markdown: markdownReport
        case .json: jsonReport.formatted() + "\n"
        }
    }

    /// A heading line, then each field with one line a variant:
    ///
    ///     tabBar.spacing
    ///       1 bouncy.json  8 px
    ///       2 calm.json    12 px
    var textReport: String {
        let names = variants.map { Self.terminalSafe($0.name) }
        guard !isEmpty else { return "\(Self.terminalSafe(self.names)): no field differs.\n" }
        let width = names.map(\.count).max() ?? 0
        var lines = ["\(Self.terminalSafe(self.names)): \(summary)."]
        for row in rows {
            lines.append("")
            lines.append(row.path)
            for (index, name) in names.enumerated() {
                let padding = String(repeating: " ", count: width - name.count)
                let figures = row.figures(index).map { " (\($0))" } ?? ""
                lines.append("  \(index + 1) \(name)\(padding)  \(Self.terminalSafe(row.text(index)))\(figures)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One table, a column a variant; a spring's figures under its value.
    var markdownReport: String {
        let names = variants.map { Self.markdownSafe($0.name) }
        guard !isEmpty else { return "No field differs between \(names.joined(separator: ", ")).\n" }
        var lines = [
            "**\(summary)** between \(names.joined(separator: ", ")).", "",
            "| Field | " + names.joined(separator: " | ") + " |",
            "|---" + String(repeating: "|---", count: names.count) + "|",
        ]
        for row in rows {
            let cells = variants.indices.map { index in
                Self.markdownSafe(row.text(index)) + (row.figures(index).map { "<br>\($0)" } ?? "")
            }
            lines.append("| `\(row.path)` | " + cells.joined(separator: " | ") + " |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `{"variants": [{"file", "title"}], "differs", "differences": [{"path", "type", "values",
    /// "springs"?}]}`; a value as the spec writes it, null where the variant has no such field; a
    /// spring's figures as `{"overshoot": 0.046, "settleTime": 0.492}` (a fraction, seconds).
    var jsonReport: JSONValue {
        let variants = self.variants.map { variant in
            JSONValue.object([("file", .string(variant.name)), ("title", .string(variant.spec.title))])
        }
        let differences = rows.map { row in
            var members: [(String, JSONValue)] = [
                ("path", .string(row.path)), ("type", .string(row.path == "mails" ? "count" : row.kind.name)),
                ("values", .array(row.values.map { $0?.json ?? .null })),
            ]
            if case .spring = row.kind {
                let figures = row.values.map { value -> JSONValue in
                    guard case .spring(let spring)? = value else { return .null }
                    return .object([
                        ("overshoot", .number((spring.overshoot * 10_000).rounded() / 10_000)),
                        ("settleTime", .number((spring.settleTime() * 1000).rounded() / 1000)),
                    ])
                }
                members.append(("springs", .array(figures)))
            }
            return JSONValue.object(members)
        }
        return .object([
            ("variants", .array(variants)), ("differs", .bool(!isEmpty)), ("differences", .array(differences)),
        ])
    }

    /// Control characters (an escape sequence in a file name) as `?`: a report never drives the
    /// terminal it is printed on.
    static func terminalSafe(_ text: String) -> String {
        String(
            String.UnicodeScalarView(
                text.unicodeScalars.map { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) ? "?" : $0 }))
    }

    /// Text that Markdown shows as it is: its punctuation escaped, markup characters as
    /// entities, a line break as a space (a table row is one line).
    static func markdownSafe(_ text: String) -> String {
        var result = ""
        for character in terminalSafe(text) {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "|", "\\", "`", "*", "_", "[", "]", "#", "~", "!": result += "\\\(character)"
            default: result.append(character)
            }
        }
        return result
    }
}
