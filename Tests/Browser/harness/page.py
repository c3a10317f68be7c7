"""What the browser tests read off the page, and the design's maths in Python to compare it with.

The maths mirrors Sources/LayoutSpec (Spring.swift, ScrollProgress.swift) independently, so a
wrong formula in the generator cannot also be the expected value here.
"""
from __future__ import annotations

import math
import re

import pytest

from . import fonts
from .settings import HANG_GUARD_S


# The animations playing on the document timeline: their animated properties and durations (ms).
ANIMATIONS_JS = """
return document.getAnimations().filter((a) => a.timeline === document.timeline).map((a) => ({
  properties: a.effect.getKeyframes().flatMap((k) => Object.keys(k))
    .filter((p) => !['offset', 'easing', 'composite', 'computedOffset'].includes(p)),
  duration: a.effect.getComputedTiming().duration,
}));
"""


def scroll_progress(scroll_y: float, collapse_threshold: float, transition_distance: float) -> float:
    """progress = clamp((scrollY - collapseThreshold) / transitionDistance, 0, 1)"""
    return min(max((scroll_y - collapse_threshold) / transition_distance, 0.0), 1.0)


def spring_value(t: float, duration: float, bounce: float) -> float:
    """SwiftUI's Spring(duration:bounce:) released from rest at 0 towards 1, at t seconds."""
    if t <= 0:
        return 0.0
    omega = 2 * math.pi / duration
    zeta = 1 - bounce if bounce >= 0 else 1 / (1 + bounce)
    if zeta < 1:
        damped = omega * math.sqrt(1 - zeta * zeta)
        return 1 - math.exp(-zeta * omega * t) * (math.cos(damped * t) + zeta * omega / damped * math.sin(damped * t))
    if zeta == 1:
        return 1 - math.exp(-omega * t) * (1 + omega * t)
    root = math.sqrt(zeta * zeta - 1)
    fast, slow = -omega * (zeta + root), -omega * (zeta - root)
    return 1 - (fast * math.exp(slow * t) - slow * math.exp(fast * t)) / (fast - slow)


_NUMBER = r"[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?"


def parse_color(text: str) -> tuple[float, float, float, float]:
    """A computed colour as (r, g, b, alpha) with channels 0–255: rgb(), rgba() or color(srgb …)."""
    text = text.strip()
    numbers = [float(n) for n in re.findall(_NUMBER, text, re.I)]
    if text.startswith("color(srgb"):
        r, g, b = (c * 255 for c in numbers[:3])
        alpha = numbers[3] if len(numbers) > 3 else 1.0
        return (r, g, b, alpha)
    if text.startswith("rgb"):
        r, g, b = numbers[:3]
        alpha = numbers[3] if len(numbers) > 3 else 1.0
        return (r, g, b, alpha)
    raise ValueError(f"unexpected colour syntax: {text!r}")


def hex_color(hex_text: str) -> tuple[float, float, float, float]:
    value = int(hex_text.lstrip("#"), 16)
    return (value >> 16 & 0xFF, value >> 8 & 0xFF, value & 0xFF, 1.0)


def same_color(actual: str, expected_hex: str, tolerance: float = 1.5) -> bool:
    a = parse_color(actual)
    e = hex_color(expected_hex)
    return all(abs(x - y) <= tolerance for x, y in zip(a[:3], e[:3])) and abs(a[3] - 1) < 0.01


