"""Smoke tests of the browser harness itself (no MailSiteGen page needed).

Each test that takes `browser` runs once in Chromium, once in WebKitGTK and once in Firefox.
"""

from __future__ import annotations

import os
import stat
import struct
from pathlib import Path

import pytest

from harness import (
    DEFAULT_VIEWPORT,
    IN_CI,
    NO_SCROLL_TIMELINE,
    computed,
    display,
    leave_page,
    reset_browser,
    sample_frames,
    screenshot,
    seek_animations,
    scroll_to,
    set_color_scheme,
    set_reduced_motion,
    set_viewport,
    wait_frames,
)


def write_page(tmp_path: Path, body: str, css: str = "", name: str = "index.html") -> str:
    path = tmp_path / name
    path.write_text(
        "<!doctype html><html lang=en><head><meta charset=utf-8>"
        "<meta name=viewport content='width=device-width, initial-scale=1'>"
        f"<title>harness</title><style>html, body {{ margin: 0 }} {css}</style></head>"
        f"<body>{body}</body></html>",
        encoding="utf-8",
    )
    return path.as_uri()


TALL = "<div style='height: 5000px'>tall</div>"


def png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    return struct.unpack(">II", data[16:24])


def require(supported: bool, what: str, engine: str) -> None:
    if not supported:
        msg = f"{what} emulation unsupported in {engine} here"
        if IN_CI:
            pytest.fail(msg + " (CI runs on a private Xvfb display where it must work)")
        pytest.skip(msg)


# --- start-up and viewport ------------------------------------------------------------------

def test_engine_starts(browser, engine):
    ua = browser.execute_script("return navigator.userAgent")
    if engine == "chromium":
        assert browser.capabilities["browserName"] == "chrome"
        assert "Chrome/" in ua
    elif engine == "firefox":
        assert browser.capabilities["browserName"] == "firefox"
        assert "Gecko/" in ua and "Firefox/" in ua and "Chrome" not in ua
        # The tab the session uses has focus (the window headless Firefox starts with never does),
        # so focus events fire as they do for a person.
        assert browser.execute_script("return document.hasFocus()") is True
    else:
        assert browser.capabilities["browserName"] == "MiniBrowser"
        assert "AppleWebKit/605" in ua and "Chrome" not in ua


def test_viewport_is_iphone_sized(browser, tmp_path):
    browser.get(write_page(tmp_path, TALL))
    got = browser.execute_script(
        "return [innerWidth, innerHeight, document.documentElement.clientWidth, "
        "document.documentElement.clientHeight, devicePixelRatio]"
    )
    assert got == [*DEFAULT_VIEWPORT, *DEFAULT_VIEWPORT, 1], "innerW, innerH, clientW, clientH, dpr"
    assert browser.viewport == DEFAULT_VIEWPORT


def test_set_viewport_and_back(browser, tmp_path):
    browser.get(write_page(tmp_path, TALL))
    assert set_viewport(browser, 430, 932) == (430, 932)  # iPhone Pro Max
    assert browser.execute_script("return [innerWidth, innerHeight]") == [430, 932]
    assert set_viewport(browser, *DEFAULT_VIEWPORT) == DEFAULT_VIEWPORT


# --- the platform facts the page relies on (reference.md §5) --------------------------------

def test_platform_features(browser, tmp_path, engine):
    browser.get(write_page(tmp_path, "x"))
    f = browser.execute_script(
        """return {
            scrollTimeline: CSS.supports('animation-timeline: scroll()'),
            animationRange: CSS.supports('animation-range: 110px 125px'),
            linearEasing: CSS.supports('transition-timing-function: linear(0, 1.2 60%, 1)'),
            backdrop: CSS.supports('backdrop-filter: blur(10px)'),
            webkitBackdrop: CSS.supports('-webkit-backdrop-filter: blur(10px)'),
        }"""
    )
    has_timelines = engine not in NO_SCROLL_TIMELINE
    assert f["scrollTimeline"] == has_timelines, f
    assert f["animationRange"] == has_timelines, f
    assert f["linearEasing"], f
    assert f["backdrop"] or f["webkitBackdrop"], f


@pytest.mark.engines("chromium", "webkit", "safari",
                     reason="Gecko has no CSS scroll-driven animations (test_platform_features checks it)")
