#!/usr/bin/env python3
"""Frame gaps: how evenly Firefox draws the page during a tab change's spring and a scroll (and,
for comparison, Chromium and WebKitGTK measured the same way).

Not a test (timings depend on the machine): a measurement to run and record. Each browser is started
as the test suite starts it (Tests/Browser/engines.py: start_engine, the suite's fonts, a fresh
profile) at 393 x 852 CSS px: headless Firefox (Debian firefox-esr) through WebDriver BiDi
(Tests/Browser/harness/bidi.py), headless Chromium, WebKitGTK's MiniBrowser (needs an X display:
`xvfb-run -a`). A requestAnimationFrame loop in the page records every frame's timestamp (the rAF
time, when the frame starts); a frame's gap is the time from its start to the next frame's start,
so it includes the page's script, style, layout and painting of that frame. Measured:

  1. a tab change's spring: a real mouse tap (WebDriver actions) on a pill, then every frame
     until the spring has settled (the page's --tab-bar-animation-settle-time, 0.49 s for the
     default spring), leaving out the frame that answers the tap (the first frame after the click)
     and the frame in which html[data-list-tab] changes (the list follows the tab there); three
     kinds of tap, as in the runtime probe: All Mails -> a category, a category -> another, the
     active category -> All Mails;
  2. a 3,000 px scroll made of 30 wheel steps of 100 px (WebDriver wheel actions, one step a
     frame's time, 16 ms; in WebKitGTK, whose WebDriver delivers only a sequence's first wheel
     step, scrollBy() once a frame) at the middle of the list, until the page stops scrolling, with the
     page's script fallback for the header (a passive scroll listener, writes batched in
     requestAnimationFrame): Gecko has no scroll-driven animations, so there it is the page's
     default; the other engines are sent to it with ?scroll-driver=script;
  3. the page at rest for 1 s: the frame clock itself, to read the others against.

Each is run --runs times; the table gives the median over the runs of each run's median, 90th
percentile and largest gap, and of its number of frames, and the largest gap of any run.

    .build/browser-venv/bin/python Benchmarks/firefox_frames.py [--page public/index.html] [--runs 9] [--json]
    xvfb-run -a .build/browser-venv/bin/python Benchmarks/firefox_frames.py --engines firefox,chromium,webkit

For use from another script: measure(engine, page_url, runs) -> ({row name: {statistic: value}},
browser version), or measure_with(driver, page_url, runs) with a driver of one's own (a driver from
harness.start_engine).
"""
from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path

from selenium.webdriver.remote.webdriver import WebDriver  # or bidi.Firefox, with the same API

REPO = Path(__file__).resolve().parents[1]

import harness  # Tests/Browser/harness: the suite's way to start each engine
from harness import fonts
from harness.page import load, settle

VIEWPORT = (393, 852)
SCROLL_DISTANCE, SCROLL_STEP = 3000, 100
GUARD_S = 60  # a hang, not a measurement

# One recorder per measurement: every frame's rAF timestamp, the click's time, the time
# html[data-list-tab] changed (a MutationObserver: it runs right after the rAF callback that set it).
RECORD_JS = """
const rec = window.__frames = {ts: [], click: null, listTabChange: null, scrollY: [], stop: false};
const root = document.documentElement;
new MutationObserver(() => { if (rec.listTabChange === null) rec.listTabChange = performance.now(); })
  .observe(root, {attributes: true, attributeFilter: ['data-list-tab']});
addEventListener('click', () => { if (rec.click === null) rec.click = performance.now(); }, {capture: true, once: true});
const tick = (ts) => {
  if (rec.stop) return;
  rec.ts.push(ts);
  rec.scrollY.push(scrollY);
  requestAnimationFrame(tick);
};
requestAnimationFrame(tick);
"""