PILLS_JS = """
// Along the inline direction (arguments[0] on a right-to-left page): every x mirrored, so that
// left is the distance from the right edge and what holds left to right holds mirrored.
const mirrored = arguments[0] && document.documentElement.dir === 'rtl';
const width = document.documentElement.clientWidth;
const flip = (r) => ({left: mirrored ? width - r.right : r.left, right: mirrored ? width - r.left : r.right,
  top: r.top, bottom: r.bottom, width: r.width});
const box = (element) => flip(element.getBoundingClientRect());
return Array.from(document.querySelectorAll('[data-tab]')).map((pill) => {
  const style = getComputedStyle(pill);
  const rect = box(pill);
  const label = pill.querySelector('.pill__label');
  const text = pill.querySelector('.pill__text');
  const outline = pill.querySelector('[data-icon="outline"]');
  const filled = pill.querySelector('[data-icon="filled"]');
  // The pill's rounded rectangle is drawn twice, the tab's colour (the tint) over the inactive
  // one, and the tint fades: the colour shown is the one on top.
  const tint = pill.querySelector('.pill__tint');
  const shape = parseFloat(getComputedStyle(tint).opacity) > 0.5 ? tint : pill.querySelector('.shape');
  const start = box(pill.querySelector('.shape [data-cap="start"]'));
  const end = box(pill.querySelector('.shape [data-cap="end"]'));
  const ringElement = pill.querySelector('.pill__ring');
  const ring = ringElement ? box(ringElement) : null;
  return {
    id: pill.dataset.tab,
    role: pill.getAttribute('role'),
    selected: pill.getAttribute('aria-selected'),
    displayed: style.display !== 'none' && style.visibility !== 'hidden',
    left: rect.left, right: rect.right, top: rect.top, bottom: rect.bottom, width: rect.width,
    // Where the shape is drawn (the same as the box once the springs have settled).
    shapeLeft: start.left, shapeRight: end.right,
    background: getComputedStyle(shape.querySelector('.shape__middle')).backgroundColor,
    // The foreground drawn: the colour of the icon that shows (the outline and the filled
    // icon cross-fade; the pill's own colour never animates), and the label's.
    color: getComputedStyle(parseFloat(getComputedStyle(filled).opacity) > 0.5 ? filled : outline).color,
    labelColor: getComputedStyle(label).color,
    paddingLeft: parseFloat(style.paddingLeft),
    ring: ring ? {left: ring.left, right: ring.right, top: ring.top, bottom: ring.bottom} : null,
    // How much of the title shows: its box clips the text, and slides over it to close.
    labelWidth: Math.max(0, box(label).right - box(text).left),
    labelOpacity: parseFloat(getComputedStyle(label).opacity),
    outlineOpacity: parseFloat(getComputedStyle(outline).opacity),
    filledOpacity: parseFloat(getComputedStyle(filled).opacity),
    tabIndex: pill.tabIndex,
  };
});
"""


def pills(driver, inline: bool = False) -> dict[str, dict]:
    """Every pill's geometry and computed style, by tab id. With `inline`, x is read along the
    inline direction: on a right-to-left page mirrored (left is the distance from the right edge),
    so that a left-to-right test's assertions check the mirrored page."""
    return {pill["id"]: pill for pill in driver.execute_script(PILLS_JS, inline)}


def active_tab(driver) -> str:
    return driver.execute_script("return document.documentElement.dataset.activeTab")


def rect(driver, selector: str) -> dict:
    return driver.execute_script(
        "const r = document.querySelector(arguments[0]).getBoundingClientRect();"
        "return {top: r.top, bottom: r.bottom, left: r.left, right: r.right, height: r.height};",
        selector,
    )


def settle(driver) -> None:
    """Wait until no animation of the page is running (springs settle in about 0.5 s; on a busy
    machine later), then two more frames, so that what the animations' ends set (a pill hidden
    when it has slid out, the list filtered a frame after a tap) is in place. It waits for that
    state, not for a time: a test never reads a spring in mid-flight because the machine was
    slow. Scroll-driven animations never finish and are not waited for; animations that run
    forever would be a hang, and fail after HANG_GUARD_S (settings.py)."""
    result = driver.execute_async_script(
        """
        const guard = arguments[0] * 1000, done = arguments[arguments.length - 1];
        const start = performance.now();
        const running = () => document.getAnimations().filter((a) =>
          a.playState === 'running' && a.timeline === document.timeline);
        let quiet = 0;  // frames in a row with nothing running
        const check = () => {
          const now = running();
          quiet = now.length ? 0 : quiet + 1;
          if (quiet >= 3) { done({settled: true}); return; }
          if (performance.now() - start > guard) {
            done({settled: false, running: now.map((a) => a.transitionProperty || a.animationName || a.id
              || String(a.effect && a.effect.target && a.effect.target.outerHTML.slice(0, 80)))});
            return;
          }
          requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
        """,
        HANG_GUARD_S,
    )
    if not result["settled"]:
        raise AssertionError(f"settle(): animations still running after {HANG_GUARD_S} s: {result['running']}")


