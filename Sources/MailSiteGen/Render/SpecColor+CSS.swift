import LayoutSpec

extension SpecColor: CSSRepresentable {
    /// `light-dark(#007AFF, #0A84FF)`, or one hex value when both appearances agree.
    var css: String {
        light == dark ? light.description : "light-dark(\(light), \(dark))"
    }
}
