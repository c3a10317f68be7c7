/// A Chromium-family browser's version as `--version` prints it: `Chromium 156.0.8078.129`,
/// `Google Chrome 138.0.7204.92`, `Microsoft Edge 138.0.3351.65`.
public struct BrowserVersion: Sendable, Equatable {
    /// What it calls itself: `Chromium`, `Google Chrome`, `Microsoft Edge`.
    public var product: String
    /// The version's numbers: major, minor, build, patch.
    public var numbers: [Int]

    public var major: Int { numbers.first ?? 0 }
    public var text: String { numbers.map(String.init).joined(separator: ".") }

    /// The oldest major version that draws the page as it is meant to be drawn: CSS `light-dark()`,
    /// which every colour of the page goes through, arrived in Chromium 123; before it the page
    /// would be drawn without its colours. (Also needed, and older: `scrollbar-width`, 121;
    /// scroll-driven animations, which move the header, 115; the springs' `linear()` easing, 113.)
    public static let minimumMajor = 123
    public static let minimumReason =
        "CSS light-dark() for every colour (Chromium 123), scrollbar-width (121), "
        + "scroll-driven animations (115) and linear() easing for the springs (113)"

    public init(product: String, numbers: [Int]) {
        self.product = product
        self.numbers = numbers
    }

    /// The version in `--version`'s output: the last word made of dot-separated numbers (at least
    /// two), and the words before it as the product, without a trailing `dev`/`beta` channel word.
    /// Nil when there is none.
    public init?(parsing output: String) {
        let line = output.split(whereSeparator: { $0 == "\n" || $0 == "\r" }).first.map(String.init) ?? ""
        let words = line.split(separator: " ").map(String.init)
        guard
            let index = words.lastIndex(where: { word in
                let parts = word.split(separator: ".", omittingEmptySubsequences: false)
                return parts.count >= 2
                    && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isASCII) && Int($0) != nil }
            })
        else { return nil }
        numbers = words[index].split(separator: ".").compactMap { Int($0) }
        let name = words[..<index].joined(separator: " ")
        product = name.isEmpty ? "Chromium" : name
    }

    /// True when the page can be drawn in it.
    public var isSupported: Bool { major >= Self.minimumMajor }
}
