// libFuzzer entry point for the spec editor: from each input a spec text and one edit. The editor
// must either refuse the edit exactly when an independent in-memory edit of the tree refuses it,
// or return a file that parses to that tree and differs from the original only inside the value,
// or the object, that the edit is about. A crash, a hang or any other result is a finding.
import LayoutSpec
import LibFuzzer

/// SwiftPM links an executable's `main` to `<module>_main`: this one hands over to libFuzzer.
@_cdecl("EditFuzzer_main")
func editFuzzerMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    LibFuzzer.run(argc, argv) { data, size in
        guard let data else { return 0 }
        return fuzz(Array(UnsafeBufferPointer(start: data, count: size)))
    }
}

/// The input is four control bytes, then a spec text. A text that is not a JSON object is
/// replaced by one of `seeds`, rewritten in a layout the control bytes choose.
func fuzz(_ input: [UInt8]) -> Int32 {
    guard input.count >= 4 else { return 0 }
    let control = Array(input[..<4])
    var text = Array(input[4...])
    if !isObject(text) {
        let seed = seeds[Int(control[3]) % seeds.count]
        guard let tree = try? JSONParser.parse(Array(seed.utf8)) else { fatalError("a seed does not parse") }
        text = Layout(control[3] / UInt8(seeds.count), control[2]).write(tree)
    }
    let bomLength = text.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    guard let tree = try? JSONParser.parse(Array(text[bomLength...])) else { return 0 }
    let path = choosePath(control[0], control[2], in: tree)
    let edit = SpecEdit(path: path, value: chooseValue(control[1], control[2]))
    check(edit, on: text, tree: tree, bomLength: bomLength)
    return 0
}

private func isObject(_ text: [UInt8]) -> Bool {
    let body = text.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(text[3...]) : text
    guard let tree = try? JSONParser.parse(body), case .object = tree.value else { return false }
    return true
}

private let defaultJSON = JSONNode(json: LayoutSpec.default.jsonValue)

private func effectiveValue(_ path: JSONPath) -> JSONNode? {
    defaultJSON.node(at: path)
}

