/// Everything that can be wrong with a spec, as one readable sentence that names the file,
/// the place in the file and the JSON path: `my.json:4:16: tabs[2].color: unknown colour 'bleu'; did you mean 'blue'?`
public struct SpecError: Error, Sendable, Equatable, CustomStringConvertible {
    public var file: String
    public var position: SourcePosition?
    public var path: JSONPath?
    public var message: String

    public init(file: String, position: SourcePosition? = nil, path: JSONPath? = nil, message: String) {
        self.file = file
        self.position = position
        self.path = path
        self.message = message
    }

    public var description: String {
        var text = file
        if let position { text += ":\(position.line):\(position.column)" }
        text += ": "
        if let path { text += "\(path): " }
        return text + message
    }
}

/// A problem found while decoding or validating, before it is placed in a file.
/// Thrown from `init(from:)` so that Foundation's decoder carries it out unchanged.
public struct SpecIssue: Error, Sendable, Equatable {
    public enum Anchor: Sendable, Equatable {
        /// Point at the value (a wrong colour, a number out of range).
        case value
        /// Point at the key itself (an unknown key).
        case key
    }

    public var path: JSONPath
    public var message: String
    public var anchor: Anchor

    public init(path: JSONPath, message: String, anchor: Anchor = .value) {
        self.path = path
        self.message = message
        self.anchor = anchor
    }
}

extension JSONPath {
    /// The path Foundation's decoder was at, in our terms.
    init(codingPath: [any CodingKey]) {
        self.init(
            codingPath.map { key in
                if let index = key.intValue { .index(index) } else { .key(key.stringValue) }
            })
    }
}
