"""`mailsitegen compare`: phones side by side in sync, Replay and speed for all, what differs.

Each test builds a comparison with the real binary and opens it from disk, over HTTP under a
nested path, or as one self-contained file (`--single-file`, the phones in `srcdoc` frames), in
every engine. Every message between the page and its phones goes through compare-protocol.js's one
send and one check of its origin, the same for a tap, a scroll, the state, Replay and the speed: the
mirroring test runs all three ways, and the foreign-frame test over HTTP; the reload, the springs'
start, Replay and the speed run from disk, and the diff, the page's own table, from disk and as one
file. A phone is driven as a person would (clicks, typing, scrolling in it) and every
other phone is checked from inside its own frame; nothing waits for a fixed time except where a
test shows that something does *not* happen, and then it first waits for a later event that has.
"""
from __future__ import annotations

import json
import subprocess
import time
from pathlib import Path

import pytest
from selenium.common.exceptions import NoSuchFrameException

from harness import screenshot, set_color_scheme, set_viewport
from harness.timelines import TIMELINES_JS, assert_timelines_drawn
from harness import HANG_GUARD_S, wait_for, wait_frames

CALM = {
    "title": "Calm",
    "tabBar": {"spacing": 12, "animation": {"duration": 0.3, "bounce": 0.15}},
    # tabs[1] has another id: a tap on "transactions" elsewhere selects it, the tab at its place.
    "tabs": [
        {"id": "primary", "title": "Primary", "symbol": "person", "color": "blue"},
        {"id": "receipts", "title": "Receipts", "symbol": "cart", "color": "orange"},
        {"id": "updates", "title": "Updates", "symbol": "text.bubble", "color": "indigo"},
        {"id": "promotions", "title": "Promotions", "symbol": "megaphone", "color": "pink"},
        {"id": "social", "title": "Social", "symbol": "star", "color": "teal"},
    ],
}


@pytest.fixture
def comparison(tmp_path, mailsitegen_bin, static_folder):
    """comparison(specs: {file name: spec}, how) -> (URL of the comparison page, its folder):
    `how` is "file" (from disk), "http" (hosted under /deep/path/) or "single-file" (from disk)."""

    def build(specs: dict[str, dict], how: str = "file") -> tuple[str, Path]:
        names = []
        for name, spec in specs.items():
            (tmp_path / name).write_text(json.dumps(spec, ensure_ascii=False))
            names.append(name)
        root = tmp_path / "www"
        out = root / "deep" / "path" / "compare"
        out.parent.mkdir(parents=True, exist_ok=True)
        command = [str(mailsitegen_bin), "compare", *names, "--out", str(out)]
        if how == "single-file":
            command.append("--single-file")
        result = subprocess.run(command, cwd=tmp_path, capture_output=True, text=True, timeout=60)
        assert result.returncode == 0, result.stderr
        if how == "http":
            return static_folder(root) + "deep/path/compare/index.html", out
        return (out / "index.html").as_uri(), out

    return build


def frames(browser):
    return browser.find_elements("css selector", '[data-part="variant"] iframe')


def _enter_phone(browser, number: int, outer) -> None:
    """Into phone `number`'s frame. WebKitGTK's driver can answer "no such frame" for a frame that
    is there while its page is busy (seen on a loaded machine, once in a full run): the switch is
    tried again until the frame takes it, within the hang guard."""
    deadline = time.monotonic() + HANG_GUARD_S
    while True:
        browser.switch_to.default_content()
        if outer is not None:
            browser.switch_to.frame(outer)
        try:
            browser.switch_to.frame(frames(browser)[number - 1])
            return
        except NoSuchFrameException:
            if time.monotonic() > deadline:
                raise
            time.sleep(0.05)


def in_phone(browser, number: int, script: str, *args, outer=None):
    """Runs `script` in phone `number` (from 1) and returns its value; `outer`: the frame the
    comparison page is in, if it is framed."""
    _enter_phone(browser, number, outer)
    try:
        return browser.execute_script(script, *args)
    finally:
        browser.switch_to.default_content()


def wait_in_phone(browser, number: int, condition: str, what: str, outer=None) -> None:
    _enter_phone(browser, number, outer)
    try:
        wait_for(browser, condition, f"phone {number}: {what}")
    finally:
        browser.switch_to.default_content()


