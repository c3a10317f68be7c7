/// "Did you mean" suggestions, the one ranking every message uses: a typo's candidate by edit
/// distance, and, where names are made of words (`bubble.left`, `--single-file`), the candidates
/// that share a word with what was written or hold it (`plane` for `airplane`).
public enum Suggestion {
    /// The closest candidate by edit distance, if it is close enough to be a plausible typo.
    public static func closest(to word: String, in candidates: some Sequence<String>) -> String? {
        likely(for: word, in: candidates, limit: 1, byWord: false).first
    }

    /// The candidates `word` was most likely meant as, best first, at most `limit` of them:
    /// those a typo away (by edit distance, as `closest`), then, `byWord`, those that share a
    /// word with it (`bubble` → `text.bubble`, `cart.filled` → `cart`), then those with a word
    /// that holds one of its words or is held by one (`plane` → `airplane`, `--single` →
    /// `--single-file`). Words are split on dots and hyphens, and only those of three letters or
    /// more count. Within each group, the nearer by edit distance first, then in the order given.
    public static func likely(
        for word: String, in candidates: some Sequence<String>, limit: Int = 3, byWord: Bool = true
    ) -> [String] {
        let lowered = word.lowercased()
        let tolerance = max(1, min(3, word.count / 3))
        let written = words(of: lowered)
        var ranked: [(group: Int, distance: Int, order: Int, candidate: String)] = []
        for (order, candidate) in candidates.enumerated() {
            let distance = editDistance(lowered, candidate.lowercased())
            let group: Int?
            if distance <= tolerance {
                group = 0
            } else if byWord {
                group = wordGroup(written, words(of: candidate.lowercased()))
            } else {
                group = nil
            }
            if let group { ranked.append((group, distance, order, candidate)) }
        }
        ranked.sort { ($0.group, $0.distance, $0.order) < ($1.group, $1.distance, $1.order) }
        return ranked.prefix(limit).map(\.candidate)
    }

    /// `; did you mean 'x'?` for the closest candidate by edit distance, or nothing.
    public static func phrase(for word: String, in candidates: some Sequence<String>) -> String {
        phrase(closest(to: word, in: candidates).map { [$0] } ?? [])
    }

    /// `; did you mean 'a', 'b' or 'c'?`, or nothing for no suggestion.
    public static func phrase(_ suggestions: [String]) -> String {
        guard let last = suggestions.last else { return "" }
        let quoted = suggestions.map { "'\($0)'" }
        let list = suggestions.count == 1 ? quoted[0] : quoted.dropLast().joined(separator: ", ") + " or '\(last)'"
        return "; did you mean \(list)?"
    }

    /// 1 when the two share a word, 2 when a word of one holds a word of the other, else nil.
    private static func wordGroup(_ written: [String], _ theirs: [String]) -> Int? {
        if written.contains(where: theirs.contains) { return 1 }
        let held = written.contains { mine in theirs.contains { $0.contains(mine) || mine.contains($0) } }
        return held ? 2 : nil
    }

    /// The words of a name, split on dots and hyphens, each of three letters or more.
    private static func words(of name: String) -> [String] {
        name.split(whereSeparator: { $0 == "." || $0 == "-" }).map(String.init).filter { $0.count >= 3 }
    }

    /// Edit distance where swapping two neighbours counts as one edit (optimal string
    /// alignment), since "titel" for "title" is the commonest typo of all.
    public static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }
}