def test_scroll_driven_opacity_matches_formula(browser, tmp_path):
    css = """
      @keyframes fade { from { opacity: 0 } to { opacity: 1 } }
      #m { position: sticky; top: 0; height: 50px; background: #ccc;
           animation: fade linear both; animation-timeline: scroll(root); animation-range: 110px 125px; }
    """
    browser.get(write_page(tmp_path, "<div id=m></div>" + TALL, css))
    for y in (0, 100, 110, 112, 117.5, 125, 400):
        reached = scroll_to(browser, y)
        expected = min(max((reached - 110) / 15, 0), 1)
        assert float(computed(browser, "#m", "opacity")) == pytest.approx(expected, abs=1e-3), (y, reached)


# --- helpers --------------------------------------------------------------------------------

def test_wait_frames(browser, tmp_path):
    browser.get(write_page(tmp_path, "x"))
    browser.execute_script("window.__n = 0; (function f() { __n++; requestAnimationFrame(f); })()")
    before = browser.execute_script("return __n")
    wait_frames(browser, 5)
    assert browser.execute_script("return __n") - before >= 4


def test_scroll_to_returns_reached_position(browser, tmp_path):
    # smooth scrolling on the root must not make scroll_to return a position in mid-flight
    browser.get(write_page(tmp_path, TALL, "html { scroll-behavior: smooth }"))
    assert scroll_to(browser, 300) == 300
    half = scroll_to(browser, 117.5)
    assert 117 <= half <= 118
    max_y = browser.execute_script("return document.documentElement.scrollHeight - innerHeight")
    assert scroll_to(browser, 10**6) == pytest.approx(max_y, abs=1)
    assert scroll_to(browser, 0) == 0


def test_computed_reports_missing_element(browser, tmp_path):
    browser.get(write_page(tmp_path, "<p id=p style='color: rgb(1, 2, 3)'>x</p>"))
    assert computed(browser, "#p", "color") == "rgb(1, 2, 3)"
    with pytest.raises(AssertionError, match="no element"):
        computed(browser, "#nope", "color")


def test_sample_frames_follows_a_transition(browser, tmp_path):
    """sample_frames evaluates its expression once in every animation frame, whatever the frame
    rate: checked against a frame counter of the page's own and the transition's own clock, not
    against wall-clock time (a busy machine draws fewer, longer frames)."""
    css = "#b { width: 10px; height: 10px; opacity: 0; transition: opacity 300ms linear } #b.on { opacity: 1 }"
    browser.get(write_page(tmp_path, "<div id=b></div>", css))
    wait_frames(browser, 2)
    samples = sample_frames(
        browser,
        # A frame counter registered before sample_frames' own callback, so it runs first in each frame.
        "window.frames_ = 0; (function count() { frames_++; requestAnimationFrame(count); })();"
        "document.getElementById('b').classList.add('on')",
        """(() => {
          const b = document.getElementById('b'), t = b.getAnimations()[0];
          return [frames_, t ? t.currentTime : null, parseFloat(getComputedStyle(b).opacity)];
        })()""",
        450,
    )
    times = [t for t, _ in samples]
    frames = [v[0] for _, v in samples]
    values = [v[2] for _, v in samples]
    assert all(b > a for a, b in zip(times, times[1:])), times
    assert times[-1] >= 450
    # count() ran once at once, then once in every frame, before each sample.
    assert frames == list(range(2, len(samples) + 2)), "one sample in each frame, none skipped or doubled"
    assert all(b >= a - 1e-6 for a, b in zip(values, values[1:])), values
    assert values[-1] == 1
    # While the transition runs, each sample shows the transition in its own frame: the value lies
    # between the transition's clock in this frame and in the next one (not a frame behind, not
    # ahead). Not exactly at the clock read beside it: WebKit reports currentTime in whole
    # milliseconds and may resolve the style a little later in the same frame (seen: 9 ms vs 14 ms
    # under load), so the clock brackets the value instead. (It starts in the frame after the
    # change, so that frame shows it running, however late it comes.)
    clock = [v[1] for _, v in samples]
    running = [(clock[k], clock[k + 1] if k + 1 < len(clock) and clock[k + 1] is not None else 300, v[2])
               for k, (_, v) in enumerate(samples) if v[1] is not None and v[1] < 300]
    assert running, "no sample of the transition running"
    slack = 1.5 / 300  # WebKit's whole milliseconds
    for now, next_, opacity in running:
        assert now / 300 - slack <= opacity <= next_ / 300 + slack, (now, next_, opacity, running)


