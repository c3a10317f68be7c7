import LayoutSpec

/// What the command line asked for, parsed but not yet run.
enum Invocation: Equatable {
    case showHelp(Subcommand?)
    case showVersion
    case build(BuildOptions)
}

enum Subcommand: String, CaseIterable {
    case build
    case help
}

struct BuildOptions: Equatable {
    var spec: String?
    var out: String?
}

/// A mistake in the arguments themselves: printed with the usage line, exit 64.
struct UsageError: Error, Equatable {
    var message: String
    /// The subcommand whose usage to show, if the error belongs to one.
    var subcommand: Subcommand?
}

extension Invocation {
    /// Parses `arguments` (without the program name), swift-argument-parser style:
    /// `build` is the default subcommand, options take `--name value` or `--name=value`.
    static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
        var arguments = arguments[...]
        var subcommand: Subcommand?
        if let first = arguments.first, !first.hasPrefix("-") {
            guard let named = Subcommand(rawValue: first) else {
                throw UsageError(
                    message: "Unknown subcommand '\(first)'"
                        + suggestion(for: first, in: Subcommand.allCases.map(\.rawValue)))
            }
            subcommand = named
            arguments = arguments.dropFirst()
        }
        if subcommand == .help {
            guard let topic = arguments.first else { return .showHelp(nil) }
            guard let named = Subcommand(rawValue: topic) else {
                throw UsageError(
                    message: "Unknown subcommand '\(topic)'"
                        + suggestion(for: topic, in: Subcommand.allCases.map(\.rawValue)))
            }
            if arguments.count > 1 {
                throw UsageError(message: "Unexpected argument '\(arguments[arguments.startIndex + 1])'")
            }
            return .showHelp(named)
        }
        var options = BuildOptions()
        let known = ["--spec", "--out", "--help", "-h", "--version"]
        while let argument = arguments.popFirst() {
            let (name, inlineValue) = split(argument)
            func value() throws(UsageError) -> String {
                if let inlineValue { return inlineValue }
                guard let next = arguments.popFirst(), !next.hasPrefix("--") else {
                    throw UsageError(
                        message: "Missing value for '\(name) <\(name == "--spec" ? "file" : "dir")>'",
                        subcommand: .build)
                }
                return next
            }
            switch name {
            case "-h", "--help":
                return .showHelp(subcommand)
            case "--version":
                return .showVersion
            case "--spec":
                options.spec = try value()
            case "--out":
                options.out = try value()
            default:
                if name.hasPrefix("-") {
                    throw UsageError(
                        message: "Unknown option '\(name)'" + suggestion(for: name, in: known),
                        subcommand: subcommand ?? .build)
                }
                throw UsageError(message: "Unexpected argument '\(name)'", subcommand: subcommand ?? .build)
            }
        }
        return .build(options)
    }

    private static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    private static func suggestion(for word: String, in candidates: [String]) -> String {
        Suggestion.closest(to: word, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }
}
