/// The bytes one edit replaces in a document's body, and what it replaces them with.
struct Change {
    var range: Range<Int>
    var bytes: [UInt8]
}

extension Document {
    /// The one change that turns the file into `expected` (`tree` with `edit` applied, which has
    /// already checked the path): a value replaced, a member appended or a member removed.
    func change(for edit: SpecEdit, expected: JSONNode) throws(SpecEditError) -> Change {
        let components = edit.path.components
        var span = text.root
        var parent: JSONSpan?
        for (depth, component) in components.enumerated() {
            let isLast = depth == components.count - 1
            let here = JSONPath(Array(components[...depth]))
            switch (component, span.kind) {
            case (.key(let key), .object(let members)):
                guard let index = members.lastIndex(where: { $0.key == key }) else {
                    guard let value = expected.node(at: here) else { break }
                    return inserting(key, value, into: span, parent: parent)
                }
                if isLast {
                    guard let value = edit.value else { return removing(members, at: index, from: span) }
                    return replacing(members[index].value, with: value, in: span)
                }
                parent = span
                span = members[index].value
                continue
            case (.index(let index), .array(let elements)) where elements.indices.contains(index):
                if isLast, let value = edit.value { return replacing(elements[index], with: value, in: span) }
                if isLast { break }
                parent = span
                span = elements[index]
                continue
            default:
                break
            }
            break
        }
        throw SpecEditError(edit.path, "the file could not be edited at this path (a bug)")
    }

    /// The value at `old` written anew: an object or list in the style of the one it replaces,
    /// or else of its container.
    private func replacing(_ old: JSONSpan, with value: JSONNode, in container: JSONSpan) -> Change {
        let onLines: Bool
        if case .scalar = old.kind {
            onLines = text.isMultiline(container)
        } else {
            onLines = text.containsNewline(old.range)
        }
        var bytes: [UInt8] = []
        value.write(
            into: &bytes, style: style.adapted(to: container, in: text),
            indent: onLines ? text.indentation(ofLineAt: old.range.lowerBound) : nil)
        return Change(range: old.range, bytes: bytes)
    }

    /// `key` and `value` as the object's last member.
    private func inserting(_ key: String, _ value: JSONNode, into object: JSONSpan, parent: JSONSpan?) -> Change {
        let style = style.adapted(to: object, in: text)
        guard case .object(let members) = object.kind, let last = members.last, let first = members.first else {
            // An empty object: on lines when it is the root, on lines itself, or in a container on lines.
            let onLines = parent.map(text.isMultiline) ?? true || text.containsNewline(object.range)
            let inner = (object.range.lowerBound + 1)..<(object.range.upperBound - 1)
            guard onLines else { return Change(range: inner, bytes: member(key, value, style: style, indent: nil)) }
            let indent = text.indentation(ofLineAt: object.range.lowerBound)
            let memberIndent = indent + style.indentUnit
            let bytes =
                style.newline + memberIndent + member(key, value, style: style, indent: memberIndent) + style.newline
                + indent
            return Change(range: inner, bytes: bytes)
        }
        let end = last.value.range.upperBound
        guard text.isMultiline(object) else {
            return Change(range: end..<end, bytes: style.comma + member(key, value, style: style, indent: nil))
        }
        let lineMember = text.startsLine(last.keyRange.lowerBound) ? last : first
        let indent = text.indentation(ofLineAt: lineMember.keyRange.lowerBound)
        let bytes = [UInt8(ascii: ",")] + style.newline + indent + member(key, value, style: style, indent: indent)
        return Change(range: end..<end, bytes: bytes)
    }

    /// `"key": value`, the value written on lines under `indent` or, when nil, on one line.
    private func member(_ key: String, _ value: JSONNode, style: JSONTextStyle, indent: [UInt8]?) -> [UInt8] {
        var bytes = Array(JSONValue.quoted(key).utf8) + style.colon
        value.write(into: &bytes, style: style, indent: indent)
        return bytes
    }

    /// The member at `index` removed with its comma and the whitespace that led to the next one.
    private func removing(_ members: [JSONSpan.Member], at index: Int, from object: JSONSpan) -> Change {
        if members.count == 1 {
            return Change(range: (object.range.lowerBound + 1)..<(object.range.upperBound - 1), bytes: [])
        }
        if index < members.count - 1 {
            return Change(range: members[index].keyRange.lowerBound..<members[index + 1].keyRange.lowerBound, bytes: [])
        }
        return Change(
            range: members[index - 1].value.range.upperBound..<members[index].value.range.upperBound, bytes: [])
    }
}
