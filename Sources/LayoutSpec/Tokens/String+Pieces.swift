extension String {
    /// The pieces between each `separator`, an ASCII byte, empty pieces kept: `brand.radius.pill`
    /// at `.` is `brand`, `radius`, `pill`. Split by bytes, where the standard library's `split`
    /// steps through characters, many times slower.
    func pieces(between separator: UInt8) -> [String] {
        var pieces: [String] = []
        let utf8 = self.utf8
        var start = utf8.startIndex
        var index = start
        while index < utf8.endIndex {
            if utf8[index] == separator {
                pieces.append(String(self[start..<index]))
                start = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        pieces.append(String(self[start...]))
        return pieces
    }

    /// Whether `part`'s bytes occur in this string's.
    func containsBytes(of part: String) -> Bool {
        let bytes = Array(utf8), wanted = Array(part.utf8)
        guard !wanted.isEmpty else { return true }
        guard bytes.count >= wanted.count else { return false }
        return (0...(bytes.count - wanted.count)).contains { start in
            bytes[start..<(start + wanted.count)].elementsEqual(wanted)
        }
    }
}
