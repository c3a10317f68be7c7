import LayoutSpec

/// A timeline's markup: an `<svg>` that holds no style of its own (its classes are styled by
/// `Templates/timeline.css`, which the board, the comparison and the standalone sheet all carry),
/// so that it can be drawn inline under a page's Content-Security-Policy. Every text of the spec
/// is escaped as text; its names are isolated (`MotionTimeline+Isolation.swift`), so a title in
/// another direction than the timeline's keeps its own.
extension MotionTimeline {
    /// The `<svg>`, at `(x, y)` when nested in a sheet; `language` is the spec's, for its names.
    func svg(language: String, at origin: (x: Double, y: Double)? = nil) -> HTML {
        let position: HTML = origin.map { " x=\"\($0.x.cssNumber)\" y=\"\($0.y.cssNumber)\"" } ?? ""
        let kind: HTML = {
            switch axis {
            case .time: "time"
            case .scroll: "scroll"
            }
        }()
        let direction: HTML = isRightToLeft ? "rtl" : "ltr"
        let rows = HTML.join(transition.moves.enumerated().map { row($1, index: $0) })
        return """
            <svg class="timeline" data-transition="\(transition.kind.rawValue)" data-axis="\(kind)"\(position) \
            width="\(width.cssNumber)" height="\(height.cssNumber)" viewBox="0 0 \(width.cssNumber) \(height.cssNumber)" \
            lang="\(language)" direction="\(direction)" role="img" xmlns="http://www.w3.org/2000/svg">
            <title>\(transition.title)</title>
            \(rows)
            \(axisMarkup)
            </svg>
            """
    }

    /// One move: its name and property, its bar and its curve, and a tooltip with its numbers.
    private func row(_ move: MotionMove, index: Int) -> HTML {
        let top = barTop(index)
        let bottom = top + Self.barHeight
        let labelX = isRightToLeft ? width - Self.padding : Self.padding
        let baseline = top + Self.barHeight / 2 + 4
        // Both isolated: a name or a property in another direction than the row's keeps its own
        // (an English property's closing parenthesis stays at its end in a right-to-left row).
        let name = Self.isolated(move.element.name)
        let property = Self.isolated(move.property)
        let label: HTML = """
            <text class="timeline__label" x="\(labelX.cssNumber)" y="\(baseline.cssNumber)">\
            <tspan class="timeline__name">\(name)</tspan>\(separator)<tspan class="timeline__property">\(property)</tspan></text>
            """
        var drawing: HTML
        let start = startValue(move)
        switch (axis, move.curve) {
        case (.time, .spring(_, let spring)):
            let settle = spring.settleTime()
            // Within a hundredth of the bar's height (0.16 units): the curve as drawn, in a tenth
            // of the points of the default tolerance.
            let points = spring.keyPoints(tolerance: 0.01).map { point in
                "\(number(x(start + point.progress * settle))),\(number(bottom - point.value * Self.barHeight))"
            }
            drawing = bar(from: start, to: start + settle, top: top)
            drawing += "\n<polyline class=\"timeline__curve\" points=\"\(points.joined(separator: " "))\"/>"
        case (.scroll, .scroll(let threshold, let distance)):
            drawing = bar(from: threshold, to: threshold + distance, top: top)
            drawing += """

                <polyline class="timeline__curve" points="\(number(x(0))),\(number(bottom)) \
                \(number(x(threshold))),\(number(bottom)) \(number(x(threshold + distance))),\(number(top)) \
                \(number(x(axis.end))),\(number(top))"/>
                """
        default:
            // At once, or a spring the scroll starts: a mark where it starts.
            drawing = marker(at: start, top: top)
        }
        return """
            <g class="timeline__row" data-move="\(move.id)" data-element="\(move.element.key)">
            <title>\(tooltip(move))</title>
            \(label)
            \(drawing)
            </g>
            """
    }

    /// Where a move starts on this axis: seconds after the tap, or its scroll offset.
    func startValue(_ move: MotionMove) -> Double {
        switch move.start {
        case .tapFrame: 0
        case .nextFrame: MotionStart.frame
        case .scrollOffset(let offset): offset
        }
    }

    private func bar(from start: Double, to end: Double, top: Double) -> HTML {
        let left = min(x(start), x(end))
        let barWidth = abs(x(end) - x(start))
        return """
            <rect class="timeline__bar" x="\(number(left))" y="\(number(top))" width="\(number(barWidth))" \
            height="\(number(Self.barHeight))" rx="3"/>
            """
    }

