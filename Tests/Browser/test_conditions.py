"""The conditions a real iPhone is in (docs/conditions.md; docs/reference.md §6): Dynamic Type with the
Large Content Viewer, Increase Contrast, Reduce Transparency and the named phones, through the
link parameters in every engine, the spec's fields, and emulated media where the engine has it
(Chromium's DevTools). The numbers below are reference §6's tables, written out again here as
the independent answer the page must give."""
import time

import pytest

from harness import HANG_GUARD_S, PAGE_FORMATS, computed, scroll_to, set_viewport, wait_for, wait_frames
from harness.page import load, parse_color, rect, same_color, settle
from harness.pixels import decode_png

# Points per text style, xSmall … accessibility5 (reference §6, Apple's HIG tables).
SIZES = ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
         "accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5"]
POINTS = {
    "largeTitle": [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
    "body": [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
    "callout": [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
    "subheadline": [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
    "footnote": [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
}
# Which element shows which style; bars (the inline title, the pill) stop at xxxLarge.
TEXTS = {
    ".large-title h1": ("largeTitle", False),
    ".mail__from": ("body", False),  # headline: the same sizes as body
    ".search__input": ("body", False),
    ".mail__subject": ("subheadline", False),
    ".mail__preview": ("subheadline", False),
    ".mail__date": ("subheadline", False),
    ".mail-list__caption": ("footnote", False),
    ".navbar__title": ("body", True),
    '[aria-selected="true"] .pill__text': ("callout", True),
}

SIZES_JS = """
const size = (selector) => {
  const element = document.querySelector(selector);
  return element && parseFloat(getComputedStyle(element).fontSize);
};
const screen = document.querySelector('[data-part="screen"]');
const rows = Array.from(document.querySelectorAll('.mail')).filter((row) => row.offsetHeight > 0).slice(0, 6);
return {
  attribute: document.documentElement.dataset.textSize,
  sizes: Object.fromEntries(arguments[0].map((selector) => [selector, size(selector)])),
  sideways: Math.max(document.documentElement.scrollWidth - innerWidth, screen.scrollWidth - screen.clientWidth),
  // Each row's lines in order, none over the next, and the row holding them.
  overlaps: rows.flatMap((row) => {
    const parts = ['.mail__header', '.mail__subject', '.mail__preview'].map((s) => row.querySelector(s).getBoundingClientRect());
    const box = row.getBoundingClientRect();
    return parts.slice(1).filter((part, i) => part.top < parts[i].bottom - 1)
      .concat(parts.filter((part) => part.bottom > box.bottom + 1));
  }).length,
  bar: document.querySelector('.tabbar__row').getBoundingClientRect().height,
  sender: rows[0].querySelector('.mail__from').getBoundingClientRect().right,
  rowRight: rows[0].getBoundingClientRect().right,
};
"""


def screen_width(browser) -> float:
    return browser.execute_script("return document.querySelector('[data-part=\"screen\"]').getBoundingClientRect().width")


def sizes_at(browser, url: str, fragment: str) -> dict:
    browser.get("about:blank")
    load(browser, url + fragment)
    return browser.execute_script(SIZES_JS, list(TEXTS))


@pytest.mark.parametrize("size", SIZES)
def test_every_text_takes_its_style_at_each_size(browser, default_page_url, size):
    fragment_selects_a_tab = True
    shown = sizes_at(browser, default_page_url, f"#tab=updates&text={size}")
    assert shown["attribute"] == size
    index, bar_index = SIZES.index(size), min(SIZES.index(size), SIZES.index("xxxLarge"))
    for selector, (style, is_bar) in TEXTS.items():
        if shown["sizes"][selector] is None:
            assert "aria-selected" in selector and not fragment_selects_a_tab, selector
            continue
        expected = POINTS[style][bar_index if is_bar else index]
        assert shown["sizes"][selector] == pytest.approx(expected, abs=0.01), (size, selector)
    assert shown["sideways"] <= 0, "the page scrolls sideways"
    assert shown["overlaps"] == 0, "a row's lines overlap"
    assert shown["sender"] <= shown["rowRight"] + 0.5, "the sender runs out of its row"


def test_bars_grow_up_to_xxxlarge_and_stop(browser, default_page_url):
    heights = {size: sizes_at(browser, default_page_url, f"#text={size}")["bar"]
               for size in ["large", "xxxLarge", "accessibility5"]}
    assert heights["large"] == pytest.approx(50, abs=0.5)  # tabBar.height
    assert heights["xxxLarge"] > heights["large"] + 5
    assert heights["accessibility5"] == pytest.approx(heights["xxxLarge"], abs=0.5)


def test_the_spec_names_the_size_and_a_link_overrides_it(browser, build_page):
    url = build_page({"dynamicTypeSize": "xxLarge"})
    shown = sizes_at(browser, url, "")
    assert shown["attribute"] == "xxLarge" and shown["sizes"][".mail__from"] == 21
    assert sizes_at(browser, url, "#text=small")["attribute"] == "small"
    # Auto is Large where the viewer's Larger Text cannot be read (every engine but iOS Safari).
    assert sizes_at(browser, build_page({}, name="auto"), "")["attribute"] == "large"


PRESS_JS = """
const pill = document.querySelector(arguments[0]);
const [type, init] = arguments[1] === 'key' ? ['keydown', { key: ' ', bubbles: true }] : ['pointerdown', { bubbles: true }];
pill.dispatchEvent(arguments[1] === 'key' ? new KeyboardEvent(type, init) : new PointerEvent(type, init));
return document.querySelector('[data-part="large-content-viewer"]').hidden;
"""
RELEASE_JS = """
if (arguments[0] === 'key') document.activeElement.dispatchEvent(new KeyboardEvent('keyup', { key: ' ', bubbles: true }));
else window.dispatchEvent(new PointerEvent('pointerup'));
"""
VIEWER_JS = """
const viewer = document.querySelector('[data-part="large-content-viewer"]');
const box = viewer.getBoundingClientRect();
return { hidden: viewer.hidden, text: viewer.textContent, symbol: viewer.querySelector('use').getAttribute('href'),
         centre: [box.left + box.width / 2, box.top + box.height / 2], screen: [innerWidth / 2, innerHeight / 2],
         size: parseFloat(getComputedStyle(viewer).fontSize), width: box.width };
"""


@pytest.mark.parametrize("how", ["pointer", "key"])
def test_a_held_pill_shows_the_large_content_viewer_at_the_accessibility_sizes(browser, default_page_url, how):
    load(browser, default_page_url + "#text=accessibility3")
    pill = '[data-tab="transactions"]'
    browser.execute_script(f"document.querySelector('{pill}').focus()")
    # Not at once: only a press held for 500 ms shows it.
    assert browser.execute_script(PRESS_JS, pill, how) is True
    wait_for(browser, "!document.querySelector('[data-part=\"large-content-viewer\"]').hidden", "the Large Content Viewer")
    shown = browser.execute_script(VIEWER_JS)
    assert shown["text"] == "Transactions" and shown["symbol"].endswith(".fill")
    assert shown["size"] > 26 and shown["width"] >= 180  # drawn larger than the capped bar
    assert abs(shown["centre"][0] - shown["screen"][0]) < 2 and abs(shown["centre"][1] - shown["screen"][1]) < 2
    browser.execute_script(RELEASE_JS, how)
    assert browser.execute_script(VIEWER_JS)["hidden"] is True


def test_no_large_content_viewer_below_the_accessibility_sizes(browser, default_page_url):
    load(browser, default_page_url + "#text=xxxLarge")
    browser.execute_script(PRESS_JS, '[data-tab="primary"]', "pointer")
    time.sleep(0.9)  # past the 500 ms a press needs
    assert browser.execute_script(VIEWER_JS)["hidden"] is True


COLORS_JS = """
const root = document.documentElement;
const colour = (selector, property) => getComputedStyle(document.querySelector(selector))[property];
return { contrast: root.dataset.contrast, transparency: root.dataset.transparency,
         cancel: colour('.search__cancel', 'color'), dot: colour('.mail__unread', 'backgroundColor'),
         pill: getComputedStyle(document.querySelector('[data-tab="primary"]')).getPropertyValue('--tab-color').trim(),
         inactive: colour('[data-tab="updates"]', 'color'),
         material: colour('[data-part="material"]', 'backgroundColor'),
         filter: colour('[data-part="material"]', 'backdropFilter'), opacity: colour('[data-part="material"]', 'opacity') };
"""


def colors_at(browser, url: str) -> dict:
    browser.get("about:blank")
    load(browser, url)
    return browser.execute_script(COLORS_JS)


@pytest.mark.parametrize("scheme, blue, gray", [("light", "#0040DD", "#6C6C70"), ("dark", "#409CFF", "#AEAEB2")])
def test_increase_contrast_uses_the_accessible_system_colours(browser, default_page_url, scheme, blue, gray):
    standard = colors_at(browser, default_page_url + f"#scheme={scheme}&tab=primary")
    assert standard["contrast"] == "standard"
    increased = colors_at(browser, default_page_url + f"#scheme={scheme}&tab=primary&contrast=increased")
    assert increased["contrast"] == "increased"
    assert same_color(increased["cancel"], blue) and same_color(increased["dot"], blue)
    assert same_color(increased["inactive"], gray)
    assert blue in increased["pill"]
    assert not same_color(standard["cancel"], blue)


def test_reduce_transparency_draws_the_material_opaque_and_still_fades_it(browser, default_page_url):
    top = colors_at(browser, default_page_url + "#transparency=reduced")
    assert top["transparency"] == "reduced"
    assert top["filter"] in ("none", "") and float(top["opacity"]) == 0
    scrolled = colors_at(browser, default_page_url + "#transparency=reduced&y=400")
    assert float(scrolled["opacity"]) == 1
    assert " / " not in scrolled["material"] and "rgba" not in scrolled["material"]  # no alpha: opaque
    standard = colors_at(browser, default_page_url + "#y=400")
    assert "blur" in standard["filter"]


# The header's material scrolled over the list: its box, what the header itself draws over it
# (the inline title's text, the appearance button, the pills' row, the divider: left out of the
# area read), how many of the list's texts lie under it, and the page's background colour.
MATERIAL_JS = """
const rect = (r) => [r.left, r.top, r.right, r.bottom];
const material = document.querySelector('[data-part="material"]');
const title = document.createRange();
title.selectNodeContents(document.querySelector('[data-part="inline-title"]'));
const m = material.getBoundingClientRect();
const probe = document.createElement('span');
probe.style.backgroundColor = 'var(--page-background)';
document.body.append(probe);
const background = getComputedStyle(probe).backgroundColor;
probe.remove();
return {
  box: [Math.max(m.left, 0), Math.max(m.top, 0), Math.min(m.right, innerWidth), Math.min(m.bottom, innerHeight)],
  own: [title.getBoundingClientRect(), ...['[data-part="appearance"]', '.tabbar__row', '[data-part="divider"]']
    .map((selector) => document.querySelector(selector).getBoundingClientRect())].map(rect),
  under: [...document.querySelectorAll('.mail__from, .mail__subject, .mail__preview')].map((e) => e.getBoundingClientRect())
    .filter((r) => r.width > 0 && r.bottom > m.top + 4 && r.top < m.bottom - 4).length,
  background, opacity: getComputedStyle(material).opacity,
};
"""


def settled_pixels(browser, points: list[tuple[int, int]]) -> list[tuple[int, ...]]:
    """The RGB of each (x, y) in the screenshot, once two screenshots in a row agree there (the
    frame is settled, whatever the time it took)."""
    previous, bottom = None, max(y for _, y in points) + 1
    deadline = time.monotonic() + HANG_GUARD_S
    while True:
        bpp, rows = decode_png(browser.get_screenshot_as_png(), bottom)
        pixels = [tuple(rows[y][x * bpp:x * bpp + 3]) for x, y in points]
        if pixels == previous:
            return pixels
        assert time.monotonic() < deadline, f"the screenshot still changed after {HANG_GUARD_S} s"
        previous = pixels
        wait_frames(browser, 2)


def material_area(browser, url: str) -> tuple[dict, list[tuple[int, int]]]:
    """The page scrolled so that rows are under the material, once its fade has ended: the
    material's geometry and the points of its area that the header draws nothing over."""
    load(browser, url)
    assert scroll_to(browser, 500) > 400
    wait_for(browser, "getComputedStyle(document.querySelector('.tabbar__material')).opacity === '1'",
             "the material faded in")
    material = browser.execute_script(MATERIAL_JS)
    left, top, right, bottom = (round(v) for v in material["box"])
    own = [(l - 2, t - 2, r + 2, b + 2) for l, t, r, b in material["own"]]
    return material, [(x, y) for y in range(top + 1, bottom - 1) for x in range(left + 1, right - 1)
                      if not any(l <= x <= r and t <= y <= b for l, t, r, b in own)]


def under_and_without(browser, points: list[tuple[int, int]]) -> tuple[list, list]:
    """The material's pixels with the list under it, then with the list hidden (its place kept)."""
    with_list = settled_pixels(browser, points)
    browser.execute_script("document.querySelector('[data-part=\"list\"]').style.visibility = 'hidden'")
    wait_frames(browser, 2)
    return with_list, settled_pixels(browser, points)


def differing(a: list[tuple[int, ...]], b: list[tuple[int, ...]], tolerance: float = 2) -> float:
    """The share of pixels more than tolerance apart in any channel."""
    return sum(any(abs(x - y) > tolerance for x, y in zip(p, q)) for p, q in zip(a, b)) / len(a)


@pytest.mark.parametrize("page_format", PAGE_FORMATS[:1])
@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_reduced_transparency_material_hides_the_rows_under_it(browser, build_page, scheme, page_format):
    """Screenshot pixels, in every engine (WebKitGTK included): under Reduce Transparency the
    material's area, rows under it, is the page's background colour and nothing else, the same
    as with the list hidden; at standard transparency hiding the list changes that area, since the
    rows (blurred) show through, so the test can fail."""
    url = build_page({}, "default")
    reduced, points = material_area(browser, url + f"#scheme={scheme}&transparency=reduced")
    assert reduced["under"] >= 2, reduced  # rows' texts lie under the area read
    assert len(points) > 5000, reduced
    shown, without = under_and_without(browser, points)
    background = tuple(round(c) for c in parse_color(reduced["background"])[:3])
    plain = [background] * len(points)
    assert differing(shown, plain) == 0, f"{differing(shown, plain):.1%} of the material is not {reduced['background']}"
    assert differing(shown, without) == 0, f"{differing(shown, without):.1%} of the material shows the list"

    browser.get("about:blank")
    standard, same_points = material_area(browser, url + f"#scheme={scheme}")
    assert same_points == points and standard["under"] == reduced["under"], (standard, reduced)
    shown, without = under_and_without(browser, same_points)
    assert differing(shown, without) > 0.05, f"only {differing(shown, without):.1%} of the material shows the list"


@pytest.mark.engines("chromium", reason="only DevTools can emulate prefers-contrast and prefers-reduced-transparency here")
def test_auto_follows_the_viewers_settings(browser, default_page_url, build_page):
    scheme = browser._msg_media["color_scheme"]

    def emulate(contrast: str, transparency: str):
        browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "", "features": [
            {"name": "prefers-color-scheme", "value": scheme},
            {"name": "prefers-reduced-motion", "value": "reduce" if browser._msg_media["reduced_motion"] else "no-preference"},
            {"name": "prefers-contrast", "value": contrast},
            {"name": "prefers-reduced-transparency", "value": transparency}]})

    try:
        emulate("more", "reduce")
        shown = colors_at(browser, default_page_url)
        assert shown["contrast"] == "increased" and shown["transparency"] == "reduced"
        # A change of setting while the page is open follows at once.
        emulate("no-preference", "no-preference")
        wait_for(browser, "document.documentElement.dataset.contrast === 'standard'", "standard contrast")
        assert browser.execute_script(COLORS_JS)["transparency"] == "standard"
        # A spec that names a condition keeps it whatever the viewer's setting.
        emulate("more", "reduce")
        fixed = colors_at(browser, build_page({"contrast": "standard", "transparency": "standard"}, name="fixed"))
        assert fixed["contrast"] == "standard" and fixed["transparency"] == "standard"
    finally:
        emulate("no-preference", "no-preference")


@pytest.mark.parametrize("device, width, height, status_bar", [("se", 375, 667, 20), ("16-pro-max", 440, 956, 62)])
def test_a_named_phone_sets_the_screen_and_its_status_bar(browser, default_page_url, device, width, height, status_bar):
    set_viewport(browser, 1280, 1040)
    load(browser, default_page_url + f"#device={device}")
    assert browser.execute_script("return document.documentElement.dataset.device") == device
    screen = rect(browser, '[data-part="screen"]')
    assert screen_width(browser) == pytest.approx(width, abs=0.5)
    assert screen["height"] == pytest.approx(min(height, 1040 - 48), abs=0.5)
    navbar = rect(browser, '[data-part="navbar"]')
    assert navbar["height"] == pytest.approx(44 + status_bar, abs=0.5)


def test_a_spec_names_a_phone(browser, build_page):
    set_viewport(browser, 1280, 1040)
    load(browser, build_page({"screen": {"device": "se"}}))
    assert screen_width(browser) == pytest.approx(375, abs=0.5)
    # A link back to the spec's own width and height: custom.
    browser.execute_script("location.hash = 'device=custom'")
    wait_for(browser, "!('device' in document.documentElement.dataset)", "the custom screen")
    assert screen_width(browser) == pytest.approx(393, abs=0.5)


def test_the_link_keeps_the_conditions_a_link_set(browser, default_page_url, build_page):
    load(browser, default_page_url + "#text=accessibility1&contrast=increased&transparency=reduced&device=mini")
    browser.find_element("css selector", '[data-tab="updates"]').click()
    settle(browser)
    fragment = browser.execute_script("return location.hash")
    assert fragment == "#tab=updates&text=accessibility1&contrast=increased&transparency=reduced&device=mini"
    # What the spec already says is not repeated.
    url = build_page({"dynamicTypeSize": "accessibility1"}, name="ax1")
    browser.get("about:blank")
    load(browser, url + "#text=accessibility1&tab=updates")
    browser.find_element("css selector", '[data-tab="primary"]').click()
    settle(browser)
    assert browser.execute_script("return location.hash") == "#tab=primary"


@pytest.mark.parametrize("fragment", ["#text=huge&contrast=max&transparency=none&device=iphone",
                                      "#text=%3Cb%3E&device=__proto__&contrast=constructor"])
def test_bad_condition_values_are_ignored(browser, default_page_url, fragment):
    load(browser, default_page_url + fragment)
    root = browser.execute_script("const d = document.documentElement.dataset; return [d.textSize, d.contrast, d.transparency, d.device ?? null]")
    assert root == ["large", "standard", "standard", None]
    wait_frames(browser)
    assert computed(browser, ".mail__from", "font-size") == "17px"
