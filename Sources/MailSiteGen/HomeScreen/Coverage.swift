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

    private typealias Span = (start: Double, end: Double)

    init(width: Int, height: Int, regions: [Region], samples: Int = 6) {
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
                    startingAt[Int(max(0, edge.y0))].append(edge)
                }
            }
        }
        var row = Row(width: width)
        var active: [Edge] = []
        var crossings: [(x: Double, winding: Int)] = []
        var spans: [Span] = []
        let weight = 1 / Double(samples)
        for y in 0..<height {
            active.removeAll { $0.y1 <= Double(y) }
            active += startingAt[y]
            guard !active.isEmpty else { continue }
            for sample in 0..<samples {
                let scanline = Double(y) + (Double(sample) + 0.5) * weight
                spans.removeAll(keepingCapacity: true)
                for (number, region) in regions.enumerated() {
                    crossings.removeAll(keepingCapacity: true)
                    for edge in active where edge.region == number && edge.y0 <= scanline && scanline < edge.y1 {
                        let t = (scanline - edge.y0) / (edge.y1 - edge.y0)
                        crossings.append((edge.x0 + (edge.x1 - edge.x0) * t, edge.winding))
                    }
                    guard crossings.count > 1 else { continue }
                    crossings.sort { $0.x < $1.x }
                    var winding = 0
                    for index in 0..<(crossings.count - 1) {
                        winding += region.evenOdd ? 1 : crossings[index].winding
                        let inside = region.evenOdd ? winding & 1 != 0 : winding != 0
                        if inside { spans.append((crossings[index].x, crossings[index + 1].x)) }
                    }
                }
                guard !spans.isEmpty else { continue }
                // The regions' spans merged, so that where they overlap a pixel counts once.
                spans.sort { $0.start < $1.start }
                var merged = spans[0]
                for span in spans.dropFirst() {
                    if span.start <= merged.end {
                        merged.end = max(merged.end, span.end)
                    } else {
                        row.add(merged, weight: weight)
                        merged = span
                    }
                }
                row.add(merged, weight: weight)
            }
            row.flush(into: &values, at: y * width)
        }
    }

    /// One pixel row's coverage as its scanlines add to it: `partial` holds what a span's ends
    /// cover of their pixels, `steps` where a run of whole pixels starts (+) and ends (−), summed
    /// across the row once, over the pixels touched only.
    private struct Row {
        let width: Int
        var partial: [Double]
        var steps: [Double]
        var first: Int
        var last = -1

        init(width: Int) {
            self.width = width
            partial = Array(repeating: 0, count: width + 1)
            steps = Array(repeating: 0, count: width + 1)
            first = width
        }

        /// One span of one scanline, clipped to the row.
        mutating func add(_ span: Span, weight: Double) {
            let start = max(0, span.start)
            let end = min(Double(width), span.end)
            guard end > start else { return }
            let left = Int(start)
            let right = min(width - 1, Int(end))
            first = min(first, left)
            last = max(last, right)
            if left == right {
                partial[left] += (end - start) * weight
                return
            }
            partial[left] += (Double(left + 1) - start) * weight
            steps[left + 1] += weight
            steps[right] -= weight
            partial[right] += (end - Double(right)) * weight
        }

        /// The row's coverage written from `offset`, 0 to 255; the row emptied for the next.
        mutating func flush(into values: inout [UInt8], at offset: Int) {
            guard first <= last else { return }
            let (from, through) = (first, last)
            values.withUnsafeMutableBufferPointer { values in
                partial.withUnsafeMutableBufferPointer { partial in
                    steps.withUnsafeMutableBufferPointer { steps in
                        var run = 0.0
                        for x in from...through {
                            run += steps[x]
                            // Rounded to nearest; the sixths a pixel's scanlines add need not sum
                            // exactly, a millionth is a tie's due.
                            let level = (partial[x] + run) * 255 + 0.500001
                            values[offset + x] = level.isFinite ? UInt8(min(255, max(0, level))) : 0
                            partial[x] = 0
                            steps[x] = 0
                        }
                        steps[through + 1] = 0
                        partial[through + 1] = 0
                    }
                }
            }
            (first, last) = (width, -1)
        }
    }
}
