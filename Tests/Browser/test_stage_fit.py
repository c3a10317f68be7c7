"""The phone at its own proportions in any window: on a window wider than a phone the stage shows
the device's screen at its own width and height, at 100 % where it fits and scaled down as a whole
where the window is shorter (as Simulator's fit to window), never clipped nor distorted. Taps work
on a scaled phone; `zoom=actual` keeps it at 100 % with the page scrolling around it."""
import pytest
from selenium.webdriver.common.by import By

from harness import screenshot, set_viewport
from harness.page import active_tab, load, settle

WINDOWS = [(1440, 790), (1280, 720), (1920, 1080), (1024, 1366)]
DEVICES = [None, "se", "16-pro-max"]
MARGIN = 24  # px the stage keeps above and below the phone

STAGE_JS = """
const screen = document.querySelector('[data-part="screen"]').getBoundingClientRect();
const root = getComputedStyle(document.documentElement);
return {left: screen.left, right: screen.right, top: screen.top, bottom: screen.bottom,
        width: screen.width, height: screen.height,
        deviceWidth: parseFloat(root.getPropertyValue('--screen-width')),
        deviceHeight: parseFloat(root.getPropertyValue('--screen-height')),
        innerWidth, innerHeight, scrollHeight: document.documentElement.scrollHeight};
"""


def stage(browser) -> dict:
    return browser.execute_script(STAGE_JS)


def link(url: str, device: str | None, *more: str) -> str:
    parts = ([f"device={device}"] if device else []) + list(more)
    return url + ("#" + "&".join(parts) if parts else "")


@pytest.mark.parametrize("window", WINDOWS, ids=[f"{w}x{h}" for w, h in WINDOWS])
@pytest.mark.parametrize("device", DEVICES, ids=[d or "spec" for d in DEVICES])
def test_the_phone_keeps_its_proportions_and_fits_the_window(browser, default_page_url, window, device):
    reached = set_viewport(browser, *window)
    load(browser, link(default_page_url, device))
    got = stage(browser)
    width, height = got["deviceWidth"], got["deviceHeight"]
    assert got["height"] / got["width"] == pytest.approx(height / width, rel=0.005), "the device's aspect ratio"
    assert got["top"] >= 0 and got["bottom"] <= got["innerHeight"] + 0.5, "nothing of the screen below or above"
    assert got["left"] >= 0 and got["right"] <= got["innerWidth"] + 0.5
    scale = got["width"] / width
    if height + 2 * MARGIN <= reached[1]:
        assert scale == pytest.approx(1, abs=0.001), "at 100 % where it fits"
    else:
        assert scale == pytest.approx((reached[1] - 2 * MARGIN) / height, abs=0.002), "as large as the window allows"
        assert got["top"] == pytest.approx(MARGIN, abs=1)
    assert got["scrollHeight"] <= got["innerHeight"] + 1, "the window does not scroll"


def test_a_resized_window_scales_the_phone_again(browser, default_page_url):
    set_viewport(browser, 1400, 1100)
    load(browser, link(default_page_url, "16-pro-max"))
    assert stage(browser)["height"] == pytest.approx(956, abs=0.5)
    reached = set_viewport(browser, 1440, 790)
    settle(browser)
    assert stage(browser)["height"] == pytest.approx(reached[1] - 2 * MARGIN, abs=1)


def test_a_tap_on_a_scaled_pill_selects_it_and_the_motion_ends_where_it_rests(browser, default_page_url):
    set_viewport(browser, 1440, 790)
    load(browser, link(default_page_url, "16-pro-max"))
    assert stage(browser)["width"] < 440 - 20, "scaled"
    browser.find_element(By.CSS_SELECTOR, '[data-tab="transactions"]').click()
    settle(browser)
    assert active_tab(browser) == "transactions"
    # The pills laid out at the device's size: the selected pill's box, in the phone's pixels, is
    # the same as on an unscaled phone.
    scaled = browser.execute_script(
        "const s = document.querySelector('[data-part=screen]').getBoundingClientRect();"
        "const p = document.querySelector('[data-tab=transactions]').getBoundingClientRect();"
        "const k = s.width / 440; return [(p.left - s.left) / k, p.width / k];")
    screenshot(browser, "stage-fit-scaled")
    set_viewport(browser, 1400, 1100)
    settle(browser)
    plain = browser.execute_script(
        "const s = document.querySelector('[data-part=screen]').getBoundingClientRect();"
        "const p = document.querySelector('[data-tab=transactions]').getBoundingClientRect();"
        "return [p.left - s.left, p.width];")
    assert scaled == pytest.approx(plain, abs=1)


def test_zoom_actual_is_100_percent_and_the_page_scrolls_around_the_phone(browser, default_page_url):
    set_viewport(browser, 1440, 790)
    load(browser, link(default_page_url, "16-pro-max", "zoom=actual"))
    got = stage(browser)
    assert got["width"] == pytest.approx(440, abs=0.5) and got["height"] == pytest.approx(956, abs=0.5)
    assert got["scrollHeight"] >= 956 + 2 * MARGIN - 1
    browser.execute_script("window.scrollTo(0, document.documentElement.scrollHeight)")
    settle(browser)
    assert stage(browser)["bottom"] <= got["innerHeight"], "the phone's bottom can be scrolled to"
    # The header follows the phone's own scroll, not the page's around it.
    assert browser.execute_script("return document.querySelector('[data-part=screen]').scrollTop") == 0
    assert "zoom=actual" in browser.current_url
