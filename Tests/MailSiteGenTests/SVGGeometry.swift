import Foundation

/// Enough of SVG's geometry to find where an icon draws: the points of a `<path>`'s outline
/// (lines, Béziers and arcs, sampled), of a circle, an ellipse or a rectangle, in user units.
enum SVGGeometry {
    struct Point: Equatable {
        var x: Double
        var y: Double
    }

    enum Failure: Error, CustomStringConvertible {
        case syntax(String)
        var description: String {
            switch self {
            case .syntax(let message): message
            }
        }
    }

    /// Points on the outline of one element (`name` with its attributes); nil for an element
    /// that draws nothing this helper knows.
    static func points(element name: String, attributes: [String: String]) throws -> [Point] {
        func number(_ key: String) throws -> Double {
            guard let text = attributes[key], let value = Double(text) else {
                throw Failure.syntax("<\(name)> has no number \(key)")
            }
            return value
        }
        switch name {
        case "path":
            return try points(pathData: attributes["d"] ?? "")
        case "circle":
            let (x, y, r) = (try number("cx"), try number("cy"), try number("r"))
            return ellipse(x, y, r, r)
        case "ellipse":
            return ellipse(try number("cx"), try number("cy"), try number("rx"), try number("ry"))
        case "rect":
            let (x, y, w, h) = (try number("x"), try number("y"), try number("width"), try number("height"))
            return [Point(x: x, y: y), Point(x: x + w, y: y + h)]
        default:
            throw Failure.syntax("<\(name)> is not an element an icon draws with")
        }
    }

    private static func ellipse(_ cx: Double, _ cy: Double, _ rx: Double, _ ry: Double) -> [Point] {
        (0..<64).map { step in
            let angle = Double(step) / 64 * 2 * .pi
            return Point(x: cx + rx * cos(angle), y: cy + ry * sin(angle))
        }
    }

    /// The numbers and command letters of path data, in order.
    private static func tokens(_ data: String) throws -> [Substring] {
        var tokens: [Substring] = []
        var index = data.startIndex
        while index < data.endIndex {
            let character = data[index]
            if character.isLetter {
                tokens.append(data[index...index])
                index = data.index(after: index)
            } else if character == " " || character == "," || character == "\n" {
                index = data.index(after: index)
            } else {
                // A number: sign, digits, one dot, digits; a second dot or a sign starts the next.
                let start = index
                var seenDot = false
                if character == "-" || character == "+" { index = data.index(after: index) }
                while index < data.endIndex {
                    let next = data[index]
                    if next == "." && !seenDot {
                        seenDot = true
                    } else if !next.isNumber {
                        break
                    }
                    index = data.index(after: index)
                }
                guard index > start, Double(data[start..<index]) != nil else {
                    throw Failure.syntax("path data '\(data)': cannot read a number at '\(data[start...].prefix(8))'")
                }
                tokens.append(data[start..<index])
            }
        }
        return tokens
    }

