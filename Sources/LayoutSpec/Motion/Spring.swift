#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// SwiftUI's `Spring(duration:bounce:)` as numbers: a unit mass on a damped spring, released
/// at rest from 0 towards 1. `duration` is the perceptual duration (the undamped period),
/// `bounce` 0 is critically damped, above 0 overshoots, below 0 is overdamped.
///
/// `.bouncy(duration: 0.3)` is `Spring(duration: 0.3, bounce: 0.3)`.
public struct Spring: Sendable, Equatable {
    public var duration: Double
    public var bounce: Double

    public init(duration: Double, bounce: Double) {
        self.duration = duration
        self.bounce = bounce
    }

    /// `.bouncy(duration: 0.3)`, the tab bar's animation in the original.
    public static let bouncy = Spring(duration: 0.3, bounce: 0.3)
    /// `.interactiveSpring`: duration 0.15, bounce 0.15.
    public static let interactive = Spring(duration: 0.15, bounce: 0.15)

    /// Below this distance from the target the spring counts as settled: 0.1 % of the travel,
    /// a fifth of a pixel on the All Mails pill's 200 px slide.
    public static let settleEpsilon = 0.001

    public var mass: Double { 1 }
    /// k = (2π / duration)²
    public var stiffness: Double { (2 * .pi / duration) * (2 * .pi / duration) }
    /// ζ = 1 − bounce for bounce ≥ 0, 1 / (1 + bounce) below.
    public var dampingRatio: Double { bounce >= 0 ? 1 - bounce : 1 / (1 + bounce) }
    /// c = 4π ζ / duration
    public var damping: Double { 4 * .pi * dampingRatio / duration }

    /// Position at `time` seconds, from 0 at rest towards 1; above 1 while it overshoots.
    public func value(at time: Double) -> Double {
        guard time > 0 else { return 0 }
        let omega = 2 * .pi / duration
        let zeta = dampingRatio
        if zeta < 1 {
            let damped = omega * (1 - zeta * zeta).squareRoot()
            let envelope: Double = exp(-zeta * omega * time)
            let phase: Double = damped * time
            let oscillation: Double = cos(phase) + zeta * omega / damped * sin(phase)
            return 1 - envelope * oscillation
        } else if zeta == 1 {
            let envelope: Double = exp(-omega * time)
            return 1 - envelope * (1 + omega * time)
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            let fast = -omega * (zeta + root)
            let slow = -omega * (zeta - root)
            let slowTerm: Double = fast * exp(slow * time)
            let fastTerm: Double = slow * exp(fast * time)
            return 1 - (slowTerm - fastTerm) / (fast - slow)
        }
    }

    /// The time step used to sample the curve: one millisecond.
    static let step = 0.001
    /// Springs are bounded in the spec so that this is never reached.
    static let longestSettle = 30.0

    /// Seconds until the spring stays within `epsilon` of its target for good.
    ///
    /// Underdamped, |x − 1| ≤ e^(−ζωt) · √(1 + (ζω/ω_d)²), so nothing after the time where that
    /// envelope falls below `epsilon` can leave the band: the samples up to there are looked at
    /// from the last one back, and the first outside the band is the answer (a few values
    /// rather than every one: a build asks this of each spring twice). Critically and overdamped
    /// springs do not overshoot: |x − 1| only shrinks, and the first sample inside the band is
    /// the last word.
    public func settleTime(epsilon: Double = Spring.settleEpsilon) -> Double {
        let omega = 2 * .pi / duration
        let zeta = dampingRatio
        var lastOutside = 0.0
        var time = 0.0
        if zeta < 1 {
            let damped = omega * (1 - zeta * zeta).squareRoot()
            let amplitude = (1 + (zeta * omega / damped) * (zeta * omega / damped)).squareRoot()
            let end = min(Self.longestSettle, log(amplitude / epsilon) / (zeta * omega) + Self.step)
            // The sample times exactly as a scan from 0 adds them up, then read from the end.
            var times: [Double] = []
            while time < end {
                times.append(time)
                time += Self.step
            }
            lastOutside = times.last { abs(value(at: $0) - 1) >= epsilon } ?? 0
        } else {
            while time < Self.longestSettle {
                guard abs(value(at: time) - 1) >= epsilon else { break }
                lastOutside = time
                time += Self.step
            }
        }
        return ((lastOutside + Self.step) * 1000).rounded() / 1000
    }

    /// The curve sampled every millisecond up to its settle time, as (progress 0…1, value).
    public func sampledCurve() -> [(progress: Double, value: Double)] {
        let end = settleTime()
        let count = Int((end / Self.step).rounded())
        return (0...count).map { index in
            let time = Double(index) * Self.step
            return (time / end, index == count ? 1 : value(at: time))
        }
    }

    /// The fewest points of the sampled curve that stay within `tolerance` of it
    /// (Ramer–Douglas–Peucker on the value axis).
    public func keyPoints(tolerance: Double = 0.002) -> [(progress: Double, value: Double)] {
        let curve = sampledCurve()
        var keep = Array(repeating: false, count: curve.count)
        keep[0] = true
        keep[curve.count - 1] = true
        var stack = [(0, curve.count - 1)]
        while let (first, last) = stack.popLast() {
            guard last - first > 1 else { continue }
            var worst = (index: first, error: 0.0)
            for index in (first + 1)..<last {
                let fraction =
                    (curve[index].progress - curve[first].progress)
                    / (curve[last].progress - curve[first].progress)
                let straight = curve[first].value + fraction * (curve[last].value - curve[first].value)
                let error = abs(curve[index].value - straight)
                if error > worst.error { worst = (index, error) }
            }
            if worst.error > tolerance {
                keep[worst.index] = true
                stack.append((first, worst.index))
                stack.append((worst.index, last))
            }
        }
        return curve.indices.filter { keep[$0] }.map { curve[$0] }
    }
}
