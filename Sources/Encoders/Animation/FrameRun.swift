/// A run of identical consecutive frames of a recording at a constant rate, stored once and
/// shown for the whole run: frames `start ..< start + count`, so from `start / fps` seconds for
/// `count / fps`.
struct FrameRun: Equatable {
    var start: Int
    var count: Int

    /// The run cut into runs of at most `limit` frames (a format's longest delay), in order.
    func pieces(ofAtMost limit: Int) -> [FrameRun] {
        stride(from: start, to: start + count, by: max(1, limit)).map {
            FrameRun(start: $0, count: min(limit, start + count - $0))
        }
    }

    /// The run's delay in hundredths of a second, rounded so that delays add up: the run's end
    /// time rounded minus its start time rounded (half up), so every frame's time since the
    /// recording began is its own time rounded, never an accumulated error.
    func centiseconds(fps: Int) -> Int {
        Self.roundedCentiseconds(start + count, fps: fps) - Self.roundedCentiseconds(start, fps: fps)
    }

    /// `100 × frame / fps` rounded half up.
    static func roundedCentiseconds(_ frame: Int, fps: Int) -> Int {
        (200 * frame + fps) / (2 * fps)
    }
}
