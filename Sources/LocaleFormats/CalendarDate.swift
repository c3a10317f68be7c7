/// A day in one of the calendars the tables write dates in, computed as ICU computes it: year
/// (of its era), month (1-based) and day.
struct CalendarDate: Equatable {
    var era: Int
    var year: Int
    var month: Int
    var day: Int

    /// The day `dayNumber` (days since 1970-01-01) in `calendar` (`gregory`, `buddhist`,
    /// `persian`, `islamic-umalqura`).
    init(dayNumber: Int, calendar: String) {
        switch calendar {
        case "persian": self = Self.persian(dayNumber)
        case "islamic-umalqura": self = Self.umalqura(dayNumber)
        case "buddhist":
            let date = Self.gregorian(dayNumber)
            // The Buddhist era's years run on from 1 BC as 543 BE and on.
            self.init(era: 0, year: (date.era == 0 ? 1 - date.year : date.year) + 543, month: date.month, day: date.day)
        default: self = Self.gregorian(dayNumber)
        }
    }

    init(era: Int, year: Int, month: Int, day: Int) {
        (self.era, self.year, self.month, self.day) = (era, year, month, day)
    }

    /// The Julian day of 1970-01-01.
    static let julianDayOf1970 = 2_440_588

    /// Floor division, as ICU's `ClockMath::floorDivide`.
    static func floorDivide(_ numerator: Int, _ denominator: Int) -> Int {
        numerator >= 0 ? numerator / denominator : (numerator + 1) / denominator - 1
    }

    /// ICU's Gregorian calendar: the Julian one before 1582-10-15; era 0 (BC) for years before 1.
    static func gregorian(_ dayNumber: Int) -> CalendarDate {
        var (year, month, day): (Int, Int, Int)
        if dayNumber >= -141_427 {
            // Howard Hinnant's civil_from_days.
            let z = dayNumber + 719_468
            let era = floorDivide(z, 146_097)
            let dayOfEra = z - era * 146_097
            let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
            let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
            let shifted = (5 * dayOfYear + 2) / 153
            day = dayOfYear - (153 * shifted + 2) / 5 + 1
            month = shifted < 10 ? shifted + 3 : shifted - 9
            year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        } else {
            // The Julian calendar from the Julian day (Richards' algorithm).
            let c = dayNumber + julianDayOf1970 + 32_082
            let d = floorDivide(4 * c + 3, 1461)
            let e = c - floorDivide(1461 * d, 4)
            let m = (5 * e + 2) / 153
            day = e - (153 * m + 2) / 5 + 1
            month = m + 3 - 12 * (m / 10)
            year = d - 4800 + m / 10
        }
        return year >= 1
            ? CalendarDate(era: 1, year: year, month: month, day: day)
            : CalendarDate(era: 0, year: 1 - year, month: month, day: day)
    }

    /// ICU's Persian calendar: the 33-year arithmetic cycle from 1 Farvardin 1 (Julian day 1948320).
    static func persian(_ dayNumber: Int) -> CalendarDate {
        let daysSinceEpoch = dayNumber + julianDayOf1970 - 1_948_320
        let year = 1 + floorDivide(33 * daysSinceEpoch + 3, 12_053)
        let farvardin1 = 365 * (year - 1) + floorDivide(8 * year + 21, 33)
        let dayOfYear = daysSinceEpoch - farvardin1
        let month = dayOfYear < 216 ? dayOfYear / 31 : (dayOfYear - 6) / 30
        let monthStart = month < 7 ? 31 * month : 30 * month + 6
        return CalendarDate(era: 0, year: year, month: month + 1, day: dayOfYear - monthStart + 1)
    }

    /// ICU's Umm al-Qura calendar: its table's years, the Islamic civil arithmetic outside them.
    static func umalqura(_ dayNumber: Int) -> CalendarDate {
        let table = UmmAlQura.table
        if let first = table.monthStarts.first, let last = table.monthStarts.last, (first..<last).contains(dayNumber) {
            // The last month that starts on or before the day.
            var (low, high) = (0, table.monthStarts.count - 1)
            while high - low > 1 {
                let middle = (low + high) / 2
                if table.monthStarts[middle] <= dayNumber { low = middle } else { high = middle }
            }
            return CalendarDate(
                era: 0, year: table.firstYear + low / 12, month: low % 12 + 1,
                day: dayNumber - table.monthStarts[low] + 1)
        }
        return islamicCivil(dayNumber)
    }

    /// ICU's Islamic civil calendar, from Julian day 1948440 (16 July 622).
    static func islamicCivil(_ dayNumber: Int) -> CalendarDate {
        let days = dayNumber + julianDayOf1970 - 1_948_440
        let year = floorDivide(30 * days + 10_646, 10_631)
        func monthStart(_ month: Int) -> Int {
            // ceil(29.5 × month), in whole numbers.
            (59 * month + 1) / 2 + (year - 1) * 354 + floorDivide(3 + 11 * year, 30)
        }
        let yearStart = monthStart(0)
        // ceil((days − 29 − yearStart) / 29.5), at most 11.
        let numerator = 2 * (days - 29 - yearStart)
        var month = numerator >= 0 ? (numerator + 58) / 59 : -((-numerator) / 59)
        month = min(month, 11)
        return CalendarDate(era: 0, year: year, month: month + 1, day: days - monthStart(month) + 1)
    }
}
