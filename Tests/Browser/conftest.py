"""Real-browser test harness for MailSiteGen: every browser test runs in Chromium, WebKitGTK and Firefox.

Fixtures
    engine                       "chromium" | "webkit" | "firefox" (session-scoped, parametrised; test ids end in
                                 [chromium]/[webkit]/[firefox])
    browser                      the WebDriver for `engine`, reset for this test: about:blank, 393x852 viewport,
                                 light scheme, no reduced motion, storage of the previous file:// page cleared.
                                 Attributes: browser.engine, browser.viewport.
    build_page(spec, name="page") -> str
                                 writes spec (a dict) as JSON in this test's tmp dir, runs the real
                                 `mailsitegen build --spec FILE --out DIR`, returns DIR/index.html as a file:// URL.
    mailsitegen_bin              Path of the binary: $MAILSITEGEN, else `swift build --show-bin-path`/mailsitegen.
    default_page_url             the default prototype, built from `{}` by the real binary (== public/).
    axe_source                   the text of axe.min.js (axe-core) to inject with browser.execute_script(...).

Helpers (import them: `from conftest import scroll_to, computed, ...`)
    wait_frames(driver, n=2)                         wait n requestAnimationFrame callbacks
    wait_for(driver, condition_js, what)             check a JS condition in every frame until it holds
    scroll_to(driver, y) -> float                    instant scroll, wait for its scroll event + 2 frames,
                                                     return the scrollY reached
    computed(driver, selector, prop, pseudo=None)    getComputedStyle(el[, pseudo]).getPropertyValue(prop)
    set_color_scheme(driver, "dark"|"light") -> bool   False where the engine cannot emulate it
    set_reduced_motion(driver, bool) -> bool         prefers-reduced-motion: reduce / no-preference
    set_viewport(driver, width, height) -> (w, h)    CSS px of the layout viewport actually reached
    screenshot(driver, name) -> Path                 <repo>/.artifacts/screenshots/<engine>/<name>.png
    seek_animations(driver, setup_js, expr_js, times_ms) -> [(t_ms, value), ...]
                                                     run setup_js (e.g. a click), pause the animations it
                                                     started, seek them to each time and evaluate expr_js
                                                     there; then finish them. Deterministic: no frame timing.
    sample_frames(driver, setup_js, expr_js, duration_ms, clock="now") -> [(t_ms, value), ...]
                                                     one execute_async_script: run setup_js (statements),
                                                     then evaluate expr_js (an expression) in every animation
                                                     frame until duration_ms have passed. How many frames that
                                                     is depends on the machine's load: assert nothing on it.
    start_engine(engine, workdir, font_env) -> (driver, xsettings | None)
                                                     start a browser as the session does, with the fonts
                                                     (for the benchmarks); raises EngineUnavailable

Waiting
    Every wait in the harness ends on an event or a state (a scroll event, an animation frame, the media
    query matching, the window reaching its size), never after a fixed time; the only clocks are guards
    against a hang (tens of seconds), and a guard that expires fails the test instead of letting it go on.

Fonts
    The browsers see only the project's test fonts (fonts.py: Inter, Noto Sans CJK, DejaVu), through the
    project's fontconfig file Tests/Browser/fonts.conf: browser_environment() gives every engine's driver
    (and so the browser it starts) FONTCONFIG_FILE and XDG_CACHE_HOME. A missing font is a failure.

Engines
    Chromium: webdriver.Chrome, --headless=new, the viewport forced with CDP Emulation.setDeviceMetricsOverride
      (deviceScaleFactor 1, mobile false), colour scheme / reduced motion with CDP Emulation.setEmulatedMedia.
    WebKitGTK: webdriver.WebKitGTK driving MiniBrowser --automation on $DISPLAY (xvfb-run). The MiniBrowser
      toolbar sets a minimum window width of 447 px; a private GTK stylesheet (XDG_CONFIG_HOME) shrinks it so
      a 393 px wide viewport is possible, and the window is sized to viewport + toolbar. WebKitGTK has no CDP:
      its prefers-color-scheme follows the GTK theme name ("...-dark") and prefers-reduced-motion follows
      gtk-enable-animations, both read live from XSETTINGS, so on a display we own (scripts/test sets
      MAILSITEGEN_PRIVATE_DISPLAY=1; an xvfb-run XAUTHORITY also counts) the harness runs `xsettingsd` and
      rewrites its settings. On any other display those helpers return False.
    Firefox (ESR): no geckodriver on Debian, so bidi.Firefox drives it through WebDriver BiDi, which Firefox
      serves itself (firefox --headless --remote-debugging-port 0, a fresh profile whose user.js makes it quiet:
      no first-run pages, updates or telemetry; overlay scrollbars). bidi.Firefox offers the subset of
      Selenium's WebDriver API the tests use, so they run unchanged. It works in a tab it opens itself (the
      window headless Firefox starts with never has focus). Viewport: browsingContext.setViewport (DPR 1).
      Colour scheme / reduced motion: the prefs ui.systemUsesDarkTheme / ui.prefersReducedMotion, set in the
      running browser (Services.prefs in its chrome scope, reached through the BiDi session because Firefox
      runs with --remote-allow-system-access); open pages follow at once, no restart. Gecko has no CSS
      scroll-driven animations: the page runs its script fallback there by default.
    @pytest.mark.engines("chromium", reason="...")  runs a test only in those engines; the others skip it
                                 with the reason (say why: e.g. it needs DevTools).

Environment
    CI=true                      a missing engine/driver is a test error, never a skip
    MAILSITEGEN_ENGINES          comma list to run a subset, e.g. "chromium"; "safari" (macOS) runs Safari
    MAILSITEGEN_CHROMIUM, MAILSITEGEN_CHROMEDRIVER, MAILSITEGEN_MINIBROWSER, MAILSITEGEN_WEBKITDRIVER,
    MAILSITEGEN_FIREFOX          binary overrides
    MAILSITEGEN                  the mailsitegen binary to test
    MAILSITEGEN_PAGE_FORMATS     "files,single-file" (default): build every page both ways
"""

