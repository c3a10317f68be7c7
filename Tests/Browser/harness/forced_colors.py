"""Forced colours (Windows contrast themes), emulated where the engine can:

    set_forced_colors(driver, active) -> bool     False where the engine has no switch (WebKitGTK)

- Chromium: DevTools `Emulation.setEmulatedMedia` with `forced-colors: active`; the colour scheme and
  reduced motion the session emulates (driver._msg_media) are sent again with it, since each call
  replaces every emulated feature. helpers.apply_media's next call turns it off again.
- Firefox: the pref `browser.display.document_color_use` = 2 ("Override the colours specified by
  the page: Always"), which is what makes ESR 153 match `(forced-colors: active)` and force the
  page's colours on Linux; `ui.forcedColors` and `ui.useAccessibilityTheme` do not (checked on
  153.8). The pref outlives the page: set it back to 0 (`set_forced_colors(driver, False)`).
- WebKitGTK: no DevTools, no pref, no setting that turns it on.

Either way it returns once the page matches the media query (or fails after the hang guard), two
frames later.
"""
from __future__ import annotations

import time

from selenium.webdriver.remote.webdriver import WebDriver

from .helpers import wait_frames
from .settings import HANG_GUARD_S

FIREFOX_PREF = "browser.display.document_color_use"


def set_forced_colors(driver: WebDriver, active: bool) -> bool:
    if driver.engine == "chromium":
        media = driver._msg_media
        driver.execute_cdp_cmd(
            "Emulation.setEmulatedMedia",
            {
                "media": "",
                "features": [
                    {"name": "prefers-color-scheme", "value": media["color_scheme"]},
                    {"name": "prefers-reduced-motion", "value": "reduce" if media["reduced_motion"] else "no-preference"},
                    {"name": "forced-colors", "value": "active" if active else "none"},
                ],
            },
        )
    elif driver.engine == "firefox":
        driver.set_prefs({FIREFOX_PREF: 2 if active else 0})
    else:
        return False
    deadline = time.monotonic() + HANG_GUARD_S
    while driver.execute_script("return matchMedia('(forced-colors: active)').matches") != active:
        if time.monotonic() > deadline:
            raise AssertionError(f"{driver.engine}: forced-colors did not become {'active' if active else 'none'} "
                                 f"in {HANG_GUARD_S} s")
        time.sleep(0.01)
    wait_frames(driver, 2)
    return True
