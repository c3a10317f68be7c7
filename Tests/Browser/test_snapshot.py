"""`mailsitegen snapshot`: every state of the review board drawn by the tool's own browser driver
(Chromium over --remote-debugging-pipe), checked against the harness's Chromium, which opens each
state's link at the same size and scale and takes its own screenshot: the two must be equal, pixel
for pixel. Six states where timing could show are drawn a second time, under `stress-ng --cpu 2`,
and must give the same pixels and bytes. And the driver's bad situations, each one clear message,
exit 2 (130 for Ctrl-C), nothing written, and no browser process nor temporary folder left behind.

One snapshot run of the default spec is shared by the assertions (module-scoped fixtures); the
driver's failures use stand-in browsers (shell scripts) and cost well under a second each, except
Ctrl-C, which interrupts a real run.
"""
from __future__ import annotations

import io
import json
import os
import shutil
import signal
import subprocess
import tempfile
import time
from pathlib import Path

import pytest
from PIL import Image

from harness import ARTIFACTS, set_viewport
from harness.engines import browser_environment
from harness.page import load, settle
from harness.settings import DEFAULT_VIEWPORT, IN_CI

SNAPSHOT_ARTIFACTS = ARTIFACTS / "snapshot"
RUN_TIMEOUT = 600


def _run(binary: Path, args: list[str], cwd: Path, env: dict[str, str]) -> subprocess.CompletedProcess:
    return subprocess.run([str(binary), "snapshot", *args], cwd=cwd, env=env, capture_output=True, text=True,
                          timeout=RUN_TIMEOUT)


def _short_tmp() -> Path:
    """A temporary folder of the test's own, so that what the driver leaves there is seen. Short:
    the driver puts its folder in /tmp when TMPDIR is too long for the browser's socket path."""
    return Path(tempfile.mkdtemp(prefix="snap-", dir="/tmp"))


def _environment(font_env: dict[str, str], tmp: Path, **extra: str) -> dict[str, str]:
    """The harness's browser environment (its fonts), with `tmp` as TMPDIR."""
    env = browser_environment(font_env, TMPDIR=str(tmp), **extra)
    env.pop("GITHUB_ACTIONS", None)
    env.pop("MAILSITEGEN_BROWSER", None)
    return env


