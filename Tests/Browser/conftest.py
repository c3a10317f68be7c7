"""Real-browser test harness for MailSiteGen: every browser test runs in Chromium, WebKitGTK and Firefox.

This file holds the pytest fixtures and hooks. The rest of the harness is the package `harness/` beside
it (engines, pages, serving, the BiDi client, pixels, fonts, axe; see harness/__init__.py), which tests
and benchmarks import by name: `from harness import scroll_to, computed, ...`, `from harness.page import load`.

Parallel workers: scripts/test runs this suite with pytest-xdist (`-n N --dist loadgroup`). Each worker
is a process with its own browsers (started on first use), its own temporary folders and ports, and, for
WebKitGTK, its own Xvfb display (harness/display.py). A test that shares a resource on disk with other
tests of its module marks the module `pytest.mark.xdist_group(...)`, so one worker runs them all.

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

Markers
    @pytest.mark.engines("chromium", reason="...")  runs a test only in those engines; the others skip it
                                 with the reason (say why: e.g. it needs DevTools).

Environment
    CI=true                      a missing engine/driver is a test error, never a skip
    MAILSITEGEN_ENGINES          comma list to run a subset, e.g. "chromium"; "safari" (macOS) runs Safari
    MAILSITEGEN_CHROMIUM, MAILSITEGEN_CHROMEDRIVER, MAILSITEGEN_MINIBROWSER, MAILSITEGEN_WEBKITDRIVER,
    MAILSITEGEN_FIREFOX          binary overrides (engines.py)
    MAILSITEGEN                  the mailsitegen binary to test
    MAILSITEGEN_PAGE_FORMATS     "files,single-file" (default): build every page both ways
    MAILSITEGEN_SINGLE_FILE      "every-engine": each single-file page in every engine of the run and every
                                 case of a parametrised test, not in one (single_file_engine, single_file_case)
"""

from __future__ import annotations

import json
import os
import subprocess
import time
import zlib
from pathlib import Path
from typing import Any, Callable

import pytest
from selenium.webdriver.remote.webdriver import WebDriver

from harness import (
    ENGINE_REPORT,
    HANG_GUARD_S,
    PAGE_FORMATS,
    REPO_ROOT,
    DEFAULT_VIEWPORT,
    ARTIFACTS,
    EngineUnavailable,
    driver_log,
    leave_page,
    reset_browser,
    fonts,
    safe_name,
    screenshot,
    selected_engines,
    set_viewport,
    start_engine,
    unavailable,
)
from harness.serving import StaticServers

SINGLE_FILE_IN_EVERY_ENGINE = os.environ.get("MAILSITEGEN_SINGLE_FILE", "") == "every-engine"

# Filled while the session runs; printed at the end (see pytest_terminal_summary).
FONT_REPORT: dict[str, Any] = {}


# --------------------------------------------------------------------------------------------
# The browsers
# --------------------------------------------------------------------------------------------

@pytest.fixture(scope="session", params=selected_engines())
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
        unavailable(engine, report["unavailable"])
    workdir = tmp_path_factory.mktemp(f"{engine}-session")
    t0 = time.perf_counter()
    xsettings = None
    missing = failure = None
    try:
        driver, xsettings = start_engine(engine, workdir, font_env)
    except EngineUnavailable as e:
        missing = str(e)
    except Exception as e:
        log = driver_log(engine)
        tail = log.read_text(errors="replace")[-3000:] if log.exists() else ""
        failure = f"{engine}: the browser did not start: {e}\n--- {log} (tail) ---\n{tail}"
    if missing:
        unavailable(engine, missing)
    if failure:
        pytest.fail(failure, pytrace=False)
    t_started = time.perf_counter()

    try:  # a browser that fails to get ready is quit too: none may outlive the session
        driver.set_script_timeout(HANG_GUARD_S + 30)  # the waits in scripts fail readably first
        # A guard against a page that never loads, not a measure: the review board's 24 frames take
        # WebKit over 30 s on a busy 2-core machine.
        driver.set_page_load_timeout(180)
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
    reset_browser(driver)
    yield driver
    leave_page(driver)


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


# Every page is built both ways (settings.PAGE_FORMATS): as index.html + style.css + app.js, and
# with --single-file (one self-contained index.html), which must behave exactly the same.
@pytest.fixture(params=PAGE_FORMATS)
def page_format(request) -> str:
    return request.param


@pytest.fixture
def build_page(tmp_path, mailsitegen_bin, page_format) -> Callable[..., str]:
    """build_page(spec: dict, name: str = "page") -> file:// URL of the generated index.html,
    built as separate files or as a single file (the test runs once for each)."""

    def build(spec: dict, name: str = "page") -> str:
        workdir = tmp_path / safe_name(name)
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
def static_folder() -> Callable[[Path], str]:
    """static_folder(folder) -> the http:// base URL of `folder`, served on 127.0.0.1 and a free
    port of its own (another origin than any other server's) until the test ends."""
    servers = StaticServers()
    yield servers.serve
    servers.close()


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

