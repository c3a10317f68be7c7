extension LayoutSpec.ColorSchemePreference: SpecChoice {
    static let choiceName = "colour scheme"
}
