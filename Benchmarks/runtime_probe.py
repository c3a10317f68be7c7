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
import itertools
import json
import statistics
import time
import urllib.request
from pathlib import Path

import websocket  # websocket-client, installed with selenium
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


class Tracer:
    """A second DevTools client on the page (beside chromedriver's), for `Tracing`: Selenium can
    send DevTools commands but not receive their events."""

    CATEGORIES = "devtools.timeline,disabled-by-default-devtools.timeline"

    def __init__(self, driver) -> None:
        address = driver.capabilities["goog:chromeOptions"]["debuggerAddress"]
        targets = json.load(urllib.request.urlopen(f"http://{address}/json"))
        url = next(t["webSocketDebuggerUrl"] for t in targets if t["type"] == "page")
        self.socket = websocket.create_connection(url, suppress_origin=True)
        self.ids = itertools.count(1)

    def send(self, method: str, **params) -> None:
        identifier = next(self.ids)
        self.socket.send(json.dumps({"id": identifier, "method": method, "params": params}))
        while json.loads(self.socket.recv()).get("id") != identifier:
            pass

    def record(self, action) -> list[dict]:
        self.send("Tracing.start", categories=self.CATEGORIES, transferMode="ReportEvents")
        action()
        self.send("Tracing.end")
        events = []
        while True:
            message = json.loads(self.socket.recv())
            if message.get("method") == "Tracing.dataCollected":
                events += message["params"]["value"]
            elif message.get("method") == "Tracing.tracingComplete":
                return events


def frame_costs(events: list[dict]) -> list[dict[str, float]]:
    """Main-thread work of one tap, in ms, in two parts: from its mousedown to the end of the
    first frame committed after its click (what the person waits for before the change starts to
    show), and the frame after it, where the list follows. Script excludes the style and layout
    it forced, which count as style and layout."""
    dispatches = [e for e in events if e.get("name") == "EventDispatch" and e.get("ph") == "X"]
    thread = (dispatches[0]["pid"], dispatches[0]["tid"])
    main = [e for e in events if (e.get("pid"), e.get("tid")) == thread and e.get("ph") == "X"]
    begin = min(e["ts"] for e in dispatches if e["args"]["data"]["type"] == "mousedown")
    click = next(e for e in dispatches if e["args"]["data"]["type"] == "click")
    commits = sorted((e for e in main if e["name"] == "Commit" and e["ts"] > click["ts"]), key=lambda e: e["ts"])
    ends = [commit["ts"] + commit["dur"] for commit in commits[:2]]

    def inside(event, outer):
        return outer["ts"] <= event["ts"] and event["ts"] + event["dur"] <= outer["ts"] + outer["dur"]

    def cost(start, end):
        window = [e for e in main if start <= e["ts"] <= end]

        def named(*names):
            return [e for e in window if e["name"] in names]

        def total(found):
            return sum(e["dur"] for e in found) / 1000

        calls = named("FunctionCall")
        forced = [e for e in named("UpdateLayoutTree", "Layout") if any(inside(e, call) for call in calls)]
        paints = named("Paint")
        return {
            "script": total(calls) - total(forced),
            "style": total(named("UpdateLayoutTree")),
            "layout": total(named("Layout")),
            "paint": total(named("PrePaint", "Layerize") + [p for p in paints
                                                           if not any(q is not p and inside(p, q) for q in paints)]),
            "recalcs": len(named("UpdateLayoutTree")),
            "tasks": total(named("RunTask")),
        }

    return [cost(begin, ends[0]), cost(ends[0] + 0.001, ends[1])]


def tap(driver, tab: str) -> None:
    box = driver.execute_script(
        "const r = document.querySelector(`[data-tab=${arguments[0]}]`).getBoundingClientRect();"
        "return [r.left + r.width / 2, r.top + r.height / 2];", tab)
    for kind in ("mousePressed", "mouseReleased"):
        driver.execute_cdp_cmd("Input.dispatchMouseEvent",
                               {"type": kind, "x": box[0], "y": box[1], "button": "left", "clickCount": 1})


# Each kind of tab change: a category opens and All Mails leaves; one category gives way to
# another; back to All Mails, when the rows of every category come back.
TAPS = [("allMails", "transactions"), ("transactions", "updates"), ("updates", "updates")]


def probe_taps(driver, tracer: Tracer, url: str) -> dict[str, dict[str, float]]:
    load(driver, url)
    results = {}
    for before, tab in TAPS:
        assert driver.execute_script("return document.documentElement.dataset.activeTab") == before

        def action():
            time.sleep(0.05)
            tap(driver, tab)
            time.sleep(0.7)  # the spring settles in 0.49 s; the first frame is long committed

        events = tracer.record(action)
        after = driver.execute_script("return document.documentElement.dataset.activeTab")
        assert driver.execute_script("return document.documentElement.dataset.listTab") == after
        first, second = frame_costs(events)
        results[f"{before} -> {after}"] = first
        results[f"{before} -> {after}, list frame"] = second
    return results


def probe_until_settled(driver, url: str) -> dict[str, float]:
    """The whole change from All Mails to a category, every frame of the spring included."""
    load(driver, url)
    before = metrics(driver)
    tap(driver, "transactions")
    time.sleep(1.0)  # the spring settles in 0.49 s
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
        summarise("tab change: tap until settled", [probe_until_settled(driver, url) for _ in range(args.runs)])
        tracer = Tracer(driver)
        taps = [probe_taps(driver, tracer, url) for _ in range(args.runs)]
        print(f"a tap, traced, median of {args.runs} runs, ms (goal: the frame that answers a tap under 4 ms "
              f"of script + style + layout; the list follows in the next frame):")
        for change in taps[0]:
            median = {key: statistics.median(run[change][key] for run in taps) for key in taps[0][change]}
            main_thread = median["script"] + median["style"] + median["layout"]
            verdict = "" if "list frame" in change else (" PASS" if main_thread < 4 else " FAIL")
            print(f"  {change:<38} script {median['script']:5.2f}   style {median['style']:5.2f} "
                  f"({median['recalcs']:.0f} recalcs)   layout {median['layout']:5.2f}   "
                  f"script+style+layout {main_thread:5.2f}{verdict}   "
                  f"paint {median['paint']:5.2f}   all tasks {median['tasks']:6.2f}")
    finally:
        driver.quit()


if __name__ == "__main__":
    main()