from __future__ import annotations

import glob
import json
import os
import re
import shutil
import signal
import subprocess
import tempfile
import time
from pathlib import Path
from typing import Any, Callable

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.service import Service as ChromeService
from selenium.webdriver.remote.webdriver import WebDriver
from selenium.webdriver.webkitgtk.service import Service as WebKitService

import bidi
import fonts

HERE = Path(__file__).resolve().parent
REPO_ROOT = HERE.parents[1]
ARTIFACTS = REPO_ROOT / ".artifacts"
DEFAULT_VIEWPORT = (393, 852)  # iPhone 15 / 16, CSS px
ALL_ENGINES = ("chromium", "webkit", "firefox", "safari")
DEFAULT_ENGINES = ("chromium", "webkit", "firefox")  # Safari (macOS, safaridriver) only when asked for
# Engines without CSS scroll-driven animations (Gecko, ESR 153): the page runs its script fallback
# there by default, and the header tests exercise it without ?scroll-driver=script.
NO_SCROLL_TIMELINE = ("firefox",)
IN_CI = os.environ.get("CI", "").strip().lower() in ("1", "true", "yes")
# How long a wait for something that must happen may take before it is called a hang and fails the
# test. Generous on purpose: on a busy machine a window resize or a settings change can take seconds.
HANG_GUARD_S = 30

os.environ.setdefault("SE_OFFLINE", "true")  # never let Selenium Manager try to download anything


def _selected_engines() -> tuple[str, ...]:
    raw = os.environ.get("MAILSITEGEN_ENGINES", "").strip()
    if not raw:
        return DEFAULT_ENGINES
    chosen = tuple(e.strip() for e in raw.split(",") if e.strip())
    unknown = [e for e in chosen if e not in ALL_ENGINES]
    if unknown:
        raise pytest.UsageError(f"MAILSITEGEN_ENGINES: unknown engine(s) {unknown}; known: {ALL_ENGINES}")
    return chosen


# Filled while the session runs; printed at the end (see pytest_terminal_summary).
ENGINE_REPORT: dict[str, dict[str, Any]] = {}
FONT_REPORT: dict[str, Any] = {}


# --------------------------------------------------------------------------------------------
# Helpers
# --------------------------------------------------------------------------------------------

def wait_frames(driver: WebDriver, n: int = 2) -> None:
    """Wait for n requestAnimationFrame callbacks (style/layout of the frames in between is done)."""
    driver.execute_async_script(
        """
        const n = arguments[0], done = arguments[arguments.length - 1];
        let k = 0;
        const tick = () => { if (++k >= n) done(k); else requestAnimationFrame(tick); };
        requestAnimationFrame(tick);
        """,
        int(n),
    )


def wait_for(driver: WebDriver, condition_js: str, what: str) -> None:
    """Wait until the JavaScript expression condition_js is true, checking it in every animation
    frame; after HANG_GUARD_S fail with `what`. For effects that come asynchronously (a tap
    synthesised by the browser from touch events), so that a test waits for them, not for a time."""
    result = driver.execute_async_script(
        """
        const guard = arguments[0] * 1000, done = arguments[arguments.length - 1], start = performance.now();
        const check = () => {
          let ok;
          try { ok = !!("""
        + condition_js
        + """); } catch (e) { done('threw: ' + e); return; }
          if (ok) done(true);
          else if (performance.now() - start > guard) done(false);
          else requestAnimationFrame(check);
        };
        check();
        """,
        HANG_GUARD_S,
    )
    if result is not True:
        raise AssertionError(f"wait_for: {what}: " + (f"not true after {HANG_GUARD_S} s" if result is False else result))


