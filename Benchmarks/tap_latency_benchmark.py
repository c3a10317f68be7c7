#!/usr/bin/env python3
"""Tap latency benchmark: Interaction to Next Paint of each tab tap, beside a bare page.

Not a test (timings depend on the machine): a measurement to run and record. In headless Chromium,
for each kind of tab tap (All Mails -> a category, a category -> another, back to All Mails):
  - the tap is real input, DevTools `Input.dispatchMouseEvent` (pressed, then released), sent over
    DevTools' own WebSocket (runtime_probe.py's `DevTools`), never a script's `click()`;
  - its latency is what the page's Event Timing API reports: a `PerformanceObserver` of type
    `event` (durationThreshold 16, the least the API allows), the largest `duration` over the
    entries of the tap's interaction (`interactionId` > 0: pointerdown, mousedown, pointerup,
    mouseup, click), which is how Interaction to Next Paint counts an interaction. The API rounds
    a duration to 8 ms and reports none under 16 ms: a tap it does not report is counted as 8 ms
    (printed "<16"), and `performance.interactionCount` checks that the tap was an interaction;
  - beside it, in the same run and interleaved with it round by round, a bare page whose tap
    changes one attribute and starts as many compositor animations as the page's tap plays
    (counted by wrapping `Element.prototype.animate` in a first pass), on the spring's duration and
    easing: what the engine itself needs to answer such a tap;
  - at full speed and at 4x CPU throttling (`Emulation.setCPUThrottlingRate`), with the default
    spec's 44 sample mails and with 2,000 generated mails (tab_change_benchmark.py's inbox);
  - the layouts of each tap (`Performance.getMetrics` `LayoutCount` from the tap until the spring
    has settled) and how long the click's handlers ran (`processingEnd - processingStart`).
Goal (Benchmarks/README.md): every tap's INP at most 16 ms at full speed and at most 50 ms at 4x,
with both inboxes; 2 layouts a tap.

    .build/browser-venv/bin/python Benchmarks/tap_latency_benchmark.py [--runs 12] [--mails 44,2000]
        [--rates 1,4] [--binary page=.build/debug/mailsitegen --binary before=/other/mailsitegen]

Each `--binary NAME=PATH` is built and measured side by side (the first one named is the one the
goal is checked for): a change to the page is measured against the page before it in one run.
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import tempfile
import time
import urllib.parse
from pathlib import Path

import runtime_probe as probe
from tab_change_benchmark import inbox

REPO = Path(__file__).resolve().parents[1]
CASES = probe.CHANGES[:3]  # All Mails -> a category, a category -> another, a category -> All Mails
GOALS = {1: 16, 4: 50}  # ms, the worst tap at each CPU throttling rate
NOT_REPORTED = 8.0  # ms: a tap the API leaves out, under its 16 ms threshold (rounded to 8 ms)

# Installed in a page once it has loaded: every Event Timing entry of an interaction, and the
# interaction count to check that a tap was one even when none of its entries was reported.
OBSERVE_JS = """
window.__events = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    if (entry.interactionId > 0) {
      window.__events.push({id: entry.interactionId, type: entry.name, duration: entry.duration,
        processing: entry.processingEnd - entry.processingStart});
    }
  }
}).observe({type: 'event', durationThreshold: 16});
"""

# Counts the animations a tap starts, and still plays them.
COUNT_ANIMATIONS_JS = """
const animate = Element.prototype.animate;
window.__animations = 0;
Element.prototype.animate = function (...args) {
  window.__animations += 1;
  return animate.apply(this, args);
};
"""

# A page that does nothing but answer a tap: it changes one attribute (the button's colour) and
# starts ?counts[k]|duration|easing compositor animations (a `translate` each) on its k-th tap,
# counting from 0 (the first, warming tap, starts none).
BARE_PAGE = """<!doctype html>
<html><head><meta name="viewport" content="width=device-width"><style>
body { margin: 0; }
button { display: block; width: 200px; height: 50px; margin: 120px auto 0; }
:root[data-state="b"] button { background: #f80; }
.piece { width: 20px; height: 20px; margin: 2px; background: #08f; translate: 0 0; display: inline-block; }
</style></head><body><button>Tap</button><div id="pieces"></div><script>
const [counts, duration, easing] = decodeURIComponent(location.search.slice(1)).split('|');
const perTap = [0, ...counts.split(',').map(Number)];
const pieces = Array.from({length: Math.max(...perTap)}, () => document.createElement('div'));
for (const piece of pieces) { piece.className = 'piece'; document.getElementById('pieces').append(piece); }
let taps = 0;
document.querySelector('button').addEventListener('click', () => {
  const root = document.documentElement;
  root.dataset.state = root.dataset.state === 'b' ? 'a' : 'b';
  const count = perTap[taps++ % perTap.length];
  for (const piece of pieces.slice(0, count)) {
    piece.animate([{translate: '100px 0'}, {translate: '0 0'}], {duration: Number(duration), easing});
  }
});
requestAnimationFrame(() => requestAnimationFrame(() => { document.documentElement.dataset.ready = ''; }));
</script></body></html>
"""


def build_pages(binaries: dict[str, Path], counts: list[int], folder: Path) -> dict[tuple[str, int], str]:
    """Each binary's page for each inbox: the default spec (`{}`, its 44 sample mails) for 44,
    generated mails for any other count."""
    pages = {}
    for count in counts:
        spec = folder / f"mails-{count}.json"
        spec.write_text("{}" if count == 44 else json.dumps({"mails": inbox(count)}))
        for name, binary in binaries.items():
            out = folder / f"{name}-{count}"
            subprocess.run([str(binary), "build", "--spec", str(spec), "--out", str(out), "--quiet"], check=True)
            pages[(name, count)] = (out / "index.html").as_uri()
    return pages


def layouts(devtools) -> float:
    return devtools.metrics()["LayoutCount"]


def tap(driver, devtools, point, hold: float, settle: float) -> dict:
    """One real tap and what the Event Timing API reported of it."""
    driver.execute_script("window.__events = []; window.__count = performance.interactionCount;")
    time.sleep(0.15)
    before = layouts(devtools)
    devtools.send("Input.dispatchMouseEvent", type="mousePressed", x=point[0], y=point[1], button="left", clickCount=1)
    if hold:
        time.sleep(hold)
    devtools.send("Input.dispatchMouseEvent", type="mouseReleased", x=point[0], y=point[1], button="left", clickCount=1)
    time.sleep(settle)
    after = layouts(devtools)
    events, interactions = driver.execute_script(
        "return [window.__events, performance.interactionCount - window.__count]")
    assert interactions == 1, f"a tap made {interactions} interactions"
    ids = {event["id"] for event in events}
    assert len(ids) <= 1, f"entries of {len(ids)} interactions for one tap"
    clicks = [event["processing"] for event in events if event["type"] == "click"]
    return {
        "inp": max((event["duration"] for event in events), default=NOT_REPORTED),
        "reported": bool(events),
        "handler": clicks[0] if clicks else None,
        "layouts": after - before,
        "types": sorted({event["type"] for event in events}),
    }


def load(driver, url: str) -> None:
    probe.load(driver, url)
    driver.execute_script(OBSERVE_JS)


def measure_page(driver, devtools, url: str, rate: int, hold: float, settle: float) -> dict[str, dict]:
    """The three tab taps on a freshly loaded page, at a throttling rate."""
    load(driver, url)
    # A page's first tap costs more whatever it does: the large title, which changes nothing.
    tap(driver, devtools, probe.centre(driver, '[data-part="large-title"]'), hold, 0.3)
    results = {}
    devtools.send("Emulation.setCPUThrottlingRate", rate=rate)
    try:
        for name, selector, expected in CASES:
            results[name] = tap(driver, devtools, probe.centre(driver, selector), hold, settle)
            assert probe.state(driver) == expected, (name, probe.state(driver))
    finally:
        devtools.send("Emulation.setCPUThrottlingRate", rate=1)
    return results


def measure_bare(driver, devtools, url: str, rate: int, hold: float, settle: float) -> dict[str, dict]:
    load(driver, url)
    point = probe.centre(driver, "button")
    tap(driver, devtools, point, hold, 0.3)
    results = {}
    devtools.send("Emulation.setCPUThrottlingRate", rate=rate)
    try:
        for name, _selector, _expected in CASES:
            results[name] = tap(driver, devtools, point, hold, settle)
    finally:
        devtools.send("Emulation.setCPUThrottlingRate", rate=1)
    return results


def count_animations(driver, devtools, url: str) -> dict[str, int]:
    load(driver, url)
    driver.execute_script(COUNT_ANIMATIONS_JS)
    counts = {}
    for name, selector, _expected in CASES:
        driver.execute_script("window.__animations = 0")
        devtools.click(probe.centre(driver, selector))
        time.sleep(0.8)
        counts[name] = driver.execute_script("return window.__animations")
    return counts


def figure(value: float) -> str:
    return "<16" if value == NOT_REPORTED else f"{value:.0f}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=12, help="rounds; each taps every case once on every page")
    parser.add_argument("--mails", default="44,2000")
    parser.add_argument("--rates", default="1,4", help="CPU throttling rates")
    parser.add_argument("--binary", action="append", default=[], metavar="NAME=PATH",
                        help="a mailsitegen to build the pages with (default: page=.build/debug/mailsitegen)")
    parser.add_argument("--hold", type=float, default=0.0,
                        help="seconds between the press and the release (default: none, as the other probes tap)")
    parser.add_argument("--settle", type=float, default=1.0, help="seconds after a tap before the next")
    args = parser.parse_args()
    probe.font_environment()
    binaries = {}
    for item in args.binary or [f"page={REPO / '.build' / 'debug' / 'mailsitegen'}"]:
        name, _, path = item.partition("=")
        binaries[name] = Path(path).resolve()
    if not all(binary.exists() for binary in binaries.values()):
        subprocess.run(["swift", "build"], cwd=REPO, check=True)
    counts = [int(count) for count in args.mails.split(",")]
    rates = [int(rate) for rate in args.rates.split(",")]
    loads = [os.getloadavg()[0]]

    with tempfile.TemporaryDirectory(prefix="tap-latency-benchmark-") as folder:
        pages = build_pages(binaries, counts, Path(folder))
        driver = probe.start()
        try:
            devtools = probe.DevTools(driver)
            devtools.send("Performance.enable", timeDomain="threadTicks")
            first = pages[(next(iter(binaries)), counts[0])]
            played = count_animations(driver, devtools, first)
            duration, easing = driver.execute_script(
                "const style = getComputedStyle(document.documentElement);"
                "return [parseFloat(style.getPropertyValue('--tab-bar-animation-settle-time')) * 1000,"
                "        style.getPropertyValue('--tab-bar-animation-easing').trim()]")
            bare_file = Path(folder) / "bare.html"
            bare_file.write_text(BARE_PAGE)
            query = ",".join(str(played[name]) for name, _, _ in CASES) + f"|{duration}|{easing}"
            bare = bare_file.as_uri() + "?" + urllib.parse.quote(query)

            variants = [(f"{name} {count:,}", url) for (name, count), url in pages.items()] + [("bare page", bare)]
            results = {(label, rate): [] for label, _ in variants for rate in rates}
            plan = [(label, url, rate) for rate in rates for label, url in variants]
            for run in range(args.runs):
                # Interleaved, and each round starts one step further along, so that no variant
                # always follows the same one.
                for label, url, rate in plan[run % len(plan):] + plan[:run % len(plan)]:
                    measure = measure_bare if url == bare else measure_page
                    results[(label, rate)].append(measure(driver, devtools, url, rate, args.hold, args.settle))
                loads.append(os.getloadavg()[0])
                print(f"  round {run + 1}/{args.runs} done, load {loads[-1]:.2f}", flush=True)
            version = driver.capabilities.get("browserVersion")
        finally:
            driver.quit()

    print(f"\nChromium {version}; {args.runs} taps per case and page; load average (1 min) "
          f"{min(loads):.2f} to {max(loads):.2f}; animations per tap: "
          + ", ".join(f"{played[name]}" for name, _, _ in CASES))
    print("INP of a tap, median / worst in ms (Event Timing API, rounded to 8 ms; <16: not reported, under "
          "the API's 16 ms threshold); click handlers' median ms; layouts' median")
    verdicts = []
    for rate in rates:
        print(f"at {rate}x CPU throttling (goal: worst at most {GOALS.get(rate, '-')} ms)")
        for name, _, _ in CASES:
            cells = []
            for label, _url in variants:
                taps = [run[name] for run in results[(label, rate)]]
                inp = [t["inp"] for t in taps]
                handlers = [t["handler"] for t in taps if t["handler"] is not None]
                handler = f"{statistics.median(handlers):5.1f}" if handlers else "    -"
                cells.append(f"{label}: {figure(statistics.median(inp)):>3} / {figure(max(inp)):>3} "
                             f"(h {handler}, L {statistics.median(t['layouts'] for t in taps):.0f})")
                if label.startswith(next(iter(binaries)) + " ") and rate in GOALS:
                    verdicts.append((label, rate, name, max(inp) <= GOALS[rate]))
            print(f"  {name:<24} " + "   ".join(cells))
    failed = [v for v in verdicts if not v[3]]
    print("PASS" if not failed else "FAIL: " + "; ".join(f"{label} at {rate}x, {name}" for label, rate, name, _ in failed))


if __name__ == "__main__":
    main()