def open_comparison(browser, url: str, count: int = 2) -> None:
    set_viewport(browser, 1280, 1000)
    browser.get(url)
    wait_for(browser, "!document.querySelector('[data-part=\"controls\"]').hidden", "the controls are shown")
    for number in range(1, count + 1):
        wait_in_phone(browser, number, "'ready' in document.documentElement.dataset", "ready")


ACTIVE = "return document.documentElement.dataset.activeTab"
CLICK_TAB = "document.querySelector(`[role=\"tab\"][data-tab=\"${arguments[0]}\"]`).click()"
SEARCH_STATE = """
const input = document.querySelector('.search__input');
return [input.value, 'searchActive' in document.documentElement.dataset];
"""


@pytest.mark.parametrize("how", ["file", "http", "single-file"])
def test_a_tap_a_scroll_the_search_and_the_appearance_are_mirrored_both_ways(browser, comparison, how):
    url, _ = comparison({"bouncy.json": {}, "calm.json": CALM}, how)
    open_comparison(browser, url)

    # A tap in phone 1; the id is missing in phone 2, which selects the tab at its place.
    in_phone(browser, 1, CLICK_TAB, "transactions")
    wait_in_phone(browser, 2, "document.documentElement.dataset.activeTab === 'receipts'", "the tab at its place")
    # And back the other way, by id.
    in_phone(browser, 2, CLICK_TAB, "updates")
    wait_in_phone(browser, 1, "document.documentElement.dataset.activeTab === 'updates'", "the same tab")
    # Tapping the active pill goes back to All Mails in both.
    in_phone(browser, 1, CLICK_TAB, "updates")
    wait_in_phone(browser, 2, "document.documentElement.dataset.activeTab === 'allMails'", "All Mails")

    # A scroll in phone 2 scrolls phone 1 to the same offset (once both lists show All Mails,
    # a frame after the tap: a shorter list would stop the scroll sooner).
    for number in (1, 2):
        wait_in_phone(browser, number, "document.documentElement.dataset.listTab === 'allMails'", "the whole list")
    in_phone(browser, 2, "window.scrollTo({top: 240, behavior: 'instant'})")
    wait_in_phone(browser, 1, "Math.round(scrollY) === 240", "scrolled to 240")
    in_phone(browser, 1, "window.scrollTo({top: 0, behavior: 'instant'})")
    wait_in_phone(browser, 2, "Math.round(scrollY) === 0", "scrolled back to 0")

    # Typing in phone 2 searches in phone 1; Cancel in phone 1 ends it in phone 2.
    in_phone(browser, 2, """
        const input = document.querySelector('.search__input');
        input.focus();
        input.value = 'maya';
        input.dispatchEvent(new Event('input', {bubbles: true}));
    """)
    wait_in_phone(browser, 1, "document.querySelector('.search__input').value === 'maya'", "the same search")
    assert in_phone(browser, 1, SEARCH_STATE) == ["maya", True]
    caption = "return document.querySelector('[data-caption=\"search\"]').textContent"
    assert in_phone(browser, 1, caption) == in_phone(browser, 2, caption) == "2 Results"
    in_phone(browser, 1, "document.querySelector('[data-part=\"search-cancel\"]').click()")
    wait_in_phone(browser, 2, "!('searchActive' in document.documentElement.dataset)", "search cancelled")
    assert in_phone(browser, 2, SEARCH_STATE) == ["", False]

    # The appearance button switches every phone, and the page with them.
    scheme = in_phone(browser, 1, """
        document.querySelector('[data-part="appearance"]').click();
        return document.documentElement.dataset.colorScheme;
    """)
    wait_in_phone(browser, 2, f"document.documentElement.dataset.colorScheme === '{scheme}'", "the same appearance")

    # Unlinked, a tap stays in its phone; linked again, every phone takes the last one used.
    browser.find_element("css selector", '[data-part="sync"]').click()
    assert browser.find_element("css selector", '[data-part="sync"]').get_attribute("aria-pressed") == "false"
    in_phone(browser, 1, CLICK_TAB, "promotions")
    wait_frames(browser, 10)
    assert in_phone(browser, 2, ACTIVE) == "allMails"
    browser.find_element("css selector", '[data-part="sync"]').click()
    wait_in_phone(browser, 2, "document.documentElement.dataset.activeTab === 'promotions'", "relinked")
    screenshot(browser, f"compare-synced-{how}")


