extension PluralRules {
    /// A language's rules from their texts, each split at its first `@` into the condition, which is
    /// parsed, and the samples, which are kept.
    ///
    /// Every category but `other` needs a condition, and `other`, which is what no other rule matches,
    /// must have none; a rule for `other` is required.
    init(language: String, texts: [PluralCategory: String]) throws(PluralRuleError) {
        guard texts[.other] != nil else { throw PluralRuleError(rule: "other", problem: "the rule is missing") }
        var conditions: [PluralCategory: PluralCondition] = [:]
        var samples: [PluralCategory: PluralSamples] = [:]
        for category in PluralCategory.allCases {
            guard let text = texts[category] else { continue }
            let conditionEnd = text.firstIndex(of: "@") ?? text.endIndex
            let condition = try PluralRuleParser.condition(of: text[..<conditionEnd], in: text)
            switch (category, condition) {
            case (.other, nil): break
            case (.other, .some): throw PluralRuleError(rule: text, problem: "'other' takes no condition")
            case (_, nil): throw PluralRuleError(rule: text, problem: "the condition is missing")
            case (_, .some(let condition)): conditions[category] = condition
            }
            samples[category] = try Self.samples(of: text[conditionEnd...], in: text)
        }
        self.init(language: language, conditions: conditions, samples: samples)
    }

    /// The samples after a rule's condition: `@integer` and `@decimal`, each at most once, each followed by
    /// items separated by commas.
    static func samples(of text: Substring, in rule: String) throws(PluralRuleError) -> PluralSamples {
        var samples = PluralSamples()
        var seen: Set<Substring> = []
        for part in text.split(separator: "@") {
            let words = part.split(separator: " ", maxSplits: 1)
            let keyword = words.first ?? ""
            let items = (words.count > 1 ? words[1] : "").split(separator: ",", omittingEmptySubsequences: false)
                .map { String($0).trimmingWhitespace }
            guard seen.insert(keyword).inserted else {
                throw PluralRuleError(rule: rule, problem: "'@\(keyword)' is written twice")
            }
            guard !items.contains(where: \.isEmpty) else {
                throw PluralRuleError(rule: rule, problem: "'@\(keyword)' has an empty sample")
            }
            switch keyword {
            case "integer": samples.integer = items.map(String.init)
            case "decimal": samples.decimal = items.map(String.init)
            default: throw PluralRuleError(rule: rule, problem: "'@\(keyword)' is not a kind of sample")
            }
        }
        return samples
    }
}
