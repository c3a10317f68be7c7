import Foundation
import LocaleFormats

@testable import LayoutSpec

/// The labels as the toolchain's Foundation (its ICU) writes them, as `LocaleFormats` wrote them
/// before it had tables of its own: the oracle of `LocaleTablesDifferentialTests`.
struct FoundationLabels {
    /// Whether this Foundation holds the data the tables are made from: the Linux toolchain's
    /// (swift-foundation-icu), not macOS's system ICU.
    #if os(Linux)
        static let isTheTablesSource = true
    #else
        static let isTheTablesSource = false
    #endif

    let ownName: String?
    let numbers: NumberShape
    private let locale: Locale
    private let time: Date.FormatStyle
    private let weekday: DateFormatter
    private let shortDate: DateFormatter

    /// Foundation's formats of the locale `LocaleFormats` formats `tag` with.
    init(_ tag: LocaleTag) {
        let identifier = LocaleFormats(tag).identifier
        let locale = Locale(identifier: identifier)
        self.locale = locale
        ownName = locale.localizedString(forIdentifier: identifier)
        func formatter(date: DateFormatter.Style = .none) -> DateFormatter {
            let formatter = DateFormatter()
            formatter.locale = locale
            formatter.calendar = locale.calendar
            formatter.timeZone = .gmt
            formatter.dateStyle = date
            return formatter
        }
        time = Date.FormatStyle(
            date: .omitted, time: .shortened, locale: locale, calendar: locale.calendar, timeZone: .gmt)
        weekday = formatter()
        weekday.dateFormat = "cccc"
        shortDate = formatter(date: .short)
        numbers = NumberShape(foundation: locale)
    }

    var yesterday: String {
        let today = Date(timeIntervalSince1970: 86_400 * 20_000)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .gmt
        var relative = Date.AnchoredRelativeFormatStyle(
            anchor: today.addingTimeInterval(-86_400), presentation: .named, unitsStyle: .wide, locale: locale,
            calendar: calendar, capitalizationContext: .beginningOfSentence)
        relative.allowedFields = [.day]
        return relative.format(today)
    }

    /// The label of the list's date column, as `LocaleFormats.listLabel` chooses it.
    func listLabel(for date: MailDate, today: Int) -> String {
        let seconds = ((date.dayNumber * 24 + date.hour) * 60 + date.minute) * 60 + date.second
        let instant = Date(timeIntervalSince1970: Double(seconds))
        switch today - date.dayNumber {
        case 0: return instant.formatted(time)
        case 1: return yesterday
        case 2...6: return weekday.string(from: instant)
        default: return shortDate.string(from: instant)
        }
    }
}

extension NumberShape {
    /// The shape Foundation's formatter gives numbers in `locale`, read as the tables' generator
    /// reads ICU's.
    init(foundation locale: Locale) {
        let style = IntegerFormatStyle<Int>(locale: locale)
        let digits = (0...9).map { $0.formatted(style) }
        // 12,345,678 shows every part: the separator and both group sizes.
        var groups: [String] = [""]
        var separator = ""
        for character in 12_345_678.formatted(style) {
            if digits.contains(String(character)) {
                groups[groups.count - 1].append(character)
            } else if !groups[groups.count - 1].isEmpty {
                groups.append("")
                separator = String(character)
            } else {
                separator.append(character)
            }
        }
        let sizes = groups.map(\.count)
        // 1.5 shows the decimal separator: what is neither a digit nor a mark of direction.
        let decimal = 1.5.formatted(FloatingPointFormatStyle<Double>(locale: locale)).unicodeScalars.filter {
            !digits.contains(String($0)) && $0.properties.generalCategory != .format
        }
        self.init(
            digits: digits, separator: separator.isEmpty ? "," : separator,
            primaryGroup: sizes.count > 1 ? sizes[sizes.count - 1] : 99,
            secondaryGroup: sizes.count > 2 ? sizes[sizes.count - 2] : sizes.count > 1 ? sizes[sizes.count - 1] : 99,
            // The fewest digits that are grouped: 1,000 in English, but 1000 and 10 000 in Polish.
            minimumDigits: 1000.formatted(style).count == 4 ? 5 : 4,
            decimalSeparator: decimal.isEmpty ? "." : String(String.UnicodeScalarView(decimal)))
    }
}
