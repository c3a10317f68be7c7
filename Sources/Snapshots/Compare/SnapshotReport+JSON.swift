import LayoutSpec
import Templates

extension SnapshotReport {
    /// report.json: one object, every key always present, in this order.
    public static func json(_ comparison: SnapshotComparison) -> String {
        let groups = Groups(comparison.outcomes)
        let document = JSONValue.object([
            ("format", .integer(formatVersion)),
            ("threshold", .number(comparison.threshold)),
            ("changed", .bool(comparison.hasChanges)),
            (
                "counts",
                .object([
                    ("states", .integer(comparison.outcomes.count)),
                    ("changed", .integer(groups.changed.count)),
                    ("added", .integer(groups.added.count)),
                    ("removed", .integer(groups.removed.count)),
                    ("unchanged", .integer(groups.unchanged.count)),
                ])
            ),
            ("states", .array(comparison.outcomes.map(json))),
        ])
        return document.formatted() + "\n"
    }

    /// The JSON Schema (draft 2020-12) of `json`: `Templates/snapshot-report.schema.json`.
    public static var schema: String { PageTemplate.snapshotReportSchemaJSON }

    private static func json(_ outcome: StateOutcome) -> JSONValue {
        var baseSize: PixelSize?
        if case .resized(let from, _, _, _) = outcome.change { baseSize = from }
        func path(_ file: String?) -> JSONValue { file.map(JSONValue.string) ?? .null }
        return .object([
            ("name", .string(outcome.name)),
            ("label", .string(outcome.label)),
            ("link", .string(outcome.link)),
            ("status", .string(outcome.change.status)),
            ("changedPixels", outcome.change.changedPixels.map { .integer($0.pixels) } ?? .null),
            ("share", outcome.change.changedPixels.map { .number($0.share) } ?? .null),
            (
                "baseSize",
                baseSize.map { .object([("width", .integer($0.width)), ("height", .integer($0.height))]) } ?? .null
            ),
            ("before", path(outcome.beforeFile)),
            ("after", path(outcome.afterFile)),
            ("diff", path(outcome.diffFile)),
        ])
    }
}
