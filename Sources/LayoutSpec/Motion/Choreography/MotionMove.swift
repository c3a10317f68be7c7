/// One property of one element in a transition: what the sheet prints in a row and the page
/// plays as one animation (whose `id` is `id`).
public struct MotionMove: Sendable, Equatable {
    /// The animation's id on the page, the same in every transition: `pill-position`.
    public var id: String
    public var element: MotionElement
    /// The property as the sheet names it: `x`, `width`, `opacity`, `fill`, `scale`.
    public var property: String
    public var from: MotionValue
    public var to: MotionValue
    public var start: MotionStart
    public var curve: MotionCurve
    /// The page's selector for the nodes it animates for this move: the element itself, or parts
    /// of it (a pill's end caps: one animation for each node it matches).
    public var target: String

    public init(
        id: String, element: MotionElement, property: String, from: MotionValue, to: MotionValue,
        start: MotionStart, curve: MotionCurve, target: String? = nil
    ) {
        self.id = id
        self.element = element
        self.property = property
        self.from = from
        self.to = to
        self.start = start
        self.curve = curve
        self.target = target ?? element.selector
    }

    /// When it settles: its spring's settle time after its start, the end of its scroll range,
    /// or at once.
    public var settle: MotionSettle {
        switch (curve, start) {
        case (.spring(_, let spring), .nextFrame): .seconds(MotionStart.frame + spring.settleTime())
        case (.spring(_, let spring), _): .seconds(spring.settleTime())
        case (.scroll(let threshold, let distance), _): .scrollOffset(threshold + distance)
        case (.instant, .nextFrame): .seconds(MotionStart.frame)
        case (.instant, _): .seconds(0)
        }
    }
}

/// What moves: a part of the page, named as the spec names it.
public struct MotionElement: Sendable, Equatable {
    /// A stable key: `pill.primary`, `allMails`, `header.material`.
    public var key: String
    /// Its name in the spec's words: a tab's title, or the part's English name.
    public var name: String
    /// The page's selector for it: `[data-tab="primary"]`.
    public var selector: String

    public init(key: String, name: String, selector: String) {
        self.key = key
        self.name = name
        self.selector = selector
    }
}

/// A from or to value, in its own unit.
public enum MotionValue: Sendable, Equatable {
    case points(Double)
    case opacity(Double)
    case scale(Double)
    case colour(SpecColor)
    /// A value the page measures (a title's width): said in words.
    case measured(String)
}

/// When a move starts.
public enum MotionStart: Sendable, Equatable {
    /// In the tap's frame.
    case tapFrame
    /// In the frame after the tap's.
    case nextFrame
    /// Once the list has scrolled this far (points).
    case scrollOffset(Double)

    /// One frame at 60 Hz, in seconds.
    public static let frame = 1.0 / 60
}

/// How a move gets from its start to its end.
public enum MotionCurve: Sendable, Equatable {
    /// A spring of the spec, by its field's path (`tabBar.animation`).
    case spring(field: String, Spring)
    /// Linked to the scroll: `clamp((y − threshold) / distance, 0, 1)`.
    case scroll(threshold: Double, distance: Double)
    /// Drawn at once.
    case instant
}

/// When a move is done.
public enum MotionSettle: Sendable, Equatable {
    case seconds(Double)
    case scrollOffset(Double)

    public var seconds: Double? {
        if case .seconds(let value) = self { value } else { nil }
    }
}
