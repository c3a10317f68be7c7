/// A token file checked as JSON in one pass that builds none of its values, whose groups are read
/// when an alias's path goes through them and whose tokens are built when an alias names them:
/// a spec that aliases a few dozen of a design system's thousands of tokens reads those, not a
/// tree of all of them.
final class TokenFile {
    let path: String
    let bytes: [UInt8]
    private let root: Group
    /// The groups read so far and where their objects start: the few an alias's path goes
    /// through, searched in order.
    private var groups: [(start: Int, group: Group)] = []

    /// An object's members by key, and the members the Format report gives a meaning.
    private struct Group {
        var members: [String: JSONParser.Skimmed] = [:]
        var isToken = false
        var type: JSONParser.Skimmed?
        var extends: JSONParser.Skimmed?

        init(_ skimmed: [JSONParser.Skimmed]) {
            members.reserveCapacity(skimmed.count)
            for member in skimmed {
                members[member.key] = member  // the parser refuses a key written twice
                switch member.key {
                case "$value": isToken = true
                case "$type": type = member
                case "$extends": extends = member
                default: break
                }
            }
        }
    }

    init(path: String, bytes: [UInt8]) throws(TokenIssue) {
        self.path = path
        self.bytes = bytes
        do {
            root = Group(try JSONParser.skimObject(bytes))
        } catch {
            throw TokenIssue(in: path, notJSON: error)
        }
    }

    /// The token at `segments`, by the Format report's rules: each group on the way a group (not a
    /// token), its `$type` inherited; the token an object with a `$value` (or a `$ref` to one) and
    /// no members of its own.
    func token(_ segments: [String]) throws(TokenIssue) -> DesignToken? {
        var group = root
        var type: String?
        for (index, segment) in segments.enumerated() {
            if group.isToken { return nil }  // a token, not a group
            if let declared = group.type {
                guard case .string(let text) = try value(at: declared.value).value else {
                    throw TokenIssue(in: path, at: declared.value.position, "$type must be a string")
                }
                type = text
            }
            if let extends = group.extends {
                throw TokenIssue(
                    in: path, at: extends.keyPosition,
                    "$extends (a group extending another) is not read by mailsitegen; write the group's tokens out")
            }
            guard segment == "$root" || !segment.hasPrefix("$"), let member = group.members[segment] else { return nil }
            if index == segments.count - 1 {
                return try TokenDocument.token(
                    named: segments.joined(separator: "."), object: try value(at: member.value), inheritedType: type,
                    file: path)
            }
            guard let inner = try self.group(at: member.value) else { return nil }
            group = inner
        }
        return nil
    }

    /// Every token's name, for a suggestion when an alias names none: the whole file built.
    var names: [String] {
        guard let node = try? JSONParser.parse(bytes) else { return [] }
        return ((try? TokenDocument.tokens(in: node, file: path)) ?? []).map(\.name)
    }

    private func group(at mark: JSONParser.Mark) throws(TokenIssue) -> Group? {
        if let read = groups.first(where: { $0.start == mark.index }) { return read.group }
        do {
            guard let skimmed = try JSONParser.skimObject(bytes, at: mark) else { return nil }
            let group = Group(skimmed)
            groups.append((mark.index, group))
            return group
        } catch {
            throw TokenIssue(in: path, notJSON: error)
        }
    }

    private func value(at mark: JSONParser.Mark) throws(TokenIssue) -> JSONNode {
        do {
            return try JSONParser.value(bytes, at: mark)
        } catch {
            throw TokenIssue(in: path, notJSON: error)
        }
    }
}
