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
            "width", \.width, in: 280...1024, unit: "px", outputs: [.css], "The phone screen's width on a wide window."),
        .number(
            "height", \.height, in: 480...1400, unit: "px", outputs: [.css],
            "Its height; it shrinks to fit a short window."),
        .value(
            "device", \.device,
            "A named phone (se, mini, 16, 16-pro, 16-plus, 16-pro-max) whose size and status bar "
                + "replace width and height; custom keeps them."),
    ]
}