def test_the_shared_state_survives_a_reload_of_the_page(browser, comparison):
    url, _ = comparison({"bouncy.json": {}, "calm.json": CALM})
    open_comparison(browser, url)
    in_phone(browser, 2, CLICK_TAB, "social")
    in_phone(browser, 1, CLICK_TAB, "updates")
    wait_in_phone(browser, 2, "document.documentElement.dataset.activeTab === 'updates'", "updates")
    wait_for(browser, "location.hash.includes('tab=updates')", "the state in the page's fragment")
    browser.refresh()
    open_comparison(browser, browser.current_url)
    for number in (1, 2):
        wait_in_phone(browser, number, "document.documentElement.dataset.activeTab === 'updates'", "updates again")


# Installed in each phone before the tap: the start times of the first animations on the document's
# timeline, noted in the frame they start in. Read afterwards, however late, they are still there
# (a spring that had ended before a busy machine got to read it is no longer in getAnimations()).
RECORD_STARTS = """
window.springStarts = null;
const look = () => {
  const starts = document.getAnimations()
    .filter((a) => a.timeline === document.timeline && a.startTime !== null)
    .map((a) => performance.timeOrigin + a.startTime);
  if (starts.length > 0) window.springStarts = starts;
  else requestAnimationFrame(look);
};
requestAnimationFrame(look);
"""


def test_a_synced_taps_springs_start_at_the_same_moment_in_every_phone(browser, comparison):
    url, _ = comparison({"a.json": {}, "b.json": CALM, "c.json": {"tabBar": {"spacing": 4}}})
    open_comparison(browser, url, 3)
    # A quarter speed keeps the springs running while they are read.
    browser.find_element("css selector", '[data-part="speed"] input[value="0.25"]').click()
    for number in (1, 2, 3):
        wait_in_phone(browser, number, "document.documentElement.dataset.speed === '0.25'", "a quarter speed")
    for number in (1, 2, 3):
        in_phone(browser, number, RECORD_STARTS)
    in_phone(browser, 2, CLICK_TAB, "promotions")
    for number in (1, 3):
        wait_in_phone(browser, number, "document.documentElement.dataset.activeTab === 'promotions'", "promotions")
    starts = []
    for number in (1, 2, 3):
        wait_in_phone(browser, number, "window.springStarts !== null", "the spring started")
        starts.append(in_phone(browser, number, "return window.springStarts"))
    # Within one frame; each document's clock (timeOrigin + now) may differ from another's by a
    # few milliseconds, and the relayed message comes frames later.
    earliest = [min(each) for each in starts]
    assert max(earliest) - min(earliest) < 1000 / 60, earliest


def test_replay_and_the_speed_reach_every_phone(browser, comparison):
    url, _ = comparison({"a.json": {}, "b.json": CALM, "c.json": {"tabBar": {"spacing": 4}}})
    open_comparison(browser, url, 3)
    browser.find_element("css selector", '[data-part="speed"] input[value="0.25"]').click()
    for number in (1, 2, 3):
        wait_in_phone(browser, number, "document.documentElement.dataset.speed === '0.25'", "a quarter speed")
    in_phone(browser, 1, CLICK_TAB, "primary")
    for number in (2, 3):
        wait_in_phone(browser, number, "document.documentElement.dataset.activeTab === 'primary'", "primary")
    # Let the taps' springs end, then replay: every phone plays its change again, slowed.
    for number in (1, 2, 3):
        in_phone(browser, number, "document.getAnimations().forEach((a) => a.timeline === document.timeline && a.finish())")
    # Each phone keeps the animations it starts from here on, so that their rates are read
    # whenever the test gets there: on a busy machine a phone's slowed replay may be over by then.
    for number in (1, 2, 3):
        in_phone(browser, number, """
            window.replayed = [];
            const animate = Element.prototype.animate;
            Element.prototype.animate = function (...args) {
              const animation = animate.apply(this, args);
              window.replayed.push(animation);
              return animation;
            };""")
    browser.find_element("css selector", '[data-part="replay"]').click()
    # What moves is slowed; the replay's jumps to where each change starts take no time.
    rates = """
        return window.replayed
          .filter((a) => a.timeline === document.timeline && a.effect.getTiming().duration > 0)
          .map((a) => a.playbackRate);
    """
    for number in (1, 2, 3):
        wait_in_phone(browser, number, "window.replayed.length > 0", "the replay plays")
        played = in_phone(browser, number, rates)
        assert played and set(played) == {0.25}, (number, played)


