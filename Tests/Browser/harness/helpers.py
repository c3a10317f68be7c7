"""What a browser test does to a page, the same in every engine: wait for frames or a condition,
scroll, read computed styles, emulate the colour scheme, reduced motion and the viewport, take
screenshots, and read animations at chosen times. Each takes the session's driver (the `browser`
fixture, or start_engine()'s): driver.engine says which engine it is.

Helpers (import them: `from harness import scroll_to, computed, ...`)
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
    apply_media(driver, color_scheme=None, reduced_motion=None) -> bool
                                                     both media features at once (what the two above do)

Waiting
    Every wait in the harness ends on an event or a state (a scroll event, an animation frame, the media
    query matching, the window reaching its size), never after a fixed time; the only clocks are guards
    against a hang (tens of seconds), and a guard that expires fails the test instead of letting it go on.
"""

from __future__ import annotations

import re
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

from selenium.webdriver.remote.webdriver import WebDriver

from .settings import ARTIFACTS, DEFAULT_VIEWPORT, HANG_GUARD_S

if TYPE_CHECKING:
    from engines import XSettings


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


def apply_media(driver: WebDriver, color_scheme: str | None = None, reduced_motion: bool | None = None) -> bool:
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
    return apply_media(driver, color_scheme=scheme)


def set_reduced_motion(driver: WebDriver, reduce: bool) -> bool:
    """prefers-reduced-motion: reduce (True) or no-preference (False). False if unsupported."""
    return apply_media(driver, reduced_motion=reduce)


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


def safe_name(name: str) -> str:
    return re.sub(r"[^A-Za-z0-9._-]+", "_", name).strip("_")[:150] or "screenshot"


def screenshot(driver: WebDriver, name: str) -> Path:
    """Save a PNG of the viewport to <repo>/.artifacts/screenshots/<engine>/<name>.png; returns the path."""
    path = ARTIFACTS / "screenshots" / driver.engine / f"{safe_name(name)}.png"
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


def leave_page(driver: WebDriver) -> None:
    """After a test: the storage of the file:// page it left is cleared (file pages share one origin)."""
    try:
        if driver.current_url.startswith("file:"):
            driver.execute_script("try { localStorage.clear(); sessionStorage.clear(); } catch (e) {}")
    except Exception:
        pass


def reset_browser(driver: WebDriver) -> None:
    """Before a test: about:blank, the light scheme, no reduced motion, the phone's viewport."""
    driver.get("about:blank")
    if driver.engine == "firefox":
        driver.log_entries.clear()  # console messages are reported per test (pytest_runtest_makereport)
    if driver._msg_media != {"color_scheme": "light", "reduced_motion": False}:
        apply_media(driver, color_scheme="light", reduced_motion=False)
    if getattr(driver, "viewport", None) != DEFAULT_VIEWPORT:
        set_viewport(driver, *DEFAULT_VIEWPORT)
