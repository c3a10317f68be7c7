/// A spec's design tokens in each of the four appearances, read from its resolver or its token
/// files, and the files read, in order.
struct SpecTokens {
    /// The set of each appearance, in `TokenAppearance.allCases` order (a dictionary keyed by
    /// appearance costs the build more to set up than four lookups ever save).
    private var sets: [TokenSet]
    var files: [String]

    /// The tokens of `appearance`.
    func set(_ appearance: TokenAppearance) -> TokenSet {
        guard let index = TokenAppearance.allCases.firstIndex(of: appearance), index < sets.count else {
            return TokenSet()
        }
        return sets[index]
    }

    /// Reads the tokens `sources` names through `read`.
    static func load(_ sources: TokenSources, read: @escaping SpecFileReader) throws(TokenIssue) -> SpecTokens {
        var files = TokenFiles(read: read)
        switch sources.origin {
        case .none:
            return SpecTokens(sets: [], files: [])
        case .files(let paths):
            var documents: [TokenSet.Document] = []
            for path in paths { documents.append(.file(try files.tokenFile(path, from: nil))) }
            let set = TokenSet(documents)
            return SpecTokens(sets: TokenAppearance.allCases.map { _ in set }, files: files.paths)
        case .resolver(let path):
            let document = try files.document(path, from: nil)
            let resolver = try TokenResolver(document.node, path: document.path)
            var sets: [TokenSet] = []
            // Appearances that select the same contexts share one set: a resolver without
            // high-contrast contexts merges two sets, not four.
            var contexts: [(contexts: [String], set: TokenSet)] = []
            for appearance in TokenAppearance.allCases {
                let order = try sourcesInOrder(resolver, theme: sources.theme, appearance: appearance)
                if let shared = contexts.first(where: { $0.contexts == order.contexts }) {
                    sets.append(shared.set)
                    continue
                }
                var documents: [TokenSet.Document] = []
                for source in order.sources {
                    documents += try Self.documents(of: source, resolver: resolver, files: &files)
                }
                let set = TokenSet(documents)
                contexts.append((order.contexts, set))
                sets.append(set)
            }
            return SpecTokens(sets: sets, files: files.paths)
        }
    }

    /// The resolver's sources for one appearance: its sets, and of each modifier the context the
    /// appearance selects (the theme's) or its default; and those contexts.
    private static func sourcesInOrder(
        _ resolver: TokenResolver, theme: ThemeMapping, appearance: TokenAppearance
    ) throws(TokenIssue) -> (sources: [TokenResolver.Source], contexts: [String]) {
        var sources: [TokenResolver.Source] = []
        var contexts: [String] = []
        var themed = false
        for item in resolver.items {
            switch item {
            case .set(let set):
                sources += try resolver.expand(set)
            case .modifier(let modifier):
                let context: String
                if modifier.name == theme.modifier {
                    themed = true
                    context = try themeContext(of: modifier, theme: theme, appearance: appearance, in: resolver.path)
                } else if let fallback = modifier.defaultContext {
                    context = fallback
                } else {
                    throw TokenIssue(
                        "\(resolver.path): the modifier '\(modifier.name)' has no default, and mailsitegen sets only "
                            + "the theme ('\(theme.modifier)'); give it a default")
                }
                contexts.append(context)
                let chosen = modifier.contexts.first { $0.name == context }?.sources ?? []
                sources += try resolver.expand(chosen)
            }
        }
        if !themed, theme != ThemeMapping() {
            throw TokenIssue(
                "\(resolver.path): no modifier '\(theme.modifier)' in resolutionOrder, which tokens.theme names")
        }
        return (sources, contexts)
    }

    /// The context of the theme modifier for `appearance`: the one the spec maps it to, else its
    /// own name; a high-contrast appearance the resolver has no context for uses the standard one.
    private static func themeContext(
        of modifier: TokenResolver.Modifier, theme: ThemeMapping, appearance: TokenAppearance, in path: String
    ) throws(TokenIssue) -> String {
        let names = modifier.contexts.map(\.name)
        let wanted = theme.context(for: appearance)
        if names.contains(wanted) { return wanted }
        if appearance != appearance.standard, theme.contexts[appearance] == nil {
            let standard = theme.context(for: appearance.standard)
            if names.contains(standard) { return standard }
        }
        throw TokenIssue(
            "\(path): the modifier '\(modifier.name)' has no context '\(wanted)' for \(appearance.rawValue) (its "
                + "contexts: \(names.joined(separator: ", "))); map the appearances in tokens.theme")
    }

    private static func documents(
        of source: TokenResolver.Source, resolver: TokenResolver, files: inout TokenFiles
    ) throws(TokenIssue) -> [TokenSet.Document] {
        switch source {
        case .file(let reference, let overrides):
            var documents: [TokenSet.Document] = [.file(try files.tokenFile(reference, from: resolver.path))]
            if let overrides { documents.append(.inline(file: resolver.path, root: overrides)) }
            return documents
        case .inline(let node):
            return [.inline(file: resolver.path, root: node)]
        case .set:
            return []  // expanded before
        }
    }
}
