#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An affine transform `[a c e; b d f]`, as SVG's `matrix(a b c d e f)`: a `transform` list
/// parsed and multiplied into one, and written as `matrix(…)` of numbers only.
struct SVGTransform: Sendable, Equatable {
    var a = 1.0, b = 0.0, c = 0.0, d = 1.0, e = 0.0, f = 0.0

    static let identity = SVGTransform()

    init(a: Double = 1, b: Double = 0, c: Double = 0, d: Double = 1, e: Double = 0, f: Double = 0) {
        (self.a, self.b, self.c, self.d, self.e, self.f) = (a, b, c, d, e, f)
    }

    /// `self` applied after `other`.
    func concatenating(_ other: SVGTransform) -> SVGTransform {
        SVGTransform(
            a: a * other.a + c * other.b, b: b * other.a + d * other.b,
            c: a * other.c + c * other.d, d: b * other.c + d * other.d,
            e: a * other.e + c * other.f + e, f: b * other.e + d * other.f + f)
    }

    /// A `transform` attribute's list (`translate(2 3) rotate(45)`) as one transform; nil when it
    /// is not one, or its product has a number beyond the scanner's limit.
    init?(_ text: String) {
        var scanner = SVGNumberScanner(text)
        var result = SVGTransform.identity
        scanner.skipSpace()
        while !scanner.isAtEnd {
            let functions: [(String, ClosedRange<Int>)] = [
                ("matrix", 6...6), ("translate", 1...2), ("scale", 1...2), ("rotate", 1...3), ("skewX", 1...1),
                ("skewY", 1...1),
            ]
            guard let (name, counts) = functions.first(where: { scanner.consume($0.0) }) else { return nil }
            scanner.skipSpace()
            guard scanner.consume("(") else { return nil }
            scanner.skipSpace()
            var arguments: [Double] = []
            while let number = scanner.number() {
                arguments.append(number)
                scanner.skipSeparator()
            }
            guard scanner.consume(")"), counts.contains(arguments.count), name != "rotate" || arguments.count != 2
            else { return nil }
            result = result.concatenating(Self.function(name, arguments))
            scanner.skipSeparator()
        }
        guard
            [result.a, result.b, result.c, result.d, result.e, result.f].allSatisfy({
                $0.isFinite && abs($0) <= SVGNumberScanner.limit
            })
        else { return nil }
        self = result
    }

    private static func function(_ name: String, _ values: [Double]) -> SVGTransform {
        switch name {
        case "matrix":
            return SVGTransform(a: values[0], b: values[1], c: values[2], d: values[3], e: values[4], f: values[5])
        case "translate":
            return SVGTransform(e: values[0], f: values.count > 1 ? values[1] : 0)
        case "scale":
            return SVGTransform(a: values[0], d: values.count > 1 ? values[1] : values[0])
        case "rotate":
            let angle = values[0] * .pi / 180
            let rotation = SVGTransform(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle))
            guard values.count == 3 else { return rotation }
            return SVGTransform(e: values[1], f: values[2]).concatenating(rotation)
                .concatenating(SVGTransform(e: -values[1], f: -values[2]))
        case "skewX":
            return SVGTransform(c: tan(values[0] * .pi / 180))
        default:
            return SVGTransform(b: tan(values[0] * .pi / 180))
        }
    }

    /// `matrix(1 0 0 1 0 0)`.
    var text: String {
        "matrix(" + [a, b, c, d, e, f].map(\.svgText).joined(separator: " ") + ")"
    }
}
