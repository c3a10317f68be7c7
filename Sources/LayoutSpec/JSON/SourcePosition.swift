/// A place in a spec file, counted the way editors count: lines and columns from 1,
/// columns in Unicode scalars.
public struct SourcePosition: Sendable, Equatable, Hashable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public var description: String { "\(line):\(column)" }
}
