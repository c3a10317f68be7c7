import BrowserDriver

/// What stops a snapshot: a state that is not on the board, a scale out of range, the browser.
public enum SnapshotError: Error, Sendable, Equatable, CustomStringConvertible {
    case unknownState(String, suggestion: String?, known: [String])
    case scaleOutOfRange(Double)
    case browser(BrowserError)
    /// `--against` a folder without a snapshots.json that `snapshot` wrote.
    case notASnapshotFolder(String)
    /// `--against` a folder made at another scale, or framed where this run is not (or not).
    case incomparable(String, base: String, head: String)
    /// A picture that cannot be read or decoded.
    case unreadablePicture(String)

    public var description: String {
        switch self {
        case .unknownState(let name, let suggestion, let known):
            "no state is named “\(name)”"
                + (suggestion.map { "; did you mean “\($0)”?" } ?? "; the states are \(known.joined(separator: ", "))")
        case .scaleOutOfRange(let scale):
            "a scale of \(scale) is out of range: \(SnapshotPlan.scales.lowerBound) to \(SnapshotPlan.scales.upperBound)"
        case .browser(let error): error.description
        case .notASnapshotFolder(let path):
            "\(path) is not a snapshot folder: it has no snapshots.json written by mailsitegen snapshot"
        case .incomparable(let path, let base, let head):
            "\(path) was made \(base), this run \(head): give the same --scale and --frame to compare them"
        case .unreadablePicture(let path): "cannot read the picture \(path)"
        }
    }
}
