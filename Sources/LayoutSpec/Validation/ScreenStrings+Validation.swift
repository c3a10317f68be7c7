extension ScreenStrings {
    /// The first text that cannot be read as a phrase or names a placeholder its key does not
    /// have: "'{titel}' is not a placeholder of strings.categoryCaption; did you mean '{title}'? …".
    func firstIssue(at path: JSONPath) -> SpecIssue? {
        for (key, phrase) in texts {
            let allowed = Self.placeholders[key] ?? []
            for category in phrase.categories {
                let textPath =
                    phrase.isPlain
                    ? path.appending(key: key)
                    : path.appending(key: key)
                        .appending(key: category.rawValue)
                let pieces: [PhrasePiece]
                do {
                    pieces = try PhrasePiece.pieces(of: phrase.text(for: category))
                } catch {
                    return SpecIssue(path: textPath, message: error.message)
                }
                for case .placeholder(let name) in pieces where !allowed.contains(name) {
                    let written = allowed.map { "{\($0)}" }
                    let has = written.isEmpty ? "it has none" : "it has " + written.joined(separator: " and ")
                    return SpecIssue(
                        path: textPath,
                        message: "'{\(name)}' is not a placeholder of strings.\(key)"
                            + Suggestion.phrase(for: "{\(name)}", in: written) + " (\(has))")
                }
            }
        }
        return nil
    }
}

extension LayoutSpec {
    /// What is worth saying about the spec but not wrong: a plural form the language never uses
    /// (`"few"` in an English text), or a language whose plural rules are not carried, so every
    /// count takes `other`.
    public var notes: [String] {
        let plural = strings.texts.filter { !$0.phrase.isPlain }
        guard !plural.isEmpty else { return [] }
        guard let rules = PluralRules(language: language.primarySubtag) else {
            return [
                "strings: no plural rules for the language '\(language)': every count takes the text of 'other'"
            ]
        }
        return plural.flatMap { key, phrase in
            phrase.categories.filter { !rules.categories.contains($0) }.map { category in
                "strings.\(key).\(category.rawValue): '\(language)' has no '\(category.rawValue)' form "
                    + "(it has \(rules.categories.map(\.rawValue).joined(separator: ", "))); the text is never shown"
            }
        }
    }
}
