/// The tab bar's geometry and motion (`CustomTabbar` in the original). Lengths are in points,
/// which the page writes as CSS pixels.
public struct TabBarStyle: Sendable, Equatable, Codable, SpecSection {
    /// `.frame(height: 50)`
    public var height: Double = 50
    /// `HStack(spacing: 8)` between the category group and the All Mails pill, and between
    /// categories once one is selected.
    public var spacing: Double = 8
    /// The category group's spacing while All Mails is active: negative, so the pills overlap.
    public var collapsedSpacing: Double = -15
    /// `.padding(.horizontal, 15)` around the row.
    public var horizontalPadding: Double = 15
    /// `.padding(.bottom, 10)` under the row, inside the material.
    public var bottomPadding: Double = 10
    /// `RoundedRectangle(cornerRadius: 20, style: .continuous)`
    public var cornerRadius: Double = 20
    /// Horizontal padding of the active pill.
    public var activePadding: Double = 13
    /// Horizontal padding of an inactive pill.
    public var inactivePadding: Double = 20
    /// The page-coloured ring behind each category pill while All Mails is active (`.padding(-3)`).
    public var ringWidth: Double = 3
    /// `.transition(.offset(x: 200))` of the All Mails pill.
    public var allMailsEntryOffset: Double = 200
    /// The variant where the active pill takes all remaining width (`.frame(maxWidth: .infinity)`).
    public var activeFillsWidth: Bool = false
    /// Background of a pill that is not selected (the `inActiveTab` asset colour).
    public var inactiveBackground: SpecColor = SpecColor(
        light: .init(0xE8E8E8), dark: .init(0x222222), written: .pair(light: "#E8E8E8", dark: "#222222"))
    /// Foreground of a pill that is not selected (`.gray`).
    public var inactiveForeground: SpecColor = .systemGray
    /// `withAnimation(.bouncy(duration: 0.3))` around every tab change.
    public var animation: Spring = .bouncy

    public init() {}

    enum CodingKeys: String, CodingKey, CaseIterable {
        case height, spacing, collapsedSpacing, horizontalPadding, bottomPadding, cornerRadius
        case activePadding, inactivePadding, ringWidth, allMailsEntryOffset, activeFillsWidth
        case inactiveBackground, inactiveForeground, animation
    }

    public init(from decoder: any Decoder, default fallback: TabBarStyle) throws {
        let container = try decoder.specContainer(keyedBy: CodingKeys.self)
        height = try container.number(.height, default: fallback.height, in: 20...200, unit: "px")
        spacing = try container.number(.spacing, default: fallback.spacing, in: 0...100, unit: "px")
        collapsedSpacing = try container.number(
            .collapsedSpacing, default: fallback.collapsedSpacing, in: -100...100, unit: "px")
        horizontalPadding = try container.number(
            .horizontalPadding, default: fallback.horizontalPadding, in: 0...200, unit: "px")
        bottomPadding = try container.number(
            .bottomPadding, default: fallback.bottomPadding, in: 0...100, unit: "px")
        cornerRadius = try container.number(
            .cornerRadius, default: fallback.cornerRadius, in: 0...100, unit: "px")
        activePadding = try container.number(
            .activePadding, default: fallback.activePadding, in: 0...100, unit: "px")
        inactivePadding = try container.number(
            .inactivePadding, default: fallback.inactivePadding, in: 0...100, unit: "px")
        ringWidth = try container.number(.ringWidth, default: fallback.ringWidth, in: 0...20, unit: "px")
        allMailsEntryOffset = try container.number(
            .allMailsEntryOffset, default: fallback.allMailsEntryOffset, in: 0...2000, unit: "px")
        activeFillsWidth = try container.value(.activeFillsWidth, default: fallback.activeFillsWidth)
        inactiveBackground = try container.value(.inactiveBackground, default: fallback.inactiveBackground)
        inactiveForeground = try container.value(.inactiveForeground, default: fallback.inactiveForeground)
        animation = try container.section(.animation, default: fallback.animation)
    }

    public init(from decoder: any Decoder) throws {
        try self.init(from: decoder, default: TabBarStyle())
    }
}
