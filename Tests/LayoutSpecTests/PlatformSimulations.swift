import Foundation

@testable import LayoutSpec

/// Each platform's own equations for a spring from rest at 0 to 1, written from its source or
/// documentation (cited in docs/motion.md), fed the numbers `PlatformSpring` prints.
enum PlatformSimulations {
    /// Core Animation (`CA::Render::SpringAnimation`): ω₀ = √(k/m), ζ = c / (2√(km)); below 1 the
    /// damped oscillation, at 1 (or above without `allowsOverdamping`) critical, above it the two
    /// exponentials. The animation ends at `settlingDuration`, where it shows the target.
    static func coreAnimation(
        mass m: Double, stiffness k: Double, damping c: Double, allowsOverdamping: Bool, end: Double?, at t: Double
    ) -> Double {
        if let end, t >= end { return 1 }
        let omega = (k / m).squareRoot()
        let zeta = c / (2 * (k * m).squareRoot())
        if zeta < 1 {
            let damped = omega * (1 - zeta * zeta).squareRoot()
            let b = zeta * omega / damped
            return 1 - exp(-zeta * omega * t) * (cos(damped * t) + b * sin(damped * t))
        }
        if zeta == 1 || !allowsOverdamping {
            return 1 - exp(-omega * t) * (1 + omega * t)
        }
        let root = omega * (zeta * zeta - 1).squareRoot()
        let (r1, r2) = (-zeta * omega + root, -zeta * omega - root)
        // C1 + C2 = 1 and r1·C1 + r2·C2 = 0 (at rest).
        let c2 = r1 / (r1 - r2)
        let c1 = 1 - c2
        return 1 - (c1 * exp(r1 * t) + c2 * exp(r2 * t))
    }

    /// Jetpack Compose's `SpringSimulation.updateValues` in Float, from the start (displacement
    /// −1, at rest), at `milliseconds` (Compose floors the frame's time to whole milliseconds).
    static func compose(dampingRatio: Float, stiffness: Float, milliseconds: Int64) -> Float {
        let naturalFreq = stiffness.squareRoot()
        let adjustedDisplacement: Float = -1
        let deltaT = Float(milliseconds) / 1000
        let dampingRatioSquared = dampingRatio * dampingRatio
        let r = -dampingRatio * naturalFreq
        let displacement: Float
        if dampingRatio > 1 {
            let s = naturalFreq * (dampingRatioSquared - 1).squareRoot()
            let gammaPlus = r + s
            let gammaMinus = r - s
            let coeffB = (gammaMinus * adjustedDisplacement) / (gammaMinus - gammaPlus)
            let coeffA = adjustedDisplacement - coeffB
            displacement = coeffA * Foundation.exp(gammaMinus * deltaT) + coeffB * Foundation.exp(gammaPlus * deltaT)
        } else if dampingRatio == 1 {
            let coeffA = adjustedDisplacement
            let coeffB = naturalFreq * adjustedDisplacement
            displacement = (coeffA + coeffB * deltaT) * Foundation.exp(-naturalFreq * deltaT)
        } else {
            let dampedFreq = naturalFreq * (1 - dampingRatioSquared).squareRoot()
            let cosCoeff = adjustedDisplacement
            let sinCoeff = (1 / dampedFreq) * (-r * adjustedDisplacement)
            let dFreqT = dampedFreq * deltaT
            displacement =
                Foundation.exp(r * deltaT) * (cosCoeff * Foundation.cos(dFreqT) + sinCoeff * Foundation.sin(dFreqT))
        }
        return 1 + displacement
    }

    /// Android's `SpringForce.updateValues`, chained frame by frame as `DynamicAnimation` runs it:
    /// each frame advances the Float state by the whole milliseconds since the one before.
    /// Returns the value at each of `frameMilliseconds` (the first frame only starts the clock).
    static func androidViews(dampingRatio: Double, stiffness: Double, frameMilliseconds: [Int64]) -> [Double] {
        var value: Float = 0
        var velocity: Float = 0
        var values: [Double] = []
        var last = frameMilliseconds.first ?? 0
        let naturalFreq = stiffness.squareRoot()
        for now in frameMilliseconds {
            let deltaT = Double(now - last) / 1000
            last = now
            let lastDisplacement = Double(value) - 1
            let lastVelocity = Double(velocity)
            let displacement: Double
            let currentVelocity: Double
            if dampingRatio > 1 {
                let gammaPlus =
                    -dampingRatio * naturalFreq + naturalFreq * (dampingRatio * dampingRatio - 1).squareRoot()
                let gammaMinus =
                    -dampingRatio * naturalFreq - naturalFreq * (dampingRatio * dampingRatio - 1).squareRoot()
                let coeffA =
                    lastDisplacement - (gammaMinus * lastDisplacement - lastVelocity) / (gammaMinus - gammaPlus)
                let coeffB = (gammaMinus * lastDisplacement - lastVelocity) / (gammaMinus - gammaPlus)
                displacement = coeffA * exp(gammaMinus * deltaT) + coeffB * exp(gammaPlus * deltaT)
                currentVelocity =
                    coeffA * gammaMinus * exp(gammaMinus * deltaT) + coeffB * gammaPlus * exp(gammaPlus * deltaT)
            } else if dampingRatio == 1 {
                let coeffA = lastDisplacement
                let coeffB = lastVelocity + naturalFreq * lastDisplacement
                displacement = (coeffA + coeffB * deltaT) * exp(-naturalFreq * deltaT)
                currentVelocity =
                    (coeffA + coeffB * deltaT) * exp(-naturalFreq * deltaT) * -naturalFreq
                    + coeffB * exp(-naturalFreq * deltaT)
            } else {
                let dampedFreq = naturalFreq * (1 - dampingRatio * dampingRatio).squareRoot()
                let cosCoeff = lastDisplacement
                let sinCoeff = (1 / dampedFreq) * (dampingRatio * naturalFreq * lastDisplacement + lastVelocity)
                displacement =
                    exp(-dampingRatio * naturalFreq * deltaT)
                    * (cosCoeff * cos(dampedFreq * deltaT) + sinCoeff * sin(dampedFreq * deltaT))
                currentVelocity =
                    displacement * -naturalFreq * dampingRatio
                    + exp(-dampingRatio * naturalFreq * deltaT)
                    * (-dampedFreq * cosCoeff * sin(dampedFreq * deltaT)
                        + dampedFreq * sinCoeff * cos(dampedFreq * deltaT))
            }
            value = Float(displacement + 1)
            velocity = Float(currentVelocity)
            values.append(Double(value))
        }
        return values
    }

