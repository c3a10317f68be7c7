"""The phone at its own proportions in any window: on a window wider than a phone the stage shows
the device's screen at its own width and height, at 100 % where it fits and scaled down as a whole
where the window is shorter (as Simulator's fit to window), never clipped nor distorted. Taps work
on a scaled phone; `zoom=actual` keeps it at 100 % with the page scrolling around it. A scaled
phone draws its pills whole, without a seam; the buttons beside the phone (Copy Link, the
Inspector) stand at its edges, in the page `serve` serves as in a built one."""
import math
import statistics
import subprocess

import pytest
from selenium.webdriver.common.by import By

from harness import screenshot, set_viewport, wait_frames
from harness.page import active_tab, load, settle
from harness.pixels import grey
from harness.serving import Server, write_spec

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


# ---- The pills of a scaled phone

PILL_JS = """
const pill = document.querySelector('[data-tab="allMails"]');
const box = (element) => { const r = element.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; };
const screen = document.querySelector('[data-part="screen"]').getBoundingClientRect();
const end = pill.querySelector('.pill__tint [data-cap="end"]');
return {
  pill: box(pill),
  drawn: [box(pill.querySelector('.pill__icon')), box(pill.querySelector('.pill__text'))],
  scale: screen.width / parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--screen-width')),
  corner: parseFloat(getComputedStyle(end).borderTopRightRadius),  // its width, in the phone's px
};
"""
SEAM_TOLERANCE = 12  # grey levels over the fill: antialiasing inside a filled pill is none at all


def lighter_columns(png: bytes, place: dict) -> tuple[float, dict[int, int]]:
    """The pill's fill (the median grey of the pixels checked) and each column whose pixels above
    or below its icon and title are lighter than the fill: a seam. The rounded ends are left out:
    three quarters of a corner's width in from each end (where a cap meets the middle, a quarter
    of the corner further in, is kept), and the rows within 4 of the phone's px of the top and
    bottom edges, where the corners' curves pass."""
    pixels, width, _ = grey(png)
    left, top, right, bottom = place["pill"]
    scale, corner = place["scale"], place["corner"]
    end = corner * scale * 3 / 4
    columns = range(math.ceil(left + end), math.floor(right - end))
    drawn_top = min(box[1] for box in place["drawn"])
    drawn_bottom = max(box[3] for box in place["drawn"])
    rows = [*range(math.ceil(top + 4 * scale), math.floor(drawn_top)),
            *range(math.ceil(drawn_bottom), math.floor(bottom - 4 * scale))]
    assert len(rows) >= 8 and len(columns) >= 40, (rows, columns)
    fill = statistics.median(pixels[y * width + x] for y in rows for x in columns)
    lightest = {x: max(pixels[y * width + x] for y in rows) for x in columns}
    return fill, {x: value for x, value in lightest.items() if value > fill + SEAM_TOLERANCE}


def test_a_scaled_phone_draws_the_all_mails_pill_without_a_seam(browser, default_page_url):
    """Each pill is drawn in pieces (two caps and a middle, which spring apart): on a phone scaled
    to fit a laptop's window, where a cap's edge and the middle's fall in one pixel column, the
    layer beneath must not show through, as a light line through the black All Mails pill. The
    page is opened at 100 % and the window then made shorter, as a laptop's is (Chromium drew the
    seam at every such resize, and only on some loads of a page opened scaled)."""
    for index, window in enumerate([(1440, 900), (1440, 790), (1280, 720)]):
        set_viewport(browser, *window)
        if index == 0:
            load(browser, default_page_url)
        settle(browser)
        place = browser.execute_script(PILL_JS)
        assert (place["scale"] < 0.95) == (index > 0), f"{window}: scaled to fit ({place['scale']})"
        png = browser.get_screenshot_as_png()
        screenshot(browser, f"stage-pill-{window[0]}x{window[1]}")
        fill, seams = lighter_columns(png, place)
        assert fill <= 16, f"{window}: the All Mails pill is black in light mode (fill {fill})"
        assert not seams, (f"{window} at {place['scale']:.3f}: columns lighter than the fill {fill} inside the "
                           f"All Mails pill {[round(v) for v in place['pill']]}, by x: {seams}")


# ---- The buttons beside the phone, served as built

# The stage sizes of the tests above, the laptop at 100 % and a tall window; then a phone.
STAGE_SIZES = [*WINDOWS, (1440, 900), (1440, 1300)]
PHONE_SIZES = [(393, 852)]