def scroll_to(driver: WebDriver, y: float) -> float:
    """Scroll the root instantly to y (even under `scroll-behavior: smooth`), wait for the `scroll`
    event (if the position changed) and then two frames, and return the window.scrollY the engine
    actually reached (engines round differently). Waiting for the event matters for pages that
    react in a scroll listener: WebKit may deliver it a frame or more after scrollTo(), and on a
    busy machine much later; the wait has no time limit of its own (the script timeout is the
    guard), since returning before the event would let a test read the page before it reacted."""
    return float(
        driver.execute_async_script(
            """
            const y = arguments[0], done = arguments[arguments.length - 1];
            const twoFrames = () => requestAnimationFrame(() => requestAnimationFrame(() => done(window.scrollY)));
            const before = window.scrollY;
            const onScroll = () => { window.removeEventListener('scroll', onScroll); twoFrames(); };
            window.addEventListener('scroll', onScroll);
            window.scrollTo({top: y, left: 0, behavior: 'instant'});
            // Unchanged position: no scroll event will come.
            if (window.scrollY === before) onScroll();
            """,
            y,
        )
    )


def computed(driver: WebDriver, css_selector: str, prop: str, pseudo: str | None = None) -> str:
    """getComputedStyle(document.querySelector(css_selector), pseudo).getPropertyValue(prop)."""
    result = driver.execute_script(
        """
        const [sel, prop, pseudo] = arguments;
        const el = document.querySelector(sel);
        if (!el) return {missing: true};
        return {value: getComputedStyle(el, pseudo).getPropertyValue(prop)};
        """,
        css_selector,
        prop,
        pseudo,
    )
    if result.get("missing"):
        raise AssertionError(f"computed(): no element matches {css_selector!r}")
    return result["value"]


_MEDIA_JS = """
return {dark: matchMedia('(prefers-color-scheme: dark)').matches,
        reduce: matchMedia('(prefers-reduced-motion: reduce)').matches};
"""


def _media_state(driver: WebDriver) -> dict:
    return driver.execute_script(_MEDIA_JS)


def _apply_media(driver: WebDriver, color_scheme: str | None = None, reduced_motion: bool | None = None) -> bool:
    state = driver._msg_media  # {"color_scheme": "light"|"dark", "reduced_motion": bool}
    want = dict(state)
    if color_scheme is not None:
        if color_scheme not in ("light", "dark"):
            raise ValueError(f"color scheme must be 'light' or 'dark', not {color_scheme!r}")
        want["color_scheme"] = color_scheme
    if reduced_motion is not None:
        want["reduced_motion"] = bool(reduced_motion)
    if want == state:
        return True

    if driver.engine == "chromium":
        driver.execute_cdp_cmd(
            "Emulation.setEmulatedMedia",
            {
                "media": "",
                "features": [
                    {"name": "prefers-color-scheme", "value": want["color_scheme"]},
                    {"name": "prefers-reduced-motion", "value": "reduce" if want["reduced_motion"] else "no-preference"},
                ],
            },
        )
    elif driver.engine == "firefox":
        # The running browser's own prefs (bidi.Firefox.set_prefs): what the system would say.
        driver.set_prefs({"ui.systemUsesDarkTheme": int(want["color_scheme"] == "dark"),
                          "ui.prefersReducedMotion": int(want["reduced_motion"])})
    elif driver.engine == "webkit":
        xs: XSettings | None = driver._msg_xsettings
        if xs is None:
            return False
        xs.update(
            {
                "Net/ThemeName": "Adwaita-dark" if want["color_scheme"] == "dark" else "Adwaita",
                "Gtk/EnableAnimations": 0 if want["reduced_motion"] else 1,
            }
        )
    else:  # Safari: no way to emulate either
        return False
    driver._msg_media = want
    # The engines apply the change asynchronously (WebKit: X property notify -> UI process -> web process;
    # Firefox: pref observer -> look-and-feel change -> content processes),
    # later on a busy machine: wait for the page to see it (the guard only stops a hang).
    expected = {"dark": want["color_scheme"] == "dark", "reduce": want["reduced_motion"]}
    deadline = time.monotonic() + HANG_GUARD_S
    while True:
        got = _media_state(driver)
        if got == expected:
            break
        if time.monotonic() > deadline:
            raise AssertionError(
                f"{driver.engine}: media emulation did not take effect in {HANG_GUARD_S} s: want {expected}, page sees {got}")
        time.sleep(0.01)
    wait_frames(driver, 2)
    return True


def set_color_scheme(driver: WebDriver, scheme: str) -> bool:
    """Make the page see prefers-color-scheme: scheme ('dark' or 'light'). Returns False if this
    engine/session cannot emulate it (then force the scheme through the spec's colorScheme)."""
    return _apply_media(driver, color_scheme=scheme)


def set_reduced_motion(driver: WebDriver, reduce: bool) -> bool:
    """prefers-reduced-motion: reduce (True) or no-preference (False). False if unsupported."""
    return _apply_media(driver, reduced_motion=reduce)


def _inner_size(driver: WebDriver) -> tuple[int, int]:
    w, h = driver.execute_script("return [window.innerWidth, window.innerHeight]")
    return int(w), int(h)


