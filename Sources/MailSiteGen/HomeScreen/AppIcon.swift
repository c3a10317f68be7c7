import Encoders
import LayoutSpec

/// The Home Screen's icon: the All Mails pill as the page draws it, its symbol filled in the
/// scheme colour on the primary colour, square and edge to edge (the Home Screen rounds it), the
/// symbol's ink centred inside the circle that a maskable icon keeps whatever its mask
/// (four fifths of its side across).
struct AppIcon {
    /// `apple-touch-icon.png` for iOS (180 px, its Home Screen at 3x), and the manifest's sizes.
    static let files: [(path: String, side: Int)] = [
        ("apple-touch-icon.png", 180), ("icon-192.png", 192), ("icon-512.png", 512),
    ]

    /// The share of the icon's side the symbol's ink may reach at most across its diagonal,
    /// inside the maskable safe zone's 0.8, and across its wider side.
    static let inkDiagonal = 0.72
    static let inkSide = 0.6

    /// The symbol's regions on its grid.
    let regions: [Coverage.Region]
    let background: SpecColor.RGB
    let foreground: SpecColor.RGB

    /// The icon of the spec's All Mails pill, in the spec's colour scheme (light when it follows
    /// the system).
    init(spec: LayoutSpec, symbol: SVGIcon) {
        regions = symbol.regions(tolerance: 0.004)
        let dark = spec.colorScheme == .dark
        background = dark ? SystemColor.primary.dark : SystemColor.primary.light
        foreground = dark ? SystemColor.scheme.dark : SystemColor.scheme.light
    }

    /// The PNG of `side` pixels a side.
    func png(side: Int) -> [UInt8] {
        let points = regions.flatMap { $0.polygons.joined() }
        var image = PNGImage(width: side, height: side, palette: palette)
        guard let first = points.first else { return image.encoded }
        var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
        for point in points {
            (minX, maxX) = (min(minX, point.x), max(maxX, point.x))
            (minY, maxY) = (min(minY, point.y), max(maxY, point.y))
        }
        let size = Double(side)
        let (width, height) = (maxX - minX, maxY - minY)
        let diagonal = (width * width + height * height).squareRoot()
        guard diagonal > 0 else { return image.encoded }
        let scale = min(size * Self.inkDiagonal / diagonal, size * Self.inkSide / max(width, height))
        let center = OutlinePoint(x: (minX + maxX) / 2, y: (minY + maxY) / 2)
        let placed = regions.map { region in
            Coverage.Region(
                polygons: region.polygons.map { polygon in
                    polygon.map {
                        OutlinePoint(x: ($0.x - center.x) * scale + size / 2, y: ($0.y - center.y) * scale + size / 2)
                    }
                },
                evenOdd: region.evenOdd)
        }
        image.pixels = Coverage(width: side, height: side, regions: placed).values
        return image.encoded
    }

    /// 256 shades from the background (0) to the symbol's colour (255), blended in sRGB as
    /// browsers blend an edge.
    private var palette: [(red: UInt8, green: UInt8, blue: UInt8)] {
        (0...255).map { level in
            func mix(_ from: UInt8, _ to: UInt8) -> UInt8 {
                UInt8((Double(from) + (Double(to) - Double(from)) * Double(level) / 255).rounded())
            }
            return (
                mix(background.red, foreground.red), mix(background.green, foreground.green),
                mix(background.blue, foreground.blue)
            )
        }
    }
}
