/// When each frame is, in page time. Frame k shows the page `k / fps × speed` seconds after the
/// recording starts; the page's own clock ticks at 60 Hz in page time whatever the frame rate
/// (`RecordClock`), so a 30 fps recording's frame k is a 60 fps recording's frame 2k, and at
/// `--speed 0.25` frame 4k is the full-speed frame k. The start state is held `startHold`
/// seconds of page time before the first step, and the end state `endHold` after the last one
/// settles; `--speed` slows those with the rest.
public struct RecordTiming: Sendable, Equatable {
    public var fps: Int
    public var speed: Double

    /// Seconds of page time the start state is shown before the first step.
    public static let startHold = 0.5
    /// Seconds of page time the end state is shown after the last step has settled.
    public static let endHold = 1.0
    /// The page's frames a second: rAF callbacks, timers and steps run on these ticks.
    public static let tickRate = 60
    /// Seconds of page time a recording may take beyond its start hold and its waits: a page
    /// that never settles stops there, with an error.
    public static let longest = 600.0

    public init(fps: Int, speed: Double) {
        self.fps = fps
        self.speed = speed
    }

    /// Frame `k`'s page time in milliseconds: `1000 · k · speed / fps`, computed so that equal
    /// instants are the same number (30 fps frame k and 60 fps frame 2k).
    public func milliseconds(ofFrame k: Int) -> Double {
        1000 * Double(k) * speed / Double(fps)
    }

    /// The last page tick at or before frame `k`: the ticks the page runs before that frame.
    public func tick(ofFrame k: Int) -> Int {
        Int((Double(k) * speed * Double(Self.tickRate) / Double(fps) + 1e-9).rounded(.down))
    }

    /// A tick's page time in milliseconds, as the page computes it (`j * 1000 / 60`).
    public static func milliseconds(ofTick j: Int) -> Double {
        Double(j) * 1000 / Double(tickRate)
    }

    /// The tick the first step runs on: the first at or after the start hold.
    public static var firstStepTick: Int { Int((startHold * Double(tickRate)).rounded(.up)) }

    /// The index of the last frame, once the last step settled on tick `settled`: the last frame at
    /// or before the end of the end hold.
    public func lastFrame(settledOnTick settled: Int) -> Int {
        let end = Double(settled) / Double(Self.tickRate) + Self.endHold
        return Int((end * Double(fps) / speed + 1e-9).rounded(.down))
    }

    /// Seconds the recording plays for, from frame 0 to the end of the last frame.
    public func seconds(frames: Int) -> Double { Double(frames) / Double(fps) }
}
