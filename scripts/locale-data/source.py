"""What the tables are made from: ICU, asked as Foundation asks it.

Each function takes a locale in ICU's form (`ar_SA@calendar=gregorian`) and returns what the
toolchain's Foundation gets from the same call, so the Swift tables write the labels it wrote.
"""

import os

import icu

# The pinned input, named in every generated file's header.
# ICU names its CLDR release in its notes, not its API: ICU 76 carries CLDR 46.
CLDR = {"76.1": "46"}[icu.ICU_VERSION]
# The data ICU reads: its own, or the toolchain's Foundation's that formats.py puts in its place
# (named by LOCALE_DATA_FROM).
INPUT = (
    f"CLDR {CLDR} as ICU {icu.ICU_VERSION} resolves it (the ICU data of "
    f"{os.environ.get('LOCALE_DATA_FROM', 'pyicu-wheels')}, read by pyicu-wheels {icu.VERSION})")

GMT = icu.TimeZone.getGMT()
DAY = 86_400


def locale(identifier):
    """An ICU locale from a BCP 47 tag."""
    return icu.Locale.forLanguageTag(identifier)


def time_pattern(identifier):
    """The pattern of `Date.FormatStyle(time: .shortened)`: the skeleton `jmm`, the hour's
    length kept as the locale writes it (`H:mm`, not the skeleton's `HH:mm`)."""
    tag = locale(identifier)
    # Foundation's hour cycle of a tag without a region is its likely region's (zh-Hant's is
    # Taiwan's 12 hours), where this ICU's would be the language's (its likely subtags are not in
    # the toolchain's data, so the region comes from LocaleTag.likelyRegion).
    if not tag.getCountry():
        import locales

        regions = locales.likely_regions()
        language = "-".join(filter(None, [tag.getLanguage(), tag.getScript()]))
        region = regions.get(language) or regions.get(tag.getLanguage())
        if region:
            keywords = tag.getName()[len(tag.getBaseName()):]
            tag = icu.Locale.createFromName(
                "_".join(filter(None, [tag.getLanguage(), tag.getScript(), region])) + keywords)
    generator = icu.DateTimePatternGenerator.createInstance(tag)
    return generator.getBestPattern("jmm", icu.UDateTimePatternMatchOptions.HOUR_FIELD_LENGTH)


def format_pattern(identifier, pattern, seconds, calendar=None):
    """`seconds` since 1970 in GMT, written with `pattern` in the locale (and `calendar`)."""
    tag = identifier if calendar is None else with_keyword(identifier, "ca", calendar)
    formatter = icu.SimpleDateFormat(pattern, locale(tag))
    formatter.setTimeZone(GMT)
    if calendar is not None:
        formatter.setCalendar(icu.Calendar.createInstance(GMT, locale(tag)))
    return formatter.format(float(seconds))


def with_keyword(identifier, key, value):
    """The tag with `-u-key-value`, replacing the key's value if it had one."""
    base, _, extension = identifier.partition("-u-")
    pairs = extension.split("-") if extension else []
    keys = {pairs[i]: pairs[i + 1] for i in range(0, len(pairs) - 1, 2)}
    keys[key] = value
    return base + "-u-" + "-".join(f"{k}-{v}" for k, v in sorted(keys.items()))


def default_calendar(identifier):
    """`Locale.calendar`'s identifier as `-u-ca-` writes it (`gregory`, `islamic-umalqura`)."""
    kind = icu.Calendar.createInstance(GMT, locale(identifier)).getType()
    return {"gregorian": "gregory"}.get(kind, kind)


def short_date_pattern(identifier, calendar):
    """The `.short` date style's pattern in `calendar`."""
    tag = with_keyword(identifier, "ca", calendar)
    return icu.DateFormat.createDateInstance(icu.DateFormat.SHORT, locale(tag)).toPattern()


def date_symbols(identifier, calendar):
    """The month and era names of `calendar` in the locale."""
    tag = with_keyword(identifier, "ca", calendar)
    return icu.DateFormatSymbols(locale(tag), calendar)


