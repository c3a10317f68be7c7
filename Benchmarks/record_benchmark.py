#!/usr/bin/env python3
"""Record benchmark: `mailsitegen record` of the default demo, against Playwright's real-time video.

Not a test (timings depend on the machine): a measurement to run and record. Two sides, taking
turns in each round (the order rotates), for --runs rounds; medians printed, with a PASS or FAIL
line for each goal.

(a) `mailsitegen record --scale 2 --fps 60 --out X.<ext>` (no --play: the default demo, All Mails to
    a category, to another, back to All Mails, a scroll under the material and back, search opened
    and cancelled; the start held 0.5 s and the end 1 s) for .apng, .mp4 and .webm, and the GIF at
    --fps 50 (GIF delays are hundredths of a second: `record` refuses more than 50 fps for .gif). A
    whole process, from spawning it to reaping it, the browser's start included. The demo's own
    duration is frames / fps, read from the summary line `record` prints (`summary_of`). A format the
    binary cannot write yet is reported and left out.
(b) Playwright's Python API (sync) with its video (`record_video_dir`), in the same Chromium
    (`executable_path`, headless), on a `mailsitegen build` folder opened from disk
    (`file://…/index.html`), viewport 393 × 852 at device_scale_factor 2, playing the same
    interactions in real time the way a Playwright user would: clicks on the pills (the first
    category, the second, the second again, which is the page's way back to All Mails), the page's
    scroller sent to the demo's offset (the header's collapse threshold + its transition distance
    + 200 pt, as `record` scrolls) and back with `scrollTo({behavior: 'smooth'})` (Playwright's
    `mouse.wheel` jumps there in one frame in headless Chromium: no motion to compare), a click in
    the search field and one on Cancel; each step starts when the one before has settled (no
    running animation on document.timeline and the scroll offset still for 3 frames), the start
    held 0.5 s and the end 1 s. Two videos, each its own run, both with `record_video_size`
    393 × 852 (the viewport; Playwright makes it even, 392 × 852): "default", at Playwright's
    default frame rate (25 fps), what `record_video_dir` gives; "60fps", with
    `record_video_fps=60`, the closest Playwright gets. (A larger `record_video_size`, 786 × 1704,
    gives no sharper picture: Chromium's screencast sends frames at most at the viewport's size in
    CSS pixels, 393 × 852 here, and Playwright pads the rest with grey.)
    Measured on each video: its size; its codec, frame rate and bit rate (ffprobe); its frames
    (`ffmpeg -fps_mode passthrough -f framemd5`: every frame the file holds, with its timestamp and
    the MD5 of its decoded pixels) inside the demo's span (from the settled start to the end of the
    end hold) against the 60 fps frames the motion has over the same span; and the largest gap
    during motion: inside each step, from its input event to the moment the page settled, the
    longest time the video shows one picture, i.e. between two consecutive frames whose decoded
    pixels differ (a frame with the same MD5 as the one before is a repeat, not a new picture).
    The first gap of a step runs from its input event to the first new picture (what a viewer
    sees: the tap answered that late). The page's times are its `Date.now()` at the input event
    (`pointerdown`, or the `scrollTo` call) and at the settled frame. Playwright stamps each
    screencast frame with its wall-clock time minus its recorder's start (the video's
    creation_time tag), and ffmpeg starts the WebM at the first frame: the copy of ffmpeg's input
    (below) gives that first frame's time, so a page time t is t − creation_time − first frame in
    the WebM. The same figures for the screencast itself (ffmpeg's input, before `-r` drops
    frames) are printed beside them.

Goals: (a) each 60 fps format at most 3x the demo's duration (the GIF at 50 fps against its own);
(b) is compared, not judged.

Playwright writes its video with its own ffmpeg build (`playwright install ffmpeg`, a download).
Without a network, Debian's `ffmpeg` stands in: a two-line shell wrapper where Playwright looks for
its build, `<dir>/ffmpeg-<revision>/ffmpeg-linux` (the revision from the wheel's `browsers.json`),
under a temporary PLAYWRIGHT_BROWSERS_PATH that this script makes and deletes; the wrapper runs
that ffmpeg with Playwright's arguments and keeps a copy of its input. The user's own cache
(~/.cache/ms-playwright) is not touched. --playwright-ffmpeg names another ffmpeg.

    .build/browser-venv/bin/python Benchmarks/record_benchmark.py --binary .build/release/mailsitegen \\
        [--browser /usr/lib/chromium/chromium] [--runs 3] [--playwright-only] [--keep DIR]

Needs `pip install playwright` in the venv and ffmpeg + ffprobe on PATH (`apt-get install ffmpeg`).
"""
from __future__ import annotations

