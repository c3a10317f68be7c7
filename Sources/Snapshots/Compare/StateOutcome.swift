/// What a change did to one state.
public enum StateChange: Sendable, Equatable {
    /// The same pixels, or differences below the threshold or only in anti-aliasing.
    case unchanged
    /// `pixels` changed, `share` of the picture (0 to 1).
    case changed(pixels: Int, share: Double)
    /// A picture of another size (a taller phone): the overlap compared, every pixel only one of
    /// the two has counted as changed, `share` of both together.
    case resized(from: PixelSize, to: PixelSize, pixels: Int, share: Double)
    /// A state the base does not have.
    case added
    /// A state of the base that is gone.
    case removed

    /// `unchanged`, `changed`, `resized`, `added` or `removed`: report.json's `status`.
    public var status: String {
        switch self {
        case .unchanged: "unchanged"
        case .changed: "changed"
        case .resized: "resized"
        case .added: "added"
        case .removed: "removed"
        }
    }

    /// The changed pixels and their share, for a changed or resized state.
    public var changedPixels: (pixels: Int, share: Double)? {
        switch self {
        case .changed(let pixels, let share), .resized(_, _, let pixels, let share): (pixels, share)
        default: nil
        }
    }
}

/// One state in the report: which it is, what happened to it, and its pictures' paths relative
/// to the report's folder.
public struct StateOutcome: Sendable, Equatable {
    public var name: String
    public var label: String
    public var link: String
    public var change: StateChange
    /// The base's picture, copied into the report's folder (`before/<name>.png`); nil for an
    /// added state and for an unchanged one (the new picture is the same).
    public var beforeFile: String?
    /// The new picture (the state's `file`); nil for a removed state.
    public var afterFile: String?
    /// The difference image (`diff/<name>.png`), for a changed or resized state.
    public var diffFile: String?

    public init(
        name: String, label: String, link: String, change: StateChange, beforeFile: String? = nil,
        afterFile: String? = nil, diffFile: String? = nil
    ) {
        self.name = name
        self.label = label
        self.link = link
        self.change = change
        self.beforeFile = beforeFile
        self.afterFile = afterFile
        self.diffFile = diffFile
    }
}