@pytest.mark.parametrize("how", ["file", "single-file"])
def test_the_diff_shows_each_field_that_differs_as_the_cli_prints_it(browser, comparison, mailsitegen_bin, tmp_path, how):
    url, _ = comparison({"bouncy.json": {}, "calm.json": CALM}, how)
    open_comparison(browser, url)
    printed = json.loads(subprocess.run(
        [str(mailsitegen_bin), "compare", "--diff", "--format", "json", "bouncy.json", "calm.json"],
        cwd=tmp_path, capture_output=True, text=True, check=True).stdout)
    rows = browser.execute_script("""
        return Array.from(document.querySelectorAll('[data-part="diff-row"]'), (row) => ({
          path: row.dataset.path,
          cells: Array.from(row.querySelectorAll('td'), (cell) => cell.textContent.trim()),
          absent: Array.from(row.querySelectorAll('td'), (cell) => cell.hasAttribute('data-absent')),
          swatches: Array.from(row.querySelectorAll('.diff__swatch rect'), (rect) => rect.getAttribute('fill')),
        }));
    """)
    assert [row["path"] for row in rows] == [d["path"] for d in printed["differences"]]
    by_path = {row["path"]: row for row in rows}
    assert by_path["tabBar.spacing"]["cells"] == ["8 px", "12 px"]
    assert by_path["tabs[1].color"]["swatches"] == ["#34C759", "#30D158", "#FF9500", "#FF9F0A"]
    assert by_path["tabs[4].title"]["absent"] == [True, False]
    assert by_path["tabs[4].title"]["cells"] == ["—", "“Social”"]
    spring = by_path["tabBar.animation"]["cells"]
    assert "overshoot 4.6 %, settles in 492 ms" in spring[0]
    assert "overshoot 0.6 %, settles in 419 ms" in spring[1]
    # One plot, both curves, each in its variant's colour.
    curves = browser.execute_script("""
        const plot = document.querySelector('[data-part="spring-plot"][data-spring="tabBar.animation"]');
        return Array.from(plot.querySelectorAll('polyline'), (line) => ({
          variant: line.dataset.variant, stroke: getComputedStyle(line).stroke,
          key: getComputedStyle(document.querySelector(
            `[data-part="variant"][data-variant="${line.dataset.variant}"] .variant__key`)).backgroundColor,
          points: line.getAttribute('points').split(' ').length,
        }));
    """)
    assert [c["variant"] for c in curves] == ["1", "2"]
    assert curves[0]["stroke"] != curves[1]["stroke"]
    assert all(c["stroke"] == c["key"] for c in curves)
    assert all(c["points"] > 100 for c in curves)
    browser.execute_script("document.querySelector('[data-part=\"diff\"]').scrollIntoView()")
    screenshot(browser, f"compare-diff-{how}")
    # The motion: the tab bar's spring differs, so each tab change shows both variants' timelines on
    # one axis (the same end, the same scale: the slower spring's bars are the longer); the search
    # and the scroll are the same, said in one line.
    summary = browser.execute_script("return document.querySelector('[data-part=\"motion-summary\"]').textContent")
    assert summary == ("The motion differs in 3 transitions; the same in every variant: Search, "
                       "Search: Cancel, Scrolling under the header."), summary
    figures = browser.execute_script("""
        return Array.from(document.querySelectorAll('[data-part="motion-diff"]'), (figure) => ({
          transition: figure.dataset.transition,
          variants: Array.from(figure.querySelectorAll('.motion-diff__variant'), (v) => v.dataset.variant),
          ends: Array.from(figure.querySelectorAll('svg.timeline'), (svg) => {
            const times = svg.querySelectorAll('.timeline__time');
            return times[times.length - 1].textContent;
          }),
          bars: Array.from(figure.querySelectorAll('svg.timeline'),
            (svg) => svg.querySelector('.timeline__bar').getBoundingClientRect().width),
          accent: Array.from(figure.querySelectorAll('.timeline__curve'), (c) => getComputedStyle(c).stroke)
            .filter((v, i, all) => all.indexOf(v) === i).length,
        }));
    """)
    assert [figure["transition"] for figure in figures] == [
        "allMailsToCategory", "categoryToCategory", "categoryToAllMails"], figures
    for figure in figures:
        assert figure["variants"] == ["1", "2"], figure
        assert figure["ends"][0] == figure["ends"][1], figure
        # bouncy settles in 492 ms, calm in 419 ms
        assert figure["bars"][0] / figure["bars"][1] == pytest.approx(492 / 419, rel=0.02), figure
        assert figure["accent"] == 2, figure
    assert_timelines_drawn(browser.execute_script(TIMELINES_JS, '[data-part="motion"]'))
    for scheme in ("light", "dark"):
        if scheme == "dark" and not set_color_scheme(browser, "dark"):
            break
        browser.execute_script("document.querySelector('[data-part=\"motion\"]').scrollIntoView()")
        wait_frames(browser, 3)
        screenshot(browser, f"compare-motion-{scheme}-{how}")


