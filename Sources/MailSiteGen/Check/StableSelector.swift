/// One selector of the page's contract with people's tests: what it selects and when it holds.
struct StableSelector: Equatable, Sendable {
    /// When a page has an element that matches.
    enum Condition: Equatable, Sendable {
        /// In the markup the generator writes: `check` looks for it.
        case markup
        /// Set by the page's script when it starts.
        case script
        /// Only in one state of the page, described as `docs/selectors.md` does: `while searching`.
        case state(String)

        /// The words of `docs/selectors.md`.
        var description: String {
            switch self {
            case .markup: "in the generated markup"
            case .script: "set by the page's script at start"
            case .state(let state): "only \(state)"
            }
        }
    }

    /// As `docs/selectors.md` writes it and a browser runs it (with `<id>` filled in).
    var text: String
    /// What it selects, in the words of `docs/selectors.md`.
    var meaning: String
    var condition: Condition

    init(_ text: String, _ meaning: String, _ condition: Condition = .markup) {
        self.text = text
        self.meaning = meaning
        self.condition = condition
    }

    /// The text read as a selector `check` can match.
    var selector: CompoundSelector { CompoundSelector(text) }
}
