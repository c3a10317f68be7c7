"""§1: light and dark, from prefers-color-scheme and from the spec's colorScheme."""
import pytest
from selenium.webdriver.common.by import By

from harness import computed, screenshot, set_color_scheme
from harness.page import load, parse_color, pills, same_color, settle

LIGHT = {"primary": "#007AFF", "inactive": "#E8E8E8", "allMails": "#000000", "allMailsText": "#FFFFFF",
         "page": (243.7, 243.7, 244.2), "label": "#000000"}
DARK = {"primary": "#0A84FF", "inactive": "#222222", "allMails": "#FFFFFF", "allMailsText": "#000000",
        "page": (14.2, 14.2, 14.7), "label": "#FFFFFF"}


def emulate(browser, scheme):
    if set_color_scheme(browser, scheme):
        return
    if browser.engine == "safari":
        pytest.skip("safaridriver cannot emulate prefers-color-scheme")
    pytest.fail(f"{browser.engine} cannot emulate prefers-color-scheme")


def assert_palette(browser, palette):
    state = pills(browser)
    assert same_color(state["primary"]["background"], palette["inactive"])
    assert same_color(state["allMails"]["background"], palette["allMails"])
    assert same_color(state["allMails"]["color"], palette["allMailsText"])
    page = parse_color(computed(browser, "body", "background-color"))
    assert all(abs(a - e) <= 1.5 for a, e in zip(page, palette["page"])), page
    assert same_color(computed(browser, "body", "color"), palette["label"])
    browser.find_element(By.CSS_SELECTOR, '[data-tab="primary"]').click()
    settle(browser)
    assert same_color(pills(browser)["primary"]["background"], palette["primary"])


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_follows_prefers_color_scheme(browser, default_page_url, scheme):
    emulate(browser, scheme)
    load(browser, default_page_url)
    assert browser.execute_script("return matchMedia('(prefers-color-scheme: dark)').matches") == (scheme == "dark")
    screenshot(browser, f"appearance-{scheme}")
    assert_palette(browser, DARK if scheme == "dark" else LIGHT)


@pytest.mark.parametrize("forced, system", [("dark", "light"), ("light", "dark")])
def test_spec_color_scheme_overrides_the_system(browser, build_page, forced, system):
    emulate(browser, system)
    load(browser, build_page({"colorScheme": forced}))
    assert browser.execute_script("return document.documentElement.dataset.colorScheme") == forced
    assert_palette(browser, DARK if forced == "dark" else LIGHT)
    screenshot(browser, f"appearance-forced-{forced}")


def test_material_blurs_the_backdrop(browser, default_page_url):
    load(browser, default_page_url)
    filters = [computed(browser, '[data-part="material"]', p) for p in ("backdrop-filter", "-webkit-backdrop-filter")]
    assert any("blur(20px)" in f for f in filters), filters
    background = parse_color(computed(browser, '[data-part="material"]', "background-color"))
    assert 0 < background[3] < 1  # translucent tint over the blur
