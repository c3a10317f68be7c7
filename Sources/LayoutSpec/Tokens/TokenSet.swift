/// The tokens of one appearance, its documents merged in order (a later token of the same name
/// wins), with aliases resolved when asked: chains followed, cycles refused with their members
/// named. A token is looked up in the documents by its path when an alias names it, so a build
/// reads what its aliases use, not every token of a large design system.
struct TokenSet {
    /// A token file, or tokens written in a resolver.
    enum Document {
        case file(TokenFile)
        case inline(file: String, root: JSONNode)
    }

    private var documents: [Document] = []
    /// The tokens resolved so far, by name, shared by the copies of this set: the four
    /// appearances of a colour resolve once in each distinct set.
    private let resolved = ResolvedTokens()

    private final class ResolvedTokens {
        var byName: [String: Resolved] = [:]
    }

    init(_ documents: [Document] = []) {
        self.documents = documents
    }

    /// The token `name`, from the last document that has it.
    func token(_ name: String) throws(TokenIssue) -> DesignToken? {
        let segments = name.pieces(between: UInt8(ascii: "."))
        for document in documents.reversed() {
            let found: DesignToken?
            switch document {
            case .file(let file): found = try file.token(segments)
            case .inline(let file, let root): found = try TokenDocument.token(segments, in: root, file: file)
            }
            if let found { return found }
        }
        return nil
    }

    /// Every token's name, for a suggestion when an alias names none.
    var names: [String] {
        documents.flatMap { document in
            switch document {
            case .file(let file): file.names
            case .inline(let file, let root): ((try? TokenDocument.tokens(in: root, file: file)) ?? []).map(\.name)
            }
        }
    }

    /// A token as named, and the explicit value its chain of aliases ends at.
    struct Resolved {
        var name: String
        var type: String
        /// The token whose value is explicit: the named one, or the last of its chain.
        var source: DesignToken
        var value: JSONNode { source.value }
    }

    /// The token `name` with its aliases followed to an explicit value; its type is the first
    /// declared along the chain, which must agree with any other declared.
    func resolve(_ name: String) throws(TokenIssue) -> Resolved {
        if let known = resolved.byName[name] { return known }
        let result = try resolveChain(name)
        resolved.byName[name] = result
        return result
    }

    private func resolveChain(_ name: String) throws(TokenIssue) -> Resolved {
        var chain: [String] = []
        var current = name
        var declared: (type: String, token: DesignToken)?
        while true {
            guard let token = try token(current) else {
                let suggestion = Suggestion.closest(to: current, in: names).map { "; did you mean {\($0)}?" } ?? ""
                if chain.isEmpty { throw TokenIssue("{\(current)} does not exist\(suggestion)") }
                throw TokenIssue("{\(chain.last ?? name)} refers to {\(current)}, which does not exist\(suggestion)")
            }
            chain.append(current)
            if let type = token.type {
                if let declared, declared.type != type {
                    throw TokenIssue(
                        "{\(declared.token.name)} is declared a \(declared.type) (\(declared.token.place)) but refers to "
                            + "{\(current)}, a \(type) (\(token.place))")
                }
                if declared == nil { declared = (type, token) }
            }
            guard case .string(let text) = token.value.value, let next = Self.alias(in: text) else {
                guard let type = declared?.type else {
                    throw TokenIssue("{\(current)} has no $type, and no group above it gives one (\(token.place))")
                }
                return Resolved(name: name, type: type, source: token)
            }
            guard !chain.contains(next) else {
                let cycle = (chain + [next]).map { "{\($0)}" }.joined(separator: " → ")
                throw TokenIssue("the aliases refer to each other: \(cycle) (\(token.place))")
            }
            current = next
        }
    }

    /// The name an alias refers to, when `text` is exactly one: `{brand.radius.pill}`.
    static func alias(in text: String) -> String? {
        let bytes = text.utf8
        guard bytes.count > 2, bytes.first == UInt8(ascii: "{"), bytes.last == UInt8(ascii: "}") else { return nil }
        let inner = bytes.dropFirst().dropLast()
        guard !inner.contains(UInt8(ascii: "{")), !inner.contains(UInt8(ascii: "}")) else { return nil }
        return String(inner)
    }

}