def set_viewport(driver: WebDriver, width: int, height: int) -> tuple[int, int]:
    """Make window.innerWidth x innerHeight == width x height (CSS px, devicePixelRatio 1) as far
    as the engine allows; returns what was reached (also stored as driver.viewport)."""
    if driver.engine == "chromium":
        driver.execute_cdp_cmd(
            "Emulation.setDeviceMetricsOverride",
            {
                "width": width,
                "height": height,
                "deviceScaleFactor": 1,
                "mobile": False,
                "screenWidth": width,
                "screenHeight": height,
            },
        )
        got = _inner_size(driver)
    elif driver.engine == "firefox":
        driver.set_viewport(width, height)  # browsingContext.setViewport, devicePixelRatio 1
        got = _inner_size(driver)
    else:
        # The GTK window is the web view plus MiniBrowser's toolbar: size it, measure, correct. The
        # web view follows the window asynchronously (and in steps: width, then height), so wait
        # for the size asked for; only if it never comes (a minimum size) measure again and correct.
        got = _inner_size(driver)
        for _ in range(4):
            if got == (width, height):
                break
            outer = driver.get_window_size()
            driver.set_window_size(outer["width"] + width - got[0], outer["height"] + height - got[1])
            deadline = time.monotonic() + 10
            while True:
                new = _inner_size(driver)
                if new == (width, height) or time.monotonic() > deadline:
                    break
                time.sleep(0.01)
            got = new
    driver.viewport = got
    return got


def _safe_name(name: str) -> str:
    return re.sub(r"[^A-Za-z0-9._-]+", "_", name).strip("_")[:150] or "screenshot"


def screenshot(driver: WebDriver, name: str) -> Path:
    """Save a PNG of the viewport to <repo>/.artifacts/screenshots/<engine>/<name>.png; returns the path."""
    path = ARTIFACTS / "screenshots" / driver.engine / f"{_safe_name(name)}.png"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(driver.get_screenshot_as_png())
    return path


def seek_animations(driver: WebDriver, setup_js: str | None, expr_js: str, times_ms) -> list[tuple[float, Any]]:
    """Run setup_js (statements, e.g. a click), then pause every animation and transition of the page
    on the document timeline that is running (those setup_js started among them), and for each t in
    times_ms set their currentTime to t and evaluate the expression expr_js. Then finish them (jump
    to their end), so the page is left in its final state. Returns [(t_ms, value), ...].

    This reads an animation's curve at chosen times, independent of how many frames the machine
    manages to draw: what a frame at that time would show, computed by the engine's own animation
    code (easing, keyframes, transition values). Fails when setup_js started no animation. Values
    must be JSON-serialisable; the code is compiled inline (no eval), so a strict
    Content-Security-Policy does not stop it."""
    script = (
        """
        const times = arguments[0];
        const expr = () => (
"""
        + expr_js
        + """
        );
        try {
"""
        + (setup_js or "")
        + """
        ;} catch (e) { return {error: 'setup_js threw: ' + e}; }
        // getAnimations() brings style up to date first, so the transitions setup_js caused exist.
        const animations = document.getAnimations().filter((a) =>
          a.timeline === document.timeline && a.playState === 'running'
          && Number.isFinite(a.effect.getComputedTiming().endTime));
        if (animations.length === 0) return {error: 'setup_js started no animation'};
        animations.forEach((a) => a.pause());
        const samples = [];
        try {
          for (const t of times) {
            animations.forEach((a) => { a.currentTime = t; });
            samples.push([t, expr()]);
          }
        } catch (e) { return {error: 'expr_js threw: ' + e}; }
        finally { animations.forEach((a) => a.finish()); }
        return {samples};
        """
    )
    result = driver.execute_script(script, [float(t) for t in times_ms])
    if "error" in result:
        raise AssertionError(f"seek_animations: {result['error']}")
    return [(float(t), v) for t, v in result["samples"]]


def sample_frames(
    driver: WebDriver, setup_js: str | None, expr_js: str, duration_ms: float, clock: str = "now"
) -> list[tuple[float, Any]]:
    """Run setup_js (statements, e.g. a click), then evaluate the expression expr_js once in every
    requestAnimationFrame callback until duration_ms have passed. Returns [(t_ms, value), ...] with
    t_ms measured from just before setup_js ran: performance.now() at sampling time (clock="now"),
    or the frame's rAF timestamp, the time CSS/Web animations are computed for (clock="raf"; the
    first one can be slightly negative). Values must be JSON-serialisable. The code is compiled
    inline (no eval), so it also works on pages with a strict Content-Security-Policy.

    What it shows depends on the machine: a busy one draws fewer frames. To check an animation's
    curve, use seek_animations(); this is for what real frames look like (a value read together
    with the animation's own currentTime is still exact)."""
    if clock not in ("now", "raf"):
        raise ValueError("clock must be 'now' or 'raf'")
    script = (
        """
        const duration = arguments[0], useRaf = arguments[1], done = arguments[arguments.length - 1];
        const samples = [];
        let t0;
        const expr = () => (
"""
        + expr_js
        + """
        );
        const sample = (ts) => {
            const now = performance.now();
            let v;
            try { v = expr(); } catch (e) { done({error: 'expr_js threw: ' + e}); return; }
            samples.push([useRaf ? ts - t0 : now - t0, v]);
            if (now - t0 >= duration) done({samples}); else requestAnimationFrame(sample);
        };
        t0 = performance.now();
        try {
"""
        + (setup_js or "")
        + """
        ;} catch (e) { done({error: 'setup_js threw: ' + e}); return; }
        requestAnimationFrame(sample);
        """
    )
    old = driver.timeouts.script
    driver.set_script_timeout(max(old, duration_ms / 1000 + 15))
    try:
        result = driver.execute_async_script(script, duration_ms, clock == "raf")
    finally:
        driver.set_script_timeout(old)
    if "error" in result:
        raise AssertionError(f"sample_frames: {result['error']}")
    return [(float(t), v) for t, v in result["samples"]]


