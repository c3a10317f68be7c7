import LayoutSpec

/// The list's labels, a locale's number shape and its own name, written from the generated
/// tables (`LocaleData`) in plain Swift, as ICU writes them.
struct TableFormats: Sendable {
    /// The table's tag the formats come from (`de-AT`, `en-US`): the requested tag without its
    /// extensions, or the nearest the tables hold.
    let tag: String
    let calendar: String
    let numbering: String
    let ownName: String?
    let yesterday: String
    let weekdays: [String]
    let timePattern: String
    let periodIndex: [Character]
    let periodWords: [String]
    let datePattern: String
    let months: [String]
    let eras: [String]
    let numbers: NumberShape
    /// Before a negative year's digits (`-`, `؜-`, `‎−`).
    let minusSign: String

    /// The calendars and hour cycles the tables hold.
    static let calendars: Set<String> = ["gregory", "buddhist", "persian", "islamic-umalqura"]
    static let hourCycles: Set<String> = ["h11", "h12", "h23", "h24"]

    /// The formats of `tag`, of the nearest tag the tables hold, or `en-US`'s when they hold
    /// nothing of its language.
    init(_ requested: LocaleTag) {
        let keywords = Self.keywords(of: requested.text)
        let tag = Self.tableTag(for: requested) ?? "en-US"
        self.tag = tag
        let locale = LocaleData.records(LocaleData.locales(tag)).first ?? []
        func field(_ index: Int) -> Substring { index < locale.count ? locale[index] : "" }
        let calendar = keywords["ca"].flatMap { Self.calendars.contains($0) ? $0 : nil } ?? String(field(2))
        let numbering =
            keywords["nu"].flatMap { LocaleData.record(LocaleData.numbers(tag), key: $0) == nil ? nil : $0 }
            ?? String(field(3))
        (self.calendar, self.numbering) = (calendar, numbering)
        ownName =
            LocaleData.records(LocaleData.locales(requested.text)).first.flatMap { $0.count > 1 ? String($0[1]) : nil }
            ?? Self.ownName(of: requested, keywords: keywords, tag: tag, name: field(1), pieces: field(7), at: field(8))
        yesterday = String(field(5))
        weekdays = LocaleData.items(field(6))
        let cycle = keywords["hc"].flatMap { Self.hourCycles.contains($0) ? $0 : nil } ?? ""
        let time = LocaleData.record(LocaleData.times(tag), key: cycle) ?? []
        timePattern = time.count > 2 ? String(time[2]) : "HH:mm"
        periodIndex = time.count > 3 ? Array(time[3]) : []
        periodWords = time.count > 4 ? LocaleData.items(time[4]) : []
        let date = LocaleData.record(LocaleData.dates(tag), key: calendar) ?? []
        datePattern = date.count > 2 ? String(date[2]) : "y-MM-dd"
        months = date.count > 3 ? LocaleData.items(date[3]) : []
        eras = date.count > 4 ? LocaleData.items(date[4]) : []
        let number = LocaleData.record(LocaleData.numbers(tag), key: numbering) ?? []
        numbers =
            number.count == 9
            ? NumberShape(
                digits: LocaleData.items(number[2]), separator: String(number[3]), primaryGroup: Int(number[4]) ?? 3,
                secondaryGroup: Int(number[5]) ?? 3, minimumDigits: Int(number[6]) ?? 4,
                decimalSeparator: String(number[7]))
            : NumberShape()
        minusSign = number.count == 9 ? String(number[8]) : "-"
    }

    /// The name of `requested` in its own language when the tables hold its language, script and
    /// region as `tag`: `name`, with the words each of its `-u-` keywords adds
    /// (`English (United States, Calendar=Persian Calendar)`), keys in ICU's order; nil for a tag
    /// with other parts, or a keyword the tables do not name.
    static func ownName(
        of requested: LocaleTag, keywords: [String: String], tag: String, name: Substring, pieces: Substring,
        at offset: Substring
    ) -> String? {
        let base = requested.text.lowercased().beforeExtensions
        guard base == tag.lowercased(), !name.isEmpty else { return nil }
        guard !keywords.isEmpty else { return String(name) }
        let items = LocaleData.items(pieces)
        var words: [String: String] = [:]
        for index in stride(from: 0, to: items.count - 1, by: 2) { words[items[index]] = items[index + 1] }
        var inserted = ""
        for key in keywords.keys.sorted() {
            guard let value = keywords[key], let piece = words["\(key)-\(value)"] else { return nil }
            inserted += piece
        }
        // A name without parentheses takes one keyword's own (`English (Calendar=…)`), not two.
        let fromEnd = Int(offset) ?? 0
        guard fromEnd > 0 || keywords.count == 1, fromEnd <= name.count else { return nil }
        let point = name.index(name.endIndex, offsetBy: -fromEnd)
        return String(name[..<point]) + inserted + String(name[point...])
    }