# Resolve once frames have been recorded until `until` (ms, performance.now() clock) or, with
# untilStill, until scrollY has not changed for 10 frames; then stop the recorder.
COLLECT_JS = """
const [untilMs, untilStill, guardMs] = arguments, done = arguments[arguments.length - 1];
const rec = window.__frames, start = performance.now();
const check = () => {
  const n = rec.scrollY.length;
  const still = untilStill && n > 10 && rec.scrollY.slice(-10).every((y) => y === rec.scrollY[n - 1])
    && rec.scrollY[n - 1] !== rec.scrollY[0];
  const over = untilMs !== null && rec.ts.length && rec.ts[rec.ts.length - 1] > untilMs;
  if (still || over || performance.now() - start > guardMs) {
    rec.stop = true;
    done({ts: rec.ts, click: rec.click, listTabChange: rec.listTabChange, scrollY: rec.scrollY,
          timedOut: !(still || over)});
  } else requestAnimationFrame(check);
};
requestAnimationFrame(check);
"""


def settle_ms(driver: WebDriver) -> float:
    """The tab bar spring's settle time, as the page's CSS states it."""
    text = driver.execute_script(
        "return getComputedStyle(document.documentElement).getPropertyValue('--tab-bar-animation-settle-time').trim()")
    if not text:
        raise RuntimeError("the page states no --tab-bar-animation-settle-time")
    return float(text[:-2]) if text.endswith("ms") else float(text.rstrip("s")) * 1000


def gaps(ts: list[float]) -> list[tuple[float, float]]:
    """[(frame start, gap to the next frame's start)] for every frame but the last."""
    return [(a, b - a) for a, b in zip(ts, ts[1:])]


def stats(values: list[float]) -> dict[str, float]:
    ordered = sorted(values)
    p90 = ordered[min(len(ordered) - 1, int(round(0.9 * (len(ordered) - 1))))]
    return {"frames": len(values), "median_ms": statistics.median(values), "p90_ms": p90, "max_ms": ordered[-1]}


def tap_gaps(driver: WebDriver, tab: str, settle_time: float) -> dict[str, float]:
    driver.execute_script(RECORD_JS)
    driver.find_element("css selector", f'[data-tab="{tab}"]').click()
    driver.execute_async_script(
        "const done = arguments[arguments.length - 1]; const rec = window.__frames;"
        "const wait = () => rec.click === null ? requestAnimationFrame(wait) : done(true); wait();")
    click = driver.execute_script("return window.__frames.click")
    rec = driver.execute_async_script(COLLECT_JS, click + settle_time, False, GUARD_S * 1000)
    if rec["timedOut"]:
        raise RuntimeError(f"tap on {tab}: no frame after the spring's settle time in {GUARD_S} s")
    frames = gaps(rec["ts"])
    after = [(start, gap) for start, gap in frames if start > rec["click"]]
    answering = after[0][0]
    changed = rec["listTabChange"]
    list_frame = max((start for start, _ in frames if changed is not None and start <= changed), default=None)
    kept = [gap for start, gap in after
            if start != answering and start != list_frame and start <= rec["click"] + settle_time]
    result = stats(kept)
    result.update(tap_frame_ms=after[0][1],
                  list_frame_ms=next((gap for start, gap in frames if start == list_frame), float("nan")))
    settle(driver)
    return result


