"""§6 Right-to-left: under dir="rtl" the screen mirrors as SwiftUI mirrors it. The categories start
at the right, the overlap and the ring mirror, All Mails sits left of them and slides in from the
left, every translation of the spring moves toward the trailing side (the left); the magnifier,
Cancel, the unread dot and the date swap sides. Read in page coordinates (left is left), so a page
that does not mirror, or mirrors its layout but not its motion, fails."""
import json

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from harness import REPO_ROOT, screenshot, seek_animations, set_viewport, wait_frames
from harness.page import active_tab, load, pills, settle

CATEGORIES = ["primary", "transactions", "updates", "promotions"]
PADDING, OVERLAP, GAP, RING, ENTRY = 15, 15, 8, 3, 200

EDGES_JS = """
const box = (selector) => {
  const element = document.querySelector(selector);
  if (!element) return null;
  const r = element.getBoundingClientRect();
  return {left: r.left, right: r.right, top: r.top, bottom: r.bottom, width: r.width};
};
return Object.fromEntries(arguments[0].map((selector) => [selector, box(selector)]));
"""


def boxes(browser, *selectors: str) -> dict[str, dict]:
    return browser.execute_script(EDGES_JS, list(selectors))


def width(browser) -> float:
    return browser.execute_script("return document.documentElement.clientWidth")


def tap(browser, tab_id: str) -> None:
    browser.find_element(By.CSS_SELECTOR, f'[data-tab="{tab_id}"]').click()
    settle(browser)


# A plain object: a DOMRect does not cross WebDriver BiDi (Firefox) as a dictionary.
PLAIN_RECT_JS = """
const plain = (e) => { const r = e.getBoundingClientRect(); return {left: r.left, right: r.right, top: r.top,
  bottom: r.bottom, width: r.width}; };
"""

CAPS_JS = PLAIN_RECT_JS + """
return Array.from(document.querySelectorAll('[role=tab]'), (pill) => {
  const r = (s) => plain(pill.querySelector(s));
  return {pill: plain(pill), start: r('.shape [data-cap="start"]'), end: r('.shape [data-cap="end"]')};
});
"""


def assert_caps_mirrored(browser) -> None:
    """Each pill's shape is drawn where its box is, its start cap at the right, its end cap at the left."""
    for each in browser.execute_script(CAPS_JS):
        assert each["start"]["right"] == pytest.approx(each["pill"]["right"], abs=0.5)
        assert each["end"]["left"] == pytest.approx(each["pill"]["left"], abs=0.5)
        assert each["end"]["right"] <= each["start"]["left"] + 1


def assert_mirrored_all_mails(browser) -> None:
    state = pills(browser)
    right = width(browser)
    categories = [state[c] for c in CATEGORIES]
    # The HStack starts at the right, inside the row's padding.
    assert categories[0]["right"] == pytest.approx(right - PADDING, abs=0.5)
    # Each category lies left of the one before it, overlapping it by 15 (spacing -15).
    for before, after in zip(categories, categories[1:]):
        assert after["right"] < before["right"]
        assert before["left"] - after["right"] == pytest.approx(-OVERLAP, abs=0.5)
    # The ring is outset at the pill's start, its right: the later pill's ring cuts the earlier one.
    for pill in categories:
        assert pill["ring"]["right"] == pytest.approx(pill["right"] + RING, abs=0.5)
    assert_caps_mirrored(browser)
    all_mails = state["allMails"]
    assert all_mails["displayed"]
    assert categories[-1]["left"] - all_mails["right"] == pytest.approx(GAP, abs=0.5)
    assert all_mails["left"] >= PADDING - 0.5


def assert_mirrored_category(browser, selected: str) -> None:
    state = pills(browser)
    right = width(browser)
    ordered = [state[c] for c in CATEGORIES]
    assert ordered[0]["right"] == pytest.approx(right - PADDING, abs=0.5)
    for before, after in zip(ordered, ordered[1:]):
        assert before["left"] - after["right"] == pytest.approx(GAP, abs=0.5)
    assert ordered[-1]["left"] >= PADDING - 0.5
    assert not state["allMails"]["displayed"]
    assert_caps_mirrored(browser)
    # The title sits at the icon's left (trailing), drawn whole: its box from the text's left to the icon.
    title = browser.execute_script(
        PLAIN_RECT_JS + """
        const pill = document.querySelector(`[data-tab='${arguments[0]}']`);
        const r = (s) => plain(pill.querySelector(s));
        return {icon: r('.pill__icon'), label: r('.pill__label'), text: r('.pill__text')};
        """,
        selected,
    )
    assert title["label"]["right"] == pytest.approx(title["icon"]["left"], abs=0.5)
    assert title["text"]["left"] == pytest.approx(title["label"]["left"], abs=0.5)
    assert title["label"]["width"] > 30


