extension Spring: SpecObject {
    /// Durations outside this range are not springs anyone would ship (seconds).
    public static let durationRange = 0.05...5.0
    /// SwiftUI accepts −1…1; the ends never settle, so the spec stops short of them.
    public static let bounceRange = -0.9...0.9

    public static let placeholder = Spring.bouncy

    public static var fieldKind: FieldKind { .spring }
    public var fieldValue: FieldValue { .spring(self) }

    public static let fields: [SpecField<Spring>] = [
        .number(
            "duration", get: { $0.duration }, set: { $0.duration = $1 }, in: durationRange, unit: "s",
            "Spring(duration:bounce:)'s perceptual duration."),
        .number(
            "bounce", get: { $0.bounce }, set: { $0.bounce = $1 }, in: bounceRange,
            "0 is critically damped, above 0 overshoots (.bouncy is 0.3), below 0 is overdamped."),
    ]
}
