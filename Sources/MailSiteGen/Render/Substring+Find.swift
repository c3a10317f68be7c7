extension Substring {
    /// The first occurrence of an ASCII `needle`, found by comparing UTF-8 bytes: the standard
    /// library's generic `firstRange(of:)` compares characters, a large share of a build. In a
    /// native string the bytes are searched in place (stepping through `UTF8View` indices is
    /// slower, over the templates and the icon sprite); other strings step.
    func find(_ needle: StaticString) -> Range<String.Index>? {
        find(pattern: UnsafeBufferPointer(start: needle.utf8Start, count: needle.utf8CodeUnitCount))
    }

    private func find(pattern: UnsafeBufferPointer<UInt8>) -> Range<String.Index>? {
        guard let first = pattern.first else { return nil }
        let bytes = utf8
        let found = bytes.withContiguousStorageIfAvailable { buffer -> Int? in
            guard buffer.count >= pattern.count else { return nil }
            var start = 0
            while start <= buffer.count - pattern.count {
                if buffer[start] == first {
                    var matched = 1
                    while matched < pattern.count, buffer[start + matched] == pattern[matched] { matched += 1 }
                    if matched == pattern.count { return start }
                }
                start += 1
            }
            return nil
        }
        if let found {
            guard let offset = found else { return nil }
            let start = bytes.index(bytes.startIndex, offsetBy: offset)
            return start..<bytes.index(start, offsetBy: pattern.count)
        }
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
