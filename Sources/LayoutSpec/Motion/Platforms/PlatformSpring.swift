/// One spring in one platform's own terms: its numbers by name (for JSON), the code a person
/// pastes (for Markdown), and what that platform's units or limits change (`notes`).
public struct PlatformSpring: Sendable, Equatable {
    /// A named number, as the platform names it.
    public struct Parameter: Sendable, Equatable {
        public let name: String
        public let value: Double
    }

    public let platform: SpringPlatform
    public let parameters: [Parameter]
    /// Lines of code in the platform's language.
    public let code: [String]
    /// Sentences: where the platform's units differ, and a limit it puts on this spring.
    public let notes: [String]

    /// The value of the parameter named `name`; nil when the platform has none.
    public func value(_ name: String) -> Double? {
        parameters.first { $0.name == name }?.value
    }
}
