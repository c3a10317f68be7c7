import LayoutSpec
import Templates

/// The icon sprite shipped in `Templates/icons.svg`, whose `<symbol>` elements a page takes by id.
/// The sprite is read once for where each symbol is; only the symbols a page asks for are copied
/// out of it (a page uses a handful of the catalogue's icons).
struct IconCatalogue {
    private let sprite: String
    private let symbols: [String: Range<String.Index>]

    /// The catalogue the page ships, read once.
    static let shipped = IconCatalogue(sprite: PageTemplate.iconsSVG)

    init(sprite: String) {
        self.sprite = sprite
        var symbols: [String: Range<String.Index>] = [:]
        var rest = sprite[...]
        while let start = rest.find("<symbol id=\""),
            let idEnd = rest[start.upperBound...].find("\""),
            let end = rest[idEnd.upperBound...].find("</symbol>")
        {
            symbols[String(rest[start.upperBound..<idEnd.lowerBound])] = start.lowerBound..<end.upperBound
            rest = rest[end.upperBound...]
        }
        self.symbols = symbols
    }

    /// The `<symbol>` with this id, e.g. `icon-person.fill`.
    func symbol(id: String) -> HTML? {
        symbols[id].map { HTML(embedded: String(sprite[$0])) }
    }

    /// Every symbol's id, sorted.
    var ids: [String] { symbols.keys.sorted() }
}
