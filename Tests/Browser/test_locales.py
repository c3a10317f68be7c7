"""Locales: the review board's locale row, `locale=` in a page's link, what long German
words and Japanese text do to the row (fit, or truncate as Mail does), axe in each locale of the
row, and right to left under them. A page is loaded once a test and moved between locales by its
link (the page applies its fragment again on `hashchange`), so each engine pays one load.

What Mail does with a row too narrow (reference §5, §6; SwiftUI's defaults): the sender is one
line cut at its end with an ellipsis, the date is never cut (it takes its width first), the subject
one line with an ellipsis; the list's caption is a `Text` without a line limit, so it wraps and is
never cut.
"""
from __future__ import annotations

import json
import re

import pytest

from harness import PAGE_FORMATS, REPO_ROOT, screenshot, set_viewport, wait_for, wait_frames
from harness.axe_check import violations
from harness.page import load, settle
from test_review_board import build_site, frame_views, open_board
from test_right_to_left import assert_mirrored_all_mails, tap, assert_mirrored_category

EXAMPLES = REPO_ROOT / "examples"
ARABIC = json.loads((EXAMPLES / "arabic.json").read_text(encoding="utf-8"))
GERMAN = json.loads((EXAMPLES / "german.json").read_text(encoding="utf-8"))

# The board's locale row for the default spec (en-US): its own first, by the plain link, then the
# page's other locales (PageWords.boardLocales); each label is the tag and the name in that language.
ROW = [
    ("en-US · English (United States)", "en-US", "tab=allMails&y=0&scheme=auto"),
    ("de-DE · Deutsch (Deutschland)", "de-DE", "tab=allMails&y=0&scheme=auto&locale=de-DE"),
    ("ar-SA · العربية (المملكة العربية السعودية)", "ar-SA", "tab=allMails&y=0&scheme=auto&locale=ar-SA"),
    ("ja-JP · 日本語（日本）", "ja-JP", "tab=allMails&y=0&scheme=auto&locale=ja-JP"),
]
LOCALES = [tag for _, tag, _ in ROW]

ARABIC_INDIC = re.compile("[\u0660-\u0669]")
ASCII_DIGIT = re.compile("[0-9]")

# What the page shows of its locale: <html data-locale>, the dates (and each one's lang), the counts.
SHOWN_JS = """
const root = document.documentElement;
return {locale: root.dataset.locale, lang: root.lang, hash: location.hash,
        dates: Array.from(document.querySelectorAll('.mail__date'), (d) => d.textContent),
        langs: Array.from(document.querySelectorAll('.mail__date'), (d) => d.getAttribute('lang')),
        counts: Array.from(document.querySelectorAll('[data-count]'), (c) => c.textContent)};
"""

FRAME_SHOWN_JS = """
const done = arguments[arguments.length - 1];
const ready = () => {
  if (!document.documentElement.hasAttribute('data-ready')) { requestAnimationFrame(ready); return; }
  requestAnimationFrame(() => done((() => {""" + SHOWN_JS + """})()));
};
ready();
"""


def shown(browser) -> dict:
    return browser.execute_script(SHOWN_JS)


def open_link(browser, fragment: str, locale: str) -> dict:
    """Goes to `#fragment` on the open page and waits until it shows `locale`."""
    browser.execute_script("location.hash = arguments[0]", fragment)
    wait_for(browser, f"document.documentElement.dataset.locale === {json.dumps(locale)}", f"{fragment}: {locale}")
    wait_frames(browser, 2)
    return shown(browser)


def assert_shows(view: dict, locale: str) -> None:
    """The dates and counts are the locale's: by word, and digits by code point."""
    assert view["locale"] == locale, view
    dates, counts = "".join(view["dates"]), "".join(view["counts"])
    assert counts, view
    if locale == "en-US":
        assert "Yesterday" in view["dates"] and ASCII_DIGIT.search(dates), view
    if locale == "de-DE":
        assert "Gestern" in view["dates"], view
        assert not re.search("AM|PM", dates), view
    if locale == "ar-SA":
        assert "أمس" in view["dates"], view
        # Every digit Arabic-Indic, in the dates and in the counts.
        assert ARABIC_INDIC.search(dates) and not ASCII_DIGIT.search(dates), view
        assert ARABIC_INDIC.search(counts) and not ASCII_DIGIT.search(counts), view
    else:
        assert not ARABIC_INDIC.search(dates + counts), view
    if locale == "ja-JP":
        assert "昨日" in view["dates"], view


