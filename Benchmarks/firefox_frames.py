#!/usr/bin/env python3
"""Frame gaps in Firefox: how evenly Gecko draws the page during a tab change's spring and a scroll.

Not a test (timings depend on the machine): a measurement to run and record. Headless Firefox
(Debian firefox-esr) is driven through WebDriver BiDi (Tests/Browser/bidi.py, the test suite's
client), with the test suite's fonts, at 393 x 852 CSS px. A requestAnimationFrame loop in the page
records every frame's timestamp (the rAF time, when the frame starts); a frame's gap is the time
from its start to the next frame's start, so it includes the page's script, style, layout and
painting of that frame. Measured:

  1. a tab change's spring: a real mouse tap (input.performActions) on a pill, then every frame
     until the spring has settled (the page's --tab-bar-animation-settle-time, 0.49 s for the
     default spring), leaving out the frame that answers the tap (the first frame after the click)
     and the frame in which html[data-list-tab] changes (the list follows the tab there); three
     kinds of tap, as in the runtime probe: All Mails -> a category, a category -> another, the
     active category -> All Mails;
  2. a 3,000 px scroll made of 30 wheel steps of 100 px (input.performActions, one step a frame's
     time, 16 ms) at the middle of the list, until the page stops scrolling: Gecko has no
     scroll-driven animations, so this is the page's script fallback (a passive scroll listener,
     writes batched in requestAnimationFrame) running for real;
  3. the page at rest for 1 s: the frame clock itself, to read the others against.

Each is run --runs times; the table gives the median over the runs of each run's median, 90th
percentile and largest gap, and of its number of frames, and the largest gap of any run.

    .build/browser-venv/bin/python Benchmarks/firefox_frames.py [--page public/index.html] [--runs 9] [--json]

For use from another script: measure(page_url, runs) -> {row name: {statistic: value}}, or
measure_with(firefox, page_url, runs) with a bidi.Firefox of one's own.
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "Tests" / "Browser"))

import bidi  # noqa: E402  (Tests/Browser)
import fonts  # noqa: E402

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


def settle_ms(firefox: bidi.Firefox) -> float:
    """The tab bar spring's settle time, as the page's CSS states it."""
    text = firefox.execute_script(
        "const s = getComputedStyle(document.documentElement);"
        "return s.getPropertyValue('--tab-bar-animation-settle-time').trim()"
        " || s.getPropertyValue('--tab-bar-animation-settle').trim()")
    if not text:
        raise RuntimeError("the page states no --tab-bar-animation-settle-time")
    return float(text[:-2]) if text.endswith("ms") else float(text.rstrip("s")) * 1000


def load(firefox: bidi.Firefox, url: str) -> None:
    firefox.get(url)
    firefox.execute_async_script(
        """
        const done = arguments[arguments.length - 1];
        const check = () => document.documentElement.hasAttribute('data-ready')
          ? requestAnimationFrame(() => requestAnimationFrame(() => done(true))) : requestAnimationFrame(check);
        check();
        """)


def settle(firefox: bidi.Firefox) -> None:
    """Until no animation runs (three quiet frames in a row)."""
    firefox.execute_async_script(
        """
        const done = arguments[arguments.length - 1];
        let quiet = 0;
        const check = () => {
          const running = document.getAnimations().some((a) => a.playState === 'running' && a.timeline === document.timeline);
          quiet = running ? 0 : quiet + 1;
          if (quiet >= 3) done(true); else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
        """)


def gaps(ts: list[float]) -> list[tuple[float, float]]:
    """[(frame start, gap to the next frame's start)] for every frame but the last."""
    return [(a, b - a) for a, b in zip(ts, ts[1:])]


def stats(values: list[float]) -> dict[str, float]:
    ordered = sorted(values)
    p90 = ordered[min(len(ordered) - 1, int(round(0.9 * (len(ordered) - 1))))]
    return {"frames": len(values), "median_ms": statistics.median(values), "p90_ms": p90, "max_ms": ordered[-1]}


def tap_gaps(firefox: bidi.Firefox, tab: str, settle_time: float) -> dict[str, float]:
    firefox.execute_script(RECORD_JS)
    firefox.find_element("css selector", f'[data-tab="{tab}"]').click()
    firefox.execute_async_script(
        "const done = arguments[arguments.length - 1]; const rec = window.__frames;"
        "const wait = () => rec.click === null ? requestAnimationFrame(wait) : done(true); wait();")
    click = firefox.execute_script("return window.__frames.click")
    rec = firefox.execute_async_script(COLLECT_JS, click + settle_time, False, GUARD_S * 1000)
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
    settle(firefox)
    return result


def scroll_gaps(firefox: bidi.Firefox) -> dict[str, float]:
    firefox.execute_script("window.scrollTo({top: 0, behavior: 'instant'})")
    settle(firefox)
    firefox.execute_script(RECORD_JS)
    steps = [{"type": "scroll", "x": VIEWPORT[0] // 2, "y": VIEWPORT[1] * 2 // 3, "deltaX": 0,
              "deltaY": SCROLL_STEP, "duration": 16, "origin": "viewport"}
             for _ in range(SCROLL_DISTANCE // SCROLL_STEP)]
    started = firefox.execute_script("return performance.now()")
    firefox._command("input.performActions", {"context": firefox.context, "actions": [
        {"type": "wheel", "id": "wheel", "actions": steps}]})
    firefox._command("input.releaseActions", {"context": firefox.context})
    rec = firefox.execute_async_script(COLLECT_JS, None, True, GUARD_S * 1000)
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


def idle_gaps(firefox: bidi.Firefox) -> dict[str, float]:
    firefox.execute_script(RECORD_JS)
    now = firefox.execute_script("return performance.now()")
    rec = firefox.execute_async_script(COLLECT_JS, now + 1000, False, GUARD_S * 1000)
    return stats([gap for _, gap in gaps(rec["ts"])])


TAPS = [
    ("tap All Mails -> a category", ["primary"], "updates"),
    ("tap a category -> another", ["primary"], "promotions"),
    ("tap the active category -> All Mails", ["updates"], "updates"),
]


def measure_with(firefox: bidi.Firefox, page_url: str, runs: int = 9) -> dict[str, dict[str, float]]:
    firefox.set_viewport(*VIEWPORT)
    per_row: dict[str, list[dict[str, float]]] = {}
    settle_time = None
    for _ in range(runs):
        for name, before, tab in TAPS:
            load(firefox, page_url)
            settle_time = settle_ms(firefox)
            for t in before:
                firefox.find_element("css selector", f'[data-tab="{t}"]').click()
                settle(firefox)
            per_row.setdefault(f"{name}: the spring ({settle_time / 1000:.2f} s)", []).append(
                tap_gaps(firefox, tab, settle_time))
        load(firefox, page_url)
        driver = firefox.execute_script("return document.documentElement.dataset.scrollDriver")
        if driver != "script":
            raise RuntimeError(f"the page runs its header with {driver!r} here, not the script fallback")
        per_row.setdefault(f"scroll {SCROLL_DISTANCE:,} px, script fallback", []).append(scroll_gaps(firefox))
        per_row.setdefault("at rest, 1 s (the frame clock)", []).append(idle_gaps(firefox))
    rows = {}
    for name, results in per_row.items():
        rows[name] = {key: statistics.median(r[key] for r in results) for key in results[0]}
        rows[name]["worst_ms"] = max(r["max_ms"] for r in results)  # the largest gap of any run
    return rows


def measure(page_url: str, runs: int = 9) -> tuple[dict[str, dict[str, float]], str]:
    """Start Firefox (test fonts, fresh profile), measure, quit. Returns (rows, Firefox version)."""
    with tempfile.TemporaryDirectory(prefix="firefox-frames-") as tmp:
        env = dict(os.environ)
        env.pop("FONTCONFIG_PATH", None)
        env.update(fonts.prepare())
        firefox = bidi.Firefox(Path(tmp) / "profile", env=env)
        try:
            firefox.set_script_timeout(GUARD_S + 10)
            return measure_with(firefox, page_url, runs), firefox.capabilities.get("browserVersion", "?")
        finally:
            firefox.quit()


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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--page", default=str(REPO / "public" / "index.html"),
                        help="the page's index.html (default: the committed default prototype)")
    parser.add_argument("--runs", type=int, default=9)
    parser.add_argument("--json", action="store_true", help="print the rows as JSON instead of a table")
    args = parser.parse_args()
    page = Path(args.page).resolve()
    if not page.is_file():
        sys.exit(f"no page at {page}: run `swift run mailsitegen build` first")
    t0 = time.monotonic()
    rows, version = measure(page.as_uri(), args.runs)
    if args.json:
        print(json.dumps({"firefox": version, "runs": args.runs, "rows": rows}, indent=2))
        return
    print(f"Firefox {version}, headless, {VIEWPORT[0]} x {VIEWPORT[1]}, medians of {args.runs} runs "
          f"({time.monotonic() - t0:.0f} s)\n")
    print(table(rows))


if __name__ == "__main__":
    main()
