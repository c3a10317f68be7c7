#!/usr/bin/env python3
"""Compare benchmark: building four variants, and four phones playing one tap together.

Not a test (timings depend on the machine): a measurement to run and record. Four specs that
differ (the tab bar's bounce 0.3 / 0.15 / 0 / 0.5, the inactive pills' background, the spacing,
one tab's colour) are written to a fresh folder; then three parts, each with a PASS or FAIL line.

1. Build time. `mailsitegen compare a.json b.json c.json d.json --out X` against
   `mailsitegen build --spec a.json --out Y`, as whole processes (build_benchmark.spawn: from
   spawning the child to reaping it, CPU from its rusage), into a folder that does not exist yet,
   alternating (the order swaps each round), --runs rounds; medians and the 90th percentile.
   Goal: the comparison's median at most 4x the single build's.

2. Sync of a tap. The comparison opened from disk in headless Chromium, started as the test suite
   starts it (Tests/Browser/engines.py, the project's fonts), the window wide enough for the four
   phones side by side (--viewport, default 1700x1100: the phones at scale 1). Each tap is a
   real click (Selenium's, through chromedriver: pointer events at the pill's place) on a pill
   inside phone 1, switched into with `switch_to.frame`; they take turns as runtime_probe.py's
   do: All Mails -> Transactions, -> Updates, Updates again -> All Mails. In each phone, at
   every frame from a mark set just before the tap (a script in the phone: a WebDriver read
   can come after the shortest spring, 0.42 s, has ended): the animations of its document
   timeline (the tab change's: `animation.timeline === document.timeline`, not the header's
   scroll-driven ones) that started after the mark, and the earliest of their start times as
   wall-clock time, `performance.timeOrigin + animation.startTime` (each frame has its own
   timeline and time origin); read 1.6 s after the tap. The spread of a tap: the latest phone's start less
   the tapped phone's. Goal: every tap's spread within one frame, at most 16.7 ms (median and
   max over the taps are printed, and how many taps started all four in the same frame). Also
   printed, start times aside: when each phone heard of the tap (its data-active-tab changed,
   seen by a MutationObserver), after phone 1 -- the relay's own latency, which is when a phone
   begins to show the change, whatever start time its spring is given.

3. Frame gaps, no CPU throttling (Emulation.setCPUThrottlingRate 1). A requestAnimationFrame
   loop in the top page and in each phone records wall-clock frame times (timeOrigin + rAF
   time); a run is one tap as in part 2, and its figure the largest gap between two frames of
   any of those documents in the 500 ms after the tap (its `pointerdown` in phone 1). The
   baseline, in the same rounds, taking turns: the same tap on a plain `build` page of spec a
   (one phone alone, the same window). Goal: no frame gap over 20 ms during the springs, for the
   four phones: in every run (the strict reading, the verdict) and the median over the runs of the
   largest gap (printed beside it).

    xvfb-run -a -s "-screen 0 1600x1100x24 -nolisten tcp" env MAILSITEGEN_PRIVATE_DISPLAY=1 \\
        .build/browser-venv/bin/python Benchmarks/compare_benchmark.py [--binary PATH] [--runs 30]
        [--taps 30] [--viewport 1700x1100] [--skip-build] [--skip-browser]

It builds the release binary first (as build_benchmark.py does) unless `--binary` names one.
Standard library and selenium only (with the browser suite's harness).
"""
from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent

import build_benchmark  (the release build, spawn, percentiles)

FRAME_MS, GAP_GOAL_MS, BUILD_FACTOR = 1000 / 60, 20.0, 4.0
WINDOW_MS = 500  # after the tap: the springs (0.49 s to settle at duration 0.3, bounce 0.3)
SETTLE_S = 1.2
DEADLINE = 60.0

SPECS = {
    "a": {"title": "Variant A", "tabBar": {"animation": {"duration": 0.3, "bounce": 0.3}}},
    "b": {"title": "Variant B", "tabBar": {"animation": {"duration": 0.3, "bounce": 0.15},
                                           "inactiveBackground": {"light": "#DCE6F5", "dark": "#1C2433"}}},
    "c": {"title": "Variant C", "tabBar": {"animation": {"duration": 0.3, "bounce": 0}, "spacing": 12}},
    "d": {"title": "Variant D", "tabBar": {"animation": {"duration": 0.3, "bounce": 0.5}, "spacing": 6},
          "tabs": [{"id": "primary", "title": "Primary", "symbol": "person", "color": "teal"},
                   {"id": "transactions", "title": "Transactions", "symbol": "cart", "color": "green"},
                   {"id": "updates", "title": "Updates", "symbol": "text.bubble", "color": "indigo"},
                   {"id": "promotions", "title": "Promotions", "symbol": "megaphone", "color": "pink"}]},
}