# ---- The board's row

@pytest.mark.parametrize("page_format", PAGE_FORMATS[:1])
def test_the_boards_locale_row_shows_each_locale(browser, mailsitegen_bin, tmp_path, page_format):
    """One cell a locale, labelled with its tag and its name (in that language), after the
    conditions; each frame shows that locale's dates and counts, and each label's link opens it."""
    site = build_site(mailsitegen_bin, tmp_path, page_format)
    set_viewport(browser, 1400, 960)
    open_board(browser, site)
    cells = browser.execute_script("""
        return Array.from(document.querySelectorAll('.states--locales .state'), (cell) => {
          const heading = cell.querySelector('.state__label');
          return {label: heading.textContent, lang: heading.lang, href: heading.querySelector('a').getAttribute('href'),
                  src: cell.querySelector('iframe').getAttribute('src'), title: cell.querySelector('iframe').title,
                  fragment: cell.querySelector('.state__link').textContent};
        });
    """)
    assert [(c["label"], c["lang"], c["href"]) for c in cells] == [
        (label, tag, "index.html#" + fragment) for label, tag, fragment in ROW]
    assert all(c["src"] == c["href"] and c["fragment"] == "#" + c["href"].split("#")[1]
               and c["title"].replace("\u2068", "").replace("\u2069", "") == "The prototype: " + c["label"]
               for c in cells), cells
    views = frame_views(browser, ".states--locales iframe", FRAME_SHOWN_JS)
    for view, tag in zip(views, LOCALES, strict=True):
        assert_shows(view, tag)
        # The words stay the spec's (English); a date of another language says so.
        assert view["lang"] == "en" and set(view["langs"]) == ({None} if tag == "en-US" else {tag}), view
    browser.execute_script("document.querySelector('.states--locales').scrollIntoView()")
    wait_frames(browser, 3)
    screenshot(browser, "locales-board-row")
    # Each label's link opens its locale, alone.
    for cell, tag in zip(cells, LOCALES):
        load(browser, (site / "index.html").as_uri() + "#" + cell["href"].split("#")[1])
        assert_shows(shown(browser), tag)


@pytest.mark.parametrize("page_format", PAGE_FORMATS[:1])
def test_the_board_with_its_locale_row_is_clean_under_axe(browser, mailsitegen_bin, tmp_path, axe_source,
                                                          page_format):
    """The board with its locale row: its labels' `lang`, headings, links, frames' titles, its text's
    contrast and landmarks (its frames' pages: test_no_violations_in_each_locale_of_the_row)."""
    site = build_site(mailsitegen_bin, tmp_path, page_format)
    open_board(browser, site)
    browser.execute_script(axe_source)
    found = browser.execute_async_script("""
        const done = arguments[arguments.length - 1];
        axe.run(document, {iframes: false, resultTypes: ['violations']})
          .then((r) => done(r.violations.map((v) => [v.id, v.nodes.map((n) => n.target.join(' '))])),
                (e) => done([['axe-error', String(e)]]));
    """)
    assert found == []


# ---- locale= in a page's link

