/// The phones a screen can be named after (reference §6): their size in points and the status
/// bar's safe area at the top.
public enum PhoneModel: String, Sendable, Equatable, CaseIterable, SpecChoice {
    /// `screen.width` and `screen.height`, without a status bar.
    case custom
    case se, mini
    case iPhone16 = "16"
    case iPhone16Pro = "16-pro"
    case iPhone16Plus = "16-plus"
    case iPhone16ProMax = "16-pro-max"

    public static let choiceName = "phone"

    /// The named phones, without `custom`.
    public static var named: [PhoneModel] { allCases.filter { $0 != .custom } }

    /// Width, height and the top safe area in points; nil for `custom`.
    public var metrics: (width: Double, height: Double, safeAreaTop: Double)? {
        switch self {
        case .custom: nil
        case .se: (375, 667, 20)
        case .mini: (375, 812, 50)
        case .iPhone16: (393, 852, 59)
        case .iPhone16Pro: (402, 874, 62)
        case .iPhone16Plus: (430, 932, 59)
        case .iPhone16ProMax: (440, 956, 62)
        }
    }

    /// Device pixels per point: the scale its screenshots are taken at (@2x on the SE, whose
    /// screen is 750 × 1334 pixels; @3x on the others, 1179 × 2556 on a 16). Nil for `custom`.
    public var pixelScale: Double? {
        switch self {
        case .custom: nil
        case .se: 2
        case .mini, .iPhone16, .iPhone16Pro, .iPhone16Plus, .iPhone16ProMax: 3
        }
    }

    /// The named phone whose screen is `width` × `height` points, if one is.
    public static func phone(width: Double, height: Double) -> PhoneModel? {
        named.first { $0.metrics.map { $0.width == width && $0.height == height } ?? false }
    }

    /// What its status bar looks like (Simulator's screenshots): the time beside the Dynamic
    /// Island, beside the notch, or centred above the screen on a phone with a home button.
    public enum StatusBarStyle: String, Sendable {
        case island, notch, classic
    }

    public var statusBarStyle: StatusBarStyle {
        switch self {
        case .se: .classic
        case .mini: .notch
        case .custom, .iPhone16, .iPhone16Pro, .iPhone16Plus, .iPhone16ProMax: .island
        }
    }

    /// The phone whose status bar a screen of this model shows when one is drawn: itself, or for a
    /// custom screen the named phone of its size, else an iPhone 16's.
    public static func statusBarPhone(for screen: ScreenSize) -> PhoneModel {
        guard screen.device == .custom else { return screen.device }
        return phone(width: screen.width, height: screen.height) ?? .iPhone16
    }

    /// What the review board calls it.
    public var displayName: String {
        switch self {
        case .custom: "Custom size"
        case .se: "iPhone SE"
        case .mini: "iPhone 13 mini"
        case .iPhone16: "iPhone 16"
        case .iPhone16Pro: "iPhone 16 Pro"
        case .iPhone16Plus: "iPhone 16 Plus"
        case .iPhone16ProMax: "iPhone 16 Pro Max"
        }
    }
}
