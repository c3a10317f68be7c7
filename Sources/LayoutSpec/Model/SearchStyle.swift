/// The search drawer (`.searchable(placement: .navigationBarDrawer)`).
public struct SearchStyle: Sendable, Equatable, SpecObject {
    public var placeholder = "Search"
    public var cancelTitle = "Cancel"
    public var animation: Spring = .interactive

    public init() {}

    public static let placeholder = SearchStyle()

    public static let fields: [SpecField<SearchStyle>] = [
        .value(
            "placeholder", get: { $0.placeholder }, set: { $0.placeholder = $1 }, outputs: [.swiftUI],
            original: ".searchable(text: $searchText, prompt: {})",
            "The search field's placeholder."),
        .value(
            "cancelTitle", get: { $0.cancelTitle }, set: { $0.cancelTitle = $1 },
            "The title of the button that ends a search."),
        .section(
            "animation", get: { $0.animation }, set: { $0.animation = $1 }, outputs: [.css, .script, .swiftUI],
            original: ".animation({}, value: isSearchActive)", "How the tab bar folds away while searching."),
    ]
}