import argparse
import json
import os
import re
import shlex
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
VIEWPORT = {"width": 393, "height": 852}
SCALE = 2
START_HOLD_S, END_HOLD_S = 0.5, 1.0  # as `record` holds the start and the end (RecordTiming)
MOTION_FPS = 60
FORMATS = {"apng": 60, "gif": 50, "mp4": 60, "webm": 60}  # --fps for each; .gif is at most 50
GOAL_FACTOR = 3.0
PLAYWRIGHT_VIDEOS = {"default": {"size": VIEWPORT, "fps": None}, "60fps": {"size": VIEWPORT, "fps": 60}}


# ---- (a) mailsitegen record

def summary_of(output: str) -> dict | None:
    """The numbers in `record`'s summary line, or None if there is none:
    `Wrote X (APNG, 442 frames at 60 fps, 7.37 s, 1.2 MB) in 12.3 s; 301 frames drawn.`
    The demo's duration is frames / fps (the line's seconds are the same, rounded)."""
    match = re.search(r"\((?P<format>[^,()]+), (?P<frames>\d+) frames at (?P<fps>\d+) fps, (?P<seconds>[\d.]+) s,"
                      r".*?\) in (?P<took>[\d.]+) s(?:; (?P<drawn>\d+) frames drawn)?", output)
    if match is None:
        return None
    frames, fps = int(match["frames"]), int(match["fps"])
    return {"format": match["format"], "frames": frames, "fps": fps, "duration": frames / fps,
            "took": float(match["took"]), "drawn": int(match["drawn"]) if match["drawn"] else None}


@dataclass
class Recorded:
    seconds: float
    size: int
    summary: dict


def run_record(binary: str, browser: str, ext: str, out: Path) -> Recorded | str:
    """One whole `record` process; a string (its message) when the binary cannot write `ext` (a
    video format that this build or this browser lacks: the run goes on without it)."""
    out.unlink(missing_ok=True)
    command = [binary, "record", "--browser", browser, "--scale", str(SCALE), "--fps", str(FORMATS[ext]),
               "--out", str(out)]
    start = time.perf_counter()
    result = subprocess.run(command, capture_output=True, text=True)
    elapsed = time.perf_counter() - start
    if result.returncode != 0:
        message = (result.stderr or result.stdout).strip()
        if out.exists() or ext not in ("mp4", "webm"):
            sys.exit(f"{' '.join(command)} exited {result.returncode}:\n{result.stdout}{result.stderr}")
        return message.splitlines()[-1] if message else f"exit status {result.returncode}"
    summary = summary_of(result.stdout + result.stderr)
    if summary is None:
        sys.exit(f"{' '.join(command)}: no summary line in its output:\n{result.stdout}{result.stderr}")
    return Recorded(elapsed, out.stat().st_size, summary)


# ---- (b) Playwright's video

def playwright_ffmpeg(work: Path, ffmpeg: str) -> str:
    """A temporary PLAYWRIGHT_BROWSERS_PATH where `ffmpeg` stands in for Playwright's own build: a
    wrapper that runs it with Playwright's arguments and keeps a copy of what Playwright pipes in
    (the screencast's JPEGs in Matroska, each stamped with its frame-swap time since the recorder
    started), in `<work>/screencast/`."""
    import playwright

    browsers = Path(playwright.__file__).parent / "driver/package/browsers.json"
    revision = next(b["revision"] for b in json.loads(browsers.read_text())["browsers"] if b["name"] == "ffmpeg")
    folder = work / "ms-playwright" / f"ffmpeg-{revision}"
    folder.mkdir(parents=True)
    (work / "screencast").mkdir()
    wrapper = folder / "ffmpeg-linux"
    wrapper.write_text(f"""#!/bin/sh
# Playwright's ffmpeg-{revision}, stood in for by {ffmpeg}; its input kept for the benchmark.
tee "$(mktemp '{work}/screencast/XXXXXX.mkv')" | {shlex.quote(ffmpeg)} "$@"
""")
    wrapper.chmod(0o755)
    os.environ["PLAYWRIGHT_BROWSERS_PATH"] = str(work / "ms-playwright")
    return revision