def test_seek_animations_reads_a_curve_at_chosen_times(browser, tmp_path):
    # An overshooting easing (like the page's springs): 1.2 at half time.
    css = ("#b { width: 10px; height: 10px; opacity: 0; margin-left: 0;"
           " transition: margin-left 300ms linear(0, 1.2 50%, 1), opacity 200ms linear }"
           " #b.on { margin-left: 100px; opacity: 1 }")
    browser.get(write_page(tmp_path, "<div id=b></div>", css))
    wait_frames(browser, 2)
    samples = seek_animations(
        browser,
        "document.getElementById('b').classList.add('on')",
        "[parseFloat(getComputedStyle(document.getElementById('b')).marginLeft),"
        " parseFloat(getComputedStyle(document.getElementById('b')).opacity)]",
        [0, 75, 150, 225, 299],
    )
    expected_margin = {0: 0, 75: 60, 150: 120, 225: 110, 299: 100.0667}
    expected_opacity = {0: 0, 75: 0.375, 150: 0.75, 225: 1, 299: 1}  # every animation is sought to t
    for t, (margin, opacity) in samples:
        assert margin == pytest.approx(expected_margin[t], abs=0.1), t
        assert opacity == pytest.approx(expected_opacity[t], abs=0.01), t
    # Left finished: the end state, nothing running.
    assert browser.execute_script(
        "const b = document.getElementById('b');"
        "return [getComputedStyle(b).marginLeft, getComputedStyle(b).opacity, document.getAnimations().length]"
    ) == ["100px", "1", 0]
    with pytest.raises(AssertionError, match="started no animation"):
        seek_animations(browser, "", "1", [0])
    with pytest.raises(AssertionError, match="expr_js threw"):
        seek_animations(browser, "document.getElementById('b').classList.remove('on')", "nope.nope", [0])


def test_sample_frames_raf_clock_and_errors(browser, tmp_path):
    browser.get(write_page(tmp_path, "x"))
    samples = sample_frames(browser, None, "document.timeline.currentTime", 100, clock="raf")
    times = [t for t, _ in samples]
    assert all(b > a for a, b in zip(times, times[1:]))
    with pytest.raises(AssertionError, match="expr_js threw"):
        sample_frames(browser, "", "nope.nope", 50)
    with pytest.raises(AssertionError, match="setup_js threw"):
        sample_frames(browser, "throw new Error('boom')", "1", 50)


def test_screenshot_written(browser, tmp_path, engine):
    browser.get(write_page(tmp_path, "<div style='height: 100vh; background: rgb(0, 122, 255)'></div>"))
    wait_frames(browser, 2)
    path = screenshot(browser, "harness smoke/blue")
    assert path.parent.name == engine and path.name == "harness_smoke_blue.png"
    data = path.read_bytes()
    assert png_size(data) == DEFAULT_VIEWPORT


# --- media emulation ------------------------------------------------------------------------

SCHEME_CSS = "body { background: rgb(255, 255, 255) } @media (prefers-color-scheme: dark) { body { background: rgb(0, 0, 0) } }"


def test_color_scheme_emulation(browser, tmp_path, engine):
    browser.get(write_page(tmp_path, "x", SCHEME_CSS))
    is_dark = "return matchMedia('(prefers-color-scheme: dark)').matches"
    assert browser.execute_script(is_dark) is False
    require(set_color_scheme(browser, "dark"), "colour scheme", engine)
    assert browser.execute_script(is_dark) is True
    assert computed(browser, "body", "background-color") == "rgb(0, 0, 0)"
    browser.get(browser.current_url)  # survives a reload
    assert browser.execute_script(is_dark) is True
    assert set_color_scheme(browser, "light")
    assert browser.execute_script(is_dark) is False
    assert computed(browser, "body", "background-color") == "rgb(255, 255, 255)"
    with pytest.raises(ValueError):
        set_color_scheme(browser, "sepia")


def test_reduced_motion_emulation(browser, tmp_path, engine):
    browser.get(write_page(tmp_path, "x"))
    reduce = "return matchMedia('(prefers-reduced-motion: reduce)').matches"
    assert browser.execute_script(reduce) is False
    require(set_reduced_motion(browser, True), "reduced motion", engine)
    assert browser.execute_script(reduce) is True
    assert set_reduced_motion(browser, False)
    assert browser.execute_script(reduce) is False


def test_the_browser_is_reset_between_tests(browser, tmp_path):
    """What one test leaves behind (dark mode, another viewport, localStorage) is gone for the next: the
    `browser` fixture's own steps, run here on purpose, since the next test may run in another worker."""
    browser.get(write_page(tmp_path, "x"))
    set_color_scheme(browser, "dark")
    set_viewport(browser, 600, 700)
    browser.execute_script("localStorage.setItem('k', 'v')")
    leave_page(browser)
    reset_browser(browser)
    assert browser.current_url == "about:blank"
    browser.get(write_page(tmp_path, "x"))
    assert browser.execute_script("return [innerWidth, innerHeight]") == list(DEFAULT_VIEWPORT)
    assert browser.execute_script("return matchMedia('(prefers-color-scheme: dark)').matches") is False
    assert browser.execute_script("return localStorage.getItem('k')") is None


