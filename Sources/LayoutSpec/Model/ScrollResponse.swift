/// How the header responds to scrolling (`ScrollResponseConfig` in the original's summary).
public struct ScrollResponse: Sendable, Equatable, SpecObject {
    public var collapseThreshold: Double = 110
    public var transitionDistance: Double = 15

    public init() {}

    public init(collapseThreshold: Double, transitionDistance: Double) {
        self.collapseThreshold = collapseThreshold
        self.transitionDistance = transitionDistance
    }

    public static let placeholder = ScrollResponse()

    public static let fields: [SpecField<ScrollResponse>] = [
        .number(
            "collapseThreshold", get: { $0.collapseThreshold }, set: { $0.collapseThreshold = $1 }, in: 0...5000,
            unit: "px", outputs: [.css, .script, .swiftUI], original: "let collapseThreshold: CGFloat = {}",
            "How far the list scrolls before the material starts to fade in."),
        .number(
            "transitionDistance", get: { $0.transitionDistance }, set: { $0.transitionDistance = $1 }, in: 1...1000,
            unit: "px", outputs: [.css, .script, .swiftUI], original: "let transitionSpeed: CGFloat = {}",
            "How far it scrolls while the material fades in (transitionSpeed in the original SwiftUI screen)."),
    ]

    /// The material's opacity after scrolling `scrollY` px.
    public func progress(scrollY: Double) -> Double {
        scrollProgress(
            scrollY: scrollY, collapseThreshold: collapseThreshold, transitionDistance: transitionDistance)
    }
}
