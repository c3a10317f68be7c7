"""A tab's own icon from SVG files beside the spec: drawn from the page's sprite where the pill is,
in its outline form while the tab is inactive and its filled form while it is active, as a
catalogue icon is (the pixels of a screenshot say so, in every engine); shown in the inspector;
and `serve` reloads the page when an icon file is saved."""
import json
import subprocess
import time

import pytest
from selenium.common.exceptions import WebDriverException
from selenium.webdriver.common.by import By

from harness import screenshot
from harness.serving import DEADLINE, Server
from harness.page import load, settle
from harness.pixels import decode_png

# A speech bubble drawn with strokes (an outline icon as most icon sets write it), and its filled
# form drawn in another grid; a frame drawn with an even-odd fill, which has no filled file.
BUBBLE = """<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor"
  stroke-width="2" stroke-linecap="round" stroke-linejoin="round" onload="alert(1)">
  <script>alert(2)</script>
  <path d="M4 4h16a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H9l-5 4V5a1 1 0 0 1 1-1z"/>
</svg>
"""
BUBBLE_FILLED = """<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48">
  <path d="M6 6h36v28H18l-12 10z"/>
</svg>
"""
FRAME = """<svg xmlns="http://www.w3.org/2000/svg" width="12" height="12">
  <path d="M1 1h10v10H1z M4 4v4h4V4z" fill-rule="evenodd" fill="#123456"/>
</svg>
"""

SPEC = {
    "tabs": [
        {"id": "forums", "title": "Forums", "color": "blue",
         "symbol": {"svg": "icons/bubble.svg", "filled": "icons/bubble.fill.svg"}},
        {"id": "frames", "title": "Frames", "color": "green", "symbol": {"svg": "icons/frame.svg"}},
        {"id": "primary", "title": "Primary", "color": "pink", "symbol": "person"},
    ],
    "initialTab": "forums",
}

WHITE = (255, 255, 255)
GRAY = (0x8E, 0x8E, 0x93)
INACTIVE_BACKGROUND = (0xE8, 0xE8, 0xE8)


