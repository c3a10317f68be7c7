extension Substring {
    /// The first occurrence of an ASCII `needle`, found by comparing UTF-8 bytes: the standard
    /// library's generic `firstRange(of:)` was a fifth of a default build's instructions.
    func find(_ needle: StaticString) -> Range<String.Index>? {
        let pattern = UnsafeBufferPointer(start: needle.utf8Start, count: needle.utf8CodeUnitCount)
        guard let first = pattern.first else { return nil }
        let bytes = utf8
        var index = bytes.startIndex
        while let start = bytes[index...].firstIndex(of: first) {
            var end = start
            var matched = 0
            while matched < pattern.count, end != bytes.endIndex, bytes[end] == pattern[matched] {
                matched += 1
                end = bytes.index(after: end)
            }
            if matched == pattern.count { return start..<end }
            index = bytes.index(after: start)
        }
        return nil
    }
}