@pytest.fixture
def rtl_page(default_page_url) -> str:
    return default_page_url + "#dir=rtl"


def test_a_link_mirrors_the_page(browser, rtl_page):
    load(browser, rtl_page)
    assert browser.execute_script("return getComputedStyle(document.documentElement).direction") == "rtl"
    assert browser.execute_script("return document.documentElement.dir") == "rtl"
    assert_mirrored_all_mails(browser)
    screenshot(browser, "rtl-all-mails")
    tap(browser, "transactions")
    assert_mirrored_category(browser, "transactions")
    screenshot(browser, "rtl-transactions")
    tap(browser, "updates")
    assert_mirrored_category(browser, "updates")
    tap(browser, "updates")
    assert active_tab(browser) == "allMails"
    assert_mirrored_all_mails(browser)
    # The link keeps the direction it was opened with: it differs from the page's.
    assert "dir=rtl" in browser.current_url


# The pill opening (transactions), its title, and All Mails, while the spring plays.
MOTION_JS = """
(() => {
  const r = (e) => e.getBoundingClientRect();
  const pill = document.querySelector('[data-tab="transactions"]');
  const allMails = document.querySelector('[data-tab="allMails"]');
  return {
    endCap: r(pill.querySelector('.shape [data-cap="end"]')).left,
    startCap: r(pill.querySelector('.shape [data-cap="start"]')).right,
    labelLeft: r(pill.querySelector('.pill__label')).left,
    textLeft: r(pill.querySelector('.pill__text')).left,
    textRight: r(pill.querySelector('.pill__text')).right,
    iconLeft: r(pill.querySelector('.pill__icon')).left,
    allMailsX: new DOMMatrixReadOnly(getComputedStyle(allMails).transform).m41,
  };
})()
"""

TIMES = [0, 40, 80, 120, 200]


def test_the_spring_moves_toward_the_left(browser, rtl_page):
    load(browser, rtl_page)
    settle(browser)
    start = pills(browser)["transactions"]
    samples = dict(seek_animations(
        browser, "document.querySelector('[data-tab=\"transactions\"]').click()", MOTION_JS, TIMES))
    first, early, later, end = samples[0], samples[40], samples[80], samples[200]
    # The pill widens toward the left: its end cap (its left) moves left, from where it was drawn.
    assert first["endCap"] == pytest.approx(start["left"], abs=1)
    assert early["endCap"] < first["endCap"] - 1
    assert later["endCap"] < early["endCap"]
    # Its title opens to the left of the icon: the text stays beside the icon while the box that
    # clips it slides left over it, showing more of it.
    for t in TIMES:
        assert samples[t]["textRight"] <= samples[t]["iconLeft"] + 1, t
    shown = {t: max(0, samples[t]["textRight"] - max(samples[t]["labelLeft"], samples[t]["textLeft"])) for t in TIMES}
    assert shown[0] == pytest.approx(0, abs=1)
    assert shown[0] < shown[40] < shown[80]
    assert early["labelLeft"] < first["labelLeft"] and later["labelLeft"] < early["labelLeft"]
    # All Mails slides out to the left (.transition(.offset(x:)) toward the trailing side).
    assert first["allMailsX"] == pytest.approx(0, abs=1)
    assert early["allMailsX"] < -1 and later["allMailsX"] < early["allMailsX"]
    assert end["allMailsX"] < -0.75 * ENTRY
    settle(browser)
    assert_mirrored_category(browser, "transactions")

    # Back to All Mails: it slides in from the left.
    samples = dict(seek_animations(
        browser, "document.querySelector('[data-tab=\"transactions\"]').click()", MOTION_JS, TIMES))
    assert samples[0]["allMailsX"] == pytest.approx(-ENTRY, abs=1)
    assert samples[40]["allMailsX"] > samples[0]["allMailsX"]
    assert -0.25 * ENTRY < samples[200]["allMailsX"] < 0.1 * ENTRY
    settle(browser)
    assert_mirrored_all_mails(browser)


