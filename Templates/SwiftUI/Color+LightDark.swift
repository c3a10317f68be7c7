// MARK: - Colours

extension Color {
    /// A colour with a light and a dark appearance, each written 0xRRGGBB (sRGB), and its own
    /// under Increase Contrast where the spec gives one.
    init(light: UInt32, dark: UInt32, increasedContrastLight: UInt32? = nil, increasedContrastDark: UInt32? = nil) {
        self.init(
            uiColor: UIColor { traits in
                let increased = traits.accessibilityContrast == .high
                let rgb =
                    traits.userInterfaceStyle == .dark
                    ? (increased ? increasedContrastDark ?? dark : dark)
                    : (increased ? increasedContrastLight ?? light : light)
                return UIColor(
                    red: CGFloat(rgb >> 16 & 0xFF) / 255, green: CGFloat(rgb >> 8 & 0xFF) / 255,
                    blue: CGFloat(rgb & 0xFF) / 255, alpha: 1)
            })
    }
}
