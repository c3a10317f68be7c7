/// A build that could not be done: one sentence, printed after `Error: `, exit 1.
public struct BuildFailure: Error, Equatable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
