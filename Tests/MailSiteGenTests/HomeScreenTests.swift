import Encoders
import LayoutSpec
import TestSupport
import Testing

@testable import MailSiteGen

/// The Home Screen app a build makes: the web app manifest, the icons it and iOS name, the head's
/// tags and the policy that lets the manifest load; and the rasterizer the icons are drawn with.
struct HomeScreenTests {
    static func spec(_ json: String) throws -> LayoutSpec {
        try LayoutSpec.decode(Array(json.utf8), file: "spec.json")
    }

    static func files(_ spec: LayoutSpec, singleFile: Bool = false) throws -> [String: OutputFile] {
        let files = try SiteGenerator(spec: spec, singleFile: singleFile).generate()
        return Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0) })
    }

    static func manifest(_ spec: LayoutSpec) throws -> JSONNode {
        let file = try #require(try files(spec)["manifest.webmanifest"])
        return try JSONParser.parse(Array(file.contents.utf8))
    }

    static func string(_ node: JSONNode, _ key: String) -> String? {
        guard case .string(let text) = node.node(at: JSONPath.root.appending(key: key))?.value else { return nil }
        return text
    }

    static func icon(_ file: OutputFile?) throws -> PNGReader {
        guard case .bytes(let bytes) = try #require(file).body else { throw PNGReader.Failure("not bytes") }
        return try PNGReader(bytes)
    }

    @Test func aBuildWritesTheManifestAndItsIconsAndAPageOfOneFileNeither() throws {
        let files = try Self.files(.default)
        for path in ["manifest.webmanifest", "apple-touch-icon.png", "icon-192.png", "icon-512.png"] {
            #expect(files[path] != nil, "\(path)")
        }
        let single = try Self.files(.default, singleFile: true)
        #expect(Set(single.keys) == ["index.html", "states.html"])
        #expect(SiteGenerator.singleFileLeavesOut.contains("manifest.webmanifest, apple-touch-icon.png"))
    }

    @Test func thePageNamesThemAndItsPolicyLetsOnlyItsOwnManifestLoad() throws {
        let html = try #require(try Self.files(.default)["index.html"]).contents
        #expect(html.contains("<link rel=\"manifest\" href=\"manifest.webmanifest\">"))
        #expect(html.contains("<link rel=\"apple-touch-icon\" href=\"apple-touch-icon.png\">"))
        #expect(html.contains("<meta name=\"apple-mobile-web-app-capable\" content=\"yes\">"))
        #expect(html.contains("<meta name=\"mobile-web-app-capable\" content=\"yes\">"))
        #expect(html.contains("<meta name=\"apple-mobile-web-app-status-bar-style\" content=\"black-translucent\">"))
        #expect(html.contains("<meta name=\"apple-mobile-web-app-title\" content=\"All Inboxes\">"))
        #expect(
            html.contains("<meta name=\"theme-color\" content=\"#F4F4F4\" media=\"(prefers-color-scheme: light)\">"))
        #expect(html.contains("<meta name=\"theme-color\" content=\"#0E0E0F\" media=\"(prefers-color-scheme: dark)\">"))
        #expect(html.contains("img-src 'self' data:; manifest-src 'self'; base-uri 'none';"))
        #expect(html.components(separatedBy: "manifest-src").count == 2)

        let single = try #require(try Self.files(.default, singleFile: true)["index.html"]).contents
        #expect(!single.contains("rel=\"manifest\"") && !single.contains("apple-touch-icon"))
        #expect(!single.contains("manifest-src"))
        #expect(single.contains("<meta name=\"apple-mobile-web-app-status-bar-style\" content=\"black-translucent\">"))
    }

    @Test func aSchemeTheSpecFixesGivesOneThemeColour() throws {
        let html = try #require(try Self.files(try Self.spec(#"{"colorScheme": "dark"}"#))["index.html"]).contents
        #expect(html.contains("<meta name=\"theme-color\" content=\"#0E0E0F\">\n"))
        #expect(html.components(separatedBy: "name=\"theme-color\"").count == 2)
    }

    @Test func theManifestTakesItsNameLanguageDirectionAndColoursFromTheSpec() throws {
        let manifest = try Self.manifest(try Self.spec(#"{"title": "Posteingang <&>", "language": "ar"}"#))
        #expect(Self.string(manifest, "name") == "Posteingang <&>")
        #expect(Self.string(manifest, "short_name") == "Posteingang <&>")
        #expect(Self.string(manifest, "lang") == "ar")
        #expect(Self.string(manifest, "dir") == "rtl")
        #expect(Self.string(manifest, "display") == "standalone")
        // Relative to the manifest, so the folder works under any path.
        #expect(Self.string(manifest, "start_url") == "./")
        #expect(Self.string(manifest, "scope") == "./")
        #expect(Self.string(manifest, "theme_color") == "#F4F4F4")
        #expect(Self.string(manifest, "background_color") == "#F4F4F4")
        let dark = try Self.manifest(try Self.spec(#"{"colorScheme": "dark"}"#))
        #expect(Self.string(dark, "theme_color") == "#0E0E0F")
    }

    @Test func everyIconTheManifestNamesIsAFileOfItsStatedSize() throws {
        let files = try Self.files(.default)
        let manifest = try Self.manifest(.default)
        guard case .array(let icons) = manifest.node(at: JSONPath.root.appending(key: "icons"))?.value else {
            Issue.record("no icons")
            return
        }
        #expect(icons.count == 4)
        var purposes: [String: Set<String>] = [:]
        for icon in icons {
            let source = try #require(Self.string(icon, "src"))
            let sizes = try #require(Self.string(icon, "sizes"))
            #expect(Self.string(icon, "type") == "image/png")
            let png = try Self.icon(files[source])
            #expect("\(png.width)x\(png.height)" == sizes)
            purposes[source, default: []].insert(try #require(Self.string(icon, "purpose")))
        }
        #expect(purposes == ["icon-192.png": ["any", "maskable"], "icon-512.png": ["any", "maskable"]])
        #expect(try Self.icon(files["apple-touch-icon.png"]).width == 180)
    }

    /// The All Mails pill: the symbol in the scheme colour on the primary colour, edge to edge,
    /// the ink centred inside the maskable safe zone (a circle of 0.4 of the side around the centre).
    @Test(arguments: ["apple-touch-icon.png", "icon-192.png", "icon-512.png"])
    func theIconIsTheAllMailsPillWithItsInkInTheSafeZone(_ path: String) throws {
        let png = try Self.icon(try Self.files(.default)[path])
        #expect(png[0, 0] == (0, 0, 0))
        #expect(png[png.width - 1, png.height - 1] == (0, 0, 0))
        let ink = Self.ink(png)
        #expect(ink.count > png.width * png.height / 10)
        #expect(ink.contains { png[$0.x, $0.y] == (255, 255, 255) })
        let side = Double(png.width)
        #expect(Self.farthest(ink, side: png.width) <= 0.4 * side)
        let xs = ink.map(\.x)
        let ys = ink.map(\.y)
        let (minX, maxX, minY, maxY) = try (
            #require(xs.min()), #require(xs.max()), #require(ys.min()), #require(ys.max())
        )
        #expect(abs(Double(minX + maxX + 1) / 2 - side / 2) <= 1)
        #expect(abs(Double(minY + maxY + 1) / 2 - side / 2) <= 1)
        // tray.fill's ink is wider than tall: it is as large as the diagonal allows.
        let diagonal = (Double((maxX - minX + 1) * (maxX - minX + 1) + (maxY - minY + 1) * (maxY - minY + 1)))
            .squareRoot()
        #expect(abs(diagonal - AppIcon.inkDiagonal * side) <= 3)
    }

    @Test func aDarkSpecDrawsThePillAsItIsInDarkMode() throws {
        let png = try Self.icon(try Self.files(try Self.spec(#"{"colorScheme": "dark"}"#))["icon-192.png"])
        #expect(png[0, 0] == (255, 255, 255))
        #expect(Self.ink(png, background: 255).contains { png[$0.x, $0.y] == (0, 0, 0) })
    }

    /// Every catalogue symbol can be the All Mails pill's: each draws an icon with ink, in the
    /// safe zone. (Filled forms fill, stroke and knock out lines: all three kinds are drawn.)
    @Test(arguments: SymbolName.catalogue)
    func everyCatalogueSymbolDrawsAnIcon(_ name: String) throws {
        let spec = try Self.spec(#"{"allMails": {"symbol": "\#(name)"}}"#)
        let homeScreen = try #require(HomeScreen(spec: spec, catalogue: .shipped, customIcons: .none))
        let png = try PNGReader(AppIcon(spec: spec, symbol: homeScreen.symbol).png(side: 96))
        let ink = Self.ink(png)
        #expect(ink.count > 96 * 96 / 20, "\(name)")
        #expect(Self.farthest(ink, side: 96) <= 0.4 * 96, "\(name)")
    }

    @Test func aCustomAllMailsSymbolIsDrawnFromItsFile() throws {
        let spec = try Self.spec(#"{"allMails": {"symbol": {"svg": "ring.svg"}}}"#)
        let ring = try SVGIcon(
            bytes: Array(
                #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4" fill="none" stroke="red" stroke-width="2"/></svg>"#
                    .utf8))
        var generator = SiteGenerator(spec: spec)
        generator.icons = CustomIcons.all(of: spec, drawnAs: ring)
        let files = Dictionary(uniqueKeysWithValues: try generator.generate().map { ($0.path, $0) })
        let png = try Self.icon(files["icon-512.png"])
        // A ring: ink around the centre, none at it.
        #expect(png[256, 256] == (0, 0, 0))
        #expect(!Self.ink(png).isEmpty)
        let ink = Self.ink(png)
        let xs = ink.map(\.x)
        #expect(abs(Double((xs.min() ?? 0) + (xs.max() ?? 0) + 1) / 2 - 256) <= 1)
    }

    /// How far from the icon's centre the farthest corner of an inked pixel is.
    static func farthest(_ ink: [(x: Int, y: Int)], side: Int) -> Double {
        let center = Double(side) / 2
        return ink.map { point in
            let dx = max(abs(Double(point.x) - center), abs(Double(point.x + 1) - center))
            let dy = max(abs(Double(point.y) - center), abs(Double(point.y + 1) - center))
            return (dx * dx + dy * dy).squareRoot()
        }.max() ?? 0
    }

    /// The pixels that are not the background.
    static func ink(_ png: PNGReader, background: UInt8 = 0) -> [(x: Int, y: Int)] {
        var points: [(x: Int, y: Int)] = []
        for y in 0..<png.height {
            for x in 0..<png.width where png[x, y].red != background { points.append((x, y)) }
        }
        return points
    }

    // MARK: The rasterizer

    static func square(_ x: Double, _ y: Double, _ side: Double) -> [OutlinePoint] {
        [.init(x: x, y: y), .init(x: x + side, y: y), .init(x: x + side, y: y + side), .init(x: x, y: y + side)]
    }

    @Test func aSquareOnThePixelGridCoversWholePixelsAndAHalfPixelHalf() {
        let whole = Coverage(width: 6, height: 6, regions: [.init(polygons: [Self.square(1, 1, 4)], evenOdd: false)])
        #expect(whole.values[0] == 0 && whole.values[1 * 6 + 1] == 255 && whole.values[4 * 6 + 4] == 255)
        #expect(whole.values[5 * 6 + 5] == 0)
        let half = Coverage(width: 6, height: 6, regions: [.init(polygons: [Self.square(1.5, 1, 4)], evenOdd: false)])
        #expect(half.values[2 * 6 + 1] == 128 && half.values[2 * 6 + 2] == 255 && half.values[2 * 6 + 5] == 128)
    }

    @Test func evenOddKnocksOutWhatNonZeroFillsAndRegionsUniteOnce() {
        let nested = [Self.square(0, 0, 8), Self.square(2, 2, 4)]
        let evenOdd = Coverage(width: 8, height: 8, regions: [.init(polygons: nested, evenOdd: true)])
        let nonZero = Coverage(width: 8, height: 8, regions: [.init(polygons: nested, evenOdd: false)])
        #expect(evenOdd.values[4 * 8 + 4] == 0 && nonZero.values[4 * 8 + 4] == 255)
        #expect(evenOdd.values[0] == 255)
        // Two overlapping regions are one colour: within pixel 3, one covers 3–3.5 and the other
        // 3.25–3.75, three quarters of it together (the sum would be all of it).
        let overlap = Coverage(
            width: 8, height: 8,
            regions: [
                .init(
                    polygons: [[.init(x: 0, y: 0), .init(x: 3.5, y: 0), .init(x: 3.5, y: 8), .init(x: 0, y: 8)]],
                    evenOdd: true),
                .init(
                    polygons: [
                        [.init(x: 3.25, y: 0), .init(x: 3.75, y: 0), .init(x: 3.75, y: 8), .init(x: 3.25, y: 8)]
                    ], evenOdd: false),
            ])
        #expect(overlap.values[2] == 255 && overlap.values[3] == 191)
    }

    /// A file's numbers may be as large as the reader allows: curves and arcs are cut into a bounded
    /// number of segments whatever they are, and the coverage stays a number.
    @Test func extremeGeometryIsDrawnInBoundedSegments() {
        var outline = Outline(tolerance: 0.004)
        outline.move(to: .init(x: 0, y: 0))
        outline.arc(radii: (1e300, 1e300), rotation: 0, large: true, sweep: true, to: .init(x: 1e300, y: 1))
        outline.cubic(.init(x: -1e300, y: 1e300), .init(x: 1e300, y: -1e300), .init(x: 5, y: 5))
        outline.close()
        #expect(outline.contours.count == 1)
        #expect((outline.contours.first?.points.count ?? 0) <= 1 + 721 + 256 + 1)
        let coverage = Coverage(
            width: 8, height: 8, regions: [.init(polygons: outline.contours.map(\.points), evenOdd: false)])
        #expect(coverage.values.count == 64)
    }

    @Test func strokesCapAndJoinAsSVGSays() {
        var line = Outline(tolerance: 0.01)
        line.move(to: .init(x: 2, y: 5))
        line.line(to: .init(x: 8, y: 5))
        line.finish(closed: false)
        func covered(_ cap: SVGIcon.Paint.Keyword) -> [UInt8] {
            let style = StrokeStyle(width: 2, cap: cap, join: .miter, miterLimit: 4)
            return Coverage(
                width: 10, height: 10, regions: [.init(polygons: line.strokePolygons(style), evenOdd: false)]
            )
            .values
        }
        // Row 4 and 5 (y 4–6) are the stroke; a butt cap ends at x 2, a square one at x 1, a round one between.
        #expect(covered(.butt)[4 * 10 + 1] == 0 && covered(.butt)[4 * 10 + 2] == 255)
        #expect(covered(.square)[4 * 10 + 1] == 255 && covered(.square)[4 * 10 + 0] == 0)
        let round = covered(.round)[4 * 10 + 1]
        #expect(round > 100 && round < 255)
        #expect(covered(.butt)[3 * 10 + 4] == 0)

        // A right angle: a miter fills the outer corner's square, a bevel half of it.
        var corner = Outline(tolerance: 0.01)
        corner.move(to: .init(x: 2, y: 8))
        corner.line(to: .init(x: 2, y: 2))
        corner.line(to: .init(x: 8, y: 2))
        corner.finish(closed: false)
        func cornerPixel(_ join: SVGIcon.Paint.Keyword) -> UInt8 {
            let style = StrokeStyle(width: 2, cap: .butt, join: join, miterLimit: 4)
            return Coverage(
                width: 10, height: 10, regions: [.init(polygons: corner.strokePolygons(style), evenOdd: false)]
            )
            .values[1 * 10 + 1]
        }
        #expect(cornerPixel(.miter) == 255)
        #expect(cornerPixel(.bevel) == 128)
        #expect(cornerPixel(.round) > 128 && cornerPixel(.round) < 255)
    }
}
