import LayoutSpec

/// What the command line asked for, parsed but not yet run.
enum Invocation: Equatable {
    case showHelp(Subcommand?)
    case showVersion
    case build(BuildOptions)
    case check(BuildOptions)
    case initialize(force: Bool)
    case schema
}

enum Subcommand: String, CaseIterable {
    case build
    case check
    case `init`
    case schema
    case help

    /// The options each subcommand takes besides `--help` and `--version`.
    var options: [String] {
        switch self {
        case .build: ["--spec", "--out", "--single-file", "--quiet", "-q", "--force"]
        case .check: ["--spec", "--out", "--single-file"]
        case .`init`: ["--force"]
        case .schema, .help: []
        }
    }

    static let optionsWithValues: Set = ["--spec", "--out"]
}

struct BuildOptions: Equatable {
    var spec: String?
    var out: String?
    var singleFile = false
    var quiet = false
    /// Replace an output folder that mailsitegen did not make.
    var force = false
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
        var subcommand = Subcommand.build
        var named = false
        if let first = arguments.first, !first.hasPrefix("-") {
            subcommand = try Self.subcommand(first)
            named = true
            arguments = arguments.dropFirst()
        }
        if subcommand == .help {
            guard let topic = arguments.popFirst() else { return .showHelp(nil) }
            let target = try Self.subcommand(topic)
            if let extra = arguments.first { throw UsageError(message: "Unexpected argument '\(extra)'") }
            return .showHelp(target == .help ? nil : target)
        }
        var options = BuildOptions()
        var force = false
        let known = subcommand.options + ["--help", "-h", "--version"]
        while let argument = arguments.popFirst() {
            let (name, inlineValue) = split(argument)
            func value() throws(UsageError) -> String {
                if let inlineValue { return inlineValue }
                guard let next = arguments.popFirst(), !next.hasPrefix("--") else {
                    throw UsageError(
                        message: "Missing value for '\(name) <\(name == "--spec" ? "file" : "dir")>'",
                        subcommand: subcommand)
                }
                return next
            }
            guard known.contains(name) else {
                if name.hasPrefix("-") {
                    throw UsageError(
                        message: "Unknown option '\(name)'" + suggestion(for: name, in: known), subcommand: subcommand)
                }
                throw UsageError(message: "Unexpected argument '\(name)'", subcommand: subcommand)
            }
            if inlineValue != nil, !Subcommand.optionsWithValues.contains(name) {
                throw UsageError(message: "'\(name)' takes no value", subcommand: subcommand)
            }
            switch name {
            case "-h", "--help": return .showHelp(named ? subcommand : nil)
            case "--version": return .showVersion
            case "--spec": options.spec = try value()
            case "--out": options.out = try value()
            case "--single-file": options.singleFile = true
            case "--quiet", "-q": options.quiet = true
            case "--force":
                force = true
                options.force = true
            default: break
            }
        }
        switch subcommand {
        case .build, .help: return .build(options)
        case .check: return .check(options)
        case .`init`: return .initialize(force: force)
        case .schema: return .schema
        }
    }

    private static func subcommand(_ word: String) throws(UsageError) -> Subcommand {
        guard let named = Subcommand(rawValue: word) else {
            throw UsageError(
                message: "Unknown subcommand '\(word)'"
                    + suggestion(for: word, in: Subcommand.allCases.map(\.rawValue)))
        }
        return named
    }

    private static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    /// A candidate close by edit distance, or one the word begins (`--single` for `--single-file`).
    private static func suggestion(for word: String, in candidates: [String]) -> String {
        let prefixed = word.count >= 3 ? candidates.first { $0.hasPrefix(word) } : nil
        return (Suggestion.closest(to: word, in: candidates) ?? prefixed).map { "; did you mean '\($0)'?" } ?? ""
    }
}
