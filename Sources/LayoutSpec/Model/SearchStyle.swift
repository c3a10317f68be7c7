/// The search drawer (`.searchable(placement: .navigationBarDrawer)`).
public struct SearchStyle: Sendable, Equatable, Codable, SpecSection {
    /// The field's placeholder.
    public var placeholder = "Search"
    /// The Cancel button's title.
    public var cancelTitle = "Cancel"
    /// How the tab bar folds away while searching: `.animation(.interactiveSpring, value: isSearchActive)`.
    public var animation: Spring = .interactive

    public init() {}

    enum CodingKeys: String, CodingKey, CaseIterable {
        case placeholder, cancelTitle, animation
    }

    public init(from decoder: any Decoder, default fallback: SearchStyle) throws {
        let container = try decoder.specContainer(keyedBy: CodingKeys.self)
        placeholder = try container.value(.placeholder, default: fallback.placeholder)
        cancelTitle = try container.value(.cancelTitle, default: fallback.cancelTitle)
        animation = try container.section(.animation, default: fallback.animation)
    }

    public init(from decoder: any Decoder) throws {
        try self.init(from: decoder, default: SearchStyle())
    }
}

/// The phone screen shown on a wide window: an iPhone 15/16's 393 × 852 points by default.
public struct ScreenSize: Sendable, Equatable, Codable, SpecSection {
    public var width: Double = 393
    public var height: Double = 852

    public init() {}

    enum CodingKeys: String, CodingKey, CaseIterable {
        case width, height
    }

    public init(from decoder: any Decoder, default fallback: ScreenSize) throws {
        let container = try decoder.specContainer(keyedBy: CodingKeys.self)
        width = try container.number(.width, default: fallback.width, in: 280...1024, unit: "px")
        height = try container.number(.height, default: fallback.height, in: 480...1400, unit: "px")
    }

    public init(from decoder: any Decoder) throws {
        try self.init(from: decoder, default: ScreenSize())
    }
}