    /// The `-u-` keywords of a tag: `["ca": "gregory"]` of `ar-SA-u-ca-gregory`.
    static func keywords(of text: String) -> [String: String] {
        let subtags = text.lowercased().split(separator: "-").map(String.init)
        guard let start = subtags.firstIndex(of: "u") else { return [:] }
        var keywords: [String: String] = [:]
        var key: String?
        for subtag in subtags[(start + 1)...] {
            if subtag.count == 1 { break }
            if subtag.count == 2 {
                key = subtag
                keywords[subtag] = ""
            } else if let key {
                keywords[key] = keywords[key, default: ""].isEmpty ? subtag : keywords[key, default: ""] + "-" + subtag
            }
        }
        return keywords
    }

    /// The nearest tag the tables hold: language, script and region; language and region;
    /// language and script; the language.
    static func tableTag(for tag: LocaleTag) -> String? {
        let candidates = [
            [tag.language, tag.script, tag.region], [tag.language, tag.region], [tag.language, tag.script],
            [tag.language],
        ]
        return candidates.map { $0.compactMap { $0 }.joined(separator: "-") }.first { LocaleData.locales($0) != nil }
    }

    /// The time of day as the locale shortens it.
    func time(hour: Int, minute: Int) -> String {
        format(timePattern) { letter, count in
            switch letter {
            case "H": pad(hour, count)
            case "k": pad(hour == 0 ? 24 : hour, count)
            case "h": pad(hour % 12 == 0 ? 12 : hour % 12, count)
            case "K": pad(hour % 12, count)
            case "m": pad(minute, count)
            case "a", "b", "B": period(hour: hour, minute: minute)
            default: nil
            }
        }
    }

    /// The day-period word the tables sampled for the hour, at :00 or after.
    private func period(hour: Int, minute: Int) -> String {
        let slot = hour * 2 + (minute == 0 ? 0 : 1)
        guard slot < periodIndex.count, let index = periodIndex[slot].base36,
            index < periodWords.count
        else { return "" }
        return periodWords[index]
    }

    /// The short date of `dayNumber` in the locale's calendar.
    func shortDate(dayNumber: Int) -> String {
        let date = CalendarDate(dayNumber: dayNumber, calendar: calendar)
        return format(datePattern) { letter, count in
            switch letter {
            case "y": count == 2 ? pad(date.year % 100, 2) : pad(date.year, count)
            case "M", "L": count >= 3 ? name(months, date.month - 1) : pad(date.month, count)
            case "d": pad(date.day, count)
            case "G": name(eras, calendar == "gregory" ? date.era : 0)
            default: nil
            }
        }
    }

    private func name(_ names: [String], _ index: Int) -> String { index < names.count ? names[index] : "" }

    /// `value` in the locale's digits, at least `count` of them.
    private func pad(_ value: Int, _ count: Int) -> String {
        let plain = String(value.magnitude)
        let padded = String(repeating: "0", count: max(0, count - plain.count)) + plain
        let digits = padded.map { character in
            guard let digit = character.wholeNumberValue, digit < numbers.digits.count else { return String(character) }
            return numbers.digits[digit]
        }.joined()
        return value < 0 ? minusSign + digits : digits
    }
}

extension String {
    /// The subtags before a tag's extensions and private use: `en-us` of `en-us-u-ca-persian`.
    fileprivate var beforeExtensions: String {
        let subtags = split(separator: "-")
        let end = subtags.firstIndex { $0.count == 1 } ?? subtags.endIndex
        return subtags[..<end].joined(separator: "-")
    }
}

extension Character {
    /// `0`…`9`, `a`…`z` as 0…35: an index the tables write as one letter.
    fileprivate var base36: Int? {
        guard isASCII, let value = asciiValue else { return nil }
        switch value {
        case 48...57: return Int(value) - 48
        case 97...122: return Int(value) - 87
        default: return nil
        }
    }
}
