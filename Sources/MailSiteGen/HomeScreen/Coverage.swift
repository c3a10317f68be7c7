/// How much of each pixel a set of filled regions covers, 0 to 255, the regions drawn in one
/// colour (their union). Each pixel row is crossed by `samples` scanlines; along each the
/// regions' inside spans are found exactly, so the coverage is exact across a row and in
/// `samples` steps down it.
struct Coverage {
    /// Polygons filled under one rule.
    struct Region {
        var polygons: [[OutlinePoint]]
        var evenOdd: Bool
    }

    let width: Int
    let height: Int
    private(set) var values: [UInt8]

    private struct Edge {
        var x0, y0, x1, y1: Double
        /// +1 downwards, -1 upwards: the non-zero rule's winding.
        var winding: Int
        var region: Int
    }

    init(width: Int, height: Int, regions: [Region], samples: Int = 8) {
        self.width = width
        self.height = height
        values = Array(repeating: 0, count: width * height)
        // Each edge listed at the first pixel row it can cross.
        var startingAt = Array(repeating: [Edge](), count: height)
        for (number, region) in regions.enumerated() {
            for polygon in region.polygons where polygon.count > 2 {
                for index in polygon.indices {
                    let a = polygon[index]
                    let b = polygon[(index + 1) % polygon.count]
                    guard a.y != b.y, a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite else { continue }
                    let edge =
                        a.y < b.y
                        ? Edge(x0: a.x, y0: a.y, x1: b.x, y1: b.y, winding: 1, region: number)
                        : Edge(x0: b.x, y0: b.y, x1: a.x, y1: a.y, winding: -1, region: number)
                    guard edge.y1 > 0, edge.y0 < Double(height) else { continue }
                    startingAt[max(0, Int(edge.y0.rounded(.down)))].append(edge)
                }
            }
        }
        var active: [Edge] = []
        var row = [Double](repeating: 0, count: width + 1)
        var crossings: [(x: Double, winding: Int)] = []
        var spans: [(start: Double, end: Double)] = []
        let weight = 1 / Double(samples)
        for y in 0..<height {
            active.removeAll { $0.y1 <= Double(y) }
            active += startingAt[y]
            guard !active.isEmpty else { continue }
            for index in row.indices { row[index] = 0 }
            for sample in 0..<samples {
                let scanline = Double(y) + (Double(sample) + 0.5) * weight
                spans.removeAll(keepingCapacity: true)
                for (number, region) in regions.enumerated() {
                    crossings.removeAll(keepingCapacity: true)
                    for edge in active where edge.region == number && edge.y0 <= scanline && scanline < edge.y1 {
                        let t = (scanline - edge.y0) / (edge.y1 - edge.y0)
                        crossings.append((edge.x0 + (edge.x1 - edge.x0) * t, edge.winding))
                    }
                    crossings.sort { $0.x < $1.x }
                    var winding = 0
                    for (index, crossing) in crossings.enumerated() {
                        winding += region.evenOdd ? 1 : crossing.winding
                        let inside = region.evenOdd ? winding % 2 != 0 : winding != 0
                        if inside, index + 1 < crossings.count {
                            spans.append((crossing.x, crossings[index + 1].x))
                        }
                    }
                }
                Self.accumulate(spans: &spans, into: &row, weight: weight, width: width)
            }
            for x in 0..<width {
                values[y * width + x] = UInt8(max(0, min(255, (row[x] * 255).rounded())))
            }
        }
    }

    /// Adds each pixel's covered length along one scanline, the spans merged first so that
    /// overlapping regions count once.
    private static func accumulate(
        spans: inout [(start: Double, end: Double)], into row: inout [Double], weight: Double, width: Int
    ) {
        spans.sort { $0.start < $1.start }
        var merged: (start: Double, end: Double)?
        func add(_ span: (start: Double, end: Double)) {
            let start = max(0, span.start)
            let end = min(Double(width), span.end)
            guard end > start else { return }
            let first = Int(start.rounded(.down))
            let last = min(width - 1, Int(end.rounded(.down)))
            if first == last {
                row[first] += (end - start) * weight
                return
            }
            row[first] += (Double(first + 1) - start) * weight
            if first + 1 < last {
                for x in (first + 1)..<last { row[x] += weight }
            }
            if last < width { row[last] += (end - Double(last)) * weight }
        }
        for span in spans {
            if let current = merged, span.start <= current.end {
                merged = (current.start, max(current.end, span.end))
            } else {
                if let current = merged { add(current) }
                merged = span
            }
        }
        if let current = merged { add(current) }
    }
}
