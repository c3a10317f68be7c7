#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Time for the server: a monotonic clock in milliseconds for deadlines, and the time of day
/// for the lines it prints.
enum Clock {
    /// Milliseconds since an arbitrary start, never going back.
    static func now() -> Int {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Int(time.tv_sec) * 1000 + Int(time.tv_nsec) / 1_000_000
    }

    /// `14:03:27`, local time.
    static func timeOfDay() -> String {
        var seconds = time(nil)
        var parts = tm()
        localtime_r(&seconds, &parts)
        func twoDigits(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(twoDigits(parts.tm_hour)):\(twoDigits(parts.tm_min)):\(twoDigits(parts.tm_sec))"
    }
}
