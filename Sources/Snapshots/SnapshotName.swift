/// A state's name in a snapshot folder, made from its board label: stable (the same label gives
/// the same name), file-safe (lower-case ASCII letters, digits and single `-`, at most 60
/// characters, never starting with a dot) and unique in the folder (`-2`, `-3` after a name
/// that is taken). Letters outside ASCII are left out; a label with none left is `state-<n>`.
public enum SnapshotName {
    public static let maximumLength = 60

    public static func make(_ label: String, index: Int) -> String {
        var name = ""
        var pendingDash = false
        for scalar in label.unicodeScalars {
            let lower = scalar.properties.lowercaseMapping
            if lower.unicodeScalars.count == 1, let ascii = lower.unicodeScalars.first, ascii.isASCII,
                ascii.properties.isAlphabetic || ("0"..."9").contains(ascii)
            {
                if pendingDash && !name.isEmpty { name.append("-") }
                pendingDash = false
                name.unicodeScalars.append(ascii)
            } else {
                pendingDash = true
            }
        }
        if name.count > maximumLength {
            name = String(name.prefix(maximumLength))
            while name.hasSuffix("-") { name.removeLast() }
        }
        return name.isEmpty ? "state-\(index + 1)" : name
    }

    /// `name`, or `name-2`, `name-3`… when taken; the result is added to `used`.
    public static func unique(_ name: String, in used: inout Set<String>) -> String {
        var candidate = name
        var number = 2
        while used.contains(candidate) {
            candidate = "\(name)-\(number)"
            number += 1
        }
        used.insert(candidate)
        return candidate
    }

    /// The known name nearest to `word` (edit distance at most a third of its length, at least
    /// 2), or one that starts with it: for "did you mean".
    public static func closest(to word: String, in names: [String]) -> String? {
        if let prefixed = names.first(where: { $0.hasPrefix(word) && !word.isEmpty }) { return prefixed }
        let scored = names.map { ($0, distance(Array(word.utf8), Array($0.utf8))) }
        guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
        return best.1 <= max(2, word.utf8.count / 3) ? best.0 : nil
    }

    private static func distance(_ a: [UInt8], _ b: [UInt8]) -> Int {
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
