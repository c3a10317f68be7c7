extension LayoutSpec.LayoutDirection: SpecChoice {
    public static let choiceName = "layout direction"
}
