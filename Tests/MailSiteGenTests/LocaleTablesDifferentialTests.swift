import Foundation
import Testing

@testable import LayoutSpec
@testable import LocaleFormats

/// The generated tables' labels against Foundation's (the toolchain's ICU, the oracle), for every
/// offered locale and a few tags beyond: the time every half hour, yesterday, the weekdays, a
/// year of short dates and a day in each century the spec can write, counts and own names.
///
/// On Linux only: the tables are made from the data of the Linux toolchain's Foundation
/// (swift-foundation-icu); Foundation on macOS formats with the system's own ICU and CLDR.
@Suite(.enabled(if: FoundationLabels.isTheTablesSource, "Foundation here is not the tables' source"))
struct LocaleTablesDifferentialTests {
    /// Differences allowed, by locale and label, each with its reason. None: the tables are made
    /// from the toolchain's own ICU data.
    static let allowed: [String: String] = [:]

    static let beyondOffered = [
        "de-AT", "en-US-u-hc-h23", "en-GB-u-hc-h12", "fa-AF", "ar-SA-u-ca-gregory", "th-TH-u-ca-gregory",
        "ar-SA-u-nu-latn", "ja-JP-u-ca-buddhist", "en-US-u-ca-persian", "en-US-u-ca-islamic-umalqura", "zh-Hant",
        "zh-Hant-HK", "pt", "ar", "ko", "en", "de", "hi", "sr-Latn-RS", "xx-YY", "tlh-DE", "en-u-ca-buddhist",
        "de-DE-u-hc-h12", "fr-CA-u-ca-persian",
    ]

    static func differences(of text: String) throws -> [String] {
        let tag = try LocaleTag(text)
        let foundation = FoundationLabels(tag)
        let tables = LocaleFormats(tag).tables
        var differences: [String] = []
        func compare(_ kind: String, _ expected: String?, _ actual: String?) {
            if expected != actual, allowed["\(text) \(kind)"] == nil {
                differences.append("\(text) \(kind): Foundation '\(expected ?? "nil")', tables '\(actual ?? "nil")'")
            }
        }
        compare("name", foundation.ownName, tables.ownName)
        let day = MailDate(year: 2025, month: 11, day: 21)
        for hour in 0..<24 {
            for minute in [0, 41] {
                let date = MailDate(year: 2025, month: 11, day: 21, hour: hour, minute: minute)
                compare(
                    "time \(hour):\(minute)", foundation.listLabel(for: date, today: day.dayNumber),
                    tables.time(hour: hour, minute: minute))
            }
        }
        compare("yesterday", foundation.yesterday, tables.yesterday)
        var weekday = day
        for _ in 0..<7 {
            compare(
                "weekday \(weekday.weekday)", foundation.listLabel(for: weekday, today: weekday.dayNumber + 3),
                tables.weekdays[weekday.weekday])
            weekday = OfferedLocaleLabelsTests.next(weekday)
        }
        var dates: [MailDate] = []
        var date = MailDate(year: 2025, month: 1, day: 1)
        while date.year == 2025 {
            dates.append(date)
            date = OfferedLocaleLabelsTests.next(date)
        }
        for year in stride(from: 1, through: 9999, by: 97) { dates.append(MailDate(year: year, month: 3, day: 15)) }
        for date in dates {
            compare(
                "date \(date.description.prefix(10))", foundation.listLabel(for: date, today: date.dayNumber + 7),
                tables.shortDate(dayNumber: date.dayNumber))
        }
        for count in [0, 7, 1_000, 12_345, 1_234_567] {
            compare("count \(count)", foundation.numbers.format(count), tables.numbers.format(count))
        }
        compare("decimal", foundation.numbers.decimalSeparator, tables.numbers.decimalSeparator)
        return differences
    }

    /// Tags the oracle cannot write: the toolchain's `DateFormatter` traps on a native numbering
    /// system asked for by `-u-nu-` (and on this tag's three keywords); the tables write them in
    /// those digits (the words as ICU gives them to the generator; no oracle checks them).
    @Test func tagsFoundationTrapsOnAreWritten() throws {
        let day = MailDate(year: 2025, month: 11, day: 21, hour: 9, minute: 41)
        let written = try ["hi-IN-u-nu-deva", "th-TH-u-nu-thai", "fr-CA-u-ca-persian-nu-latn-hc-h23"].map {
            let formats = LocaleFormats(try LocaleTag($0))
            return formats.listLabel(for: day, today: day.dayNumber + 7) + " "
                + formats.listLabel(for: day, today: day.dayNumber)
        }
        #expect(written == ["२१/११/२५ पू ९:४१", "๒๑/๑๑/๖๘ ๙:๔๑", "1404-08-30 AP 9:41"])
    }

    @Test(arguments: LocalePreference.offered + beyondOffered)
    func tablesWriteWhatFoundationWrites(_ text: String) throws {
        let differences = try Self.differences(of: text)
        let listed = differences.prefix(20).joined(separator: "\n")
        if !differences.isEmpty { Issue.record("\(differences.count) differences:\n\(listed)") }
    }
}
