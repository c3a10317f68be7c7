/// Reads the numbers of SVG's attribute grammars (path data, points, transforms, viewBox) from
/// an attribute's text: a sign, digits, a fraction and an exponent, separated by whitespace and
/// at most one comma. A number that is not finite or beyond `limit` is not read: nothing the
/// icon's output is written from can be NaN, an infinity or a coordinate no icon has.
struct SVGNumberScanner {
    /// Larger magnitudes are refused (a 24-unit icon in a viewBox of a million units is already
    /// a dot).
    static let limit = 1_000_000.0

    private let bytes: [UInt8]
    private(set) var index = 0

    init(_ text: String) {
        bytes = Array(text.utf8)
    }

    var isAtEnd: Bool { index >= bytes.count }

    /// The byte at the current position, if any.
    var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    mutating func advance() { index += 1 }

    mutating func skipSpace() {
        while let byte = current, Self.isSpace(byte) { index += 1 }
    }

    /// Whitespace with at most one comma in it.
    mutating func skipSeparator() {
        skipSpace()
        if current == UInt8(ascii: ",") {
            index += 1
            skipSpace()
        }
    }

    /// The number at the current position, or nil (the position unchanged) when there is none
    /// or it is out of bounds.
    mutating func number() -> Double? {
        let start = index
        var end = index
        if end < bytes.count, bytes[end] == UInt8(ascii: "+") || bytes[end] == UInt8(ascii: "-") { end += 1 }
        let integerStart = end
        while end < bytes.count, Self.isDigit(bytes[end]) { end += 1 }
        var digits = end - integerStart
        if end < bytes.count, bytes[end] == UInt8(ascii: ".") {
            let fractionStart = end + 1
            var fractionEnd = fractionStart
            while fractionEnd < bytes.count, Self.isDigit(bytes[fractionEnd]) { fractionEnd += 1 }
            if fractionEnd > fractionStart || digits > 0 {
                digits += fractionEnd - fractionStart
                end = fractionEnd
            }
        }
        guard digits > 0 else { return nil }
        if end < bytes.count, bytes[end] == UInt8(ascii: "e") || bytes[end] == UInt8(ascii: "E") {
            var exponentEnd = end + 1
            if exponentEnd < bytes.count,
                bytes[exponentEnd] == UInt8(ascii: "+") || bytes[exponentEnd] == UInt8(ascii: "-")
            {
                exponentEnd += 1
            }
            let exponentDigits = exponentEnd
            while exponentEnd < bytes.count, Self.isDigit(bytes[exponentEnd]) { exponentEnd += 1 }
            if exponentEnd > exponentDigits { end = exponentEnd }
        }
        guard end - start <= 64, let value = Double(String(decoding: bytes[start..<end], as: UTF8.self)),
            value.isFinite, abs(value) <= Self.limit
        else { return nil }
        index = end
        return value
    }

    /// An arc's flag: `0` or `1`, which may be written with no separator after it.
    mutating func flag() -> Bool? {
        guard let byte = current, byte == UInt8(ascii: "0") || byte == UInt8(ascii: "1") else { return nil }
        index += 1
        return byte == UInt8(ascii: "1")
    }

    /// Whether the text at the current position is `word`; moves past it if so.
    mutating func consume(_ word: String) -> Bool {
        let expected = Array(word.utf8)
        guard index + expected.count <= bytes.count, Array(bytes[index..<index + expected.count]) == expected
        else { return false }
        index += expected.count
        return true
    }

    /// All the numbers of a list (`points`, `viewBox`), or nil when the text is anything else.
    static func list(_ text: String) -> [Double]? {
        var scanner = SVGNumberScanner(text)
        var numbers: [Double] = []
        scanner.skipSpace()
        while !scanner.isAtEnd {
            guard let number = scanner.number() else { return nil }
            numbers.append(number)
            scanner.skipSeparator()
        }
        return numbers
    }

    /// The numbers of a list up to the first error, as SVG draws a `points` list.
    static func prefixList(_ text: String) -> [Double] {
        var scanner = SVGNumberScanner(text)
        var numbers: [Double] = []
        scanner.skipSpace()
        while !scanner.isAtEnd, let number = scanner.number() {
            numbers.append(number)
            scanner.skipSeparator()
        }
        return numbers
    }

    /// A length: a number, in user units or `px`; nil for anything else (`%`, `em`, text).
    static func length(_ text: String) -> Double? {
        var scanner = SVGNumberScanner(text)
        scanner.skipSpace()
        guard let number = scanner.number() else { return nil }
        _ = scanner.consume("px")
        scanner.skipSpace()
        return scanner.isAtEnd ? number : nil
    }

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C
    }

    private static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
}

extension Double {
    /// The number as an SVG attribute writes it: at most four decimals, no exponent, no `-0`.
    /// Only finite numbers within `SVGNumberScanner.limit` (or a product of a few) reach it.
    var svgText: String {
        let scaled = (self * 10_000).rounded()
        guard scaled.isFinite, abs(scaled) < 1e17 else { return "0" }
        let integer = Int64(scaled)
        if integer == 0 { return "0" }
        let sign = integer < 0 ? "-" : ""
        let magnitude = integer.magnitude
        let whole = magnitude / 10_000
        var fraction = String(magnitude % 10_000)
        if fraction == "0" { return sign + String(whole) }
        fraction = String(repeating: "0", count: 4 - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return sign + String(whole) + "." + fraction
    }
}
