import LayoutSpec

/// What the library throws, whatever step failed: one sentence, which the command line prints
/// after `Error: ` and exits 1. A spec that is not valid carries its `SpecError` too (file,
/// line:column, JSON path, problem), so a caller can point at the place.
public struct MailSiteGenError: Error, Equatable, CustomStringConvertible {
    public var message: String
    /// The spec's error, when the spec is what is wrong.
    public var spec: SpecError?

    public init(_ message: String) {
        self.message = message
    }

    public init(_ error: SpecError) {
        message = error.description
        spec = error
    }

    public var description: String { message }

    /// A failure that has said what it had to already (`compare --diff --exit-code` finding a
    /// difference): the command line exits 1 and prints nothing more.
    public static let quietFailure = MailSiteGenError("")
}
