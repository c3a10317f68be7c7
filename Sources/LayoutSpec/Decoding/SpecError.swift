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

    /// `issue` placed in `file`; an issue without a position points at what `tree` writes at its path.
    init(_ issue: SpecIssue, in tree: JSONNode, file: String) {
        self.init(
            file: file, position: issue.position ?? tree.position(for: issue.path), path: issue.path,
            message: issue.message)
    }

    /// One line, whatever the spec or a token file quotes into it: a control character (a
    /// newline in a key, an escape sequence a terminal would obey) is written `\u{1B}`.
    public var description: String {
        var text = file
        if let position { text += ":\(position.line):\(position.column)" }
        text += ": "
        if let path { text += "\(path): " }
        text += message
        guard text.unicodeScalars.contains(where: Self.isControl) else { return text }
        var written = ""
        for scalar in text.unicodeScalars {
            if Self.isControl(scalar) {
                written += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                written.unicodeScalars.append(scalar)
            }
        }
        return written
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}
