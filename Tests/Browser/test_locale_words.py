"""Every language a real iPhone is set to. The date column is written as the spec's locale
writes it (the figures pinned from the toolchain's Foundation in Tests/Fixtures/locale-dates.json, the
same the Swift tests read), counts in its digits, and the Arabic and German examples draw no English
word of the tool's own in any state: read from the page's text and accessible names, not the spec."""
import json
import re

import pytest
from selenium.webdriver.common.by import By

from harness import REPO_ROOT, screenshot, wait_frames
from harness.page import load, settle

PINNED = json.loads((REPO_ROOT / "Tests" / "Fixtures" / "locale-dates.json").read_text(encoding="utf-8"))
EXAMPLES = {name: json.loads((REPO_ROOT / "examples" / f"{name}.json").read_text(encoding="utf-8"))
            for name in ("arabic", "german")}

DATES_JS = "return Array.from(document.querySelectorAll('.mail__date'), (d) => d.textContent)"


def distinct(labels):
    seen = []
    for label in labels:
        if label not in seen:
            seen.append(label)
    return seen


def test_the_date_column_is_written_as_each_locale_writes_it(browser, build_page):
    """The sample mails in en-US, en-GB, de-DE, ar-SA, ar-EG-u-nu-latn, he-IL, ja-JP and hi-IN: the
    labels the page shows are the pinned ones, and their digits are the locale's, by code point."""
    for locale, expected in PINNED["labels"].items():
        load(browser, build_page({"locale": locale}, name=f"locale-{locale}"))
        labels = distinct(browser.execute_script(DATES_JS))
        assert len(labels) == 22, locale
        assert [labels[i] for i in PINNED["positions"]] == expected, locale
        digits = [c for c in "".join(labels) + browser.execute_script(
            "return document.querySelector('[data-caption=\"allMails\"]').textContent") if c.isdecimal()]
        arabic_indic = locale in ("ar-SA",)
        assert digits and all(("\u0660" <= c <= "\u0669") == arabic_indic for c in digits), (locale, digits)
        assert all(c.isascii() for c in digits) != arabic_indic, locale
        assert browser.execute_script("return document.documentElement.dataset.locale") == locale


# The words the tool draws by itself in English, whole words (a test of the spec's own words would
# prove nothing): the captions, the search's counts, the empty states, the dates, the accessible names.
ENGLISH = {
    "mail", "mails", "result", "results", "no", "yesterday", "am", "pm", "unread", "appearance", "automatic",
    "light", "dark", "categories", "copy", "link", "this", "state", "copied", "search", "cancel",
    "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
}

# The text drawn, less the spec's own (titles, senders, subjects, previews, tab titles): what is left
# is the tool's words. A text node counts when its element is rendered (a visually hidden name is).
SCREEN_TEXT_JS = """
const spec = '.mail__from, .mail__subject, .mail__preview, .pill__text, .navbar__title, .large-title, '
  + '.search__cancel-text, .mail-list__state[data-caption] > :not(.mail-list__count), script, style, svg';
const texts = [];
const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
for (let node = walker.nextNode(); node; node = walker.nextNode()) {
  const element = node.parentElement;
  if (element.closest(spec) || !element.checkVisibility()) continue;
  texts.push(node.textContent);
}
for (const element of document.querySelectorAll('[aria-label], [title], [placeholder]')) {
  for (const name of ['aria-label', 'title', 'placeholder']) texts.push(element.getAttribute(name) ?? '');
}
return texts.join('\\n');
"""


def english_words(browser) -> set[str]:
    text = re.sub(r"E-Mails?", "", browser.execute_script(SCREEN_TEXT_JS))  # German for "mail"
    return {word for word in re.findall(r"[A-Za-z]+", text) if word.lower() in ENGLISH}


def type_query(browser, text: str) -> None:
    field = browser.find_element(By.CSS_SELECTOR, ".search__input")
    field.click()
    settle(browser)
    field.clear()
    if text:
        field.send_keys(text)
    wait_frames(browser)
    settle(browser)


@pytest.mark.parametrize("name", ["arabic", "german"])
def test_an_example_draws_no_english_word_in_any_state(browser, build_page, name):
    """All Mails, each category, searching before and after typing, a search that finds nothing, and
    each appearance: no English word of the tool's own, and counts in the locale's digits."""
    spec = EXAMPLES[name]
    load(browser, build_page(spec, name=name))
    assert english_words(browser) == set(), ("all mails", [l for l in browser.execute_script(SCREEN_TEXT_JS).split("\n") if re.search("[A-Za-z]", l)])
    for tab in spec["tabs"]:
        browser.find_element(By.CSS_SELECTOR, f'[data-tab="{tab["id"]}"]').click()
        settle(browser)
        assert english_words(browser) == set(), tab["id"]
    screenshot(browser, f"locale-{name}-category")
    browser.find_element(By.CSS_SELECTOR, f'[data-tab="{spec["tabs"][0]["id"]}"]').click()
    settle(browser)
    type_query(browser, "")
    caption = browser.find_element(By.CSS_SELECTOR, '[data-caption="search"]').text
    assert caption and english_words(browser) == set(), ("searching", caption)
    # Two mails of the first sender's name match a query of one of its words; the count is in words.
    type_query(browser, spec["mails"][0]["from"].split()[0])
    caption = browser.find_element(By.CSS_SELECTOR, '[data-caption="search"]').text
    assert caption and english_words(browser) == set(), ("results", caption)
    screenshot(browser, f"locale-{name}-results")
    type_query(browser, "qqqqzzzz")
    empty = browser.find_element(By.CSS_SELECTOR, '[data-empty="search"]')
    assert empty.is_displayed() and empty.text == spec["strings"]["noResults"]
    assert english_words(browser) == set(), "no results"
    screenshot(browser, f"locale-{name}-no-results")
    browser.find_element(By.CSS_SELECTOR, '[data-part="search-cancel"]').click()
    settle(browser)
    for _ in range(3):
        browser.execute_script("document.querySelector('[data-part=\"appearance\"]').click()")
        label = browser.execute_script(
            "return document.querySelector('[data-part=\"appearance\"]').getAttribute('aria-label')")
        assert label in (spec["strings"][key] for key in ("appearanceAutomatic", "appearanceLight", "appearanceDark"))
    assert english_words(browser) == set(), "appearance"


@pytest.mark.parametrize(("count", "expected"), [
    (0, "لا نتائج"), (1, "نتيجة واحدة"), (2, "نتيجتان"), (3, "٣ نتائج"), (11, "١١ نتيجة"),
])
def test_the_search_count_takes_the_arabic_plural_form(browser, build_page, count, expected):
    """Arabic's plural categories, chosen by CLDR's rules for the count the search finds, its
    digits Arabic-Indic: a query that matches exactly `count` mails of a spec made for it."""
    spec = dict(EXAMPLES["arabic"])
    mail = dict(spec["mails"][0], **{"from": "مطابق"})
    others = [dict(m, **{"from": "آخر", "subject": "-", "preview": ""}) for m in spec["mails"][:1]] * 12
    spec["mails"] = [mail] * count + others
    load(browser, build_page(spec, name=f"arabic-{count}"))
    type_query(browser, "مطابق")
    assert browser.find_element(By.CSS_SELECTOR, '[data-caption="search"]').text == expected