# Added to every document before the page's own script: the page's handle (the `mailsitegen:start`
# event's detail) and the wall time of every click's pointerdown.
MARKS = """
window.__bench = { marks: [], page: null };
window.addEventListener('mailsitegen:start', (e) => { window.__bench.page = e.detail; }, { capture: true, once: true });
window.addEventListener('pointerdown', () => window.__bench.marks.push(Date.now()), { capture: true, passive: true });
"""

# Resolves once nothing on document.timeline runs and the offset stayed put for 3 frames (after it
# first moved, for a scroll): the Date.now() of the first of those quiet frames, and the offset.
SETTLED = """
async ({ scrolling, from }) => {
  const page = window.__bench.page;
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  const started = performance.now();
  if (scrolling) while (page.scrolled() === from && performance.now() - started < 2000) await frame();
  let last = page.scrolled(), quiet = 0, since = 0;
  for (;;) {
    await frame();
    const running = document.getAnimations().some((a) => a.timeline === document.timeline && a.playState === 'running');
    const offset = page.scrolled();
    if (!running && offset === last) {
      if (quiet === 0) since = Date.now();
      if (++quiet >= 3) return { settled: since, offset };
    } else quiet = 0;
    last = offset;
  }
}
"""

# A smooth scroll of the page's scroller, as a script would start it: its Date.now() is the step's start.
SCROLL = "(y) => { window.__bench.page.scroller().scrollTo({ top: y, behavior: 'smooth' }); return Date.now(); }"

DEMO_OFFSET = """() => {
  const page = window.__bench.page, scroll = page.design.scroll;
  const scroller = page.scroller();
  const element = scroller === window ? document.scrollingElement : scroller;
  const viewport = scroller === window ? innerHeight : scroller.clientHeight;
  return Math.min(scroll.collapseThreshold + scroll.transitionDistance + 200, Math.floor(element.scrollHeight - viewport));
}"""


@dataclass
class Step:
    name: str
    start: int  # the page's Date.now() at the input event, ms
    settled: int
    offset: float


@dataclass
class Played:
    video: Path
    browser: str
    begin: int  # the page's Date.now() when the start state had settled
    end: int  # after the end hold
    steps: list[Step] = field(default_factory=list)


def play_in_playwright(browser: str, site: Path, out: Path, size: dict, fps: int | None) -> Played:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        chromium = p.chromium.launch(executable_path=browser, headless=True,
                                     args=["--hide-scrollbars", "--force-color-profile=srgb", "--lang=en-US"])
        options = {"record_video_fps": fps} if fps else {}
        context = chromium.new_context(viewport=VIEWPORT, device_scale_factor=SCALE, record_video_dir=str(out),
                                       record_video_size=size, **options)
        context.add_init_script(MARKS)
        page = context.new_page()
        page.goto((site / "index.html").as_uri())
        page.wait_for_function("document.documentElement.dataset.ready !== undefined && window.__bench.page")
        begin = page.evaluate(SETTLED, {"scrolling": False, "from": 0})["settled"]
        played = Played(Path(page.video.path()), chromium.version, begin, 0)
        pills = page.locator(".pill[role=tab]")
        first, second = pills.nth(0), pills.nth(1)
        offset = page.evaluate(DEMO_OFFSET)
        time.sleep(START_HOLD_S)

        def step(name: str, act, scrolling: bool = False) -> None:
            page.evaluate("window.__bench.marks = []")
            before = page.evaluate("window.__bench.page.scrolled()")
            started = act()
            settled = page.evaluate(SETTLED, {"scrolling": scrolling, "from": before})
            marks = page.evaluate("window.__bench.marks")
            start = marks[0] if marks else started
            played.steps.append(Step(name, start, settled["settled"], settled["offset"]))

        step("tap: All Mails → first category", first.click)
        step("tap: → second category", second.click)
        step("tap: the active category → All Mails", second.click)
        step(f"scroll: smooth scrollTo {offset} pt", lambda: page.evaluate(SCROLL, offset), scrolling=True)
        step("scroll: smooth scrollTo 0", lambda: page.evaluate(SCROLL, 0), scrolling=True)
        step("search: click the field", page.locator(".search__input").click)
        step("cancel: click Cancel", page.locator(".search__cancel").click)
        time.sleep(END_HOLD_S)
        played.end = page.evaluate("Date.now()")
        context.close()  # the video is written on close
        chromium.close()
    return played


