import LayoutSpec

/// The icon sprite shipped in `Templates/icons.svg`, whose `<symbol>` elements a page takes by id.
/// A symbol is found when a page asks for it, not by splitting the whole sprite: a page uses a
/// handful of the catalogue's icons, and a build would otherwise read every one of them.
struct IconCatalogue {
    private let sprite: String

    init(sprite: String) {
        self.sprite = sprite
    }

    /// The `<symbol>` with this id, e.g. `icon-person.fill`.
    func symbol(id: String) -> HTML? {
        let opening = "<symbol id=\"\(id)\""
        guard let start = sprite[...].find(opening), let end = sprite[start.upperBound...].find("</symbol>") else {
            return nil
        }
        return HTML(embedded: String(sprite[start.lowerBound..<end.upperBound]))
    }

    /// Every symbol's id, in the sprite's order.
    var ids: [String] {
        var ids: [String] = []
        var rest = sprite[...]
        while let start = rest.find("<symbol id=\""), let end = rest[start.upperBound...].find("\"") {
            ids.append(String(rest[start.upperBound..<end.lowerBound]))
            rest = rest[end.upperBound...]
        }
        return ids
    }
}
