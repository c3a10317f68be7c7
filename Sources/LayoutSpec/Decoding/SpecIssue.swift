/// A problem found while decoding or validating a spec, before it is placed in a file.
///
/// A decoding issue is made where the wrong value is at hand, so it knows its position; its path
/// starts relative to that value and each enclosing object or array puts its key or index in
/// front on the way out (`inside(_:)`), so that paths are only built for the one error thrown.
public struct SpecIssue: Error, Sendable, Equatable {
    /// Where the issue points: the value, or for an unknown key the key. Nil for the cross-field
    /// rules, which judge the decoded spec; the file's tree then gives the place of `path`.
    public var position: SourcePosition?
    public var path: JSONPath
    public var message: String

    public init(at position: SourcePosition? = nil, path: JSONPath = .root, message: String) {
        self.position = position
        self.path = path
        self.message = message
    }

    /// The same issue seen from the enclosing object or array, which holds the value at `component`.
    func inside(_ component: JSONPath.Component) -> SpecIssue {
        var issue = self
        issue.path.components.insert(component, at: 0)
        return issue
    }
}
