extension SVGIcon {
    /// Larger files are refused before they are read.
    public static let maximumSize = 256 * 1024
    static let namespace = "http://www.w3.org/2000/svg"

    /// The icon an SVG file's bytes draw. Elements outside SVG's geometry (scripts,
    /// `foreignObject`, `use`, `image`, `a`, `defs`, `style`, text, nested `svg`, anything
    /// unknown) are dropped with everything inside them, as are all attributes but the geometry's
    /// and the paint's; an element whose geometry or transform does not parse is dropped too.
    public init(bytes: [UInt8]) throws(SVGProblem) {
        if bytes.count > Self.maximumSize {
            throw SVGProblem(
                message: "is \((bytes.count + 1023) / 1024) KiB; an icon file is at most \(Self.maximumSize / 1024) KiB"
            )
        }
        let root: XMLElement
        do {
            root = try XMLReader.read(bytes)
        } catch {
            throw SVGProblem(message: "is not well-formed XML: \(error.description)")
        }
        guard Self.isSVG(root), root.localName == "svg" else {
            throw SVGProblem(
                message: "is not an SVG file: its root element is <\(root.localName.visibleText(limit: 40))>, not <svg>"
            )
        }
        let box = try Self.viewBox(of: root)
        let scale = min(Self.gridSize / box.width, Self.gridSize / box.height)
        fit = SVGTransform(
            a: scale, d: scale, e: (Self.gridSize - box.width * scale) / 2 - box.x * scale,
            f: (Self.gridSize - box.height * scale) / 2 - box.y * scale)
        paint = Self.paint(of: root)
        children = root.children.compactMap(Self.node)
        let inherited = paint.over(Paint(fill: true, stroke: false))
        guard children.contains(where: { Self.draws($0, inherited: inherited) }) else {
            throw SVGProblem(
                message: "has no geometry: no path, circle, ellipse, rect, line, polyline or polygon that draws")
        }
    }

    /// An element of SVG's namespace, or of none (a file that leaves out `xmlns`).
    private static func isSVG(_ element: XMLElement) -> Bool {
        element.namespace == nil || element.namespace == namespace
    }

    /// The viewBox, else `0 0 width height`; its sides at least a thousandth of a unit.
    private static func viewBox(of root: XMLElement) throws(SVGProblem) -> (
        x: Double, y: Double, width: Double, height: Double
    ) {
        let sides = 0.001...SVGNumberScanner.limit
        if let text = root.attribute("viewBox"), let numbers = SVGNumberScanner.list(text), numbers.count == 4,
            sides.contains(numbers[2]), sides.contains(numbers[3])
        {
            return (numbers[0], numbers[1], numbers[2], numbers[3])
        }
        if let width = root.attribute("width").flatMap(SVGNumberScanner.length),
            let height = root.attribute("height").flatMap(SVGNumberScanner.length), sides.contains(width),
            sides.contains(height)
        {
            return (0, 0, width, height)
        }
        throw SVGProblem(
            message:
                "has no viewBox (four numbers, a positive width and height) nor a width and height in px to fit it from"
        )
    }

    /// The node `element` draws, or nil when it draws nothing or is not geometry.
    private static func node(_ element: XMLElement) -> Node? {
        guard isSVG(element), element.attribute("display")?.trimmed != "none" else { return nil }
        var transform: SVGTransform?
        if let text = element.attribute("transform") {
            guard let parsed = SVGTransform(text) else { return nil }
            transform = parsed
        }
        let paint = Self.paint(of: element)
        if element.localName == "g" {
            let children = element.children.compactMap(Self.node)
            return children.isEmpty ? nil : .group(transform: transform, paint: paint, children: children)
        }
        return shape(element).map { .shape($0, transform: transform, paint: paint) }
    }

