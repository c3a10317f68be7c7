import LayoutSpec

extension Spring {
    /// The cubic Bézier timing function closest to the spring over its settle time, and how far
    /// it strays: the curve a token format without springs can carry.
    struct CubicBezierFit: Equatable {
        /// `[x1, y1, x2, y2]`, x1 and x2 within 0…1, each to three decimals.
        var points: [Double]
        /// The largest distance between the Bézier and the spring, as a fraction of the travel,
        /// over the spring's samples (one a millisecond).
        var error: Double
    }

    /// The best fit: x1 and x2 by a pattern search from the best of a coarse grid (each step
    /// trying the eight neighbours, then halving), y1 and y2 for each by least squares (a
    /// Bézier's y is linear in them once its t at each sample is known), over about two dozen of
    /// the spring's samples; the error is then measured over all of them.
    var cubicBezierFit: CubicBezierFit {
        let curve = sampledCurve()
        let stride = max(1, curve.count / 24)
        let samples = Swift.stride(from: 0, to: curve.count, by: stride).map { curve[$0] } + [curve[curve.count - 1]]
        var best = (x1: 0.0, x2: 0.0, y1: 0.0, y2: 1.0, cost: Double.infinity)
        func consider(_ x1: Double, _ x2: Double) {
            let x1 = min(max(x1, 0), 1)
            let x2 = min(max(x2, 0), 1)
            let fit = Self.leastSquares(x1: x1, x2: x2, samples: samples)
            if fit.cost < best.cost { best = (x1, x2, fit.y1, fit.y2, fit.cost) }
        }
        for i in 0...5 {
            for j in 0...5 { consider(Double(i) / 5, Double(j) / 5) }
        }
        var step = 0.1
        while step > 0.002 {
            let (x1, x2) = (best.x1, best.x2)
            for i in -1...1 {
                for j in -1...1 where i != 0 || j != 0 { consider(x1 + Double(i) * step, x2 + Double(j) * step) }
            }
            // Stay while a neighbour was better; halve once the centre is best.
            if best.x1 == x1 && best.x2 == x2 { step /= 2 }
        }
        let points = [best.x1, best.y1, best.x2, best.y2].map { ($0 * 1_000).rounded() / 1_000 }
        var error = 0.0
        var t = 0.0
        for sample in curve {
            t = Self.parameter(forX: sample.progress, x1: points[0], x2: points[2], from: t)
            error = max(error, abs(Self.bezier(t, points[1], points[3]) - sample.value))
        }
        return CubicBezierFit(points: points, error: error)
    }

    /// y1 and y2 that bring the Bézier through x1 and x2 nearest the samples, and the summed
    /// squared distance.
    private static func leastSquares(
        x1: Double, x2: Double, samples: [(progress: Double, value: Double)]
    ) -> (y1: Double, y2: Double, cost: Double) {
        var (a11, a12, a22, b1, b2, c) = (0.0, 0.0, 0.0, 0.0, 0.0, 0.0)
        var t = 0.0
        for sample in samples {
            t = parameter(forX: sample.progress, x1: x1, x2: x2, from: t)
            let u = 1 - t
            let p = 3 * u * u * t
            let q = 3 * u * t * t
            let r = sample.value - t * t * t
            a11 += p * p
            a12 += p * q
            a22 += q * q
            b1 += p * r
            b2 += q * r
            c += r * r
        }
        let determinant = a11 * a22 - a12 * a12
        guard abs(determinant) > 1e-12 else { return (0, 1, .infinity) }
        let y1 = (b1 * a22 - b2 * a12) / determinant
        let y2 = (a11 * b2 - a12 * b1) / determinant
        // Σ(p y1 + q y2 − r)², expanded.
        let cost = a11 * y1 * y1 + 2 * a12 * y1 * y2 + a22 * y2 * y2 - 2 * (b1 * y1 + b2 * y2) + c
        return (y1, y2, cost)
    }

    /// The Bézier's coordinate at `t` with control values `first` and `second` (from 0 to 1).
    private static func bezier(_ t: Double, _ first: Double, _ second: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * first + 3 * u * t * t * second + t * t * t
    }

    /// The t at which the Bézier's x is `x`, no less than `start`: x(t) rises from 0 to 1 when x1
    /// and x2 lie in 0…1, so the samples, in order, each start from the last one's t. Newton's
    /// steps from there, kept inside the bracket that bisection narrows where they stall.
    private static func parameter(forX x: Double, x1: Double, x2: Double, from start: Double) -> Double {
        var low = start
        var high = 1.0
        var t = max(start, min(x, 1))
        for _ in 0..<40 {
            let difference = bezier(t, x1, x2) - x
            if abs(difference) < 1e-9 { return t }
            if difference > 0 { high = t } else { low = t }
            let u = 1 - t
            let slope = 3 * u * u * x1 + 6 * u * t * (x2 - x1) + 3 * t * t * (1 - x2)
            let next = t - difference / slope
            t = slope > 1e-6 && next > low && next < high ? next : (low + high) / 2
        }
        return t
    }
}
