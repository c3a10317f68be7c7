import LayoutSpec

extension JSONValue {
    /// The value as JSON on one line, `{"damping": 0.8, "response": 0.4}`: for an answer's body
    /// and the line the terminal prints for an edit.
    var oneLine: String {
        switch self {
        case .object(let members):
            "{" + members.map { JSONValue.string($0.0).formatted() + ": " + $0.1.oneLine }.joined(separator: ", ")
                + "}"
        case .array(let elements): "[" + elements.map(\.oneLine).joined(separator: ", ") + "]"
        default: formatted()
        }
    }

    /// The same document as a parsed tree (positions of its one-line text), for the editor's
    /// `effectiveValue`; nil only for a document deeper than the parser takes.
    var node: JSONNode? {
        try? JSONParser.parse(Array(oneLine.utf8))
    }
}

extension JSONNode {
    /// The same document as a value, keys in their order.
    var plainValue: JSONValue {
        switch value {
        case .object(let members): .object(members.map { ($0.key, $0.value.plainValue) })
        case .array(let elements): .array(elements.map(\.plainValue))
        case .string(let text): .string(text)
        case .number(let number): .number(number)
        case .bool(let flag): .bool(flag)
        case .null: .null
        }
    }
}