def test_a_locale_link_changes_dates_and_counts_and_back(browser, default_page_url):
    load(browser, default_page_url)
    spec = shown(browser)
    assert_shows(spec, "en-US")
    german = open_link(browser, "locale=de-DE", "de-DE")
    assert_shows(german, "de-DE")
    assert len(german["dates"]) == len(spec["dates"]) and german["dates"] != spec["dates"]
    # The link keeps it as the state changes.
    tap(browser, "transactions")
    assert "locale=de-DE" in browser.execute_script("return location.hash")
    assert_shows(open_link(browser, "tab=transactions&locale=ar-SA", "ar-SA"), "ar-SA")
    tap(browser, "updates")
    assert browser.execute_script("return location.hash").endswith("locale=ar-SA")
    # Back to no locale: the spec's labels, counts and lang as built.
    back = open_link(browser, "tab=allMails", "en-US")
    assert (back["dates"], back["langs"], back["counts"]) == (spec["dates"], spec["langs"], spec["counts"])
    assert "locale" not in back["hash"]
    # An unknown locale, or one the page does not carry, is ignored (and not written back).
    for unknown in ("xx-YY", "de-AT", "<b>"):
        assert_shows(open_link(browser, "locale=de-DE", "de-DE"), "de-DE")
        browser.execute_script("location.hash = arguments[0]", "tab=primary&locale=" + unknown)
        wait_for(browser, "document.documentElement.dataset.activeTab === 'primary'", unknown)
        wait_frames(browser, 2)
        view = shown(browser)
        assert (view["locale"], view["dates"], view["counts"]) == ("en-US", spec["dates"], spec["counts"]), unknown
        assert "locale" not in view["hash"], unknown


# ---- Fit and truncation, measured

ROWS_JS = """
const box = (e) => { const r = e.getBoundingClientRect(); return {left: r.left, right: r.right, width: r.width}; };
const drawn = (e) => { const r = document.createRange(); r.selectNodeContents(e); return r.getBoundingClientRect().width; };
const style = (e) => { const s = getComputedStyle(e); return {overflow: s.overflowX, wrap: s.whiteSpace,
  cut: s.textOverflow}; };
// The lines a text is drawn on: a fragment below all before it starts one (fragments of one line
// in two fonts, CJK and Latin digits, have different tops).
const lines = (e) => { const r = document.createRange(); r.selectNodeContents(e);
  let count = 0, bottom = -Infinity;
  for (const box of Array.from(r.getClientRects()).sort((a, b) => a.top - b.top)) {
    if (box.top >= bottom - 1) count += 1;
    bottom = Math.max(bottom, box.bottom);
  }
  return count; };
const rows = Array.from(document.querySelectorAll('[data-part="mail"]'))
  .filter((row) => row.getBoundingClientRect().height > 0).map((row) => {
    const header = row.querySelector('.mail__header'), from = row.querySelector('.mail__from');
    const date = row.querySelector('.mail__date'), subject = row.querySelector('.mail__subject');
    return {text: from.textContent, header: box(header), gap: parseFloat(getComputedStyle(header).columnGap),
            from: {...box(from), ...style(from), scroll: from.scrollWidth, client: from.clientWidth},
            date: {...box(date), ...style(date), scroll: date.scrollWidth, client: date.clientWidth,
                   drawn: drawn(date), label: date.textContent},
            subject: {...style(subject), scroll: subject.scrollWidth, client: subject.clientWidth}};
  });
const caption = Array.from(document.querySelectorAll('[data-part="caption"] [data-caption]'))
  .find((c) => c.getBoundingClientRect().height > 0);
const list = document.querySelector('[data-part="caption"]');
return {rows, caption: {text: caption.textContent, ...style(list), scroll: list.scrollWidth, client: list.clientWidth,
        lines: lines(caption)},
        page: document.documentElement.scrollWidth <= document.documentElement.clientWidth};
"""


def measure_rows(browser) -> dict:
    return browser.execute_script(ROWS_JS)


