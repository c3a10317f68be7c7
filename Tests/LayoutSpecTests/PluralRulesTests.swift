import Testing

@testable import LayoutSpec

/// CLDR's cardinal plural rules: every carried rule parses and agrees with the samples the generator wrote
/// (Babel's reading of the same rules, checked against ICU's), and the required languages agree with a table
/// written from CLDR's published chart, not from the carried text.
struct PluralRulesTests {
    /// The eight languages of the locale work (Tests/Fixtures/README.md), and those the screen's words are most likely to be written in.
    static let requiredLanguages = [
        "ar", "he", "de", "ja", "en", "pl", "ru", "fr", "es", "it", "pt", "nl", "sv", "da", "nb", "fi", "cs", "sk",
        "uk", "hi", "zh", "ko", "tr", "ro", "lt", "lv", "sl", "ga", "cy", "mt", "br", "gd", "fa", "ur", "th", "vi",
        "id", "el", "hu",
    ]

    @Test func everyCarriedRuleParses() {
        var languages = 0
        for set in PluralRules.cldrRuleSets {
            #expect(throws: Never.self, "\(set.languages)") {
                try PluralRules(language: "", texts: set.rules)
            }
            for language in set.languages {
                languages += 1
                #expect(PluralRules(language: language)?.language == language)
            }
        }
        #expect(languages == PluralRules.carried.count)
        #expect(languages > 200)  // all of CLDR's plurals, not a hand-picked few
        #expect(PluralRules.cldrVersion == "46")
    }

    @Test(arguments: requiredLanguages)
    func requiredLanguageIsCarried(language: String) {
        #expect(PluralRules(language: language) != nil)
    }

    /// Every `@integer` sample the generator gives a category falls in that category; samples written with an
    /// exponent (`1c6`) need operands a whole count does not have, and `…` is not a number.
    @Test func everyIntegerSampleHasItsCategory() throws {
        var checked = 0
        for (language, rules) in PluralRules.carried {
            var checkedForLanguage = 0
            for (category, samples) in rules.samples {
                for item in samples.integer where item != "…" && !item.contains("c") && !item.contains("e") {
                    let counts = try #require(Self.expand(item), "\(language) \(category): '\(item)'")
                    for count in counts {
                        #expect(rules.category(for: count) == category, "\(language): \(count)")
                        checkedForLanguage += 1
                    }
                }
            }
            #expect(checkedForLanguage > 0, "\(language) has no integer samples")
            checked += checkedForLanguage
        }
        #expect(checked > 5000)
    }

    @Test func samplesAreReadButNotEvaluated() throws {
        let arabic = try #require(PluralRules(language: "ar"))
        #expect(arabic.samples[.few]?.integer.prefix(3) == ["3~10", "103~110", "203~210"])
        #expect(arabic.samples[.zero]?.decimal == ["0.0"])
        let french = try #require(PluralRules(language: "fr"))
        #expect(french.samples[.many]?.integer == ["1000000"])
        #expect(Self.expand("2~4") == [2, 3, 4] && Self.expand("100") == [100] && Self.expand("4~2") == nil)
    }

    /// A sample item: a number, or a range `a~b`, inclusive.
    static func expand(_ item: String) -> [Int]? {
        let bounds = item.split(separator: "~", omittingEmptySubsequences: false).map { Int($0) }
        guard (1...2).contains(bounds.count), let low = bounds.first ?? nil, let high = bounds.last ?? nil,
            low <= high
        else { return nil }
        return Array(low...high)
    }

    /// Integer counts and their categories, written from CLDR's chart of plural rules (CLDR 42 and later:
    /// Hebrew has no `many` since 42).
    struct Chart: Sendable, CustomTestStringConvertible {
        var language: String
        var counts: [(Int, PluralCategory)]
        var testDescription: String { language }

        init(_ language: String, _ categories: KeyValuePairs<PluralCategory, [Int]>) {
            self.language = language
            counts = categories.flatMap { category, counts in counts.map { ($0, category) } }
        }
    }

    static let charts: [Chart] = [
        Chart(
            "ar",
            [
                .zero: [0], .one: [1], .two: [2], .few: Array(3...10) + [103, 109, 110, 1003],
                .many: Array(11...99) + [111, 199, 1011], .other: [100, 101, 102, 200, 202, 1000, 1_000_000],
            ]),
        Chart("he", [.one: [1], .two: [2], .other: [0, 3, 10, 17, 20, 30, 100, 101, 1000]]),
        Chart("de", [.one: [1], .other: [0, 2, 3, 11, 21, 101]]),
        Chart("en", [.one: [1], .other: [0, 2, 3, 11, 21, 101]]),
        Chart("ja", [.other: [0, 1, 2, 3, 10, 100]]),
        Chart(
            "pl",
            [
                .one: [1], .few: [2, 3, 4, 22, 23, 24, 32, 102, 1002],
                .many: [0] + Array(5...21) + [12, 13, 14, 25, 100, 101, 111, 112, 1000],
            ]),
        Chart(
            "ru",
            [
                .one: [1, 21, 31, 101, 1001], .few: [2, 3, 4, 22, 23, 24, 102],
                .many: [0] + Array(5...20) + [11, 25, 100, 111, 112],
            ]),
        Chart("uk", [.one: [1, 21], .few: [2, 4, 22], .many: [0, 5, 11, 12, 20]]),
        Chart("fr", [.one: [0, 1], .many: [1_000_000, 2_000_000], .other: [2, 17, 100, 1000, 1_000_001]]),
        Chart("es", [.one: [1], .many: [1_000_000], .other: [0, 2, 16, 100, 1000]]),
        Chart("it", [.one: [1], .many: [1_000_000], .other: [0, 2, 16, 100]]),
        Chart("pt", [.one: [0, 1], .many: [1_000_000], .other: [2, 17, 100]]),
        Chart("cs", [.one: [1], .few: [2, 3, 4], .other: [0, 5, 19, 22, 100]]),
        Chart("sk", [.one: [1], .few: [2, 3, 4], .other: [0, 5, 21]]),
        Chart("lt", [.one: [1, 21, 101], .few: [2, 9, 22, 29], .other: [0, 10, 11, 19, 20, 30, 111]]),
        Chart("lv", [.zero: [0, 10, 11, 19, 20, 30, 100], .one: [1, 21, 101], .other: [2, 9, 22, 29]]),
        Chart("sl", [.one: [1, 101, 201], .two: [2, 102], .few: [3, 4, 103, 104], .other: [0, 5, 19, 100, 111]]),
        Chart("ro", [.one: [1], .few: [0, 2, 16, 19, 101, 102, 119], .other: [20, 35, 100, 120, 1000]]),
        Chart("ga", [.one: [1], .two: [2], .few: [3, 4, 5, 6], .many: [7, 8, 9, 10], .other: [0, 11, 25, 100]]),
        Chart("cy", [.zero: [0], .one: [1], .two: [2], .few: [3], .many: [6], .other: [4, 5, 7, 20, 100]]),
        Chart(
            "br",
            [
                .one: [1, 21, 31, 61, 81, 101], .two: [2, 22, 32, 82, 102], .few: [3, 4, 9, 23, 24, 29, 103],
                .many: [1_000_000, 2_000_000], .other: [0, 5, 8, 10, 11, 12, 19, 20, 71, 72, 91, 92, 100],
            ]),
        Chart(
            "mt",
            [
                .one: [1], .two: [2], .few: [0, 3, 10, 103, 109, 1003], .many: [11, 19, 111, 117, 1011],
                .other: [20, 35, 100, 101, 102, 120, 1000],
            ]),
        Chart("gd", [.one: [1, 11], .two: [2, 12], .few: [3, 10, 13, 19], .other: [0, 20, 21, 34, 100]]),
        Chart("hi", [.one: [0, 1], .other: [2, 3, 10, 100]]),
        Chart("fa", [.one: [0, 1], .other: [2, 17, 100]]),
        Chart("ur", [.one: [1], .other: [0, 2, 16]]),
        Chart("da", [.one: [1], .other: [0, 2, 16, 100]]),
        Chart("sv", [.one: [1], .other: [0, 2, 21]]),
        Chart("nl", [.one: [1], .other: [0, 2, 21]]),
        Chart("fi", [.one: [1], .other: [0, 2, 21]]),
        Chart("nb", [.one: [1], .other: [0, 2, 21]]),
        Chart("el", [.one: [1], .other: [0, 2, 21]]),
        Chart("hu", [.one: [1], .other: [0, 2, 21]]),
        Chart("tr", [.one: [1], .other: [0, 2, 21]]),
        Chart("zh", [.other: [0, 1, 2, 100]]),
        Chart("ko", [.other: [0, 1, 2, 100]]),
        Chart("th", [.other: [0, 1, 2, 100]]),
        Chart("vi", [.other: [0, 1, 2, 100]]),
        Chart("id", [.other: [0, 1, 2, 100]]),
    ]

    @Test(arguments: charts)
    func categoriesMatchCLDRsChart(chart: Chart) throws {
        let rules = try #require(PluralRules(language: chart.language))
        for (count, category) in chart.counts {
            #expect(rules.category(for: count) == category, "\(chart.language): \(count)")
        }
    }

    @Test func arabicCountsRunThroughAllSixCategories() throws {
        let arabic = try #require(PluralRules(language: "ar"))
        let counts: [(ClosedRange<Int>, PluralCategory)] = [
            (0...0, .zero), (1...1, .one), (2...2, .two), (3...10, .few), (11...99, .many), (100...102, .other),
        ]
        for (range, category) in counts {
            #expect(range.allSatisfy { arabic.category(for: $0) == category }, "\(range)")
        }
    }

    @Test func aLanguageListsItsCategoriesInCLDRsOrder() throws {
        #expect(PluralRules(language: "ar")?.categories == [.zero, .one, .two, .few, .many, .other])
        #expect(PluralRules(language: "ja")?.categories == [.other])
        #expect(PluralRules(language: "en")?.categories == [.one, .other])
        #expect(PluralRules(language: "he")?.categories == [.one, .two, .other])
        #expect(PluralRules(language: "pl")?.categories == [.one, .few, .many, .other])
        #expect(PluralCategory.allCases.sorted() == [.zero, .one, .two, .few, .many, .other])
        #expect(PluralCategory.many < .other && PluralCategory.zero < .one)
        for rules in PluralRules.carried.values {
            #expect(rules.categories.last == .other && rules.categories == rules.categories.sorted())
        }
    }

    @Test(arguments: ["tlh", "xx", "", "root", "pt-PT", "en-US", "e n"])
    func anUnknownLanguageHasNoRules(language: String) {
        #expect(PluralRules(language: language) == nil)
    }

    @Test func theLookupIsByPrimarySubtagLowercased() {
        #expect(PluralRules(language: "AR")?.language == "ar")
        #expect(PluralRules(language: "Pl") == PluralRules(language: "pl"))
        #expect(PluralRules(language: "de") != PluralRules(language: "en"))  // the same rules, another language
    }

    @Test func aNegativeCountIsTakenByItsSize() throws {
        let russian = try #require(PluralRules(language: "ru"))
        #expect(russian.category(for: -21) == .one && russian.category(for: -3) == .few)
        #expect(russian.category(for: Int.min) == russian.category(for: Int.max - 1))  // …808 and …806: many
    }

    @Test func everyFormOfRelationIsRead() throws {
        let rules = try PluralRules(
            language: "test",
            texts: [
                .zero: "n is 0",
                .one: "n is not 0 and i mod 10 is 1 and n not in 11..19",
                .two: "n % 10 within 2 and n not within 12",
                .few: "n in 3..4,7 or i = 13,15..16",
                .many: "n != 0..99 and n % 100 = 0 and v = 0 and w = 0 and f = 0 and t = 0 and c = 0 and e = 0",
                .other: "",
            ])
        let expected: [(Int, PluralCategory)] = [
            (0, .zero), (1, .one), (21, .one), (11, .other), (2, .two), (32, .two), (12, .other), (3, .few),
            (4, .few), (7, .few), (5, .other), (13, .few), (16, .few), (14, .other), (100, .many), (99, .other),
        ]
        for (count, category) in expected {
            #expect(rules.category(for: count) == category, "\(count)")
        }
        #expect(rules.categories == PluralCategory.allCases)
    }

    @Test(arguments: [
        ("n = ", "a number was expected after the relation, not the end"),
        ("n % 0 = 1", "the modulus is 0"),
        ("x = 1", "an operand (n, i, v, w, f, t, c or e) was expected, not 'x'"),
        ("n = 5..3", "the range 5..3 runs backwards"),
        ("n = 1 or", "an operand (n, i, v, w, f, t, c or e) was expected, not the end"),
        ("n = 1 n = 2", "'and', 'or' or the end was expected, not 'n'"),
        ("n < 2", "'<' is not part of the rule syntax"),
        ("n ≥ 2", "'≥' is not part of the rule syntax"),
        ("n = 99999999999999999999", "a number is too large"),
        ("n = 1 @integer 1 @integer 2", "'@integer' is written twice"),
        ("n = 1 @integer 1,, 2", "'@integer' has an empty sample"),
        ("n = 1 @fraction 0.5", "'@fraction' is not a kind of sample"),
        (" @integer 1", "the condition is missing"),
    ])
    func aMalformedRuleIsAnError(rule: String, problem: String) {
        let error = #expect(throws: PluralRuleError.self) {
            try PluralRules(language: "test", texts: [.one: rule, .other: ""])
        }
        #expect(error?.problem == problem)
    }

    @Test func otherIsRequiredAndHasNoCondition() {
        let missing = #expect(throws: PluralRuleError.self) {
            try PluralRules(language: "test", texts: [.one: "n = 1"])
        }
        #expect(missing?.description == "The plural rule 'other' cannot be read: the rule is missing.")
        let conditioned = #expect(throws: PluralRuleError.self) {
            try PluralRules(language: "test", texts: [.other: "n = 2"])
        }
        #expect(conditioned?.problem == "'other' takes no condition")
    }

    @Test func aLanguageWhoseRulesDoNotParseIsLeftOut() {
        let catalog = PluralRules.catalog(of: [
            PluralRuleSet(languages: ["aa"], rules: [.one: "n = 1", .other: ""]),
            PluralRuleSet(languages: ["bb", "cc"], rules: [.one: "n = = 1", .other: ""]),
        ])
        #expect(catalog.keys.sorted() == ["aa"])
        #expect(catalog["aa"]?.category(for: 1) == .one)
    }
}
