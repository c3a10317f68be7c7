import Testing

@testable import LayoutSpec

/// Every platform's numbers for a spring, run through that platform's own equations
/// (`PlatformSimulations`), against SwiftUI's curve at every 60 Hz frame until it has settled
/// and a second beyond: within 0.5 % of the travel, or the platform's limit is named in its
/// notes. The springs: the page's own and the edges (no bounce, a bounce near 1, overdamped,
/// very short, very long).
struct PlatformSpringTests {
    static let springs: [Spring] = [
        .bouncy, .interactive, Spring(duration: 0.5, bounce: 0), Spring(duration: 0.3, bounce: 0.95),
        Spring(duration: 0.3, bounce: -0.5), Spring(duration: 0.05, bounce: 0.3), Spring(duration: 10, bounce: 0.3),
    ]
    static let tolerance = 0.005

    /// The 60 Hz frames from the start to a second after the spring settles (at most 40 s).
    static func frames(_ spring: Spring) -> [Double] {
        let end = min(spring.settleTime() + 1, 40)
        return (0...Int(end * 60)).map { Double($0) / 60 }
    }

    static func worst(_ spring: Spring, _ curve: (Double) -> Double) -> Double {
        frames(spring).map { abs(curve($0) - spring.value(at: $0)) }.max() ?? 0
    }

    static func parameter(_ platform: PlatformSpring, _ name: String) throws -> Double {
        try #require(platform.value(name), "\(platform.platform.name) has no \(name)")
    }

    @Test(arguments: springs)
    func swiftUIsOwnNumbersAreTheSpring(spring: Spring) throws {
        let swiftUI = spring.expressed(in: .swiftUI)
        let again = Spring(
            duration: try Self.parameter(swiftUI, "duration"), bounce: try Self.parameter(swiftUI, "bounce"))
        #expect(Self.worst(spring) { again.value(at: $0) } < 1e-5)
        // response is the duration; dampingFraction the ratio.
        #expect(abs(try Self.parameter(swiftUI, "dampingFraction") - spring.dampingRatio) < 1e-5)
    }

    @Test(arguments: springs)
    func coreAnimationAndUIKitDrawTheSpring(spring: Spring) throws {
        for platform in [SpringPlatform.coreAnimation, .uiKit] {
            let numbers = spring.expressed(in: platform)
            let (m, k, c) = (
                try Self.parameter(numbers, "mass"), try Self.parameter(numbers, "stiffness"),
                try Self.parameter(numbers, "damping")
            )
            let end = numbers.value("settlingDuration")
            // With allowsOverdamping (iOS 17, printed for an overdamped spring): the spring itself.
            let error = Self.worst(spring) {
                PlatformSimulations.coreAnimation(
                    mass: m, stiffness: k, damping: c, allowsOverdamping: true, end: end, at: $0)
            }
            #expect(error < Self.tolerance, "\(platform.name): \(error)")
            if spring.bounce < 0 {
                // Without it: drawn critically damped, and the notes say so.
                let critical = Self.worst(spring) {
                    PlatformSimulations.coreAnimation(
                        mass: m, stiffness: k, damping: c, allowsOverdamping: false, end: nil, at: $0)
                }
                #expect(critical > Self.tolerance)
                #expect(numbers.notes.contains { $0.contains("critically damped") })
            }
        }
        if spring.bounce < 0 {
            #expect(spring.expressed(in: .coreAnimation).code.contains { $0.contains("allowsOverdamping = true") })
        }
    }

    @Test(arguments: springs)
    func composeDrawsTheSpringOnItsWholeMilliseconds(spring: Spring) throws {
        let numbers = spring.expressed(in: .compose)
        let (zeta, k) = (try Self.parameter(numbers, "dampingRatio"), try Self.parameter(numbers, "stiffness"))
        // Compose reads each frame's time floored to a millisecond: compared at those instants.
        let error =
            Self.frames(spring).map { time in
                let milliseconds = Int64((time * 1000 + 1e-9).rounded(.down))
                let drawn = PlatformSimulations.compose(
                    dampingRatio: Float(zeta), stiffness: Float(k), milliseconds: milliseconds)
                return abs(Double(drawn) - spring.value(at: Double(milliseconds) / 1000))
            }.max() ?? 0
        #expect(error < Self.tolerance, "\(error)")
    }

    @Test(arguments: springs)
    func androidViewsDrawTheSpringFrameByFrame(spring: Spring) throws {
        let numbers = spring.expressed(in: .androidViews)
        let (zeta, k) = (try Self.parameter(numbers, "dampingRatio"), try Self.parameter(numbers, "stiffness"))
        let milliseconds = Self.frames(spring).map { Int64(($0 * 1000 + 1e-9).rounded(.down)) }
        let drawn = PlatformSimulations.androidViews(dampingRatio: zeta, stiffness: k, frameMilliseconds: milliseconds)
        let error = zip(milliseconds, drawn).map { abs($1 - spring.value(at: Double($0) / 1000)) }.max() ?? 0
        #expect(error < Self.tolerance, "\(error)")
    }

    @Test(arguments: springs)
    func flutterFramerMotionAndFigmaDrawTheSpring(spring: Spring) throws {
        let flutter = spring.expressed(in: .flutter)
        let (m, k, c) = (
            try Self.parameter(flutter, "mass"), try Self.parameter(flutter, "stiffness"),
            try Self.parameter(flutter, "damping")
        )
        #expect(
            Self.worst(spring) { PlatformSimulations.flutter(mass: m, stiffness: k, damping: c, at: $0) }
                < Self.tolerance)
        let motion = spring.expressed(in: .framerMotion)
        let (mk, mc, mm) = (
            try Self.parameter(motion, "stiffness"), try Self.parameter(motion, "damping"),
            try Self.parameter(motion, "mass")
        )
        #expect(
            Self.worst(spring) { PlatformSimulations.framerMotion(stiffness: mk, damping: mc, mass: mm, at: $0) }
                < Self.tolerance)
        // Figma's equations are not published: its numbers are the same physical spring.
        let figma = spring.expressed(in: .figma)
        #expect(figma.parameters == flutter.parameters)
    }

    @Test(arguments: springs)
    func reanimatedDrawsTheSpringOrSaysItCannot(spring: Spring) throws {
        let numbers = spring.expressed(in: .reanimated)
        let (m, k, c) = (
            try Self.parameter(numbers, "mass"), try Self.parameter(numbers, "stiffness"),
            try Self.parameter(numbers, "damping")
        )
        let error = Self.worst(spring) { PlatformSimulations.reanimated(mass: m, stiffness: k, damping: c, at: $0) }
        if spring.bounce < 0 {
            #expect(error > Self.tolerance)
            #expect(numbers.notes.contains { $0.contains("critically damped") })
        } else {
            #expect(error < Self.tolerance, "\(error)")
        }
    }

    @Test func everyPlatformHasCodeAndNamedNumbers() {
        for platform in Spring.bouncy.platforms {
            #expect(!platform.code.isEmpty && !platform.parameters.isEmpty, "\(platform.platform.name)")
        }
        #expect(
            Spring.bouncy.expressed(in: .compose).code == [
                "spring(dampingRatio = 0.7f, stiffness = 438.649f, visibilityThreshold = 0.001f)"
            ])
        #expect(Spring.bouncy.expressed(in: .swiftUI).code.first == ".spring(duration: 0.3, bounce: 0.3)")
    }
}
