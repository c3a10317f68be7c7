import LayoutSpec
import MailSiteGen

/// The report of a comparison, in three forms written beside the pictures: `report.html` (each
/// changed state's before, after and difference side by side, the unchanged ones listed; it
/// works opened from disk), `report.md` (a table, for a pull request's job summary) and
/// `report.json` (for tools; `Templates/snapshot-report.schema.json` is its schema).
///
/// A state's label is spec text in any script, markup included: the HTML has it only through
/// `HTML`'s escaping interpolation, the Markdown with every ASCII punctuation mark
/// backslash-escaped, the JSON as a JSON string.
public enum SnapshotReport {
    public static let htmlFile = "report.html"
    public static let markdownFile = "report.md"
    public static let jsonFile = "report.json"
    /// The version of report.json's shape, raised when a key is added, removed or changes meaning.
    public static let formatVersion = 1

    /// The states in each group, in the comparison's order.
    struct Groups {
        var changed: [StateOutcome] = []
        var added: [StateOutcome] = []
        var removed: [StateOutcome] = []
        var unchanged: [StateOutcome] = []

        init(_ outcomes: [StateOutcome]) {
            for outcome in outcomes {
                switch outcome.change {
                case .changed, .resized: changed.append(outcome)
                case .added: added.append(outcome)
                case .removed: removed.append(outcome)
                case .unchanged: unchanged.append(outcome)
                }
            }
        }
    }

    /// One line: `No visual change`, or the counts, as `2 changed, 1 new, 1 gone, 20 unchanged`.
    public static func summary(_ comparison: SnapshotComparison) -> String {
        let groups = Groups(comparison.outcomes)
        guard comparison.hasChanges else {
            return "No visual change (\(groups.unchanged.count) \(groups.unchanged.count == 1 ? "state" : "states"))"
        }
        var parts: [String] = []
        if !groups.changed.isEmpty { parts.append("\(groups.changed.count) changed") }
        if !groups.added.isEmpty { parts.append("\(groups.added.count) new") }
        if !groups.removed.isEmpty { parts.append("\(groups.removed.count) gone") }
        parts.append("\(groups.unchanged.count) unchanged")
        return parts.joined(separator: ", ")
    }

    /// What happened to one state, in words: `12,345 pixels changed (0.41 %)`, `resized from
    /// 1179 × 2556 to 1290 × 2796, 80,000 pixels changed (2.2 %)`, `new`, `gone`, `unchanged`.
    public static func describe(_ change: StateChange) -> String {
        switch change {
        case .unchanged: "unchanged"
        case .added: "new"
        case .removed: "gone"
        case .changed(let pixels, let share): "\(grouped(pixels)) pixels changed (\(percent(share)))"
        case .resized(let from, let to, let pixels, let share):
            "resized from \(from) to \(to), \(grouped(pixels)) pixels changed (\(percent(share)))"
        }
    }

    /// A share as a percentage with two decimals; `< 0.01 %` for a share that is not zero but
    /// rounds to it.
    static func percent(_ share: Double) -> String {
        let hundredths = Int((share * 10_000).rounded())
        if hundredths == 0 && share > 0 { return "< 0.01 %" }
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction) %"
    }

    /// `12,345`.
    static func grouped(_ number: Int) -> String {
        let digits = String(number.magnitude)
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { result += "," }
            result.append(digit)
        }
        return (number < 0 ? "-" : "") + result
    }

    /// A relative path for `src` or `href`: each segment percent-encoded, so a path never reads
    /// as a URL with a scheme (`javascript:`), a query or a fragment.
    static func relativeURL(_ path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: false).map { String($0).uriComponentEncoded }
            .joined(separator: "/")
    }
}
