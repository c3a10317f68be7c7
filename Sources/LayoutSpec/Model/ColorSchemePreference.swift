extension LayoutSpec {
    /// Light, dark, or following the system (`prefers-color-scheme`).
    public enum ColorSchemePreference: String, Sendable, Equatable, CaseIterable {
        case auto, light, dark
    }
}
