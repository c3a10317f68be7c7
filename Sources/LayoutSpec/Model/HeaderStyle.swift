/// The header's background: the material and the divider at its bottom edge.
public struct HeaderStyle: Sendable, Equatable, SpecObject {
    public var divider = Divider()

    public init() {}

    public static let placeholder = HeaderStyle()

    public static let fields: [SpecField<HeaderStyle>] = [
        .section("divider", \.divider, "The line at the bottom edge of the header's material.")
    ]
}