def _is_worker(config) -> bool:
    return hasattr(config, "workerinput")  # a pytest-xdist worker, not the run that gathers the results


def pytest_sessionstart(session):
    """Screenshots of failures belong to the run that made them: remove the previous run's (once, before
    any worker starts, so that no worker removes another's)."""
    if _is_worker(session.config):
        return
    for stale in (ARTIFACTS / "screenshots").glob("*/FAILED-*.png"):
        stale.unlink(missing_ok=True)


def pytest_collection_modifyitems(config, items):
    """Each test's single-file page in one engine of the run (single_file_engine), for one case of
    its parameters (single_file_case), and the longest tests first, so that parallel workers do not
    end waiting on one of them (the release builds)."""
    if not SINGLE_FILE_IN_EVERY_ENGINE:
        kept, deselected = [], []
        first_cases: dict[str, list] = {}
        for item in items:
            params = getattr(getattr(item, "callspec", None), "params", {})
            left_out = (params.get("page_format") == "single-file" and "engine" in params
                        and (params["engine"] != single_file_engine(item, params)
                             or not single_file_case(item, params, first_cases)))
            (deselected if left_out else kept).append(item)
        if deselected:
            config.hook.pytest_deselected(items=deselected)
            items[:] = kept
    items.sort(key=lambda item: 0 if item.get_closest_marker("slow") else 1)


def single_file_engine(item, params: dict) -> str:
    """The engine that runs this test's --single-file page. The single-file page is the files' page
    with its style and script inlined (the Swift tests check it is exactly that), so each engine
    need not load every one: a stable hash of the test and its other parameters spreads them over the
    run's engines, a third each, and a run of one engine loads them all. Every test still runs its
    three-file page in every engine. A test marked for some engines only (`engines`) takes one of
    those, so that its single-file page is not left to an engine that skips it. MAILSITEGEN_SINGLE_FILE=every-engine
    runs the whole matrix."""
    engines = selected_engines()
    marker = item.get_closest_marker("engines")
    if marker and any(engine in marker.args for engine in engines):
        engines = [engine for engine in engines if engine in marker.args]
    others = sorted((key, str(value)) for key, value in params.items() if key not in ("engine", "page_format"))
    key = f"{item.module.__name__}::{item.originalname}::{others}"
    return engines[zlib.crc32(key.encode()) % len(engines)]


def single_file_case(item, params: dict, first_cases: dict[str, list]) -> bool:
    """Whether this case of a parametrised test loads its single-file page: only the first case (in
    collection order) of the test's other parameters, a window size, a state, a text size, in the
    engine single_file_engine gives it. Those parameters change what the test drives, not how the
    page is packed; the single-file page is the three-file one with its style and script inline,
    whichever case it draws. A test whose parameters change what is inlined (the payloads a spec
    carries into the page, the header's two mechanisms) is marked single_file_every_case and keeps
    its single-file page in each case. MAILSITEGEN_SINGLE_FILE=every-engine runs the whole matrix."""
    if item.get_closest_marker("single_file_every_case"):
        return True
    others = sorted((key, str(value)) for key, value in params.items() if key not in ("engine", "page_format"))
    first = first_cases.setdefault(f"{item.module.__name__}::{item.originalname}", others)
    return others == first


def pytest_sessionfinish(session):
    """A worker hands its engines' report (versions, start-up times) to the run that prints it."""
    if _is_worker(session.config):
        session.config.workeroutput["mailsitegen_engines"] = json.dumps(ENGINE_REPORT)
        session.config.workeroutput["mailsitegen_fonts"] = json.dumps(FONT_REPORT)


@pytest.hookimpl(optionalhook=True)
def pytest_testnodedown(node, error):
    """pytest-xdist: a worker ended; keep its engines' report (the first worker's figures for each engine)."""
    output = getattr(node, "workeroutput", {})
    for engine, report in json.loads(output.get("mailsitegen_engines", "{}")).items():
        mine = ENGINE_REPORT.setdefault(engine, {})
        if "version" in report and "version" not in mine or "unavailable" in report:
            mine.update(report)
        mine["workers"] = mine.get("workers", 0) + ("version" in report)
    FONT_REPORT.update(json.loads(output.get("mailsitegen_fonts", "{}")))


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
            + (f" (in {r['workers']} workers)" if r.get("workers") else "")
            + f"; viewport {w}x{h} @{r['dpr']}x; colour-scheme emulation: {media}"
        )
    if FONT_REPORT:
        tr.write_line(f"fonts     {fonts.FONTCONFIG_FILE.relative_to(REPO_ROOT)}: only "
                      + ", ".join(FONT_REPORT["files"]))