    private func marker(at value: Double, top: Double) -> HTML {
        let centre = (x: x(value), y: top + Self.barHeight / 2)
        let half = Self.barHeight / 2
        return """
            <polygon class="timeline__instant" points="\(number(centre.x)),\(number(centre.y - half)) \
            \(number(centre.x + half / 2)),\(number(centre.y)) \(number(centre.x)),\(number(centre.y + half)) \
            \(number(centre.x - half / 2)),\(number(centre.y))"/>
            """
    }

    /// The axis: its line, a tick at every frame (longer where labelled), and the labels.
    private var axisMarkup: HTML {
        let y = axisY
        let first = x(0)
        let last = x(axis.end)
        let labelled = labels
        // Every frame's tick in one path: at 2 s that is 121 ticks.
        let frameTicks = frames.map { "M\(number(x($0))) \(number(y))v\(number(Self.frameTick))" }.joined()
        let labelTicks = labelled.map { "M\(number(x($0))) \(number(y))v\(number(Self.labelTick))" }.joined()
        let frameCount = frames.count
        let frameMarkup: HTML =
            frameCount > 0
            ? "\n<path class=\"timeline__frames\" data-frames=\"\(frameCount)\" d=\"\(frameTicks)\"/>" : ""
        let wordsLanguage: HTML = " lang=\"\(words.language)\""
        let texts = HTML.join(
            labelled.map { value in
                """
                <text class="timeline__time"\(wordsLanguage) x="\(number(x(value)))" \
                y="\(number(y + Self.labelTick + 12))" text-anchor="middle">\(labelText(value))</text>
                """
            })
        return """
            <g class="timeline__axis">
            <line class="timeline__axis-line" x1="\(number(min(first, last)))" y1="\(number(y))" \
            x2="\(number(max(first, last)))" y2="\(number(y))"/>\(frameMarkup)
            <path class="timeline__ticks" d="\(labelTicks)"/>
            \(texts)
            </g>
            """
    }

    /// A move's numbers, for a tooltip, in no language but the board's units: its name, from and
    /// to, its curve as code (`tabBar.animation: .bouncy(duration: 0.3)`, the scroll's formula),
    /// and when it starts and settles (`17 → 521 ms`, `110 → 125 pt`).
    private func tooltip(_ move: MotionMove) -> String {
        let curve: String =
            switch move.curve {
            case .spring(let field, let spring): "\(field): \(spring.swiftUIAnimation)"
            case .scroll(let threshold, let distance):
                "clamp((y − \(threshold.cssNumber)) / \(distance.cssNumber), 0, 1)"
            case .instant: "0"
            }
        let start = startValue(move)
        let span: String =
            switch move.settle {
            case .seconds(let seconds) where axis == .scroll(end: axis.end):
                points(start) + ", " + milliseconds(seconds)
            case .seconds(let seconds): milliseconds(start, seconds)
            case .scrollOffset(let offset): points(start, offset)
            }
        let label = Self.isolated(move.element.name) + separator + Self.isolated(move.property)
        return "\(label): \(text(move.from)) → \(text(move.to)); \(curve); \(span)"
    }

    /// `17 → 521 ms` in the board's words and digits; one value alone when both are the same.
    private func milliseconds(_ values: Double...) -> String {
        let numbers = values.map { String(Int(($0 * 1000).rounded())) }
        return words.text(words.strings.boardMilliseconds, ["milliseconds": span(numbers)]).plain
    }

    private func points(_ values: Double...) -> String {
        words.text(words.strings.boardPoints, ["points": span(values.map(\.cssNumber))]).plain
    }

    /// `17 → 521` in the board's digits, or one number where they are the same.
    private func span(_ numerals: [String]) -> BoardText {
        let distinct = numerals.enumerated().filter { $0.offset == 0 || $0.element != numerals[$0.offset - 1] }
        return distinct.map { words.number($0.element) }.reduce(BoardText([])) { joined, number in
            joined.pieces.isEmpty ? number : joined + BoardText(words: " → ") + number
        }
    }

    /// A from or to value: points and colours as the board writes them, opacity and scale as
    /// numbers (`0.4`, `×1`), what the page measures in the choreography's words.
    private func text(_ value: MotionValue) -> String {
        switch value {
        case .points(let value): points(value)
        case .opacity(let opacity): opacity.cssNumber
        case .scale(let scale): "×" + scale.cssNumber
        case .colour(let colour): colour.diffText
        case .measured(let words): words
        }
    }

    /// A coordinate, to a tenth of a unit.
    private func number(_ value: Double) -> String { ((value * 10).rounded() / 10).cssNumber }
}
