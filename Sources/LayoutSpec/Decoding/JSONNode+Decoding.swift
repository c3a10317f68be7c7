/// The JSON kinds a spec value can ask a node for. Each names what it expected and what the spec
/// wrote instead, pointing at the value: "expected a number, found a string".
extension JSONNode {
    func string() throws(SpecIssue) -> String {
        guard case .string(let text) = value else { throw mismatch(expected: "a string") }
        return text
    }

    func number() throws(SpecIssue) -> Double {
        guard case .number(let number) = value else { throw mismatch(expected: "a number") }
        return number
    }

    func bool() throws(SpecIssue) -> Bool {
        guard case .bool(let flag) = value else { throw mismatch(expected: "true or false") }
        return flag
    }

    func elements() throws(SpecIssue) -> [JSONNode] {
        guard case .array(let elements) = value else { throw mismatch(expected: "an array") }
        return elements
    }

    /// The object's members, refusing the first key written that `isKnown` refuses; `known` lists
    /// the keys for the message, and is only asked then.
    func members(isKnown: (String) -> Bool, known: () -> [String]) throws(SpecIssue) -> [Member] {
        guard case .object(let members) = value else { throw mismatch(expected: "an object") }
        for index in members.indices where !isKnown(members[index].key) {
            let key = members[index].key
            let known = known()
            throw SpecIssue(
                at: members[index].keyPosition, path: JSONPath([.key(key)]),
                message: "unknown key '\(key)'" + Suggestion.phrase(for: key, in: known)
                    + " (known keys: \(known.joined(separator: ", ")))")
        }
        return members
    }

    /// "missing required key 'title'", pointing at this object.
    func missing(_ key: String) -> SpecIssue {
        SpecIssue(at: position, message: "missing required key '\(key)'")
    }

    private func mismatch(expected: String) -> SpecIssue {
        SpecIssue(at: position, message: "expected \(expected), found \(kindDescription)")
    }
}

extension [JSONNode.Member] {
    /// Where the member `key` is, or nil; found by index, so no member is copied on the way.
    func index(of key: String) -> Int? {
        indices.first { self[$0].key == key }
    }
}
