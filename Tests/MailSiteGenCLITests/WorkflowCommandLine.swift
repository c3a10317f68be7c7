/// A line of a job's log read as the GitHub Actions runner reads a workflow command
/// (`ActionCommand.TryParseV2`): `::name key=value,key=value::message`, the command's
/// information ending at the first `::`, properties split at `,` and `=`, then unescaped in the
/// runner's order (`%0D`, `%0A`, `%3A`, `%2C`, and `%25` last). Stricter than the runner: a line
/// that is not exactly one command of a known name with known properties is refused, with why.
struct WorkflowCommandLine: Equatable {
    var name: String
    var properties: [String: String]
    var message: String

    static let names: Set = ["error", "warning", "notice"]
    static let propertyNames: Set = ["file", "line", "endLine", "col", "endColumn", "title"]

    var file: String? { properties["file"] }
    var line: Int? { properties["line"].flatMap { Int($0) } }
    var column: Int? { properties["col"].flatMap { Int($0) } }
    var title: String? { properties["title"] }

    struct Refusal: Error, CustomStringConvertible {
        var description: String
    }

    init(name: String, properties: [String: String], message: String) {
        self.name = name
        self.properties = properties
        self.message = message
    }

    init(parsing line: Substring) throws(Refusal) {
        guard !line.contains("\n"), !line.contains("\r") else { throw Refusal(description: "holds a line break") }
        guard line.hasPrefix("::") else { throw Refusal(description: "does not start with '::': \(line)") }
        let rest = line.dropFirst(2)
        guard let end = rest.firstRange(of: "::") else { throw Refusal(description: "has no closing '::': \(line)") }
        let information = rest[..<end.lowerBound]
        let space = information.firstIndex(of: " ")
        name = String(information[..<(space ?? information.endIndex)])
        guard Self.names.contains(name) else { throw Refusal(description: "names no known command: \(line)") }
        properties = [:]
        if let space {
            for property in information[information.index(after: space)...].split(separator: ",") {
                let parts = property.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                guard parts.count == 2, Self.propertyNames.contains(String(parts[0])) else {
                    throw Refusal(description: "has a property that is not one: '\(property)' in \(line)")
                }
                guard properties[String(parts[0])] == nil else {
                    throw Refusal(description: "gives '\(parts[0])' twice: \(line)")
                }
                properties[String(parts[0])] = Self.unescaped(parts[1], property: true)
            }
        }
        message = Self.unescaped(rest[end.upperBound...], property: false)
        for key in ["line", "col"] where properties[key] != nil && Int(properties[key] ?? "") == nil {
            throw Refusal(description: "has a \(key) that is not a number: \(line)")
        }
    }

    /// Every line of `output` (which ends in a line feed), each a command.
    static func parseAll(_ output: String) throws(Refusal) -> [WorkflowCommandLine] {
        guard output.isEmpty || output.hasSuffix("\n") else {
            throw Refusal(description: "does not end in a line feed")
        }
        guard !output.contains("\r") else { throw Refusal(description: "holds a carriage return") }
        var commands: [WorkflowCommandLine] = []
        for line in output.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
            commands.append(try WorkflowCommandLine(parsing: line))
        }
        return commands
    }

    private static func unescaped(_ text: Substring, property: Bool) -> String {
        var text = String(text)
        let replacements =
            property
            ? [("%0D", "\r"), ("%0A", "\n"), ("%3A", ":"), ("%2C", ","), ("%25", "%")]
            : [("%0D", "\r"), ("%0A", "\n"), ("%25", "%")]
        for (escape, character) in replacements {
            text = text.replacing(escape, with: character)
        }
        return text
    }
}
