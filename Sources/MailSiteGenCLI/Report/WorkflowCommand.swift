/// One GitHub Actions workflow command, `::error file=spec.json,line=4,col=16,title=Invalid spec::…`:
/// a line of a job's log that the runner turns into an annotation on the file and line it names.
///
/// The message and each property are escaped as GitHub's toolkit (`@actions/core`) escapes them,
/// so that no text, however hostile, can end the line and start a command of its own.
struct WorkflowCommand: Sendable, Equatable {
    enum Kind: String, Sendable {
        case error, warning, notice
    }

    var kind: Kind
    var file: String?
    var line: Int?
    var column: Int?
    /// The annotation's heading.
    var title: String?
    var message: String

    init(
        _ kind: Kind, file: String? = nil, line: Int? = nil, column: Int? = nil, title: String? = nil,
        message: String
    ) {
        self.kind = kind
        self.file = file
        self.line = line
        self.column = column
        self.title = title
        self.message = message
    }

    /// The command as one line, without its line feed.
    var text: String {
        let properties = [
            ("file", file), ("line", line.map(String.init)), ("col", column.map(String.init)), ("title", title),
        ].compactMap { name, value in value.map { "\(name)=\(Self.escapedProperty($0))" } }
        let head = properties.isEmpty ? kind.rawValue : kind.rawValue + " " + properties.joined(separator: ",")
        return "::\(head)::\(Self.escapedData(message))"
    }

    /// A message as `escapeData` writes it: `%`, CR and LF percent-encoded. Scalar by scalar, so
    /// that CR LF (one `Character` in Swift) is both.
    static func escapedData(_ text: String) -> String {
        escaped(text, ["%": "%25", "\r": "%0D", "\n": "%0A"])
    }

    /// A property's value as `escapeProperty` writes it: as a message, and `:` and `,`, which
    /// would end the value or the property list.
    static func escapedProperty(_ text: String) -> String {
        escaped(text, ["%": "%25", "\r": "%0D", "\n": "%0A", ":": "%3A", ",": "%2C"])
    }

    private static func escaped(_ text: String, _ replacements: [Unicode.Scalar: String]) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if let replacement = replacements[scalar] {
                result += replacement
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
