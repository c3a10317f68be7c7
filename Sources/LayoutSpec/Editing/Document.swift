/// A spec file read for editing: its tree, the spans of its values and its style.
struct Document {
    /// 3 after a byte order mark, else 0: where the JSON starts.
    let bodyStart: Int
    let tree: JSONNode
    let text: JSONText
    let style: JSONTextStyle

    init(_ bytes: [UInt8], for path: JSONPath) throws(SpecEditError) {
        bodyStart = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        let body = Array(bytes[bodyStart...])
        do {
            tree = try JSONParser.parse(body)
        } catch {
            throw SpecEditError(path, "the file is not valid JSON: \(error.position): \(error.specMessage)")
        }
        guard case .object = tree.value else {
            throw SpecEditError(path, "the file's root is \(tree.kindDescription), not an object")
        }
        do {
            text = JSONText(bytes: body, root: try JSONSpan.read(body))
        } catch {
            throw SpecEditError(path, "the file could not be read for editing (a bug)")
        }
        style = JSONTextStyle(of: text)
    }
}