def probe(video: Path) -> dict:
    result = subprocess.run(["ffprobe", "-v", "error", "-show_format", "-show_streams", "-of", "json", str(video)],
                            capture_output=True, text=True, check=True)
    info = json.loads(result.stdout)
    stream = info["streams"][0]
    created = info["format"].get("tags", {}).get("creation_time")
    return {"codec": stream["codec_name"], "profile": stream.get("profile"), "width": stream["width"],
            "height": stream["height"], "rate": stream["r_frame_rate"],
            "bit_rate": int(info["format"].get("bit_rate", 0)), "duration": float(info["format"]["duration"]),
            "created": datetime.fromisoformat(created.replace("Z", "+00:00")).timestamp() * 1000 if created else None}


def frames_of(video: Path, copyts: bool = False) -> list[tuple[float, str]]:
    """Every frame the file holds, as stored (no frame rate conversion): (time in ms, MD5 of its
    pixels). With `copyts`, the file's own times; else from its first frame, as ffmpeg writes them."""
    result = subprocess.run(["ffmpeg", "-v", "error", *(["-copyts"] if copyts else []), "-i", str(video),
                             "-map", "0:v", "-fps_mode", "passthrough", "-f", "framemd5", "-"],
                            capture_output=True, text=True, check=True)
    base = 1.0
    frames = []
    for line in result.stdout.splitlines():
        if line.startswith("#tb 0:"):
            num, den = line.split(":", 1)[1].strip().split("/")
            base = 1000 * int(num) / int(den)
        elif line and not line.startswith("#"):
            parts = [part.strip() for part in line.split(",")]
            frames.append((int(parts[2]) * base, parts[5]))
    return frames


def changes_of(frames: list[tuple[float, str]]) -> list[float]:
    """The times of the frames that differ from the one before: each new picture."""
    return [t for i, (t, h) in enumerate(frames) if i == 0 or h != frames[i - 1][1]]


def largest_gaps(changes: list[float], steps: list[tuple[str, float, float]]) -> dict[str, tuple[float, float]]:
    """For each step (name, start, settled): how long after its start the first new picture came
    (the answer's latency), and the longest time between two consecutive new pictures until it
    settled. The time from the last new picture to the settling is left out: a spring's last
    frames move by less than a pixel, so there the page itself may show nothing new. A step with
    no new picture at all has the whole step as its latency and no gap."""
    gaps = {}
    for name, start, settled in steps:
        shown = [t for t in changes if start < t <= settled]
        gaps[name] = ((shown[0] - start, max((b - a for a, b in zip(shown, shown[1:])), default=0.0))
                      if shown else (settled - start, 0.0))
    return gaps


