import LayoutSpec

extension Spring: CSSRepresentable {
    /// The spring as a CSS `linear()` easing over its settle time. Values above 1 are allowed
    /// there, so the overshoot survives: `linear(0, 0.007 1.2%, …, 1)`.
    var css: String {
        let points = keyPoints()
        let stops = points.enumerated().map { index, point -> String in
            // Values to 0.001, within the 0.002 the points were chosen to hold the curve to, and
            // times to 0.1 % (half a millisecond of a 0.49 s spring, a thirtieth of a frame).
            let value = ((point.value * 1_000).rounded() / 1_000).cssNumber
            if index == 0 || index == points.count - 1 { return value }
            let percent = ((point.progress * 1_000).rounded() / 10).cssNumber
            return "\(value) \(percent)%"
        }
        return "linear(\(stops.joined(separator: ", ")))"
    }

    /// The settle time as a CSS duration, the length of a transition driven by `css`.
    var cssSettleTime: String { "\(settleTime().cssNumber)s" }

    /// How SwiftUI writes it, for the comment beside its custom properties:
    /// `Spring(duration: 0.3, bounce: 0.3)`.
    var swiftUI: String { "Spring(duration: \(duration.cssNumber), bounce: \(bounce.cssNumber))" }
}