# --------------------------------------------------------------------------------------------
# WebKitGTK plumbing: XSETTINGS daemon and a GTK stylesheet that lets the window be narrow
# --------------------------------------------------------------------------------------------

# MiniBrowser's toolbar (7 buttons + URL entry) gives the window a 447 px minimum width. Shrink it.
_GTK_CSS = """
button, button * { min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0; }
entry { min-height: 0; padding: 0; margin: 0; border-width: 0; font-size: 1px; }
"""


class XSettings:
    """An xsettingsd on the current (private) X display; update() rewrites its file and SIGHUPs it."""

    def __init__(self, workdir: Path):
        self.conf = workdir / "xsettingsd.conf"
        self.log = workdir / "xsettingsd.log"
        self.values: dict[str, Any] = {"Net/ThemeName": "Adwaita", "Gtk/EnableAnimations": 1}
        self._write()
        self._log = open(self.log, "wb")
        self.proc = subprocess.Popen(["xsettingsd", "-c", str(self.conf)], stdout=self._log, stderr=subprocess.STDOUT)
        deadline = time.monotonic() + HANG_GUARD_S
        while b"Took ownership" not in self.log.read_bytes():
            if self.proc.poll() is not None or time.monotonic() > deadline:
                self.close()
                raise RuntimeError(f"xsettingsd did not start: {self.log.read_text(errors='replace')}")
            time.sleep(0.01)

    def _write(self) -> None:
        lines = [f'{k} "{v}"' if isinstance(v, str) else f"{k} {v}" for k, v in self.values.items()]
        self.conf.write_text("\n".join(lines) + "\n")

    def update(self, values: dict[str, Any]) -> None:
        self.values.update(values)
        self._write()
        self.proc.send_signal(signal.SIGHUP)

    def close(self) -> None:
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(5)
            except subprocess.TimeoutExpired:
                self.proc.kill()
        self._log.close()


def _display_is_ours() -> bool:
    if os.environ.get("MAILSITEGEN_PRIVATE_DISPLAY") == "1":
        return True
    return "/xvfb-run." in os.environ.get("XAUTHORITY", "")


# --------------------------------------------------------------------------------------------
# Engine start-up
# --------------------------------------------------------------------------------------------

class EngineUnavailable(Exception):
    """The engine is not installed / cannot run here (skip outside CI, error in CI)."""


def _executable(env_var: str, candidates: list[str], what: str) -> str:
    override = os.environ.get(env_var)
    if override:
        if os.path.isfile(override) and os.access(override, os.X_OK):
            return override
        raise EngineUnavailable(f"{what} not found at {env_var}={override}")
    for c in candidates:
        path = c if os.path.isabs(c) else shutil.which(c)
        if path and os.path.isfile(path) and os.access(path, os.X_OK):
            return path
    raise EngineUnavailable(f"{what} not found (looked for {', '.join(candidates)}; set {env_var})")


def _driver_log(engine: str) -> Path:
    path = ARTIFACTS / "logs" / f"{engine}-driver.log"
    path.parent.mkdir(parents=True, exist_ok=True)
    return path


def browser_environment(font_env: dict[str, str], **extra: str) -> dict[str, str]:
    """The environment every test browser (its WebDriver server and so the browser) is started with:
    the machine's, plus the project's fonts (fonts.environment()), plus what the engine adds.
    Every engine goes through here, so none can draw with the machine's fonts."""
    env = dict(os.environ)
    env.pop("FONTCONFIG_PATH", None)  # would point fontconfig at another configuration folder
    env.update(font_env)
    env.update(extra)
    return env


def _start_chromium(workdir: Path, font_env: dict[str, str]) -> WebDriver:
    chromium = _executable("MAILSITEGEN_CHROMIUM", ["/usr/bin/chromium", "chromium", "chromium-browser"], "Chromium")
    chromedriver = _executable("MAILSITEGEN_CHROMEDRIVER", ["/usr/bin/chromedriver", "chromedriver"], "chromedriver")
    opts = webdriver.ChromeOptions()
    opts.binary_location = chromium
    for arg in (
        "--headless=new",
        "--no-sandbox",  # we run as root
        "--disable-dev-shm-usage",
        f"--window-size={DEFAULT_VIEWPORT[0]},{DEFAULT_VIEWPORT[1]}",
        "--force-device-scale-factor=1",
        "--hide-scrollbars",
        "--force-color-profile=srgb",
        "--lang=en-US",
        "--no-first-run",
        "--no-default-browser-check",
        "--disable-extensions",
        "--mute-audio",
        "--disable-background-timer-throttling",
        "--disable-renderer-backgrounding",
        "--disable-backgrounding-occluded-windows",
        f"--user-data-dir={workdir / 'chromium-profile'}",
    ):
        opts.add_argument(arg)
    service = ChromeService(executable_path=chromedriver, log_output=str(_driver_log("chromium")),
                            env=browser_environment(font_env))
    return webdriver.Chrome(options=opts, service=service)


