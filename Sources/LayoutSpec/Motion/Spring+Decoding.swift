extension Spring: SpecSection {
    enum CodingKeys: String, CodingKey, CaseIterable {
        case duration, bounce
    }

    /// Durations outside this range are not springs anyone would ship (seconds).
    public static let durationRange = 0.05...5.0
    /// SwiftUI accepts −1…1; the ends never settle, so the spec stops short of them.
    public static let bounceRange = -0.9...0.9

    public init(from decoder: any Decoder, default fallback: Spring) throws {
        let container = try decoder.specContainer(keyedBy: CodingKeys.self)
        duration = try container.number(
            .duration, default: fallback.duration, in: Self.durationRange, unit: "s")
        bounce = try container.number(.bounce, default: fallback.bounce, in: Self.bounceRange)
    }

    public init(from decoder: any Decoder) throws {
        try self.init(from: decoder, default: .bouncy)
    }
}
