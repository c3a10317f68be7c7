"""Forced colours (Windows contrast themes): the theme removes backgrounds and replaces
colours with its system colours, so every pill keeps an edge, the active one is `Highlight` with
its title and icon in `HighlightText`, the icons (currentColor) and the header's divider stay
visible, the search field keeps its outline, and axe-core finds nothing.

The system colours are resolved on the page (a probe element styled `Highlight`, …), so the
assertions hold for whatever palette the engine's emulation uses. WebKitGTK has no switch for
forced colours (forced_colors.py), so these tests run in Chromium and Firefox only.
"""
from __future__ import annotations

import pytest
from selenium.webdriver.common.by import By

from harness.axe_check import violations
from harness import scroll_to
from harness.forced_colors import set_forced_colors
from harness import screenshot
from harness.page import load, parse_color, settle
from harness.pixels import decode_png

pytestmark = pytest.mark.engines(
    "chromium", "firefox",
    reason="WebKitGTK has no way to turn forced colours on (no DevTools emulation, no pref, no setting)")

SYSTEM_COLOURS_JS = """
const colour = (property, value) => {
  const probe = document.createElement('span');
  probe.style.setProperty(property, value);
  document.body.append(probe);
  const resolved = getComputedStyle(probe).getPropertyValue(property);
  probe.remove();
  return resolved;
};
return {Highlight: colour('background-color', 'Highlight'), HighlightText: colour('color', 'HighlightText'),
        Canvas: colour('background-color', 'Canvas'), CanvasText: colour('color', 'CanvasText'),
        ButtonText: colour('color', 'ButtonText'), FieldText: colour('color', 'FieldText')};
"""

# Each visible pill: the pieces of its shapes, its icons and its title, as computed.
PILLS_JS = """
const style = (element, ...properties) => {
  const computed = getComputedStyle(element);
  return Object.fromEntries(properties.map((p) => [p, computed.getPropertyValue(p)]));
};
const edge = ['border-top-width', 'border-top-style', 'border-top-color', 'border-bottom-width',
              'border-left-width', 'border-right-width', 'background-color'];
return [...document.querySelectorAll('.pill')].filter((pill) => pill.checkVisibility({visibilityProperty: true})).map((pill) => {
  const [base, tint] = pill.querySelectorAll(':scope > .shape');
  const pieces = (shape) => ({
    start: style(shape.querySelector('[data-cap="start"]'), ...edge),
    middle: style(shape.querySelector('.shape__middle'), ...edge),
    end: style(shape.querySelector('[data-cap="end"]'), ...edge),
  });
  const label = pill.querySelector('.pill__label');
  const box = label.getBoundingClientRect();
  return {
    tab: pill.dataset.tab,
    active: pill.getAttribute('aria-selected') === 'true' || pill.dataset.tab === 'allMails',
    base: pieces(base), tint: pieces(tint), tintOpacity: getComputedStyle(tint).opacity,
    outline: style(pill.querySelector('[data-icon="outline"]'), 'color', 'opacity'),
    filled: style(pill.querySelector('[data-icon="filled"]'), 'color', 'opacity'),
    label: {...style(label, 'color', 'opacity', 'forced-color-adjust'),
            box: [box.left, box.top, box.right, box.bottom]},
  };
});
"""


def same(a: str, b: str) -> bool:
    return all(abs(x - y) < 1.01 for x, y in zip(parse_color(a)[:3], parse_color(b)[:3])) and \
        abs(parse_color(a)[3] - parse_color(b)[3]) < 0.01


def width(value: str) -> float:
    return float(value.removesuffix("px"))


def share_of(png: bytes, box: list[float], rgb: tuple[float, ...], tolerance: float = 24) -> float:
    """The share of the pixels inside box (CSS px at devicePixelRatio 1) within tolerance of rgb."""
    left, top, right, bottom = (round(v) for v in box)
    bpp, rows = decode_png(png, bottom)
    near = total = 0
    for y in range(top + 1, bottom - 1):
        for x in range(left + 1, right - 1):
            pixel = rows[y][x * bpp:x * bpp + 3]
            total += 1
            near += all(abs(c - e) <= tolerance for c, e in zip(pixel, rgb))
    return near / total


@pytest.fixture
def forced(browser):
    """The default page, then forced colours on; off again after the test whatever happened."""
    def turn_on(url: str) -> dict:
        load(browser, url)
        assert set_forced_colors(browser, True), f"{browser.engine} should emulate forced colours"
        colours = browser.execute_script(SYSTEM_COLOURS_JS)
        # The assertions below could not tell these apart.
        assert not same(colours["Highlight"], colours["Canvas"]), colours
        assert not same(colours["HighlightText"], colours["Highlight"]), colours
        assert not same(colours["ButtonText"], colours["Canvas"]), colours
        return colours
    yield turn_on
    set_forced_colors(browser, False)


