#!/usr/bin/env python3
"""Runtime probe: what the page costs the browser's main thread while scrolling and on a tab change.

Not a test (timings depend on the machine): a measurement to run and record. In headless Chromium
it reads DevTools `Performance.getMetrics` before and after
  1. a 3,000 px scroll made of 30 wheel events through `Input.dispatchMouseEvent` (no page script
     involved; `Input.synthesizeScrollGesture` hangs or does not scroll in headless Chromium 156),
     once with the CSS scroll-timeline header and once with the script fallback (?scroll-driver=script);
  2. a tap on a category made with `Input.dispatchMouseEvent`, measured until the spring settles;
and prints layouts, style recalculations, script time and task time, plus the page's bytes.

    .build/browser-venv/bin/python Benchmarks/runtime_probe.py [--page public/index.html] [--runs 5]

Goals (README): no layout, no style recalculation and no script during scroll where scroll-driven
animations exist; a tab change under 4 ms of main-thread script + style + layout time.
"""
from __future__ import annotations

import argparse
import gzip
import statistics
import time
from pathlib import Path

from selenium import webdriver
from selenium.webdriver.chrome.service import Service

REPO = Path(__file__).resolve().parents[1]
KEYS = ["LayoutCount", "RecalcStyleCount", "ScriptDuration", "TaskDuration", "LayoutDuration", "RecalcStyleDuration"]


def start() -> webdriver.Chrome:
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--hide-scrollbars",
                     "--window-size=393,852", "--force-device-scale-factor=1"):
        options.add_argument(argument)
    driver = webdriver.Chrome(options=options, service=Service("/usr/bin/chromedriver"))
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": 393, "height": 852, "deviceScaleFactor": 1, "mobile": False})
    driver.execute_cdp_cmd("Performance.enable", {"timeDomain": "threadTicks"})
    return driver


def metrics(driver) -> dict[str, float]:
    values = driver.execute_cdp_cmd("Performance.getMetrics", {})["metrics"]
    return {m["name"]: m["value"] for m in values if m["name"] in KEYS}


def delta(before, after) -> dict[str, float]:
    return {key: after[key] - before[key] for key in KEYS}


def load(driver, url: str) -> None:
    driver.get(url)
    driver.execute_async_script(
        "const done = arguments[0];"
        "const check = () => document.documentElement.hasAttribute('data-ready')"
        "  ? requestAnimationFrame(() => done()) : requestAnimationFrame(check); check();")
    time.sleep(0.3)


def probe_scroll(driver, url: str) -> dict[str, float]:
    load(driver, url)
    before = metrics(driver)
    for _ in range(30):
        driver.execute_cdp_cmd("Input.dispatchMouseEvent",
                               {"type": "mouseWheel", "x": 200, "y": 500, "deltaX": 0, "deltaY": 100})
    time.sleep(0.5)
    after = metrics(driver)
    result = delta(before, after)
    result["scrollY"] = driver.execute_script("return scrollY")
    return result


def probe_tab_change(driver, url: str, until_settled: bool) -> dict[str, float]:
    """The tap itself (its event task and the first frame's style and layout), or the whole
    change until the spring has settled (every frame of the transition lays the row out)."""
    load(driver, url)
    box = driver.execute_script(
        "const r = document.querySelector('[data-tab=transactions]').getBoundingClientRect();"
        "return [r.left + r.width / 2, r.top + r.height / 2];")
    before = metrics(driver)
    for kind in ("mousePressed", "mouseReleased"):
        driver.execute_cdp_cmd("Input.dispatchMouseEvent",
                               {"type": kind, "x": box[0], "y": box[1], "button": "left", "clickCount": 1})
    if until_settled:
        time.sleep(1.0)  # the spring settles in 0.49 s
    else:
        # Stop the transitions' clock after the first frame, so only the tap's own work counts.
        driver.execute_async_script(
            "const done = arguments[0];"
            "requestAnimationFrame(() => { document.getAnimations().forEach((a) => a.pause()); done(); });")
    after = metrics(driver)
    assert driver.execute_script("return document.documentElement.dataset.activeTab") == "transactions"
    return delta(before, after)


def summarise(name: str, runs: list[dict[str, float]]) -> None:
    median = {key: statistics.median(run[key] for run in runs) for key in runs[0]}
    main_thread_ms = (median["ScriptDuration"] + median["LayoutDuration"] + median["RecalcStyleDuration"]) * 1000
    print(f"{name:<34} layouts {median['LayoutCount']:>3.0f} ({median['LayoutDuration'] * 1000:5.2f} ms)   "
          f"style recalcs {median['RecalcStyleCount']:>3.0f} ({median['RecalcStyleDuration'] * 1000:5.2f} ms)   "
          f"script {median['ScriptDuration'] * 1000:5.2f} ms   script+style+layout {main_thread_ms:6.2f} ms   "
          f"tasks {median['TaskDuration'] * 1000:7.2f} ms"
          + (f"   reached scrollY {median['scrollY']:.0f}" if "scrollY" in median else ""))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--page", default=str(REPO / "public" / "index.html"))
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    page = Path(args.page).resolve()
    url = page.as_uri()

    sizes = {p.name: p.read_bytes() for p in sorted(page.parent.iterdir()) if p.suffix in (".html", ".css", ".js")}
    total = sum(len(b) for b in sizes.values())
    zipped = sum(len(gzip.compress(b, 9)) for b in sizes.values())
    print(f"page: {', '.join(f'{n} {len(b):,} B' for n, b in sizes.items())}; "
          f"total {total:,} B, gzipped {zipped:,} B")

    driver = start()
    try:
        print(f"Chromium {driver.capabilities.get('browserVersion')}, median of {args.runs} runs:")
        summarise("scroll 3000 px, CSS scroll timeline", [probe_scroll(driver, url) for _ in range(args.runs)])
        summarise("scroll 3000 px, script fallback", [probe_scroll(driver, url + "?scroll-driver=script")
                                                      for _ in range(args.runs)])
        summarise("tab change: the tap and its frame", [probe_tab_change(driver, url, False) for _ in range(args.runs)])
        summarise("tab change: tap until settled", [probe_tab_change(driver, url, True) for _ in range(args.runs)])
    finally:
        driver.quit()


if __name__ == "__main__":
    main()
