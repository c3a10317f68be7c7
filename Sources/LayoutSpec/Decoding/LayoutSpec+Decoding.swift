extension LayoutSpec {
    /// Decodes and validates a spec file's bytes. `file` is only used to name the file in errors.
    ///
    /// The bytes are parsed once, by `JSONParser`, which keeps positions and refuses what JSON
    /// parsers disagree about; the spec is decoded from its tree field by field (`SpecObject`),
    /// then the rules that span fields are checked (`firstIssue()`).
    public static func decode(_ bytes: [UInt8], file: String) throws(SpecError) -> LayoutSpec {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            throw SpecError(
                file: file, position: SourcePosition(line: 1, column: 1),
                message: "the file starts with a byte order mark (U+FEFF); save it as UTF-8 without one")
        }
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            throw SpecError(file: file, message: "the file is UTF-16 text; save it as UTF-8")
        }
        guard String(validating: bytes, as: UTF8.self) != nil else {
            throw SpecError(file: file, message: "the file is not UTF-8 text")
        }
        let tree: JSONNode
        do {
            tree = try JSONParser.parse(bytes)
        } catch {
            throw SpecError(file: file, position: error.position, message: error.message)
        }
        guard case .object = tree.value else {
            throw SpecError(
                file: file, position: tree.position, path: .root,
                message: "expected an object, found \(tree.kindDescription); the smallest spec is {}")
        }
        do throws(SpecIssue) {
            var spec = try LayoutSpec(node: tree)
            if tree.node(at: .root.appending(key: "mails")) == nil, tree.node(at: .root.appending(key: "tabs")) != nil {
                spec.mails = Mail.samples(spreadOver: spec.tabs)
            }
            if let issue = spec.firstIssue() { throw issue }
            return spec
        } catch {
            throw SpecError(error, in: tree, file: file)
        }
    }
}
