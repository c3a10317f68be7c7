/// Why the text of a plural rule cannot be read: the rule, and what is wrong with it.
struct PluralRuleError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The rule's text, or its category's name when the rule is missing.
    var rule: String
    /// What is wrong, a phrase: "a number is missing after '..'".
    var problem: String

    var description: String { "The plural rule '\(rule)' cannot be read: \(problem)." }
}
