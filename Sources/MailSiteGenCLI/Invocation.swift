/// What the command line asked for, parsed but not yet run.
enum Invocation: Equatable {
    /// The help of a subcommand, or of `mailsitegen` itself.
    case help(Command?)
    case version
    case run(Command, ParsedOptions)
}

extension Invocation {
    /// Parses `arguments` (without the program name), swift-argument-parser style, from the
    /// subcommands' option declarations: `build` is the default subcommand; options take
    /// `--name value` or `--name=value`, the last one given counts; a flag takes no value;
    /// `-h`, `--help` and `--version` answer at once.
    static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
        var arguments = arguments[...]
        var command = Command.defaultCommand
        var named = false
        if let first = arguments.first, !first.hasPrefix("-") {
            command = try Command.named(first)
            named = true
            arguments = arguments.dropFirst()
        }
        if command == .help { return try Command.helpInvocation(arguments) }
        var parsed = ParsedOptions()
        while let argument = arguments.popFirst() {
            let (name, inlineValue) = split(argument)
            guard let option = command.option(named: name) else {
                if !name.hasPrefix("-"), command.arguments != nil {
                    parsed.arguments.append(argument)
                    continue
                }
                guard name.hasPrefix("-") else { throw .unexpectedArgument(name, of: command) }
                throw .unknownOption(name, of: command)
            }
            guard option.valueName != nil else {
                if inlineValue != nil { throw .takesNoValue(name, of: command) }
                switch option {
                case .help: return .help(named ? command : nil)
                case .version: return .version
                default: parsed.flags.insert(option.name)
                }
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else if let next = arguments.first, !next.hasPrefix("--") {
                value = next
                arguments = arguments.dropFirst()
            } else {
                throw .missingValue(name, of: option, in: command)
            }
            if let problem = option.rule?.problem(with: value) {
                throw .invalidValue(value, of: option, in: command, problem)
            }
            parsed.values[option.name] = value
            if option.repeats { parsed.lists[option.name, default: []].append(value) }
        }
        if let accepted = command.arguments, !accepted.count.contains(parsed.arguments.count) {
            throw .argumentCount(parsed.arguments.count, of: accepted, in: command)
        }
        return .run(command, parsed)
    }

    /// `--name=value` → (`--name`, `value`); anything else is a name alone.
    private static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }
}
