extension LayoutSpec.ColorSchemePreference: SpecChoice {
    public static let choiceName = "colour scheme"
}
