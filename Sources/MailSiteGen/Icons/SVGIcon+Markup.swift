extension SVGIcon {
    /// The icon as the page's sprite holds it: a `<symbol>` on the 24-unit grid, drawn in the
    /// current colour. `id` is one of `CustomIcons`' ids, which hold no text of the file or spec.
    func symbol(id: String) -> HTML {
        HTML(embedded: "<symbol id=\"\(id)\" viewBox=\"0 0 24 24\">\(body(color: "currentColor"))</symbol>")
    }

    /// The `<symbol>` of the page's first custom icon, as its sprite holds it.
    public var spriteSymbol: String { symbol(id: CustomIcons.outlineID(1)).markup }

    /// The icon as a file of its own, for an asset catalogue: drawn in black, which a template
    /// image only reads the alpha of, 20 points wide as the page draws its icons beside a
    /// callout title (its size in an image view, which does not scale it with the text).
    public var file: String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <svg xmlns="http://www.w3.org/2000/svg" width="20" height="20" viewBox="0 0 24 24">\
        \(body(color: "#000000"))</svg>

        """
    }

    /// The fitted group, its paint always saying whether it fills (the page's default is black).
    private func body(color: String) -> String {
        var rootPaint = paint
        rootPaint.fill = paint.fill ?? true
        return "<g" + Self.attributes(transform: fit, paint: rootPaint, color: color) + ">"
            + children.map { Self.markup($0, color: color) }.joined() + "</g>"
    }

    private static func markup(_ node: Node, color: String) -> String {
        switch node {
        case .group(let transform, let paint, let children):
            return "<g" + attributes(transform: transform, paint: paint, color: color) + ">"
                + children.map { markup($0, color: color) }.joined() + "</g>"
        case .shape(let shape, let transform, let paint):
            return "<" + geometry(shape) + attributes(transform: transform, paint: paint, color: color) + "/>"
        }
    }

    /// The element's name and its geometry's attributes, from numbers.
    private static func geometry(_ shape: Shape) -> String {
        func pairs(_ values: [(String, Double?)]) -> String {
            values.compactMap { name, value in value.map { " \(name)=\"\($0.svgText)\"" } }.joined()
        }
        switch shape {
        case .path(let data): return "path d=\"\(data.text)\""
        case .circle(let cx, let cy, let r): return "circle" + pairs([("cx", cx), ("cy", cy), ("r", r)])
        case .ellipse(let cx, let cy, let rx, let ry):
            return "ellipse" + pairs([("cx", cx), ("cy", cy), ("rx", rx), ("ry", ry)])
        case .rect(let x, let y, let width, let height, let rx, let ry):
            return "rect"
                + pairs([("x", x), ("y", y), ("width", width), ("height", height), ("rx", rx), ("ry", ry)])
        case .line(let x1, let y1, let x2, let y2):
            return "line" + pairs([("x1", x1), ("y1", y1), ("x2", x2), ("y2", y2)])
        case .polyline(let points): return "polyline points=\"\(points.map(\.svgText).joined(separator: " "))\""
        case .polygon(let points): return "polygon points=\"\(points.map(\.svgText).joined(separator: " "))\""
        }
    }

    /// ` transform="matrix(…)" fill="…" …`: numbers, keywords, `none` and `color` only.
    private static func attributes(transform: SVGTransform?, paint: Paint, color: String) -> String {
        var text = ""
        if let transform { text += " transform=\"\(transform.text)\"" }
        if let fill = paint.fill { text += " fill=\"\(fill ? color : "none")\"" }
        if let stroke = paint.stroke { text += " stroke=\"\(stroke ? color : "none")\"" }
        if let width = paint.strokeWidth { text += " stroke-width=\"\(width.svgText)\"" }
        if let cap = paint.lineCap { text += " stroke-linecap=\"\(cap.rawValue)\"" }
        if let join = paint.lineJoin { text += " stroke-linejoin=\"\(join.rawValue)\"" }
        if let limit = paint.miterLimit { text += " stroke-miterlimit=\"\(limit.svgText)\"" }
        if let rule = paint.fillRule { text += " fill-rule=\"\(rule.rawValue)\"" }
        if let rule = paint.clipRule { text += " clip-rule=\"\(rule.rawValue)\"" }
        return text
    }
}
