"""When the active title does not fit the row: a wide fallback font, a narrow phone.

SwiftUI lays the row out as an HStack of fixed-size pills and one Text that may shrink, and a
Text that gets less than its width truncates with "…". So a designer expects, whatever the font
or the screen: a title that fits is shown whole; one that does not is cut with an ellipsis, by
just as much as it must (the row is then exactly full); the pills stay inside the row's 15 px
padding at their spacing, every icon keeps its 20 px, and nothing widens the page.

The wide font is DejaVu Sans (Bold for the 600 weight): what Debian draws when Inter is not
installed, in which "Transactions" does not fit a 393 px row. It is one of the test fonts
(fonts.py), forced on the page through its --font custom property (CSSOM, which its
Content-Security-Policy allows).
"""
from __future__ import annotations

import pytest
from selenium.webdriver.common.by import By

from harness import fonts
from harness import screenshot, set_viewport, wait_frames
from harness.page import LATIN, active_tab, assert_drawn_in, label_fits, load, pills, settle

CATEGORIES = ["primary", "transactions", "updates", "promotions"]
PADDING = 15  # tabBar.horizontalPadding
ICON = 20  # px, .pill__symbol

FIT_JS = """
const tab = document.querySelector(`[data-tab='${arguments[0]}']`);
const text = tab.querySelector('.pill__text');
const range = document.createRange();
range.selectNodeContents(text);
const style = getComputedStyle(text);
return {
  natural: range.getBoundingClientRect().width,
  box: text.getBoundingClientRect().width - parseFloat(style.paddingInlineStart),
  textOverflow: style.textOverflow, whiteSpace: style.whiteSpace, overflowX: style.overflowX,
  clipped: text.scrollWidth > text.clientWidth,
};
"""

LAYOUT_JS = """
const row = document.querySelector('.tabbar__row');
// The pills drawn (a pill that has gone is hidden, out of the layout and unseen).
const shown = Array.from(document.querySelectorAll('[data-tab]'))
  .filter((pill) => getComputedStyle(pill).display !== 'none' && getComputedStyle(pill).visibility !== 'hidden');
const rightmost = Math.max(...shown.map((pill) => pill.querySelector('.shape [data-cap="end"]').getBoundingClientRect().right));
return {
  innerWidth, pageWidth: document.documentElement.scrollWidth,
  rowOverflow: Math.max(0, rightmost - row.getBoundingClientRect().right),
  icons: shown
    .flatMap((pill) => Array.from(pill.querySelectorAll('.pill__symbol')).map((icon) => {
      const r = icon.getBoundingClientRect();
      return [pill.dataset.tab, r.width, r.height];
    })),
};
"""


def use_font(browser, family: str) -> None:
    """Draw the page in `family`, as if it had been the machine's font from the start. The page
    measures its titles when it starts, when fonts load and when the window is resized: a resize
    (there and back) makes it measure them again in the new font."""
    browser.execute_script("document.documentElement.style.setProperty('--font', arguments[0])", family)
    width, height = browser.viewport
    set_viewport(browser, width + 1, height)
    wait_frames(browser, 2)
    set_viewport(browser, width, height)
    wait_frames(browser, 3)


def tap(browser, tab_id: str) -> None:
    browser.find_element(By.CSS_SELECTOR, f'[data-tab="{tab_id}"]').click()
    settle(browser)


def assert_row_holds(browser) -> dict:
    """Pills inside the row's padding, icons whole, nothing wider than the page."""
    layout = browser.execute_script(LAYOUT_JS)
    width = layout["innerWidth"]
    assert layout["pageWidth"] <= width, "the page scrolls sideways"
    assert layout["rowOverflow"] <= 0, "the tab bar row overflows"
    for pill in pills(browser).values():
        if pill["displayed"]:
            assert pill["left"] >= PADDING - 0.5 and pill["right"] <= width - PADDING + 0.5, pill["id"]
    assert layout["icons"], "no icon drawn"
    for tab_id, w, h in layout["icons"]:
        assert w == pytest.approx(ICON, abs=0.01) and h == pytest.approx(ICON, abs=0.01), (tab_id, w, h)
    return layout


def assert_title_fits_or_truncates(browser, tab_id: str, last_pill: str) -> bool:
    """A title that has room is shown whole; one that has not ends in an ellipsis and takes exactly
    the room there is (the row is full). Returns whether it was truncated."""
    fit = browser.execute_script(FIT_JS, tab_id)
    width = browser.execute_script("return innerWidth")
    row_end = pills(browser)[last_pill]["right"]
    if label_fits(browser, tab_id):
        assert fit["box"] >= fit["natural"] - 0.001
        return False
    # Cut, as SwiftUI cuts a Text: one line, an ellipsis...
    assert (fit["textOverflow"], fit["whiteSpace"], fit["overflowX"], fit["clipped"]) == (
        "ellipsis", "nowrap", "hidden", True), fit
    # ...and only because the row is full: there was no room left to give the title.
    assert row_end == pytest.approx(width - PADDING, abs=0.5), f"{tab_id}: truncated with room to spare ({fit})"
    return True