@pytest.mark.engines("webkit", reason="the private X display is WebKitGTK's (Chromium and Firefox run headless)")
def test_webkit_draws_on_this_workers_own_display(browser):
    """Each test process (each parallel worker) has its own Xvfb, so that the colour scheme one worker sets
    through XSETTINGS is not another's."""
    server = display._server
    assert server is not None and server.poll() is None, "no private Xvfb in this process"
    assert os.environ["DISPLAY"] == display.ensure_private_display()
    assert os.environ.get("MAILSITEGEN_PRIVATE_DISPLAY") == "1"
    with open(f"/proc/{server.pid}/cmdline", "rb") as cmdline:
        assert b"-displayfd" in cmdline.read()


# --- navigation ----------------------------------------------------------------------------

def test_get_returns_once_the_page_and_its_frames_have_loaded(browser, tmp_path):
    """Frames that rewrite their address as they start (the prototype does, in each frame of the
    review board) do not end get() early: it returns after the page's load event, every frame
    loaded. (Firefox's own BiDi wait "complete" ended at the first frame's replaceState, with the
    other frames still loading: bidi.Firefox.get waits for the load event itself.)"""
    for i in range(11):
        write_page(tmp_path, "<script>history.replaceState(null, '', location.pathname)</script>" + TALL,
                   name=f"frame{i}.html")
    browser.get(write_page(tmp_path, "".join(f"<iframe src='frame{i}.html#start'></iframe>" for i in range(11))))
    assert browser.execute_script("return document.readyState") == "complete"


# --- accessibility engine -------------------------------------------------------------------

def test_axe_core_runs(browser, tmp_path, axe_source):
    browser.get(write_page(tmp_path, "<main><h1>Hi</h1><img src='data:,'></main>"))
    browser.execute_script(axe_source)
    result = browser.execute_async_script(
        """
        const done = arguments[arguments.length - 1];
        axe.run(document, {runOnly: ['image-alt']}).then(r => done({
            version: axe.version, violations: r.violations.map(v => v.id)}), e => done({error: String(e)}));
        """
    )
    assert "error" not in result, result
    assert result["version"].startswith("4.")
    assert result["violations"] == ["image-alt"]


@pytest.mark.engines("chromium", reason="a test of the marker")
def test_engines_marker_limits_a_test(browser, engine):
    assert engine == "chromium"


# --- the Firefox session's own plumbing (bidi.py) ---------------------------------------------

@pytest.mark.engines("firefox", reason="WebDriver BiDi plumbing of the Firefox session (bidi.py)")
def test_firefox_collects_console_messages(browser, tmp_path):
    browser.get(write_page(tmp_path, "x"))
    browser.execute_script("console.error('broken: ' + 42); console.log('fine')")
    browser.sync_log()
    texts = [(e["level"], e["text"]) for e in browser.log_entries]
    assert ("error", "broken: 42") in texts and ("info", "fine") in texts, texts
    assert browser.console_errors() == ["broken: 42"]


@pytest.mark.engines("firefox", reason="WebDriver BiDi plumbing of the Firefox session (bidi.py)")
def test_firefox_reports_an_alert(browser, tmp_path):
    from selenium.common.exceptions import NoAlertPresentException, UnexpectedAlertPresentException

    with pytest.raises(UnexpectedAlertPresentException, match="boo"):
        browser.get(write_page(tmp_path, "<script>alert('boo')</script>"))
    # Dismissed: the session goes on.
    with pytest.raises(NoAlertPresentException):
        browser.switch_to.alert.text
    assert browser.execute_script("return 1 + 1") == 2


