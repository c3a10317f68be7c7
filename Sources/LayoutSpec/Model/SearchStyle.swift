/// The search drawer (`.searchable(placement: .navigationBarDrawer)`).
public struct SearchStyle: Sendable, Equatable, SpecObject {
    public var placeholder = "Search"
    public var cancelTitle = "Cancel"
    public var animation: Spring = .interactive

    public init() {}

    public static let placeholder = SearchStyle()

    public static let fields: [SpecField<SearchStyle>] = [
        .value(
            "placeholder", \.placeholder, outputs: [.swiftUI], original: ".searchable(text: $searchText, prompt: {})",
            "The search field's placeholder."),
        .value("cancelTitle", \.cancelTitle, "The title of the button that ends a search."),
        .section(
            "animation", \.animation, outputs: [.css, .script, .swiftUI],
            original: ".animation({}, value: isSearchActive)", "How the tab bar folds away while searching."),
    ]
}
