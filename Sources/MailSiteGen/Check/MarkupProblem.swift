/// One thing wrong with a page's markup: what, and at which line when it is at one (a selector
/// that nothing holds is at none).
public struct MarkupProblem: Sendable, Equatable, CustomStringConvertible {
    public var line: Int?
    public var message: String

    public init(line: Int? = nil, _ message: String) {
        self.line = line
        self.message = message
    }

    /// `line 12: </h1> closes <span> opened at line 11`, as `check` lists it.
    public var description: String { line.map { "line \($0): \(message)" } ?? message }
}
