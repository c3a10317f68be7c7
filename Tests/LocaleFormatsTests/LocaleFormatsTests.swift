import Foundation
import LayoutSpec
import TestSupport
import Testing

@testable import LocaleFormats

/// Dates as each locale writes them, from the locale tables: figures pinned here (as the toolchain's
/// ICU and CLDR data wrote them), so a change of the tables shows up as a diff. Also the locale's
/// own name, the fallback for a language without data, and the formats a process keeps.
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

    /// The sample mails' date labels in `formats`, relative to the newest mail's day as the page's are.
    private func sampleLabels(_ formats: LocaleFormats) -> [String] {
        let dates = LayoutSpec.default.mails.map(\.date)
        let today = dates.map(\.dayNumber).max() ?? 0
        return dates.map { formats.listLabel(for: $0, today: today) }
    }

    @Test func theFixtureHoldsEveryLocaleTheIssueNames() {
        #expect(
            Set(Self.pinned.map(\.0)) == [
                "en-US", "en-GB", "de-DE", "ar-SA", "ar-EG-u-nu-latn", "he-IL", "ja-JP", "hi-IN",
            ])
    }

    @Test(arguments: pinned)
    func sampleDatesAreWrittenAsTheLocaleWritesThem(locale: String, expected: [String]) throws {
        let labels = sampleLabels(LocaleFormats(try LocaleTag(locale)))
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
            let formats = LocaleFormats(try LocaleTag(tag))
            let written = sampleLabels(formats).joined() + formats.numbers.format(1_234)
            let numerals = written.unicodeScalars.filter { $0.properties.numericType == .decimal }
            #expect(!numerals.isEmpty)
            #expect(numerals.allSatisfy { digits.contains($0.value) }, "\(tag): \(written)")
        }
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

    /// A locale is named in its own language, as an iPhone's Language & Region list names it; a
    /// fallback's name is its formats' locale's.
    @Test func eachLocaleIsNamedInItsOwnLanguage() throws {
        for (tag, name) in [
            ("en-US", "English (United States)"), ("de-DE", "Deutsch (Deutschland)"), ("de-CH", "Deutsch (Schweiz)"),
            ("ja-JP", "日本語（日本）"), ("tlh-US", "English (United States)"),
        ] {
            #expect(LocaleFormats(try LocaleTag(tag)).ownName == name, "\(tag)")
        }
    }

    /// A process makes a locale's formats once: `shared` gives the same formats, with one memo of
    /// labels, each time it is asked; a new `LocaleFormats` starts a memo of its own.
    @Test func sharedFormatsAreMadeOnceAndKeepTheirLabels() throws {
        let tag = try LocaleTag("fr-CA")
        let shared = LocaleFormats.shared(tag)
        #expect(LocaleFormats.shared(tag).labels === shared.labels)
        #expect(LocaleFormats(tag).labels !== shared.labels)
        #expect(LocaleFormats.shared(try LocaleTag("fr-FR")).labels !== shared.labels)
        // A label is formatted once and then read from the memo.
        let date = try #require(MailDate("2026-11-28T23:00"))
        let yesterday = shared.listLabel(for: date, today: date.dayNumber + 1)
        #expect(shared.labels.withLock { $0[.yesterday] } == yesterday && yesterday == "Hier")
    }
}
