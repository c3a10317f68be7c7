extension JSONParser {
    /// Where the value starting at `start` ends, read by `skipValue`'s rules straight from the
    /// bytes, in one loop that keeps no line or column, so that checking a design system's token
    /// file costs little beside the build. Nil for anything it
    /// does not read plainly (a mistake, a surrogate escape, an exponent, a long number, a value
    /// nested deeper than `maximumDepth` counting `depth` levels above it), which the parser then
    /// reads again with positions, for its result or its message. Whatever this accepts,
    /// `skipValue` accepts and ends at the same byte.
    static func plainValueEnd(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, depth: Int) -> PlainEnd? {
        guard let base = bytes.baseAddress else { return nil }
        var skipper = PlainSkipper(bytes: base, count: bytes.count, index: start)
        guard skipper.value(depth: depth) else { return nil }
        return PlainEnd(
            index: skipper.index, newlines: skipper.newlines, lastLineStart: skipper.lastLineStart,
            lastLineContinuations: skipper.lastLineContinuations)
    }

    /// Where a plainly read value ends, and what its line and column need: JSON allows a line
    /// break only between tokens and a byte beyond ASCII only in a string, so the skipper counts
    /// them where it reads those, and the parser never walks the bytes again.
    struct PlainEnd {
        var index: Int
        var newlines: Int
        /// The index just after the last line break, when there is one.
        var lastLineStart: Int
        /// UTF-8 continuation bytes since the last line break (or the start): they do not move
        /// the column.
        var lastLineContinuations: Int
    }
}

/// `JSONParser.plainValueEnd`'s reader: an index into the bytes, the containers open around it
/// (one bit each, set for an object), and the counts a position needs.
private struct PlainSkipper {
    let bytes: UnsafePointer<UInt8>
    let count: Int
    var index: Int
    private(set) var newlines = 0
    private(set) var lastLineStart = 0
    private(set) var lastLineContinuations = 0

    init(bytes: UnsafePointer<UInt8>, count: Int, index: Int) {
        self.bytes = bytes
        self.count = count
        self.index = index
    }

    private static let quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\")

    /// Reads the value at `index`, `depth` levels inside the document.
    mutating func value(depth: Int) -> Bool {
        var open = 0  // containers opened by this value, still open
        var objects: UInt64 = 0  // bit n: whether the container n + 1 levels in is an object
        while true {
            // A value starts at `index`.
            guard index < count else { return false }
            switch bytes[index] {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                let isObject = bytes[index] == UInt8(ascii: "{")
                open += 1
                guard depth + open <= JSONParser.maximumDepth else { return false }
                objects = objects << 1 | (isObject ? 1 : 0)
                index += 1
                skipWhitespace()
                guard index < count else { return false }
                if bytes[index] == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                    index += 1
                    open -= 1
                    objects >>= 1
                } else {
                    if isObject, !key() { return false }
                    continue
                }
            case Self.quote:
                guard string() else { return false }
            case UInt8(ascii: "-"):
                index += 1
                guard number() else { return false }
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                guard number() else { return false }
            case UInt8(ascii: "t"):
                guard word("true") else { return false }
            case UInt8(ascii: "f"):
                guard word("false") else { return false }
            case UInt8(ascii: "n"):
                guard word("null") else { return false }
            default:
                return false
            }
            // A value has ended: close what it ends, until one more value is to come.
            while true {
                if open == 0 { return true }
                skipWhitespace()
                guard index < count else { return false }
                let inObject = objects & 1 == 1
                let byte = bytes[index]
                if byte == UInt8(ascii: ",") {
                    index += 1
                    skipWhitespace()
                    if inObject, !key() { return false }
                    break
                }
                guard byte == (inObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) else { return false }
                index += 1
                open -= 1
                objects >>= 1
            }
        }
    }

    @inline(__always) private mutating func skipWhitespace() {
        while index < count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): index += 1
            case UInt8(ascii: "\n"):
                index += 1
                newlines += 1
                lastLineStart = index
                lastLineContinuations = 0
            default: return
            }
        }
    }

    /// A member's key and its colon, leaving `index` at its value.
    @inline(__always) private mutating func key() -> Bool {
        guard index < count, bytes[index] == Self.quote, string() else { return false }
        skipWhitespace()
        guard index < count, bytes[index] == UInt8(ascii: ":") else { return false }
        index += 1
        skipWhitespace()
        return true
    }

    /// A string with no control character, whose escapes are the simple ones or a `\u` that is
    /// not half of a surrogate pair.
    @inline(__always) private mutating func string() -> Bool {
        index += 1  // opening quote
        while index < count {
            let byte = bytes[index]
            // Printable ASCII but the quote and the backslash: most of any string.
            if byte &- 0x23 < 0x5D, byte != Self.backslash {
                index += 1
                continue
            }
            switch byte {
            case Self.quote:
                index += 1
                return true
            case UInt8(ascii: " "), UInt8(ascii: "!"):
                index += 1
            case 0x80...:
                if byte & 0b1100_0000 == 0b1000_0000 { lastLineContinuations += 1 }
                index += 1
            case Self.backslash:
                guard index + 1 < count else { return false }
                switch bytes[index + 1] {
                case Self.quote, Self.backslash, UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
                    UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                    index += 2
                case UInt8(ascii: "u"):
                    guard let code = hex4(at: index + 2), !(0xD800..<0xE000).contains(code) else { return false }
                    index += 6
                default:
                    return false
                }
            default:
                return false  // a control character
            }
        }
        return false
    }

    private func hex4(at start: Int) -> UInt32? {
        guard start + 4 <= count else { return nil }
        var code: UInt32 = 0
        for offset in 0..<4 {
            let byte = bytes[start + offset]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            code = code << 4 | UInt32(digit)
        }
        return code
    }

    private func isDigit(at position: Int) -> Bool {
        position < count && bytes[position] &- UInt8(ascii: "0") < 10
    }

    /// Digits with an optional fraction, as `skipNumber` reads them without converting them: at
    /// most 15 digits and no exponent, so always a finite number.
    private mutating func number() -> Bool {
        let start = index
        guard isDigit(at: index) else { return false }
        if bytes[index] == UInt8(ascii: "0"), isDigit(at: index + 1) { return false }
        while isDigit(at: index) { index += 1 }
        if index < count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard isDigit(at: index) else { return false }
            while isDigit(at: index) { index += 1 }
        }
        if index < count, bytes[index] | 0x20 == UInt8(ascii: "e") { return false }
        return index - start <= 15
    }

    /// `true`, `false` or `null`, not followed by another letter (which would make it another
    /// word, as the parser reads words).
    private mutating func word(_ word: StaticString) -> Bool {
        let length = word.utf8CodeUnitCount
        guard index + length <= count else { return false }
        let expected = word.utf8Start
        for offset in 0..<length where bytes[index + offset] != expected[offset] { return false }
        index += length
        if index < count, (bytes[index] | 0x20) &- UInt8(ascii: "a") < 26 { return false }
        return true
    }
}
