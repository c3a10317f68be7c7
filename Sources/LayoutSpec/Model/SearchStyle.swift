/// The search drawer (`.searchable(placement: .navigationBarDrawer)`).
public struct SearchStyle: Sendable, Equatable, Encodable, SpecObject {
    public var placeholder = "Search"
    public var cancelTitle = "Cancel"
    public var animation: Spring = .interactive

    public init() {}

    public static var placeholder: SearchStyle { SearchStyle() }

    public static let fields: [SpecField<SearchStyle>] = [
        .value("placeholder", \.placeholder, "The search field's placeholder."),
        .value("cancelTitle", \.cancelTitle, "The title of the button that ends a search."),
        .section(
            "animation", \.animation,
            "How the tab bar folds away while searching: .animation(.interactiveSpring, value: isSearchActive)."),
    ]
}

/// The phone screen shown on a wide window: an iPhone 15/16's 393 × 852 points by default.
public struct ScreenSize: Sendable, Equatable, Encodable, SpecObject {
    public var width: Double = 393
    public var height: Double = 852

    public init() {}

    public static var placeholder: ScreenSize { ScreenSize() }

    public static let fields: [SpecField<ScreenSize>] = [
        .number("width", \.width, in: 280...1024, unit: "px", "The phone screen's width on a wide window."),
        .number("height", \.height, in: 480...1400, unit: "px", "Its height (it shrinks to fit a short window)."),
    ]
}
