import Testing

@testable import LayoutSpec

/// The spring and the scroll formula, against SwiftUI's numbers.
struct MotionTests {
    @Test func springMatchesApplesMassStiffnessAndDampingExample() {
        // Spring(duration: 0.5, bounce: 0.3) == Spring(mass: 1, stiffness: 157.9, damping: 17.6)
        let spring = Spring(duration: 0.5, bounce: 0.3)
        #expect(spring.mass == 1)
        #expect(abs(spring.stiffness - 157.9) < 0.05)
        #expect(abs(spring.damping - 17.6) < 0.05)
    }

    @Test func bouncyHasSwiftUIsStiffnessDampingAndRatio() {
        let spring = Spring.bouncy
        #expect(abs(spring.stiffness - 438.65) < 0.01)
        #expect(abs(spring.damping - 29.32) < 0.01)
        #expect(abs(spring.dampingRatio - 0.7) < 1e-12)
    }

    @Test func negativeBounceIsOverdamped() {
        #expect(abs(Spring(duration: 0.3, bounce: -0.5).dampingRatio - 2) < 1e-12)
    }

    /// The curve is the solution of m x'' + c x' + k (x - 1) = 0 from rest at 0: check the
    /// equation itself by finite differences, for an underdamped, critical and overdamped spring.
    @Test(arguments: [0.3, 0, -0.4])
    func curveSolvesTheSpringEquation(bounce: Double) {
        let spring = Spring(duration: 0.4, bounce: bounce)
        let h = 1e-4
        for time in stride(from: 0.01, through: 0.6, by: 0.037) {
            let x = spring.value(at: time)
            let velocity = (spring.value(at: time + h) - spring.value(at: time - h)) / (2 * h)
            let acceleration = (spring.value(at: time + h) - 2 * x + spring.value(at: time - h)) / (h * h)
            let residual = acceleration + spring.damping * velocity + spring.stiffness * (x - 1)
            #expect(abs(residual) < 0.05 * spring.stiffness, "t = \(time)")
        }
        #expect(spring.value(at: 0) == 0)
        #expect(abs(spring.value(at: 1e-4)) < 1e-3)  // starts at rest
    }

    @Test func overshootOnlyWithBounce() {
        let peak = { (spring: Spring) in stride(from: 0, through: 2, by: 0.001).map(spring.value(at:)).max() ?? 0 }
        // ζ = 0.7: the overshoot is exp(-ζπ / √(1 - ζ²)) ≈ 4.6 %.
        #expect(abs(peak(.bouncy) - 1.046) < 0.001)
        #expect(peak(Spring(duration: 0.3, bounce: 0)) <= 1)
        #expect(peak(Spring(duration: 0.3, bounce: -0.3)) <= 1)
    }

    @Test(arguments: [
        Spring.bouncy, .interactive, Spring(duration: 0.5, bounce: 0.3), Spring(duration: 1, bounce: -0.5),
    ])
    func springStaysWithinEpsilonAfterItsSettleTime(spring: Spring) {
        let settle = spring.settleTime()
        #expect(settle > spring.duration * 0.5)
        #expect(settle < 5)
        for time in stride(from: settle, through: settle + 3, by: 0.0005) {
            #expect(abs(spring.value(at: time) - 1) < Spring.settleEpsilon)
        }
        // Just before it, the spring is still visibly moving.
        #expect(abs(spring.value(at: settle - 0.002) - 1) >= Spring.settleEpsilon * 0.5)
    }

    /// The settle time stops sampling at the envelope's bound; scanning every millisecond up to
    /// 30 s must find the same last moment outside the band, for springs across the spec's range.
    @Test func settleTimeMatchesAScanOfTheWholeCurve() {
        for duration in stride(from: 0.05, through: 5.0, by: 0.35) {
            for bounce in stride(from: -0.9, through: 0.9, by: 0.15) {
                let spring = Spring(duration: duration, bounce: bounce)
                var lastOutside = 0.0
                for step in 0..<30_000 {
                    let time = Double(step) * 0.001
                    if abs(spring.value(at: time) - 1) >= Spring.settleEpsilon { lastOutside = time }
                }
                let scanned = ((lastOutside + 0.001) * 1000).rounded() / 1000
                #expect(spring.settleTime() == scanned, "duration \(duration), bounce \(bounce)")
            }
        }
    }

    @Test func bouncySettlesInAboutHalfASecond() {
        // 1.4 · e^(-ζω t) < 0.001  →  t ≈ 0.49 s.
        #expect(abs(Spring.bouncy.settleTime() - 0.492) < 0.003)
    }

    @Test func keyPointsFollowTheCurveWithinTolerance() {
        let spring = Spring.bouncy
        let points = spring.keyPoints()
        #expect(points.first?.value == 0)
        #expect(points.last?.value == 1)
        #expect(points.count < 40)
        // Between the kept points, straight lines stay within the tolerance of every sample.
        for sample in spring.sampledCurve() {
            guard let upper = points.firstIndex(where: { $0.progress >= sample.progress }) else { continue }
            let lower = max(upper - 1, 0)
            let (a, b) = (points[lower], points[upper])
            let fraction = b.progress == a.progress ? 0 : (sample.progress - a.progress) / (b.progress - a.progress)
            #expect(abs(a.value + fraction * (b.value - a.value) - sample.value) < 0.0021)
        }
        // The overshoot's peak is one of the kept points.
        #expect(points.contains { abs($0.value - 1.046) < 0.0005 })
    }

    @Test func scrollProgressRisesFromTheThresholdOverTheTransitionDistance() {
        let scroll = ScrollResponse()
        #expect(scroll.progress(scrollY: 0) == 0)
        #expect(scroll.progress(scrollY: 109) == 0)
        #expect(scroll.progress(scrollY: 110) == 0)
        #expect(abs(scroll.progress(scrollY: 117.5) - 0.5) < 1e-12)
        #expect(scroll.progress(scrollY: 125) == 1)
        #expect(scroll.progress(scrollY: 4000) == 1)
        let seed = ScrollResponse(collapseThreshold: 50, transitionDistance: 15)
        #expect(abs(seed.progress(scrollY: 56) - 0.4) < 1e-12)
    }
}
