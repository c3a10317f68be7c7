import LayoutSpec

extension Spring {
    /// The spring as a SwiftUI `Animation`, the way the original writes it where it can:
    /// `.bouncy(duration: 0.3)` when the bounce is `.bouncy`'s 0.3, `.interactiveSpring` for the
    /// spec's default search spring (the original's, which the spec writes as duration 0.15,
    /// bounce 0.15), and `.spring(duration: 0.5, bounce: 0.2)` otherwise.
    var swiftUIAnimation: String {
        if self == .interactive { return ".interactiveSpring" }
        if bounce == Spring.bouncy.bounce { return ".bouncy(duration: \(duration.swiftLiteral))" }
        return ".spring(duration: \(duration.swiftLiteral), bounce: \(bounce.swiftLiteral))"
    }

    /// `duration 0.3 s, bounce 0.3`: the spec's numbers, for the comment beside the animation
    /// (which a preset such as `.interactiveSpring` does not show).
    var summary: String {
        "duration \(duration.swiftLiteral) s, bounce \(bounce.swiftLiteral)"
    }
}
