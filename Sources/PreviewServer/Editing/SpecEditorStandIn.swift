import LayoutSpec

// STAND-IN, to be deleted when the byte-exact editor (`Sources/LayoutSpec/Editing`, branch
// spec-editor) is merged: it declares the same API (`SpecEdit`, `SpecEditError`, `SpecEditor`,
// `JSONPath(parsing:)`), so deleting this one file swaps it in.
//
// It is naive: it replaces or removes a member the file already writes, by the value's extent in
// the bytes, and refuses anything else (a member to add, an element of an array the file does
// not write). Good enough for the server's tests, which edit members the file writes.

/// One edit of a spec file: the member at `path` set to `value`, or removed (`value == nil`).
public struct SpecEdit: Sendable, Equatable {
    public var path: JSONPath
    public var value: JSONNode?

    public init(path: JSONPath, value: JSONNode?) {
        self.path = path
        self.value = value
    }
}

/// Why an edit was refused, as one line that names the path.
public struct SpecEditError: Error, Sendable, Equatable {
    public var message: String

    public init(message: String) {
        self.message = message
    }
}

/// Rewrites a spec file's bytes for one edit.
public enum SpecEditor {
    public static func apply(
        _ edit: SpecEdit, to text: [UInt8], effectiveValue: (JSONPath) -> JSONNode?
    ) throws(SpecEditError) -> [UInt8] {
        guard let tree = try? JSONParser.parse(text), let key = edit.path.components.last,
            case .key(let name) = key
        else { throw SpecEditError(message: "\(edit.path): the stand-in editor cannot edit this path") }
        let parentPath = JSONPath(Array(edit.path.components.dropLast()))
        guard let parent = tree.node(at: parentPath), case .object(let members) = parent.value,
            let memberIndex = members.lastIndex(where: { $0.key == name })
        else { throw SpecEditError(message: "\(edit.path): the stand-in editor only edits members the file writes") }
        let member = members[memberIndex]
        let lines = LineStarts(text)
        let valueStart = lines.offset(of: member.value.position, in: text)
        let valueEnd = Self.end(ofValueAt: valueStart, in: text)
        guard let value = edit.value else {
            var start = lines.offset(of: member.keyPosition, in: text)
            var end = valueEnd
            if memberIndex + 1 < members.count {
                // `"key": value, ` up to the next key.
                end = lines.offset(of: members[memberIndex + 1].keyPosition, in: text)
            } else if memberIndex > 0 {
                // `, "key": value` back to the previous value's end.
                start = Self.end(
                    ofValueAt: lines.offset(of: members[memberIndex - 1].value.position, in: text), in: text)
            }
            return Array(text[..<start] + text[end...])
        }
        return Array(text[..<valueStart]) + Array(JSONValue(standIn: value).formatted().utf8) + Array(text[valueEnd...])
    }

    /// The offset just past the JSON value that starts at `start`.
    private static func end(ofValueAt start: Int, in text: [UInt8]) -> Int {
        var index = start
        var depth = 0
        var inString = false
        while index < text.count {
            let byte = text[index]
            index += 1
            if inString {
                if byte == UInt8(ascii: "\\") {
                    index += 1
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                    if depth == 0 { return index }
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                if depth == 0 { return index }
                if depth < 0 { return index - 1 }
            case UInt8(ascii: ","), UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"):
                if depth == 0 { return index - 1 }
            default: break
            }
        }
        return index
    }
}

/// Byte offsets of line starts, to turn a `SourcePosition` (columns in scalars) into an offset.
private struct LineStarts {
    var starts: [Int] = [0]

    init(_ text: [UInt8]) {
        for (index, byte) in text.enumerated() where byte == UInt8(ascii: "\n") { starts.append(index + 1) }
    }

    func offset(of position: SourcePosition, in text: [UInt8]) -> Int {
        var index = starts[min(position.line - 1, starts.count - 1)]
        var column = 1
        while index < text.count, column < position.column {
            index += 1
            if index < text.count, text[index] & 0b1100_0000 != 0b1000_0000 { column += 1 }
        }
        return index
    }
}

extension JSONValue {
    fileprivate init(standIn node: JSONNode) {
        switch node.value {
        case .object(let members): self = .object(members.map { ($0.key, JSONValue(standIn: $0.value)) })
        case .array(let elements): self = .array(elements.map { JSONValue(standIn: $0) })
        case .string(let text): self = .string(text)
        case .number(let number): self = .number(number)
        case .bool(let flag): self = .bool(flag)
        case .null: self = .null
        }
    }
}

extension JSONPath {
    /// `tabBar.animation.bounce`, `tabs[1].color`; nil for anything else.
    public init?(parsing text: String) {
        var components: [Component] = []
        for part in text.split(separator: ".", omittingEmptySubsequences: false) {
            var rest = part[...]
            let bracket = rest.firstIndex(of: "[") ?? rest.endIndex
            let key = rest[..<bracket]
            guard !key.isEmpty, key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
            components.append(.key(String(key)))
            rest = rest[bracket...]
            while !rest.isEmpty {
                guard rest.first == "[", let close = rest.firstIndex(of: "]"),
                    let index = Int(rest[rest.index(after: rest.startIndex)..<close]), index >= 0
                else { return nil }
                components.append(.index(index))
                rest = rest[rest.index(after: close)...]
            }
        }
        guard !components.isEmpty else { return nil }
        self.init(components)
    }
}