def measure_video(played: Played, screencast: Path) -> dict:
    """The video's figures. Its times are mapped to the page's: Playwright stamps each screencast
    frame with its frame-swap wall time minus the recorder's creation time (the video's
    creation_time tag), and ffmpeg starts the WebM at the first frame; the copy of ffmpeg's input
    gives that first frame's time."""
    info = probe(played.video)
    frames = frames_of(played.video)
    delivered = frames_of(screencast, copyts=True)
    first = delivered[0][0]

    def at(wall_ms: float) -> float:  # the page's Date.now() as a time in the WebM
        return wall_ms - info["created"] - first

    begin, end = at(played.begin), at(played.end)
    span = (end - begin) / 1000
    steps = [(step.name, at(step.start), at(step.settled)) for step in played.steps]
    in_motion = lambda t: any(start < t <= settled for _, start, settled in steps)  # noqa: E731
    changes, delivered_changes = changes_of(frames), changes_of([(t - first, h) for t, h in delivered])
    gaps = largest_gaps(changes, steps)
    motion = sum(settled - start for _, start, settled in steps) / 1000
    return {
        **info, "size": played.video.stat().st_size, "frames_in_file": len(frames), "span": span,
        "frames": sum(1 for t, _ in frames if begin <= t <= end),
        "new_pictures": sum(1 for t in changes if begin <= t <= end),
        "delivered": sum(1 for t, _ in delivered if begin <= t - first <= end),
        "motion": motion, "motion_frames": sum(1 for t in changes if in_motion(t)),
        "motion_delivered": sum(1 for t in delivered_changes if in_motion(t)),
        "frames_60": round(span * MOTION_FPS), "motion_60": round(motion * MOTION_FPS),
        "fps": sum(1 for t, _ in frames if begin <= t <= end) / span,
        "largest_gap": max(gap for _, gap in gaps.values()), "latency": max(first for first, _ in gaps.values()),
        "gaps": gaps, "largest_delivered_gap": max(gap for _, gap in largest_gaps(delivered_changes, steps).values()),
        "offsets": [step.offset for step in played.steps],
    }


def run_playwright(browser: str, site: Path, out: Path, variant: str, screencasts: Path) -> dict:
    if out.exists():
        shutil.rmtree(out)
    for old in screencasts.iterdir():
        old.unlink()
    setup = PLAYWRIGHT_VIDEOS[variant]
    start = time.perf_counter()
    played = play_in_playwright(browser, site, out, setup["size"], setup["fps"])
    elapsed = time.perf_counter() - start
    (screencast,) = list(screencasts.iterdir())
    return {**measure_video(played, screencast), "seconds": elapsed, "browser": played.browser,
            "video": played.video, "steps": played.steps}


# ---- the run

