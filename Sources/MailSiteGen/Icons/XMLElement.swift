/// An element of an XML document as `XMLReader` gives it: its name and attributes with their
/// namespaces resolved, and its child elements. Text, comments and processing instructions are
/// checked and left out: an icon's geometry is in its elements and attributes alone.
struct XMLElement: Sendable, Equatable {
    struct Attribute: Sendable, Equatable {
        /// The namespace of a prefixed attribute; nil for an unprefixed one, which has none.
        var namespace: String?
        var localName: String
        var value: String
    }

    /// The element's namespace, nil when no default namespace is declared.
    var namespace: String?
    var localName: String
    var attributes: [Attribute]
    var children: [XMLElement]

    /// The value of the unprefixed attribute `name`.
    func attribute(_ name: String) -> String? {
        attributes.first { $0.namespace == nil && $0.localName == name }?.value
    }
}

/// Why bytes are not an XML document this reader accepts, and where: line and column from 1,
/// the column counted in characters.
struct XMLProblem: Error, Sendable, Equatable {
    var line: Int
    var column: Int
    var message: String

    var description: String { "line \(line), column \(column): \(message)" }
}
