/// How the header responds to scrolling (`ScrollResponseConfig` in the seed's summary).
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
            "collapseThreshold", \.collapseThreshold, in: 0...5000, unit: "px",
            "Distance scrolled at which the material starts to fade in (110 in the code, 50 in the seed's summary)."
        ),
        .number(
            "transitionDistance", \.transitionDistance, in: 1...1000, unit: "px",
            "Distance over which it fades from 0 to 1 (\"transitionSpeed\" in the summary)."),
    ]

    /// The material's opacity after scrolling `scrollY` px.
    public func progress(scrollY: Double) -> Double {
        scrollProgress(
            scrollY: scrollY, collapseThreshold: collapseThreshold, transitionDistance: transitionDistance)
    }
}
