"""The browser suite's harness: what every browser test and benchmark imports, by name.

    from harness import scroll_to, computed, wait_frames, DEFAULT_VIEWPORT, ...   the common names below
    from harness.page import load, settle, pills, ...     the prototype's parts, read from a page
    from harness.serving import Server, write_spec         `mailsitegen serve` as a process, static folders
    from harness import bidi, fonts                        Firefox over WebDriver BiDi; the test fonts

The modules:
    settings.py       folders, the phone's viewport, the engines chosen (MAILSITEGEN_ENGINES), CI, the hang guard
    helpers.py        what a test does to a page: wait_frames, wait_for, scroll_to, computed, set_color_scheme,
                      set_reduced_motion, set_viewport, screenshot, seek_animations, sample_frames
    engines.py        starting each engine (Chromium, WebKitGTK with xsettingsd, Firefox over BiDi), the fonts
                      they see, and the rule for a missing one (CI fails, never skips)
    display.py        a private X display (Xvfb) for each parallel worker
    bidi.py           the WebDriver BiDi client for Firefox, with Selenium's API
    fonts.py          the project's fonts (fonts.conf), linked into .build/test-fonts
    page.py           the prototype read from a page: load, settle, pills, rects, colours, the spring
    pixels.py         a PNG screenshot's pixels
    serving.py        `mailsitegen serve` as a child process; static folders on their own origins
    axe_check.py      axe-core's violations in a page
    forced_colors.py  forced colours on and off (Chromium DevTools, Firefox prefs)
    spec_fields.py    the spec's fields as `mailsitegen fields` prints them
    tools.py          the virtual environment's tools (pre-commit, actionlint), and actionlint over a workflow

The pytest fixtures (engine, browser, build_page, mailsitegen_bin, ...) are in Tests/Browser/conftest.py.
The package is found by name: pytest puts Tests/Browser on the path (its rootdir), and
scripts/install-test-deps adds Tests/Browser to the suite's virtualenv (a .pth file) for the benchmarks.
"""

from .engines import (
    ENGINE_REPORT,
    EngineUnavailable,
    XSettings,
    browser_environment,
    driver_log,
    start_engine,
    unavailable,
)
from .helpers import (
    apply_media,
    computed,
    leave_page,
    reset_browser,
    safe_name,
    sample_frames,
    screenshot,
    scroll_to,
    seek_animations,
    set_color_scheme,
    set_reduced_motion,
    set_viewport,
    wait_for,
    wait_frames,
)
from .settings import (
    ALL_ENGINES,
    ARTIFACTS,
    DEFAULT_ENGINES,
    DEFAULT_VIEWPORT,
    HANG_GUARD_S,
    HERE,
    IN_CI,
    NO_SCROLL_TIMELINE,
    PAGE_FORMATS,
    REPO_ROOT,
    selected_engines,
)

__all__ = [
    "ALL_ENGINES", "ARTIFACTS", "DEFAULT_ENGINES", "DEFAULT_VIEWPORT", "ENGINE_REPORT", "EngineUnavailable",
    "HANG_GUARD_S", "HERE", "IN_CI", "NO_SCROLL_TIMELINE", "PAGE_FORMATS", "REPO_ROOT", "XSettings", "apply_media",
    "browser_environment", "computed", "driver_log", "leave_page", "reset_browser", "safe_name", "sample_frames", "screenshot", "scroll_to",
    "seek_animations", "selected_engines", "set_color_scheme", "set_reduced_motion", "set_viewport",
    "start_engine", "unavailable", "wait_for", "wait_frames",
]
