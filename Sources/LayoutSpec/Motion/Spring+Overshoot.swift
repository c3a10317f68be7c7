#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension Spring {
    /// How far past its target it swings, as a fraction: e^(−ζπ/√(1−ζ²)) below critical
    /// damping, 0 at and above it (the inspector's figure, from the same closed form).
    public var overshoot: Double {
        let zeta = dampingRatio
        guard zeta < 1 else { return 0 }
        return exp(-zeta * .pi / (1 - zeta * zeta).squareRoot())
    }
}
