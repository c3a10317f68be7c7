import Foundation
import LayoutSpec

/// Dates, times and numbers as an iPhone set to a locale writes them, from the locale data (CLDR,
/// through ICU) of the toolchain's Foundation: deterministic for a given toolchain, whatever the
/// machine's own locale, time zone or clock. The only part of the project that uses Foundation.
///
/// `@unchecked Sendable`: it holds a `DateFormatter`, a class, configured once in `init` and
/// only read after.
public struct LocaleFormats: @unchecked Sendable {
    /// The locale the spec asked for.
    public let requested: LocaleTag
    /// The locale formats come from: `requested`, or English in its region when the toolchain has
    /// no data for its language.
    public let identifier: String
    /// How its numbers are written.
    public let numbers: NumberShape

    private let locale: Locale
    private let time: Date.FormatStyle
    private let weekday: Date.FormatStyle
    private let shortDate: DateFormatter
    private let yesterday: String

    /// The formats of `tag`, or of its fallback.
    public init(_ tag: LocaleTag) {
        requested = tag
        identifier = Self.hasData(for: tag.language) ? tag.text : Self.fallback(for: tag)
        locale = Locale(identifier: identifier)
        let calendar = locale.calendar
        time = Date.FormatStyle(date: .omitted, time: .shortened, locale: locale, calendar: calendar, timeZone: .gmt)
        weekday = Date.FormatStyle(locale: locale, calendar: calendar, timeZone: .gmt).weekday(.wide)
        // The short date style (`11/21/25`, `21.11.25`, `2025/11/21`), as Mail's list writes an
        // older mail: ICU's own pattern for it, which only DateFormatter gives (a format style's
        // `.numeric` date is a skeleton with the full year).
        shortDate = DateFormatter()
        shortDate.locale = locale
        shortDate.calendar = calendar
        shortDate.timeZone = .gmt
        shortDate.dateStyle = .short
        shortDate.timeStyle = .none
        let today = Date(timeIntervalSince1970: 86_400 * 20_000)
        var relative = Date.AnchoredRelativeFormatStyle(
            anchor: today.addingTimeInterval(-86_400), presentation: .named, unitsStyle: .wide, locale: locale,
            calendar: Self.gregorianGMT, capitalizationContext: .beginningOfSentence)
        relative.allowedFields = [.day]
        yesterday = relative.format(today)
        numbers = NumberShape(locale: locale)
    }

    /// Why the formats are not the requested locale's, or nil when they are.
    public var fallbackNote: String? {
        guard identifier != requested.text else { return nil }
        return "locale '\(requested)': the toolchain has no locale data for '\(requested.language)'; "
            + "dates and numbers follow \(identifier)"
    }

    /// The date column of Mail's list, relative to `today` (the newest mail's day, so the output
    /// never depends on when or where it is built): the time today (`9:41 AM`, `٩:٤١ ص`, `21:18`),
    /// the locale's word for yesterday, the weekday within the last week, the short date beyond.
    public func listLabel(for date: MailDate, today: Int) -> String {
        let instant = Self.instant(of: date)
        switch today - date.dayNumber {
        case 0: return instant.formatted(time)
        case 1: return yesterday
        case 2...6: return instant.formatted(weekday)
        default: return shortDate.string(from: instant)
        }
    }

    /// The wall-clock time as written, as an instant in GMT, so it formats back to itself.
    static func instant(of date: MailDate) -> Date {
        let seconds = ((date.dayNumber * 24 + date.hour) * 60 + date.minute) * 60 + date.second
        return Date(timeIntervalSince1970: Double(seconds))
    }

    static let gregorianGMT: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .gmt
        return calendar
    }()

    /// Whether the toolchain's locale data has the language.
    static func hasData(for language: String) -> Bool { availableLanguages.contains(language) }

    private static let availableLanguages = Set(
        Locale.availableIdentifiers.map { String($0.prefix { $0 != "_" && $0 != "-" }).lowercased() })

    /// English in the tag's region when the toolchain has that, else `en-US`.
    static func fallback(for tag: LocaleTag) -> String {
        guard let region = tag.region, Locale.availableIdentifiers.contains("en_\(region)") else { return "en-US" }
        return "en-\(region)"
    }
}