def _start_webkit(workdir: Path, font_env: dict[str, str]) -> tuple[WebDriver, XSettings | None]:
    minibrowser = _executable(
        "MAILSITEGEN_MINIBROWSER",
        sorted(glob.glob("/usr/lib/*/webkit2gtk-4.1/MiniBrowser"))
        + sorted(glob.glob("/usr/lib/*/webkit2gtk-4.0/MiniBrowser"))
        + sorted(glob.glob("/usr/libexec/webkit2gtk-4.*/MiniBrowser"))
        or ["/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser"],
        "WebKitGTK MiniBrowser",
    )
    webkitdriver = _executable("MAILSITEGEN_WEBKITDRIVER", ["/usr/bin/WebKitWebDriver", "WebKitWebDriver"], "WebKitWebDriver")
    if not os.environ.get("DISPLAY"):
        raise EngineUnavailable("no X display for MiniBrowser: run under `xvfb-run -a` (scripts/test does)")

    xdg = workdir / "xdg-config"
    (xdg / "gtk-3.0").mkdir(parents=True, exist_ok=True)
    (xdg / "gtk-3.0" / "gtk.css").write_text(_GTK_CSS)
    env = browser_environment(font_env, XDG_CONFIG_HOME=str(xdg), GDK_BACKEND="x11", GDK_SCALE="1", GDK_DPI_SCALE="1")
    env.pop("GTK_THEME", None)  # it would override the theme name that carries the colour scheme

    xsettings = None
    if _display_is_ours() and shutil.which("xsettingsd"):
        xsettings = XSettings(workdir)  # before the browser, so it starts with our settings

    opts = webdriver.WebKitGTKOptions()
    opts.binary_location = minibrowser
    opts.add_argument("--automation")
    opts.overlay_scrollbars_enabled = True  # like iOS: scrollbars take no layout width
    service = WebKitService(executable_path=webkitdriver, log_output=str(_driver_log("webkit")), env=env)
    try:
        driver = webdriver.WebKitGTK(options=opts, service=service)
    except Exception:
        if xsettings:
            xsettings.close()
        raise
    return driver, xsettings


def _start_firefox(workdir: Path, font_env: dict[str, str]) -> bidi.Firefox:
    """Headless Firefox (Debian: firefox-esr) through WebDriver BiDi (bidi.py): a fresh profile in the
    session's folder, the project's fonts through the same environment as the other engines."""
    try:
        binary = bidi.find_firefox()
    except bidi.FirefoxUnavailable as e:
        raise EngineUnavailable(str(e)) from None
    env = browser_environment(font_env, MOZ_CRASHREPORTER_DISABLE="1", MOZ_CRASHREPORTER_SHUTDOWN="1")
    # Headless: no display needed, and none of the machine's GTK settings may reach it.
    env.pop("GTK_THEME", None)
    log = _driver_log("firefox")
    log.write_text("")  # this session's output only
    return bidi.Firefox(workdir / "firefox-profile", env=env, log_path=log, binary=binary)


def _start_safari() -> WebDriver:
    """Safari on macOS through safaridriver (enable it once with `safaridriver --enable`).
    Not available on the project's Linux machines, so only run with MAILSITEGEN_ENGINES=safari.
    Safari cannot emulate prefers-color-scheme: set_color_scheme() returns False there."""
    from selenium.webdriver.safari.service import Service as SafariService

    safaridriver = _executable("MAILSITEGEN_SAFARIDRIVER", ["/usr/bin/safaridriver", "safaridriver"], "safaridriver")
    return webdriver.Safari(service=SafariService(executable_path=safaridriver))


def start_engine(engine: str, workdir: Path, font_env: dict[str, str]) -> tuple[WebDriver, XSettings | None]:
    """Start `engine`'s browser with the project's fonts (font_env: fonts.prepare()), its files in
    workdir; the driver knows its engine (driver.engine), so the helpers above work on it. Also used
    by Benchmarks/firefox_frames.py. Raises EngineUnavailable when it is not installed here."""
    xsettings = None
    if engine == "chromium":
        driver = _start_chromium(workdir, font_env)
    elif engine == "firefox":
        driver = _start_firefox(workdir, font_env)
    elif engine == "safari":
        driver = _start_safari()  # macOS: Safari draws with the system's own fonts (SF Pro)
    else:
        driver, xsettings = _start_webkit(workdir, font_env)
    driver.engine = engine
    driver._msg_xsettings = xsettings
    driver._msg_media = {"color_scheme": "light", "reduced_motion": False}
    return driver, xsettings


