extension LayoutSpec {
    /// The value this spec has at `path` as JSON, whether its file writes it or not (then it is the
    /// default): what `SpecEditor.apply`'s `effectiveValue` asks for. Nil for a path the spec has
    /// no value at.
    public func effectiveJSON(at path: JSONPath) -> JSONNode? {
        JSONNode(json: jsonValue).node(at: path)
    }
}
