#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A scroll step's motion: the list flicked so that it comes to rest at its target, decelerating
/// as a `UIScrollView` does after a flick. iOS multiplies the velocity by the deceleration rate
/// every millisecond (`UIScrollView.DecelerationRate.normal`, 0.998), so from a flick of velocity
/// `v0` the offset is `y(t) = y0 + v0 · (1 − d^(1000 t)) / k` with `k = −1000 · ln d` (per second),
/// and it comes to rest at `y0 + v0 / k`. Flicked to a target `D` points away, `v0 = k · D`:
///
///     y(t) = y0 + D · (1 − 0.998^(1000 t))
///
/// It settles when less than half a device pixel is left (`0.5 / scale` points), after
/// `T = ln(2 · scale · |D|) / k` seconds (k ≈ 2.002 per second: 600 points at @2x take 3.89 s),
/// and the offset is then written as the target itself. The curve and the half-pixel threshold
/// are Ilya Lobanov's derivation of UIScrollView's deceleration (“Deceleration mechanics of
/// UIScrollView”, and github.com/super-ultra/ScrollMechanics), the rate Apple's documented value.
public struct Flick: Sendable, Equatable {
    public var from: Double
    public var to: Double
    /// Device pixels per point: where half a pixel is.
    public var scale: Double

    /// `UIScrollView.DecelerationRate.normal`: the velocity kept after each millisecond.
    public static let decelerationRate = 0.998

    public init(from: Double, to: Double, scale: Double) {
        self.from = from
        self.to = to
        self.scale = scale
    }

    /// `k = −1000 · ln 0.998`, per second.
    public static var decay: Double { -1000 * log(decelerationRate) }

    /// Points a second at the start: `k · D`.
    public var initialVelocity: Double { Self.decay * (to - from) }

    /// What is left when it settles: half a device pixel, in points.
    public var threshold: Double { 0.5 / scale }

    /// Seconds until less than half a device pixel is left (0 for a flick shorter than that).
    public var duration: Double {
        let distance = abs(to - from)
        return distance > threshold ? log(distance / threshold) / Self.decay : 0
    }

    /// The offset `seconds` after the flick starts: the target from `duration` on.
    public func offset(at seconds: Double) -> Double {
        guard seconds < duration else { return to }
        return from + (to - from) * (1 - pow(Self.decelerationRate, 1000 * seconds))
    }
}
