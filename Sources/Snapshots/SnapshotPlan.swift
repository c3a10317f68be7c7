import LayoutSpec
import MailSiteGen

/// One state to draw: the board's state, its file name, and the picture's size.
public struct PlannedState: Sendable, Equatable {
    public var state: BoardState
    /// From the board's label: lower-case ASCII letters, digits and `-`, unique in the folder.
    public var name: String
    /// The viewport in CSS px (the phone's size in points, rounded).
    public var width: Int
    public var height: Int
    /// Device pixels per CSS px.
    public var scale: Double

    /// The picture's size in pixels.
    public var pixelWidth: Int { Int((Double(width) * scale).rounded()) }
    public var pixelHeight: Int { Int((Double(height) * scale).rounded()) }
    /// The link the picture is of: the board's, with the phone's status bar drawn
    /// (`statusbar=1`), so that a browser opening it shows the same picture.
    public var link: String { state.link + "&" + Self.statusBarKey }
    public static let statusBarKey = "statusbar=1"

    /// `<name>.png`.
    public var file: String { "\(name).png" }
}

/// The states a snapshot draws, in the board's order, with their names and sizes.
public enum SnapshotPlan {
    /// The scale when the phone names none: a custom screen of no named phone's size.
    public static let defaultScale = 3.0
    /// The scales `--scale` takes.
    public static let scales: ClosedRange<Double> = 1...4

    /// Every state of the board of `spec`, or those named in `only` (in the board's order); each
    /// at `scale`, else its phone's own.
    public static func make(spec: LayoutSpec, scale: Double?, only: [String] = []) throws(SnapshotError)
        -> [PlannedState]
    {
        if let scale, !scales.contains(scale) { throw .scaleOutOfRange(scale) }
        var used: Set<String> = []
        let all = BoardState.all(for: spec).enumerated().map { index, state in
            let name = SnapshotName.unique(SnapshotName.make(state.label, index: index), in: &used)
            return PlannedState(
                state: state, name: name, width: Int(state.width.rounded()), height: Int(state.height.rounded()),
                scale: scale ?? pixelScale(of: state))
        }
        guard !only.isEmpty else { return all }
        let names = all.map(\.name)
        for wanted in only where !names.contains(wanted) {
            throw .unknownState(wanted, suggestion: SnapshotName.closest(to: wanted, in: names), known: names)
        }
        return all.filter { only.contains($0.name) }
    }

    /// The phone's own scale; a custom screen takes the scale of the named phone of its size, else @3x.
    static func pixelScale(of state: BoardState) -> Double {
        let phone = state.device == .custom ? PhoneModel.phone(width: state.width, height: state.height) : state.device
        return phone?.pixelScale ?? defaultScale
    }
}
