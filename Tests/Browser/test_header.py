"""§3: the sticky header. The material and divider fade in with
progress = clamp((scrollY - collapseThreshold) / transitionDistance, 0, 1), measured in the engine
at the scrollY it actually reached, through both implementations (CSS scroll timeline, script)."""
import pytest

from harness import NO_SCROLL_TIMELINE, computed, screenshot, scroll_to, set_viewport, wait_for
from harness.page import load, rect, scroll_progress
from harness.spec_fields import value

# The ramp each spec gives, read from the spec's fields (`mailsitegen fields`).
RAMPS = [
    pytest.param(None, id="default"),
    pytest.param({"scroll": {"collapseThreshold": 50, "transitionDistance": 15}}, id="seed-summary-50-15"),
    pytest.param({"scroll": {"collapseThreshold": 60, "transitionDistance": 40}}, id="custom-60-40"),
]


def ramp(mailsitegen_bin, spec=None):
    return (value(mailsitegen_bin, "scroll.collapseThreshold", spec),
            value(mailsitegen_bin, "scroll.transitionDistance", spec))


def open_page(browser, url: str, scroll_driver: str) -> None:
    if browser.engine in NO_SCROLL_TIMELINE:
        if scroll_driver == "css":
            pytest.skip(f"{browser.engine} has no CSS scroll-driven animations: the page's default there is "
                        "the script fallback, tested by the [script] cases")
        load(browser, url)  # the fallback is this engine's default: nothing forces it
    else:
        load(browser, url + ("?scroll-driver=script" if scroll_driver == "script" else ""))
    assert browser.execute_script("return document.documentElement.dataset.scrollDriver") == scroll_driver


# The two mechanisms are the inline style's (a scroll-driven animation) and the inline script's.
@pytest.mark.single_file_every_case
@pytest.mark.parametrize("scroll_driver", ["css", "script"])
@pytest.mark.parametrize("spec", RAMPS)
def test_material_and_divider_follow_the_scroll_formula(
    browser, build_page, default_page_url, mailsitegen_bin, spec, scroll_driver
):
    threshold, distance = ramp(mailsitegen_bin, spec)
    url = default_page_url if spec is None else build_page(spec)
    open_page(browser, url, scroll_driver)
    positions = [
        0, threshold - 1, threshold, threshold + distance * 0.2, threshold + distance * 0.5,
        threshold + distance * 0.8, threshold + distance - 1, threshold + distance,
        threshold + distance + 1, threshold + distance + 60, 700, 1600,
    ]
    # Down the ramp, then back up it: the opacity is a function of the position, not of history.
    for y in positions + positions[::-1]:
        reached = scroll_to(browser, y)
        expected = scroll_progress(reached, threshold, distance)
        for part in ("material", "divider"):
            opacity = float(computed(browser, f'[data-part="{part}"]', "opacity"))
            assert opacity == pytest.approx(expected, abs=0.02), f"{part} at scrollY {reached} (asked {y})"
        if y == threshold + distance * 0.5:
            screenshot(browser, f"header-mid-ramp-{threshold}-{distance}-{scroll_driver}")


@pytest.mark.parametrize("scroll_driver", ["css", "script"])
def test_the_header_follows_the_scroll_when_the_window_changes_width(browser, default_page_url, scroll_driver):
    """Narrowing a wide window moves the scroll from the phone box back to the page, which starts at
    the top: no scroll event says so, yet the material must fade out with it."""
    material = "getComputedStyle(document.querySelector('[data-part=material]')).opacity"
    set_viewport(browser, 1280, 900)
    open_page(browser, default_page_url, scroll_driver)
    for width, height in ((393, 852), (1280, 900), (393, 852)):
        set_viewport(browser, width, height)
        assert browser.execute_script("return scrollY + document.querySelector('[data-part=screen]').scrollTop") == 0
        wait_for(browser, f"{material} === '0'", f"the material fades out at the top of a {width} px window")
        if width > 393:  # scroll the phone box under the material for the next narrowing
            browser.execute_script("document.querySelector('[data-part=screen]').scrollTo(0, 300)")
            wait_for(browser, f"{material} === '1'", "the material shows over the phone box scrolled by 300 px")


def test_css_path_uses_a_scroll_timeline_and_no_script(browser, default_page_url):
    open_page(browser, default_page_url, "css")
    timelines = browser.execute_script(
        """
        return ['material', 'divider'].map((part) => {
          const el = document.querySelector(`[data-part="${part}"]`);
          return {
            timelines: el.getAnimations().map((a) => a.timeline && a.timeline.constructor.name),
            inline: el.style.opacity,
          };
        });
        """
    )
    for entry in timelines:
        assert entry["timelines"] == ["ScrollTimeline"]
    scroll_to(browser, 400)
    # The script wrote nothing: the compositor-driven animation did it all.
    assert browser.execute_script("return document.querySelector('[data-part=material]').style.opacity") == ""


def test_script_path_writes_opacity_without_animations(browser, default_page_url, mailsitegen_bin):
    open_page(browser, default_page_url, "script")
    assert browser.execute_script("return document.querySelector('[data-part=material]').getAnimations().length") == 0
    reached = scroll_to(browser, 118)
    style = browser.execute_script("return document.querySelector('[data-part=material]').style.opacity")
    assert float(style) == pytest.approx(scroll_progress(reached, *ramp(mailsitegen_bin)), abs=1e-6)


def test_tab_bar_sticks_under_the_navigation_bar(browser, default_page_url):
    load(browser, default_page_url)
    navbar = rect(browser, '[data-part="navbar"]')
    start = rect(browser, '[data-part="tabbar"]')
    first_mail = rect(browser, '[data-part="mail"]')
    assert start["top"] > navbar["bottom"] + 50  # below the large title and search at the top
    for y in (start["top"] - navbar["bottom"] + 20, 400, 1500):
        reached = scroll_to(browser, y)
        tabbar = rect(browser, '[data-part="tabbar"]')
        assert tabbar["top"] == pytest.approx(navbar["bottom"], abs=1), f"scrollY {reached}"
        assert rect(browser, '[data-part="navbar"]')["top"] == pytest.approx(0, abs=1)
        # The content moves underneath.
        assert rect(browser, '[data-part="mail"]')["top"] == pytest.approx(first_mail["top"] - reached, abs=1)
        # The material covers the navigation bar and the tab bar as one surface.
        material = rect(browser, '[data-part="material"]')
        assert material["top"] <= 0.5
        assert material["bottom"] == pytest.approx(tabbar["bottom"], abs=1)
        divider = rect(browser, '[data-part="divider"]')
        assert divider["bottom"] == pytest.approx(tabbar["bottom"], abs=1)
        assert divider["height"] == pytest.approx(1, abs=0.01)
    screenshot(browser, "header-scrolled")


def test_tab_bar_stays_above_the_content(browser, default_page_url):
    load(browser, default_page_url)
    scroll_to(browser, 600)
    tabbar = rect(browser, '[data-part="tabbar"]')
    x = 200
    y = (tabbar["top"] + tabbar["bottom"]) / 2
    hit = browser.execute_script(
        "return document.elementFromPoint(arguments[0], arguments[1]).closest('[data-part]').dataset.part", x, y)
    assert hit == "tabbar"
