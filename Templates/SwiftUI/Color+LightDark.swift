// MARK: - Colours

extension Color {
    /// A colour with a light and a dark appearance, each written 0xRRGGBB (sRGB).
    init(light: UInt32, dark: UInt32) {
        self.init(
            uiColor: UIColor { traits in
                let rgb = traits.userInterfaceStyle == .dark ? dark : light
                return UIColor(
                    red: CGFloat(rgb >> 16 & 0xFF) / 255, green: CGFloat(rgb >> 8 & 0xFF) / 255,
                    blue: CGFloat(rgb & 0xFF) / 255, alpha: 1)
            })
    }
}
