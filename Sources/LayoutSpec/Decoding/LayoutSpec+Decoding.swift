extension LayoutSpec {
    /// Decodes and validates a spec file's bytes. `file` is only used to name the file in errors.
    ///
    /// The bytes are parsed once, by `JSONParser`, which keeps positions and refuses what JSON
    /// parsers disagree about; the spec is decoded from its tree field by field (`SpecObject`),
    /// then the rules that span fields are checked (`firstIssue()`).
    ///
    /// A spec with design tokens (`"tokens"`) has its aliases replaced before it is decoded, from
    /// files `read` gives; without a reader such a spec is refused.
    public static func decode(
        _ bytes: [UInt8], file: String, reading read: SpecFileReader? = nil
    ) throws(SpecError) -> LayoutSpec {
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
        let parsed: JSONNode
        do {
            parsed = try JSONParser.parse(bytes)
        } catch {
            throw SpecError(file: file, position: error.position, message: error.specMessage)
        }
        guard case .object = parsed.value else {
            throw SpecError(
                file: file, position: parsed.position, path: .root,
                message: "expected an object, found \(parsed.kindDescription); \(smallestSpecHint)")
        }
        var tree = parsed
        var aliases = TokenAliases()
        do throws(SpecIssue) {
            if let sourcesNode = tree.node(at: JSONPath([.key("tokens")])) {
                let sources: TokenSources
                do {
                    sources = try TokenSources(node: sourcesNode)
                } catch {
                    throw error.inside(.key("tokens"))
                }
                guard let read else {
                    throw SpecIssue(
                        at: sourcesNode.position, path: JSONPath([.key("tokens")]),
                        message: "design tokens are read from beside a spec file; this spec is not in one")
                }
                (tree, aliases) = try TokenAliases.substitute(
                    in: tree, sources: sources, sourcesNode: sourcesNode, read: read)
            }
            var spec = try LayoutSpec(node: tree)
            spec.tokenAliases = aliases
            if let issue = spec.firstIssue() { throw issue }
            return spec
        } catch {
            throw SpecError(aliases.explaining(error), in: tree, file: file)
        }
    }
}
