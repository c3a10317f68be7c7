#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The spring in each platform's own terms. SwiftUI's `duration` is the undamped period and
/// `bounce` sets the damping ratio ζ (1 − bounce, or 1 / (1 + bounce) below 0); with mass 1 that
/// is stiffness k = (2π / duration)² and damping coefficient c = 4πζ / duration. Most platforms
/// take k and c (a coefficient, not a ratio: c = 2ζ√(km)); Compose and Android's `SpringForce`
/// take k and ζ with the mass fixed at 1. The sources are cited in `docs/motion.md`.
extension Spring {
    /// The spring as each platform writes it.
    public var platforms: [PlatformSpring] { SpringPlatform.allCases.map { expressed(in: $0) } }

    /// The spring as `platform` writes it.
    public func expressed(in platform: SpringPlatform) -> PlatformSpring {
        let (d, b, k, c, zeta) = (duration, bounce, stiffness, damping, dampingRatio)
        let (dText, bText, kText, cText, zText) = (d.written, b.written, k.written, c.written, zeta.written)
        let overdamped = b < 0
        func spring(_ parameters: [(String, Double)], _ code: [String], _ notes: [String] = []) -> PlatformSpring {
            PlatformSpring(
                platform: platform,
                parameters: parameters.map { PlatformSpring.Parameter(name: $0.0, value: $0.1.significant(6)) },
                code: code, notes: notes)
        }
        switch platform {
        case .swiftUI:
            return spring(
                [("duration", d), ("bounce", b), ("response", d), ("dampingFraction", zeta)],
                [
                    ".spring(duration: \(dText), bounce: \(bText))",
                    ".spring(response: \(dText), dampingFraction: \(zText))",
                ],
                ["duration is the undamped period (SwiftUI's perceptual duration), not the time to settle."])
        case .uiKit:
            return spring(
                [("duration", d), ("bounce", b), ("mass", 1), ("stiffness", k), ("damping", c)],
                [
                    "UISpringTimingParameters(duration: \(dText), bounce: \(bText))",
                    "UISpringTimingParameters(mass: 1, stiffness: \(kText), damping: \(cText), initialVelocity: .zero)",
                ],
                [
                    "UIViewPropertyAnimator(duration:timingParameters:) ignores its duration with these: it runs "
                        + "for the spring's settlingDuration (iOS 17 and later for duration and bounce)."
                ]
                    + (overdamped
                        ? [
                            "The mass, stiffness and damping form is drawn critically damped (ζ = 1): use the "
                                + "duration and bounce form for ζ = \(zText)."
                        ] : []))
        case .coreAnimation:
            let settling = coreAnimationSettlingDuration.significant(6)
            return spring(
                [("mass", 1), ("stiffness", k), ("damping", c), ("settlingDuration", settling)],
                [
                    "let animation = CASpringAnimation(perceptualDuration: \(dText), bounce: \(bText))",
                    "// or, before iOS 17:",
                    "animation.mass = 1",
                    "animation.stiffness = \(kText)",
                    "animation.damping = \(cText)",
                ]
                    + (overdamped ? ["animation.allowsOverdamping = true  // iOS 17 and later"] : [])
                    + ["animation.duration = animation.settlingDuration  // \(settling.written) s"],
                [
                    "damping is a coefficient (c = 2ζ√(km)), not a ratio; settlingDuration is when the "
                        + "spring is within 0.001 of its travel, and the animation ends there."
                ]
                    + (overdamped
                        ? ["Before iOS 17 (no allowsOverdamping) it is drawn critically damped (ζ = 1)."] : []))
        case .compose:
            return spring(
                [("dampingRatio", zeta), ("stiffness", k)],
                ["spring(dampingRatio = \(zText)f, stiffness = \(kText)f, visibilityThreshold = 0.001f)"],
                [
                    "The mass is 1: stiffness is per unit of mass. visibilityThreshold is in the value's units: "
                        + "0.1 % of the travel (the default, 0.01, ends with a jump of up to 1 %).",
                    "Compose reads the frame's time in whole milliseconds.",
                ])
        case .androidViews:
            return spring(
                [("dampingRatio", zeta), ("stiffness", k)],
                ["SpringForce(finalPosition).setStiffness(\(kText)f).setDampingRatio(\(zText)f)"],
                [
                    "The mass is 1. The animation ends within 0.75 of setMinimumVisibleChange (1 pixel for "
                        + "a translation): set it for a small range."
                ])
        case .flutter:
            return spring(
                [("mass", 1), ("stiffness", k), ("damping", c)],
                ["SpringDescription(mass: 1, stiffness: \(kText), damping: \(cText))"],
                [
                    "damping is a coefficient, not a ratio. Drive it with AnimationController.unbounded: "
                        + "a bounded controller clips the overshoot at 1.",
                    "SpringDescription.withDurationAndBounce takes whole milliseconds: the numbers above "
                        + "keep the duration exact.",
                ])
        case .reanimated:
            return spring(
                [("mass", 1), ("stiffness", k), ("damping", c)],
                ["withSpring(toValue, { mass: 1, stiffness: \(kText), damping: \(cText) })"],
                [
                    "damping is a coefficient. Give no duration or dampingRatio: with them, Reanimated "
                        + "solves for its own stiffness."
                ]
                    + (overdamped
                        ? [
                            "Reanimated draws every ζ ≥ 1 critically damped: this spring (ζ = \(zText)) "
                                + "settles sooner there."
                        ] : []))
        case .framerMotion:
            return spring(
                [("stiffness", k), ("damping", c), ("mass", 1)],
                ["transition={{ type: \"spring\", stiffness: \(kText), damping: \(cText), mass: 1 }}"],
                [
                    "Not duration and bounce: in Framer Motion that duration is the time to settle, and "
                        + "its bounce is clamped to 0…0.95."
                ])
        case .figma:
            return spring(
                [("mass", 1), ("stiffness", k), ("damping", c)],
                ["Custom spring: Mass 1, Stiffness \(kText), Damping \(cText)"],
                ["Figma's ranges for these fields are not documented; not checked in Figma."])
        }
    }

    /// `CASpringAnimation.settlingDuration`: underdamped, when the envelope
    /// (1 + |ζω₀ / ω_d|)·e^(−ζω₀t) falls to 0.001; otherwise the first tenth of a second from
    /// which the spring stays within 0.001 of its target.
    var coreAnimationSettlingDuration: Double {
        let omega = 2 * .pi / duration
        let zeta = dampingRatio
        if zeta < 1 {
            let damped = omega * (1 - zeta * zeta).squareRoot()
            return max(-log(Spring.settleEpsilon / (1 + abs(zeta * omega / damped))) / (zeta * omega), 0)
        }
        var time = 0.0
        while abs(1 - value(at: time)) >= Spring.settleEpsilon, time < Spring.longestSettle { time += 0.1 }
        return (time * 10).rounded() / 10
    }
}

extension Double {
    /// Rounded to `digits` significant digits.
    public func significant(_ digits: Int) -> Double {
        guard self != 0, isFinite else { return self }
        let scale = pow(10, Double(digits) - log10(abs(self)).rounded(.up))
        return (self * scale).rounded() / scale
    }

    /// Six significant digits, as the spec writes a number.
    public var written: String { significant(6).specText }
}
