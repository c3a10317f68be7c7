/// How a stroke is drawn: its width and the ends and corners of its segments.
struct StrokeStyle: Sendable, Equatable {
    var width: Double
    var cap: SVGIcon.Paint.Keyword
    var join: SVGIcon.Paint.Keyword
    var miterLimit: Double
}

extension Outline {
    /// The area a stroke covers, as polygons whose union under the non-zero rule is that area:
    /// a rectangle along each segment, the joins between them and the caps of open contours,
    /// each wound the same way so that overlaps add up and never cancel.
    func strokePolygons(_ style: StrokeStyle) -> [[OutlinePoint]] {
        let half = style.width / 2
        guard half > 0 else { return [] }
        var polygons: [[OutlinePoint]] = []
        for contour in contours {
            var points = contour.points
            if contour.closed, points.count > 1, points.first == points.last { points.removeLast() }
            // Coincident points make no segment and no corner.
            points = points.enumerated().compactMap { index, point in
                index > 0 && point == points[index - 1] ? nil : point
            }
            guard points.count > 1 else { continue }
            let count = contour.closed ? points.count : points.count - 1
            for index in 0..<count {
                var start = points[index]
                var end = points[(index + 1) % points.count]
                if !contour.closed, style.cap == .square {
                    let along = Self.unit(end - start) * half
                    if index == 0 { start = start - along }
                    if index == count - 1 { end = end + along }
                }
                let normal = Self.normal(end - start) * half
                polygons.append([start + normal, end + normal, end - normal, start - normal])
            }
            let corners = contour.closed ? Array(0..<points.count) : Array(1..<(points.count - 1))
            for index in corners {
                let vertex = points[index]
                let before = points[(index + points.count - 1) % points.count]
                let after = points[(index + 1) % points.count]
                polygons.append(contentsOf: join(at: vertex, from: before, to: after, half: half, style: style))
            }
            if !contour.closed, style.cap == .round {
                polygons.append(disc(at: points[0], radius: half))
                polygons.append(disc(at: points[points.count - 1], radius: half))
            }
        }
        return polygons.map(Self.wound)
    }

    /// The corner at `vertex` outside the two segments' rectangles.
    private func join(
        at vertex: OutlinePoint, from before: OutlinePoint, to after: OutlinePoint, half: Double, style: StrokeStyle
    ) -> [[OutlinePoint]] {
        if style.join == .round { return [disc(at: vertex, radius: half)] }
        let incoming = vertex - before
        let outgoing = after - vertex
        let turn = incoming.x * outgoing.y - incoming.y * outgoing.x
        // The outer side is the one the path turns away from.
        let side = turn > 0 ? -half : half
        let first = vertex + Self.normal(incoming) * side
        let second = vertex + Self.normal(outgoing) * side
        let sum = (first - vertex) + (second - vertex)
        let sumLength = sum.length
        // The miter's length over the stroke's half width is 2·half / |sum| (1 / cos of half the
        // angle between the offsets); beyond the limit it is cut to a bevel.
        if style.join == .miter, sumLength > 0, 2 * half / sumLength <= style.miterLimit {
            let tip = vertex + sum * (2 * half * half / (sumLength * sumLength))
            return [[vertex, first, tip, second]]
        }
        return [[vertex, first, second]]
    }

    /// A round cap or join: a polygon within the tolerance of the circle.
    private func disc(at center: OutlinePoint, radius: Double) -> [OutlinePoint] {
        var circle = Outline(tolerance: tolerance)
        circle.move(to: OutlinePoint(x: center.x + radius, y: center.y))
        circle.ellipse(center: center, radii: (radius, radius), from: 0, sweep: 2 * .pi)
        circle.close()
        return circle.contours.first?.points ?? []
    }

    private static func unit(_ vector: OutlinePoint) -> OutlinePoint {
        let length = vector.length
        return length > 0 ? vector * (1 / length) : OutlinePoint(x: 0, y: 0)
    }

    /// The unit vector a quarter turn from `vector`.
    private static func normal(_ vector: OutlinePoint) -> OutlinePoint {
        let direction = unit(vector)
        return OutlinePoint(x: -direction.y, y: direction.x)
    }

    /// The polygon wound with a positive signed area (shoelace), reversed if it was not.
    private static func wound(_ polygon: [OutlinePoint]) -> [OutlinePoint] {
        var area = 0.0
        for index in polygon.indices {
            let a = polygon[index]
            let b = polygon[(index + 1) % polygon.count]
            area += a.x * b.y - b.x * a.y
        }
        return area < 0 ? polygon.reversed() : polygon
    }
}
