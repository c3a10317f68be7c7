import LayoutSpec

/// The icon sprite shipped in `Templates/icons.svg`, split into its `<symbol>` elements.
struct IconCatalogue {
    private let symbols: [String: HTML]

    init(sprite: String) {
        var symbols: [String: HTML] = [:]
        var rest = sprite[...]
        while let start = rest.find("<symbol "),
            let end = rest[start.upperBound...].find("</symbol>")
        {
            let element = rest[start.lowerBound..<end.upperBound]
            if let idStart = element.find("id=\""),
                let idEnd = element[idStart.upperBound...].find("\"")?.lowerBound
            {
                symbols[String(element[idStart.upperBound..<idEnd])] = HTML(embedded: String(element))
            }
            rest = rest[end.upperBound...]
        }
        self.symbols = symbols
    }

    /// The `<symbol>` with this id, e.g. `icon-person.fill`.
    func symbol(id: String) -> HTML? { symbols[id] }

    var ids: [String] { symbols.keys.sorted() }
}