# The taps, in turn (runtime_probe.CHANGES's three tab changes): the pill tapped in phone 1 and the
# tab every phone must then show.
TAPS = [('[data-tab="transactions"]', "transactions"), ('[data-tab="updates"]', "updates"),
        ('[data-tab="updates"]', "allMails")]


# --- part 1: build time --------------------------------------------------------------------------

def measure_build(binary: Path, specs: list[Path], runs: int, scratch: Path) -> dict[str, list[tuple[float, float]]]:
    commands = {
        "build": lambda out: [str(binary), "build", "--spec", str(specs[0]), "--out", str(out)],
        "compare": lambda out: [str(binary), "compare", *map(str, specs), "--out", str(out)],
    }
    samples: dict[str, list[tuple[float, float]]] = {kind: [] for kind in commands}
    scratch.mkdir(parents=True, exist_ok=True)
    for kind, command in commands.items():  # a warm-up of each, not counted
        build_benchmark.spawn(command(scratch / "out"))
        shutil.rmtree(scratch / "out")
    for index in range(runs):
        for kind in commands if index % 2 == 0 else reversed(list(commands)):
            wall, usage = build_benchmark.spawn(commands[kind](scratch / "out"))
            shutil.rmtree(scratch / "out")
            samples[kind].append((wall * 1000, (usage.ru_utime + usage.ru_stime) * 1000))
    return samples


def p90(values: list[float]) -> float:
    return statistics.quantiles(values, n=10, method="inclusive")[-1] if len(values) > 1 else values[0]


def summarise_build(samples: dict[str, list[tuple[float, float]]]) -> None:
    print(f"\n{'command':<36} {'runs':>4}  {'median ms':>9}  {'p90 ms':>7}  {'CPU ms':>7}  {'/ build':>7}")
    base = statistics.median(w for w, _ in samples["build"])
    for kind, label in (("build", "build --spec a (one variant)"), ("compare", "compare a b c d (four variants)")):
        walls = [w for w, _ in samples[kind]]
        median = statistics.median(walls)
        print(f"{label:<36} {len(walls):>4}  {median:>9.2f}  {p90(walls):>7.2f}  "
              f"{statistics.median(c for _, c in samples[kind]):>7.2f}  {median / base:>6.2f}x")
    ratio = statistics.median(w for w, _ in samples["compare"]) / base
    print(f"{'PASS' if ratio <= BUILD_FACTOR else 'FAIL'}: four variants build in at most {BUILD_FACTOR:g}x one "
          f"build's time: {ratio:.2f}x (medians)")


# --- the browser ---------------------------------------------------------------------------------

def start_chromium(workdir: Path, viewport: tuple[int, int]):
    import harness  # Tests/Browser/harness: the suite's way to start each engine
    from harness import fonts
    from runtime_probe import DevTools

    driver, _ = harness.start_engine("chromium", workdir, fonts.prepare())
    driver.set_script_timeout(DEADLINE)
    harness.set_viewport(driver, *viewport)
    return driver, DevTools(driver)


def wait_until(predicate, what: str):
    deadline = time.monotonic() + DEADLINE
    while time.monotonic() < deadline:
        if value := predicate():
            return value
        time.sleep(0.05)
    sys.exit(f"timed out waiting for {what}")


def frames_of(driver) -> list:
    return driver.find_elements("css selector", '[data-part="variant"] iframe')


def in_each_frame(driver, script: str, *args) -> list:
    """`script`'s value in each phone, in order (back in the top page after)."""
    values = []
    for frame in frames_of(driver):
        driver.switch_to.frame(frame)
        try:
            values.append(driver.execute_script(script, *args))
        finally:
            driver.switch_to.default_content()
    return values


