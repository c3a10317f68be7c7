import LayoutSpec

/// One value of a spec as the token exports write it: every editable field of the field table
/// that holds a value, a tab's fields once for each tab (grouped by its id, which names the group
/// and is not a value of its own), with the names the page and the SwiftUI source give it.
struct ExportedValue {
    let name: TokenName
    /// Where the spec holds it: `tabs[0].color`.
    let path: JSONPath
    let documentation: String
    /// The SwiftUI original with this spec's value: `.clipShape(.rect(cornerRadius: 20))`.
    let original: String?
    let kind: FieldKind
    let value: FieldValue
    /// The page's custom property, as `style.css` declares it: `--tab-bar-spacing`; a spring's
    /// easing, `--tab-bar-animation-easing`. A spring's duration is its settle time's property
    /// (which it scales) and its bounce its easing's (which the bounce alone shapes).
    let cssProperty: String?
    /// How the SwiftUI source names it: `MailDesign.TabBar.spacing`, `TabModel.primary.color`;
    /// a spring's duration or bounce, the spring's (`MailDesign.TabBar.animation`).
    let swiftUIName: String?
    /// A spring's `duration` or `bounce`: its spring is the value, these its parts.
    let isPartOfSpring: Bool

    /// Every value of `spec`, in the field table's order.
    static func all(in spec: LayoutSpec) -> [ExportedValue] {
        let tabIDs = spec.tabs.map(\.id)
        let tabCases = TabCases(spec: spec)
        var springs: [FieldEntry<LayoutSpec>] = []
        var values: [ExportedValue] = []
        for field in LayoutSpec.fieldTable where field.isEditable {
            switch field.kind {
            case .section, .date: continue
            case .list:
                guard field.path == JSONPath([.key("tabs")]) else { continue }
                for (index, tab) in spec.tabs.enumerated() {
                    for element in Tab.fieldEntries where element.name != "id" {
                        let path = field.path.appending(index: index).appending(key: element.name)
                        let value = element.read(tab)
                        values.append(
                            ExportedValue(
                                name: TokenName(path: path, tabIDs: tabIDs), path: path,
                                documentation: element.documentation,
                                original: element.original(with: value.originalText), kind: element.kind,
                                value: value,
                                cssProperty: element.kind == .color ? StyleTokens.tabColorProperty : nil,
                                swiftUIName: tabCases.swiftUIName(of: element.name, tab: index),
                                isPartOfSpring: false))
                    }
                }
            default:
                let components = field.path.components
                let spring = springs.last {
                    components.count > $0.path.components.count && components.starts(with: $0.path.components)
                }
                if field.kind == .spring { springs.append(field) }
                let value = field.read(spec)
                // A spring's duration and bounce have no names of their own in SwiftUI: the spring's.
                let named = spring ?? field
                let css = spring == nil ? field.cssValueProperty : spring?.springPartProperty(components.last)
                values.append(
                    ExportedValue(
                        name: TokenName(path: field.path), path: field.path, documentation: field.documentation,
                        original: field.original(with: value.originalText), kind: field.kind, value: value,
                        cssProperty: css,
                        swiftUIName: named.outputs.contains(.swiftUI) ? "MailDesign." + named.swiftUIConstant : nil,
                        isPartOfSpring: spring != nil))
            }
        }
        return values
    }
}

extension TabCases {
    /// A tab's field as `TabModel` names it, `TabModel.primary.color`, where the model has a
    /// property of the field's name (its title and colour; the symbol is `symbolImage`, a name).
    func swiftUIName(of field: String, tab index: Int) -> String? {
        guard cases.indices.contains(index), ["title", "color"].contains(field) else { return nil }
        return "TabModel.\(cases[index].name).\(field)"
    }
}

extension FieldEntry {
    /// The custom property a part of this spring reaches: its duration the settle time, which
    /// it scales; its bounce the easing, which the bounce alone shapes. Nil where the spring is
    /// not on the page.
    fileprivate func springPartProperty(_ part: JSONPath.Component?) -> String? {
        guard outputs.contains(.css) else { return nil }
        return cssProperty + (part == .key("duration") ? Self.settleTimeSuffix : Self.easingSuffix)
    }
}