def wheel(driver: WebDriver, steps: int) -> None:
    """`steps` wheel steps of SCROLL_STEP px down, 16 ms each, at the middle of the list."""
    x, y = VIEWPORT[0] // 2, VIEWPORT[1] * 2 // 3
    if driver.engine == "firefox":  # bidi.Firefox: input.performActions as it is
        driver._command("input.performActions", {"context": driver.context, "actions": [
            {"type": "wheel", "id": "wheel", "actions": [
                {"type": "scroll", "x": x, "y": y, "deltaX": 0, "deltaY": SCROLL_STEP, "duration": 16,
                 "origin": "viewport"} for _ in range(steps)]}]})
        driver._command("input.releaseActions", {"context": driver.context})
        return
    if driver.engine == "webkit":
        # WebKitWebDriver (2.50) delivers only the first wheel step of a sequence (or of any later
        # one): the steps are scrollBy() calls instead, one a frame, as the wheel would give them.
        driver.execute_async_script("""
            const [steps, step] = arguments, done = arguments[arguments.length - 1];
            let k = 0;
            const next = () => { scrollBy({top: step, behavior: 'instant'}); if (++k < steps) requestAnimationFrame(next); else done(); };
            requestAnimationFrame(next);
            """, steps, SCROLL_STEP)
        return
    from selenium.webdriver.common.actions.action_builder import ActionBuilder

    actions = ActionBuilder(driver)
    for _ in range(steps):
        actions.wheel_action.scroll(x=x, y=y, delta_x=0, delta_y=SCROLL_STEP, duration=16, origin="viewport")
    actions.perform()


def scroll_gaps(driver: WebDriver) -> dict[str, float]:
    driver.execute_script("window.scrollTo({top: 0, behavior: 'instant'})")
    settle(driver)
    driver.execute_script(RECORD_JS)
    steps = SCROLL_DISTANCE // SCROLL_STEP
    started = driver.execute_script("return performance.now()")
    wheel(driver, steps)
    rec = driver.execute_async_script(COLLECT_JS, None, True, GUARD_S * 1000)
    if rec["timedOut"]:
        raise RuntimeError(f"the scroll did not come to rest in {GUARD_S} s")
    reached = rec["scrollY"][-1]
    if abs(reached - SCROLL_DISTANCE) > 1:
        raise RuntimeError(f"the wheel scrolled to {reached} px, not {SCROLL_DISTANCE} px")
    # From the first frame that moved to the one where it came to rest.
    moving = [k for k in range(1, len(rec["scrollY"])) if rec["scrollY"][k] != rec["scrollY"][k - 1]]
    first, last = moving[0] - 1, moving[-1]
    result = stats([gap for _, gap in gaps(rec["ts"][first:last + 1])])
    result["scroll_ms"] = rec["ts"][last] - max(rec["ts"][first], started)
    return result


def idle_gaps(driver: WebDriver) -> dict[str, float]:
    driver.execute_script(RECORD_JS)
    now = driver.execute_script("return performance.now()")
    rec = driver.execute_async_script(COLLECT_JS, now + 1000, False, GUARD_S * 1000)
    return stats([gap for _, gap in gaps(rec["ts"])])


TAPS = [
    ("tap All Mails -> a category", ["primary"], "updates"),
    ("tap a category -> another", ["primary"], "promotions"),
    ("tap the active category -> All Mails", ["updates"], "updates"),
]


def measure_with(driver: WebDriver, page_url: str, runs: int = 9) -> dict[str, dict[str, float]]:
    harness.set_viewport(driver, *VIEWPORT)
    # The header's script fallback: the default where the engine has no scroll-driven animations.
    scrolling_url = page_url if driver.engine in harness.NO_SCROLL_TIMELINE else page_url + "?scroll-driver=script"
    per_row: dict[str, list[dict[str, float]]] = {}
    settle_time = None
    for _ in range(runs):
        for name, before, tab in TAPS:
            load(driver, page_url)
            settle_time = settle_ms(driver)
            for t in before:
                driver.find_element("css selector", f'[data-tab="{t}"]').click()
                settle(driver)
            per_row.setdefault(f"{name}: the spring ({settle_time / 1000:.2f} s)", []).append(
                tap_gaps(driver, tab, settle_time))
        load(driver, scrolling_url)
        header = driver.execute_script("return document.documentElement.dataset.scrollDriver")
        if header != "script":
            raise RuntimeError(f"the page runs its header with {header!r} here, not the script fallback")
        per_row.setdefault(f"scroll {SCROLL_DISTANCE:,} px, script fallback", []).append(scroll_gaps(driver))
        per_row.setdefault("at rest, 1 s (the frame clock)", []).append(idle_gaps(driver))
    rows = {}
    for name, results in per_row.items():
        rows[name] = {key: statistics.median(r[key] for r in results) for key in results[0]}
        rows[name]["worst_ms"] = max(r["max_ms"] for r in results)  # the largest gap of any run
    return rows


