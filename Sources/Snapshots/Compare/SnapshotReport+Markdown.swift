extension SnapshotReport {
    /// report.md: a heading, the summary, then a table of the states that changed, are new or
    /// are gone, with links to their pictures; the unchanged ones are listed.
    public static func markdown(_ comparison: SnapshotComparison, title: String = "Snapshot changes") -> String {
        "# \(escaped(title))\n\n" + markdown(comparison, linkingPictures: true)
    }

    /// The same without a heading, and without the picture links where the pictures are not
    /// beside the text (`--format markdown`, which a pull request's job summary holds).
    public static func markdown(_ comparison: SnapshotComparison, linkingPictures: Bool) -> String {
        let groups = Groups(comparison.outcomes)
        var lines = [summary(comparison) + "."]
        let listed = groups.changed + groups.added + groups.removed
        if !listed.isEmpty {
            lines +=
                linkingPictures
                ? ["", "| State | Change | Pictures |", "| --- | --- | --- |"]
                : ["", "| State | Change |", "| --- | --- |"]
            for outcome in listed {
                var row = "| \(escaped(outcome.label)) | \(describe(outcome.change)) |"
                if linkingPictures {
                    let pictures = [
                        ("before", outcome.beforeFile), ("after", outcome.afterFile), ("difference", outcome.diffFile),
                    ]
                    .compactMap { name, file in file.map { "[\(name)](\(relativeURL($0)))" } }
                    .joined(separator: " · ")
                    row += " \(pictures) |"
                }
                lines.append(row)
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
