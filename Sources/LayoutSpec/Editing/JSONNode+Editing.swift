extension JSONNode {
    /// This document with `edit` applied in memory, as `SpecEditor` must leave the file: a set
    /// replaces the value (the last member of that key) or appends a member, creating missing
    /// objects on the way and taking a missing array from `effectiveValue`; a reset removes the
    /// member, and is no change when the document does not have it.
    func applying(
        _ edit: SpecEdit, effectiveValue: (JSONPath) -> JSONNode?
    ) throws(SpecEditError) -> JSONNode {
        guard !edit.path.components.isEmpty else {
            throw SpecEditError(message: "(root): the whole document cannot be edited, only a value inside it")
        }
        var copy = self
        try copy.apply(edit, depth: 0, effectiveValue: effectiveValue)
        return copy
    }

    private mutating func apply(
        _ edit: SpecEdit, depth: Int, effectiveValue: (JSONPath) -> JSONNode?
    ) throws(SpecEditError) {
        let components = edit.path.components
        let here = JSONPath(Array(components[..<depth]))
        let isLast = depth == components.count - 1
        switch (components[depth], value) {
        case (.key(let key), .object(var members)):
            guard let index = members.lastIndex(where: { $0.key == key }) else {
                guard let newValue = edit.value else { return }  // nothing to reset
                let child = here.appending(key: key)
                var node: JSONNode
                if isLast {
                    node = newValue
                } else if case .index = components[depth + 1] {
                    guard let effective = effectiveValue(child), case .array = effective.value else {
                        throw SpecEditError(
                            edit.path, "the file does not write \(child) and no value is known for it")
                    }
                    node = effective
                } else {
                    node = JSONNode(.object([]))
                }
                if !isLast { try node.apply(edit, depth: depth + 1, effectiveValue: effectiveValue) }
                members.append(JSONNode.Member(key: key, value: node))
                value = .object(members)
                return
            }
            if isLast {
                if let newValue = edit.value {
                    members[index].value = newValue
                } else {
                    members.remove(at: index)
                }
            } else {
                try members[index].value.apply(edit, depth: depth + 1, effectiveValue: effectiveValue)
            }
            value = .object(members)
        case (.index(let index), .array(var elements)):
            guard elements.indices.contains(index) else {
                let count = Counted(elements.count, "element")
                throw SpecEditError(
                    edit.path, "\(here.description) has \(count); there is no \(here.appending(index: index))")
            }
            if isLast {
                guard let newValue = edit.value else {
                    throw SpecEditError(edit.path, "an array element cannot be reset, only an object's member")
                }
                elements[index] = newValue
            } else {
                try elements[index].apply(edit, depth: depth + 1, effectiveValue: effectiveValue)
            }
            value = .array(elements)
        case (.key, _), (.index, _):
            let expected = if case .key = components[depth] { "an object" } else { "an array" }
            throw SpecEditError(edit.path, "\(here.description) is \(kindDescription), not \(expected)")
        }
    }
}
