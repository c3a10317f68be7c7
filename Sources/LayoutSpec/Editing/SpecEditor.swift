/// Writes an inspector's edits back into the user's own spec file, changing only the bytes of
/// the one value: key order, indentation, spacing, line endings, escapes and the spelling of
/// every other value stay as the file has them.
///
/// - A value the file writes is replaced in place; a value equal to it (`1.50` set to 1.5)
///   leaves the file as it is.
/// - A member the file does not write is appended as the last member of its object, on a line of
///   its own in the object's indentation when the object's members have lines of their own, else
///   after `, ` (the object's own spacing after `:` and `,`). Missing objects on the way are
///   created (`header.divider.width` in a file without `header`); an empty object is written out
///   on lines when it is the root or sits in an object on lines, one unit (the file's tab, two or
///   four spaces) deeper than the line it is on. An object or list value is written the same way:
///   on lines in a file on lines, else on one line; a list of plain values always on one line.
/// - A reset removes the member with its key, its comma and the whitespace before the next
///   member (or, for the last member, the comma and whitespace after the one before it), so the
///   rest reads as if written by hand. An object that a reset would leave empty goes with it,
///   up to the first object that holds something else (`SpecEdit.lifted(in:)`), so that undoing
///   an insertion restores the file; an object the file already wrote empty stays. Resetting
///   what the file does not write changes nothing.
/// - A byte order mark and whatever whitespace ends the file stay.
///
/// Refused, with a `SpecEditError` naming the path: JSON the parser refuses (its message; that
/// includes duplicate keys, which the decoder refuses too), a root that is not an object, a path
/// through a value that is not an object or array, an index past the end of an array, resetting
/// an array element, a missing array that `effectiveValue` does not supply, numbers that are not
/// finite. Every result is parsed again and compared with the original tree with the edit made
/// in memory: the editor throws rather than return bytes that read otherwise.
public enum SpecEditor {
    /// The file's bytes with only `edit` applied.
    ///
    /// `effectiveValue` gives the value the spec has at a path the file does not write (the
    /// default), and is asked only for an array the path goes through and the file does not have:
    /// `tabs[1].color` in a file without `tabs` inserts the whole `tabs` it returns, then edits
    /// its element. Missing objects are created empty instead, so the file names only what was
    /// edited. `LayoutSpec.effectiveJSON(at:)` of the decoded spec is such a function.
    public static func apply(
        _ edit: SpecEdit, to text: [UInt8], effectiveValue: (JSONPath) -> JSONNode? = { _ in nil }
    ) throws(SpecEditError) -> [UInt8] {
        let document = try Document(text, for: edit.path)
        let edit = edit.lifted(in: document.tree)
        if let value = edit.value, !value.isFinite {
            throw SpecEditError(edit.path, "the value holds a number that is not finite; JSON has none")
        }
        let expected = try document.tree.applying(edit, effectiveValue: effectiveValue)
        if expected.hasSameValue(as: document.tree) { return text }
        let change = try document.change(for: edit, expected: expected)
        let start = document.bodyStart + change.range.lowerBound
        let end = document.bodyStart + change.range.upperBound
        let result = Array(text[..<start]) + change.bytes + Array(text[end...])
        guard let reread = try? JSONParser.parse(Array(result[document.bodyStart...])),
            reread.hasSameValue(as: expected)
        else {
            throw SpecEditError(
                edit.path, "the editor could not make this change without disturbing the rest of the file (a bug)")
        }
        return result
    }

    /// Where the value at `path` is written in `text`: the byte offsets from its first byte to just
    /// after its last (a BOM counted), or nil when the file does not write it.
    public static func byteRange(of path: JSONPath, in text: [UInt8]) throws(SpecEditError) -> Range<Int>? {
        let document = try Document(text, for: path)
        var span = document.text.root
        for component in path.components {
            switch (component, span.kind) {
            case (.key(let key), .object(let members)):
                guard let member = members.last(where: { $0.key == key }) else { return nil }
                span = member.value
            case (.index(let index), .array(let elements)):
                guard elements.indices.contains(index) else { return nil }
                span = elements[index]
            default:
                return nil
            }
        }
        return (span.range.lowerBound + document.bodyStart)..<(span.range.upperBound + document.bodyStart)
    }
}
