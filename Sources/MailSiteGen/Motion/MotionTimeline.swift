import LayoutSpec

/// One transition drawn as a timeline: a row per move (the element's name in the spec's words and
/// the property), a bar from its start to its settle, the spring's curve drawn along the bar, and
/// the axis under them: time with a tick at every 60 Hz frame, or, for the moves the scroll
/// drives, the scroll offset in points with each ramp.
///
/// A right-to-left spec's timeline is mirrored: its labels at the right and its time running right
/// to left, as its readers read a line and as mirrored interfaces draw progress (the Firefox and
/// Material guidelines: what relates to time moves from right to left). Digits stay digits.
struct MotionTimeline {
    let transition: MotionTransition
    /// The words of its axis (`{milliseconds} ms`, `{points} pt`) and their digits.
    let words: BoardWords
    /// The spec's direction: the names in it are the spec's.
    let isRightToLeft: Bool
    /// The axis' end: the same for every timeline drawn to one scale.
    let axis: Axis
    /// The width of the names' column, the same for every timeline stacked together.
    let labelWidth: Double

    /// What the horizontal axis measures, and where it ends.
    enum Axis: Equatable {
        /// Seconds after the tap, 0…end.
        case time(end: Double)
        /// The list's scroll offset in points, 0…end.
        case scroll(end: Double)

        var end: Double {
            switch self {
            case .time(let end), .scroll(let end): end
            }
        }
    }

    /// The axis a transition needs on its own: the scroll's for one the scroll drives, else time
    /// up to its last settle, rounded up to the next labelled tick.
    static func naturalAxis(of transition: MotionTransition) -> Axis {
        if drivenByScroll(transition) {
            let offsets = transition.moves.flatMap { move -> [Double] in
                var values: [Double] = []
                if case .scrollOffset(let offset) = move.start { values.append(offset) }
                if case .scrollOffset(let offset) = move.settle { values.append(offset) }
                return values
            }
            let last = offsets.max() ?? 0
            return .scroll(end: roundedUp(last, step: labelStep(scrollOffsets: last)))
        }
        let last = max(transition.settleTime, MotionStart.frame)
        return .time(end: roundedUp(last, step: labelStep(seconds: last)))
    }

    /// Whether the scroll drives it: a move on a scroll curve or started at a scroll offset.
    static func drivenByScroll(_ transition: MotionTransition) -> Bool {
        transition.moves.contains { move in
            if case .scroll = move.curve { return true }
            if case .scrollOffset = move.start { return true }
            return false
        }
    }

    /// The axes of these transitions on one scale: every timed one to the latest settle among
    /// them, every scrolled one to the furthest offset.
    static func sharedAxes(of transitions: [MotionTransition]) -> [Axis] {
        let natural = transitions.map(naturalAxis)
        let time = natural.compactMap { axis -> Double? in if case .time(let end) = axis { end } else { nil } }.max()
        let scroll = natural.compactMap { axis -> Double? in
            if case .scroll(let end) = axis { end } else { nil }
        }.max()
        return natural.map { axis in
            switch axis {
            case .time: .time(end: time ?? axis.end)
            case .scroll: .scroll(end: scroll ?? axis.end)
            }
        }
    }

    /// A column wide enough for the longest name of these transitions, at about 5.8 px a
    /// character of the 12 px labels (a wide script's longer names may run past it: capped, so
    /// that the plot keeps its width).
    static func labelWidth(for transitions: [MotionTransition]) -> Double {
        let longest = transitions.flatMap(\.moves).map { label(of: $0).count }.max() ?? 0
        return min(max(Double(longest) * 5.8 + padding, 120), 420)
    }

    static func label(of move: MotionMove) -> String { move.element.name + " " + move.property }

    // MARK: Geometry

    static let padding = 8.0
    /// The plot's width: the whole axis, whatever its end.
    static let plotWidth = 480.0
    static let rowHeight = 28.0
    static let barHeight = 16.0
    /// Room above the first row for an overshoot, and under the rows for the axis and its labels.
    static let top = 6.0
    static let axisHeight = 30.0
    static let frameTick = 4.0
    static let labelTick = 8.0

    var width: Double { labelWidth + Self.plotWidth + 3 * Self.padding + Self.trailingRoom }
    var height: Double { Self.top + Double(transition.moves.count) * Self.rowHeight + Self.axisHeight }
    /// Room after the axis' end for half its last label (`500 ms`, or `٥٠٠ ملي ث`).
    static let trailingRoom = 36.0

    /// Where a value of the axis (seconds or points) is drawn.
    func x(_ value: Double) -> Double {
        let fraction = axis.end > 0 ? value / axis.end : 0
        if isRightToLeft {
            return Self.trailingRoom + (1 - fraction) * Self.plotWidth
        }
        return labelWidth + 2 * Self.padding + fraction * Self.plotWidth
    }

    /// The top of row `index`'s bar.
    func barTop(_ index: Int) -> Double {
        Self.top + Double(index) * Self.rowHeight + (Self.rowHeight - Self.barHeight) / 2
    }

    var axisY: Double { Self.top + Double(transition.moves.count) * Self.rowHeight + 2 }

    // MARK: Axis

    /// Seconds between labelled ticks: a multiple of frames that leaves at most eight labels.
    static func labelStep(seconds: Double) -> Double {
        [0.05, 0.1, 0.2, 0.25, 0.5, 1, 2, 5, 10].first { seconds / $0 <= 8 } ?? 10
    }

    static func labelStep(scrollOffsets: Double) -> Double {
        [10.0, 20, 25, 50, 100, 200, 500, 1000].first { scrollOffsets / $0 <= 8 } ?? 1000
    }

    static func roundedUp(_ value: Double, step: Double) -> Double {
        // To a millionth, so that 6 × 0.1 ends at 0.6.
        (max(step, (value / step - 1e-9).rounded(.up) * step) * 1e6).rounded() / 1e6
    }

    /// The 60 Hz frames from 0 to the axis' end: frame k at k/60 s.
    var frames: [Double] {
        guard case .time(let end) = axis else { return [] }
        let count = Int((end / MotionStart.frame + 1e-9).rounded(.down))
        return (0...count).map { Double($0) * MotionStart.frame }
    }

    /// The labelled values: every `labelStep` from 0 to the end.
    var labels: [Double] {
        let step =
            switch axis {
            case .time(let end): Self.labelStep(seconds: end)
            case .scroll(let end): Self.labelStep(scrollOffsets: end)
            }
        let count = Int((axis.end / step + 1e-9).rounded(.down))
        return (0...count).map { Double($0) * step }
    }

    /// A label's text, in the board's words and digits.
    func labelText(_ value: Double) -> String {
        let strings = words.strings
        switch axis {
        case .time:
            let milliseconds = String(Int((value * 1000).rounded()))
            return words.text(strings.boardMilliseconds, ["milliseconds": words.number(milliseconds)]).plain
        case .scroll:
            return words.text(strings.boardPoints, ["points": words.number(value.cssNumber)]).plain
        }
    }
}
