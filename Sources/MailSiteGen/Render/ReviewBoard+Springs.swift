import LayoutSpec

/// The board's "Springs" section: each of the spec's springs drawn as its curve, for the developer
/// who implements it, from the same maths the page's easing comes from (`Spring.value(at:)`,
/// `settleTime()`, `overshoot`): the value over time from 0 to the settle time, the target line,
/// the overshoot's peak and the settle time marked and written out.
extension ReviewBoard {
    struct SpringFigure: Equatable {
        /// Its name, in the board's words.
        var title: String
        var spring: Spring
        /// The field's path, as the inspector and the README name it.
        var field: String
    }

    var springFigures: [SpringFigure] {
        [
            SpringFigure(
                title: words.strings.boardTabBarSpring, spring: spec.tabBar.animation, field: "tabBar.animation"),
            SpringFigure(
                title: words.strings.boardSearchSpring, spring: spec.search.animation, field: "search.animation"),
        ]
    }

    /// The plot's box in its own units: 0…width is 0…settle time, the value 0…1 spans `unit`,
    /// with room above for the overshoot and below for the axis' labels.
    static let plotWidth = 240.0
    static let plotUnit = 100.0
    static let plotTop = 30.0
    static let plotBottom = 18.0

    func springCells() -> HTML {
        HTML.join(springFigures.map(springCell))
    }

    /// A spring's cell: its name and SwiftUI animation, its figures in the board's words and
    /// digits, and its plot, drawn left to right in every board (states.css keeps it so).
    func springCell(_ figure: SpringFigure) -> HTML {
        let spring = figure.spring
        let settle = spring.settleTime()
        let overshoot = spring.overshoot
        let height = Self.plotTop + Self.plotUnit + Self.plotBottom
        func x(_ progress: Double) -> String { (progress * Self.plotWidth).cssNumber }
        func y(_ value: Double) -> String { (Self.plotTop + (1 - value) * Self.plotUnit).cssNumber }
        let points = spring.keyPoints().map { "\(x($0.progress)),\(y($0.value))" }.joined(separator: " ")
        // The figures as the comparison's table writes them (SpecDiff+Text.swift).
        let strings = words.strings
        let milliseconds = words.number(spring.settleMilliseconds)
        let overshootText =
            overshoot > 0
            ? words.text(strings.boardOvershoot, ["percent": words.number(spring.overshootPercent)])
            : words.text(strings.boardNoOvershoot)
        let numbers = words.text(
            strings.boardSpringNumbers,
            [
                "duration": words.number(spring.duration.swiftLiteral),
                "bounce": words.number(spring.bounce.swiftLiteral),
                "overshoot": overshootText, "milliseconds": milliseconds,
            ])
        let name = words.text(
            strings.boardSpringLabel,
            ["spring": BoardText(words: figure.title), "milliseconds": milliseconds, "overshoot": overshootText])
        func axisLabel(_ value: BoardText) -> String {
            words.text(strings.boardMilliseconds, ["milliseconds": value]).plain
        }
        // The peak of an underdamped spring: the first maximum, at half the damped period.
        var peak: HTML = ""
        if overshoot > 0, spring.dampingRatio < 1 {
            let omega = 2 * .pi / spring.duration
            let damped = omega * (1 - spring.dampingRatio * spring.dampingRatio).squareRoot()
            let time = Double.pi / damped
            peak = """
                <circle class="spring__peak" cx="\(x(time / settle))" cy="\(y(1 + overshoot))" r="3"/>
                """
        }
        return """
            <li class="spring" data-spring="\(figure.field)">
            <h3 class="spring__title">\(figure.title): <code>\(spring.swiftUIAnimation)</code></h3>
            <p class="spring__numbers"><code>\(figure.field)</code>: \(numbers.html)</p>
            <svg class="spring__plot" viewBox="-8 0 \((Self.plotWidth + 16).cssNumber) \(height.cssNumber)" role="img" \
            aria-label="\(name.plain)" \
            xmlns="http://www.w3.org/2000/svg">
            <line class="spring__target" x1="0" y1="\(y(1))" x2="\(x(1))" y2="\(y(1))"/>
            <line class="spring__axis" x1="0" y1="\(y(0))" x2="\(x(1))" y2="\(y(0))"/>
            <polyline class="spring__curve" points="\(points)"/>\(peak)
            <text class="spring__label" x="0" y="\((height - 4).cssNumber)">\(axisLabel(words.number("0")))</text>
            <text class="spring__label" x="\(x(1))" y="\((height - 4).cssNumber)" text-anchor="end">\(axisLabel(milliseconds))</text>
            </svg>
            </li>
            """
    }
}
