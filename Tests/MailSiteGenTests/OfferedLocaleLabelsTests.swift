import Foundation
import LocaleFormats
import TestSupport
import Testing

@testable import LayoutSpec

/// Every label the list's date column and the page's counts can show, in each locale the inspector
/// offers, held against `Snapshots/offered-locale-labels.txt`: the labels as the pages wrote them
/// when the locale data came from the toolchain's ICU 76 (CLDR 46). Whatever formats the labels,
/// the pages must not change unless a reviewed diff of that file says why.
struct OfferedLocaleLabelsTests {
    /// One line a label: the locale, what is written, and the text.
    static func labels(of tag: LocaleTag) -> [String] {
        let formats = LocaleFormats(tag)
        var lines: [String] = []
        func add(_ kind: String, _ text: String) { lines.append("\(tag)\t\(kind)\t\(text)") }
        add("name", formats.ownName ?? "-")
        // The time today, on the hour and at 41 past, through a whole day: every day period a
        // locale names (midnight, morning, noon, evening, night) and both halves of a 12-hour clock.
        let day = MailDate(year: 2025, month: 11, day: 21)
        for hour in 0..<24 {
            for minute in [0, 41] {
                let date = MailDate(year: 2025, month: 11, day: 21, hour: hour, minute: minute)
                add(
                    "time \(MailDate.twoDigits(hour)):\(MailDate.twoDigits(minute))",
                    formats.listLabel(for: date, today: day.dayNumber))
            }
        }
        add("yesterday", formats.listLabel(for: day, today: day.dayNumber + 1))
        // Each weekday, three days before today.
        var weekday = day
        for _ in 0..<7 {
            add("weekday \(weekday.weekday)", formats.listLabel(for: weekday, today: weekday.dayNumber + 3))
            weekday = Self.next(weekday)
        }
        // A year of short dates, a week after each: every month of the locale's calendar begins in it.
        var date = MailDate(year: 2025, month: 1, day: 1)
        while date.year == 2025 {
            add("date \(date.description.prefix(10))", formats.listLabel(for: date, today: date.dayNumber + 7))
            date = Self.next(date)
        }
        for count in [0, 7, 1_000, 12_345, 1_234_567] { add("count \(count)", formats.numbers.format(count)) }
        for numeral in ["117.5", "-3", "0.15"] { add("number \(numeral)", formats.numbers.format(numeral: numeral)) }
        return lines
    }

    static func next(_ date: MailDate) -> MailDate {
        let last = MailDate.daysIn(date.month, of: date.year)
        if date.day < last { return MailDate(year: date.year, month: date.month, day: date.day + 1) }
        if date.month < 12 { return MailDate(year: date.year, month: date.month + 1, day: 1) }
        return MailDate(year: date.year + 1, month: 1, day: 1)
    }

    @Test func everyOfferedLocaleWritesItsLabelsAsThePagesDo() throws {
        var lines: [String] = []
        for text in LocalePreference.offered { lines += Self.labels(of: try LocaleTag(text)) }
        try TestSupport.assertSnapshot(
            lines.joined(separator: "\n") + "\n", named: "offered-locale-labels.txt",
            in: TestSupport.packageRoot.appendingPathComponent("Tests/MailSiteGenTests/Snapshots"))
    }
}
