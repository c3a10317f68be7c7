extension SnapshotManifest {
    /// `--format markdown` without a base: how many pictures, then a row for each state with its
    /// picture's file and size in pixels. Labels hold the spec's text, escaped.
    public var markdown: String {
        var lines = [
            "\(states.count) \(states.count == 1 ? "picture" : "pictures") of \(SnapshotReport.escaped(spec)), "
                + "\(Self.describe(scale: scale, framed: framed)).",
            "", "| State | Picture | Size |", "| --- | --- | --- |",
        ]
        for state in states {
            lines.append(
                // A file's name is the state's file-safe name (letters, digits, hyphens): a code span.
                "| \(SnapshotReport.escaped(state.label)) | `\(state.file)` "
                    + "| \(state.width) × \(state.height) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