def assert_fits_or_truncates_as_mail(measured: dict, where: str) -> int:
    """Every visible row and the caption as Mail draws them; returns how many senders were cut."""
    cut = 0
    assert measured["page"], f"{where}: the page scrolls sideways"
    for row in measured["rows"]:
        date, sender, header = row["date"], row["from"], row["header"]
        what = f"{where}: {row['text']!r} / {date['label']!r}"
        # The date is never cut: drawn whole, inside the row.
        assert date["drawn"] <= date["width"] + 0.5 and date["scroll"] <= date["client"], (what, date)
        assert header["left"] - 0.5 <= date["left"] and date["right"] <= header["right"] + 0.5, (what, date, header)
        # The sender and the subject: one line, cut with an ellipsis.
        for part in (sender, row["subject"]):
            assert (part["overflow"], part["wrap"], part["cut"]) == ("hidden", "nowrap", "ellipsis"), (what, part)
        if sender["scroll"] > sender["client"]:
            cut += 1
            # Cut only because the date took its width: the sender fills the rest of the row.
            assert sender["width"] + row["gap"] + date["width"] == pytest.approx(header["width"], abs=1), (what, row)
    caption = measured["caption"]
    # The caption wraps, never cut.
    assert caption["wrap"] not in ("nowrap", "pre") and caption["cut"] == "clip", (where, caption)
    assert caption["scroll"] <= caption["client"], (where, caption)
    return cut


JAPANESE = {
    **GERMAN,
    "title": "すべての受信トレイ", "language": "ja", "locale": "ja-JP",
    "description": "iOS 18 のメールのカテゴリバーの試作。",
    "tabs": [
        {"id": "primary", "title": "メイン", "symbol": "person", "color": "blue"},
        {"id": "transactions", "title": "取引", "symbol": "cart", "color": "green"},
        {"id": "updates", "title": "最新情報", "symbol": "text.bubble", "color": "indigo"},
        {"id": "promotions", "title": "プロモーション", "symbol": "megaphone", "color": "pink"},
    ],
    "allMails": {"title": "すべてのメール", "symbol": "tray"},
    "search": {"placeholder": "検索", "cancelTitle": "キャンセル"},
    "strings": {"allMailsCaption": "{title} {count}", "categoryCaption": "{title}のメール {count}"},
    "mails": [
        {**mail, "from": sender, "subject": subject, "preview": "ご確認のほどよろしくお願いいたします。"}
        for mail, (sender, subject) in zip(GERMAN["mails"], [
            ("山田花子", "金曜日の夕食について"),
            ("北風銀行カスタマーサポートセンター東京本店", "カード決済（4,820円）が承認されました"),
            ("佐藤健", "Re: 第4四半期の計画、第四稿"),
            ("毛糸の家 シュトゥットガルト店", "最終日：冬物衣料30%オフ"),
            ("宅配便", "お荷物は配達中です"),
            ("ホフマン・レナ", "旅行の写真"),
            ("週刊潮の満ち引き", "今週号：夜行列車の静かな復活"),
            ("市営電力", "11月分の電気料金"),
            ("市立図書館", "ご予約の本がご用意できました"),
            ("広場の週末市場", "週末のお得情報：新鮮な野菜"),
            ("ベッカー・ヨナス", "土曜日のキックオフ時刻"),
        ])
    ],
}
SPECS = {"german": GERMAN, "japanese": JAPANESE}


@pytest.mark.parametrize("page_format", PAGE_FORMATS[:1])
@pytest.mark.parametrize("example", SPECS)
def test_long_words_and_other_scripts_fit_or_truncate_as_mail_does(browser, build_page, example, page_format):
    """examples/german.json and a Japanese spec in each locale of the board's row, at the default
    text size and at xxxLarge (the largest before the date moves under the sender), in All Mails
    and in a category (the longest caption): measured, row by row."""
    spec = SPECS[example]
    load(browser, build_page(spec, example))
    own = spec["locale"]
    cut = {}
    for size in ("large", "xxxLarge"):
        for tag in [own] + [tag for tag in LOCALES if tag != own]:
            for tab in ("allMails", "transactions"):
                go(browser, f"tab={tab}&text={size}" + ("" if tag == own else f"&locale={tag}"),
                   locale=tag, textSize=size, activeTab=tab)
                measured = measure_rows(browser)
                assert measured["rows"], (size, tag, tab)
                cut[size, tag, tab] = assert_fits_or_truncates_as_mail(measured, f"{example} {size} {tag} {tab}")
                if size == "large" and tab == "transactions":
                    # The category's caption ("TRANSAKTIONEN-E-MAILS 2") fits one line at the default size.
                    assert measured["caption"]["lines"] == 1, measured["caption"]
                if tab == "allMails" and tag in (own, "ja-JP"):
                    screenshot(browser, f"locales-{example}-{size}-{tag}")
    # The measurement saw both: senders that fit and senders cut, more of them at xxxLarge, in
    # every locale; German's long names still fit at the default size.
    print(example, cut)
    for (size, tag, tab), count in cut.items():
        if size == "large":
            assert count <= cut["xxxLarge", tag, tab], cut
        elif tab == "allMails":
            assert cut["large", tag, tab] < count < len(spec["mails"]), cut
    if example == "german":
        assert all(count == 0 for (size, _, _), count in cut.items() if size == "large"), cut