def build(folder, mailsitegen_bin, *options: str) -> str:
    """The spec and its icons in `folder`, built with `options`: the page's file:// URL."""
    (folder / "icons").mkdir()
    for name, text in [("bubble.svg", BUBBLE), ("bubble.fill.svg", BUBBLE_FILLED), ("frame.svg", FRAME)]:
        (folder / "icons" / name).write_text(text)
    (folder / "spec.json").write_text(json.dumps(SPEC))
    command = [str(mailsitegen_bin), "build", "--spec", "spec.json", "--out", "site", "--quiet", *options]
    result = subprocess.run(command, cwd=folder, capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    return (folder / "site" / "index.html").as_uri()


@pytest.fixture
def page(tmp_path, mailsitegen_bin, page_format) -> str:
    return build(tmp_path, mailsitegen_bin, *(["--single-file"] if page_format == "single-file" else []))


def icon_box(browser, tab_id: str, form: str) -> list[float]:
    """The box of the pill's icon in that form (CSS px: left, top, right, bottom)."""
    return browser.execute_script(
        "const r = document.querySelector(`[data-tab='${arguments[0]}'] [data-icon='${arguments[1]}']`)"
        ".getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom];", tab_id, form)


def share_of(png: bytes, box: list[float], rgb: tuple[int, ...], tolerance: int = 40) -> float:
    """The share of the pixels inside box (CSS px at devicePixelRatio 1) within tolerance of rgb."""
    left, top, right, bottom = (round(v) for v in box)
    bpp, rows = decode_png(png, bottom)
    near = total = 0
    for y in range(top, bottom):
        for x in range(left, right):
            pixel = rows[y][x * bpp:x * bpp + 3]
            total += 1
            near += all(abs(c - e) <= tolerance for c, e in zip(pixel, rgb))
    return near / total


def centre(png: bytes, box: list[float]) -> tuple[int, ...]:
    x, y = round((box[0] + box[2]) / 2), round((box[1] + box[3]) / 2)
    bpp, rows = decode_png(png, y + 1)
    return tuple(rows[y][x * bpp:x * bpp + 3])


def test_custom_icons_are_drawn_in_both_forms(browser, page):
    assert browser.execute_script("return window.devicePixelRatio") == 1
    load(browser, page)
    settle(browser)
    png = browser.get_screenshot_as_png()
    screenshot(browser, "custom-icons-forums-active")

    # The active pill: the filled bubble, white on blue, over most of the icon's box.
    filled = share_of(png, icon_box(browser, "forums", "filled"), WHITE)
    assert filled > 0.4, filled
    # An inactive pill without a filled file: the frame in the inactive colour, its hole (the
    # even-odd rule) showing the pill's background.
    frame_box = icon_box(browser, "frames", "outline")
    assert share_of(png, frame_box, GRAY) > 0.3
    assert all(abs(c - e) <= 12 for c, e in zip(centre(png, frame_box), INACTIVE_BACKGROUND)), centre(png, frame_box)

    browser.find_element(By.CSS_SELECTOR, '[data-tab="frames"]').click()
    settle(browser)
    png = browser.get_screenshot_as_png()
    screenshot(browser, "custom-icons-frames-active")
    # The bubble's outline now: strokes only, far less of its box than the filled form.
    outline = share_of(png, icon_box(browser, "forums", "outline"), GRAY)
    assert 0.08 < outline < filled / 2, (outline, filled)
    # The frame active: the same geometry as its filled form, in white.
    assert share_of(png, icon_box(browser, "frames", "filled"), WHITE) > 0.3
    # Nothing of the files' scripts came along.
    # (the page's words are a data block, not a script that runs)
    assert browser.execute_script(
        "return document.querySelectorAll('script:not([src]):not([type=\"application/json\"])').length") <= 1
    source = browser.execute_script("return document.documentElement.outerHTML")
    assert "alert" not in source and "onload" not in source


def test_the_inspector_shows_a_custom_icon_as_its_pill_draws_it(browser, tmp_path, mailsitegen_bin):
    load(browser, build(tmp_path, mailsitegen_bin, "--inspector"))
    browser.find_element(By.CSS_SELECTOR, '[data-part="inspector-toggle"]').click()
    shown = browser.execute_async_script("""
        const done = arguments[arguments.length - 1];
        const check = () => {
          const row = document.querySelector('[data-part="inspector"]:not([hidden]) [data-field="tabs[0].symbol"]');
          if (!row) { requestAnimationFrame(check); return; }
          row.scrollIntoView({ block: 'center' });
          requestAnimationFrame(() => done({
            label: row.getAttribute('aria-label'), text: row.textContent,
            href: row.querySelector('svg use')?.getAttribute('href'), select: row.localName === 'select',
            catalogue: document.querySelector('[data-part="inspector"] select[data-field="tabs[2].symbol"]')?.value,
            box: (() => { const r = row.querySelector('svg').getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; })(),
          }));
        };
        check();
    """)
    assert shown["href"] == "#icon-custom-1" and not shown["select"]
    assert shown["text"] == "icons/bubble.svg, icons/bubble.fill.svg"
    assert shown["label"] == "Tab 1 symbol: icons/bubble.svg, icons/bubble.fill.svg"
    # A catalogue symbol keeps its picker.
    assert shown["catalogue"] == "person"
    screenshot(browser, "custom-icons-inspector")
    # The bubble is drawn there, in the panel's text colour, on its background.
    png = browser.get_screenshot_as_png()
    left, top, right, bottom = (round(v) for v in shown["box"])
    bpp, rows = decode_png(png, bottom)
    pixels = [rows[y][x * bpp:x * bpp + 3] for y in range(top, bottom) for x in range(left, right)]
    assert len(set(pixels)) > 3 and right - left == 20


def test_serve_reloads_when_an_icon_file_is_saved(browser, tmp_path, mailsitegen_bin):
    build(tmp_path, mailsitegen_bin)
    server = Server(mailsitegen_bin, ["--spec", "spec.json", "--port", "0"], cwd=tmp_path)
    try:
        server.wait_line(r"^Watching ", start=0)
        browser.get(server.url)
        current = """
            const live = window.mailsitegenLive;
            return !!live && live.state === 'open' && live.serverBuild === live.build
              && document.querySelector('#icon-custom-2 path')?.getAttribute('d');
        """
        before = poll(browser, current, DEADLINE)
        assert before == "M1 1h10v10H1z M4 4v4h4V4z".replace("z M", "zM")
        (tmp_path / "icons" / "frame.svg").write_text(FRAME.replace("M4 4v4h4V4z", "M3 3v6h6V3z"))
        after = poll(browser, f"const d = (() => {{ {current} }})(); return d !== {before!r} && d;", DEADLINE)
        assert after == "M1 1h10v10H1zM3 3v6h6V3z"
        assert int(browser.execute_script("return sessionStorage.getItem('mailsitegen:reloads') || '0'")) == 1
    finally:
        server.stop()
        server.__exit__()


def poll(browser, script: str, timeout: float):
    """Runs `script` until it returns something truthy (through the moments a reload refuses it)."""
    deadline = time.monotonic() + timeout
    last = None
    while time.monotonic() < deadline:
        try:
            last = browser.execute_script(script)
            if last:
                return last
        except WebDriverException as error:
            last = error
        time.sleep(0.05)
    raise AssertionError(f"not true within {timeout}s: {script.strip()} (last: {last!r})")


def test_reset_and_undo_of_a_custom_icon_in_the_inspector(browser, tmp_path, mailsitegen_bin):
    from test_serve_inspector import press

    load(browser, build(tmp_path, mailsitegen_bin, "--inspector"))
    browser.find_element(By.CSS_SELECTOR, '[data-part="inspector-toggle"]').click()
    row = "document.querySelector('[data-part=\"inspector\"] [data-field=\"tabs[0].symbol\"]')"
    poll(browser, f"return {row}?.querySelector('use')?.getAttribute('href') === '#icon-custom-1'", DEADLINE)
    press(browser, '[data-reset="tabs[0].symbol"]')
    poll(browser, f"return {row}.textContent === 'person' && !{row}.querySelector('use')", DEADLINE)
    # Undo puts the icon's files back: the row draws it again.
    press(browser, '[data-part="inspector-undo"]')
    poll(browser, f"return {row}.querySelector('use')?.getAttribute('href') === '#icon-custom-1'", DEADLINE)
    assert browser.execute_script(f"return {row}.textContent") == "icons/bubble.svg, icons/bubble.fill.svg"
