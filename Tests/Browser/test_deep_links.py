"""Deep links: the page's state in the URL's fragment (docs/deep-links.md). Read on load, where the
state is shown without animating into it, and on hashchange; kept up to date with
history.replaceState, so taps and scrolls add no history entry. Bad values are ignored or clamped
and never become markup or a script error. In every engine, both page formats."""
from urllib.parse import quote

import pytest
from selenium.webdriver.common.by import By

from harness import scroll_to, set_viewport, wait_frames
from harness.page import load, settle

STATE_JS = """
const root = document.documentElement;
const screen = document.querySelector('[data-part="screen"]');
return {
  tab: root.dataset.activeTab, list: root.dataset.listTab, scheme: root.dataset.colorScheme,
  search: root.hasAttribute('data-search-active'), query: document.querySelector('.search__input').value,
  y: Math.round(scrollY + screen.scrollTop), hash: location.hash, history: history.length,
  moving: document.getAnimations().filter((a) => a.timeline === document.timeline && a.playState === 'running').length,
  selected: Array.from(document.querySelectorAll('[role="tab"][aria-selected="true"]'), (tab) => tab.dataset.tab),
  images: document.querySelectorAll('img').length,
};
"""


def state(browser) -> dict:
    return browser.execute_script(STATE_JS)


def open_link(browser, url: str, fragment: str) -> dict:
    """Opens the page on a fragment from elsewhere (a new document, not a hash change)."""
    browser.get("about:blank")
    load(browser, url + fragment)
    return state(browser)


def test_a_link_opens_on_its_state_without_animating(browser, default_page_url):
    shown = open_link(browser, default_page_url, "#tab=updates&y=117&scheme=dark&q=invoice")
    assert shown["tab"] == "updates" and shown["list"] == "updates" and shown["selected"] == ["updates"]
    assert shown["search"] is True and shown["query"] == "invoice"
    assert shown["scheme"] == "dark"
    assert shown["y"] == 117
    assert shown["moving"] == 0  # nothing animated into the state
    assert browser.find_element(By.CSS_SELECTOR, '[data-caption="search"]').text.split()[-1] in ("RESULT", "RESULTS")


def test_an_empty_query_means_search_active_and_empty(browser, default_page_url):
    shown = open_link(browser, default_page_url, "#q=")
    assert shown["search"] is True and shown["query"] == ""
    assert shown["tab"] == "allMails"


@pytest.mark.parametrize("fragment, expected", [
    ("#tab=nope&scheme=blue&motion=fast", {"tab": "allMails", "scheme": "auto", "search": False, "y": 0}),
    ("#y=-5", {"y": 0}),
    ("#y=abc&tab=primary", {"y": 0, "tab": "primary"}),
    ("#y=1e9&tab=promotions", {"tab": "promotions"}),
    ("#foo=bar&tab=transactions&tab=updates", {"tab": "transactions"}),
    ("#%E0%A4%A&tab=%", {"tab": "allMails"}),
])
def test_bad_values_are_ignored_or_clamped(browser, default_page_url, fragment, expected):
    shown = open_link(browser, default_page_url, fragment)
    for key, value in expected.items():
        assert shown[key] == value, (fragment, key, shown)
    # The script ran on (nothing threw): the page is ready and answers a tap.
    browser.find_element(By.CSS_SELECTOR, '[data-tab="updates"]').click()
    settle(browser)
    assert state(browser)["tab"] in ("updates", "allMails")
    if fragment.startswith("#y=1e9"):
        limit = browser.execute_script("return document.documentElement.scrollHeight - innerHeight")
        assert shown["y"] == pytest.approx(limit, abs=1)  # clamped to the end of the page


def test_markup_in_a_query_stays_text(browser, default_page_url):
    payload = '<img src=x onerror="document.title=1">"><script>document.title=2</script>'
    shown = open_link(browser, default_page_url, "#q=" + quote(payload))
    assert shown["query"] == payload
    assert shown["images"] == 0
    assert browser.title != "1" and browser.title != "2"


