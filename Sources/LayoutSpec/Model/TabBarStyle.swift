/// The tab bar's geometry and motion (`CustomTabbar` in the original). Lengths are in points,
/// which the page writes as CSS pixels.
public struct TabBarStyle: Sendable, Equatable, SpecObject {
    public var height: Double = 50
    public var spacing: Double = 8
    public var collapsedSpacing: Double = -15
    public var horizontalPadding: Double = 15
    public var bottomPadding: Double = 10
    public var cornerRadius: Double = 20
    public var activePadding: Double = 13
    public var inactivePadding: Double = 20
    public var ringWidth: Double = 3
    public var allMailsEntryOffset: Double = 200
    public var activeFillsWidth: Bool = false
    public var inactiveBackground = SpecColor(
        light: .init(0xE8E8E8), dark: .init(0x222222), written: .pair(light: "#E8E8E8", dark: "#222222"))
    public var inactiveForeground: SpecColor = .systemGray
    public var animation: Spring = .bouncy

    public init() {}

    public static let placeholder = TabBarStyle()

    public static let fields: [SpecField<TabBarStyle>] = [
        .number("height", \.height, in: 20...200, unit: "px", "The row's height: .frame(height: 50)."),
        .number(
            "spacing", \.spacing, in: 0...100, unit: "px",
            "Between the categories once one is selected, and before the All Mails pill: HStack(spacing: 8)."),
        .number(
            "collapsedSpacing", \.collapsedSpacing, in: -100...100, unit: "px",
            "Between the categories while All Mails is active; negative, so they overlap."),
        .number(
            "horizontalPadding", \.horizontalPadding, in: 0...200, unit: "px",
            "Around the row: .padding(.horizontal, 15)."),
        .number(
            "bottomPadding", \.bottomPadding, in: 0...100, unit: "px",
            "Under the row, inside the material: .padding(.bottom, 10)."),
        .number(
            "cornerRadius", \.cornerRadius, in: 0...100, unit: "px",
            "RoundedRectangle(cornerRadius: 20, style: .continuous)."),
        .number(
            "activePadding", \.activePadding, in: 0...100, unit: "px", "Horizontal padding of the active pill."),
        .number(
            "inactivePadding", \.inactivePadding, in: 0...100, unit: "px", "Horizontal padding of an inactive pill."
        ),
        .number(
            "ringWidth", \.ringWidth, in: 0...20, unit: "px",
            "The page-coloured ring behind each category while All Mails is active: .padding(-3)."),
        .number(
            "allMailsEntryOffset", \.allMailsEntryOffset, in: 0...2000, unit: "px",
            "How far the All Mails pill slides: .transition(.offset(x: 200))."),
        .value(
            "activeFillsWidth", \.activeFillsWidth,
            "The variant where the active pill takes all remaining width (.frame(maxWidth: .infinity))."),
        .value("inactiveBackground", \.inactiveBackground, "Background of an inactive pill (Color.inActiveTab)."),
        .value("inactiveForeground", \.inactiveForeground, "Foreground of an inactive pill (.gray)."),
        .section("animation", \.animation, "Every tab change: withAnimation(.bouncy(duration: 0.3))."),
    ]
}