    /// Flutter's `SpringSimulation` (`_SpringSolution`): the sign of c² − 4mk picks the form;
    /// the distance is start − end = −1, at rest.
    static func flutter(mass m: Double, stiffness k: Double, damping c: Double, at t: Double) -> Double {
        let distance = -1.0
        let velocity = 0.0
        let cmk = c * c - 4 * m * k
        let x: Double
        if cmk == 0 {
            let r = -c / (2 * m)
            let c1 = distance
            let c2 = velocity - r * distance
            x = (c1 + c2 * t) * exp(r * t)
        } else if cmk > 0 {
            let r1 = (-c - cmk.squareRoot()) / (2 * m)
            let r2 = (-c + cmk.squareRoot()) / (2 * m)
            let c2 = (velocity - r1 * distance) / (r2 - r1)
            let c1 = distance - c2
            x = c1 * exp(r1 * t) + c2 * exp(r2 * t)
        } else {
            let w = (4 * m * k - c * c).squareRoot() / (2 * m)
            let r = -(c / 2 * m)
            let c1 = distance
            let c2 = (velocity - r * distance) / w
            x = exp(r * t) * (c1 * cos(w * t) + c2 * sin(w * t))
        }
        return 1 + x
    }

    /// Reanimated's `underDampedSpringCalculations` and `criticallyDampedSpringCalculations`
    /// (`springUtils.ts`): every ζ ≥ 1 takes the critical one.
    static func reanimated(mass m: Double, stiffness k: Double, damping c: Double, at t: Double) -> Double {
        let zeta = c / (2 * (k * m).squareRoot())
        let omega0 = (k / m).squareRoot()
        let x0 = 1.0
        let v0 = 0.0
        if zeta < 1 {
            let omega1 = omega0 * (1 - zeta * zeta).squareRoot()
            let envelope = exp(-zeta * omega0 * t)
            return 1 - envelope * (sin(omega1 * t) * ((v0 + zeta * omega0 * x0) / omega1) + x0 * cos(omega1 * t))
        }
        let envelope = exp(-omega0 * t)
        return 1 - envelope * (x0 + (v0 + omega0 * x0) * t)
    }

    /// Framer Motion's `spring` generator (motion-dom): below 1 the damped form, at 1 critical,
    /// above it the hyperbolic form; ζ = c / (2√(km)).
    static func framerMotion(stiffness k: Double, damping c: Double, mass m: Double, at t: Double) -> Double {
        let zeta = c / (2 * (k * m).squareRoot())
        let undampedAngularFreq = (k / m).squareRoot()
        let initialDelta = 1.0
        let initialVelocity = 0.0
        if zeta < 1 {
            let angularFreq = undampedAngularFreq * (1 - zeta * zeta).squareRoot()
            let envelope = exp(-zeta * undampedAngularFreq * t)
            return 1 - envelope
                * (((initialVelocity + zeta * undampedAngularFreq * initialDelta) / angularFreq) * sin(angularFreq * t)
                    + initialDelta * cos(angularFreq * t))
        }
        if zeta == 1 {
            return 1 - exp(-undampedAngularFreq * t)
                * (initialDelta + (initialVelocity + undampedAngularFreq * initialDelta) * t)
        }
        let dampedAngularFreq = undampedAngularFreq * (zeta * zeta - 1).squareRoot()
        let envelope = exp(-zeta * undampedAngularFreq * t)
        let freqForT = min(dampedAngularFreq * t, 300)
        return 1 - envelope
            * ((initialVelocity + zeta * undampedAngularFreq * initialDelta) * sinh(freqForT)
                + dampedAngularFreq * initialDelta * cosh(freqForT)) / dampedAngularFreq
    }
}
