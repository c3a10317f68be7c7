#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A point of an outline.
struct OutlinePoint: Sendable, Equatable {
    var x: Double
    var y: Double

    static func + (left: OutlinePoint, right: OutlinePoint) -> OutlinePoint {
        OutlinePoint(x: left.x + right.x, y: left.y + right.y)
    }

    static func - (left: OutlinePoint, right: OutlinePoint) -> OutlinePoint {
        OutlinePoint(x: left.x - right.x, y: left.y - right.y)
    }

    static func * (point: OutlinePoint, factor: Double) -> OutlinePoint {
        OutlinePoint(x: point.x * factor, y: point.y * factor)
    }

    var length: Double { (x * x + y * y).squareRoot() }

    func applying(_ transform: SVGTransform) -> OutlinePoint {
        OutlinePoint(
            x: transform.a * x + transform.c * y + transform.e, y: transform.b * x + transform.d * y + transform.f)
    }
}

/// A shape's geometry as polylines: curves and arcs flattened into segments no farther than
/// `tolerance` from them, each subpath a contour, closed or open.
struct Outline: Sendable, Equatable {
    struct Contour: Sendable, Equatable {
        var points: [OutlinePoint]
        var closed: Bool
    }

    var contours: [Contour] = []
    private var current: [OutlinePoint] = []
    let tolerance: Double

    init(tolerance: Double) {
        self.tolerance = tolerance
    }

    /// Each point transformed (after flattening: `tolerance` is in the untransformed units).
    func applying(_ transform: SVGTransform) -> Outline {
        var outline = Outline(tolerance: tolerance)
        outline.contours = contours.map { contour in
            Contour(points: contour.points.map { $0.applying(transform) }, closed: contour.closed)
        }
        return outline
    }

    mutating func move(to point: OutlinePoint) {
        finish(closed: false)
        current = [point]
    }

    mutating func line(to point: OutlinePoint) {
        if current.isEmpty { current = [point] } else { current.append(point) }
    }

    mutating func close() {
        finish(closed: true)
    }

    /// Ends the contour being drawn; a contour of one point draws nothing and is dropped.
    mutating func finish(closed: Bool) {
        if current.count > 1 { contours.append(Contour(points: current, closed: closed)) }
        current = []
    }

    var last: OutlinePoint? { current.last }

    /// A cubic Bézier from the last point, in as many segments as keep it within the tolerance
    /// (the second differences bound how far a chord strays).
    mutating func cubic(_ control1: OutlinePoint, _ control2: OutlinePoint, _ end: OutlinePoint) {
        guard let start = last else { return line(to: end) }
        let deviation = max((start - control1 * 2 + control2).length, (control1 - control2 * 2 + end).length)
        let count = segmentCount(deviation * 0.75)
        for step in 1...count {
            let t = Double(step) / Double(count)
            let u = 1 - t
            line(
                to: start * (u * u * u) + control1 * (3 * u * u * t) + control2 * (3 * u * t * t) + end * (t * t * t))
        }
    }

    /// A quadratic Bézier from the last point.
    mutating func quadratic(_ control: OutlinePoint, _ end: OutlinePoint) {
        guard let start = last else { return line(to: end) }
        let count = segmentCount((start - control * 2 + end).length * 0.25)
        for step in 1...count {
            let t = Double(step) / Double(count)
            let u = 1 - t
            line(to: start * (u * u) + control * (2 * u * t) + end * (t * t))
        }
    }

    /// An elliptical arc from the last point, as SVG's `A` draws it (its implementation notes,
    /// B.2.4–5: radii scaled up when too small, a zero radius a line).
    mutating func arc(
        radii: (x: Double, y: Double), rotation degrees: Double, large: Bool, sweep: Bool, to end: OutlinePoint
    ) {
        guard let start = last, start != end else { return }
        var rx = abs(radii.x)
        var ry = abs(radii.y)
        guard rx > 0, ry > 0 else { return line(to: end) }
        let phi = degrees * .pi / 180
        let (cosPhi, sinPhi) = (cos(phi), sin(phi))
        let half = (start - end) * 0.5
        let x1 = cosPhi * half.x + sinPhi * half.y
        let y1 = -sinPhi * half.x + cosPhi * half.y
        let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        if lambda > 1 {
            rx *= lambda.squareRoot()
            ry *= lambda.squareRoot()
        }
        let numerator = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
        let denominator = rx * rx * y1 * y1 + ry * ry * x1 * x1
        var factor = denominator > 0 ? (max(0, numerator) / denominator).squareRoot() : 0
        if large == sweep { factor = -factor }
        let cx1 = factor * rx * y1 / ry
        let cy1 = -factor * ry * x1 / rx
        let mid = (start + end) * 0.5
        let center = OutlinePoint(x: cosPhi * cx1 - sinPhi * cy1 + mid.x, y: sinPhi * cx1 + cosPhi * cy1 + mid.y)
        func angle(_ ux: Double, _ uy: Double) -> Double { atan2(uy, ux) }
        let theta1 = angle((x1 - cx1) / rx, (y1 - cy1) / ry)
        var delta = angle((-x1 - cx1) / rx, (-y1 - cy1) / ry) - theta1
        if sweep && delta < 0 { delta += 2 * .pi }
        if !sweep && delta > 0 { delta -= 2 * .pi }
        ellipse(center: center, radii: (rx, ry), rotation: (cosPhi, sinPhi), from: theta1, sweep: delta)
        line(to: end)
    }

    /// The points of an ellipse's arc after its start, `sweep` radians from angle `start`.
    mutating func ellipse(
        center: OutlinePoint, radii: (x: Double, y: Double), rotation: (cos: Double, sin: Double) = (1, 0),
        from start: Double, sweep: Double
    ) {
        let radius = max(radii.x, radii.y)
        let step = radius > tolerance ? 2 * acos(1 - tolerance / radius) : .pi / 2
        let count = Self.count(abs(sweep) / step, within: 2...720)
        for index in 1...count {
            let theta = start + sweep * Double(index) / Double(count)
            let x = radii.x * cos(theta)
            let y = radii.y * sin(theta)
            line(
                to: OutlinePoint(
                    x: center.x + rotation.cos * x - rotation.sin * y, y: center.y + rotation.sin * x + rotation.cos * y
                ))
        }
    }

    /// How many chords keep a curve whose chords would stray `deviation` within the tolerance.
    private func segmentCount(_ deviation: Double) -> Int {
        guard deviation.isFinite, deviation > 0 else { return 1 }
        return Self.count((deviation / tolerance).squareRoot(), within: 1...256)
    }

    /// `value` rounded up and kept in `range`, converted only then: a file's numbers can make it
    /// infinite or not a number.
    private static func count(_ value: Double, within range: ClosedRange<Int>) -> Int {
        guard value.isFinite else { return value.isNaN ? range.lowerBound : range.upperBound }
        return Int(min(Double(range.upperBound), max(Double(range.lowerBound), value.rounded(.up))))
    }
}
