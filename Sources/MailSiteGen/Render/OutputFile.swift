/// One file of the generated site, in memory.
public struct OutputFile: Sendable, Equatable {
    /// A path relative to the output folder, e.g. `index.html`.
    public var path: String
    public var contents: String

    public init(path: String, contents: String) {
        self.path = path
        self.contents = contents
    }
}
