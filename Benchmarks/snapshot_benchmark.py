#!/usr/bin/env python3
"""Snapshot benchmark: `mailsitegen snapshot` against Playwright, and `--against` against the snapshot alone.

Not a test (timings depend on the machine): a measurement to run and record. Three sides, each a
whole run with the browser's start included, taking turns in each round (the order rotates), for
--runs rounds; medians printed, with a PASS or FAIL line for each goal.

(a) `mailsitegen snapshot --out X`: the default spec's 24 states, each at its phone's own scale
    (@3x, the SE's @2x), into a folder that does not exist yet; a whole process, from spawning it
    to reaping it.
(b) Playwright's Python API (sync): the same Chromium (`executable_path`), launched headless; for
    each of the 24 states of snapshots.json, a new context at the state's size in points and its
    scale (`viewport`, `device_scale_factor`), the state's link opened from a `mailsitegen build`
    folder on disk (`file://…/index.html#…`), `page.screenshot(path=…)` to a PNG; the browser
    closed. Timed in this process from before `launch` to after `close`.
(c) `mailsitegen snapshot --against BASE --out X` on the same, unchanged spec (BASE written once
    before the rounds): 24 states compared, nothing changed (exit status 0).

Goals: (a) at most (b); (c) at most (a) + 2 s.

    .build/browser-venv/bin/python Benchmarks/snapshot_benchmark.py --binary .build/release/mailsitegen \\
        [--browser /usr/lib/chromium/chromium] [--runs 5]

Needs `pip install playwright` in the venv (the browser is the system's: Playwright downloads none).
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

ROOT = Path(__file__).resolve().parent.parent


def run_snapshot(binary: str, browser: str, out: Path, against: Path | None = None) -> float:
    if out.exists():
        shutil.rmtree(out)
    command = [binary, "snapshot", "--browser", browser, "--out", str(out), "--quiet"]
    if against is not None:
        command += ["--against", str(against)]
    start = time.perf_counter()
    result = subprocess.run(command, capture_output=True, text=True)
    elapsed = time.perf_counter() - start
    if result.returncode != 0:
        sys.exit(f"{' '.join(command)} exited {result.returncode}:\n{result.stdout}{result.stderr}")
    return elapsed


def run_playwright(browser: str, site: Path, states: list[dict], out: Path) -> float:
    from playwright.sync_api import sync_playwright

    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)
    with sync_playwright() as p:
        start = time.perf_counter()
        chromium = p.chromium.launch(executable_path=browser, headless=True)
        for state in states:
            scale = state["scale"]
            context = chromium.new_context(
                viewport={"width": round(state["width"] / scale), "height": round(state["height"] / scale)},
                device_scale_factor=scale,
            )
            page = context.new_page()
            page.goto((site / "index.html").as_uri() + state["link"][len("index.html"):])
            page.screenshot(path=str(out / state["file"]))
            context.close()
        chromium.close()
        return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--binary", default=str(ROOT / ".build/release/mailsitegen"))
    parser.add_argument("--browser", default="/usr/lib/chromium/chromium")
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()

    work = Path(tempfile.mkdtemp(prefix="snapshot-benchmark-"))
    try:
        base = work / "base"
        run_snapshot(args.binary, args.browser, base)
        manifest = json.loads((base / "snapshots.json").read_text())
        states = manifest["states"]
        site = work / "site"
        subprocess.run([args.binary, "build", "--out", str(site), "--quiet"], check=True)
        print(f"{len(states)} states, {manifest['browser']}, {os.cpu_count()} cores, "
              f"load {os.getloadavg()[0]:.2f}")

        sides = {
            "snapshot": lambda: run_snapshot(args.binary, args.browser, work / "a"),
            "playwright": lambda: run_playwright(args.browser, site, states, work / "b"),
            "against": lambda: run_snapshot(args.binary, args.browser, work / "c", against=base),
        }
        times: dict[str, list[float]] = {name: [] for name in sides}
        names = list(sides)
        for round_index in range(args.runs):
            order = names[round_index % 3:] + names[:round_index % 3]
            for name in order:
                times[name].append(sides[name]())
            print(f"round {round_index + 1}: " + ", ".join(f"{n} {times[n][-1]:.2f} s" for n in names),
                  flush=True)

        median = {name: statistics.median(values) for name, values in times.items()}
        for name in names:
            print(f"{name}: median {median[name]:.2f} s (min {min(times[name]):.2f}, max {max(times[name]):.2f})")
        a, b, c = median["snapshot"], median["playwright"], median["against"]
        print(f"{'PASS' if a <= b else 'FAIL'}: snapshot {a:.2f} s vs Playwright {b:.2f} s ({a / b:.2f}x)")
        print(f"{'PASS' if c - a <= 2 else 'FAIL'}: --against costs {c - a:+.2f} s over the snapshot alone (goal at most +2 s)")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
