import LayoutSpec

/// The four appearances a colour of the spec has: light and dark, each also under Increase
/// Contrast. The token exports' themes, Figma modes and asset catalogue appearances.
enum Appearance: String, CaseIterable {
    case light
    case dark
    case lightHighContrast
    case darkHighContrast

    /// How a person reads it: `Light High Contrast`, a Figma mode's name.
    var title: String {
        switch self {
        case .light: "Light"
        case .dark: "Dark"
        case .lightHighContrast: "Light High Contrast"
        case .darkHighContrast: "Dark High Contrast"
        }
    }

    var isDark: Bool { self == .dark || self == .darkHighContrast }
    var isHighContrast: Bool { self == .lightHighContrast || self == .darkHighContrast }
}

extension SpecColor {
    /// The colour in `appearance`: under high contrast the one the page shows under
    /// `prefers-contrast: more` (the spec's own pair, else the accessible system colour).
    func rgb(in appearance: Appearance) -> RGB {
        switch appearance {
        case .light: light
        case .dark: dark
        case .lightHighContrast: accessible.light
        case .darkHighContrast: accessible.dark
        }
    }
}

extension SpecColor.RGB {
    /// Each channel from 0 to 1, to four decimals: a channel's byte is the nearest to 255 times it.
    var unitComponents: [Double] {
        [red, green, blue].map { (Double($0) / 255 * 10_000).rounded() / 10_000 }
    }
}
