/// An SVG file reduced to what draws an icon: shapes (path, circle, ellipse, rect, line,
/// polyline, polygon) in groups, their transforms, fill rules and whether each is filled and
/// stroked, fitted from the file's viewBox into the sprite's 24-unit grid. Every value is a
/// parsed number or one of a few known keywords; the file's text reaches no output.
public struct SVGIcon: Sendable, Equatable {
    /// The side of the grid icons are drawn on, as the catalogue's are.
    static let gridSize = 24.0

    /// Maps the file's viewBox into the 24-unit grid (centred, aspect kept, as
    /// `preserveAspectRatio="xMidYMid meet"` does).
    var fit: SVGTransform
    /// The root `<svg>`'s own paint, which its shapes inherit.
    var paint: Paint
    var children: [Node]

    indirect enum Node: Sendable, Equatable {
        case group(transform: SVGTransform?, paint: Paint, children: [Node])
        case shape(Shape, transform: SVGTransform?, paint: Paint)
    }

    enum Shape: Sendable, Equatable {
        case path(SVGPathData)
        case circle(cx: Double, cy: Double, r: Double)
        case ellipse(cx: Double, cy: Double, rx: Double, ry: Double)
        case rect(x: Double, y: Double, width: Double, height: Double, rx: Double?, ry: Double?)
        case line(x1: Double, y1: Double, x2: Double, y2: Double)
        case polyline([Double])
        case polygon([Double])
    }

    /// The presentation attributes kept, each nil when the element does not set it (it inherits).
    struct Paint: Sendable, Equatable {
        /// Filled or not; any colour, gradient or pattern fills with the current colour.
        var fill: Bool?
        /// Stroked or not; a stroke is drawn in the current colour.
        var stroke: Bool?
        var strokeWidth: Double?
        var lineCap: Keyword?
        var lineJoin: Keyword?
        var miterLimit: Double?
        var fillRule: Keyword?
        var clipRule: Keyword?

        /// A keyword SVG defines for one of these attributes; written as its own fixed text.
        enum Keyword: String, Sendable, Equatable, CaseIterable {
            case butt, round, square, miter, bevel, nonzero, evenodd
        }

        /// This paint over what it inherits: a value set here wins.
        func over(_ inherited: Paint) -> Paint {
            Paint(
                fill: fill ?? inherited.fill, stroke: stroke ?? inherited.stroke,
                strokeWidth: strokeWidth ?? inherited.strokeWidth, lineCap: lineCap ?? inherited.lineCap,
                lineJoin: lineJoin ?? inherited.lineJoin, miterLimit: miterLimit ?? inherited.miterLimit,
                fillRule: fillRule ?? inherited.fillRule, clipRule: clipRule ?? inherited.clipRule)
        }
    }
}

/// Why a file cannot be an icon, as the end of a sentence that starts with its name.
public struct SVGProblem: Error, Sendable, Equatable {
    public var message: String
}