def measure(engine: str, page_url: str, runs: int = 9) -> tuple[dict[str, dict[str, float]], str]:
    """Start the engine as the test suite does (its fonts, a fresh profile), measure, quit.
    Returns (rows, the browser's name and version)."""
    with tempfile.TemporaryDirectory(prefix="frame-gaps-") as tmp:
        driver, xsettings = harness.start_engine(engine, Path(tmp), fonts.prepare())
        try:
            driver.set_script_timeout(GUARD_S + 10)
            caps = driver.capabilities
            return measure_with(driver, page_url, runs), f"{caps.get('browserName')} {caps.get('browserVersion')}"
        finally:
            driver.quit()
            if xsettings:
                xsettings.close()


def table(rows: dict[str, dict[str, float]]) -> str:
    lines = ["| what | frames | median gap | 90th percentile | largest gap | largest in any run |",
             "|---|---|---|---|---|---|"]
    for name, r in rows.items():
        lines.append(f"| {name} | {r['frames']:.0f} | {r['median_ms']:.1f} ms | {r['p90_ms']:.1f} ms | "
                     f"{r['max_ms']:.1f} ms | {r['worst_ms']:.1f} ms |")
    extra = []
    for name, r in rows.items():
        if "tap_frame_ms" in r:
            extra.append(f"- {name}: the frame answering the tap {r['tap_frame_ms']:.1f} ms, "
                         f"the frame where the list follows {r['list_frame_ms']:.1f} ms (left out above)")
        if "scroll_ms" in r:
            extra.append(f"- {name}: {r['scroll_ms']:.0f} ms from the first wheel step to rest")
    return "\n".join(lines + [""] + extra)


def side_by_side(results: dict[str, dict[str, dict[str, float]]]) -> str:
    """One row per measurement, one column per engine: median gap / largest gap (largest in any run)."""
    engines = list(results)
    lines = ["| what | " + " | ".join(engines) + " |", "|---|" + "---|" * len(engines)]
    for name in next(iter(results.values())):
        cells = [f"{r[name]['median_ms']:.1f} / {r[name]['max_ms']:.1f} ms ({r[name]['worst_ms']:.1f})"
                 for r in results.values()]
        lines.append(f"| {name} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--page", default=str(REPO / "public" / "index.html"),
                        help="the page's index.html (default: the committed default prototype)")
    parser.add_argument("--runs", type=int, default=9)
    parser.add_argument("--engines", default="firefox",
                        help="comma list of engines to measure, in order: firefox, chromium, webkit (default: firefox)")
    parser.add_argument("--json", action="store_true", help="print the rows as JSON instead of tables")
    args = parser.parse_args()
    page = Path(args.page).resolve()
    if not page.is_file():
        sys.exit(f"no page at {page}: run `swift run mailsitegen build` first")
    results, versions = {}, {}
    for engine in (e.strip() for e in args.engines.split(",") if e.strip()):
        t0 = time.monotonic()
        results[engine], versions[engine] = measure(engine, page.as_uri(), args.runs)
        if not args.json:
            print(f"{versions[engine]}, {VIEWPORT[0]} x {VIEWPORT[1]}, medians of {args.runs} runs "
                  f"({time.monotonic() - t0:.0f} s)\n")
            print(table(results[engine]) + "\n")
    if args.json:
        print(json.dumps({"runs": args.runs, "versions": versions, "rows": results}, indent=2))
    elif len(results) > 1:
        print("median gap / largest gap (largest in any run):\n")
        print(side_by_side(results))


if __name__ == "__main__":
    main()
