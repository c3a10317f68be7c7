/// A number with its noun in the tool's own English, the two agreeing: `1 id`, `2 ids`, `0 ids`.
/// Every message and summary that counts something words it through this, so none says "1 ids"
/// (the spec's own words, in its language, take its plural rules instead: `PageWords`).
///
///     "\(Counted(ids, "id")) unique"                        // 1 id unique, 15 ids unique
///     Counted(references, "reference").with(verb: "resolve") // 1 reference resolves
public struct Counted: CustomStringConvertible, Sendable {
    public let count: Int
    /// The noun in the form `count` takes.
    public let noun: String

    /// `plural` for a noun whose plural is not its singular with an s.
    public init(_ count: Int, _ singular: String, plural: String? = nil) {
        self.count = count
        self.noun = count == 1 ? singular : plural ?? singular + "s"
    }

    /// `1 id`, `2 ids`.
    public var description: String { "\(count) \(noun)" }

    /// `verb`, given in its plural form (`resolve`), as this many things take it: `resolves` for
    /// one, `resolve` for any other number. The tool's verbs all take an s.
    public func agreeing(_ verb: String) -> String { count == 1 ? verb + "s" : verb }

    /// The count, its noun and `verb` agreeing: `1 reference resolves`, `2 references resolve`.
    public func with(verb: String) -> String { "\(description) \(agreeing(verb))" }
}