def yesterday(identifier):
    """The relative "yesterday", as a sentence starts it."""
    tag = locale(identifier)
    formatter = icu.RelativeDateTimeFormatter(
        tag, icu.NumberFormat.createInstance(tag), icu.UDateRelativeDateTimeFormatterStyle.LONG,
        icu.UDisplayContext.CAPITALIZATION_FOR_BEGINNING_OF_SENTENCE)
    return formatter.format(icu.UDateDirection.LAST, icu.UDateAbsoluteUnit.DAY)


def weekdays(identifier):
    """The seven stand-alone weekday names (`cccc`), Sunday first."""
    symbols = icu.DateFormatSymbols(locale(identifier))
    return list(symbols.getWeekdays(icu.DateFormatSymbols.STANDALONE, icu.DateFormatSymbols.WIDE))[1:8]


def numbering_system(identifier):
    """The locale's numbering system (`latn`, `arab`, `arabext`)."""
    return icu.NumberingSystem.createInstance(locale(identifier)).getName()


def integer(identifier, value):
    """`value` as `IntegerFormatStyle` writes it."""
    return icu.NumberFormatter.withLocale(locale(identifier)).formatInt(value)


def decimal(identifier, value):
    """`value` as `FloatingPointFormatStyle` writes it."""
    return icu.NumberFormatter.withLocale(locale(identifier)).formatDouble(value)


def own_name(identifier):
    """`Locale.localizedString(forIdentifier:)` of the locale in itself."""
    tag = locale(identifier)
    return tag.getDisplayName(tag)


def display_names(identifier):
    """ICU's display names in the locale, dialects by their own names (`简体中文`)."""
    return icu.LocaleDisplayNames.createInstance(locale(identifier), icu.UDialectHandling.DIALECT_NAMES)


def numbering_digits(identifier):
    """The ten digits of the locale's numbering system, or None when it is not a decimal one."""
    system = icu.NumberingSystem.createInstance(locale(identifier))
    if system.isAlgorithmic() or system.getRadix() != 10:
        return None
    return list(system.getDescription())


# Where the toolchain's ICU (Apple's, in swift-foundation-icu) writes otherwise than upstream
# ICU's code with the same data; the pages were written by the toolchain's.
def apple_time_pattern(identifier, pattern):
    """Traditional Chinese in Taiwan writes the flexible day period (`凌晨`, `中午`) where the
    pattern asks for AM and PM; elsewhere (`zh-Hant`, `zh-Hant-HK`), AM and PM (`上午`)."""
    tag = locale(identifier)
    if not identifier.startswith("zh-Hant") or tag.getCountry() != "TW":
        return pattern
    out, quoted = [], False
    for character in pattern:
        quoted ^= character == "'"
        out.append("B" if character == "a" and not quoted else character)
    return "".join(out)


def apple_own_name(identifier):
    """A language written in a script with a name of its own (`简体中文`) is named by it, the
    region after it: `简体中文（中国大陆）`, not `中文（简体，中国大陆）`."""
    tag = locale(identifier)
    script = tag.getScript()
    if script:
        dialect = display_names(identifier).localeDisplayName(f"{tag.getLanguage()}_{script}")
        plain = icu.Locale(f"{tag.getLanguage()}_{script}").getDisplayName(tag)
        if dialect != plain and not tag.getCountry():
            return dialect
        if dialect != plain:
            without_script = icu.Locale(tag.getLanguage(), tag.getCountry())
            language = icu.Locale(tag.getLanguage()).getDisplayLanguage(tag)
            return without_script.getDisplayName(tag).replace(language, dialect, 1)
    return tag.getDisplayName(tag)


def minus_sign(identifier):
    """What comes before a negative number's digits (`-`, `؜-`, `‎−`)."""
    written = integer(identifier, -1)
    return written[: -len(integer(identifier, 1))]


def umalqura_month_starts(first, last):
    """The day (since 1970) each month of the Umm al-Qura years `first` to `last` begins, and
    the day after the last."""
    calendar = icu.Calendar.createInstance(GMT, locale("ar-SA-u-ca-islamic-umalqura"))
    days = []
    for year in range(first, last + 2):
        for month in range(12):
            calendar.clear()
            calendar.set(year, month, 1)
            days.append(round(calendar.getTime() / DAY))
            if year == last + 1:
                return days
    return days
