import BrowserDriver

/// What stops a snapshot: a state that is not on the board, a scale out of range, the browser.
public enum SnapshotError: Error, Sendable, Equatable, CustomStringConvertible {
    case unknownState(String, suggestion: String?, known: [String])
    case scaleOutOfRange(Double)
    case browser(BrowserError)

    public var description: String {
        switch self {
        case .unknownState(let name, let suggestion, let known):
            "no state is named “\(name)”"
                + (suggestion.map { "; did you mean “\($0)”?" } ?? "; the states are \(known.joined(separator: ", "))")
        case .scaleOutOfRange(let scale):
            "a scale of \(scale) is out of range: \(SnapshotPlan.scales.lowerBound) to \(SnapshotPlan.scales.upperBound)"
        case .browser(let error): error.description
        }
    }
}