def _unavailable(engine: str, reason: str):
    ENGINE_REPORT.setdefault(engine, {})["unavailable"] = reason
    if IN_CI:
        pytest.fail(f"{engine}: {reason} (CI=true: a missing browser or driver is a failure)", pytrace=False)
    pytest.skip(f"!!! {engine.upper()} NOT TESTED: {reason}")


@pytest.fixture(scope="session", params=_selected_engines())
def engine(request) -> str:
    return request.param


@pytest.fixture(scope="session")
def font_env() -> dict[str, str]:
    """The project's test fonts, linked and cached (fonts.prepare()); the environment that selects them.
    A missing font is a failure everywhere, not only in CI: a layout drawn with other fonts proves nothing."""
    try:
        env = fonts.prepare()
    except (fonts.FontsMissing, RuntimeError) as e:
        pytest.fail(f"test fonts: {e}", pytrace=False)
    FONT_REPORT["files"] = sorted(p.name for p in fonts.FONT_DIR.iterdir())
    return env


@pytest.fixture(scope="session")
def engine_session(engine, tmp_path_factory, font_env):
    """One WebDriver per engine for the whole session (started on first use)."""
    report = ENGINE_REPORT.setdefault(engine, {})
    if "unavailable" in report:
        _unavailable(engine, report["unavailable"])
    workdir = tmp_path_factory.mktemp(f"{engine}-session")
    t0 = time.perf_counter()
    xsettings = None
    unavailable = failure = None
    try:
        driver, xsettings = start_engine(engine, workdir, font_env)
    except EngineUnavailable as e:
        unavailable = str(e)
    except Exception as e:
        log = _driver_log(engine)
        tail = log.read_text(errors="replace")[-3000:] if log.exists() else ""
        failure = f"{engine}: the browser did not start: {e}\n--- {log} (tail) ---\n{tail}"
    if unavailable:
        _unavailable(engine, unavailable)
    if failure:
        pytest.fail(failure, pytrace=False)
    t_started = time.perf_counter()

    try:  # a browser that fails to get ready is quit too: none may outlive the session
        driver.set_script_timeout(HANG_GUARD_S + 30)  # the waits in scripts fail readably first
        driver.set_page_load_timeout(30)
        driver.get("about:blank")
        viewport = set_viewport(driver, *DEFAULT_VIEWPORT)
        t_ready = time.perf_counter()

        caps = driver.capabilities
        report.update(
            version=f"{caps.get('browserName')} {caps.get('browserVersion')}",
            start_s=t_started - t0,
            ready_s=t_ready - t0,
            viewport=viewport,
            dpr=driver.execute_script("return devicePixelRatio"),
            media_emulation=engine in ("chromium", "firefox") or xsettings is not None,
        )
        yield driver
    finally:
        t_quit = time.perf_counter()
        try:
            driver.quit()
        finally:
            if xsettings:
                xsettings.close()
        report["quit_s"] = time.perf_counter() - t_quit


@pytest.fixture
def browser(engine_session, request) -> WebDriver:
    """The session's driver for this engine, reset for this test."""
    driver = engine_session
    marker = request.node.get_closest_marker("engines")
    if marker and driver.engine not in marker.args:
        why = marker.kwargs.get("reason")
        pytest.skip(f"only for {', '.join(marker.args)}" + (f": {why}" if why else ""))
    _reset(driver)
    yield driver
    _leave_page(driver)


def _leave_page(driver: WebDriver) -> None:
    try:
        if driver.current_url.startswith("file:"):
            driver.execute_script("try { localStorage.clear(); sessionStorage.clear(); } catch (e) {}")
    except Exception:
        pass


def _reset(driver: WebDriver) -> None:
    driver.get("about:blank")
    if driver.engine == "firefox":
        driver.log_entries.clear()  # console messages are reported per test (pytest_runtest_makereport)
    if driver._msg_media != {"color_scheme": "light", "reduced_motion": False}:
        _apply_media(driver, color_scheme="light", reduced_motion=False)
    if getattr(driver, "viewport", None) != DEFAULT_VIEWPORT:
        set_viewport(driver, *DEFAULT_VIEWPORT)


# --------------------------------------------------------------------------------------------
# The generator
# --------------------------------------------------------------------------------------------

@pytest.fixture(scope="session")
def mailsitegen_bin() -> Path:
    override = os.environ.get("MAILSITEGEN")
    if override:
        path = Path(override)
        if not (path.is_file() and os.access(path, os.X_OK)):
            pytest.fail(f"MAILSITEGEN={override} is not an executable file", pytrace=False)
        return path
    if os.environ.get("MAILSITEGEN_BUILD_FAILED") == "1":
        pytest.fail("`swift build` failed earlier in scripts/test (see its output above); not using a stale binary",
                    pytrace=False)
    try:
        r = subprocess.run(["swift", "build", "--show-bin-path"], cwd=REPO_ROOT, capture_output=True, text=True,
                           timeout=300)
    except FileNotFoundError:
        pytest.fail("`swift` is not on PATH; set MAILSITEGEN to a built mailsitegen binary", pytrace=False)
    if r.returncode != 0:
        pytest.fail(f"`swift build --show-bin-path` failed:\n{r.stderr}", pytrace=False)
    path = Path(r.stdout.strip().splitlines()[-1]) / "mailsitegen"
    if not path.is_file():
        pytest.fail(f"{path} does not exist: run `swift build` first (scripts/test does)", pytrace=False)
    return path


