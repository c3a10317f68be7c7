extension LayoutSpec {
    /// Left to right, right to left, or following the spec's `language` (SwiftUI's
    /// `LayoutDirection`, which iOS takes from the language).
    public enum LayoutDirection: String, Sendable, Equatable, CaseIterable {
        case auto, ltr, rtl
    }

    /// Whether the screen is mirrored: `layoutDirection`, or with `auto` the language's direction.
    public var isRightToLeft: Bool {
        switch layoutDirection {
        case .auto: language.isRightToLeft
        case .ltr: false
        case .rtl: true
        }
    }

    /// The direction in force, never `auto`: the page's `dir`.
    public var resolvedLayoutDirection: LayoutDirection { isRightToLeft ? .rtl : .ltr }
}