@pytest.mark.parametrize("state", ["all-mails", "category"])
def test_every_pill_keeps_an_edge_and_the_active_one_is_highlight(browser, default_page_url, forced, state):
    colours = forced(default_page_url)
    if state == "category":
        browser.find_element(By.CSS_SELECTOR, '[data-tab="transactions"]').click()
        settle(browser)
    pills = browser.execute_script(PILLS_JS)
    png = screenshot(browser, f"forced-colors-{state}").read_bytes()
    active = [p for p in pills if p["active"]]
    assert [p["tab"] for p in active] == ["allMails" if state == "all-mails" else "transactions"]
    assert len(pills) == 5 if state == "all-mails" else 4

    for pill in pills:
        # The edge: outer sides of the caps, top and bottom of the middle, in ButtonText, on every
        # shape (the tint, over the base when active, has it too).
        for shape in ("base", "tint"):
            pieces = pill[shape]
            for piece, sides in (("start", ("top", "bottom", "left")), ("middle", ("top", "bottom")),
                                 ("end", ("top", "bottom", "right"))):
                for side in sides:
                    assert width(pieces[piece][f"border-{side}-width"]) >= 1, (pill["tab"], shape, piece, side)
                assert pieces[piece]["border-top-style"] == "solid", (pill["tab"], shape, piece)
                assert same(pieces[piece]["border-top-color"], colours["ButtonText"]), (pill["tab"], shape, piece)
        # Icons in currentColor: ButtonText on an inactive pill, HighlightText on the active one.
        if pill["active"]:
            assert pill["tintOpacity"] == "1", pill
            for piece in ("start", "middle", "end"):
                assert same(pill["tint"][piece]["background-color"], colours["Highlight"]), (pill["tab"], piece)
            assert pill["filled"]["opacity"] == "1" and same(pill["filled"]["color"], colours["HighlightText"]), pill
            assert pill["label"]["opacity"] == "1" and same(pill["label"]["color"], colours["HighlightText"]), pill
            # The title is drawn, not hidden under the text's backplate (Canvas): inside its box
            # some pixels are the text's HighlightText and most are not.
            text = parse_color(colours["HighlightText"])[:3]
            drawn = share_of(png, pill["label"]["box"], text)
            assert 0.03 < drawn < 0.7, f"{pill['tab']}: {drawn:.0%} of the title's box is HighlightText"
        else:
            assert pill["tintOpacity"] == "0", pill
            assert pill["outline"]["opacity"] == "1", pill
            assert same(pill["outline"]["color"], colours["ButtonText"]), pill


def test_the_divider_search_field_and_unread_dots_stay_visible(browser, default_page_url, forced):
    colours = forced(default_page_url)
    field = browser.execute_script("""
      const cap = getComputedStyle(document.querySelector('.search__field [data-cap="start"]'));
      return [cap.borderTopWidth, cap.borderTopStyle, cap.borderTopColor, cap.borderLeftWidth];""")
    assert width(field[0]) >= 1 and field[1] == "solid" and width(field[3]) >= 1, field
    assert same(field[2], colours["FieldText"]), field
    dot = browser.execute_script("return getComputedStyle(document.querySelector('.mail__unread')).backgroundColor")
    assert same(dot, colours["CanvasText"]), dot
    scroll_to(browser, 500)
    header = browser.execute_script("""
      const divider = getComputedStyle(document.querySelector('[data-part="divider"]'));
      const material = getComputedStyle(document.querySelector('[data-part="material"]'));
      return {divider: divider.backgroundColor, dividerOpacity: divider.opacity, height: divider.height,
              material: material.backgroundColor, materialOpacity: material.opacity,
              filter: material.backdropFilter};""")
    screenshot(browser, "forced-colors-scrolled")
    assert same(header["divider"], colours["CanvasText"]) and header["dividerOpacity"] == "1", header
    assert width(header["height"]) > 0, header
    # Opaque, so the list does not show through the header's text.
    assert same(header["material"], colours["Canvas"]) and header["materialOpacity"] == "1", header
    assert header["filter"] == "none", header


@pytest.mark.parametrize("state", ["all-mails", "category", "scrolled", "search"])
def test_no_axe_violations_in_forced_colors(browser, default_page_url, axe_source, forced, state):
    forced(default_page_url)
    if state == "category":
        browser.find_element(By.CSS_SELECTOR, '[data-tab="transactions"]').click()
        settle(browser)
    if state == "scrolled":
        scroll_to(browser, 500)
    if state == "search":
        browser.find_element(By.CSS_SELECTOR, '[data-part="search"] input').click()
        settle(browser)
    assert violations(browser, axe_source) == []