@pytest.mark.engines("firefox", reason="WebDriver BiDi plumbing of the Firefox session (bidi.py)")
def test_firefox_scripts_pass_values_and_elements(browser, tmp_path):
    from selenium.common.exceptions import JavascriptException, NoSuchElementException, TimeoutException
    from selenium.webdriver.common.by import By

    browser.get(write_page(tmp_path, "<p id=a class=c>A</p><p class=c>B</p><input id=i value=v>"))
    values = [None, True, 0, -1, 2.5, float("inf"), "ü ✓", [1, [2]], {"k": {"n": None}}]
    assert browser.execute_script("return arguments[0]", values) == values
    assert browser.execute_script("return [NaN].map(String)") == ["NaN"]
    found = browser.find_elements(By.CSS_SELECTOR, ".c")
    assert [p.text for p in found] == ["A", "B"]
    assert browser.execute_script("return arguments[0].nextElementSibling", found[0]) == found[1]
    assert browser.find_element("id", "a") == found[0]
    assert browser.find_element(By.ID, "i").get_attribute("value") == "v"
    with pytest.raises(NoSuchElementException):
        browser.find_element(By.CSS_SELECTOR, ".nope")
    with pytest.raises(JavascriptException, match="nope is not defined"):
        browser.execute_script("return nope")
    assert browser.execute_async_script("arguments[1](arguments[0] * 2)", 21) == 42
    old = browser.timeouts.script
    browser.set_script_timeout(0.5)
    try:
        with pytest.raises(TimeoutException):
            browser.execute_async_script("/* never calls back */")
    finally:
        browser.set_script_timeout(old)


# --- build_page, with a stand-in for the generator -------------------------------------------

class TestBuildPageFixture:
    """build_page's plumbing, driven by a fake `mailsitegen` (the real one is exercised elsewhere)."""

    @pytest.fixture
    def mailsitegen_bin(self, tmp_path) -> Path:
        fake = tmp_path / "fake-mailsitegen"
        fake.write_text(
            "#!/bin/sh\n"
            "# usage: build --spec FILE --out DIR\n"
            '[ "$1" = build ] && [ "$2" = --spec ] && [ "$4" = --out ] || { echo "bad args: $*" >&2; exit 64; }\n'
            'grep -q \'"fail": true\' "$3" && { echo "spec says fail" >&2; exit 3; }\n'
            'mkdir -p "$5" && printf \'<!doctype html><meta charset=utf-8><title>fake</title><p id=spec>%s</p>\' "$(tr -d \'\\n\' < "$3")" > "$5/index.html"\n'
        )
        fake.chmod(fake.stat().st_mode | stat.S_IXUSR)
        return fake

    def test_returns_file_url_of_index(self, build_page, tmp_path):
        url = build_page({"title": "Mail", "tabs": ["primary"]}, "first")
        assert url.startswith("file://") and url.endswith("/first/site/index.html")
        spec_file = tmp_path / "first" / "spec.json"
        assert '"title": "Mail"' in spec_file.read_text()

    def test_loads_in_browser(self, build_page, browser):
        browser.get(build_page({"title": "Ünïcode ✓"}, "page"))
        assert "Ünïcode ✓" in browser.find_element("id", "spec").text

    def test_failure_shows_stderr(self, build_page):
        with pytest.raises(pytest.fail.Exception, match="(?s)exit 3.*spec says fail"):
            build_page({"fail": True}, "bad")

    def test_name_reuse_is_an_error(self, build_page):
        build_page({}, "same")
        with pytest.raises(ValueError, match="already used"):
            build_page({}, "same")


# --- parallel workers ------------------------------------------------------------------------


GROUPED_MODULE = """
import os
import pytest

pytestmark = pytest.mark.xdist_group("shared")


@pytest.mark.parametrize("n", range(6))
def test_one_of_a_group(n):
    with open(os.path.join(os.environ["GROUP_OUT"], str(n)), "w") as out:
        out.write(os.environ["PYTEST_XDIST_WORKER"])
"""


def test_a_modules_xdist_group_runs_in_one_worker(tmp_path):
    """scripts/test's `--dist loadgroup` keeps a module marked xdist_group in one worker (the release
    builds, the plugin's scratch folder). pytest 9 with pytest-xdist 3.8 silently did not: the pins in
    requirements.txt are a pair."""
    import subprocess
    import sys

    (tmp_path / "pytest.ini").write_text("[pytest]\n")
    (tmp_path / "workers").mkdir()
    (tmp_path / "test_grouped.py").write_text(GROUPED_MODULE)
    result = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-n", "2", "--dist", "loadgroup", "-p", "no:cacheprovider",
         "test_grouped.py"],
        cwd=tmp_path, capture_output=True, text=True, timeout=300,
        env={**os.environ, "PYTEST_ADDOPTS": "", "GROUP_OUT": str(tmp_path / "workers")},
    )
    assert result.returncode == 0, result.stdout + result.stderr
    workers = {path.read_text() for path in (tmp_path / "workers").iterdir()}
    assert len(list((tmp_path / "workers").iterdir())) == 6
    assert len(workers) == 1, f"the group's tests ran in {sorted(workers)}"
