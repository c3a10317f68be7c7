import LayoutSpec

extension JSONValue {
    /// The value at `path`, or nil where the document has none.
    func value(at path: JSONPath) -> JSONValue? {
        var current = self
        for component in path.components {
            switch (component, current) {
            case (.key(let key), .object(let members)):
                guard let member = members.last(where: { $0.0 == key }) else { return nil }
                current = member.1
            case (.index(let index), .array(let elements)):
                guard elements.indices.contains(index) else { return nil }
                current = elements[index]
            default:
                return nil
            }
        }
        return current
    }

    /// This document with the member at `path` set to `value`, or removed (nil): what the file
    /// must say after an edit, worked out apart from the editor that rewrites its bytes, so that
    /// a mistake of either is caught before anything is written. A missing object on the way is
    /// added empty (decoding fills its defaults); a missing array is the spec's `effective` one
    /// (an array replaces its default whole). Nil when the path cannot be written in this document.
    func setting(_ path: JSONPath, to value: JSONValue?, effective: (JSONPath) -> JSONValue?) -> JSONValue? {
        setting(path.components[...], to: value, at: .root, effective: effective)
    }

    private func setting(
        _ components: ArraySlice<JSONPath.Component>, to value: JSONValue?, at location: JSONPath,
        effective: (JSONPath) -> JSONValue?
    ) -> JSONValue? {
        guard let first = components.first else { return value }
        let rest = components.dropFirst()
        switch (first, self) {
        case (.key(let key), .object(var members)):
            let index = members.firstIndex { $0.0 == key }
            let child: JSONValue
            if let index {
                child = members[index].1
            } else if value == nil {
                return self  // nothing written there: removing it changes nothing
            } else if case .index? = rest.first {
                guard let array = effective(location.appending(key: key)) else { return nil }
                child = array
            } else {
                child = .object([])
            }
            if rest.isEmpty && value == nil {
                members.removeAll { $0.0 == key }
                return .object(members)
            }
            guard let changed = child.setting(rest, to: value, at: location.appending(key: key), effective: effective)
            else { return nil }
            if let index { members[index].1 = changed } else { members.append((key, changed)) }
            return .object(members)
        case (.index(let index), .array(var elements)):
            guard elements.indices.contains(index), !rest.isEmpty,
                let changed = elements[index].setting(
                    rest, to: value, at: location.appending(index: index), effective: effective)
            else { return nil }
            elements[index] = changed
            return .array(elements)
        default:
            return nil
        }
    }
}