private func check(_ edit: SpecEdit, on text: [UInt8], tree: JSONNode, bomLength: Int) {
    let expected = oracle(tree, edit)
    let result: [UInt8]
    do {
        result = try SpecEditor.apply(edit, to: text, effectiveValue: effectiveValue)
    } catch {
        guard expected == nil else { fatalError("refused an edit the oracle makes: \(error.message)") }
        return
    }
    guard let expected else { fatalError("made an edit the oracle refuses: \(edit.path)") }
    guard let reread = try? JSONParser.parse(Array(result[bomLength...])) else {
        fatalError("the result does not parse")
    }
    guard reread.hasSameValue(as: expected) else { fatalError("the result is not the edited tree") }
    guard result[..<bomLength] == text[..<bomLength] else { fatalError("the byte order mark changed") }
    if expected.hasSameValue(as: tree) {
        guard result == text else { fatalError("an edit that changes nothing changed the file") }
        return
    }
    // The changed bytes lie within the value replaced, or the object a member joins or leaves.
    let components = edit.path.components
    var anchor = JSONPath(Array(components.dropLast()))
    if edit.value != nil, tree.node(at: edit.path) != nil {
        anchor = edit.path
    } else {
        while tree.node(at: anchor) == nil { anchor = JSONPath(Array(anchor.components.dropLast())) }
    }
    // A reset takes the objects it empties with it: the anchor is the first one keeping something.
    while edit.value == nil, case .key? = anchor.components.last,
        case .object(let members)? = tree.node(at: anchor)?.value, members.count == 1
    {
        anchor = JSONPath(Array(anchor.components.dropLast()))
    }
    guard let range = try? SpecEditor.byteRange(of: anchor, in: text), let node = tree.node(at: anchor),
        let written = try? JSONParser.parse(Array(text[range])), written.hasSameValue(as: node)
    else { fatalError("byteRange(of: \(anchor)) is not where the value is written") }
    let common = min(text.count, result.count)
    var prefix = 0
    while prefix < common, text[prefix] == result[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < common - prefix, text[text.count - 1 - suffix] == result[result.count - 1 - suffix] {
        suffix += 1
    }
    guard range.lowerBound <= prefix, text.count - suffix <= range.upperBound else {
        fatalError("bytes outside \(anchor) changed: \(prefix)..<\(text.count - suffix) is not in \(range)")
    }
}

// MARK: The edit

/// A path of the field table, of the document itself (perhaps with a new key under it), or
/// through the tabs.
private func choosePath(_ byte: UInt8, _ extra: UInt8, in tree: JSONNode) -> JSONPath {
    switch byte % 4 {
    case 0:
        let table = LayoutSpec.fieldTable
        return table[Int(byte / 4) % table.count].path
    case 1, 2:
        var paths: [JSONPath] = []
        collectPaths(tree, .root, into: &paths)
        var path = paths[Int(byte / 4) % paths.count]
        if byte % 4 == 2 { path = path.appending(key: ["x", "title", "height", "light", ""][Int(extra) % 5]) }
        return path
    default:
        let keys = ["color", "title", "id", "symbol", "extra"]
        return JSONPath([.key("tabs"), .index(Int(byte / 4) % 6), .key(keys[Int(extra) % keys.count])])
    }
}

private func collectPaths(_ node: JSONNode, _ path: JSONPath, into paths: inout [JSONPath]) {
    paths.append(path)
    switch node.value {
    case .object(let members):
        for member in members { collectPaths(member.value, path.appending(key: member.key), into: &paths) }
    case .array(let elements):
        for (index, element) in elements.enumerated() {
            collectPaths(element, path.appending(index: index), into: &paths)
        }
    default: break
    }
}

private func chooseValue(_ byte: UInt8, _ extra: UInt8) -> JSONNode? {
    let numbers: [Double] = [0, 1.5, 100, -15, 0.1 + 0.2, 1e-7, 1e300, -0.0, 44, Double(extra) / 7, .infinity]
    switch byte % 8 {
    case 0: return nil
    case 1: return JSONNode(.number(numbers[Int(byte / 8) % numbers.count]))
    case 2: return JSONNode(.string(["", "blue", "Café", "a\"b\\c", "\u{1}\n\t", "\u{2028}😀"][Int(byte / 8) % 6]))
    case 3: return JSONNode(.bool(byte & 8 != 0))
    case 4: return JSONNode(.null)
    case 5: return JSONNode(json: .object([("light", .string("#E8E8E8")), ("dark", .string("#222222"))]))
    case 6: return JSONNode(byte & 8 != 0 ? .object([]) : .array([]))
    default:
        return JSONNode(
            json: .array([.integer(Int(extra)), .object([("a", .array([.null, .object([])]))]), .string("x")]))
    }
}

/// The edit made in memory, written apart from the editor's own: nil when it is to be refused.
private func oracle(_ tree: JSONNode, _ edit: SpecEdit) -> JSONNode? {
    guard case .object = tree.value, !edit.path.components.isEmpty else { return nil }
    if let value = edit.value, !isFinite(value) { return nil }
    return oracle(tree, edit.path.components[...], edit.value, walked: .root)
}

private func oracle(
    _ node: JSONNode, _ rest: ArraySlice<JSONPath.Component>, _ value: JSONNode?, walked: JSONPath
) -> JSONNode? {
    guard let component = rest.first else { return value }
    let tail = rest.dropFirst()
    var node = node
    switch (component, node.value) {
    case (.key(let key), .object(var members)):
        if let index = members.lastIndex(where: { $0.key == key }) {
            if tail.isEmpty, value == nil {
                members.remove(at: index)
            } else {
                guard let child = oracle(members[index].value, tail, value, walked: walked.appending(key: key))
                else { return nil }
                // A reset that empties an object removes it too (an object written empty stays).
                if value == nil, case .object(let left) = child.value, left.isEmpty, child != members[index].value {
                    members.remove(at: index)
                } else {
                    members[index].value = child
                }
            }
        } else {
            guard value != nil else { return node }
            var start = JSONNode(.object([]))
            if case .index? = tail.first {
                guard let effective = effectiveValue(walked.appending(key: key)), case .array = effective.value
                else { return nil }
                start = effective
            }
            guard let child = oracle(start, tail, value, walked: walked.appending(key: key)) else { return nil }
            members.append(JSONNode.Member(key: key, value: child))
        }
        node.value = .object(members)
    case (.index(let index), .array(var elements)):
        guard elements.indices.contains(index), !(tail.isEmpty && value == nil),
            let child = oracle(elements[index], tail, value, walked: walked.appending(index: index))
        else { return nil }
        elements[index] = child
        node.value = .array(elements)
    default:
        return nil
    }
    return node
}

private func isFinite(_ node: JSONNode) -> Bool {
    switch node.value {
    case .number(let number): number.isFinite
    case .object(let members): members.allSatisfy { isFinite($0.value) }
    case .array(let elements): elements.allSatisfy(isFinite)
    default: true
    }
}

// MARK: The seeds' layouts

/// A way of writing JSON chosen by two control bytes: indentation (none, tab, two or four
/// spaces), line ending, spacing, escapes for non-ASCII text, numbers spelled `44.0` or `44e0`,
/// a byte order mark and a final newline.
private struct Layout {
    var indent: [UInt8]?
    var newline: [UInt8]
    var colon: [UInt8]
    var comma: [UInt8]
    var escapesNonASCII: Bool
    var numberSuffix: [UInt8]
    var bom: Bool
    var trailer: [UInt8]

    init(_ first: UInt8, _ second: UInt8) {
        indent = [nil, Array("\t".utf8), Array("  ".utf8), Array("    ".utf8)][Int(first % 4)]
        newline = first & 4 == 0 ? [0x0A] : [0x0D, 0x0A]
        colon = [Array(": ".utf8), Array(":".utf8), Array(" : ".utf8)][Int(second % 3)]
        comma = second & 4 == 0 ? Array(", ".utf8) : Array(",".utf8)
        escapesNonASCII = second & 8 != 0
        numberSuffix = [[], Array(".0".utf8), Array("e0".utf8), Array(".00".utf8)][Int(second / 16 % 4)]
        bom = second & 64 != 0 && first & 8 != 0
        trailer = [[], [0x0A], [0x0D, 0x0A], Array("\n  \n".utf8)][Int(first / 16 % 4)]
    }

    func write(_ node: JSONNode) -> [UInt8] {
        var bytes: [UInt8] = bom ? [0xEF, 0xBB, 0xBF] : []
        write(node, depth: 0, into: &bytes)
        return bytes + trailer
    }

    private func write(_ node: JSONNode, depth: Int, into bytes: inout [UInt8]) {
        switch node.value {
        case .object(let members):
            container(members.map { ($0.key, $0.value) }, open: "{", close: "}", depth: depth, into: &bytes)
        case .array(let elements):
            container(elements.map { (nil, $0) }, open: "[", close: "]", depth: depth, into: &bytes)
        case .string(let text): string(text, into: &bytes)
        case .number(let number):
            if number == number.rounded(), abs(number) < 1e15 {
                bytes += Array(String(Int(number)).utf8) + numberSuffix
            } else {
                bytes += Array(String(number).utf8)
            }
        case .bool(let flag): bytes += Array((flag ? "true" : "false").utf8)
        case .null: bytes += Array("null".utf8)
        }
    }

    private func container(
        _ items: [(String?, JSONNode)], open: Unicode.Scalar, close: Unicode.Scalar, depth: Int,
        into bytes: inout [UInt8]
    ) {
        bytes.append(UInt8(ascii: open))
        for (offset, (key, value)) in items.enumerated() {
            if offset > 0 { bytes += indent == nil ? comma : [UInt8(ascii: ",")] }
            if let indent { bytes += newline + Array(repeating: indent, count: depth + 1).flatMap { $0 } }
            if let key {
                string(key, into: &bytes)
                bytes += colon
            }
            write(value, depth: depth + 1, into: &bytes)
        }
        if let indent, !items.isEmpty { bytes += newline + Array(repeating: indent, count: depth).flatMap { $0 } }
        bytes.append(UInt8(ascii: close))
    }

    private func string(_ text: String, into bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": bytes += Array("\\\"".utf8)
            case "\\": bytes += Array("\\\\".utf8)
            default:
                if scalar.value < 0x20 || (escapesNonASCII && scalar.value > 0x7E) {
                    for unit in String(scalar).utf16 {
                        let hex = String(unit, radix: 16)
                        bytes += Array(("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
                    }
                } else {
                    bytes += Array(String(scalar).utf8)
                }
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}

/// Specs to rewrite when the input's text is not a JSON object.
private let seeds = [
    "{}",
    #"{"title": "Café", "tabBar": {"height": 44, "spacing": 1.5}, "scroll": {"collapseThreshold": 100}}"#,
    #"{"scroll": {"transitionDistance": 20, "collapseThreshold": 90}, "tabBar": {"spacing": 10, "animation": {}}, "title": "Inbox"}"#,
    ##"{"tabs": [{"id": "a", "title": "A", "symbol": "star", "color": "blue"}, {"id": "b", "title": "B", "symbol": "star", "color": {"light": "#E8E8E8", "dark": "#222222"}}], "initialTab": "b"}"##,
    #"{"header": {"divider": {"width": 1}}, "search": {"animation": {"duration": 0.2, "bounce": 0}}, "screen": {}}"#,
]
