import LayoutSpec

/// `mailsitegen motion`'s sheet: every spring of the spec in every platform's terms, and every
/// transition's moves (what moves when), from the same values the page plays.
public struct MotionSheet: Sendable {
    public enum Format: String, CaseIterable, Sendable {
        case markdown, json, svg
    }

    /// One spring field of the spec, with its value.
    public struct SpringField: Sendable, Equatable {
        /// Its path: `tabBar.animation`.
        public let path: String
        /// The field table's documentation of it.
        public let documentation: String
        public let spring: Spring
        public var platforms: [SheetPlatform] { spring.sheetPlatforms }
    }

    public let spec: LayoutSpec

    public init(spec: LayoutSpec) {
        self.spec = spec
    }

    /// Every field of the field table that is a spring, in the table's order, with this spec's value.
    public var springs: [SpringField] {
        LayoutSpec.fieldTable.compactMap { field in
            guard field.kind == .spring, case .spring(let spring) = field.read(spec) else { return nil }
            return SpringField(path: field.path.description, documentation: field.documentation, spring: spring)
        }
    }

    public var transitions: [MotionTransition] { spec.choreography }
}
