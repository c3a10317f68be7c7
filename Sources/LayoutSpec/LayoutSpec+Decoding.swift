#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension LayoutSpec {
    /// Decodes and validates a spec file's bytes. `file` is only used to name the file in errors.
    ///
    /// The bytes are parsed once, by `JSONParser`, which keeps positions and refuses what JSON
    /// parsers disagree about; `JSONNodeDecoder` then decodes the Codable types from its tree.
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
        var spec = try decoding(tree, file: file) { try LayoutSpec(from: JSONNodeDecoder(tree)) }
        if tree.node(at: JSONPath([.key("mails")])) == nil, tree.node(at: JSONPath([.key("tabs")])) != nil {
            spec.mails = Mail.samples(spreadOver: spec.tabs)
        }
        if let issue = spec.firstIssue() {
            throw SpecError(issue, in: tree, file: file)
        }
        return spec
    }

    /// Runs a decoder over `tree` and turns what it throws into one `SpecError` pointing into
    /// the file. (Tests run Foundation's `JSONDecoder` through it too, to compare the two.)
    static func decoding(
        _ tree: JSONNode, file: String, _ decode: () throws -> LayoutSpec
    ) throws(SpecError) -> LayoutSpec {
        do {
            return try decode()
        } catch let issue as SpecIssue {
            throw SpecError(issue, in: tree, file: file)
        } catch let error as DecodingError {
            throw SpecError(error, in: tree, file: file)
        } catch {
            throw SpecError(file: file, message: "\(error)")
        }
    }
}

extension Mail {
    /// The sample mails moved onto other tabs by position, so a spec that replaces the tabs but
    /// writes no mails still shows a full inbox: the samples of the n-th default tab go to the
    /// n-th tab, wrapping around when there are fewer tabs.
    public static func samples(spreadOver tabs: [Tab]) -> [Mail] {
        let defaultIDs = Tab.defaults.map(\.id)
        guard !tabs.isEmpty else { return [] }
        return samples.map { mail in
            var moved = mail
            let index = defaultIDs.firstIndex(of: mail.category) ?? 0
            moved.category = tabs[index % tabs.count].id
            return moved
        }
    }
}

extension SpecError {
    init(_ issue: SpecIssue, in tree: JSONNode, file: String) {
        let position =
            issue.anchor == .key
            ? tree.keyPosition(for: issue.path) ?? tree.position(for: issue.path)
            : tree.position(for: issue.path)
        self.init(file: file, position: position, path: issue.path, message: issue.message)
    }

    init(_ error: DecodingError, in tree: JSONNode, file: String) {
        func found(at path: JSONPath) -> String { tree.node(at: path)?.kindDescription ?? "nothing" }
        let issue: SpecIssue
        switch error {
        case .typeMismatch(let type, let context):
            let path = JSONPath(codingPath: context.codingPath)
            issue = SpecIssue(path: path, message: "expected \(Self.describe(type)), found \(found(at: path))")
        case .valueNotFound(let type, let context):
            let path = JSONPath(codingPath: context.codingPath)
            issue = SpecIssue(path: path, message: "expected \(Self.describe(type)), found null")
        case .keyNotFound(let key, let context):
            issue = SpecIssue(
                path: JSONPath(codingPath: context.codingPath),
                message: "missing required key '\(key.stringValue)'")
        case .dataCorrupted(let context):
            let path = JSONPath(codingPath: context.codingPath)
            issue = SpecIssue(path: path, message: context.debugDescription)
        @unknown default:
            issue = SpecIssue(path: .root, message: "\(error)")
        }
        self.init(issue, in: tree, file: file)
    }

    /// "a number", "a string", … for the Swift type the decoder wanted.
    static func describe(_ type: Any.Type) -> String {
        let name = String(describing: type)
        switch name {
        case "Double", "Float": return "a number"
        case "Int": return "a whole number"
        case "String", "MailDate", "SymbolName", "ColorSchemePreference": return "a string"
        case "Bool": return "true or false"
        default:
            if name.hasPrefix("Array") || name.hasPrefix("[") && !name.contains(":") { return "an array" }
            return "an object"
        }
    }
}