def _processes_using(path: Path) -> list[str]:
    """Every process whose command line names `path` (the driver's profile is under it)."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            args = (entry / "cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
        except OSError:
            continue
        if str(path) in args:
            found.append(f"{entry.name}: {args[:160]}")
    return found


def _assert_left_nothing(tmp: Path, out: Path) -> None:
    # The browser's processes end with it: give a killed process group a moment to be reaped.
    deadline = time.monotonic() + 5
    while _processes_using(tmp) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert _processes_using(tmp) == []
    assert list(tmp.iterdir()) == []
    tmp.rmdir()
    assert not out.exists()


class Run:
    def __init__(self, folder: Path, result: subprocess.CompletedProcess, seconds: float):
        self.folder = folder
        self.result = result
        self.seconds = seconds
        self.manifest = json.loads((folder / "snapshots.json").read_text())


def _snapshot(binary: Path, work: Path, env: dict[str, str], *args: str) -> Run:
    start = time.perf_counter()
    result = _run(binary, ["--out", "shots", *args], work, env)
    seconds = time.perf_counter() - start
    assert result.returncode == 0, result.stderr
    return Run(work / "shots", result, seconds)


@pytest.fixture(scope="module")
def first_run(mailsitegen_bin, font_env, tmp_path_factory) -> Run:
    work = tmp_path_factory.mktemp("snapshot-first")
    tmp = _short_tmp()
    run = _snapshot(mailsitegen_bin, work, _environment(font_env, tmp))
    # The temporary folder the browser used is gone.
    assert list(tmp.iterdir()) == []
    tmp.rmdir()
    print(f"snapshot: 24 states of the default spec in {run.seconds:.1f} s")
    return run


# The states drawn again on a busy machine: those where motion or timing could show, if the driver
# waited for a time rather than for the state (a scroll offset, the material over the list, a
# search's springs, the held pill's viewer, right to left, reduced motion's fades). All 24 a
# second time would add a minute under stress to the suite for little more.
AGAIN = ["scrolled-117-5-px-header-half-faded", "scrolled-325-px-under-the-material", "searching-dinner",
         "accessibility-3-large-content-viewer-on-primary", "right-to-left-primary",
         "reduced-motion-fades-for-springs"]


@pytest.fixture(scope="module")
def second_run(mailsitegen_bin, font_env, tmp_path_factory, first_run) -> Run:
    """The states of AGAIN drawn again, on a machine made busy on both cores by stress-ng (in CI a
    missing stress-ng fails the tests that need this run; elsewhere they skip, saying so)."""
    stress_ng = shutil.which("stress-ng")
    if stress_ng is None:
        message = "stress-ng is not installed (scripts/install-test-deps installs it: Debian's stress-ng)"
        if IN_CI:
            pytest.fail(message, pytrace=False)
        pytest.skip(message)
    work = tmp_path_factory.mktemp("snapshot-second")
    stress = subprocess.Popen([stress_ng, "--cpu", "2", "--timeout", str(RUN_TIMEOUT), "--quiet"],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        return _snapshot(mailsitegen_bin, work, _environment(font_env, Path(tempfile.gettempdir())),
                         *[argument for name in AGAIN for argument in ("--state", name)])
    finally:
        stress.send_signal(signal.SIGINT)
        stress.wait(timeout=30)


def test_snapshot_draws_every_state_of_the_board(first_run):
    manifest = first_run.manifest
    states = manifest["states"]
    assert len(states) == 24
    assert manifest["format"] == 1 and manifest["scale"] == "device" and manifest["frame"] is False
    names = [state["name"] for state in states]
    assert len(set(names)) == 24
    assert names[:3] == ["all-mails-at-the-top", "scrolled-117-5-px-header-half-faded",
                         "scrolled-325-px-under-the-material"]
    by_name = {state["name"]: state for state in states}
    # Each phone at its own size and scale: the default screen is an iPhone 16's, @3x; the SE @2x.
    assert (by_name["dark"]["width"], by_name["dark"]["height"], by_name["dark"]["scale"]) == (1179, 2556, 3)
    assert (by_name["iphone-se"]["width"], by_name["iphone-se"]["height"], by_name["iphone-se"]["scale"]) == (
        750, 1334, 2)
    assert by_name["iphone-16-pro-max"]["width"] == 1320
    assert by_name["dark"]["link"] == "index.html#tab=allMails&y=0&scheme=dark&statusbar=1"
    for state in states:
        image = Image.open(first_run.folder / state["file"])
        assert image.size == (state["width"], state["height"]), state["name"]


@pytest.mark.engines("chromium", reason="the tool drives Chromium; its pictures are compared with Chromium's own")
def test_every_picture_is_the_browsers_own_screenshot_of_the_states_link(browser, first_run, mailsitegen_bin,
                                                                          tmp_path):
    site = tmp_path / "site"
    built = subprocess.run([str(mailsitegen_bin), "build", "--out", str(site), "--quiet"], capture_output=True,
                           text=True)
    assert built.returncode == 0, built.stderr
    differing = []
    try:
        for state in first_run.manifest["states"]:
            scale = state["scale"]
            width, height = round(state["width"] / scale), round(state["height"] / scale)
            browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
                "width": width, "height": height, "deviceScaleFactor": scale, "mobile": False,
                "screenWidth": width, "screenHeight": height})
            browser.viewport = (width, height)
            ours = Image.open(first_run.folder / state["file"]).convert("RGBA")
            # The harness's browser is shared with the worker's other tests: in the full suite its
            # first page at a new scale drew the search field's placeholder a little differently
            # (the same in every CI run, never alone), and the same link opened again drew it as the
            # tool does. So the reference is taken up to three times; the tool's picture is fixed
            # (and the same in every run: the busy-machine test).
            for _ in range(3):
                browser.get("about:blank")
                load(browser, (site / "index.html").as_uri() + "#" + state["link"].split("#", 1)[1])
                # As the tool waits: its fonts loaded, then no animation running.
                browser.execute_async_script("document.fonts.ready.then(() => arguments[arguments.length - 1](true))")
                settle(browser)
                theirs = Image.open(io.BytesIO(browser.get_screenshot_as_png())).convert("RGBA")
                if theirs.size == ours.size and theirs.tobytes() == ours.tobytes():
                    break
            if theirs.size != ours.size or theirs.tobytes() != ours.tobytes():
                SNAPSHOT_ARTIFACTS.mkdir(parents=True, exist_ok=True)
                theirs.save(SNAPSHOT_ARTIFACTS / f"{state['name']}.browser.png")
                ours.save(SNAPSHOT_ARTIFACTS / f"{state['name']}.snapshot.png")
                differing.append(state["name"])
    finally:
        set_viewport(browser, *DEFAULT_VIEWPORT)
    assert differing == [], f"pictures differ from the browser's own (both in {SNAPSHOT_ARTIFACTS})"


def test_two_runs_give_the_same_pixels_even_on_a_busy_machine(first_run, second_run):
    first = {state["name"]: state["pixelHash"] for state in first_run.manifest["states"] if state["name"] in AGAIN}
    second = {state["name"]: state["pixelHash"] for state in second_run.manifest["states"]}
    assert len(second) == len(AGAIN) and first == second
    # The files too: the browser's PNG encoding is as deterministic as its pixels.
    for state in second_run.manifest["states"]:
        assert (first_run.folder / state["file"]).read_bytes() == (second_run.folder / state["file"]).read_bytes()


# --- The driver's bad situations ---------------------------------------------------------------

def _fake(folder: Path, name: str, body: str) -> Path:
    path = folder / name
    path.write_text("#!/bin/sh\n" + body)
    path.chmod(0o755)
    return path


VERSION_OK = 'case "$1" in --version) echo "Chromium 156.0.8078.129"; exit 0;; esac\n'


@pytest.mark.parametrize("case", ["not-found", "too-old", "crashes", "hangs"])
def test_a_browser_that_cannot_draw_is_one_clear_error_and_leaves_nothing(case, mailsitegen_bin, font_env,
                                                                          tmp_path):
    tmp = _short_tmp()
    bin_folder = tmp_path / "bin"
    bin_folder.mkdir()
    env = _environment(font_env, tmp, PATH=str(bin_folder), MAILSITEGEN_BROWSER_LOCATIONS="",
                       MAILSITEGEN_BROWSER_TIMEOUT="2")
    args = ["--out", "shots"]
    if case == "too-old":
        args += ["--browser", str(_fake(bin_folder, "old-chrome", 'echo "Google Chrome 100.0.4896.60"\n'))]
    elif case == "crashes":
        args += ["--browser", str(_fake(bin_folder, "crashing", VERSION_OK + 'echo "Segmentation fault" >&2\nexit 3\n'))]
    elif case == "hangs":
        # Never answers, and outlives a polite close: only killing its process group ends it.
        args += ["--browser", str(_fake(bin_folder, "hanging",
                                        VERSION_OK + f"trap '' TERM INT\n/bin/sleep 300 &\necho $$ $! > {tmp_path}/pids\nwait\n"))]
    result = subprocess.run([str(mailsitegen_bin), "snapshot", *args], cwd=tmp_path, env=env, capture_output=True,
                            text=True, timeout=60)
    assert result.returncode == 2, result.stderr
    message = result.stderr.strip()
    assert message.count("\n") == 0, message
    expected = {
        "not-found": "Error: no Chromium-family browser found (looked for MAILSITEGEN_BROWSER, chromium, "
                     "chromium-browser, google-chrome, google-chrome-stable, google-chrome-beta, microsoft-edge, "
                     "microsoft-edge-stable, microsoft-edge-beta on PATH); install Chromium, Google Chrome or "
                     "Microsoft Edge, or name one with --browser PATH or MAILSITEGEN_BROWSER=PATH",
        "too-old": f"Error: {bin_folder}/old-chrome is Google Chrome 100.0.4896.60, older than 123: the page needs "
                   "CSS light-dark() for every colour (Chromium 123), scrollbar-width (121), scroll-driven "
                   "animations (115) and linear() easing for the springs (113); update it or name a newer browser",
        "crashes": f"Error: the browser {bin_folder}/crashing exited with status 3 before it had drawn every state; "
                   "its last words: Segmentation fault",
        "hangs": f"Error: the browser {bin_folder}/hanging did not answer in 2 s (waiting for its first answer); it "
                 "was closed. A busy machine may need more time: MAILSITEGEN_BROWSER_TIMEOUT=SECONDS",
    }[case]
    assert message == expected
    _assert_left_nothing(tmp, tmp_path / "shots")
    if case == "hangs":  # the stand-in and its child, which ignored SIGTERM, are gone too
        for pid in (tmp_path / "pids").read_text().split():
            assert not Path(f"/proc/{pid}").exists() or "Z" in Path(f"/proc/{pid}/stat").read_text().split()[2]


def test_ctrl_c_closes_the_browser_and_removes_its_folder(mailsitegen_bin, font_env, tmp_path):
    tmp = _short_tmp()
    env = _environment(font_env, tmp)
    process = subprocess.Popen([str(mailsitegen_bin), "snapshot", "--out", "shots"], cwd=tmp_path, env=env,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        # The browser is running once the first state is being drawn.
        first = process.stderr.readline()
        assert first.startswith("Drawing all-mails-at-the-top"), first
        assert _processes_using(tmp) != []
        process.send_signal(signal.SIGINT)
        _, rest = process.communicate(timeout=60)
    finally:
        if process.poll() is None:
            process.kill()
    assert process.returncode == 130
    assert rest.strip().splitlines()[-1] == (
        "Error: interrupted (SIGINT); the browser was closed and nothing was written")
    _assert_left_nothing(tmp, tmp_path / "shots")


# --- What a change did: --against the first run ------------------------------------------------

def _against(binary: Path, base: Path, work: Path, font_env: dict[str, str], *args: str) -> subprocess.CompletedProcess:
    tmp = _short_tmp()
    try:
        return _run(binary, ["--against", str(base), "--out", "head", "--quiet", *args], work, _environment(font_env, tmp))
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def test_against_an_identical_design_reports_nothing(first_run, mailsitegen_bin, font_env, tmp_path):
    result = _against(mailsitegen_bin, first_run.folder, tmp_path, font_env, "--state", "dark", "--state", "primary")
    assert (result.returncode, result.stdout, result.stderr) == (0, "", "")
    report = json.loads((tmp_path / "head" / "report.json").read_text())
    assert [state["status"] for state in report["states"]] == ["unchanged", "unchanged"]


def test_against_a_changed_colour_reports_only_the_states_that_show_it(first_run, mailsitegen_bin, font_env,
                                                                       tmp_path):
    # The default spec with the Updates tab in another colour: only the state where it is selected
    # shows its colour (the other pills are grey).
    init = subprocess.run([str(mailsitegen_bin), "init"], cwd=tmp_path, capture_output=True, text=True)
    assert init.returncode == 0, init.stderr
    spec = json.loads((tmp_path / "mailsitegen.json").read_text())
    assert spec["tabs"][2]["id"] == "updates"
    spec["tabs"][2]["color"] = "#FF2D55"
    (tmp_path / "changed.json").write_text(json.dumps(spec))
    result = _against(mailsitegen_bin, first_run.folder, tmp_path, font_env, "--spec", "changed.json",
                      "--state", "updates", "--state", "primary", "--state", "dark", "--format", "github")
    assert result.returncode == 1, result.stderr
    lines = result.stdout.splitlines()
    assert len(lines) == 1 and lines[0].startswith("::warning file=head/diff/updates.png,title=Visual change::updates: ")
    assert "pixels changed" in lines[0]
    head = tmp_path / "head"
    for name in ("diff/updates.png", "report.html", "report.md", "report.json", "updates.png", "snapshots.json"):
        assert (head / name).is_file(), name
    assert not (head / "diff" / "primary.png").exists()


HOSTILE_TITLE = '<img src=x onerror=alert(1)> ../../etc/passwd "Ünïcödé" & a very long title that goes on'


def test_against_a_new_tab_with_a_hostile_title_on_a_taller_phone(first_run, mailsitegen_bin, font_env, tmp_path):
    """A change that adds a tab titled with markup, path characters and a long name, and moves to a
    taller phone: the new tab's state is new, named safely inside the folder and labelled with its
    title as text; a state that was drawn before is resized, a change and not an error."""
    init = subprocess.run([str(mailsitegen_bin), "init"], cwd=tmp_path, capture_output=True, text=True)
    assert init.returncode == 0, init.stderr
    spec = json.loads((tmp_path / "mailsitegen.json").read_text())
    spec["tabs"].append({"id": "hostile", "title": HOSTILE_TITLE, "symbol": "tag", "color": "#34C759"})
    spec["screen"]["device"] = "16-pro-max"
    (tmp_path / "changed.json").write_text(json.dumps(spec))
    new_state = "img-src-x-onerror-alert-1-etc-passwd-unicode-a-very-long-tit"
    result = _against(mailsitegen_bin, first_run.folder, tmp_path, font_env, "--spec", "changed.json",
                      "--state", "primary", "--state", new_state, "--format", "json")
    assert result.returncode == 1, result.stderr
    report = json.loads(result.stdout)
    by_name = {state["name"]: state for state in report["states"]}
    assert set(by_name) == {"primary", new_state}
    assert by_name[new_state]["status"] == "added" and by_name[new_state]["label"] == HOSTILE_TITLE
    assert by_name["primary"]["status"] == "resized" and by_name["primary"]["baseSize"] == {"width": 1179,
                                                                                            "height": 2556}
    head = tmp_path / "head"
    with Image.open(head / f"{new_state}.png") as picture:
        assert picture.size == (1320, 2868)  # the 16 Pro Max: 440 × 956 points at 3x
    # Nothing was written outside the folder, and the report shows the title as text.
    assert sorted(p.name for p in tmp_path.iterdir()) == ["changed.json", "head", "mailsitegen.json",
                                                          "mailsitegen.schema.json"]
    html = (head / "report.html").read_text()
    assert "<img src=x" not in html and "&lt;img src=x onerror=alert(1)&gt; ../../etc/passwd" in html


def test_against_a_folder_made_at_another_scale_is_an_error(first_run, mailsitegen_bin, font_env, tmp_path):
    result = _against(mailsitegen_bin, first_run.folder, tmp_path, font_env, "--scale", "1", "--state", "dark")
    assert result.returncode == 2
    assert result.stderr == (f"Error: {first_run.folder} was made at each phone's own scale, this run at scale 1: "
                             "give the same --scale and --frame to compare them\n")
    assert not (tmp_path / "head").exists()
