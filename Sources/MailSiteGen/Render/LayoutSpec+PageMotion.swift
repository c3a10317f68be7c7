import LayoutSpec

extension LayoutSpec {
    /// The choreography as the page plays it, its data block (`data-part="motion"`): each
    /// transition's moves, one line each, `[id, target, curve, frame]` (the curve a spring's field
    /// path or `"instant"`, the frame 0 for the tap's, 1 for the next) or, linked to the scroll,
    /// `[id, target, "scroll", threshold, distance]`; and each spring's settle time. `app.js` takes
    /// each animation's spring from its move's entry and gives the animation the move's id; a
    /// browser test reads the same block to check what the page starts.
    var pageMotion: JSONValue {
        var springs: [(String, JSONValue)] = []
        for case .spring(let field, let spring) in choreography.flatMap(\.moves).map(\.curve)
        where !springs.contains(where: { $0.0 == field }) {
            springs.append((field, .object([("settleMs", .number((spring.settleTime() * 1000).rounded()))])))
        }
        let transitions = choreography.map { transition in
            JSONValue.object([
                ("kind", .string(transition.kind.rawValue)),
                ("moves", .array(transition.moves.map(Self.pageMove))),
            ])
        }
        return .object([("springs", .object(springs)), ("transitions", .array(transitions))])
    }

    private static func pageMove(_ move: MotionMove) -> JSONValue {
        let named: [JSONValue] = [.string(move.id), .string(move.target)]
        let frame: JSONValue = .integer(move.start == .nextFrame ? 1 : 0)
        return switch move.curve {
        case .spring(let field, _): .array(named + [.string(field), frame])
        case .instant: .array(named + [.string("instant"), frame])
        case .scroll(let threshold, let distance):
            .array(named + [.string("scroll"), .number(threshold), .number(distance)])
        }
    }
}
