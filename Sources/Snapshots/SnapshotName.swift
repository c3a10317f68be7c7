/// A state's name in a snapshot folder, made from its board label: stable (the same label gives
/// the same name), file-safe (lower-case ASCII letters, digits and single `-`, at most 60
/// characters, never starting with a dot) and unique in the folder (`-2`, `-3` after a name
/// that is taken). A Latin letter with marks is its letter (`Päckchen` → `packchen`, `ß` → `ss`);
/// other letters outside ASCII are left out; a label with none left is `state-<n>`.
public enum SnapshotName {
    public static let maximumLength = 60

    public static func make(_ label: String, index: Int) -> String {
        var name = ""
        var pendingDash = false
        for scalar in label.unicodeScalars {
            // A combining mark (a decomposed `ü`) belongs to the letter before it.
            if scalar.properties.generalCategory == .nonspacingMark { continue }
            let lower = scalar.properties.lowercaseMapping
            let plain: String? =
                if lower.unicodeScalars.count == 1, let ascii = lower.unicodeScalars.first, ascii.isASCII,
                    ascii.properties.isAlphabetic || ("0"..."9").contains(ascii)
                {
                    String(ascii)
                } else {
                    plainLatin(scalar)
                }
            if let plain {
                if pendingDash && !name.isEmpty { name.append("-") }
                pendingDash = false
                name += plain
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

    /// A letter of Latin-1 or Latin Extended-A, either case, as the ASCII letters it is written
    /// without its marks; nil for anything else.
    static func plainLatin(_ scalar: Unicode.Scalar) -> String? {
        switch scalar.value {
        case 0xC0...0xC5, 0xE0...0xE5, 0x100...0x105: "a"
        case 0xC6, 0xE6: "ae"
        case 0xC7, 0xE7, 0x106...0x10D: "c"
        case 0xD0, 0xF0, 0x10E...0x111: "d"
        case 0xC8...0xCB, 0xE8...0xEB, 0x112...0x11B: "e"
        case 0x11C...0x123: "g"
        case 0x124...0x127: "h"
        case 0xCC...0xCF, 0xEC...0xEF, 0x128...0x131: "i"
        case 0x132...0x133: "ij"
        case 0x134...0x135: "j"
        case 0x136...0x138: "k"
        case 0x139...0x142: "l"
        case 0xD1, 0xF1, 0x143...0x14B: "n"
        case 0xD2...0xD6, 0xD8, 0xF2...0xF6, 0xF8, 0x14C...0x151: "o"
        case 0x152...0x153: "oe"
        case 0x154...0x159: "r"
        case 0xDF: "ss"
        case 0x15A...0x161, 0x17F: "s"
        case 0x162...0x167: "t"
        case 0xDE, 0xFE: "th"
        case 0xD9...0xDC, 0xF9...0xFC, 0x168...0x173: "u"
        case 0x174...0x175: "w"
        case 0xDD, 0xFD, 0xFF, 0x176...0x178: "y"
        case 0x179...0x17E: "z"
        default: nil
        }
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