def open_page(driver, url: str, phones: bool) -> None:
    driver.get(url)
    if phones:
        wait_until(lambda: len(frames_of(driver)) == 4 and all(in_each_frame(
            driver, "return document.documentElement.hasAttribute('data-ready')")), "the four phones to be ready")
        driver.switch_to.default_content()
    else:
        wait_until(lambda: driver.execute_script("return document.documentElement.hasAttribute('data-ready')"),
                   "the page to be ready")
    time.sleep(0.5)


def scale_of(driver) -> float:
    return float(driver.execute_script(
        "return getComputedStyle(document.documentElement).getPropertyValue('--phone-scale')") or 1)


def tap(driver, selector: str, phones: bool) -> None:
    """A real click on `selector`, inside phone 1 when there are phones."""
    if phones:
        driver.switch_to.frame(frames_of(driver)[0])
    try:
        driver.find_element("css selector", selector).click()
    finally:
        driver.switch_to.default_content()


def active_tabs(driver, phones: bool) -> list[str]:
    script = "return document.documentElement.dataset.activeTab"
    return in_each_frame(driver, script) if phones else [driver.execute_script(script)]


# --- part 2: the start of each phone's spring ---------------------------------------------------

# Before a tap, in each phone: the mark; when the phone's tab changes (its data-active-tab: the
# moment it hears of the tap, where the change begins to show in the next frame); and, at every
# frame for 1.5 s, the tab change's animations (this document's timeline, started since the mark):
# the earliest start seen, as wall-clock time, and how many. Collected in the phone itself, so
# that a slow read (WebDriver, one frame after another) cannot miss a spring that has already
# ended (the shortest settles in 0.42 s).
MARK_JS = """
const bench = window.__bench = {mark: performance.timeOrigin + performance.now(), changed: null,
                                earliest: null, count: 0};
new MutationObserver((records, observer) => {
  bench.changed ??= performance.timeOrigin + performance.now();
  observer.disconnect();
}).observe(document.documentElement, {attributes: true, attributeFilter: ['data-active-tab']});
const look = () => {
  if (window.__bench !== bench) return;
  const started = document.getAnimations()
    .filter((a) => a.timeline === document.timeline && a.startTime !== null)
    .map((a) => performance.timeOrigin + a.startTime).filter((t) => t >= bench.mark - 1);
  if (started.length) bench.earliest = Math.min(bench.earliest ?? Infinity, ...started);
  bench.count = Math.max(bench.count, started.length);
  if (performance.timeOrigin + performance.now() - bench.mark < 1500) requestAnimationFrame(look);
};
requestAnimationFrame(look);
"""

STARTS_JS = "const b = window.__bench; return {earliest: b.earliest, count: b.count, changed: b.changed};"


def measure_sync(driver, url: str, taps: int) -> list[dict]:
    open_page(driver, url, phones=True)
    results = []
    for index in range(taps + 1):  # the first tap warms up and is not counted
        selector, expected = TAPS[index % len(TAPS)]
        in_each_frame(driver, MARK_JS)
        time.sleep(0.1)
        tap(driver, selector, phones=True)
        time.sleep(1.6)  # each phone's record complete (1.5 s), the springs settled
        starts = in_each_frame(driver, STARTS_JS)
        shown = active_tabs(driver, phones=True)
        if shown != [expected] * 4:
            sys.exit(f"tap {index}: the phones show {shown}, not {expected} in each")
        if any(s["earliest"] is None for s in starts):
            sys.exit(f"tap {index}: a phone started no animation: {starts}")
        offsets = [s["earliest"] - starts[0]["earliest"] for s in starts]
        heard = [s["changed"] - starts[0]["changed"] for s in starts]
        if index == 0:
            continue
        result = {"offsets": offsets, "spread": max(offsets) - min(offsets), "heard": heard,
                  "counts": [s["count"] for s in starts],
                  "expected": expected}
        results.append(result)
        print(f"  tap {index:2d} -> {expected:<12} start after phone 1: "
              + "  ".join(f"{o:6.1f}" for o in offsets[1:]) + f" ms   spread {result['spread']:5.1f} ms   heard after phone 1: "
              + "  ".join(f"{h:5.1f}" for h in heard[1:]) + " ms   "
              f"animations {'/'.join(map(str, result['counts']))}", flush=True)
    return results


