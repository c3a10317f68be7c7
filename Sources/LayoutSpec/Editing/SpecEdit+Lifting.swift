extension SpecEdit {
    /// A reset of a member that is its object's only one removes the object too, and so on up
    /// while each object holds nothing else: undoing an edit that created `"scroll":
    /// {"collapseThreshold": 140}` leaves the file as it was, not with `"scroll": {}`. An array
    /// element is never removed, so lifting stops at one; a set is never lifted.
    func lifted(in tree: JSONNode) -> SpecEdit {
        guard value == nil, tree.node(at: path) != nil else { return self }
        var components = path.components
        while components.count > 1, case .key = components[components.count - 2],
            case .object(let members)? = tree.node(at: JSONPath(Array(components.dropLast())))?.value,
            members.count == 1
        {
            components.removeLast()
        }
        return SpecEdit(path: JSONPath(components), value: nil)
    }
}
