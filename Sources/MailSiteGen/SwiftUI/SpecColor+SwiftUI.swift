import LayoutSpec

extension SpecColor {
    /// The iOS system colours that SwiftUI's `Color` names itself (`Color.blue`); the others of
    /// the spec's palette (`gray2` … `gray6`) have no `Color` static and are written as values.
    static let swiftUINames: Set<String> = [
        "black", "blue", "brown", "cyan", "gray", "green", "indigo", "mint", "orange", "pink", "purple", "red",
        "teal", "white", "yellow",
    ]

    /// The colour as a SwiftUI `Color`: `Color.blue` for a system colour SwiftUI names, else
    /// `Color(light: 0xE8E8E8, dark: 0x222222)` (the generated file declares that initialiser; a
    /// hex colour has the same value twice). Written from the validated values and names only,
    /// never from the spec's text.
    var swiftUIColor: String {
        if let swiftUIName { return "Color.\(swiftUIName)" }
        let increased = accessible
        let contrast =
            increased == (light, dark)
            ? ""
            : ", increasedContrastLight: \(increased.light.swiftHexLiteral), "
                + "increasedContrastDark: \(increased.dark.swiftHexLiteral)"
        return "Color(light: \(light.swiftHexLiteral), dark: \(dark.swiftHexLiteral)\(contrast))"
    }

    /// The same where the type is known to be `Color`: `.blue`, or `Color(light:dark:)` as above.
    var swiftUIColorShorthand: String {
        swiftUIName.map { ".\($0)" } ?? swiftUIColor
    }

    /// Whether `swiftUIColor` uses the generated `Color(light:dark:)`.
    var needsLightDarkInitializer: Bool { swiftUIName == nil }

    private var swiftUIName: String? {
        guard case .single(let name) = written, Self.swiftUINames.contains(name),
            let palette = Self.systemPalette[name], palette.light == light, palette.dark == dark
        else { return nil }
        return name
    }
}

extension SpecColor.RGB {
    /// `0xE8E8E8`.
    var swiftHexLiteral: String { "0x" + description.dropFirst() }
}
