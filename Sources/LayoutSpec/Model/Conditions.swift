/// The conditions a real iPhone is in (reference §6), as the spec names them. Each has `auto`,
/// which follows the viewer's own setting where the web exposes it, like `colorScheme`.
extension LayoutSpec {
    /// Settings ▸ Display & Text Size ▸ Larger Text: SwiftUI's `DynamicTypeSize` names, or `auto`
    /// (Large, or the phone's own setting in iOS Safari).
    public enum TextSizePreference: String, Sendable, Equatable, CaseIterable, SpecChoice {
        case auto, xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
        case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

        public static let choiceName = "text size"

        /// The size shown where the viewer's setting cannot be read: Large for `auto`.
        public var size: DynamicTypeSize { DynamicTypeSize(rawValue: rawValue) ?? .large }
    }

    /// Accessibility ▸ Increase Contrast (`prefers-contrast: more`).
    public enum ContrastPreference: String, Sendable, Equatable, CaseIterable, SpecChoice {
        case auto, standard, increased
        public static let choiceName = "contrast"
    }

    /// Accessibility ▸ Reduce Transparency (`prefers-reduced-transparency: reduce`).
    public enum TransparencyPreference: String, Sendable, Equatable, CaseIterable, SpecChoice {
        case auto, standard, reduced
        public static let choiceName = "transparency"
    }
}
