extension SnapshotReport {
    /// report.md: the summary, then a table of the states that changed, are new or are gone,
    /// with links to their pictures; the unchanged ones are counted.
    public static func markdown(_ comparison: SnapshotComparison, title: String = "Snapshot changes") -> String {
        let groups = Groups(comparison.outcomes)
        var lines = ["# \(escaped(title))", "", summary(comparison) + "."]
        let listed = groups.changed + groups.added + groups.removed
        if !listed.isEmpty {
            lines += ["", "| State | Change | Pictures |", "| --- | --- | --- |"]
            for outcome in listed {
                let pictures = [
                    ("before", outcome.beforeFile), ("after", outcome.afterFile), ("difference", outcome.diffFile),
                ]
                .compactMap { name, file in file.map { "[\(name)](\(relativeURL($0)))" } }
                .joined(separator: " · ")
                lines.append("| \(escaped(outcome.label)) | \(describe(outcome.change)) | \(pictures) |")
            }
        }
        if !groups.unchanged.isEmpty {
            lines += ["", "Unchanged: " + groups.unchanged.map { escaped($0.label) }.joined(separator: ", ") + "."]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Text as Markdown reads it back: every ASCII punctuation mark behind a backslash (so no
    /// label can open a link, emphasis, a table cell or HTML), line breaks as spaces.
    static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text.unicodeScalars {
            switch character {
            case "\n", "\r", "\t": result += " "
            // ASCII punctuation, all that CommonMark lets a backslash escape.
            case "!"..."/", ":"..."@", "["..."`", "{"..."~":
                result += "\\"
                result.unicodeScalars.append(character)
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }
}