    /// The shape `element` is, with its geometry; nil when it is none or has no area or length.
    private static func shape(_ element: XMLElement) -> Shape? {
        func length(_ name: String) -> Double? {
            guard let text = element.attribute(name) else { return 0 }
            return SVGNumberScanner.length(text)
        }
        func positive(_ name: String) -> Double? {
            guard let value = element.attribute(name).flatMap(SVGNumberScanner.length), value > 0 else { return nil }
            return value
        }
        func points() -> [Double]? {
            var numbers = SVGNumberScanner.prefixList(element.attribute("points") ?? "")
            if numbers.count % 2 == 1 { numbers.removeLast() }
            return numbers.count >= 4 ? numbers : nil
        }
        switch element.localName {
        case "path":
            let data = SVGPathData(element.attribute("d") ?? "")
            return data.draws ? .path(data) : nil
        case "circle":
            guard let cx = length("cx"), let cy = length("cy"), let r = positive("r") else { return nil }
            return .circle(cx: cx, cy: cy, r: r)
        case "ellipse":
            guard let cx = length("cx"), let cy = length("cy"), let rx = positive("rx"), let ry = positive("ry")
            else { return nil }
            return .ellipse(cx: cx, cy: cy, rx: rx, ry: ry)
        case "rect":
            guard let x = length("x"), let y = length("y"), let width = positive("width"),
                let height = positive("height")
            else { return nil }
            let corner = { (name: String) -> Double? in
                element.attribute(name).flatMap(SVGNumberScanner.length).flatMap { $0 >= 0 ? $0 : nil }
            }
            return .rect(x: x, y: y, width: width, height: height, rx: corner("rx"), ry: corner("ry"))
        case "line":
            guard let x1 = length("x1"), let y1 = length("y1"), let x2 = length("x2"), let y2 = length("y2") else {
                return nil
            }
            return .line(x1: x1, y1: y1, x2: x2, y2: y2)
        case "polyline":
            return points().map(Shape.polyline)
        case "polygon":
            return points().map(Shape.polygon)
        default:
            return nil
        }
    }

    /// The paint attributes `element` sets; what it writes otherwise is not kept.
    private static func paint(of element: XMLElement) -> Paint {
        func painted(_ name: String) -> Bool? {
            guard let value = element.attribute(name)?.trimmed, !value.isEmpty, value != "inherit" else { return nil }
            return value != "none" && value != "transparent"
        }
        func keyword(_ name: String, _ allowed: [Paint.Keyword]) -> Paint.Keyword? {
            guard let value = element.attribute(name)?.trimmed else { return nil }
            return allowed.first { $0.rawValue == value }
        }
        let width = element.attribute("stroke-width").flatMap(SVGNumberScanner.length).flatMap { $0 >= 0 ? $0 : nil }
        let miter = element.attribute("stroke-miterlimit").flatMap(SVGNumberScanner.length).flatMap {
            $0 >= 1 ? $0 : nil
        }
        return Paint(
            fill: painted("fill"), stroke: painted("stroke"), strokeWidth: width,
            lineCap: keyword("stroke-linecap", [.butt, .round, .square]),
            lineJoin: keyword("stroke-linejoin", [.miter, .round, .bevel]), miterLimit: miter,
            fillRule: keyword("fill-rule", [.nonzero, .evenodd]), clipRule: keyword("clip-rule", [.nonzero, .evenodd]))
    }

    /// Whether the node puts paint on the page: a shape filled, or stroked with a width.
    private static func draws(_ node: Node, inherited: Paint) -> Bool {
        switch node {
        case .group(_, let paint, let children):
            let paint = paint.over(inherited)
            return children.contains { draws($0, inherited: paint) }
        case .shape(_, _, let paint):
            let paint = paint.over(inherited)
            return paint.fill == true || (paint.stroke == true && paint.strokeWidth != 0)
        }
    }
}

extension String {
    /// The text as a message may show a file's names: each control, format or separator
    /// character (a line break, a terminal's escape) as `?`, and at most `limit` characters.
    func visibleText(limit: Int) -> String {
        var shown = String.UnicodeScalarView()
        for scalar in unicodeScalars.prefix(limit) {
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned:
                shown.append("?")
            default:
                shown.append(scalar)
            }
        }
        return String(shown) + (unicodeScalars.count > limit ? "…" : "")
    }

    /// Without the spaces around it (the reader has made every whitespace a space).
    fileprivate var trimmed: String {
        var text = self[...]
        while text.first == " " { text.removeFirst() }
        while text.last == " " { text.removeLast() }
        return String(text)
    }
}
