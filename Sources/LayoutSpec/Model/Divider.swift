extension HeaderStyle {
    /// The 1 px line under the header, `.gray.opacity(0.3)` in the original.
    public struct Divider: Sendable, Equatable, SpecObject {
        public var width: Double = 1
        public var opacity: Double = 0.3

        public init() {}

        public static let placeholder = Divider()

        public static let fields: [SpecField<Divider>] = [
            .number(
                "width", get: { $0.width }, set: { $0.width = $1 }, in: 0...10, unit: "px", step: 0.5,
                outputs: [.css, .swiftUI],
                original: ".frame(height: {})", "The line's thickness."),
            .number(
                "opacity", get: { $0.opacity }, set: { $0.opacity = $1 }, in: 0...1, outputs: [.css, .swiftUI],
                original: ".gray.opacity({})",
                "The opacity of its gray."),
        ]
    }
}
