import Testing

@testable import Recording

/// When each frame is in page time, and the flick's curve.
struct RecordTimingTests {
    @Test func frameKIsKOverFPSTimesSpeed() {
        let full = RecordTiming(fps: 60, speed: 1)
        #expect(full.milliseconds(ofFrame: 0) == 0)
        #expect(full.milliseconds(ofFrame: 30) == 500)
        #expect(full.milliseconds(ofFrame: 60) == 1000)
        // 30 fps frame k is 60 fps frame 2k, as the same number.
        let half = RecordTiming(fps: 30, speed: 1)
        for k in 0..<2000 {
            #expect(half.milliseconds(ofFrame: k) == full.milliseconds(ofFrame: 2 * k))
            #expect(half.tick(ofFrame: k) == full.tick(ofFrame: 2 * k))
        }
        // At a quarter speed, frame 4k is the full-speed frame k.
        let slow = RecordTiming(fps: 60, speed: 0.25)
        for k in 0..<2000 {
            #expect(slow.milliseconds(ofFrame: 4 * k) == full.milliseconds(ofFrame: k))
            #expect(slow.tick(ofFrame: 4 * k) == k)
        }
        // Between ticks, the page has run the ticks before.
        #expect(slow.tick(ofFrame: 3) == 0 && slow.tick(ofFrame: 5) == 1)
        // A tick's time is the page's own expression.
        #expect(RecordTiming.milliseconds(ofTick: 30) == 500)
        #expect(RecordTiming.milliseconds(ofTick: 1) == full.milliseconds(ofFrame: 1))
    }

    @Test func theHoldsAreHalfASecondAndASecondOfPageTime() {
        #expect(RecordTiming.firstStepTick == 30)
        // A step that settles on tick 60 (1 s): the last frame is at 2 s.
        #expect(RecordTiming(fps: 60, speed: 1).lastFrame(settledOnTick: 60) == 120)
        #expect(RecordTiming(fps: 30, speed: 1).lastFrame(settledOnTick: 60) == 60)
        #expect(RecordTiming(fps: 50, speed: 1).lastFrame(settledOnTick: 61) == 100)
        // Slowed: four times the frames, the same last instant.
        #expect(RecordTiming(fps: 60, speed: 0.25).lastFrame(settledOnTick: 60) == 480)
        #expect(RecordTiming(fps: 60, speed: 1).seconds(frames: 121) == 121.0 / 60)
    }

    @Test func theFlickDeceleratesAsUIScrollViewDoes() {
        // k = −1000 ln 0.998 ≈ 2.002 per second.
        #expect(abs(Flick.decay - 2.002_002_670) < 1e-8)
        let flick = Flick(from: 0, to: 600, scale: 2)
        // A 600-point flick starts at about 1201 points a second…
        #expect(abs(flick.initialVelocity - 1201.2016) < 1e-3)
        // …and settles after ln(2 · 2 · 600) / k = 3.888 s, at @3x 4.090 s.
        #expect(abs(flick.duration - 3.887_719) < 1e-6)
        #expect(abs(Flick(from: 0, to: 600, scale: 3).duration - 4.090_249) < 1e-6)
        // 90 % of the way after ln 10 / k = 1.150 s.
        #expect(abs(flick.offset(at: log10Seconds) - 540) < 1e-6)
        #expect(flick.offset(at: 0) == 0)
        #expect(abs(flick.offset(at: 1) - 600 * (1 - 0.135_065)) < 0.01)
        #expect(flick.offset(at: flick.duration) == 600)
        // Less than half a device pixel before the end: where it is written as the target.
        #expect(600 - flick.offset(at: flick.duration - 1e-9) < flick.threshold + 1e-6)
        // Back up: the same curve the other way; a flick shorter than half a pixel takes no time.
        let back = Flick(from: 325, to: 0, scale: 2)
        #expect(abs(back.offset(at: 0.5) - 325 * 0.998.power(500)) < 1e-9)
        #expect(Flick(from: 10, to: 10.1, scale: 2).duration == 0)
    }

    private var log10Seconds: Double { 2.302_585_093 / Flick.decay }
}

extension Double {
    fileprivate func power(_ exponent: Int) -> Double {
        (0..<exponent).reduce(1) { result, _ in result * self }
    }
}
