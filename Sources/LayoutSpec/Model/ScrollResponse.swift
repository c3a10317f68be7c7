/// How the header responds to scrolling (`ScrollResponseConfig` in the seed's summary).
public struct ScrollResponse: Sendable, Equatable, Codable, SpecSection {
    /// Distance scrolled, in px, at which the material starts to fade in (110 in the code,
    /// 50 in the seed's summary).
    public var collapseThreshold: Double = 110
    /// Distance, in px, over which it fades from 0 to 1 ("transitionSpeed" in the summary).
    public var transitionDistance: Double = 15

    public init() {}

    public init(collapseThreshold: Double, transitionDistance: Double) {
        self.collapseThreshold = collapseThreshold
        self.transitionDistance = transitionDistance
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case collapseThreshold, transitionDistance
    }

    public init(from decoder: any Decoder, default fallback: ScrollResponse) throws {
        let container = try decoder.specContainer(keyedBy: CodingKeys.self)
        collapseThreshold = try container.number(
            .collapseThreshold, default: fallback.collapseThreshold, in: 0...5000, unit: "px")
        transitionDistance = try container.number(
            .transitionDistance, default: fallback.transitionDistance, in: 1...1000, unit: "px")
    }

    public init(from decoder: any Decoder) throws {
        try self.init(from: decoder, default: ScrollResponse())
    }

    /// The material's opacity after scrolling `scrollY` px.
    public func progress(scrollY: Double) -> Double {
        scrollProgress(
            scrollY: scrollY, collapseThreshold: collapseThreshold, transitionDistance: transitionDistance)
    }
}

/// The header's background: the material and the divider at its bottom edge.
public struct HeaderStyle: Sendable, Equatable, Codable, SpecSection {
    /// The 1 px line under the header, `.gray.opacity(0.3)` in the original.
    public struct Divider: Sendable, Equatable, Codable, SpecSection {
        public var width: Double = 1
        public var opacity: Double = 0.3

        public init() {}

        enum CodingKeys: String, CodingKey, CaseIterable {
            case width, opacity
        }

        public init(from decoder: any Decoder, default fallback: Divider) throws {
            let container = try decoder.specContainer(keyedBy: CodingKeys.self)
            width = try container.number(.width, default: fallback.width, in: 0...10, unit: "px")
            opacity = try container.number(.opacity, default: fallback.opacity, in: 0...1)
        }

        public init(from decoder: any Decoder) throws {
            try self.init(from: decoder, default: Divider())
        }
    }

    public var divider = Divider()

    public init() {}

    enum CodingKeys: String, CodingKey, CaseIterable {
        case divider
    }

    public init(from decoder: any Decoder, default fallback: HeaderStyle) throws {
        let container = try decoder.specContainer(keyedBy: CodingKeys.self)
        divider = try container.section(.divider, default: fallback.divider)
    }

    public init(from decoder: any Decoder) throws {
        try self.init(from: decoder, default: HeaderStyle())
    }
}