def summarise_sync(results: list[dict]) -> None:
    spreads = [r["spread"] for r in results]
    same = sum(s < 1 for s in spreads)
    late = [o for r in results for o in r["offsets"][1:]]
    print(f"\nsynced tap, four phones, {len(results)} taps: each phone's earliest spring start after the tapped one's")
    print(f"{'':<26} {'median ms':>9}  {'max ms':>7}")
    print(f"{'spread (latest - earliest)':<26} {statistics.median(spreads):>9.1f}  {max(spreads):>7.1f}")
    for phone in (1, 2, 3):
        offsets = [r["offsets"][phone] for r in results]
        print(f"{f'phone {phone + 1} after phone 1':<26} {statistics.median(offsets):>9.1f}  {max(offsets):>7.1f}")
    heard = [max(r["heard"][1:]) for r in results]
    print(f"{'last phone to hear the tap':<26} {statistics.median(heard):>9.1f}  {max(heard):>7.1f}   "
          "(its tab changed, after phone 1's: the relay's latency, start times aside)")
    print(f"all four in the same frame (spread < 1 ms): {same} of {len(results)} taps; "
          f"frames late: " + ", ".join(f"{k} {sum(round(o / FRAME_MS) == k for o in late)}"
                                        for k in sorted({round(o / FRAME_MS) for o in late})) + " (phone-starts)")
    ok = max(spreads) <= FRAME_MS
    print(f"{'PASS' if ok else 'FAIL'}: every phone's spring starts within one frame ({FRAME_MS:.1f} ms) of the "
          f"tapped one's: largest spread {max(spreads):.1f} ms (median {statistics.median(spreads):.1f} ms)")


# --- part 3: frame gaps during the springs ------------------------------------------------------

# In every document (the top page and each phone): a rAF loop of wall-clock frame times, and the
# tap's pointerdown time in the document that is tapped.
FRAMES_JS = """
const record = window.__frames = {times: [], down: null, stop: false};
const loop = (time) => {
  record.times.push(performance.timeOrigin + time);
  if (!record.stop) requestAnimationFrame(loop);
};
requestAnimationFrame(loop);
addEventListener('pointerdown', () => { record.down ??= performance.timeOrigin + performance.now(); },
                 {capture: true, once: true});
"""
STOP_JS = "const r = window.__frames; r.stop = true; return {times: r.times, down: r.down};"


def gaps_run(driver, selector: str, expected: str, phones: bool) -> dict:
    """One tap's largest frame gap (over every document) in the WINDOW_MS after its pointerdown."""
    driver.execute_script(FRAMES_JS)
    if phones:
        in_each_frame(driver, FRAMES_JS)
    time.sleep(0.2)
    tap(driver, selector, phones)
    time.sleep(SETTLE_S)
    records = {"top": driver.execute_script(STOP_JS)}
    if phones:
        for number, record in enumerate(in_each_frame(driver, STOP_JS), 1):
            records[f"phone {number}"] = record
    shown = active_tabs(driver, phones)
    if shown != [expected] * len(shown):
        sys.exit(f"the page shows {shown}, not {expected}")
    down = records["phone 1" if phones else "top"]["down"]
    if down is None:
        sys.exit("the tap's pointerdown was not seen")
    largest = {}
    for name, record in records.items():
        times = record["times"]
        gaps = [b - a for a, b in zip(times, times[1:]) if b > down and a <= down + WINDOW_MS]
        largest[name] = max(gaps) if gaps else float("nan")
    return {"largest": max(largest.values()), "by_document": largest}


def measure_gaps(driver, devtools, compare_url: str, build_url: str, runs: int) -> dict[str, list[dict]]:
    devtools.send("Emulation.setCPUThrottlingRate", rate=1)
    results: dict[str, list[dict]] = {"compare": [], "build": []}
    urls = {"compare": compare_url, "build": build_url}
    for index in range(runs + 1):  # the first round warms up and is not counted
        kinds = ["compare", "build"] if index % 2 == 0 else ["build", "compare"]
        for kind in kinds:
            phones = kind == "compare"
            open_page(driver, urls[kind], phones)
            # Two taps a round, the second measured: a category, then another (or All Mails).
            first, second = (TAPS[0], TAPS[1]) if index % 2 == 0 else (TAPS[0], ('[data-tab="transactions"]', "allMails"))
            tap(driver, first[0], phones)
            time.sleep(SETTLE_S)
            run = gaps_run(driver, second[0], second[1], phones)
            if index == 0:
                continue
            results[kind].append(run)
            print(f"  run {index:2d} {kind:<7} largest gap {run['largest']:5.1f} ms   "
                  + "  ".join(f"{name} {gap:5.1f}" for name, gap in run["by_document"].items()), flush=True)
    return results


