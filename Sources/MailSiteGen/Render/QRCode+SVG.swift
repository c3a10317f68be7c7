import Encoders

extension QRCode {
    /// The code as an SVG path in module units, the quiet zone included in its coordinates: one
    /// `M x y h n v 1 h -n z` per run of dark modules in a row. A scanner reads the shape, so it
    /// is drawn with crisp edges, dark on an explicitly light square, in either appearance.
    public var svgPath: String {
        var path = ""
        for row in 0..<size {
            var column = 0
            while column < size {
                guard self[row, column] else {
                    column += 1
                    continue
                }
                let start = column
                while column < size, self[row, column] { column += 1 }
                let run = column - start
                path += "M\(start + Self.quietZone) \(row + Self.quietZone)h\(run)v1h-\(run)z"
            }
        }
        return path
    }

    /// The whole code, quiet zone kept, as an inline `<svg>` that scales to its box. `label` is
    /// the image's accessible name; it is markup-escaped here.
    func svg(label: String) -> HTML {
        let span = size + 2 * Self.quietZone
        return """
            <svg class="qr" viewBox="0 0 \(span) \(span)" role="img" aria-label="\(label)" \
            shape-rendering="crispEdges" xmlns="http://www.w3.org/2000/svg">\
            <rect width="\(span)" height="\(span)" fill="#fff"/><path d="\(svgPath)" fill="#000"/></svg>
            """
    }
}
