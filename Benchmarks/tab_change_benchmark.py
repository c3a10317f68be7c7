#!/usr/bin/env python3
"""Tab change benchmark: what a tap costs the main thread against its floor, and with a
real inbox.

Not a test (timings depend on the machine): a measurement to run and record. In headless Chromium,
over DevTools' own WebSocket (runtime_probe.py's `DevTools`, `probe_changes`, `probe_bare_taps`):
  1. Each kind of tab change on the page (All Mails -> a category, a category -> another, back to
     All Mails): renderer main-thread task time (`TaskDuration`, paint and commit included) from
     the tap until 1 s later, beside its floor measured in the same run, interleaved run by run: a
     bare page whose tap starts as many compositor animations as the page's tap plays (counted by
     stubbing `Element.prototype.animate`), of the same duration and easing. Goal: at most 1.5x.
  2. The same taps with a real inbox: the default design with 44, 400 and 2,000 generated mails
     (built with the debug binary into a temporary folder). Goal: 2,000 mails at most 1.5x the
     44-mail tap, and still 2 layouts.
  3. The page's load with each inbox: from navigation start to `data-ready` (app.js has run and
     the page has drawn twice), and the load's main-thread task time.

    .build/browser-venv/bin/python Benchmarks/tab_change_benchmark.py [--runs 7] [--mails 44,400,2000]
"""
from __future__ import annotations

import argparse
import datetime
import json
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import runtime_probe as probe

REPO = Path(__file__).resolve().parents[1]
CATEGORIES = ["primary", "transactions", "updates", "promotions"]
TAB_CHANGES = 3  # runtime_probe.CHANGES: the first three are tab changes


def inbox(count: int) -> list[dict]:
    """`count` mails over the default tabs, newest first, a quarter unread."""
    start = datetime.datetime(2026, 11, 29, 9, 41)
    return [{
        "from": f"Sender {index}",
        "subject": f"Subject line number {index} about the week",
        "preview": f"Preview of mail {index}: a sentence or two, long enough to wrap onto a second line.",
        "date": (start - datetime.timedelta(minutes=17 * index)).strftime("%Y-%m-%dT%H:%M:%S"),
        "category": CATEGORIES[index % len(CATEGORIES)],
        "unread": index % 4 == 0,
    } for index in range(count)]


def build_inboxes(counts: list[int], folder: Path) -> dict[int, str]:
    binary = REPO / ".build" / "debug" / "mailsitegen"
    if not binary.exists():
        subprocess.run(["swift", "build"], cwd=REPO, check=True)
    pages = {}
    for count in counts:
        spec = folder / f"mails-{count}.json"
        spec.write_text(json.dumps({"mails": inbox(count)}))
        out = folder / f"site-{count}"
        subprocess.run([str(binary), "build", "--spec", str(spec), "--out", str(out), "--quiet"], check=True)
        pages[count] = (out / "index.html").as_uri()
    return pages


def spring(driver) -> tuple[float, str]:
    return driver.execute_script(
        "const style = getComputedStyle(document.documentElement);"
        "return [parseFloat(style.getPropertyValue('--tab-bar-animation-settle-time')) * 1000,"
        "        style.getPropertyValue('--tab-bar-animation-easing').trim()]")


def median(values) -> float:
    return statistics.median(list(values))


def against_the_floor(driver, devtools, url: str, runs: int) -> None:
    still = probe.probe_changes(driver, devtools, url, prepare=probe.WITHOUT_ANIMATIONS_JS)
    names = list(still)[:TAB_CHANGES]
    played = {name: int(still[name]["animations"]) for name in names}
    duration, easing = spring(driver)
    pages, floors = [], []
    for _ in range(runs):
        pages.append(probe.probe_changes(driver, devtools, url))
        floors.append(probe.probe_bare_taps(driver, devtools, sorted(set(played.values())), duration, easing))
    print(f"a tab change against its floor (a bare page's tap with as many compositor animations), "
          f"median of {runs} interleaved runs; goal: at most 1.5x")
    for name in names:
        tasks = median(run[name]["TaskDuration"] for run in pages) * 1000
        floor = median(run[played[name]] for run in floors)
        ratio = tasks / floor
        print(f"  {name:<26} tasks {tasks:6.2f} ms   floor ({played[name]:2d} animations) {floor:6.2f} ms   "
              f"{ratio:4.2f}x" + ("   PASS" if ratio <= 1.5 else "   FAIL"))


def with_inboxes(driver, devtools, pages: dict[int, str], runs: int) -> None:
    results = {count: [] for count in pages}
    for _ in range(runs):
        for count, url in pages.items():
            results[count].append(probe.probe_changes(driver, devtools, url))
    smallest = min(pages)
    names = list(results[smallest][0])[:TAB_CHANGES]
    base = {name: median(run[name]["TaskDuration"] for run in results[smallest]) for name in names}
    print(f"the same taps with a real inbox (median of {runs}); goal: {max(pages):,} mails at most 1.5x "
          f"{smallest} mails, 2 layouts")
    for count in pages:
        for name in names:
            runs_of = results[count]
            tasks = median(run[name]["TaskDuration"] for run in runs_of)
            style = median(run[name]["RecalcStyleDuration"] for run in runs_of) * 1000
            layouts = median(run[name]["LayoutCount"] for run in runs_of)
            ratio = tasks / base[name]
            verdict = ""
            if count == max(pages):
                verdict = "   PASS" if ratio <= 1.5 and layouts <= 2 else "   FAIL"
            print(f"  {count:5,} mails  {name:<26} tasks {tasks * 1000:7.2f} ms ({ratio:5.2f}x)   "
                  f"style {style:6.2f} ms   layouts {layouts:.0f}" + verdict)


def loads(driver, devtools, pages: dict[int, str], runs: int) -> None:
    print(f"the page's load (median of {runs}): navigation start to data-ready, and its main-thread tasks")
    for count, url in pages.items():
        times, tasks = [], []
        for _ in range(runs):
            driver.get("about:blank")
            before = devtools.metrics()
            driver.get(url)
            ready = driver.execute_async_script(
                "const done = arguments[0];"
                "const check = () => document.documentElement.hasAttribute('data-ready')"
                "  ? done(performance.now()) : requestAnimationFrame(check); check();")
            time.sleep(0.3)
            after = devtools.metrics()
            times.append(ready)
            tasks.append((after["TaskDuration"] - before["TaskDuration"]) * 1000)
        print(f"  {count:5,} mails  ready at {median(times):7.1f} ms   main-thread tasks {median(tasks):7.1f} ms")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--page", default=str(REPO / "public" / "index.html"))
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--mails", default="44,400,2000")
    args = parser.parse_args()
    probe.font_environment()
    counts = [int(count) for count in args.mails.split(",")]
    with tempfile.TemporaryDirectory(prefix="tab-change-benchmark-") as folder:
        pages = build_inboxes(counts, Path(folder))
        driver = probe.start()
        try:
            devtools = probe.DevTools(driver)
            devtools.send("Performance.enable", timeDomain="threadTicks")
            print(f"Chromium {driver.capabilities.get('browserVersion')}")
            against_the_floor(driver, devtools, Path(args.page).resolve().as_uri(), args.runs)
            with_inboxes(driver, devtools, pages, args.runs)
            loads(driver, devtools, pages, args.runs)
        finally:
            driver.quit()


if __name__ == "__main__":
    main()