BUTTONS_JS = """
const screen = document.querySelector('[data-part="screen"]').getBoundingClientRect();
const place = (part) => {
  const element = document.querySelector(`[data-part="${part}"]`);
  if (!element || element.getClientRects().length === 0) return null;  // not drawn
  const r = element.getBoundingClientRect();
  return {
    // From the phone's right edge, top and bottom as drawn (scaled or not).
    left: r.left - screen.right, top: r.top - screen.top, bottom: r.bottom - screen.bottom,
    width: r.width, height: r.height,
    inWindow: r.left >= 0 && r.top >= 0 && r.right <= innerWidth + 0.5 && r.bottom <= innerHeight + 0.5,
  };
};
return {share: place('share'), copy: place('copy-link'), toggle: place('inspector-toggle')};
"""


def build_default(mailsitegen_bin, folder, *options: str) -> str:
    """The default page, built into `folder` with `options`: its index.html's URL. (Three files:
    what is measured here is the same in a page of one file.)"""
    folder.mkdir()
    (folder / "spec.json").write_text("{}")
    result = subprocess.run([str(mailsitegen_bin), "build", "--spec", str(folder / "spec.json"), "--out",
                             str(folder / "site"), *options], capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    return (folder / "site" / "index.html").as_uri()


def same_place(got: dict | None, expected: dict | None) -> bool:
    if got is None or expected is None:
        return got is expected
    return all(got[key] == pytest.approx(expected[key], abs=0.5) for key in ("left", "top", "width", "height"))


def test_the_served_page_places_its_buttons_where_the_built_page_does(browser, mailsitegen_bin, tmp_path):
    """`serve`'s page is the page `build --inspector` writes, plus its reload script. Measured from
    the phone as drawn, at each window size, in one load of each page: Copy Link stands where the
    built page has it (beside the phone's bottom edge, in the window), on the served page and on
    the built page with the inspector too; the Inspector button stands beside the phone's top
    edge, in the same column, on both pages that have it; on a phone, Copy Link is not drawn and
    the Inspector button is over the page, in the window."""
    folder = tmp_path / "served"
    folder.mkdir()
    write_spec(folder / "spec.json", {})
    with Server(mailsitegen_bin, ["--spec", str(folder / "spec.json"), "--port", "0"], cwd=folder) as server:
        pages = {"built": build_default(mailsitegen_bin, tmp_path / "built"),
                 "inspector": build_default(mailsitegen_bin, tmp_path / "inspector", "--inspector"), "served": server.url}
        measured = {}
        for name, url in pages.items():
            for index, window in enumerate(STAGE_SIZES + PHONE_SIZES):
                set_viewport(browser, *window)
                if index == 0:
                    load(browser, url)
                wait_frames(browser, 2)  # the resize handled (nothing moves: the stage's scale is not animated)
                measured[name, window] = browser.execute_script(BUTTONS_JS)
                if name == "served" and window in ((1440, 1300), (1440, 790)):
                    screenshot(browser, f"stage-buttons-served-{window[0]}x{window[1]}")
        server.stop()
    for window in STAGE_SIZES + PHONE_SIZES:
        built, inspector, served = (measured[name, window] for name in ("built", "inspector", "served"))
        for part in ("share", "copy"):
            assert same_place(served[part], built[part]), f"{window}: {part} served {served[part]}, built {built[part]}"
            assert same_place(inspector[part], built[part]), (
                f"{window}: {part} with the inspector {inspector[part]}, built {built[part]}")
        assert same_place(served["toggle"], inspector["toggle"]), (
            f"{window}: Inspector served {served['toggle']}, built {inspector['toggle']}")
        toggle = served["toggle"]
        assert toggle is not None and toggle["inWindow"], f"{window}: the Inspector button is drawn in the window"
        if window in PHONE_SIZES:
            assert built["share"] is None, f"{window}: no Copy Link on a phone"
            continue
        share = built["share"]
        assert share is not None and share["inWindow"] and built["copy"]["inWindow"], (
            f"{window}: Copy Link is drawn in the window: {share}")
        assert share["bottom"] == pytest.approx(0, abs=1), f"{window}: Copy Link beside the phone's bottom edge"
        assert toggle["top"] == pytest.approx(0, abs=1), f"{window}: the Inspector beside the phone's top edge"
        assert toggle["left"] == pytest.approx(share["left"], abs=0.5) and toggle["left"] > 0, (
            f"{window}: the Inspector in Copy Link's column, right of the phone")
