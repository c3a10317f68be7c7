extension JSONParser.Failure {
    /// The message as a spec's reader gives it: an empty file is also told what the smallest
    /// spec is.
    public var specMessage: String {
        isEmptyDocument ? "\(message); \(LayoutSpec.smallestSpecHint)" : message
    }
}

extension LayoutSpec {
    /// What a file that is not a spec's object is told.
    static let smallestSpecHint = "the smallest spec is {}"
}
