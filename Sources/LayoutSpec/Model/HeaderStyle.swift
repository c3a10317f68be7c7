/// The header's background: the material and the divider at its bottom edge.
public struct HeaderStyle: Sendable, Equatable, SpecObject {
    public var divider = Divider()

    public init() {}

    public static let placeholder = HeaderStyle()

    public static let fields: [SpecField<HeaderStyle>] = [
        .section(
            "divider", get: { $0.divider }, set: { $0.divider = $1 },
            "The line at the bottom edge of the header's material.")
    ]
}
