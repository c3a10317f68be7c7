extension SVGIcon {
    /// What the icon paints, as filled regions on its 24-unit grid: each shape's fill under its
    /// rule and its stroke's area, with SVG's defaults for what it does not set (filled, not
    /// stroked, 1 wide, butt caps, miter joins to a limit of 4, the non-zero rule). Curves are
    /// kept within `tolerance` grid units; a stroke is drawn in the shape's own units and then
    /// transformed, as SVG draws it.
    func regions(tolerance: Double) -> [Coverage.Region] {
        let defaults = Paint(
            fill: true, stroke: false, strokeWidth: 1, lineCap: .butt, lineJoin: .miter, miterLimit: 4,
            fillRule: .nonzero, clipRule: .nonzero)
        var regions: [Coverage.Region] = []
        func visit(_ nodes: [Node], transform: SVGTransform, inherited: Paint) {
            for node in nodes {
                switch node {
                case .group(let own, let paint, let children):
                    visit(
                        children, transform: own.map(transform.concatenating) ?? transform,
                        inherited: paint.over(inherited))
                case .shape(let shape, let own, let paint):
                    let transform = own.map(transform.concatenating) ?? transform
                    let paint = paint.over(inherited)
                    let scale = abs(transform.a * transform.d - transform.b * transform.c).squareRoot()
                    guard scale > 0, scale.isFinite else { continue }
                    let outline = Outline(shape, tolerance: tolerance / scale)
                    if paint.fill == true {
                        regions.append(
                            Coverage.Region(
                                polygons: outline.applying(transform).contours.map(\.points),
                                evenOdd: paint.fillRule == .evenodd))
                    }
                    if paint.stroke == true, let width = paint.strokeWidth, width > 0 {
                        let style = StrokeStyle(
                            width: width, cap: paint.lineCap ?? .butt, join: paint.lineJoin ?? .miter,
                            miterLimit: paint.miterLimit ?? 4)
                        let polygons = outline.strokePolygons(style).map { $0.map { $0.applying(transform) } }
                        regions.append(Coverage.Region(polygons: polygons, evenOdd: false))
                    }
                }
            }
        }
        visit(children, transform: fit, inherited: paint.over(defaults))
        return regions
    }
}
