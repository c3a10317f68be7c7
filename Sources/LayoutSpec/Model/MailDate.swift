/// A mail's date as ISO 8601 (`2026-11-28`, `2026-11-28T09:41`, `2026-11-28T09:41:00Z`,
/// `2026-11-28T09:41:00+01:00`). The page shows the wall-clock time as written, so output
/// never depends on the machine's time zone or locale.
public struct MailDate: Sendable, Equatable, Comparable, CustomStringConvertible {
    public var year: Int
    public var month: Int
    public var day: Int
    public var hour: Int
    public var minute: Int
    public var second: Int
    /// Minutes east of UTC, when the text gives a zone.
    public var utcOffsetMinutes: Int?
    /// The text as written in the spec.
    public var description: String

    /// A date without a zone, for samples written in code.
    public init(year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0) {
        (self.year, self.month, self.day, self.hour, self.minute, second) = (year, month, day, hour, minute, 0)
        utcOffsetMinutes = nil
        description =
            "\(year)-\(Self.twoDigits(month))-\(Self.twoDigits(day))T\(Self.twoDigits(hour)):\(Self.twoDigits(minute)):00"
    }

    static func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }

    public init?(_ text: String) {
        let scalars = Array(text.unicodeScalars)
        func number(_ range: Range<Int>) -> Int? {
            guard range.upperBound <= scalars.count else { return nil }
            var value = 0
            for scalar in scalars[range] {
                guard ("0"..."9").contains(scalar) else { return nil }
                value = value * 10 + Int(scalar.value - 48)
            }
            return value
        }
        func character(_ index: Int) -> Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

        guard let year = number(0..<4), character(4) == "-", let month = number(5..<7), character(7) == "-",
            let day = number(8..<10)
        else { return nil }
        (self.year, self.month, self.day, self.description) = (year, month, day, text)
        (hour, minute, second, utcOffsetMinutes) = (0, 0, 0, nil)
        var index = 10
        if index < scalars.count {
            guard character(10) == "T" || character(10) == " ", let hour = number(11..<13), character(13) == ":",
                let minute = number(14..<16)
            else { return nil }
            (self.hour, self.minute) = (hour, minute)
            index = 16
            if character(16) == ":" {
                guard let second = number(17..<19) else { return nil }
                self.second = second
                index = 19
                if character(19) == "." {
                    index = 20
                    while let scalar = character(index), ("0"..."9").contains(scalar) { index += 1 }
                }
            }
            if character(index) == "Z" {
                utcOffsetMinutes = 0
                index += 1
            } else if let sign = character(index), sign == "+" || sign == "-" {
                guard let hours = number((index + 1)..<(index + 3)), character(index + 3) == ":",
                    let minutes = number((index + 4)..<(index + 6)), hours < 24, minutes < 60
                else { return nil }
                utcOffsetMinutes = (sign == "-" ? -1 : 1) * (hours * 60 + minutes)
                index += 6
            }
        }
        guard index == scalars.count, (1...12).contains(month), (1...Self.daysIn(month, of: year)).contains(day),
            hour < 24, minute < 60, second < 60
        else { return nil }
    }

    static func daysIn(_ month: Int, of year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days since 1970-01-01 of the written calendar date (Howard Hinnant's algorithm).
    public var dayNumber: Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// 0 = Sunday … 6 = Saturday.
    public var weekday: Int { ((dayNumber % 7) + 11) % 7 }

    /// Seconds since 1970 in UTC, for ordering (a date without a zone counts as UTC).
    public var instant: Int {
        ((dayNumber * 24 + hour) * 60 + minute - (utcOffsetMinutes ?? 0)) * 60 + second
    }

    public static func < (lhs: MailDate, rhs: MailDate) -> Bool { lhs.instant < rhs.instant }
}