def test_search_mirrors(browser, rtl_page):
    load(browser, rtl_page)
    cancel_x = seek_animations(
        browser, "document.querySelector('.search__input').focus()",
        "document.querySelector('[data-part=\"search-cancel\"]').getBoundingClientRect().left", [0, 60, 400])
    settle(browser)
    selectors = [".search__field", ".search__glass", ".search__input", '[data-part="search-cancel"]']
    parts = boxes(browser, *selectors)
    field, glass, field_input, cancel = (parts[s] for s in selectors)
    # Cancel at the left of the field, slid in from the left; the magnifier at the field's right.
    assert cancel["right"] <= field["left"] + 0.5
    assert cancel["left"] >= 0
    assert cancel_x[0][1] < cancel_x[1][1] < cancel_x[2][1] + 0.5
    assert cancel_x[2][1] == pytest.approx(cancel["left"], abs=1)
    assert glass["left"] >= field_input["right"] - 0.5
    assert field["right"] == pytest.approx(width(browser) - 16, abs=0.5)
    screenshot(browser, "rtl-searching")
    browser.find_element(By.CSS_SELECTOR, '[data-part="search-cancel"]').click()
    settle(browser)
    parts = boxes(browser, ".search__field")
    assert parts[".search__field"]["left"] == pytest.approx(16, abs=0.5)


def test_rows_mirror(browser, rtl_page):
    load(browser, rtl_page)
    row = browser.execute_script(
        PLAIN_RECT_JS + """
        const row = document.querySelector('[data-part="mail"][data-unread]');
        const r = (s) => plain(row.querySelector(s));
        const subject = getComputedStyle(row.querySelector('.mail__subject'));
        return {row: plain(row), dot: r('.mail__unread'), from: r('.mail__from'),
                date: r('.mail__date'), subject: r('.mail__subject'), direction: getComputedStyle(row).direction,
                own: subject.direction, align: subject.textAlign};
        """
    )
    # The row is laid out right to left; its English subject keeps its own direction
    # (test_text_direction.py), aligned to the right.
    assert row["direction"] == "rtl" and row["own"] == "ltr" and row["align"] == "right"
    assert row["dot"]["left"] > row["from"]["right"]
    assert row["date"]["right"] < row["from"]["left"]
    # Text starts 32 from the right (row text inset), ends 16 from the left (content inset).
    assert row["from"]["right"] == pytest.approx(row["row"]["right"] - 32, abs=0.5)
    assert row["date"]["left"] == pytest.approx(row["row"]["left"] + 16, abs=0.5)
    assert row["subject"]["right"] == pytest.approx(row["row"]["right"] - 32, abs=0.5)


def test_no_horizontal_scroll(browser, rtl_page):
    load(browser, rtl_page)
    overflow_js = """
    const screen = document.querySelector('[data-part="screen"]');
    const root = document.documentElement;
    return [root.scrollWidth, root.clientWidth, screen.scrollWidth, screen.clientWidth, scrollX, screen.scrollLeft];
    """
    for action in (None, "transactions", "promotions", "search"):
        if action == "search":
            browser.execute_script("document.querySelector('.search__input').focus()")
            settle(browser)
        elif action:
            tap(browser, action)
        doc_scroll, doc_width, screen_scroll, screen_width, x, screen_x = browser.execute_script(overflow_js)
        assert doc_scroll <= doc_width, action
        assert screen_scroll <= screen_width, action
        assert x == 0 and screen_x == 0, action


def test_wide_window_mirrors_in_the_phone(browser, rtl_page):
    set_viewport(browser, 1280, 1000)
    load(browser, rtl_page)
    screen = boxes(browser, '[data-part="screen"]')['[data-part="screen"]']
    state = pills(browser)
    assert state["primary"]["right"] == pytest.approx(screen["right"] - PADDING, abs=0.5)
    assert state["allMails"]["left"] < state["promotions"]["left"]
    overflow = browser.execute_script(
        "const s = document.querySelector('[data-part=\"screen\"]'); return [s.scrollWidth, s.clientWidth]")
    assert overflow[0] <= overflow[1]


def test_the_spec_sets_the_direction(browser, build_page):
    load(browser, build_page({"layoutDirection": "rtl"}, name="rtl"))
    assert browser.execute_script("return [document.documentElement.dir, document.documentElement.lang]") == [
        "rtl", "en"]
    assert_mirrored_all_mails(browser)
    tap(browser, "primary")
    assert_mirrored_category(browser, "primary")
    # The page's own direction is not written into its link.
    assert "dir=" not in browser.current_url
    # A link unmirrors it; a bad value is ignored.
    browser.execute_script("location.hash = 'tab=primary&dir=ltr'")
    settle(browser)
    assert browser.execute_script("return document.documentElement.dir") == "ltr"
    assert pills(browser)["primary"]["left"] == pytest.approx(PADDING, abs=0.5)
    assert "dir=ltr" in browser.current_url
    browser.execute_script("location.hash = 'tab=primary&dir=sideways'")
    settle(browser)
    assert browser.execute_script("return document.documentElement.dir") == "rtl"