def summarise_gaps(results: dict[str, list[dict]]) -> None:
    print(f"\nframe gaps in the {WINDOW_MS} ms after a tap, CPU rate 1, {len(results['compare'])} runs each, alternating:")
    print(f"{'page':<44} {'median of largest':>17}  {'min-max':>11}  {'runs over 20 ms':>15}")
    medians = {}
    for kind, label in (("compare", "compare: four phones (every document)"), ("build", "build: one phone alone (baseline)")):
        largest = [r["largest"] for r in results[kind]]
        medians[kind] = statistics.median(largest)
        print(f"{label:<44} {medians[kind]:>14.1f} ms  {min(largest):>5.1f}-{max(largest):<5.1f}  "
              f"{sum(g > GAP_GOAL_MS for g in largest):>8} of {len(largest)}")
    for name in results["compare"][0]["by_document"]:
        values = [r["by_document"][name] for r in results["compare"]]
        print(f"{'  of which ' + name:<44} {statistics.median(values):>14.1f} ms  {min(values):>5.1f}-{max(values):<5.1f}")
    over = sum(r["largest"] > GAP_GOAL_MS for r in results["compare"])
    ok = over == 0
    print(f"{'PASS' if ok else 'FAIL'}: no frame gap over {GAP_GOAL_MS:g} ms during the springs with four phones, "
          f"in any run: {over} of {len(results['compare'])} runs over (median of the largest "
          f"{medians['compare']:.1f} ms; one phone alone {medians['build']:.1f} ms)")


# --- main ----------------------------------------------------------------------------------------

def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", type=Path, help="a built mailsitegen; skips `swift build`")
    parser.add_argument("--runs", type=build_benchmark.positive, default=30,
                        help="build rounds (default 30); half as many, at least 5, frame-gap rounds")
    parser.add_argument("--taps", type=build_benchmark.positive, default=30, help="synced taps measured (default 30)")
    parser.add_argument("--viewport", default="1700x1100", help="CSS px, WIDTHxHEIGHT (default 1700x1100)")
    parser.add_argument("--skip-build", action="store_true", help="no build timing")
    parser.add_argument("--skip-browser", action="store_true", help="no sync and frame gaps")
    args = parser.parse_args()
    binary = (args.binary or build_benchmark.build_binary()).resolve()
    viewport = tuple(int(n) for n in args.viewport.split("x"))
    print(f"mailsitegen: {binary}")
    work = Path(tempfile.mkdtemp(prefix="mailsitegen-compare-bench-"))
    try:
        specs = []
        for name, spec in SPECS.items():
            specs.append(work / f"{name}.json")
            specs[-1].write_text(json.dumps(spec, indent=2) + "\n", encoding="utf-8")
        load_before = os.getloadavg()[0]
        if not args.skip_build:
            print(f"\nbuild time: {args.runs} alternating rounds ...", flush=True)
            summarise_build(measure_build(binary, specs, args.runs, work / "runs"))
        if not args.skip_browser:
            build_benchmark.spawn([str(binary), "compare", *map(str, specs), "--out", str(work / "compare")])
            build_benchmark.spawn([str(binary), "build", "--spec", str(specs[0]), "--out", str(work / "build")])
            driver, devtools = start_chromium(work, viewport)
            try:
                compare_url = (work / "compare" / "index.html").as_uri()
                print(f"\nChromium {driver.capabilities.get('browserVersion')}, {viewport[0]} x {viewport[1]}")
                open_page(driver, compare_url, phones=True)
                print(f"four phones at scale {scale_of(driver):g}; synced taps in phone 1, in turn "
                      + ", ".join(expected for _, expected in TAPS) + ":", flush=True)
                summarise_sync(measure_sync(driver, compare_url, args.taps))
                gap_runs = max(5, args.runs // 2)
                print(f"\nframe gaps: {gap_runs} rounds, four phones and one alone taking turns:", flush=True)
                summarise_gaps(measure_gaps(driver, devtools, compare_url, (work / "build" / "index.html").as_uri(),
                                            gap_runs))
            finally:
                driver.quit()
        print(f"\nload average (1 min) before and after: {load_before:.2f}, {os.getloadavg()[0]:.2f} "
              f"({os.cpu_count()} cores)")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
