"""axe-core reports no violation of any impact in any state, in every engine.

The one exception is axe_check's: `color-contrast` on text drawn in an iOS system colour (Cancel,
in systemBlue, about 4:1 on the page's background) while the page is at standard contrast, where
fidelity to iOS wins; it is printed in the test's output. Under Increase Contrast
(`data-contrast="increased"`) there is none.

The same bar in every condition of reference §6, in the four states that matter (All Mails,
scrolled under the material, a category, searching), each through its link so every engine shows
it: Dynamic Type accessibility3, right to left (`dir=rtl`, and examples/arabic.json), Increase
Contrast light and dark, Reduce Transparency. Forced colours, which only Chromium and Firefox can
emulate: test_forced_colors.py in the same four states, and here over the dark scheme.
"""
import json

import pytest
from selenium.webdriver.common.by import By

from harness.axe_check import violations
from harness import PAGE_FORMATS, REPO_ROOT, scroll_to, set_color_scheme
from harness.forced_colors import set_forced_colors
from harness.page import load, settle

@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_no_violations(browser, default_page_url, axe_source, scheme):
    """From one load of the page in each scheme: All Mails, scrolled under the material, searching
    (from All Mails), then, the search cancelled, a category; the states whose violations are not []."""
    if scheme == "dark":
        assert set_color_scheme(browser, "dark")
    load(browser, default_page_url)
    found = {"all-mails": violations(browser, axe_source)}
    assert scroll_to(browser, 500) > 400
    found["scrolled"] = violations(browser, axe_source)
    scroll_to(browser, 0)
    browser.find_element(By.CSS_SELECTOR, '[data-part="search"] input').click()
    settle(browser)
    assert browser.execute_script("return 'searchActive' in document.documentElement.dataset")
    found["search"] = violations(browser, axe_source)
    browser.find_element(By.CSS_SELECTOR, '[data-part="search-cancel"]').click()
    settle(browser)
    assert browser.execute_script("return !('searchActive' in document.documentElement.dataset)")
    browser.find_element(By.CSS_SELECTOR, '[data-tab="transactions"]').click()
    settle(browser)
    assert browser.execute_script("return document.documentElement.dataset.activeTab") == "transactions"
    found["category"] = violations(browser, axe_source)
    assert {state: v for state, v in found.items() if v} == {}


def test_the_exception_is_off_under_increase_contrast(browser, default_page_url, axe_source):
    """Searching, Cancel's systemBlue fails color-contrast and is excused at standard contrast. Under
    Increase Contrast the page draws it in the accessible blue and axe finds nothing; put the
    standard blue back there and it is no longer excused."""
    load(browser, default_page_url + "#contrast=increased")
    browser.find_element(By.CSS_SELECTOR, '[data-part="search"] input').click()
    settle(browser)
    assert violations(browser, axe_source) == []
    browser.execute_script("document.documentElement.style.setProperty('--tint', '#007AFF')")
    found = violations(browser, axe_source)
    assert [v["id"] for v in found] == ["color-contrast"], found
    assert all("search__cancel" in node or "search-cancel" in node for node in found[0]["nodes"]), found


# Each condition: its link (None: the Arabic example's spec, `language: ar`), and what the page
# then says on <html>.
CONDITIONS = {
    "accessibility3": ("#text=accessibility3", "r.dataset.textSize === 'accessibility3'"),
    "rtl": ("#dir=rtl", "r.dir === 'rtl'"),
    "arabic": (None, "r.dir === 'rtl' && r.lang === 'ar'"),
    "increased-contrast": ("#contrast=increased", "r.dataset.contrast === 'increased'"),
    "increased-contrast-dark": ("#contrast=increased&scheme=dark",
                                "r.dataset.contrast === 'increased' && r.dataset.colorScheme === 'dark'"),
    "reduced-transparency": ("#transparency=reduced", "r.dataset.transparency === 'reduced'"),
}
ARABIC = json.loads((REPO_ROOT / "examples" / "arabic.json").read_text(encoding="utf-8"))


def violations_in_four_states(browser, axe_source) -> dict[str, list]:
    """From the page as loaded: All Mails, scrolled under the material, a category, searching; the
    states whose violations are not [] (every state's, not only the first)."""
    found = {"all-mails": violations(browser, axe_source)}
    assert scroll_to(browser, 500) > 400
    found["scrolled"] = violations(browser, axe_source)
    scroll_to(browser, 0)
    browser.find_element(By.CSS_SELECTOR, '[data-tab="transactions"]').click()
    settle(browser)
    assert browser.execute_script("return document.documentElement.dataset.activeTab") == "transactions"
    found["category"] = violations(browser, axe_source)
    browser.find_element(By.CSS_SELECTOR, '[data-part="search"] input').click()
    settle(browser)
    assert browser.execute_script("return 'searchActive' in document.documentElement.dataset")
    found["search"] = violations(browser, axe_source)
    return {state: v for state, v in found.items() if v}


# One page format: the single file draws the same page, and each axe run costs a second or two.
@pytest.mark.parametrize("page_format", PAGE_FORMATS[:1])
@pytest.mark.parametrize("condition", CONDITIONS)
def test_no_violations_in_each_condition(browser, build_page, axe_source, condition, page_format):
    fragment, shown = CONDITIONS[condition]
    load(browser, build_page({}, "default") + fragment if fragment else build_page(ARABIC, "arabic"))
    assert browser.execute_script(f"const r = document.documentElement; return {shown}"), condition
    assert violations_in_four_states(browser, axe_source) == {}


@pytest.mark.engines("chromium", "firefox", reason="WebKitGTK has no way to turn forced colours on (forced_colors.py)")
@pytest.mark.parametrize("page_format", PAGE_FORMATS[:1])
def test_no_violations_in_forced_colors_over_the_dark_scheme(browser, build_page, axe_source, page_format):
    """Forced colours over the page's dark scheme (light: test_forced_colors.py). The link sets the
    scheme: Firefox's forced colours make prefers-color-scheme follow its (light) palette; Chromium
    takes a dark palette from the emulated dark scheme."""
    assert set_color_scheme(browser, "dark")
    load(browser, build_page({}, "default") + "#scheme=dark")
    assert set_forced_colors(browser, True)
    try:
        assert browser.execute_script("return document.documentElement.dataset.colorScheme") == "dark"
        assert violations_in_four_states(browser, axe_source) == {}
    finally:
        set_forced_colors(browser, False)
