"""The table families, each a list of records (see swift_table.py) from ICU."""

import source as S

HOUR_CYCLES = {"h11": "K", "h12": "h", "h23": "H", "h24": "k"}
CALENDARS = ["gregory", "buddhist", "persian", "islamic-umalqura"]
PERIOD_LETTERS = "abB"
# 2025-11-21, a Friday: the day the period words are sampled on.
SAMPLE_DAY = 20_413


def hour_cycle(pattern):
    """The hour cycle a time pattern writes (`h12` for `h:mm a`)."""
    for cycle, letter in HOUR_CYCLES.items():
        if letter in strip_quoted(pattern):
            return cycle
    return "h23"


def strip_quoted(pattern):
    """The pattern's field letters, its quoted literals removed."""
    out, quoted = [], False
    for character in pattern:
        if character == "'":
            quoted = not quoted
        elif not quoted:
            out.append(character)
    return "".join(out)


def period_field(pattern):
    """The run of day-period letters in the pattern (`a`, `B`), or None."""
    letters = strip_quoted(pattern)
    for letter in PERIOD_LETTERS:
        if letter in letters:
            return letter * letters.count(letter)
    return None


def time_record(tag, cycle):
    """The short time pattern of `tag` in `cycle` (None: the locale's own), and its 48 day-period
    words: for each hour, at :00 and at :41 (noon and midnight are exact)."""
    identifier = tag if cycle is None else S.with_keyword(tag, "hc", cycle)
    pattern = S.apple_time_pattern(tag, S.time_pattern(identifier))
    field = period_field(pattern)
    words = []
    if field:
        for hour in range(24):
            for minute in (0, 41):
                seconds = (SAMPLE_DAY * 24 + hour) * 3600 + minute * 60
                words.append(S.format_pattern(identifier, field, seconds))
    return pattern, words


def locale_records(tags):
    """tag, own name, default calendar, numbering system, hour cycle, yesterday, weekdays, then
    how the name of the tag with a `-u-` keyword reads: the keyword and the words it adds, in
    turns, and how many characters from the name's end they go (before `)`)."""
    records = []
    for tag in tags:
        pattern, _ = time_record(tag, None)
        name = S.apple_own_name(tag)
        pieces, offsets = [], set()
        if "-u-" not in tag:
            systems = dict.fromkeys(
                [S.numbering_system(tag), "latn", S.numbering_system(S.with_keyword(tag, "nu", "native"))])
            # No `hc`: ICU has no name for the key, and Foundation names no tag with one.
            keywords = [("ca", value) for value in CALENDARS] + [("nu", value) for value in systems]
            for key, value in keywords:
                inserted, offset = insertion(name, S.apple_own_name(S.with_keyword(tag, key, value)))
                pieces += [f"{key}-{value}", inserted]
                offsets.add(offset)
        assert len(offsets) <= 1, (tag, offsets)
        records.append([
            tag, name, S.default_calendar(tag), S.numbering_system(tag), hour_cycle(pattern),
            S.yesterday(tag), S.weekdays(tag), pieces, str(offsets.pop() if offsets else 0)])
    return records


def insertion(name, longer):
    """What `longer` adds to `name`, and how many characters from `name`'s end it goes."""
    prefix = 0
    while prefix < len(name) and name[prefix] == longer[prefix]:
        prefix += 1
    return longer[prefix:len(longer) - (len(name) - prefix)], len(name) - prefix


def time_records(tags):
    """tag, hour cycle (empty: the locale's own), pattern, then the day-period words as 48 letters
    (`0`…`9`, `a`…: which word, each hour at :00 and :41) and the words."""
    records = []
    for tag in tags:
        for cycle in [None, *HOUR_CYCLES]:
            pattern, words = time_record(tag, cycle)
            distinct = list(dict.fromkeys(words))
            assert len(distinct) <= 36
            index = "".join("0123456789abcdefghijklmnopqrstuvwxyz"[distinct.index(word)] for word in words)
            records.append([tag, cycle or "", pattern, index, distinct])
    return records


def date_records(tags):
    """tag, calendar, short date pattern, the month names and era names the pattern writes."""
    records = []
    for tag in tags:
        for calendar in CALENDARS:
            pattern = S.short_date_pattern(tag, calendar)
            letters = strip_quoted(pattern)
            symbols = S.date_symbols(tag, calendar)
            months = []
            for letter in "ML":
                count = letters.count(letter)
                if count >= 3:
                    context = S.icu.DateFormatSymbols.FORMAT if letter == "M" else S.icu.DateFormatSymbols.STANDALONE
                    width = {3: S.icu.DateFormatSymbols.ABBREVIATED, 4: S.icu.DateFormatSymbols.WIDE}.get(
                        count, S.icu.DateFormatSymbols.NARROW)
                    months = list(symbols.getMonths(context, width))
            eras = []
            count = letters.count("G")
            if count:
                # Gregorian years before 1 are BC's; the other calendars count one era.
                samples = [-100_000 * 365, 0] if calendar == "gregory" else [0]
                eras = [S.format_pattern(tag, "G" * count, day * S.DAY, calendar) for day in samples]
            records.append([tag, calendar, pattern, months, eras])
    return records


def number_records(tags):
    """tag, numbering system, digits, group separator, group sizes, fewest grouped digits, decimal
    separator, minus sign: for the locale's own system, `latn` and its native one."""
    records = []
    for tag in tags:
        systems = [S.numbering_system(tag), "latn", S.numbering_system(S.with_keyword(tag, "nu", "native"))]
        for system in dict.fromkeys(systems):
            identifier = S.with_keyword(tag, "nu", system)
            digits = S.numbering_digits(identifier)
            if digits is None:
                continue
            records.append([tag, system] + number_shape(identifier, digits))
    return records


def number_shape(identifier, digits):
    """NumberShape's fields read from ICU's output as NumberShape(locale:) reads Foundation's."""
    groups, separator = [""], ""
    for character in S.integer(identifier, 12_345_678):
        if character in digits:
            groups[-1] += character
        elif groups[-1]:
            groups.append("")
            separator = character
        else:
            separator += character
    sizes = [len(group) for group in groups]
    decimal = "".join(
        character for character in S.decimal(identifier, 1.5)
        if character not in digits and S.icu.Char.charType(character) != S.icu.UCharCategory.FORMAT_CHAR)
    primary = sizes[-1] if len(sizes) > 1 else 99
    secondary = sizes[-2] if len(sizes) > 2 else sizes[-1] if len(sizes) > 1 else 99
    minimum = 5 if len(S.integer(identifier, 1000)) == 4 else 4
    return [digits, separator or ",", str(primary), str(secondary), str(minimum), decimal or ".", S.minus_sign(identifier)]


# The years ICU's Umm al-Qura calendar takes from its table; others are the Islamic civil
# calendar's arithmetic.
UMALQURA_YEARS = (1300, 1600)


def calendar_records():
    """The Umm al-Qura table: its first year and the day it begins, then each year's months as
    twelve letters, `1` for 30 days and `0` for 29."""
    first, last = UMALQURA_YEARS
    starts = S.umalqura_month_starts(first, last)
    lengths = [b - a for a, b in zip(starts, starts[1:])]
    assert set(lengths) <= {29, 30}, lengths
    years = ["".join("1" if length == 30 else "0" for length in lengths[i:i + 12]) for i in range(0, len(lengths), 12)]
    return [["islamic-umalqura", str(first), str(starts[0])] + [years]]
