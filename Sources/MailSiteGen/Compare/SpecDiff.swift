import LayoutSpec

/// What differs between two to four specs: every field of the field table whose value is not
/// the same in all of them, in the table's order, a tab's fields by position (`tabs[2].title`,
/// absent where a spec has fewer tabs), a spring as one row, and the mails as one row of counts.
/// What `compare`'s page shows and what `compare --diff` prints.
public struct SpecDiff: Sendable {
    public struct Row: Sendable, Equatable {
        /// `tabBar.spacing`, `tabs[1].color`.
        public var path: String
        public var kind: FieldKind
        /// One per variant, in their order; nil where the variant has no such field.
        public var values: [FieldValue?]
        /// What the value alone does not say, per variant: `12 not as in a.json` for mails.
        public var details: [String?] = []
        /// The design token each variant's field names, where it holds an alias: `brand.radius.pill`.
        public var aliases: [String?] = []
        /// A spring's parts that hold aliases, per variant: `["duration": "brand.slow"]`.
        public var partAliases: [[String: String]] = []
    }

    public let variants: [CompareVariant]
    public let rows: [Row]

    /// The fields an inspector edits, and with `site` the spec's `site` too (which a build's
    /// folder depends on, and a comparison's phones do not show).
    public init(variants: [CompareVariant], site: Bool = false) {
        self.variants = variants
        // In the table's order, each tab's fields up to the most tabs any variant has.
        let tabCount = variants.map(\.spec.tabs.count).max() ?? 0
        let all = variants.map { Self.fields(of: $0.spec, tabCount: tabCount, site: site) }
        var rows: [Row] = []
        for (index, field) in (all.first ?? []).enumerated() {
            let values = all.map { $0[index].value }
            guard let first = values.first, values.contains(where: { $0 != first }) else { continue }
            rows.append(
                Row(
                    path: field.path, kind: field.kind, values: values, aliases: all.map { $0[index].alias },
                    partAliases: all.map { $0[index].parts }))
        }
        let mails = variants.map(\.spec.mails)
        if let first = mails.first, mails.contains(where: { $0 != first }) {
            // Each variant's mails against the first's, by position.
            let details = mails.enumerated().map { index, list -> String? in
                guard index > 0 else { return nil }
                let changed =
                    zip(list, first).filter { $0 != $1 }.count + abs(list.count - first.count)
                return changed == 0 ? nil : "\(changed) not as in \(variants[0].name)"
            }
            rows.append(
                Row(
                    path: "mails", kind: .number(NumberFormat(range: 0...Double(Int.max), unit: "mails", step: 1)),
                    values: mails.map { .number(Double($0.count)) }, details: details))
        }
        self.rows = rows
    }

    public var isEmpty: Bool { rows.isEmpty }

    /// The springs among the rows, each with its curve's figures in every variant.
    public var springs: [(path: String, springs: [Spring?])] {
        rows.compactMap { row in
            guard case .spring = row.kind else { return nil }
            return (
                row.path,
                row.values.map {
                    guard case .spring(let spring)? = $0 else { return nil }
                    return spring
                }
            )
        }
    }

    /// The spec's fields as the inspector lists them, a spring's duration and bounce left to
    /// the spring's own row (with their aliases).
    private static func fields(of spec: LayoutSpec, tabCount: Int, site: Bool) -> [(
        path: String, kind: FieldKind, value: FieldValue?, alias: String?, parts: [String: String]
    )] {
        var fields: [(path: String, kind: FieldKind, value: FieldValue?, alias: String?, parts: [String: String])] = []
        let alias = { (path: JSONPath) in spec.tokenAliases.alias(at: path)?.token }
        var springs: [JSONPath] = []
        let siteKey = JSONPath.Component.key("site")
        for field in LayoutSpec.fieldTable where field.isEditable || (site && field.path.components.first == siteKey) {
            if springs.contains(where: { field.path.components.starts(with: $0.components) }) { continue }
            switch field.kind {
            case .section: continue
            case .list:
                guard field.path == JSONPath([.key("tabs")]) else { continue }
                for index in 0..<tabCount {
                    let tab = spec.tabs.indices.contains(index) ? spec.tabs[index] : nil
                    for element in Tab.fieldEntries {
                        let path = field.path.appending(index: index).appending(key: element.name)
                        fields.append((path.description, element.kind, tab.map(element.read), alias(path), [:]))
                    }
                }
            case .spring:
                springs.append(field.path)
                var parts: [String: String] = [:]
                for part in ["duration", "bounce"] { parts[part] = alias(field.path.appending(key: part)) }
                fields.append((field.path.description, field.kind, field.read(spec), alias(field.path), parts))
            default:
                fields.append((field.path.description, field.kind, field.read(spec), alias(field.path), [:]))
            }
        }
        return fields
    }
}
