import Foundation
import LayoutSpec
import TestSupport
import Testing

@testable import LocaleFormats
@testable import MailSiteGen

/// Dates and numbers as each locale writes them, from the locale tables: figures pinned
/// here (as the toolchain's ICU and CLDR data wrote them), so a change of the tables shows up as a diff.
struct LocaleFormatsTests {
    /// The sample mails' labels in each locale the issue names: today's first time, yesterday,
    /// the newest weekday, Tuesday, and the first short date (index 0, 7, 8, 11, 13 of the distinct labels).
    /// Read from `Tests/Fixtures/locale-dates.json`, which the browser suite reads too.
    static let pinned: [(String, [String])] = {
        let url = TestSupport.packageRoot.appendingPathComponent("Tests/Fixtures/locale-dates.json")
        guard let data = try? Data(contentsOf: url),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let labels = object["labels"] as? [String: [String]]
        else { return [] }
        return labels.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }()

    @Test func theFixtureHoldsEveryLocaleTheIssueNames() {
        #expect(
            Set(Self.pinned.map(\.0)) == [
                "en-US", "en-GB", "de-DE", "ar-SA", "ar-EG-u-nu-latn", "he-IL", "ja-JP", "hi-IN",
            ])
    }

    @Test(arguments: pinned)
    func sampleDatesAreWrittenAsTheLocaleWritesThem(locale: String, expected: [String]) throws {
        var spec = LayoutSpec()
        spec.locale = .tag(try LocaleTag(locale))
        let labels = PageWords(spec: spec).listLabels(of: spec.mails.map(\.date))
        var distinct: [String] = []
        for label in labels where !distinct.contains(label) { distinct.append(label) }
        #expect(distinct.count == 22)
        #expect([0, 7, 8, 11, 13].map { distinct[$0] } == expected)
    }

    /// Arabic in Saudi Arabia writes Arabic-Indic digits, and with `-u-nu-latn` Latin ones: checked
    /// by code point in every label and count.
    @Test func digitsFollowTheNumberingSystem() throws {
        let arabicIndic: ClosedRange<UInt32> = 0x660...0x669
        for (tag, digits) in [("ar-SA", arabicIndic), ("ar-EG-u-nu-latn", 0x30...0x39), ("ar-EG", arabicIndic)] {
            var spec = LayoutSpec()
            spec.locale = .tag(try LocaleTag(tag))
            let words = PageWords(spec: spec)
            let written = words.listLabels(of: spec.mails.map(\.date)).joined() + words.formats.numbers.format(1_234)
            let numerals = written.unicodeScalars.filter { $0.properties.numericType == .decimal }
            #expect(!numerals.isEmpty)
            #expect(numerals.allSatisfy { digits.contains($0.value) }, "\(tag): \(written)")
        }
    }

    /// The shape the page's script writes counts in gives Foundation's own text for every count
    /// a page can show, in locales with other digits, separators and groupings.
    @Test(arguments: ["en-US", "de-DE", "ar-SA", "hi-IN", "pl-PL", "ru-RU", "fr-FR", "ja-JP", "ar-EG-u-nu-latn"])
    func numberShapeWritesWhatFoundationWrites(locale: String) throws {
        let shape = LocaleFormats(try LocaleTag(locale)).numbers
        let style = IntegerFormatStyle<Int>(locale: Locale(identifier: locale))
        for count in Array(0...1_200) + [9_999, 10_000, 12_345, 99_999, 100_000] {
            #expect(shape.format(count) == count.formatted(style), "\(locale) \(count)")
        }
    }

    /// A decimal (the review board's figures) in the locale's digits and decimal separator, as
    /// Foundation writes it; its whole part grouped as a count is.
    @Test(arguments: ["en-US", "de-DE", "ar-SA", "hi-IN", "fr-FR", "ar-EG-u-nu-latn"])
    func numberShapeWritesDecimalsAsFoundationDoes(locale: String) throws {
        let shape = LocaleFormats(try LocaleTag(locale)).numbers
        let style = FloatingPointFormatStyle<Double>(locale: Locale(identifier: locale))
        for number in [117.5, 0.3, 4.6, 0.15, 325, 1_234.5, 12_345.25] {
            // Foundation marks a number's direction in some locales; the board's text sets it.
            let expected = String(
                String.UnicodeScalarView(
                    number.formatted(style).unicodeScalars.filter { $0.properties.generalCategory != .format }))
            #expect(shape.format(numeral: number.specText) == expected, "\(locale) \(number)")
        }
        #expect(shape.format(numeral: "-3") == "-" + shape.format(3))
    }

    @Test func aLanguageWithoutDataFallsBackAndSaysSo() throws {
        let formats = LocaleFormats(try LocaleTag("tlh-DE"))
        #expect(formats.identifier == "en-DE")
        #expect(
            formats.fallbackNote
                == "locale 'tlh-DE': the locale tables have no data for 'tlh'; dates and numbers follow en-DE")
        #expect(LocaleFormats(try LocaleTag("xx")).identifier == "en-US")
        #expect(LocaleFormats(try LocaleTag("de-AT")).fallbackNote == nil)
    }

    /// Every language iOS offers has data in the locale tables.
    @Test func everyLanguageIOSOffersHasLocaleData() {
        for language in LocaleTag.iOSLanguages where !language.contains("-") {
            #expect(LocaleFormats.availableLanguages.contains(language), "\(language)")
        }
    }

    /// `auto` is the language with the region iOS offers first; a language with a region keeps it.
    @Test func theDefaultLocaleIsTheLanguagesLikelyRegion() throws {
        for (language, locale) in [
            ("en", "en-US"), ("de", "de-DE"), ("ar", "ar-EG"), ("ja", "ja-JP"), ("he-IL", "he-IL"), ("en-GB", "en-GB"),
            ("zh-Hant", "zh-Hant-TW"), ("tlh", "tlh"),
        ] {
            var spec = LayoutSpec()
            spec.language = try LanguageTag(language)
            #expect(spec.resolvedLocale.text == locale)
        }
    }

    /// The page's plural table: its letters are the rules' categories, and past 199 the script
    /// reads 100 plus the last two digits, which the table covers only where that holds.
    @Test(arguments: ["en", "ar", "pl", "ru", "he", "fr", "ja", "cy", "ga"])
    func pluralTableAgreesWithTheRules(language: String) throws {
        var spec = LayoutSpec()
        spec.language = try LanguageTag(language)
        spec.mails = Array(repeating: spec.mails[0], count: 1_500)
        let words = PageWords(spec: spec)
        let rules = try #require(PluralRules(language: language))
        let table = Array(words.pluralTable)
        for count in 0...1_500 {
            let letter = table[count < table.count ? count : 100 + count % 100]
            #expect(PageWords.letter[rules.category(for: count)] == letter, "\(language) \(count)")
        }
    }
}
