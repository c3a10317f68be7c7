"""Starting each engine's browser as the suite does, and the rule for one that is missing.

    start_engine(engine, workdir, font_env) -> (driver, xsettings | None)
                                 start a browser as the session does, with the fonts (conftest's
                                 engine_session, and the benchmarks); raises EngineUnavailable
    unavailable(engine, reason)  an engine that is not installed here: outside CI its tests skip, loudly
                                 ("!!! FIREFOX NOT TESTED: ..."); in CI (CI=true) they fail, never skip
    browser_environment(font_env, **extra) -> dict
                                 the environment every browser is started with (the project's fonts)

Fonts
    The browsers see only the project's test fonts (fonts.py: Inter, Noto Sans CJK, DejaVu), through the
    project's fontconfig file Tests/Browser/harness/fonts.conf: browser_environment() gives every engine's driver
    (and so the browser it starts) FONTCONFIG_FILE and XDG_CACHE_HOME. A missing font is a failure.

Engines
    Chromium: webdriver.Chrome, --headless=new, the viewport forced with CDP Emulation.setDeviceMetricsOverride
      (deviceScaleFactor 1, mobile false), colour scheme / reduced motion with CDP Emulation.setEmulatedMedia.
    WebKitGTK: webdriver.WebKitGTK driving MiniBrowser --automation on this process's own Xvfb display
      (display.py: each parallel worker has its own). The MiniBrowser
      toolbar sets a minimum window width of 447 px; a private GTK stylesheet (XDG_CONFIG_HOME) shrinks it so
      a 393 px wide viewport is possible, and the window is sized to viewport + toolbar. WebKitGTK has no CDP:
      its prefers-color-scheme follows the GTK theme name ("...-dark") and prefers-reduced-motion follows
      gtk-enable-animations, both read live from XSETTINGS, so on a display we own (the private one, or an
      inherited one with MAILSITEGEN_PRIVATE_DISPLAY=1; an xvfb-run XAUTHORITY also counts) the harness runs
      `xsettingsd` and rewrites its settings. On any other display those helpers return False.
    Firefox (ESR): no geckodriver on Debian, so bidi.Firefox drives it through WebDriver BiDi, which Firefox
      serves itself (firefox --headless --remote-debugging-port 0, a fresh profile whose user.js makes it quiet:
      no first-run pages, updates or telemetry; overlay scrollbars). bidi.Firefox offers the subset of
      Selenium's WebDriver API the tests use, so they run unchanged. It works in a tab it opens itself (the
      window headless Firefox starts with never has focus). Viewport: browsingContext.setViewport (DPR 1).
      Colour scheme / reduced motion: the prefs ui.systemUsesDarkTheme / ui.prefersReducedMotion, set in the
      running browser (Services.prefs in its chrome scope, reached through the BiDi session because Firefox
      runs with --remote-allow-system-access); open pages follow at once, no restart. Gecko has no CSS
      scroll-driven animations: the page runs its script fallback there by default.

Environment
    CI=true                      a missing engine/driver is a test error, never a skip
    MAILSITEGEN_CHROMIUM, MAILSITEGEN_CHROMEDRIVER, MAILSITEGEN_MINIBROWSER, MAILSITEGEN_WEBKITDRIVER,
    MAILSITEGEN_FIREFOX, MAILSITEGEN_SAFARIDRIVER   binary overrides
"""

from __future__ import annotations

import glob
import os
import shutil
import signal
import subprocess
import time
from pathlib import Path
from typing import Any

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.service import Service as ChromeService
from selenium.webdriver.remote.webdriver import WebDriver
from selenium.webdriver.webkitgtk.service import Service as WebKitService

from . import bidi
from .display import DisplayUnavailable, ensure_private_display
from .settings import ARTIFACTS, DEFAULT_VIEWPORT, HANG_GUARD_S, IN_CI

os.environ.setdefault("SE_OFFLINE", "true")  # never let Selenium Manager try to download anything

# Filled while the session runs (conftest's engine_session); printed at the end (pytest_terminal_summary).
ENGINE_REPORT: dict[str, dict[str, Any]] = {}


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


def driver_log(engine: str) -> Path:
    """The engine's WebDriver log; each parallel worker (PYTEST_XDIST_WORKER) writes its own."""
    worker = os.environ.get("PYTEST_XDIST_WORKER")
    path = ARTIFACTS / "logs" / (f"{engine}-driver-{worker}.log" if worker else f"{engine}-driver.log")
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


def _start_chromium(workdir: Path, font_env: dict[str, str], extra: tuple[str, ...] = ()) -> WebDriver:
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
        *extra,
    ):
        opts.add_argument(arg)
    service = ChromeService(executable_path=chromedriver, log_output=str(driver_log("chromium")),
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
    try:
        ensure_private_display()
    except DisplayUnavailable as e:
        raise EngineUnavailable(f"no X display for MiniBrowser: {e}") from e
    if not os.environ.get("DISPLAY"):
        raise EngineUnavailable("no X display for MiniBrowser (MAILSITEGEN_DISPLAY=inherit, and DISPLAY is unset)")

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
    service = WebKitService(executable_path=webkitdriver, log_output=str(driver_log("webkit")), env=env)
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
    log = driver_log("firefox")
    log.write_text("")  # this session's output only
    return bidi.Firefox(workdir / "firefox-profile", env=env, log_path=log, binary=binary)


def _start_safari() -> WebDriver:
    """Safari on macOS through safaridriver (enable it once with `safaridriver --enable`).
    Not available on the project's Linux machines, so only run with MAILSITEGEN_ENGINES=safari.
    Safari cannot emulate prefers-color-scheme: set_color_scheme() returns False there."""
    from selenium.webdriver.safari.service import Service as SafariService

    safaridriver = _executable("MAILSITEGEN_SAFARIDRIVER", ["/usr/bin/safaridriver", "safaridriver"], "safaridriver")
    return webdriver.Safari(service=SafariService(executable_path=safaridriver))


def start_chromium_app(workdir: Path, font_env: dict[str, str], url: str) -> WebDriver:
    """A Chromium of its own showing `url` as an app window (`--app`), as an installed web app
    opens: the page sees `display-mode: standalone`, which media emulation cannot give. The
    caller quits it."""
    driver = _start_chromium(workdir, font_env, (f"--app={url}",))
    driver.engine = "chromium"
    driver._msg_xsettings = None
    driver._msg_media = {"color_scheme": "light", "reduced_motion": False}
    return driver


def start_engine(engine: str, workdir: Path, font_env: dict[str, str]) -> tuple[WebDriver, XSettings | None]:
    """Start `engine`'s browser with the project's fonts (font_env: fonts.prepare()), its files in
    workdir; the driver knows its engine (driver.engine), so the helpers (helpers.py) work on it. Also used
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


def unavailable(engine: str, reason: str):
    """`engine` cannot run here (EngineUnavailable's reason): recorded for the closing summary, then
    the test fails in CI and skips elsewhere."""
    ENGINE_REPORT.setdefault(engine, {})["unavailable"] = reason
    if IN_CI:
        pytest.fail(f"{engine}: {reason} (CI=true: a missing browser or driver is a failure)", pytrace=False)
    pytest.skip(f"!!! {engine.upper()} NOT TESTED: {reason}")
