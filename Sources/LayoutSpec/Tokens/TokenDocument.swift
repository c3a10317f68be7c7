/// The tokens of one token file, read by the Format report's rules: an object with `$value` is a
/// token; any other object is a group, whose `$type` its tokens inherit; `$root` is a group's own
/// token; names neither start with `$` nor hold `{`, `}` or `.`.
enum TokenDocument {
    /// The token at `segments` (`["brand", "radius", "pill"]`), if the file has one there: the
    /// groups on the way walked by the same rules as `tokens(in:file:)`, their `$type` inherited.
    static func token(_ segments: [String], in root: JSONNode, file: String) throws(TokenIssue) -> DesignToken? {
        var node = root
        var type: String?
        for (index, segment) in segments.enumerated() {
            guard case .object(let members) = node.value else { return nil }
            if members.contains(where: { $0.key == "$value" }) { return nil }  // a token, not a group
            if let declared = try declaredType(in: members, file: file) { type = declared }
            if let extends = members.first(where: { $0.key == "$extends" }) {
                throw TokenIssue(
                    in: file, at: extends.keyPosition,
                    "$extends (a group extending another) is not read by mailsitegen; write the group's tokens out")
            }
            guard segment == "$root" || !segment.hasPrefix("$"),
                let member = members.last(where: { $0.key == segment })
            else { return nil }
            guard index == segments.count - 1 else {
                node = member.value
                continue
            }
            return try token(
                named: segments.joined(separator: "."), object: member.value, inheritedType: type, file: file)
        }
        return nil
    }

    /// The token written as `node` under `name`, or nil when `node` is not a token (a group, or
    /// not an object).
    static func token(
        named name: String, object node: JSONNode, inheritedType: String?, file: String
    ) throws(TokenIssue) -> DesignToken? {
        guard case .object(let inner) = node.value else { return nil }
        var written = inner.first { $0.key == "$value" }
        if written == nil { written = try pointerAlias(in: inner, file: file) }
        guard let valueMember = written else { return nil }
        if let child = inner.first(where: { !$0.key.hasPrefix("$") }) {
            throw TokenIssue(
                in: file, at: child.keyPosition,
                "'\(name)' has a $value and a member '\(child.key)': an object is a token or a group, not both")
        }
        return DesignToken(
            name: name, type: try declaredType(in: inner, file: file) ?? inheritedType, value: valueMember.value,
            file: file, extensions: inner.first(where: { $0.key == "$extensions" })?.value)
    }

    private static func declaredType(in members: [JSONNode.Member], file: String) throws(TokenIssue) -> String? {
        guard let member = members.first(where: { $0.key == "$type" }) else { return nil }
        guard case .string(let declared) = member.value.value else {
            throw TokenIssue(in: file, at: member.value.position, "$type must be a string")
        }
        return declared
    }

    /// The file's tokens in the order written.
    static func tokens(in node: JSONNode, file: String) throws(TokenIssue) -> [DesignToken] {
        guard case .object = node.value else {
            throw TokenIssue(
                in: file, at: node.position, "expected a token file's object, found \(node.kindDescription)")
        }
        var tokens: [DesignToken] = []
        try collect(node, path: [], inheritedType: nil, file: file, into: &tokens)
        return tokens
    }

    private static func collect(
        _ group: JSONNode, path: [String], inheritedType: String?, file: String, into tokens: inout [DesignToken]
    ) throws(TokenIssue) {
        guard case .object(let members) = group.value else { return }
        var type = inheritedType
        if let typeMember = members.first(where: { $0.key == "$type" }) {
            guard case .string(let declared) = typeMember.value.value else {
                throw TokenIssue(in: file, at: typeMember.value.position, "$type must be a string")
            }
            type = declared
        }
        if let extends = members.first(where: { $0.key == "$extends" }) {
            throw TokenIssue(
                in: file, at: extends.keyPosition,
                "$extends (a group extending another) is not read by mailsitegen; write the group's tokens out")
        }
        for member in members {
            let key = member.key
            if key.hasPrefix("$") && key != "$root" { continue }
            if key.contains(where: { $0 == "{" || $0 == "}" || $0 == "." }) {
                throw TokenIssue(
                    in: file, at: member.keyPosition,
                    "the name '\(key)' holds '{', '}' or '.', which a token's name may not")
            }
            guard case .object(let inner) = member.value.value else {
                throw TokenIssue(
                    in: file, at: member.value.position,
                    "'\(key)' is \(member.value.kindDescription); a token is an object with a $value, a group an object of tokens"
                )
            }
            let memberPath = path + [key]
            var written = inner.first { $0.key == "$value" }
            if written == nil { written = try pointerAlias(in: inner, file: file) }
            guard let valueMember = written else {
                if key == "$root" {
                    throw TokenIssue(in: file, at: member.value.position, "$root is a token and needs a $value")
                }
                try collect(member.value, path: memberPath, inheritedType: type, file: file, into: &tokens)
                continue
            }
            if let child = inner.first(where: { !$0.key.hasPrefix("$") }) {
                throw TokenIssue(
                    in: file, at: child.keyPosition,
                    "'\(memberPath.joined(separator: "."))' has a $value and a member '\(child.key)': an object is a token or a group, not both"
                )
            }
            var ownType = type
            if let typeMember = inner.first(where: { $0.key == "$type" }) {
                guard case .string(let declared) = typeMember.value.value else {
                    throw TokenIssue(in: file, at: typeMember.value.position, "$type must be a string")
                }
                ownType = declared
            }
            tokens.append(
                DesignToken(
                    name: memberPath.joined(separator: "."), type: ownType, value: valueMember.value, file: file,
                    extensions: inner.first(where: { $0.key == "$extensions" })?.value))
        }
    }

    /// A token written with a JSON Pointer to a whole token's value, `{"$ref": "#/colors/blue/$value"}`:
    /// the same as the alias `{colors.blue}`. A pointer into part of a value is refused.
    private static func pointerAlias(in members: [JSONNode.Member], file: String) throws(TokenIssue) -> JSONNode.Member?
    {
        guard let reference = members.first(where: { $0.key == "$ref" }) else { return nil }
        guard case .string(let pointer) = reference.value.value, pointer.hasPrefix("#/"), pointer.hasSuffix("/$value")
        else {
            throw TokenIssue(
                in: file, at: reference.value.position,
                "mailsitegen reads a $ref to a whole token's value (#/group/token/$value); write {group.token} instead")
        }
        let segments = pointer.dropFirst(2).dropLast("/$value".count).split(
            separator: "/", omittingEmptySubsequences: false)
        let names = segments.map { $0.replacing("~1", with: "/").replacing("~0", with: "~") }
        var alias = reference.value
        alias.value = .string("{" + names.joined(separator: ".") + "}")
        return JSONNode.Member(key: "$value", keyPosition: reference.keyPosition, value: alias)
    }
}
