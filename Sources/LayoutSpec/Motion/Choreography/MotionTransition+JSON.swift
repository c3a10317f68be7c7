/// The choreography as JSON, named numbers with their units: what `motion --format json` prints
/// and what the page reads to start its animations.
extension MotionTransition {
    public var json: JSONValue {
        .object([
            ("kind", .string(kind.rawValue)),
            ("title", .string(title)),
            ("settle", .object([("ms", .number(Self.milliseconds(settleTime)))])),
            ("moves", .array(moves.map(\.json))),
        ])
    }

    /// Seconds as whole milliseconds (a spring's settle time is found to the millisecond; a frame
    /// keeps a fraction).
    static func milliseconds(_ seconds: Double) -> Double { (seconds * 1_000_000).rounded() / 1000 }
}

extension MotionMove {
    public var json: JSONValue {
        .object([
            ("id", .string(id)),
            ("element", element.json),
            ("target", .string(target)),
            ("property", .string(property)),
            ("from", from.json),
            ("to", to.json),
            ("start", start.json),
            ("curve", curve.json),
            ("settle", settle.json),
        ])
    }
}

extension MotionElement {
    public var json: JSONValue {
        .object([("key", .string(key)), ("name", .string(name)), ("selector", .string(selector))])
    }
}

extension MotionValue {
    public var json: JSONValue {
        switch self {
        case .points(let value): .object([("points", .number(value))])
        case .opacity(let value): .object([("opacity", .number(value))])
        case .scale(let value): .object([("scale", .number(value))])
        case .colour(let colour):
            .object([
                (
                    "colour",
                    .object([("light", .string(colour.light.description)), ("dark", .string(colour.dark.description))])
                )
            ])
        case .measured(let words): .object([("measured", .string(words))])
        }
    }
}

extension MotionStart {
    public var json: JSONValue {
        switch self {
        case .tapFrame: .object([("frame", .integer(0))])
        case .nextFrame: .object([("frame", .integer(1))])
        case .scrollOffset(let offset): .object([("scrollOffset", .number(offset))])
        }
    }
}

extension MotionCurve {
    public var json: JSONValue {
        switch self {
        case .spring(let field, let spring):
            .object([
                (
                    "spring",
                    .object([
                        ("field", .string(field)), ("duration", .number(spring.duration)),
                        ("bounce", .number(spring.bounce)),
                        ("settleMs", .number(MotionTransition.milliseconds(spring.settleTime()))),
                    ])
                )
            ])
        case .scroll(let threshold, let distance):
            .object([
                (
                    "scroll",
                    .object([
                        ("formula", .string("clamp((y + inset − threshold) / distance, 0, 1)")),
                        ("threshold", .number(threshold)), ("distance", .number(distance)),
                    ])
                )
            ])
        case .instant: .object([("instant", .bool(true))])
        }
    }
}

extension MotionSettle {
    public var json: JSONValue {
        switch self {
        case .seconds(let seconds): .object([("ms", .number(MotionTransition.milliseconds(seconds)))])
        case .scrollOffset(let offset): .object([("scrollOffset", .number(offset))])
        }
    }
}
