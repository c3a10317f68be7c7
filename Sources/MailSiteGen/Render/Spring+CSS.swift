import LayoutSpec

extension Spring: CSSRepresentable {
    /// The spring as a CSS `linear()` easing over its settle time. Values above 1 are allowed
    /// there, so the overshoot survives: `linear(0, 0.2185 6.1%, …, 1)`.
    var css: String {
        let points = keyPoints()
        let stops = points.enumerated().map { index, point -> String in
            if index == 0 || index == points.count - 1 { return point.value.cssNumber }
            let percent = ((point.progress * 10_000).rounded() / 100).cssNumber
            return "\(point.value.cssNumber) \(percent)%"
        }
        return "linear(\(stops.joined(separator: ", ")))"
    }

    /// The settle time as a CSS duration, the length of a transition driven by `css`.
    var cssSettleTime: String { "\(settleTime().cssNumber)s" }

    /// How SwiftUI writes it, for the comment beside its custom properties:
    /// `Spring(duration: 0.3, bounce: 0.3)`.
    var swiftUI: String { "Spring(duration: \(duration.cssNumber), bounce: \(bounce.cssNumber))" }
}
