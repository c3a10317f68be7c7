import LayoutSpec

/// Tokens nested in their groups, in the order they are added: the shape of a Design Tokens file
/// (`{"tabBar": {"cornerRadius": {"$value": …}}}`), a group's `$description` first.
struct TokenTree {
    private var members: [(String, Member)] = []
    private var description: String?

    private enum Member {
        case token(JSONValue)
        case group(TokenTree)
    }

    /// Puts `token` at `name`, making the groups on the way; `describe` names a group's
    /// `$description` from its segments, where it has one.
    mutating func add(_ token: JSONValue, at name: TokenName, describe: ([String]) -> String?) {
        add(token, segments: name.segments[...], prefix: [], describe: describe)
    }

    private mutating func add(
        _ token: JSONValue, segments: ArraySlice<String>, prefix: [String], describe: ([String]) -> String?
    ) {
        guard let first = segments.first else { return }
        guard segments.count > 1 else {
            members.append((first, .token(token)))
            return
        }
        let path = prefix + [first]
        var group: TokenTree
        let index = members.firstIndex { $0.0 == first }
        if let index, case .group(let existing) = members[index].1 {
            group = existing
        } else {
            group = TokenTree()
            group.description = describe(path)
        }
        group.add(token, segments: segments.dropFirst(), prefix: path, describe: describe)
        if let index { members[index].1 = .group(group) } else { members.append((first, .group(group))) }
    }

    /// The tree as JSON, `leading` members first (a file's `$schema`, `$description`).
    func json(leading: [(String, JSONValue)] = []) -> JSONValue {
        var object = leading
        if let description { object.append(("$description", .string(description))) }
        for (name, member) in members {
            switch member {
            case .token(let token): object.append((name, token))
            case .group(let group): object.append((name, group.json()))
            }
        }
        return .object(object)
    }
}
