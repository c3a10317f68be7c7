import LayoutSpec

/// The sheet as JSON: each spring by its field's path, with its numbers and each platform's
/// values by name, then the transitions as the page reads them (`MotionTransition+JSON.swift`).
extension MotionSheet {
    public var json: JSONValue {
        .object([
            ("springs", .object(springs.map { ($0.path, Self.json($0.spring)) })),
            ("transitions", .array(transitions.map(\.json))),
        ])
    }

    /// `{"duration": 0.3, "bounce": 0.3, "mass": 1, "stiffness": …, "platforms": {…}}`.
    static func json(_ spring: Spring) -> JSONValue {
        .object([
            ("duration", .number(spring.duration)),
            ("bounce", .number(spring.bounce)),
            ("mass", .number(spring.mass)),
            ("stiffness", .number(spring.stiffness.significant(6))),
            ("damping", .number(spring.damping.significant(6))),
            ("dampingRatio", .number(spring.dampingRatio.significant(6))),
            ("settleTime", .number(spring.settleTime())),
            ("platforms", spring.platformValues),
        ])
    }
}
