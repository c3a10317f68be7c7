/// How the header responds to scrolling (`ScrollResponseConfig` in the seed's summary).
public struct ScrollResponse: Sendable, Equatable, Encodable, SpecObject {
    public var collapseThreshold: Double = 110
    public var transitionDistance: Double = 15

    public init() {}

    public init(collapseThreshold: Double, transitionDistance: Double) {
        self.collapseThreshold = collapseThreshold
        self.transitionDistance = transitionDistance
    }

    public static var placeholder: ScrollResponse { ScrollResponse() }

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

/// The header's background: the material and the divider at its bottom edge.
public struct HeaderStyle: Sendable, Equatable, Encodable, SpecObject {
    /// The 1 px line under the header, `.gray.opacity(0.3)` in the original.
    public struct Divider: Sendable, Equatable, Encodable, SpecObject {
        public var width: Double = 1
        public var opacity: Double = 0.3

        public init() {}

        public static var placeholder: Divider { Divider() }

        public static let fields: [SpecField<Divider>] = [
            .number("width", \.width, in: 0...10, unit: "px", "The line's thickness: .frame(height: 1)."),
            .number("opacity", \.opacity, in: 0...1, "Its gray's opacity: .gray.opacity(0.3)."),
        ]
    }

    public var divider = Divider()

    public init() {}

    public static var placeholder: HeaderStyle { HeaderStyle() }

    public static let fields: [SpecField<HeaderStyle>] = [
        .section("divider", \.divider, "The line at the bottom edge of the header's material.")
    ]
}
