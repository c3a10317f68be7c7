import LayoutSpec

/// Which paths an edit may change: those of the field table's editable fields, a tab's fields
/// once for each tab of the spec (`tabs[1].color`), as `mailsitegen fields` lists them. Anything
/// else (a section as a whole, `$schema`, the mails, a tab that is not there) is not a field.
enum EditableFields {
    static func contains(_ path: JSONPath, in spec: LayoutSpec) -> Bool {
        for field in LayoutSpec.fieldTable where field.isEditable {
            switch field.kind {
            case .section:
                continue
            case .list:
                let prefix = field.path.components
                guard field.path == JSONPath([.key("tabs")]), path.components.count == prefix.count + 2,
                    Array(path.components.prefix(prefix.count)) == prefix,
                    case .index(let index) = path.components[prefix.count], spec.tabs.indices.contains(index),
                    case .key(let name) = path.components[prefix.count + 1]
                else { continue }
                if Tab.fieldEntries.contains(where: { $0.isEditable && $0.name == name }) { return true }
            default:
                if field.path == path { return true }
            }
        }
        return false
    }
}
