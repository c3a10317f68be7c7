import LayoutSpec

/// One spring in one platform's terms, as the motion sheet prints it: LayoutSpec's nine
/// platforms (`PlatformSpring`) and CSS, which is the page's own easing and lives here beside
/// the CSS it comes from (`Spring+CSS.swift`).
public struct SheetPlatform: Sendable, Equatable {
    /// The JSON key: `swiftUI`, …, `css`.
    public let key: String
    /// Its name as its documentation writes it: `Jetpack Compose`.
    public let name: String
    /// The fenced code block's language: `swift`, `kotlin`, `css`.
    public let language: String
    /// Its values by the names the platform gives them (numbers; CSS's easing is text).
    public let values: [(name: String, value: JSONValue)]
    /// Lines of code to paste.
    public let code: [String]
    /// Where its units differ, and its limits for this spring.
    public let notes: [String]

    public static func == (lhs: SheetPlatform, rhs: SheetPlatform) -> Bool {
        lhs.key == rhs.key && lhs.json == rhs.json && lhs.code == rhs.code && lhs.notes == rhs.notes
    }

    /// The values as one JSON object: `{"stiffness": 438.649, …}`.
    public var json: JSONValue { .object(values.map { ($0.name, $0.value) }) }
}

extension SheetPlatform {
    /// The key CSS has in the sheet's JSON and in the tokens' extension.
    public static let cssKey = "css"

    init(_ spring: PlatformSpring) {
        self.init(
            key: spring.platform.rawValue, name: spring.platform.name, language: spring.platform.codeLanguage,
            values: spring.parameters.map { ($0.name, .number($0.value)) }, code: spring.code, notes: spring.notes)
    }
}

extension SpringPlatform {
    /// The language of its code, for a Markdown fence.
    var codeLanguage: String {
        switch self {
        case .swiftUI, .uiKit, .coreAnimation: "swift"
        case .compose, .androidViews: "kotlin"
        case .flutter: "dart"
        case .reanimated: "js"
        case .framerMotion: "jsx"
        case .figma: "text"
        }
    }
}

extension Spring {
    /// The spring in all ten platforms: LayoutSpec's nine, then CSS.
    public var sheetPlatforms: [SheetPlatform] {
        platforms.map(SheetPlatform.init) + [cssPlatform]
    }

    /// CSS: the `linear()` easing the page plays and its length in milliseconds, from the same
    /// properties the page's custom properties are written from (`css`, `settleTime()`).
    var cssPlatform: SheetPlatform {
        let settle = settleTime()
        let milliseconds = Int((settle * 1_000).rounded())
        // The page samples a spring for at most 30 s: one that is still moving then ends with a jump.
        let jump = abs(value(at: settle) - 1)
        let cut =
            jump >= Spring.settleEpsilon
            ? [
                "The page's easing stops at \(settle.written) s, before this spring settles: its last stop "
                    + "jumps \((jump * 100).significant(2).specText) % of the travel to the target."
            ] : []
        return SheetPlatform(
            key: SheetPlatform.cssKey, name: "CSS", language: "css",
            values: [("easing", .string(css)), ("duration", .integer(milliseconds))],
            code: [
                "transition-duration: \(milliseconds)ms;",
                "transition-timing-function: \(css);",
            ],
            notes: [
                "The page's own easing: the spring sampled every millisecond and kept to within 0.002 of "
                    + "its travel by the fewest stops, over the time it takes to stay within 0.1 % of its "
                    + "target. linear() lets values pass 1, so the overshoot is kept (Baseline 2023).",
                "The duration is the time to settle, not SwiftUI's duration: a longer or shorter one "
                    + "stretches the same curve.",
            ] + cut)
    }

    /// Each platform's values by its key, as the sheet's JSON and the design tokens' extension
    /// write them: `{"swiftUI": {"duration": 0.3, …}, …, "css": {"easing": "linear(…)", "duration": 492}}`.
    public var platformValues: JSONValue {
        .object(sheetPlatforms.map { ($0.key, $0.json) })
    }
}
