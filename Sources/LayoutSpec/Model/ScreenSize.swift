/// The phone screen shown on a wide window: an iPhone 15/16's 393 × 852 points by default.
public struct ScreenSize: Sendable, Equatable, SpecObject {
    public var width: Double = 393
    public var height: Double = 852
    /// A named phone, whose size and status bar replace `width` and `height`.
    public var device = PhoneModel.custom

    public init() {}

    public static let placeholder = ScreenSize()

    public static let fields: [SpecField<ScreenSize>] = [
        .number(
            "width", get: { $0.width }, set: { $0.width = $1 }, in: 280...1024, unit: "px", outputs: [.css],
            original: "UIScreen.main.bounds.width ({} on the preview device)",
            "The phone screen's width on a wide window."),
        .number(
            "height", get: { $0.height }, set: { $0.height = $1 }, in: 480...1400, unit: "px", outputs: [.css],
            original: "UIScreen.main.bounds.height ({} on the preview device)",
            "Its height; it shrinks to fit a short window."),
        .value(
            "device", get: { $0.device }, set: { $0.device = $1 },
            "A named phone (se, mini, 16, 16-pro, 16-plus, 16-pro-max) whose size and status bar "
                + "replace width and height; custom keeps them."),
    ]
}
