import LayoutSpec

/// A mistake in the arguments themselves: printed with the usage line, exit 64. Every wording
/// is here, in swift-argument-parser's.
struct UsageError: Error, Equatable {
    var message: String
    /// The subcommand whose usage to show, if the error belongs to one.
    var command: Command?

    static func unknownSubcommand(_ word: String) -> UsageError {
        UsageError(message: "Unknown subcommand '\(word)'" + didYouMean(word, Command.all.map(\.name)))
    }

    static func unknownOption(_ name: String, of command: Command) -> UsageError {
        UsageError(message: "Unknown option '\(name)'" + didYouMean(name, command.optionNames), command: command)
    }

    static func unexpectedArgument(_ argument: String, of command: Command? = nil) -> UsageError {
        UsageError(message: "Unexpected argument '\(argument)'", command: command)
    }

    static func takesNoValue(_ name: String, of command: Command) -> UsageError {
        UsageError(message: "'\(name)' takes no value", command: command)
    }

    /// `name` is the option as it was typed.
    static func missingValue(_ name: String, of option: Option, in command: Command) -> UsageError {
        UsageError(message: "Missing value for '\(option.missingValue(as: name))'", command: command)
    }

    static func invalidValue(_ value: String, of option: Option, in command: Command, _ problem: String) -> UsageError {
        UsageError(message: "\(option.name): '\(value)' \(problem)", command: command)
    }

    /// Fewer or more arguments than `command` takes: `compare takes 2 to 4 specs; 1 given`.
    static func argumentCount(_ count: Int, of accepted: Command.Arguments, in command: Command) -> UsageError {
        let range = accepted.count
        let taken =
            range.lowerBound == range.upperBound
            ? "\(range.lowerBound)"
            : range.lowerBound == 0 ? "at most \(range.upperBound)" : "\(range.lowerBound) to \(range.upperBound)"
        return UsageError(
            message:
                "'\(command.name)' takes \(taken) \(Counted(range.upperBound, accepted.name).noun); \(count) given",
            command: command)
    }

    /// The likeliest candidate: one close by edit distance, else one that shares or holds a word
    /// of it (`--single` for `--single-file`).
    private static func didYouMean(_ word: String, _ candidates: [String]) -> String {
        Suggestion.phrase(Suggestion.likely(for: word, in: candidates, limit: 1))
    }
}
