/// CLDR's cardinal plural rules for one language: which category, and so which form of a counted word
/// ("1 Result", "2 Results"), a count takes.
///
/// The rules are CLDR's text (`PluralRules+CLDR.swift`, generated), parsed at first use and evaluated here, not
/// taken from Foundation or ICU: Arabic's six categories, Polish's and Russian's few and many, Japanese's one.
public struct PluralRules: Sendable, Equatable {
    /// The language these rules are for: its primary subtag, lowercased.
    public let language: String
    /// The condition of each category but `other`, which is what none of them matches.
    let conditions: [PluralCategory: PluralCondition]
    /// CLDR's examples for each category, for the tests; not used to choose a category.
    let samples: [PluralCategory: PluralSamples]

    /// The rules of a language, by its primary subtag, lowercased ("ar", "pt", "zh"): nil when CLDR data for
    /// it is not carried.
    ///
    /// Upper-case letters are lowercased first, so "AR" finds Arabic; a whole tag such as "pt-PT" finds
    /// nothing, because rules are kept by language alone.
    ///
    /// Only that language's set of rules is parsed: parsing all of them took a build a fifth of its work.
    public init?(language primarySubtag: String) {
        let language = primarySubtag.lowercased()
        guard let set = Self.cldrRuleSets.first(where: { $0.languages.contains(language) }),
            let shared = try? PluralRules(language: "", texts: set.rules)
        else { return nil }
        self.init(language: language, conditions: shared.conditions, samples: shared.samples)
    }

    init(language: String, conditions: [PluralCategory: PluralCondition], samples: [PluralCategory: PluralSamples]) {
        self.language = language
        self.conditions = conditions
        self.samples = samples
    }

    /// The categories the language has, in PluralCategory order, always ending with .other.
    public var categories: [PluralCategory] {
        PluralCategory.allCases.filter { conditions[$0] != nil } + [.other]
    }

    /// The category of a whole, non-negative count (operands n = i, v = w = f = t = e = 0).
    ///
    /// A negative count is taken by its absolute value, as CLDR's operand `n` is. CLDR's rules for a language
    /// never overlap, so the first match in category order is the only one.
    public func category(for count: Int) -> PluralCategory {
        let value = count.magnitude
        return PluralCategory.allCases.first { conditions[$0]?.matches(value) == true } ?? .other
    }

    /// Every carried language's rules, parsed: what the tests go through.
    static var carried: [String: PluralRules] { catalog(of: cldrRuleSets) }

    /// The rules of each language of `sets`, leaving out a language whose rules do not parse, as if it were
    /// not carried: a transcription error costs that language, and the tests name it.
    static func catalog(of sets: [PluralRuleSet]) -> [String: PluralRules] {
        var catalog: [String: PluralRules] = [:]
        for set in sets {
            guard let shared = try? PluralRules(language: "", texts: set.rules) else { continue }
            for language in set.languages {
                catalog[language] = PluralRules(
                    language: language, conditions: shared.conditions, samples: shared.samples)
            }
        }
        return catalog
    }
}