def test_an_arabic_language_mirrors(browser, build_page):
    load(browser, build_page({"language": "ar-EG"}, name="arabic"))
    assert browser.execute_script("return [document.documentElement.dir, document.documentElement.lang]") == [
        "rtl", "ar-EG"]
    assert_mirrored_all_mails(browser)


def test_a_direction_changed_at_runtime_mirrors_again(browser, default_page_url):
    load(browser, default_page_url)
    tap(browser, "updates")
    ring = browser.execute_script(
        "return document.querySelector('[role=tablist]').style.getPropertyValue('--ring-inset-scale')")
    # Mid-spring, the link turns the page right to left: it rests mirrored, then springs mirrored.
    browser.execute_script("document.querySelector('[data-tab=\"primary\"]').click()")
    browser.execute_script("location.hash = 'tab=primary&dir=rtl'")
    settle(browser)
    assert_mirrored_category(browser, "primary")
    assert browser.execute_script(
        "return document.querySelector('[role=tablist]').style.getPropertyValue('--ring-inset-scale')") == ring
    tap(browser, "primary")
    assert_mirrored_all_mails(browser)
    browser.execute_script("location.hash = 'tab=allMails'")
    settle(browser)
    assert browser.execute_script("return document.documentElement.dir") == "ltr"
    assert pills(browser)["primary"]["left"] == pytest.approx(PADDING, abs=0.5)


def test_arrow_keys_follow_the_direction(browser, rtl_page):
    load(browser, rtl_page)
    browser.execute_script("document.querySelector('[data-tab=\"primary\"]').focus()")
    wait_frames(browser)
    browser.switch_to.active_element.send_keys(Keys.ARROW_LEFT)
    assert browser.execute_script("return document.activeElement.dataset.tab") == "transactions"
    browser.switch_to.active_element.send_keys(Keys.ARROW_RIGHT)
    assert browser.execute_script("return document.activeElement.dataset.tab") == "primary"



ARABIC = json.loads((REPO_ROOT / "examples" / "arabic.json").read_text(encoding="utf-8"))


def test_the_arabic_example_mirrors(browser, build_page):
    """examples/arabic.json (docs/right-to-left.md's): `language: ar` alone mirrors it, in each state."""
    load(browser, build_page(ARABIC, name="arabic"))
    assert browser.execute_script("return [document.documentElement.dir, document.documentElement.lang]") == [
        "rtl", "ar"]
    assert_mirrored_all_mails(browser)
    title = boxes(browser, ".large-title h1")[".large-title h1"]
    assert title["right"] == pytest.approx(width(browser) - 16, abs=0.5)
    screenshot(browser, "rtl-arabic-all-mails")
    tap(browser, "transactions")
    assert_mirrored_category(browser, "transactions")
    screenshot(browser, "rtl-arabic-transactions")
    browser.execute_script("document.querySelector('.search__input').focus()")
    settle(browser)
    cancel, field = (boxes(browser, '[data-part="search-cancel"]', ".search__field")[s]
                     for s in ('[data-part="search-cancel"]', ".search__field"))
    assert cancel["right"] <= field["left"] + 0.5
    screenshot(browser, "rtl-arabic-searching")


@pytest.mark.engines("chromium", reason="the engine names the fonts it drew with through DevTools only (CDP)")
def test_arabic_is_drawn_in_a_font_that_has_it(browser, build_page):
    """No tofu: of the test fonts only DejaVu Sans has Arabic, and every Arabic letter is drawn in it
    (Inter draws at most the spaces, digits and punctuation)."""
    load(browser, build_page(ARABIC, name="arabic"))
    browser.execute_cdp_cmd("DOM.enable", {})
    browser.execute_cdp_cmd("CSS.enable", {})
    try:
        root = browser.execute_cdp_cmd("DOM.getDocument", {"depth": 0})["root"]["nodeId"]
        for selector in (".large-title h1", ".mail__from", ".mail__subject", '[data-tab="allMails"] .pill__text'):
            node = browser.execute_cdp_cmd("DOM.querySelector", {"nodeId": root, "selector": selector})["nodeId"]
            found = browser.execute_cdp_cmd("CSS.getPlatformFontsForNode", {"nodeId": node})["fonts"]
            text = browser.execute_script("return document.querySelector(arguments[0]).textContent", selector)
            others = sum(1 for c in text if not "\u0600" <= c <= "\u06FF")  # spaces, digits, punctuation
            arabic = sum(f["glyphCount"] for f in found if f["postScriptName"].startswith("DejaVuSans"))
            elsewhere = sum(f["glyphCount"] for f in found) - arabic
            assert arabic > 0 and elsewhere <= others, (selector, text, found)
    finally:
        browser.execute_cdp_cmd("CSS.disable", {})
        browser.execute_cdp_cmd("DOM.disable", {})