def go(browser, fragment: str, **shown_: str) -> None:
    """Goes to `#fragment` on the open page and waits until <html>'s data attributes say so, and
    for what moved to settle."""
    browser.execute_script("location.hash = arguments[0]", fragment)
    condition = " && ".join(f"document.documentElement.dataset.{key} === {json.dumps(value)}"
                            for key, value in shown_.items())
    wait_for(browser, condition, fragment)
    settle(browser)


# ---- axe and right to left in each locale of the row

@pytest.mark.parametrize("page_format", PAGE_FORMATS[:1])
def test_no_violations_in_each_locale_of_the_row(browser, build_page, axe_source, page_format):
    """The default page and examples/german.json in each locale of the board's row, at All Mails
    and searching (the count the script writes in the locale's digits)."""
    for name, spec in (("default", {}), ("german", GERMAN)):
        load(browser, build_page(spec, name))
        own = spec.get("locale", "en-US")
        for tag in LOCALES:
            open_link(browser, "tab=allMails" + ("" if tag == own else f"&locale={tag}"), tag)
            assert violations(browser, axe_source) == [], (name, tag)
            open_link(browser, "tab=allMails&q=a" + ("" if tag == own else f"&locale={tag}"), tag)
            wait_for(browser, "'searchActive' in document.documentElement.dataset", "searching")
            settle(browser)
            assert violations(browser, axe_source) == [], (name, tag, "searching")


@pytest.mark.parametrize("page_format", PAGE_FORMATS[:1])
def test_the_arabic_example_mirrors_in_each_locale_of_the_row(browser, build_page, axe_source, page_format):
    """examples/arabic.json (ar-SA) opened in each locale of the row stays right to left as
    reference §6 says: the pills, the rows (the date at the left, whatever its script), a category;
    and axe finds nothing."""
    load(browser, build_page(ARABIC, "arabic"))
    for tag in ["ar-SA"] + [tag for tag in LOCALES if tag != "ar-SA"]:
        go(browser, "tab=allMails" + ("" if tag == "ar-SA" else f"&locale={tag}"), locale=tag, activeTab="allMails")
        assert_shows(shown(browser), tag)
        assert browser.execute_script("return [document.documentElement.dir, document.documentElement.lang]") == [
            "rtl", "ar"]
        assert_mirrored_all_mails(browser)
        rows = browser.execute_script("""
            return Array.from(document.querySelectorAll('[data-part="mail"]'), (row) => {
              const r = (s) => row.querySelector(s).getBoundingClientRect();
              return {row: r('.mail__header').left, from: r('.mail__from').left, date: r('.mail__date').right,
                      dateLeft: r('.mail__date').left};
            }).filter((row) => row.from !== 0);
        """)
        assert rows and all(row["date"] <= row["from"] + 0.5 and row["dateLeft"] == pytest.approx(row["row"], abs=0.5)
                            for row in rows), (tag, rows)
        assert violations(browser, axe_source) == [], tag
        tap(browser, "transactions")
        assert_mirrored_category(browser, "transactions")
        assert f"locale={tag}" in browser.execute_script("return location.hash") or tag == "ar-SA"
        screenshot(browser, f"locales-arabic-{tag}")
