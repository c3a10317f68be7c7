/// The Umm al-Qura table: the day each month begins, from the table's first year.
struct UmmAlQura {
    var firstYear: Int
    /// Days since 1970 of each month's first day, and of the day after the last month.
    var monthStarts: [Int]

    static let table: UmmAlQura = {
        guard let record = LocaleData.records(LocaleData.calendars("islamic-umalqura")).first,
            record.count == 4, let firstYear = Int(record[1]), let start = Int(record[2])
        else { return UmmAlQura(firstYear: 0, monthStarts: []) }
        var starts = [start]
        for year in LocaleData.items(record[3]) {
            for length in year.utf8 {
                starts.append(starts[starts.count - 1] + (length == UInt8(ascii: "1") ? 30 : 29))
            }
        }
        return UmmAlQura(firstYear: firstYear, monthStarts: starts)
    }()
}
