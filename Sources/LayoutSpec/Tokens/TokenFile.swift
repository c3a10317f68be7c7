/// A token file checked as JSON in one pass that builds none of its values, whose groups are read
/// when an alias's path goes through them and whose tokens are built when an alias names them:
/// a spec that aliases a few dozen of a design system's thousands of tokens reads those, not a
/// tree of all of them.
final class TokenFile {
    let path: String
    let bytes: [UInt8]
    let root: [JSONParser.Skimmed]
    /// The groups read so far, by where their object starts.
    private var groups: [Int: [JSONParser.Skimmed]] = [:]

    init(path: String, bytes: [UInt8]) throws(TokenIssue) {
        self.path = path
        self.bytes = bytes
        do {
            root = try JSONParser.skimObject(bytes)
        } catch {
            throw TokenIssue(in: path, at: error.position, "not JSON: \(error.message)")
        }
    }

    /// The token at `segments`, by the Format report's rules: each group on the way a group (not a
    /// token), its `$type` inherited; the token an object with a `$value` (or a `$ref` to one) and
    /// no members of its own.
    func token(_ segments: [String]) throws(TokenIssue) -> DesignToken? {
        var members = root
        var type: String?
        for (index, segment) in segments.enumerated() {
            if members.contains(where: { $0.key == "$value" }) { return nil }  // a token, not a group
            if let declared = members.last(where: { $0.key == "$type" }) {
                guard case .string(let text) = try value(at: declared.value).value else {
                    throw TokenIssue(in: path, at: declared.value.position, "$type must be a string")
                }
                type = text
            }
            if let extends = members.first(where: { $0.key == "$extends" }) {
                throw TokenIssue(
                    in: path, at: extends.keyPosition,
                    "$extends (a group extending another) is not read by mailsitegen; write the group's tokens out")
            }
            guard segment == "$root" || !segment.hasPrefix("$"), let member = members.last(where: { $0.key == segment })
            else { return nil }
            if index == segments.count - 1 {
                return try TokenDocument.token(
                    named: segments.joined(separator: "."), object: try value(at: member.value), inheritedType: type,
                    file: path)
            }
            guard let inner = try group(at: member.value) else { return nil }
            members = inner
        }
        return nil
    }

    /// Every token's name, for a suggestion when an alias names none: the whole file built.
    var names: [String] {
        guard let node = try? JSONParser.parse(bytes) else { return [] }
        return ((try? TokenDocument.tokens(in: node, file: path)) ?? []).map(\.name)
    }

    private func group(at mark: JSONParser.Mark) throws(TokenIssue) -> [JSONParser.Skimmed]? {
        if let group = groups[mark.index] { return group }
        do {
            guard let group = try JSONParser.skimObject(bytes, at: mark) else { return nil }
            groups[mark.index] = group
            return group
        } catch {
            throw TokenIssue(in: path, at: error.position, "not JSON: \(error.message)")
        }
    }

    private func value(at mark: JSONParser.Mark) throws(TokenIssue) -> JSONNode {
        do {
            return try JSONParser.value(bytes, at: mark)
        } catch {
            throw TokenIssue(in: path, at: error.position, "not JSON: \(error.message)")
        }
    }
}