def category_state(browser, selected: str, spacing: float = 8) -> bool:
    """The invariants of a category's state; returns whether its title was truncated."""
    assert active_tab(browser) == selected
    state = pills(browser)
    ordered = [state[c] for c in CATEGORIES]
    for before, after in zip(ordered, ordered[1:]):  # HStack(spacing: 8): side by side, no overlap
        assert after["left"] - before["right"] == pytest.approx(spacing, abs=0.5)
    for tab_id in CATEGORIES:
        if tab_id != selected:
            assert state[tab_id]["width"] == pytest.approx(20 + ICON + 20, abs=0.5), tab_id  # icon only
    assert not state["allMails"]["displayed"]
    assert_row_holds(browser)
    return assert_title_fits_or_truncates(browser, selected, CATEGORIES[-1])


def all_mails_state(browser, collapsed_spacing: float = -15) -> bool:
    """All Mails: the categories never give way (icons, overlapping); its own title may truncate."""
    assert active_tab(browser) == "allMails"
    state = pills(browser)
    ordered = [state[c] for c in CATEGORIES]
    assert ordered[0]["left"] == pytest.approx(PADDING, abs=0.5)
    for before, after in zip(ordered, ordered[1:]):
        assert after["left"] - before["right"] == pytest.approx(collapsed_spacing, abs=0.5)
    for pill in ordered:
        assert pill["width"] == pytest.approx(20 + ICON + 20, abs=0.5), pill["id"]
    assert state["allMails"]["displayed"]
    assert state["allMails"]["left"] - ordered[-1]["right"] == pytest.approx(8, abs=0.5)
    assert_row_holds(browser)
    return assert_title_fits_or_truncates(browser, "allMails", "allMails")


def test_a_wide_font_truncates_the_active_title(browser, default_page_url):
    load(browser, default_page_url)
    use_font(browser, '"DejaVu Sans"')
    tap(browser, "transactions")
    # The page really is drawn in the wide font now (DejaVu Sans Bold for weight 600), not in Inter.
    assert_drawn_in(browser, '[data-tab="transactions"] .pill__text', LATIN,
                    fonts.font("DejaVu Sans", 700), fonts.font("Inter", 600))
    truncated = {}
    for tab_id in CATEGORIES:
        if active_tab(browser) != tab_id:
            tap(browser, tab_id)
        truncated[tab_id] = category_state(browser, tab_id)
        screenshot(browser, f"fit-wide-font-{tab_id}")
    # The case this test is for: "Transactions" does not fit in DejaVu Sans Bold (it does in
    # Inter); the shorter titles do.
    assert truncated == {"primary": False, "transactions": True, "updates": False, "promotions": False}
    # Back to All Mails: the categories fold to icons and its title fits again.
    tap(browser, "promotions")
    assert all_mails_state(browser) is False
    screenshot(browser, "fit-wide-font-all-mails")


def test_in_the_default_font_every_title_fits(browser, default_page_url):
    """The reference look (Inter here, SF Pro on Apple devices): nothing is cut at 393 px."""
    load(browser, default_page_url)
    for tab_id in CATEGORIES:
        if active_tab(browser) != tab_id:
            tap(browser, tab_id)
        assert category_state(browser, tab_id) is False, tab_id
    tap(browser, "promotions")
    assert all_mails_state(browser) is False


def test_a_narrow_phone_truncates_what_does_not_fit(browser, default_page_url):
    """A 320 px wide phone (iPhone SE, 1st generation) in the default font."""
    assert set_viewport(browser, 320, 568) == (320, 568)
    load(browser, default_page_url)
    truncated = {"allMails": all_mails_state(browser)}
    screenshot(browser, "fit-320-all-mails")
    for tab_id in CATEGORIES:
        if active_tab(browser) != tab_id:
            tap(browser, tab_id)
        truncated[tab_id] = category_state(browser, tab_id)
        screenshot(browser, f"fit-320-{tab_id}")
    tap(browser, "promotions")
    assert all_mails_state(browser) == truncated["allMails"]
    # 320 px leave a category's title 32 px and All Mails' 33 px: every title is cut.
    assert truncated == {"allMails": True, "primary": True, "transactions": True, "updates": True,
                         "promotions": True}
