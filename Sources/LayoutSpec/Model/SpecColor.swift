/// A colour with its light and dark appearance, written in a spec as an iOS system colour name
/// (`"blue"`), a hex value (`"#FF9500"`, the same in both appearances) or an object
/// `{"light": "#E8E8E8", "dark": "#222222"}`.
public struct SpecColor: Sendable, Equatable {
    public var light: RGB
    public var dark: RGB
    /// How the spec wrote it, kept so that a spec written back reads the same.
    public var written: Written

    public enum Written: Sendable, Equatable {
        case single(String)
        case pair(light: String, dark: String)
    }

    /// Under Increase Contrast, where the spec gives its own: `{"light": …, "dark": …,
    /// "increasedContrastLight": …, "increasedContrastDark": …}`.
    public var increasedContrast: IncreasedContrast?

    public struct IncreasedContrast: Sendable, Equatable {
        public var light: RGB
        public var dark: RGB
        /// How the spec wrote them.
        public var writtenLight: String
        public var writtenDark: String
    }

    public init(light: RGB, dark: RGB, written: Written, increasedContrast: IncreasedContrast? = nil) {
        self.light = light
        self.dark = dark
        self.written = written
        self.increasedContrast = increasedContrast
    }

    /// The colour under Increase Contrast: the spec's own, else each system colour it names in its
    /// accessible variant, else the colour itself.
    public var accessible: (light: RGB, dark: RGB) {
        if let increasedContrast { return (increasedContrast.light, increasedContrast.dark) }
        switch written {
        case .single(let name):
            return Self.accessiblePalette[name] ?? (light, dark)
        case .pair(let lightName, let darkName):
            return (Self.accessiblePalette[lightName]?.light ?? light, Self.accessiblePalette[darkName]?.dark ?? dark)
        }
    }

    /// Increase Contrast's accessible system colours (the HIG's colour table), light / dark.
    public static let accessiblePalette: [String: (light: RGB, dark: RGB)] = [
        "blue": (RGB(0x0040DD), RGB(0x409CFF)),
        "green": (RGB(0x248A3D), RGB(0x30DB5B)),
        "indigo": (RGB(0x3634A3), RGB(0x7D7AFF)),
        "pink": (RGB(0xD30F45), RGB(0xFF6482)),
        "red": (RGB(0xD70015), RGB(0xFF6961)),
        "orange": (RGB(0xC93400), RGB(0xFFB340)),
        "yellow": (RGB(0xB25000), RGB(0xFFD426)),
        "mint": (RGB(0x0C817B), RGB(0x66D4CF)),
        "teal": (RGB(0x008299), RGB(0x5DE6FF)),
        "cyan": (RGB(0x0071A4), RGB(0x70D7FF)),
        "purple": (RGB(0x8944AB), RGB(0xDA8FFF)),
        "brown": (RGB(0x7F6545), RGB(0xB59469)),
        "gray": (RGB(0x6C6C70), RGB(0xAEAEB2)),
    ]

    /// A system colour by name, e.g. `SpecColor.system("blue")`.
    public static func system(_ name: String) -> SpecColor? {
        guard let pair = systemPalette[name] else { return nil }
        return SpecColor(light: pair.light, dark: pair.dark, written: .single(name))
    }

    /// The iOS system colours (UIKit's light and dark values).
    public static let systemPalette: [String: (light: RGB, dark: RGB)] = [
        "blue": (RGB(0x007AFF), RGB(0x0A84FF)),
        "green": (RGB(0x34C759), RGB(0x30D158)),
        "indigo": (RGB(0x5856D6), RGB(0x5E5CE6)),
        "pink": (RGB(0xFF2D55), RGB(0xFF375F)),
        "red": (RGB(0xFF3B30), RGB(0xFF453A)),
        "orange": (RGB(0xFF9500), RGB(0xFF9F0A)),
        "yellow": (RGB(0xFFCC00), RGB(0xFFD60A)),
        "mint": (RGB(0x00C7BE), RGB(0x63E6E2)),
        "teal": (RGB(0x30B0C7), RGB(0x40CBE0)),
        "cyan": (RGB(0x32ADE6), RGB(0x64D2FF)),
        "purple": (RGB(0xAF52DE), RGB(0xBF5AF2)),
        "brown": (RGB(0xA2845E), RGB(0xAC8E68)),
        "gray": (RGB(0x8E8E93), RGB(0x8E8E93)),
        "gray2": (RGB(0xAEAEB2), RGB(0x636366)),
        "gray3": (RGB(0xC7C7CC), RGB(0x48484A)),
        "gray4": (RGB(0xD1D1D6), RGB(0x3A3A3C)),
        "gray5": (RGB(0xE5E5EA), RGB(0x2C2C2E)),
        "gray6": (RGB(0xF2F2F7), RGB(0x1C1C1E)),
        "black": (RGB(0x000000), RGB(0x000000)),
        "white": (RGB(0xFFFFFF), RGB(0xFFFFFF)),
    ]

    public static var systemNames: [String] { systemPalette.keys.sorted() }

    /// Parses one written colour: a system name or `#RRGGBB`.
    static func parse(_ text: String) -> (light: RGB, dark: RGB)? {
        if let pair = systemPalette[text] { return pair }
        if let rgb = RGB(hex: text) { return (rgb, rgb) }
        return nil
    }

    /// The colours the default spec names.
    static let systemBlue = named("blue", 0x007AFF, 0x0A84FF)
    static let systemGreen = named("green", 0x34C759, 0x30D158)
    static let systemIndigo = named("indigo", 0x5856D6, 0x5E5CE6)
    static let systemPink = named("pink", 0xFF2D55, 0xFF375F)
    static let systemGray = named("gray", 0x8E8E93, 0x8E8E93)

    private static func named(_ name: String, _ light: UInt32, _ dark: UInt32) -> SpecColor {
        SpecColor(light: RGB(light), dark: RGB(dark), written: .single(name))
    }
}
