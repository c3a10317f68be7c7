/// A problem with design tokens: a file that cannot be read or does not follow the reports, a
/// token that does not exist, a cycle, a value of the wrong type. Its message names the token
/// file and its line and column; the spec's place is added where the spec names the token.
struct TokenIssue: Error, Sendable, Equatable {
    var message: String

    init(_ message: String) {
        self.message = message
    }

    /// `file:line:column: message`.
    init(in file: String, at position: SourcePosition, _ message: String) {
        self.message = "\(file):\(position.line):\(position.column): \(message)"
    }

    /// A token file or resolver that is not JSON: `file:line:column: not JSON: ` and the parser's
    /// words, the same a spec is given for the same mistake.
    init(in file: String, notJSON failure: JSONParser.Failure) {
        self.init(in: file, at: failure.position, "not JSON: \(failure.message)")
    }
}
