"""Which locales the tables hold: the ones the inspector offers, and every language iOS offers,
alone and in its likely region, read from the Swift sources that declare them."""

import pathlib
import re

ROOT = pathlib.Path(__file__).resolve().parents[2]
LOCALE_SOURCES = ROOT / "Sources/LayoutSpec/Locale"

# Tags beyond those: the region variants a test compares with Foundation.
EXTRA = ["de-AT", "fa-AF", "es-US", "fr-BE", "pt-AO", "zh-Hant-HK", "sr-Latn-RS"]


def offered():
    """`LocalePreference.offered`, as written."""
    text = (LOCALE_SOURCES / "LocalePreference.swift").read_text()
    block = re.search(r"static let offered: \[String\] = \[(.*?)\]", text, re.S).group(1)
    return re.findall(r'"([^"]+)"', block)


def likely_regions():
    """`LocaleTag.likelyRegion`: language (and script) to region."""
    text = (LOCALE_SOURCES / "LocaleTag.swift").read_text()
    block = re.search(r"static let likelyRegion: \[String: String\] = \[(.*?)\]", text, re.S).group(1)
    return dict(re.findall(r'"([^"]+)": "([^"]+)"', block))


def base(tag):
    """The tag without its extensions: `ar-SA` of `ar-SA-u-ca-gregory`."""
    return tag.split("-u-")[0].split("-x-")[0]


def english_regions():
    """English in every region ICU has it for: a language without data falls back to English in
    the tag's region (`tlh-DE` to `en-DE`)."""
    import icu

    return {
        locale.toLanguageTag() for locale in icu.Locale.getAvailableLocales().values()
        if locale.getLanguage() == "en" and locale.getCountry() and not locale.getScript() and not locale.getVariant()}


def table_tags():
    """Every tag a table holds, sorted, without extensions."""
    tags = {base(tag) for tag in offered()} | set(EXTRA) | english_regions()
    for language, region in likely_regions().items():
        tags |= {language, f"{language}-{region}"}
    return sorted(tags)
