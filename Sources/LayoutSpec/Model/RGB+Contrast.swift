#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension SpecColor.RGB {
    public static let white = SpecColor.RGB(0xFFFFFF)
    public static let black = SpecColor.RGB(0x000000)

    /// WCAG 2's relative luminance.
    public var relativeLuminance: Double {
        func linear(_ channel: UInt8) -> Double {
            let value = Double(channel) / 255
            return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// WCAG 2's contrast ratio, 1 to 21.
    public func contrastRatio(with other: SpecColor.RGB) -> Double {
        let (lighter, darker) = (
            max(relativeLuminance, other.relativeLuminance), min(relativeLuminance, other.relativeLuminance)
        )
        return (lighter + 0.05) / (darker + 0.05)
    }

    /// White text on this colour, as iOS draws it, or black where white would not reach 4.5:1.
    public var readableText: SpecColor.RGB {
        contrastRatio(with: .white) >= 4.5 ? .white : .black
    }
}