def size_text(n: float) -> str:
    return f"{n / 1024:.0f} KiB" if n < 1024 * 1024 else f"{n / 1024 / 1024:.2f} MiB"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--binary", default=str(ROOT / ".build/release/mailsitegen"))
    parser.add_argument("--browser", default="/usr/lib/chromium/chromium")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--playwright-only", action="store_true", help="leave out `record` (it may not exist yet)")
    parser.add_argument("--playwright-ffmpeg", default=shutil.which("ffmpeg") or "/usr/bin/ffmpeg")
    parser.add_argument("--keep", type=Path, help="keep the last round's files (recordings, videos) here")
    args = parser.parse_args()

    work = Path(tempfile.mkdtemp(prefix="record-benchmark-"))
    try:
        revision = playwright_ffmpeg(work, args.playwright_ffmpeg)
        site = work / "site"
        subprocess.run([args.binary, "build", "--out", str(site), "--quiet"], check=True)
        version = subprocess.run([args.playwright_ffmpeg, "-version"], capture_output=True, text=True).stdout
        print(f"{os.cpu_count()} cores, load {' '.join(f'{x:.2f}' for x in os.getloadavg())}; "
              f"Playwright's ffmpeg-{revision} is {args.playwright_ffmpeg} ({version.split(' Copyright')[0]})")

        sides = {f"playwright {v}": (lambda v=v: run_playwright(args.browser, site, work / f"pw-{v}", v,
                                                                   work / "screencast"))
                 for v in PLAYWRIGHT_VIDEOS}
        missing: dict[str, str] = {}
        if not args.playwright_only:
            for ext in FORMATS:
                sides[f"record .{ext}"] = lambda ext=ext: run_record(args.binary, args.browser, ext,
                                                                      work / f"demo.{ext}")
        results: dict[str, list] = {name: [] for name in sides}
        names = list(sides)
        for round_index in range(args.runs):
            order = names[round_index % len(names):] + names[:round_index % len(names)]
            line = []
            for name in order:
                if name in missing:
                    continue
                result = sides[name]()
                if isinstance(result, str):
                    missing[name] = result
                    line.append(f"{name}: not available ({result})")
                    continue
                results[name].append(result)
                if isinstance(result, Recorded):
                    line.append(f"{name} {result.seconds:.1f} s for {result.summary['duration']:.2f} s")
                else:
                    line.append(f"{name} {result['frames']} frames / {result['span']:.2f} s, "
                                f"gap {result['largest_gap']:.0f} ms")
            print(f"round {round_index + 1} (load {os.getloadavg()[0]:.2f}): " + "; ".join(line), flush=True)

        print()
        for name in names:
            runs = results[name]
            if not runs:
                print(f"{name}: not available: {missing.get(name, 'no run')}")
                continue
            if isinstance(runs[0], Recorded):
                took = statistics.median(r.seconds for r in runs)
                duration = runs[0].summary["duration"]
                sizes = sorted({r.size for r in runs})
                print(f"{name}: {runs[0].summary['frames']} frames at {runs[0].summary['fps']} fps = {duration:.2f} s; "
                      f"{size_text(sizes[0])}{' (sizes differ between runs!)' if len(sizes) > 1 else ''}; "
                      f"{runs[0].summary['drawn']} drawn; took median {took:.1f} s "
                      f"(min {min(r.seconds for r in runs):.1f}, max {max(r.seconds for r in runs):.1f}) = "
                      f"{took / duration:.2f}x its duration")
                verdict = "PASS" if took <= GOAL_FACTOR * duration else "FAIL"
                print(f"{verdict}: {name} takes {took / duration:.2f}x the demo's duration (goal at most {GOAL_FACTOR:g}x)")
            else:
                med = lambda key: statistics.median(r[key] for r in runs)  # noqa: E731
                first = runs[0]
                print(f"{name}: {first['codec']} ({first['profile']}) {first['width']} × {first['height']}, "
                      f"nominal {first['rate']} fps, {med('bit_rate') / 1000:.0f} kb/s; median of {len(runs)}: "
                      f"{size_text(med('size'))}, demo span {med('span'):.2f} s, "
                      f"{med('frames'):.0f} frames in it ({med('fps'):.1f} fps) against {med('frames_60'):.0f} at 60 fps, "
                      f"{med('new_pictures'):.0f} differing; in motion ({med('motion'):.2f} s, {med('motion_60'):.0f} "
                      f"frames at 60 fps) {med('motion_frames'):.0f} new pictures; largest gap in motion "
                      f"{med('largest_gap'):.0f} ms (runs: {', '.join(str(round(r['largest_gap'])) for r in runs)}); "
                      f"longest wait for a step's first new picture {med('latency'):.0f} ms")
                print(f"    the screencast Playwright got (ffmpeg's input): {med('delivered'):.0f} frames in the span, "
                      f"{med('motion_delivered'):.0f} new pictures in motion, largest gap in motion "
                      f"{med('largest_delivered_gap'):.0f} ms; the file: {med('frames_in_file'):.0f} frames, "
                      f"{med('duration'):.2f} s")
                for index, step in enumerate(first["gaps"]):
                    took = statistics.median(r["steps"][index].settled - r["steps"][index].start for r in runs)
                    print(f"    {step}: {took:.0f} ms to settle; first new picture after "
                          f"{statistics.median(r['gaps'][step][0] for r in runs):.0f} ms, largest gap "
                          f"{statistics.median(r['gaps'][step][1] for r in runs):.0f} ms (medians)")
                print(f"    offsets reached: {first['offsets']}; whole Playwright run median {med('seconds'):.1f} s; "
                      f"{first['browser']}")
        recorded = {name: runs[0] for name, runs in results.items() if runs and isinstance(runs[0], Recorded)}
        playwright = results.get("playwright default") or []
        if recorded and playwright:
            video = statistics.median(r["size"] for r in playwright)
            frames = statistics.median(r["frames"] for r in playwright)
            for name, first in recorded.items():
                print(f"{name}: {first.summary['frames']} frames ({first.summary['duration']:.2f} s), "
                      f"{first.size / video:.2f}x the size of Playwright's default video "
                      f"({frames:.0f} frames, {statistics.median(r['span'] for r in playwright):.2f} s)")
        if args.keep:
            args.keep.mkdir(parents=True, exist_ok=True)
            for name, runs in results.items():
                if runs and not isinstance(runs[-1], Recorded):
                    shutil.copy(runs[-1]["video"], args.keep / f"{name.replace(' ', '-')}.webm")
            for ext in FORMATS:
                if (work / f"demo.{ext}").exists():
                    shutil.copy(work / f"demo.{ext}", args.keep / f"demo.{ext}")
        print(f"load at the end {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
