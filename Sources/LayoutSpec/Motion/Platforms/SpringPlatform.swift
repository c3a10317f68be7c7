/// A platform a spring is handed to, each in its own terms (`PlatformSpring`).
public enum SpringPlatform: String, CaseIterable, Sendable {
    case swiftUI
    case uiKit
    case coreAnimation
    case compose
    case androidViews
    case flutter
    case reanimated
    case framerMotion
    case figma

    /// Its name as its documentation writes it.
    public var name: String {
        switch self {
        case .swiftUI: "SwiftUI"
        case .uiKit: "UIKit"
        case .coreAnimation: "Core Animation"
        case .compose: "Jetpack Compose"
        case .androidViews: "Android views"
        case .flutter: "Flutter"
        case .reanimated: "React Native Reanimated"
        case .framerMotion: "Framer Motion"
        case .figma: "Figma"
        }
    }
}