HOSTILE_FILE = """<img src=x onerror="window.__hit=1">'it"s.json"""
HOSTILE_TITLE = "</title><script>window.__hit=2</script><b>bold</b>"


@pytest.mark.parametrize("how", ["file", "http", "single-file"])
def test_a_hostile_file_name_or_title_is_shown_as_text(browser, comparison, how):
    url, _ = comparison({HOSTILE_FILE: {"title": HOSTILE_TITLE}, "plain.json": {}}, how)
    open_comparison(browser, url)
    label = browser.execute_script("""
        const variant = document.querySelector('[data-part="variant"][data-variant="1"]');
        return {
          file: variant.querySelector('.variant__file').textContent,
          title: variant.querySelector('.variant__title').textContent,
          elements: document.querySelectorAll('img, b, body script:not([src])').length,
          frameTitle: variant.querySelector('iframe').title,
          heading: variant.querySelector('h2').textContent,
          hit: window.__hit ?? null,
          header: document.querySelector('[data-part="diff"] thead th[data-variant="1"]').textContent,
        };
    """)
    assert label["file"] == HOSTILE_FILE
    assert label["title"] == HOSTILE_TITLE
    assert label["frameTitle"] == f"Variant 1: {HOSTILE_FILE} — {HOSTILE_TITLE}"
    assert label["heading"] == f"{HOSTILE_FILE} — {HOSTILE_TITLE}"
    assert label["header"] == f"1 · {HOSTILE_FILE}"
    assert label["hit"] is None
    assert label["elements"] == (1 if how == "single-file" else 0)  # one file's own inline script
    assert in_phone(browser, 1, "return [document.querySelector('h1').textContent, window.__hit ?? null]") == [
        HOSTILE_TITLE, None]


FOREIGN_PAGE = """<!DOCTYPE html>
<meta charset="utf-8"><title>Another site</title>
<iframe src="{url}" width="1200" height="900"></iframe>
<script>
window.sendForeign = () => {{
  const page = frames[0];
  const tab = {{mailsitegen: 'compare', type: 'tab', tab: 'updates', index: 2}};
  const state = {{mailsitegen: 'compare', type: 'state', state: {{tab: 'updates', index: 2}}}};
  page.postMessage(tab, '*');
  for (let i = 0; i < page.frames.length; i += 1) {{ page.frames[i].postMessage(tab, '*'); page.frames[i].postMessage(state, '*'); }}
}};
</script>
"""

RECORD_TABS = """
window.__tabs = [];
new MutationObserver(() => window.__tabs.push(document.documentElement.dataset.activeTab))
  .observe(document.documentElement, {attributes: true, attributeFilter: ['data-active-tab']});
"""


def test_messages_from_a_foreign_frame_or_of_a_foreign_shape_are_ignored(browser, comparison, static_folder, tmp_path):
    url, _ = comparison({"bouncy.json": {}, "calm.json": CALM}, "http")
    foreign = tmp_path / "foreign"
    foreign.mkdir()
    (foreign / "index.html").write_text(FOREIGN_PAGE.format(url=url))
    set_viewport(browser, 1280, 1000)
    browser.get(static_folder(foreign) + "index.html")  # another origin: another port
    outer = browser.find_element("css selector", "iframe")

    def phone(number: int, script: str):
        return in_phone(browser, number, script, outer=outer)

    def wait_phone(number: int, condition: str, what: str):
        wait_in_phone(browser, number, condition, what, outer=outer)

    for number in (1, 2):
        wait_phone(number, "'ready' in document.documentElement.dataset", "ready")
        phone(number, RECORD_TABS)
    browser.execute_script("window.sendForeign()")
    # From inside the page: a message from the page itself, one of a wrong shape from a phone,
    # and one from phone 1 straight to phone 2 (not from its parent).
    browser.switch_to.frame(outer)
    browser.execute_script("""
        window.postMessage({mailsitegen: 'compare', type: 'tab', tab: 'updates', index: 2}, '*');
    """)
    browser.switch_to.default_content()
    phone(1, """
        parent.postMessage({mailsitegen: 'compare', type: 'tab', tab: 42, index: 'x'}, '*');
        parent.postMessage({type: 'tab', tab: 'updates', index: 2}, '*');
        parent.frames[1].postMessage({mailsitegen: 'compare', type: 'tab', tab: 'updates', index: 2}, '*');
    """)
    # Then a real tap, sent after all of those: once it has arrived, they have been handled.
    phone(1, "document.querySelector('[role=\"tab\"][data-tab=\"promotions\"]').click()")
    wait_phone(2, "document.documentElement.dataset.activeTab === 'promotions'", "the real tap")
    assert phone(1, "return window.__tabs") == ["promotions"]
    assert phone(2, "return window.__tabs") == ["promotions"]


