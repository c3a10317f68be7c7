/// The twelve Dynamic Type sizes and the point sizes of the text styles this screen uses, from
/// Apple's HIG typography tables for iOS (reference §6). The page's CSS, the SwiftUI output and
/// the tests all read them from here.
public enum DynamicTypeSize: String, Sendable, Equatable, CaseIterable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// The text styles of the screen.
    public enum TextStyle: String, Sendable, CaseIterable {
        /// The large title, bold.
        case largeTitle
        /// The inline title and the sender, semibold; its sizes are body's.
        case headline
        /// The search field and Cancel.
        case body
        /// The active pill's title, semibold.
        case callout
        /// The subject, the preview and the date.
        case subheadline
        /// The list's caption.
        case footnote
    }

    /// The accessibility sizes: bars stop growing and show the Large Content Viewer instead.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    /// The largest size bars draw at: iOS's tab bars, toolbars and navigation bars stop growing
    /// at the largest standard size, and show the Large Content Viewer past it (reference §6).
    /// The page's CSS and the SwiftUI output take the cap from here.
    public static let largestBarSize = DynamicTypeSize.xxxLarge

    /// The size bars draw at: this size, up to `largestBarSize`.
    public var barSize: DynamicTypeSize { min(self, .largestBarSize) }

    /// Points, per style, in the order of `allCases`.
    private static let pointSizes: [TextStyle: [Double]] = [
        .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
    ]

    /// Line heights the HIG gives for callout and for body/headline.
    private static let calloutLineHeights: [Double] = [18, 19, 20, 21, 23, 25, 28, 32, 39, 46, 53, 61]
    private static let bodyLineHeights: [Double] = [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 63]

    private var index: Int { Self.allCases.firstIndex(of: self) ?? 3 }

    /// The style's point size at this size.
    public func pointSize(_ style: TextStyle) -> Double { Self.pointSizes[style]?[index] ?? 17 }

    /// The style's line height: the HIG's for callout, body and headline; the others keep their
    /// Large ratio (large title 41/34, subheadline 20/15), rounded to a point.
    public func lineHeight(_ style: TextStyle) -> Double {
        switch style {
        case .callout: Self.calloutLineHeights[index]
        case .body, .headline: Self.bodyLineHeights[index]
        case .largeTitle: (pointSize(style) * 41 / 34).rounded()
        case .subheadline: (pointSize(style) * 20 / 15).rounded()
        case .footnote: (pointSize(style) * 18 / 13).rounded()
        }
    }

    /// How much taller a line of `style` is than at Large: what a bar or a field grows by.
    public func growth(_ style: TextStyle) -> Double { lineHeight(style) - DynamicTypeSize.large.lineHeight(style) }
}

extension DynamicTypeSize: Comparable {
    public static func < (lhs: DynamicTypeSize, rhs: DynamicTypeSize) -> Bool { lhs.index < rhs.index }
}
