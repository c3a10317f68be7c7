extension Outline {
    /// The outline of a path's commands, as SVG draws them (relative commands from the current
    /// point; `S` and `T` reflecting the previous control point).
    init(_ data: SVGPathData, tolerance: Double) {
        self.init(tolerance: tolerance)
        var point = OutlinePoint(x: 0, y: 0)
        var start = point
        var lastControl: OutlinePoint?
        var lastWasCubic = false
        var lastWasQuadratic = false
        for command in data.commands {
            let values = command.arguments
            let relative = command.letter >= UInt8(ascii: "a")
            let origin = relative ? point : OutlinePoint(x: 0, y: 0)
            func at(_ index: Int) -> OutlinePoint { origin + OutlinePoint(x: values[index], y: values[index + 1]) }
            var control: OutlinePoint?
            var isCubic = false
            var isQuadratic = false
            switch command.letter & ~0x20 {
            case UInt8(ascii: "M"):
                point = at(0)
                start = point
                move(to: point)
            case UInt8(ascii: "L"):
                point = at(0)
                line(to: point)
            case UInt8(ascii: "H"):
                point.x = (relative ? point.x : 0) + values[0]
                line(to: point)
            case UInt8(ascii: "V"):
                point.y = (relative ? point.y : 0) + values[0]
                line(to: point)
            case UInt8(ascii: "C"):
                let (first, second, end) = (at(0), at(2), at(4))
                cubic(first, second, end)
                (point, control, isCubic) = (end, second, true)
            case UInt8(ascii: "S"):
                let first = lastWasCubic ? point * 2 - (lastControl ?? point) : point
                let (second, end) = (at(0), at(2))
                cubic(first, second, end)
                (point, control, isCubic) = (end, second, true)
            case UInt8(ascii: "Q"):
                let (handle, end) = (at(0), at(2))
                quadratic(handle, end)
                (point, control, isQuadratic) = (end, handle, true)
            case UInt8(ascii: "T"):
                let handle = lastWasQuadratic ? point * 2 - (lastControl ?? point) : point
                let end = at(0)
                quadratic(handle, end)
                (point, control, isQuadratic) = (end, handle, true)
            case UInt8(ascii: "A"):
                let end = at(5)
                arc(
                    radii: (values[0], values[1]), rotation: values[2], large: values[3] != 0, sweep: values[4] != 0,
                    to: end)
                point = end
            default:  // Z: back to the subpath's start, where the next one begins
                close()
                point = start
                move(to: point)
            }
            (lastControl, lastWasCubic, lastWasQuadratic) = (control, isCubic, isQuadratic)
        }
        finish(closed: false)
    }

    /// The outline of one of the shapes an icon keeps, as SVG defines each as a path.
    init(_ shape: SVGIcon.Shape, tolerance: Double) {
        self.init(tolerance: tolerance)
        switch shape {
        case .path(let data):
            self = Outline(data, tolerance: tolerance)
        case .circle(let cx, let cy, let r):
            guard r > 0 else { return }
            addEllipse(center: OutlinePoint(x: cx, y: cy), radii: (r, r))
        case .ellipse(let cx, let cy, let rx, let ry):
            guard rx > 0, ry > 0 else { return }
            addEllipse(center: OutlinePoint(x: cx, y: cy), radii: (rx, ry))
        case .rect(let x, let y, let width, let height, let rxWritten, let ryWritten):
            guard width > 0, height > 0 else { return }
            // One radius given serves for both; each at most half its side (SVG 2, 10.2).
            let rx = min(max(0, rxWritten ?? ryWritten ?? 0), width / 2)
            let ry = min(max(0, ryWritten ?? rxWritten ?? 0), height / 2)
            let p = { (px: Double, py: Double) in OutlinePoint(x: px, y: py) }
            move(to: p(x + rx, y))
            line(to: p(x + width - rx, y))
            corner(p(x + width - rx, y + ry), (rx, ry), from: -.pi / 2)
            line(to: p(x + width, y + height - ry))
            corner(p(x + width - rx, y + height - ry), (rx, ry), from: 0)
            line(to: p(x + rx, y + height))
            corner(p(x + rx, y + height - ry), (rx, ry), from: .pi / 2)
            line(to: p(x, y + ry))
            corner(p(x + rx, y + ry), (rx, ry), from: .pi)
            close()
        case .line(let x1, let y1, let x2, let y2):
            move(to: OutlinePoint(x: x1, y: y1))
            line(to: OutlinePoint(x: x2, y: y2))
            finish(closed: false)
        case .polyline(let values), .polygon(let values):
            let points = stride(from: 0, to: values.count - 1, by: 2).map {
                OutlinePoint(x: values[$0], y: values[$0 + 1])
            }
            guard let first = points.first else { return }
            move(to: first)
            for point in points.dropFirst() { line(to: point) }
            if case .polygon = shape { close() } else { finish(closed: false) }
        }
    }

    private mutating func addEllipse(center: OutlinePoint, radii: (x: Double, y: Double)) {
        move(to: OutlinePoint(x: center.x + radii.x, y: center.y))
        ellipse(center: center, radii: radii, from: 0, sweep: 2 * .pi)
        close()
    }

    /// A rounded rectangle's quarter from angle `start`, clockwise on the screen.
    private mutating func corner(_ center: OutlinePoint, _ radii: (x: Double, y: Double), from start: Double) {
        guard radii.x > 0, radii.y > 0 else { return }
        ellipse(center: center, radii: radii, from: start, sweep: .pi / 2)
    }
}
