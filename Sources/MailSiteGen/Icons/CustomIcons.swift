import LayoutSpec

/// The spec's own icons (`{"svg": …}` symbols), read from their files and reduced to geometry,
/// numbered in the order the page first uses them (All Mails, then the tabs): `icon-custom-1`
/// in the sprite, `icon-custom-1.fill` for its filled form. Read by `load` before a build, as
/// the social image is; the generator itself reads no file.
public struct CustomIcons: Sendable, Equatable {
    /// One custom symbol's forms.
    struct Icon: Sendable, Equatable {
        var symbol: CustomSymbol
        var outline: SVGIcon
        /// The filled form's own file; nil draws the outline for both.
        var filled: SVGIcon?
    }

    private(set) var icons: [Icon]

    public static let none = CustomIcons(icons: [])

    init(icons: [Icon]) {
        self.icons = icons
    }

    /// Every custom icon `spec` names, each drawn as `icon`, as if its files held it: for a page
    /// made without reading files (tests, the fuzzer).
    public static func all(of spec: LayoutSpec, drawnAs icon: SVGIcon) -> CustomIcons {
        var icons: [Icon] = []
        for case .custom(let custom) in spec.pillSymbols.map(\.symbol)
        where !icons.contains(where: { $0.symbol == custom }) {
            icons.append(Icon(symbol: custom, outline: icon, filled: custom.filled == nil ? nil : icon))
        }
        return CustomIcons(icons: icons)
    }

    /// The icons read for `symbol`, numbered from 1.
    func number(of symbol: CustomSymbol) -> Int? {
        icons.firstIndex { $0.symbol == symbol }.map { $0 + 1 }
    }

    /// The forms read for `symbol`.
    func icon(for symbol: CustomSymbol) -> Icon? {
        icons.first { $0.symbol == symbol }
    }

    /// The sprite's id of the `number`th icon's outline form.
    static func outlineID(_ number: Int) -> String { "icon-custom-\(number)" }
    /// The sprite's id of the `number`th icon's filled form.
    static func filledID(_ number: Int) -> String { "icon-custom-\(number).fill" }

    /// Refuses a spec that names an icon not read here: a generator given a spec without its
    /// icons (`load` them first).
    func checkRead(for spec: LayoutSpec) throws(MailSiteGenError) {
        guard let missing = spec.pillSymbols.lazy.compactMap(\.symbol.custom).first(where: { number(of: $0) == nil })
        else { return }
        throw .iconNotRead(missing)
    }
}

extension LayoutSpec {
    /// Each pill's symbol with where the spec writes it, in the page's order: All Mails, then
    /// the tabs.
    var pillSymbols: [(symbol: Symbol, path: JSONPath)] {
        let symbol = JSONPath.root.appending(key: "allMails").appending(key: "symbol")
        return [(allMails.symbol, symbol)]
            + tabs.enumerated().map { index, tab in
                (tab.symbol, JSONPath.root.appending(key: "tabs").appending(index: index).appending(key: "symbol"))
            }
    }
}