def test_the_phones_scale_down_together_in_a_narrow_window(browser, comparison):
    url, _ = comparison({"a.json": {}, "b.json": CALM, "c.json": {"screen": {"width": 430, "height": 932}}})
    open_comparison(browser, url, 3)
    set_viewport(browser, 900, 900)
    wait_for(browser, """Array.from(document.querySelectorAll('.variant__screen'))
        .every((box) => box.getBoundingClientRect().right <= innerWidth)""", "every phone in the window")
    boxes = browser.execute_script("""
        return Array.from(document.querySelectorAll('.variant__screen'), (box) => {
          const frame = box.querySelector('iframe');
          return {width: box.getBoundingClientRect().width, right: box.getBoundingClientRect().right,
                  inner: frame.offsetWidth};
        });
    """)
    scales = [round(box["width"] / box["inner"], 3) for box in boxes]
    assert len(set(scales)) == 1 and scales[0] < 1, boxes
    assert max(box["right"] for box in boxes) <= browser.execute_script("return innerWidth"), boxes
    assert browser.execute_script("return document.documentElement.scrollWidth <= innerWidth")
    # Each phone still lays out at its own width inside.
    assert [box["inner"] for box in boxes] == [393, 393, 430]
    screenshot(browser, "compare-narrow")


def test_tall_phones_scale_down_together_to_fit_a_short_window(browser, comparison):
    """The page's stage rule: a window shorter than the phones scales them all by one factor, so
    each is whole in the window, at its own proportions."""
    tall = {"screen": {"width": 440, "height": 956}}
    url, _ = comparison({"a.json": tall, "b.json": {**CALM, **tall}})
    open_comparison(browser, url, 2)
    set_viewport(browser, 1440, 790)
    wait_for(browser, """Array.from(document.querySelectorAll('.variant__screen'))
        .every((box) => box.getBoundingClientRect().bottom <= innerHeight)""", "every phone whole in the window")
    boxes = browser.execute_script("""
        return Array.from(document.querySelectorAll('.variant__screen'), (box) => {
          const r = box.getBoundingClientRect();
          return {width: r.width, height: r.height, top: r.top, bottom: r.bottom};
        });
    """)
    scales = {round(box["width"] / 440, 3) for box in boxes}
    assert len(scales) == 1 and next(iter(scales)) < 1, boxes
    for box in boxes:
        assert box["height"] / box["width"] == pytest.approx(956 / 440, rel=0.005)
        assert box["top"] >= 0
    screenshot(browser, "compare-short-window")


AXE_TOP = """
const done = arguments[arguments.length - 1];
axe.run(document, {resultTypes: ['violations'], iframes: false}).then(
  (results) => done(results.violations.map((v) => ({id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(' '))}))),
  (error) => done([{id: 'axe-error', help: String(error)}]));
"""


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_comparison_page_has_no_accessibility_violation(browser, comparison, axe_source, scheme):
    url, _ = comparison({"bouncy.json": {}, "calm.json": CALM})
    open_comparison(browser, url)
    # The appearance button cycles automatic, light, dark (from whichever this engine stored).
    for _ in range(3):
        if scheme == "light" or in_phone(browser, 1, "return document.documentElement.dataset.colorScheme") == "dark":
            break
        now = in_phone(browser, 1, """
            document.querySelector('[data-part="appearance"]').click();
            return document.documentElement.dataset.colorScheme;
        """)
        wait_for(browser, f"(document.documentElement.dataset.colorScheme ?? 'auto') === '{now}'", now)
    if scheme == "dark":
        wait_for(browser, "document.documentElement.dataset.colorScheme === 'dark'", "dark")
    browser.execute_script(axe_source)
    assert browser.execute_async_script(AXE_TOP) == []
