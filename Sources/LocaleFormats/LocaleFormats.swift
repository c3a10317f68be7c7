import Foundation
import LayoutSpec
import Synchronization

/// A memo of formatted labels, one for a `LocaleFormats` and its copies.
final class LabelMemo: Sendable {
    private let labels = Mutex<[LocaleFormats.LabelKey: String]>([:])

    func withLock<Value>(_ body: (inout [LocaleFormats.LabelKey: String]) -> Value) -> Value {
        labels.withLock { body(&$0) }
    }
}

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
    private let weekday: DateFormatter
    private let shortDate: DateFormatter
    /// The labels formatted so far, shared by the copies of these formats.
    let labels = LabelMemo()

    /// The formats of `tag`, or of its fallback. Each formatter opens its ICU formatter on first
    /// use, so a locale costs only what its labels need.
    public init(_ tag: LocaleTag) {
        requested = tag
        identifier = Self.identifier(for: tag)
        let locale = Locale(identifier: identifier)
        self.locale = locale
        func formatter(date: DateFormatter.Style = .none, time: DateFormatter.Style = .none) -> DateFormatter {
            let formatter = DateFormatter()
            formatter.locale = locale
            formatter.calendar = locale.calendar
            formatter.timeZone = .gmt
            (formatter.dateStyle, formatter.timeStyle) = (date, time)
            return formatter
        }
        // The time as iOS shortens it (`9:41 AM`, `9:41` in German where ICU's short style is
        // `09:41`, `٩:٤١ ص`), in the locale's hour cycle: a format style, from ICU's pattern generator.
        time = Date.FormatStyle(
            date: .omitted, time: .shortened, locale: locale, calendar: locale.calendar, timeZone: .gmt)
        // The weekday's name on its own, as CLDR's stand-alone form (`Friday`, `Freitag`, `金曜日`).
        weekday = formatter()
        weekday.dateFormat = "cccc"
        // The short date style (`11/21/25`, `21.11.25`, `2025/11/21`), as Mail's list writes an
        // older mail: ICU's own pattern for it (a format style's `.numeric` date is a skeleton
        // with the full year).
        shortDate = formatter(date: .short)
        numbers = NumberShape(locale: locale)
    }

    /// The locale whose data formats `tag`: the tag, or English in its region when the toolchain
    /// has no data for its language.
    static func identifier(for tag: LocaleTag) -> String {
        hasData(for: tag.language) ? tag.text : fallback(for: tag)
    }

    /// Why `tag`'s formats are not its own, or nil when they are.
    public static func fallbackNote(for tag: LocaleTag) -> String? {
        let identifier = identifier(for: tag)
        guard identifier != tag.text else { return nil }
        return "locale '\(tag)': the toolchain has no locale data for '\(tag.language)'; "
            + "dates and numbers follow \(identifier)"
    }

    /// The locale's word for the day before, as a sentence or a list item starts it (`Yesterday`,
    /// `Gestern`, `أمس`, `昨日`).
    var yesterday: String {
        let today = Date(timeIntervalSince1970: 86_400 * 20_000)
        var relative = Date.AnchoredRelativeFormatStyle(
            anchor: today.addingTimeInterval(-86_400), presentation: .named, unitsStyle: .wide, locale: locale,
            calendar: Self.gregorianGMT, capitalizationContext: .beginningOfSentence)
        relative.allowedFields = [.day]
        return relative.format(today)
    }

    /// Why the formats are not the requested locale's, or nil when they are.
    public var fallbackNote: String? { Self.fallbackNote(for: requested) }

    /// The date column of Mail's list, relative to `today` (the newest mail's day, so the output
    /// never depends on when or where it is built): the time today (`9:41 AM`, `٩:٤١ ص`, `21:18`),
    /// the locale's word for yesterday, the weekday within the last week, the short date beyond.
    ///
    /// Each label is formatted once for these formats (`shared` keeps them a process): the same
    /// time today, the same weekday or the same day is the same text.
    public func listLabel(for date: MailDate, today: Int) -> String {
        let days = today - date.dayNumber
        let key: LabelKey =
            switch days {
            case 0: .time(hour: date.hour, minute: date.minute)
            case 1: .yesterday
            case 2...6: .weekday(date.weekday)
            default: .day(date.dayNumber)
            }
        if let label = labels.withLock({ $0[key] }) { return label }
        let instant = Self.instant(of: date)
        let label =
            switch key {
            case .time: instant.formatted(time)
            case .yesterday: yesterday
            case .weekday: weekday.string(from: instant)
            case .day: shortDate.string(from: instant)
            }
        labels.withLock { $0[key] = label }
        return label
    }

    /// What a label depends on besides the locale.
    enum LabelKey: Hashable {
        case time(hour: Int, minute: Int)
        case yesterday
        case weekday(Int)
        case day(Int)
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
    /// The languages iOS offers (`LocaleTag.iOSLanguages`) have data in every toolchain (a test holds
    /// this one to it) and are answered at once; listing the locales ICU has takes a quarter of a build.
    static func hasData(for language: String) -> Bool {
        LocaleTag.iOSLanguages.contains(language) || availableLanguages.contains(language)
    }

    static let availableLanguages = Set(
        Locale.availableIdentifiers.map { String($0.prefix { $0 != "_" && $0 != "-" }).lowercased() })

    /// English in the tag's region when the toolchain has that, else `en-US`.
    static func fallback(for tag: LocaleTag) -> String {
        guard let region = tag.region, Locale.availableIdentifiers.contains("en_\(region)") else { return "en-US" }
        return "en-\(region)"
    }
}
