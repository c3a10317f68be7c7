// A stub of the part of UIKit that the generated SwiftUI source uses, for type-checking it on
// Linux (SwiftUIStubTests). Each declaration keeps the name, labels and generic shape of
// Apple's; nothing here runs. Review it against Apple's documentation like the output itself.

// UIKit re-exports Foundation: CGFloat, CGPoint, UUID and String's Foundation methods.
@_exported import Foundation

/// https://developer.apple.com/documentation/uikit/uiuserinterfacestyle
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified
    case light
    case dark
}

/// https://developer.apple.com/documentation/uikit/uitraitcollection
open class UITraitCollection: NSObject, @unchecked Sendable {
    open var userInterfaceStyle: UIUserInterfaceStyle { fatalError("stub") }
    /// https://developer.apple.com/documentation/uikit/uitraitcollection/accessibilitycontrast
    open var accessibilityContrast: UIAccessibilityContrast { fatalError("stub") }
}

/// https://developer.apple.com/documentation/uikit/uiaccessibilitycontrast
public enum UIAccessibilityContrast: Int, Sendable {
    case unspecified = -1
    case normal = 0
    case high = 1
}

/// https://developer.apple.com/documentation/uikit/uicolor
open class UIColor: NSObject, @unchecked Sendable {
    /// https://developer.apple.com/documentation/uikit/uicolor/init(red:green:blue:alpha:)
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}

    /// https://developer.apple.com/documentation/uikit/uicolor/init(dynamicprovider:)
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {}
}
