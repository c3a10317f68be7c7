import LayoutSpec

extension SpecColor: CSSRepresentable {
    /// `light-dark(#007AFF, #0A84FF)`, or one hex value when both appearances agree.
    var css: String { Self.css(light, dark) }

    /// The same under Increase Contrast.
    var accessibleCSS: String { Self.css(accessible.light, accessible.dark) }

    private static func css(_ light: RGB, _ dark: RGB) -> String {
        light == dark ? light.description : "light-dark(\(light), \(dark))"
    }
}
