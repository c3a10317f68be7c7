"""The motion runs on the compositor: a tab change lays the page out twice (the tap, and the list
one frame later), never once per frame of the spring. Counted with DevTools' LayoutCount from
before the tap until every animation has finished, so the count does not depend on how many
frames the machine draws, or how fast."""
import pytest

from harness.page import load, settle

CHANGES = [
    ("All Mails -> a category", "document.querySelector('[data-tab=\"transactions\"]').click()", "transactions"),
    ("a category -> another", "document.querySelector('[data-tab=\"updates\"]').click()", "updates"),
    ("a category -> All Mails", "document.querySelector('[data-tab=\"updates\"]').click()", "allMails"),
    ("search: focus", "document.querySelector('.search__input').focus()", "search"),
    ("search: Cancel", "document.querySelector('[data-part=\"search-cancel\"]').click()", "allMails"),
]

STATE_JS = """
const root = document.documentElement;
return [root.hasAttribute('data-search-active') ? 'search' : root.dataset.activeTab, root.dataset.listTab];
"""


def layouts(browser) -> float:
    metrics = browser.execute_cdp_cmd("Performance.getMetrics", {})["metrics"]
    return next(m["value"] for m in metrics if m["name"] == "LayoutCount")


@pytest.mark.engines("chromium", reason="LayoutCount is read through DevTools only (CDP Performance.getMetrics)")
@pytest.mark.parametrize("direction", ["ltr", "rtl"])
def test_a_change_lays_the_page_out_at_most_twice(browser, default_page_url, direction):
    browser.execute_cdp_cmd("Performance.enable", {})
    try:
        load(browser, default_page_url + ("#dir=rtl" if direction == "rtl" else ""))
        settle(browser)
        counts = {}
        for name, action, expected in CHANGES:
            before = layouts(browser)
            browser.execute_script(action)
            settle(browser)  # every animation of the change has finished, however long that took
            state, list_tab = browser.execute_script(STATE_JS)
            assert state == expected, name
            if state != "search":
                assert list_tab == state, f"{name}: the list has not followed"
            counts[name] = layouts(browser) - before
        # A spring that laid the page out in each frame would count 30 or so.
        for name, count in counts.items():
            assert count <= 2, f"{name}: {count:.0f} layouts (the tap, the list; never once per frame)"
    finally:
        browser.execute_cdp_cmd("Performance.disable", {})