# Every page is built both ways: as index.html + style.css + app.js, and with --single-file
# (one self-contained index.html), which must behave exactly the same.
PAGE_FORMATS = tuple(
    f.strip() for f in os.environ.get("MAILSITEGEN_PAGE_FORMATS", "files,single-file").split(",") if f.strip())


@pytest.fixture(params=PAGE_FORMATS)
def page_format(request) -> str:
    return request.param


@pytest.fixture
def build_page(tmp_path, mailsitegen_bin, page_format) -> Callable[..., str]:
    """build_page(spec: dict, name: str = "page") -> file:// URL of the generated index.html,
    built as separate files or as a single file (the test runs once for each)."""

    def build(spec: dict, name: str = "page") -> str:
        workdir = tmp_path / _safe_name(name)
        if workdir.exists():
            raise ValueError(f"build_page: name {name!r} already used in this test")
        workdir.mkdir(parents=True)
        spec_file = workdir / "spec.json"
        spec_file.write_text(json.dumps(spec, indent=2, ensure_ascii=False))
        out = workdir / "site"
        cmd = [str(mailsitegen_bin), "build", "--spec", str(spec_file), "--out", str(out)]
        if page_format == "single-file":
            cmd.append("--single-file")
        r = subprocess.run(cmd, capture_output=True, text=True, timeout=60)
        if r.returncode != 0:
            pytest.fail(
                f"mailsitegen build failed (exit {r.returncode}) for {name!r}\n$ {' '.join(cmd)}\n"
                f"--- stderr ---\n{r.stderr}\n--- stdout ---\n{r.stdout}",
                pytrace=False,
            )
        index = out / "index.html"
        if not index.is_file():
            pytest.fail(f"mailsitegen build exited 0 but wrote no {index}\n{r.stderr}", pytrace=False)
        return index.as_uri()

    return build


@pytest.fixture
def default_page_url(build_page) -> str:
    """The default prototype, built from `{}` by the real binary into this test's tmp dir (the Swift
    tests check that the committed public/ is byte-identical to it)."""
    return build_page({}, "default")


@pytest.fixture(scope="session")
def axe_source() -> str:
    import importlib.resources

    return (importlib.resources.files("axe_playwright_python") / "axe.min.js").read_text(encoding="utf-8")


# --------------------------------------------------------------------------------------------
# Reporting
# --------------------------------------------------------------------------------------------

def pytest_sessionstart(session):
    """Screenshots of failures belong to the run that made them: remove the previous run's."""
    for stale in (ARTIFACTS / "screenshots").glob("*/FAILED-*.png"):
        stale.unlink(missing_ok=True)


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    """On a failing browser test, save a screenshot (.artifacts/screenshots/<engine>/FAILED-<test>.png)."""
    outcome = yield
    rep = outcome.get_result()
    if rep.when == "call" and rep.failed and "browser" in getattr(item, "funcargs", {}):
        try:
            path = screenshot(item.funcargs["browser"], "FAILED-" + item.name)
            rep.sections.append(("screenshot", str(path)))
        except Exception:
            pass
        errors = getattr(item.funcargs["browser"], "console_errors", None)  # Firefox (BiDi log.entryAdded)
        if errors and errors():
            rep.sections.append(("console errors", "\n".join(errors())))


def pytest_terminal_summary(terminalreporter):
    if not ENGINE_REPORT:
        return
    tr = terminalreporter
    tr.section("browser engines")
    for engine, r in ENGINE_REPORT.items():
        if "unavailable" in r:
            tr.write_line(f"{engine:9} NOT TESTED: {r['unavailable']}", red=True, bold=True)
            continue
        if "version" not in r:
            continue
        w, h = r["viewport"]
        media = {"chromium": "CDP", "firefox": "prefs (Services.prefs over BiDi)"}.get(
            engine, "xsettingsd" if r["media_emulation"] else "unsupported (display not ours)")
        tr.write_line(
            f"{engine:9} {r['version']:<28} started {r['start_s']:.2f}s, ready {r['ready_s']:.2f}s"
            + (f", quit {r['quit_s']:.2f}s" if "quit_s" in r else "")
            + f"; viewport {w}x{h} @{r['dpr']}x; colour-scheme emulation: {media}"
        )
    if FONT_REPORT:
        tr.write_line(f"fonts     {fonts.FONTCONFIG_FILE.relative_to(REPO_ROOT)}: only "
                      + ", ".join(FONT_REPORT["files"]))
