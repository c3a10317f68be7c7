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
        .number(
            "height", get: { $0.height }, set: { $0.height = $1 }, in: 20...200, unit: "px", outputs: [.css, .swiftUI],
            original: ".frame(height: {})",
            "The row's height."),
        .number(
            "spacing", get: { $0.spacing }, set: { $0.spacing = $1 }, in: 0...100, unit: "px",
            outputs: [.css, .swiftUI],
            original: "HStack(spacing: {})",
            "Between the categories once one is selected, and before the All Mails pill."),
        .number(
            "collapsedSpacing", get: { $0.collapsedSpacing }, set: { $0.collapsedSpacing = $1 }, in: -100...100,
            unit: "px", outputs: [.css, .swiftUI],
            original: "HStack(spacing: {}) under All Mails",
            "Between the categories while All Mails is active; negative, so they overlap."),
        .number(
            "horizontalPadding", get: { $0.horizontalPadding }, set: { $0.horizontalPadding = $1 }, in: 0...200,
            unit: "px", outputs: [.css, .swiftUI],
            original: ".padding(.horizontal, {})", "Around the row."),
        .number(
            "bottomPadding", get: { $0.bottomPadding }, set: { $0.bottomPadding = $1 }, in: 0...100, unit: "px",
            outputs: [.css, .swiftUI],
            original: ".padding(.bottom, {})", "Under the row, inside the header's material."),
        .number(
            "cornerRadius", get: { $0.cornerRadius }, set: { $0.cornerRadius = $1 }, in: 0...100, unit: "px",
            outputs: [.css, .swiftUI],
            original: "RoundedRectangle(cornerRadius: {})",
            "The pills' corners, drawn continuous (a squircle, not circular arcs)."),
        .number(
            "activePadding", get: { $0.activePadding }, set: { $0.activePadding = $1 }, in: 0...100, unit: "px",
            outputs: [.css, .swiftUI],
            original: ".padding(.horizontal, {})", "Horizontal padding of the active pill."),
        .number(
            "inactivePadding", get: { $0.inactivePadding }, set: { $0.inactivePadding = $1 }, in: 0...100, unit: "px",
            outputs: [.css, .swiftUI],
            original: ".padding(.horizontal, {})", "Horizontal padding of an inactive pill."),
        .number(
            "ringWidth", get: { $0.ringWidth }, set: { $0.ringWidth = $1 }, in: 0...20, unit: "px", step: 0.5,
            outputs: [.css, .swiftUI],
            original: ".padding(-{})",
            "The page-coloured ring that separates the overlapping categories while All Mails is active."),
        .number(
            "allMailsEntryOffset", get: { $0.allMailsEntryOffset }, set: { $0.allMailsEntryOffset = $1 }, in: 0...2000,
            unit: "px",
            outputs: [.css, .script, .swiftUI], original: ".transition(.offset(x: {}))",
            "How far the All Mails pill slides in from the right, and back out."),
        .value(
            "activeFillsWidth", get: { $0.activeFillsWidth }, set: { $0.activeFillsWidth = $1 }, outputs: [.swiftUI],
            original: ".frame(maxWidth: .infinity)",
            "Whether the active pill takes all the width the others leave."),
        .value(
            "inactiveBackground", get: { $0.inactiveBackground }, set: { $0.inactiveBackground = $1 },
            outputs: [.css, .swiftUI], original: "Color.inActiveTab",
            "An inactive pill's background."),
        .value(
            "inactiveForeground", get: { $0.inactiveForeground }, set: { $0.inactiveForeground = $1 },
            outputs: [.css, .swiftUI], original: ".foregroundStyle(.gray)", "An inactive pill's icon."),
        .section(
            "animation", get: { $0.animation }, set: { $0.animation = $1 }, outputs: [.css, .script, .swiftUI],
            original: "withAnimation({})",
            "Every change of tab."),
    ]
}