    /// Points along a path's every segment: curves and arcs sampled 32 times each.
    static func points(pathData data: String) throws -> [Point] {
        let tokens = try tokens(data)
        var points: [Point] = []
        var current = Point(x: 0, y: 0)
        var start = current
        var lastControl: Point?
        var command: Character = " "
        var index = 0
        func next() throws -> Double {
            guard index < tokens.count, let value = Double(tokens[index]) else {
                throw Failure.syntax("path data '\(data)': expected a number for '\(command)'")
            }
            index += 1
            return value
        }
        while index < tokens.count {
            if let letter = tokens[index].first, letter.isLetter {
                command = letter
                index += 1
                if letter == "z" || letter == "Z" {
                    current = start
                    lastControl = nil
                    continue
                }
            } else if command == " " {
                throw Failure.syntax("path data '\(data)' does not start with a command")
            }
            let relative = command.isLowercase
            let origin = relative ? current : Point(x: 0, y: 0)
            func point() throws -> Point {
                let x = try next()
                return Point(x: origin.x + x, y: origin.y + (try next()))
            }
            switch command.lowercased() {
            case "m":
                current = try point()
                start = current
                points.append(current)
                lastControl = nil
                command = relative ? "l" : "L"  // further pairs are lines
            case "l":
                current = try point()
                points.append(current)
                lastControl = nil
            case "h":
                current.x = (relative ? current.x : 0) + (try next())
                points.append(current)
                lastControl = nil
            case "v":
                current.y = (relative ? current.y : 0) + (try next())
                points.append(current)
                lastControl = nil
            case "c", "s", "q", "t":
                let reflected = lastControl.map { Point(x: 2 * current.x - $0.x, y: 2 * current.y - $0.y) } ?? current
                var controls: [Point]
                switch command.lowercased() {
                case "c": controls = [try point(), try point()]
                case "s": controls = [reflected, try point()]
                case "q": controls = [try point()]
                default: controls = [reflected]
                }
                let end = try point()
                let hull = [current] + controls + [end]
                points += (1...32).map { bezier(hull, at: Double($0) / 32) }
                lastControl = controls.last
                current = end
            case "a":
                let (rx, ry, rotation) = (try next(), try next(), try next())
                let (large, sweep) = (try next() != 0, try next() != 0)
                let end = try point()
                points += arc(from: current, to: end, rx: rx, ry: ry, rotation: rotation, large: large, sweep: sweep)
                current = end
                lastControl = nil
            default:
                throw Failure.syntax("path data '\(data)': unknown command '\(command)'")
            }
        }
        return points
    }

    private static func bezier(_ hull: [Point], at t: Double) -> Point {
        var level = hull
        while level.count > 1 {
            level = zip(level, level.dropFirst()).map { a, b in
                Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
            }
        }
        return level[0]
    }

    /// An elliptical arc, from endpoint to centre parameters as SVG 1.1's implementation notes (F.6.5) say.
    private static func arc(
        from p1: Point, to p2: Point, rx: Double, ry: Double, rotation: Double, large: Bool, sweep: Bool
    ) -> [Point] {
        var (rx, ry) = (abs(rx), abs(ry))
        guard rx > 0, ry > 0, p1 != p2 else { return [p2] }
        let phi = rotation * .pi / 180
        let (cosPhi, sinPhi) = (cos(phi), sin(phi))
        let dx = (p1.x - p2.x) / 2
        let dy = (p1.y - p2.y) / 2
        let x1 = cosPhi * dx + sinPhi * dy
        let y1 = -sinPhi * dx + cosPhi * dy
        let lambda = x1 * x1 / (rx * rx) + y1 * y1 / (ry * ry)
        if lambda > 1 {
            rx *= lambda.squareRoot()
            ry *= lambda.squareRoot()
        }
        let numerator = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
        let denominator = rx * rx * y1 * y1 + ry * ry * x1 * x1
        var factor = (max(numerator, 0) / denominator).squareRoot()
        if large == sweep { factor = -factor }
        let cx1 = factor * rx * y1 / ry
        let cy1 = -factor * ry * x1 / rx
        let cx = cosPhi * cx1 - sinPhi * cy1 + (p1.x + p2.x) / 2
        let cy = sinPhi * cx1 + cosPhi * cy1 + (p1.y + p2.y) / 2
        func angle(_ ux: Double, _ uy: Double) -> Double { atan2(uy, ux) }
        let theta1 = angle((x1 - cx1) / rx, (y1 - cy1) / ry)
        var delta = angle((-x1 - cx1) / rx, (-y1 - cy1) / ry) - theta1
        if sweep && delta < 0 { delta += 2 * .pi }
        if !sweep && delta > 0 { delta -= 2 * .pi }
        return (1...32).map { step in
            let theta = theta1 + delta * Double(step) / 32
            let (x, y) = (rx * cos(theta), ry * sin(theta))
            return Point(x: cx + cosPhi * x - sinPhi * y, y: cy + sinPhi * x + cosPhi * y)
        }
    }
}
