import Foundation
import LayoutSpec
import Templates
import Testing

@testable import MailSiteGen

/// The built-in icons: the catalogue's names, the sprite that draws them (`Templates/icons.svg`),
/// and the pages that ship them.
struct IconCatalogueTests {
    typealias Element = (name: String, attributes: [String: String])
    typealias Symbol = (id: String, attributes: [String: String], elements: [Element])

    /// The sprite's symbols in order, each with its drawing elements.
    static let symbols: [Symbol] = {
        let sprite = PageTemplate.iconsSVG
        return sprite.matches(of: #/<symbol ([^>]*)>(.*?)</symbol>/#.dotMatchesNewlines()).map { match in
            let attributes = Self.attributes(String(match.1))
            let body = String(match.2).replacing(#/<!--.*?-->/#.dotMatchesNewlines(), with: "")
            let elements = body.matches(of: #/<([a-z]+)\s([^>]*?)/?>/#).map { element in
                (name: String(element.1), attributes: Self.attributes(String(element.2)))
            }
            return (id: attributes["id"] ?? "", attributes: attributes, elements: elements)
        }
    }()

    private static func attributes(_ text: String) -> [String: String] {
        Dictionary(
            text.matches(of: #/([A-Za-z-]+)="([^"]*)"/#).map { (String($0.1), String($0.2)) },
            uniquingKeysWith: { first, _ in first })
    }

    /// Where an icon's ink reaches: its elements' outlines, grown by half the stroke where stroked.
    private static func inkBounds(of symbol: Symbol) throws -> (minX: Double, minY: Double, maxX: Double, maxY: Double)
    {
        var bounds = (minX: Double.infinity, minY: Double.infinity, maxX: -Double.infinity, maxY: -Double.infinity)
        for element in symbol.elements {
            let stroked = (element.attributes["stroke"] ?? "none") != "none"
            let half = stroked ? (Double(element.attributes["stroke-width"] ?? "1") ?? 1) / 2 : 0
            for point in try SVGGeometry.points(element: element.name, attributes: element.attributes) {
                bounds.minX = min(bounds.minX, point.x - half)
                bounds.minY = min(bounds.minY, point.y - half)
                bounds.maxX = max(bounds.maxX, point.x + half)
                bounds.maxY = max(bounds.maxY, point.y + half)
            }
        }
        return bounds
    }

    @Test func catalogueHasTheCategoriesOfAMailApp() {
        #expect(SymbolName.catalogue.count >= 40)
        #expect(SymbolName.catalogue == SymbolName.catalogue.sorted(), "the catalogue is kept in alphabetical order")
        #expect(Set(SymbolName.catalogue).count == SymbolName.catalogue.count)
        for name in [
            "person.2", "bubble.left.and.bubble.right", "bag", "airplane", "calendar", "doc.text", "newspaper",
            "gift", "flag", "paperplane", "archivebox", "exclamationmark.triangle", "heart", "briefcase",
            "graduationcap", "house",
        ] {
            #expect(SymbolName(name) != nil, "\(name)")
        }
        // SF Symbols' spelling: lowercase words and digits joined by dots; never a `.fill` name.
        for name in SymbolName.catalogue {
            #expect(name.wholeMatch(of: #/[a-z][a-z0-9]*(\.[a-z0-9]+)*/#) != nil, "\(name)")
            #expect(!name.hasSuffix(".fill"), "\(name)")
        }
    }

    /// Each name, outline then filled, in the catalogue's order, and nothing else.
    @Test func spriteHoldsBothFormsOfEveryNameAndNoOther() {
        let expected = SymbolName.catalogue.flatMap { name in
            [SymbolName(name)!.outlineID, SymbolName(name)!.filledID]
        }
        #expect(Self.symbols.map(\.id) == expected)
        let catalogue = IconCatalogue(sprite: PageTemplate.iconsSVG)
        #expect(catalogue.ids.sorted() == expected.sorted())
        for id in expected { #expect(catalogue.symbol(id: id) != nil, "\(id)") }
    }

    /// Plain geometry in the house style: a 24-unit box, shapes and paths in `currentColor`, strokes
    /// of one weight with round ends and corners, and nothing that could run or fetch.
    @Test func everySymbolIsPlainGeometryInTheHouseStyle() {
        let allowed: Set<String> = [
            "d", "cx", "cy", "r", "rx", "ry", "x", "y", "width", "height", "fill", "fill-rule", "stroke",
            "stroke-width", "stroke-linecap", "stroke-linejoin",
        ]
        for symbol in Self.symbols {
            #expect(symbol.attributes == ["id": symbol.id, "viewBox": "0 0 24 24"], "\(symbol.id)")
            #expect(!symbol.elements.isEmpty, "\(symbol.id) draws nothing")
            for element in symbol.elements {
                let place = "\(symbol.id) <\(element.name)>"
                #expect(["path", "circle", "ellipse", "rect"].contains(element.name), "\(place)")
                #expect(Set(element.attributes.keys).isSubset(of: allowed), "\(place): \(element.attributes.keys)")
                #expect(["none", "currentColor"].contains(element.attributes["fill"] ?? ""), "\(place) fill")
                guard let stroke = element.attributes["stroke"] else { continue }
                #expect(stroke == "currentColor", "\(place)")
                #expect(element.attributes["stroke-width"] == "1.8", "\(place)")
                #expect(element.attributes["stroke-linejoin"] == "round", "\(place)")
                if element.attributes["fill"] == "none" {
                    #expect(element.attributes["stroke-linecap"] == "round", "\(place)")
                }
            }
        }
    }

    /// The ink stays inside the 24-unit box with a margin, centred on it as the original ten are,
    /// and an icon's filled form covers the same box as its outline: the same silhouette, filled.
    @Test func everyIconDrawsInsideTheGridAndItsFilledFormMatchesItsOutline() throws {
        var boxes: [String: (minX: Double, minY: Double, maxX: Double, maxY: Double)] = [:]
        for symbol in Self.symbols {
            let box = try Self.inkBounds(of: symbol)
            boxes[symbol.id] = box
            #expect(box.minX >= 1 && box.minY >= 1 && box.maxX <= 23 && box.maxY <= 23, "\(symbol.id): \(box)")
            // Neither tiny nor lopsided: at least 15 units across one way, its middle within 1 of the box's.
            #expect(max(box.maxX - box.minX, box.maxY - box.minY) >= 15, "\(symbol.id): \(box)")
            #expect(abs((box.minX + box.maxX) / 2 - 12) <= 1, "\(symbol.id) is off centre: \(box)")
            #expect(abs((box.minY + box.maxY) / 2 - 12) <= 1, "\(symbol.id) is off centre: \(box)")
        }
        for name in SymbolName.catalogue {
            let symbol = SymbolName(name)!
            guard let outline = boxes[symbol.outlineID], let filled = boxes[symbol.filledID] else { continue }
            let edges = [
                outline.minX - filled.minX, outline.minY - filled.minY, outline.maxX - filled.maxX,
                outline.maxY - filled.maxY,
            ]
            #expect(edges.allSatisfy { abs($0) <= 0.5 }, "\(name): outline \(outline), filled \(filled)")
        }
    }

    /// The decoder, the JSON Schema, `mailsitegen fields` (and the inspector made from it) and the
    /// field reference all offer the catalogue, in its order, and nothing lists icons of its own.
    @Test func everyListOfSymbolsIsTheCatalogue() throws {
        let catalogue = SymbolName.catalogue.map(JSONValue.string)
        #expect(SymbolName.jsonSchema == .object([("enum", .array(catalogue))]))
        for name in SymbolName.catalogue {
            #expect(throws: Never.self) {
                try LayoutSpec.decode(Array(#"{"allMails": {"symbol": "\#(name)"}}"#.utf8), file: "s.json")
            }
        }
        guard case .object(let list) = FieldList(spec: .default).json, case .array(let fields) = list.first?.1 else {
            Issue.record("fields lists no fields")
            return
        }
        let symbolFields = fields.compactMap { field -> [(String, JSONValue)]? in
            guard case .object(let members) = field, members.contains(where: { $0 == ("type", .string("symbol")) })
            else { return nil }
            return members
        }
        #expect(symbolFields.count == LayoutSpec.default.tabs.count + 1)
        for members in symbolFields {
            #expect(members.first { $0.0 == "choices" }?.1 == .array(catalogue), "\(members.first?.1 ?? .null)")
        }
        guard case .object(let inspector) = InspectorData(spec: .default).json else {
            Issue.record("the inspector has no data")
            return
        }
        #expect(inspector.first { $0.0 == "fields" }?.1 == list.first?.1)
        #expect(!inspector.contains { $0.0 == "symbols" }, "the inspector reads its symbols from the fields")
        let reference = FieldReference.markdown
        let listed = try #require(reference.split(separator: "\n").last)
        #expect(listed == SymbolName.catalogue.map { "`\($0)`" }.joined(separator: ", ") + ".")
    }

    /// A page ships the icons its spec names, both forms, and no other; its pills draw them. The
    /// SwiftUI file names the same icons, as SF Symbols spells them.
    @Test func aPageBuiltWithEachIconShipsItAndTheSwiftUIFileNamesIt() throws {
        // All Mails and up to eight tabs: nine icons a page.
        for start in stride(from: 0, to: SymbolName.catalogue.count, by: 9) {
            let names = Array(SymbolName.catalogue[start..<min(start + 9, SymbolName.catalogue.count)])
            let tabs = names.dropFirst().enumerated().map { index, name in
                #"{"id": "t\#(index)", "title": "T\#(index)", "symbol": "\#(name)", "color": "blue"}"#
            }
            let json =
                #"{"allMails": {"title": "All", "symbol": "\#(names[0])"}, "tabs": [\#(tabs.joined(separator: ","))]}"#
            let spec = try LayoutSpec.decode(Array(json.utf8), file: "icons.json")
            let html = try #require(try SiteGenerator(spec: spec).generate().first { $0.path == "index.html" }).contents
            #expect(html.components(separatedBy: "<symbol ").count - 1 == names.count * 2, "\(names)")
            let swiftUI = try SwiftUIGenerator(spec: spec).generate()
            for (index, name) in names.enumerated() {
                let model = index == 0 ? ".allMails" : ".t\(index - 1)"
                #expect(swiftUI.contains("case \(model): Image(systemName: \"\(name)\")\n"), "\(name)")
            }
            for name in names {
                let symbol = SymbolName(name)!
                for id in [symbol.outlineID, symbol.filledID] {
                    #expect(html.contains("<symbol id=\"\(id)\" viewBox=\"0 0 24 24\">"), "\(id)")
                    #expect(html.contains("<use href=\"#\(id)\"></use>"), "\(id)")
                }
            }
        }
    }
}
