/// The conditions a real iPhone is in (reference §6), as the spec names them. Each has `auto`,
/// which follows the viewer's own setting where the web exposes it, like `colorScheme`.
extension LayoutSpec {
    /// Settings ▸ Display & Text Size ▸ Larger Text: `auto` (Large, or the phone's own setting in
    /// iOS Safari), or one of the twelve sizes, written by its SwiftUI `DynamicTypeSize` name.
    public enum TextSizePreference: Sendable, Equatable, SpecChoice {
        /// The viewer's own setting where the web exposes it, else Large.
        case auto
        /// This size, whatever the viewer's setting.
        case size(DynamicTypeSize)

        public static let choiceName = "text size"

        /// `auto`, then the sizes from the smallest: the names a spec may write, in that order.
        public static let allCases: [TextSizePreference] = [.auto] + DynamicTypeSize.allCases.map { .size($0) }

        /// The preference a spec writes as `rawValue`, or nil for a name that is neither `auto`
        /// nor a size's.
        public init?(rawValue: String) {
            if rawValue == "auto" {
                self = .auto
            } else if let size = DynamicTypeSize(rawValue: rawValue) {
                self = .size(size)
            } else {
                return nil
            }
        }

        /// As a spec writes it: `auto`, or the size's name.
        public var rawValue: String {
            switch self {
            case .auto: "auto"
            case .size(let size): size.rawValue
            }
        }

        /// The size shown where the viewer's setting cannot be read: Large for `auto`.
        public var size: DynamicTypeSize {
            switch self {
            case .auto: .large
            case .size(let size): size
            }
        }
    }

    /// Accessibility ▸ Increase Contrast (`prefers-contrast: more`).
    public enum ContrastPreference: String, Sendable, Equatable, CaseIterable, SpecChoice {
        case auto, standard, increased
        public static let choiceName = "contrast"
    }

    /// Accessibility ▸ Reduce Transparency (`prefers-reduced-transparency: reduce`).
    public enum TransparencyPreference: String, Sendable, Equatable, CaseIterable, SpecChoice {
        case auto, standard, reduced
        public static let choiceName = "transparency"
    }
}