def test_a_very_long_query_is_cut(browser, default_page_url):
    shown = open_link(browser, default_page_url, "#q=" + "x" * 10_000)
    assert shown["search"] is True and 0 < len(shown["query"]) <= 256


def test_the_link_follows_the_state_without_adding_history(browser, default_page_url):
    load(browser, default_page_url)
    start = state(browser)
    assert start["hash"] == ""
    browser.find_element(By.CSS_SELECTOR, '[data-tab="transactions"]').click()
    settle(browser)
    assert state(browser)["hash"] == "#tab=transactions"
    scroll_to(browser, 140)
    wait_frames(browser, 3)
    assert state(browser)["hash"] == "#tab=transactions&y=140"
    browser.find_element(By.CSS_SELECTOR, '[data-part="appearance"]').click()  # auto -> light
    assert state(browser)["hash"].endswith("&scheme=light")
    after = state(browser)
    assert after["history"] == start["history"]  # replaced, never pushed
    # The link opens on what was shown.
    shown = open_link(browser, default_page_url, after["hash"])
    assert (shown["tab"], shown["y"], shown["scheme"]) == ("transactions", 140, "light")


def test_a_search_is_kept_in_the_link(browser, default_page_url):
    load(browser, default_page_url)
    field = browser.find_element(By.CSS_SELECTOR, ".search__input")
    field.click()
    field.send_keys("parcel post")
    settle(browser)
    assert state(browser)["hash"] == "#q=parcel+post"
    browser.find_element(By.CSS_SELECTOR, '[data-part="search-cancel"]').click()
    settle(browser)
    assert state(browser)["hash"] == ""


def test_hashchange_shows_the_new_state(browser, default_page_url):
    load(browser, default_page_url)
    browser.execute_script("location.hash = '#tab=promotions&q=order'")
    settle(browser)
    shown = state(browser)
    assert shown["tab"] == "promotions" and shown["search"] is True and shown["query"] == "order"


def test_the_phone_box_scrolls_to_the_link(browser, default_page_url):
    set_viewport(browser, 1280, 900)
    shown = open_link(browser, default_page_url, "#tab=primary&y=200")
    assert shown["y"] == 200
    assert browser.execute_script("return [scrollY, document.querySelector('[data-part=screen]').scrollTop]") == [0, 200]


@pytest.mark.engines("chromium", reason="only Chromium can turn script off inside a session (DevTools, CDP)")
def test_without_script_the_fragment_is_ignored(browser, default_page_url):
    browser.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": True})
    try:
        browser.get("about:blank")
        browser.get(default_page_url + "#tab=updates&q=x&scheme=dark")
        value = browser.execute_cdp_cmd("Runtime.evaluate", {
            "expression": "[document.documentElement.dataset.activeTab, document.documentElement.dataset.colorScheme]",
            "returnByValue": True})["result"]["value"]
        assert value == ["allMails", "auto"]
    finally:
        browser.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": False})


def test_copy_link_sits_beside_the_phone_and_says_what_it_did(browser, default_page_url):
    load(browser, default_page_url)
    assert not browser.find_element(By.CSS_SELECTOR, '[data-part="copy-link"]').is_displayed()  # a phone
    set_viewport(browser, 1280, 900)
    load(browser, default_page_url + "#tab=updates")
    button = browser.find_element(By.CSS_SELECTOR, '[data-part="copy-link"]')
    assert button.is_displayed()
    geometry = browser.execute_script(
        "const b = arguments[0].getBoundingClientRect(), s = document.querySelector('[data-part=screen]')"
        ".getBoundingClientRect(); return [b.left >= s.right, b.width > 0]", button)
    assert geometry == [True, True]  # outside the phone's screen
    browser.execute_script("arguments[0].focus()", button)
    assert browser.execute_script("return document.activeElement.dataset.part") == "copy-link"
    button.click()
    status = browser.find_element(By.CSS_SELECTOR, '[data-part="share"] [role="status"]')
    wait_frames(browser, 3)
    href = browser.execute_script("return location.href")
    text = status.text
    # Copied, or (where the engine refuses the clipboard) the link to copy by hand.
    assert text == "Link copied." or text == f"Copy this link: {href}"
    assert "#tab=updates" in href
