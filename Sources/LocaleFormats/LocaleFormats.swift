import LayoutSpec
import Synchronization

/// A memo of formatted labels, one for a `LocaleFormats` and its copies.
final class LabelMemo: Sendable {
    private let labels = Mutex<[LocaleFormats.LabelKey: String]>([:])

    func withLock<Value>(_ body: (inout [LocaleFormats.LabelKey: String]) -> Value) -> Value {
        labels.withLock { body(&$0) }
    }
}

/// Dates, times and numbers as an iPhone set to a locale writes them, from the project's own
/// locale tables (`Generated/`, CLDR 46 as ICU 76 resolves it, written by
/// `scripts/generate-locale-data`) in plain Swift: the same text whatever machine made the
/// binary, and whatever the machine's own locale, time zone or clock.
public struct LocaleFormats: Sendable {
    /// The locale the spec asked for.
    public let requested: LocaleTag
    /// The locale formats come from: `requested`, or English in its region when the tables have
    /// no data for its language.
    public let identifier: String
    /// How its numbers are written.
    public let numbers: NumberShape

    let tables: TableFormats
    /// The labels formatted so far, shared by the copies of these formats.
    let labels = LabelMemo()

    /// The formats of `tag`, or of its fallback.
    public init(_ tag: LocaleTag) {
        requested = tag
        identifier = Self.identifier(for: tag)
        let formats = TableFormats((try? LocaleTag(identifier)) ?? .unitedStatesEnglish)
        tables = formats
        numbers = formats.numbers
    }

    /// The locale whose data formats `tag`: the tag, or English in its region when the tables
    /// have no data for its language.
    static func identifier(for tag: LocaleTag) -> String {
        hasData(for: tag.language) ? tag.text : fallback(for: tag)
    }

    /// Why `tag`'s formats are not its own, or nil when they are.
    public static func fallbackNote(for tag: LocaleTag) -> String? {
        let identifier = identifier(for: tag)
        guard identifier != tag.text else { return nil }
        return "locale '\(tag)': the locale tables have no data for '\(tag.language)'; "
            + "dates and numbers follow \(identifier)"
    }

    /// The locale's word for the day before, as a sentence or a list item starts it (`Yesterday`,
    /// `Gestern`, `أمس`, `昨日`).
    var yesterday: String { tables.yesterday }

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
        let label =
            switch key {
            case .time(let hour, let minute): tables.time(hour: hour, minute: minute)
            case .yesterday: tables.yesterday
            case .weekday(let weekday): tables.weekdays.indices.contains(weekday) ? tables.weekdays[weekday] : ""
            case .day(let day): tables.shortDate(dayNumber: day)
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

    /// Whether the tables have the language.
    static func hasData(for language: String) -> Bool { availableLanguages.contains(language) }

    /// The languages the tables hold.
    static let availableLanguages = Set(LocaleData.languages.split { $0 == " " || $0 == "\n" }.map(String.init))

    /// English in the tag's region when the tables have that, else `en-US`.
    static func fallback(for tag: LocaleTag) -> String {
        guard let region = tag.region, LocaleData.locales("en-\(region)") != nil else { return "en-US" }
        return "en-\(region)"
    }
}