def load(driver, url: str) -> None:
    """Open the page and wait until its script has started (html[data-ready]) and drawn a frame."""
    driver.get(url)
    driver.execute_async_script(
        """
        const done = arguments[arguments.length - 1];
        const check = () => document.documentElement.hasAttribute('data-ready')
          ? requestAnimationFrame(() => done(true)) : requestAnimationFrame(check);
        check();
        """
    )


def label_fits(driver, tab_id: str) -> bool:
    """True when the pill's title is drawn whole: the text is no wider than the box that shows it
    (an ellipsis appears as soon as it is, even by a fraction of a pixel)."""
    return driver.execute_script(
        """
        const text = document.querySelector(`[data-tab='${arguments[0]}'] .pill__text`);
        const range = document.createRange();
        range.selectNodeContents(text);
        const box = text.getBoundingClientRect().width - parseFloat(getComputedStyle(text).paddingInlineStart);
        return range.getBoundingClientRect().width <= box + 0.001;
        """,
        tab_id,
    )


# --- Which font drew a text -----------------------------------------------------------------
# A probe (a span inserted into the element, so it inherits its font-family, weight and style,
# set large with kerning and ligatures off) is measured and compared with the sum of the advance
# widths that the font file itself gives for its characters (fonts.advances()).

# Characters whose advances differ between the fonts in play (Inter's weights, DejaVu Sans).
LATIN = "Transactions WMgiljfr 0123"

PROBE_SIZE = 200  # px: large, so that a wrong font (even Inter Bold for SemiBold) is many pixels off
# An engine may round each glyph's advance to a whole pixel (WebKitGTK does; Chromium matches the
# file to 0.02 px): at most half a pixel a character.
ROUNDING = 0.5


PROBE_JS = """
const [selector, text, size] = arguments;
const host = document.querySelector(selector);
if (!host) return {missing: selector};
const probe = document.createElement('span');
// Through CSSOM, which the page's Content-Security-Policy allows (a style attribute it would not).
Object.assign(probe.style, {
  fontSize: `${size}px`, fontKerning: 'none', fontVariantLigatures: 'none',
  fontFeatureSettings: '"kern" 0, "liga" 0, "calt" 0', letterSpacing: 'normal', wordSpacing: 'normal',
  textTransform: 'none', whiteSpace: 'pre', display: 'inline', padding: '0', margin: '0', border: '0',
});
probe.textContent = text;
host.appendChild(probe);
const width = probe.getBoundingClientRect().width;
const style = getComputedStyle(probe);
const result = {width, family: style.fontFamily, weight: style.fontWeight};
probe.remove();
return result;
"""


def drawn_width(browser, selector: str, text: str, size: float = PROBE_SIZE) -> dict:
    """Width of text drawn in selector's font (its family, weight and style) at `size` px."""
    result = browser.execute_script(PROBE_JS, selector, text, size)
    assert "missing" not in result, f"no element matches {result.get('missing')!r}"
    return result


def expected_width(font: fonts.TestFont, text: str, size: float = PROBE_SIZE) -> float:
    return sum(fonts.advances(font, text, size))


def assert_drawn_in(browser, selector: str, text: str, font: fonts.TestFont, *others: fonts.TestFont):
    """The probe's width is font's, and not any of `others` (which the check must tell apart)."""
    got = drawn_width(browser, selector, text)
    want = expected_width(font, text)
    tolerance = ROUNDING * len(text)
    for other in others:  # the check can tell them apart, or it would prove nothing
        if fonts.has_glyphs(other, text):
            assert abs(expected_width(other, text) - want) > 2 * tolerance, (font, other)
    assert got["width"] == pytest.approx(want, abs=tolerance), (
        f"{selector}: {text!r} is {got['width']:.1f} px wide in {got['family']} {got['weight']}; "
        f"{font.family} {font.weight} draws it {want:.1f} px wide")
