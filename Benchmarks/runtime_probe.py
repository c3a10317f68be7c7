#!/usr/bin/env python3
"""Runtime probe: what the page costs the browser while scrolling, on a tab change and on search.

Not a test (timings depend on the machine): a measurement to run and record. In headless Chromium:
  1. Scrolling: DevTools `Performance.getMetrics` before and after a 3,000 px scroll made of 30
     wheel events (`Input.dispatchMouseEvent`; `Input.synthesizeScrollGesture` hangs in headless
     Chromium 156), with the CSS scroll-timeline header and with the script fallback
     (?scroll-driver=script): layouts, style recalculations, script.
  2. A whole change, at normal speed: `Performance.getMetrics` before a tap dispatched with
     `Input.dispatchMouseEvent` and 1 s after it (the spring settles in 0.49 s), for each kind of
     tap (All Mails -> a category, a category -> another, back to All Mails) and for focusing and
     cancelling search: renderer main-thread task time (`TaskDuration`, paint and commit included)
     and layouts. DevTools is spoken to directly over its WebSocket, not through chromedriver, whose
     own scripts around each command would be counted as the page's work.
  3. The floor under a whole change, in the same run: the page's own taps with every Web Animation
     taken out (`Element.prototype.animate` stubbed: the state, the list and the link alone), and
     a page that does nothing but answer a tap, with 0, 1 and as many compositor animations as
     the page's tap plays. The page's cost against the sum of the two says how much of it is the
     page's and how much the engine's.
  4. The frame that answers a tap, traced (DevTools `Tracing`): script, style and layout.
  5. The same changes at 4x CPU throttling (`Emulation.setCPUThrottlingRate`, Lighthouse's mobile
     setting): the gaps between `requestAnimationFrame` callbacks from the tap until the spring has
     settled, leaving out the frame that answers the tap and the frame where the list follows.
Then the same frame gaps in WebKitGTK (MiniBrowser under Xvfb, which has no CPU throttling) and in
headless Firefox (WebDriver BiDi, Tests/Browser/harness/bidi.py; no throttling either), where they are
installed, and the page's bytes. (Benchmarks/firefox_frames.py measures Firefox's frames further:
during a scroll with the script fallback, and the frame clock at rest.)

    .build/browser-venv/bin/python Benchmarks/runtime_probe.py [--page public/index.html] [--runs 9]
    (WebKit needs an X display: `xvfb-run -a .build/browser-venv/bin/python Benchmarks/runtime_probe.py`)

Goals (Benchmarks/README.md): scrolling costs no layout and no script where scroll-driven animations exist; a whole
tab change at most 15 ms of main-thread task time and 2 layouts (the tap and the list); at 4x
throttling no frame gap over 20 ms after the tap's frame and the list's; the frame that answers a tap
under 4 ms of script + style + layout; the page at most 32 KiB gzipped. The tab change
against its floor and with 2,000 mails: Benchmarks/tab_change_benchmark.py.
"""
from __future__ import annotations

import argparse
import glob
import gzip
import itertools
import json
import os
import statistics
import sys
import tempfile
import time
import urllib.parse
import urllib.request
from pathlib import Path

import websocket  # websocket-client, installed with selenium
from selenium import webdriver
from selenium.webdriver.chrome.service import Service

REPO = Path(__file__).resolve().parents[1]
KEYS = ["LayoutCount", "RecalcStyleCount", "ScriptDuration", "TaskDuration", "LayoutDuration", "RecalcStyleDuration"]


def font_environment() -> None:
    """The browsers draw with the test suite's pinned fonts (Tests/Browser/harness/fonts.py), so that label
    widths (and so layouts) are the same as in the tests, whatever else the machine has installed.
    The fonts are linked in here, as the suite links them: on a fresh checkout, before any test has
    run, fonts.conf names a folder that does not exist yet, and the pages would draw no text."""
    from harness import fonts  # the suite's module (Tests/Browser/harness)

    os.environ.update(fonts.prepare())


def start() -> webdriver.Chrome:
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--hide-scrollbars",
                     "--window-size=393,852", "--force-device-scale-factor=1"):
        options.add_argument(argument)
    driver = webdriver.Chrome(options=options, service=Service("/usr/bin/chromedriver"))
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": 393, "height": 852, "deviceScaleFactor": 1, "mobile": False})
    return driver


class DevTools:
    """A second DevTools client on the page (beside chromedriver's): commands without chromedriver's
    own page scripts around them, and `Tracing`, whose events Selenium cannot receive."""

    CATEGORIES = "devtools.timeline,disabled-by-default-devtools.timeline"

    def __init__(self, driver) -> None:
        address = driver.capabilities["goog:chromeOptions"]["debuggerAddress"]
        targets = json.load(urllib.request.urlopen(f"http://{address}/json"))
        url = next(t["webSocketDebuggerUrl"] for t in targets if t["type"] == "page")
        self.socket = websocket.create_connection(url, suppress_origin=True)
        self.ids = itertools.count(1)

    def send(self, method: str, **params) -> dict:
        identifier = next(self.ids)
        self.socket.send(json.dumps({"id": identifier, "method": method, "params": params}))
        while True:
            message = json.loads(self.socket.recv())
            if message.get("id") == identifier:
                return message.get("result", {})

    def metrics(self) -> dict[str, float]:
        values = self.send("Performance.getMetrics")["metrics"]
        return {m["name"]: m["value"] for m in values if m["name"] in KEYS}

    def click(self, point: tuple[float, float]) -> None:
        for kind in ("mousePressed", "mouseReleased"):
            self.send("Input.dispatchMouseEvent", type=kind, x=point[0], y=point[1], button="left", clickCount=1)

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


def load(driver, url: str) -> None:
    driver.get(url)
    driver.execute_async_script(
        "const done = arguments[0];"
        "const check = () => document.documentElement.hasAttribute('data-ready')"
        "  ? requestAnimationFrame(() => done()) : requestAnimationFrame(check); check();")
    time.sleep(0.3)


def centre(driver, selector: str) -> tuple[float, float]:
    return tuple(driver.execute_script(
        "const r = document.querySelector(arguments[0]).getBoundingClientRect();"
        "return [r.left + r.width / 2, r.top + r.height / 2];", selector))


# Each kind of change, as the selector tapped and the state it must lead to: a category opens and
# All Mails leaves; one category gives way to another; back to All Mails, when every row comes back;
# search opens and closes (the tab bar folds away and back).
CHANGES = [
    ("All Mails -> a category", '[data-tab="transactions"]', "transactions"),
    ("a category -> another", '[data-tab="updates"]', "updates"),
    ("a category -> All Mails", '[data-tab="updates"]', "allMails"),
    ("search: focus", ".search__input", "search"),
    ("search: Cancel", '[data-part="search-cancel"]', "allMails"),
]


def state(driver) -> str:
    return driver.execute_script(
        "const root = document.documentElement;"
        "return root.hasAttribute('data-search-active') ? 'search' : root.dataset.activeTab")


def probe_scroll(driver, devtools: DevTools, url: str) -> dict[str, float]:
    load(driver, url)
    before = devtools.metrics()
    for _ in range(30):
        devtools.send("Input.dispatchMouseEvent", type="mouseWheel", x=200, y=500, deltaX=0, deltaY=100)
    time.sleep(0.5)
    after = devtools.metrics()
    result = {key: after[key] - before[key] for key in KEYS}
    result["scrollY"] = driver.execute_script("return scrollY")
    return result


def tap_cost(devtools: DevTools, point: tuple[float, float]) -> dict[str, float]:
    """What a tap costs the renderer, from just before it until 1 s later (the spring settles in
    0.49 s): the difference in each of KEYS."""
    before = devtools.metrics()
    devtools.click(point)
    time.sleep(1.0)
    after = devtools.metrics()
    return {key: after[key] - before[key] for key in KEYS}


def probe_changes(driver, devtools: DevTools, url: str, prepare: str = "") -> dict[str, dict[str, float]]:
    """Each change's whole cost, from the tap until well after the spring has settled. `prepare`
    runs in the page once it has loaded; `animations` is what it counted, if it counts."""
    load(driver, url)
    if prepare:
        driver.execute_script(prepare)
    # A first tap on a page costs more whatever it does (here 1-5 ms): a tap on the large title,
    # which changes nothing, makes every change below a page's second tap.
    devtools.click(centre(driver, '[data-part="large-title"]'))
    time.sleep(0.5)
    results = {}
    for name, selector, expected in CHANGES:
        point = centre(driver, selector)
        time.sleep(0.2)
        results[name] = tap_cost(devtools, point)
        assert state(driver) == expected, (name, state(driver))
        results[name]["animations"] = driver.execute_script(
            "const n = window.__animations ?? 0; window.__animations = 0; return n")
    return results


# The page without its motion (summarise_floor): every Web Animation counted and not played.
WITHOUT_ANIMATIONS_JS = """
Element.prototype.animate = function () {
  window.__animations = (window.__animations ?? 0) + 1;
  return { cancel() {}, playState: 'finished', finished: Promise.resolve() };
};
"""

# A page that does nothing but answer a tap, with ?count|duration|easing compositor animations
# (a `translate` each): starting and ending them costs Chromium's main thread frames of its own
# (the frame that starts them, the one that learns they started, three as they end).
BARE_TAP_PAGE = """<!doctype html>
<html><head><meta name="viewport" content="width=device-width"><style>
body { margin: 0; }
button { display: block; width: 200px; height: 50px; margin: 300px auto 0; }
:root[data-state="b"] button { background: #f80; }
.piece { width: 20px; height: 20px; margin: 2px; background: #08f; translate: 0 0; }
</style></head><body><button>Tap</button><div id="pieces"></div><script>
const [count, duration, easing] = decodeURIComponent(location.search.slice(1)).split('|');
const pieces = Array.from({length: Number(count)}, () => document.createElement('div'));
for (const piece of pieces) { piece.className = 'piece'; document.getElementById('pieces').append(piece); }
document.querySelector('button').addEventListener('click', () => {
  const root = document.documentElement;
  root.dataset.state = root.dataset.state === 'b' ? 'a' : 'b';
  for (const piece of pieces) {
    piece.animate([{translate: '100px 0'}, {translate: '0 0'}], {duration: Number(duration), easing});
  }
});
requestAnimationFrame(() => requestAnimationFrame(() => { document.documentElement.dataset.ready = ''; }));
</script></body></html>
"""


def probe_bare_taps(driver, devtools: DevTools, counts: list[int], duration: float, easing: str) -> dict[int, float]:
    """A tap's whole cost (main-thread task time over 1 s) on a page that does nothing else, with
    `count` compositor animations: the engine's own cost of answering a tap and of animating."""
    results = {}
    with tempfile.TemporaryDirectory(prefix="runtime-probe-bare-") as folder:
        page = Path(folder) / "tap.html"
        page.write_text(BARE_TAP_PAGE)
        for count in counts:
            load(driver, page.as_uri() + "?" + urllib.parse.quote(f"{count}|{duration}|{easing}"))
            point = centre(driver, "button")
            devtools.click(point)  # the first tap on a page costs more, as on the page
            time.sleep(1.0)
            results[count] = tap_cost(devtools, point)["TaskDuration"] * 1000
    return results


# Installed in the page before each change: every animation frame's time (the time rAF passes,
# the frame's own start, the same for every callback of the frame), the moment the tap changes
# the page's state (the tab or search: a click for a tab, a focus for the field) and the moment
# the list follows (set in a rAF callback, so inside the frame that starts just before it).
FRAMES_JS = """
const root = document.documentElement;
// This change's own record: the loop and observer of the previous change (still running) keep theirs.
const probe = window.__probe = {frames: [], tap: null, list: null};
const start = performance.now();
const loop = (time) => {
  probe.frames.push(time);
  if (performance.now() - start < 2500) requestAnimationFrame(loop);
};
requestAnimationFrame(loop);
new MutationObserver((records) => {
  const now = performance.now();
  for (const {attributeName} of records) {
    if (attributeName === 'data-list-tab') probe.list ??= now;
    else probe.tap ??= now;
  }
}).observe(root, {attributes: true, attributeFilter: ['data-active-tab', 'data-search-active', 'data-list-tab']});
"""


def gaps_after(probe: dict, spring_ms: float) -> list[float]:
    """The gaps between frames from the tap until the spring has settled, leaving out the frame
    that answers the tap (the first to start after the state changed) and the one where the list
    follows (the frame whose callbacks changed it: the last to start before). A frame's own work
    is the gap that follows its start; frames that start once the spring has settled are not
    counted."""
    frames, tap, list_changed = probe["frames"], probe["tap"], probe["list"]
    if tap is None:
        return []
    skipped = {next((i for i, t in enumerate(frames) if t > tap), None)}
    if list_changed is not None:
        skipped.add(max((i for i, t in enumerate(frames) if t <= list_changed), default=None))
    # Until the spring settles: the frame after it, where the animations end and nothing moves any
    # more (each element goes back to its own style), is not a frame of the motion.
    end = tap + spring_ms
    return [frames[i + 1] - frames[i] for i in range(len(frames) - 1)
            if frames[i] >= tap and frames[i] <= end and i not in skipped]


def probe_frame_gaps(driver, url: str, click) -> dict[str, list[float]]:
    """For each change, every frame gap from the tap until the spring settles."""
    load(driver, url)
    results = {}
    for name, selector, expected in CHANGES:
        token = "--search-animation-settle-time" if name.startswith("search") else "--tab-bar-animation-settle-time"
        spring_ms = 1000 * float(driver.execute_script(
            "return parseFloat(getComputedStyle(document.documentElement).getPropertyValue(arguments[0]))", token))
        point = centre(driver, selector)
        driver.execute_script(FRAMES_JS)
        time.sleep(0.2)
        click(point, selector)
        time.sleep(1.2)
        probe = driver.execute_script("return window.__probe")
        assert state(driver) == expected, (name, state(driver))
        results[name] = gaps_after(probe, spring_ms)
    return results


def frame_costs(events: list[dict]) -> dict[str, float]:
    """Main-thread work from a tap's mousedown to the end of the first frame committed after its
    click (what the person waits for before the change starts to show). Script excludes the style
    and layout it forced, which count as style and layout."""
    dispatches = [e for e in events if e.get("name") == "EventDispatch" and e.get("ph") == "X"]
    thread = (dispatches[0]["pid"], dispatches[0]["tid"])
    main = [e for e in events if (e.get("pid"), e.get("tid")) == thread and e.get("ph") == "X"]
    begin = min(e["ts"] for e in dispatches if e["args"]["data"]["type"] == "mousedown")
    click = next(e for e in dispatches if e["args"]["data"]["type"] == "click")
    commit = min((e for e in main if e["name"] == "Commit" and e["ts"] > click["ts"]), key=lambda e: e["ts"])
    end = commit["ts"] + commit["dur"]
    window = [e for e in main if begin <= e["ts"] <= end]

    def inside(event, outer):
        return outer["ts"] <= event["ts"] and event["ts"] + event["dur"] <= outer["ts"] + outer["dur"]

    def total(found):
        return sum(e["dur"] for e in found) / 1000

    calls = [e for e in window if e["name"] == "FunctionCall"]
    styles = [e for e in window if e["name"] == "UpdateLayoutTree"]
    layouts = [e for e in window if e["name"] == "Layout"]
    forced = [e for e in styles + layouts if any(inside(e, call) for call in calls)]
    return {"script": total(calls) - total(forced), "style": total(styles), "layout": total(layouts)}


def probe_tap_frames(driver, devtools: DevTools, url: str) -> dict[str, dict[str, float]]:
    load(driver, url)
    results = {}
    for name, selector, expected in CHANGES[:3]:
        point = centre(driver, selector)

        def action():
            time.sleep(0.05)
            devtools.click(point)
            time.sleep(0.7)

        results[name] = frame_costs(devtools.record(action))
        assert state(driver) == expected
    return results


def webkit_frame_gaps(url: str, runs: int) -> list[dict[str, list[float]]] | None:
    """The frame gaps in WebKitGTK's MiniBrowser (no CPU throttling there), if it is installed."""
    browsers = sorted(glob.glob("/usr/lib/*/webkit2gtk-4.1/MiniBrowser"))
    if not browsers or not os.environ.get("DISPLAY") or not Path("/usr/bin/WebKitWebDriver").exists():
        return None
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.by import By
    from selenium.webdriver.webkitgtk.service import Service as WebKitService

    options = webdriver.WebKitGTKOptions()
    options.binary_location = browsers[0]
    options.add_argument("--automation")
    driver = webdriver.WebKitGTK(options=options, service=WebKitService(executable_path="/usr/bin/WebKitWebDriver"))
    try:
        driver.set_window_size(393, 852 + 60)

        def click(_point, selector):
            ActionChains(driver).click(driver.find_element(By.CSS_SELECTOR, selector)).perform()

        return [probe_frame_gaps(driver, url, click) for _ in range(runs)]
    finally:
        driver.quit()


def firefox_frame_gaps(url: str, runs: int) -> list[dict[str, list[float]]] | None:
    """The frame gaps in headless Firefox (no throttling there either), driven through WebDriver BiDi
    by the browser suite's own client (Tests/Browser/harness/bidi.py), if it is installed."""
    from harness import bidi

    try:
        binary = bidi.find_firefox()
    except bidi.FirefoxUnavailable:
        return None
    with tempfile.TemporaryDirectory(prefix="runtime-probe-firefox-") as profile:
        driver = bidi.Firefox(Path(profile), binary=binary)
        try:
            driver.set_viewport(393, 852)

            def click(_point, selector):
                driver.find_element("css selector", selector).click()

            return [probe_frame_gaps(driver, url, click) for _ in range(runs)]
        finally:
            driver.quit()


def summarise_gaps(engine: str, runs: list[dict[str, list[float]]]) -> None:
    print(f"{engine}: frame gaps from the tap until the spring settles, leaving out the tap's frame "
          f"and the list's (median of {len(runs)} runs; goal: none over 20 ms):")
    for name in runs[0]:
        over = statistics.median(sum(1 for gap in run[name] if gap > 20) for run in runs)
        longest = statistics.median(max(run[name], default=0) for run in runs)
        frames = statistics.median(len(run[name]) for run in runs)
        print(f"  {name:<26} frames {frames:4.0f}   gaps over 20 ms {over:3.0f}   longest {longest:6.1f} ms"
              + ("   PASS" if over == 0 else "   FAIL"))


def summarise_floor(driver, devtools: DevTools, url: str, changes: list[dict], runs: int) -> None:
    """The change's cost beside its floor: the same tap without animations, plus what as many
    compositor animations cost on a page that does nothing else (over that page's bare tap)."""
    still = [probe_changes(driver, devtools, url, prepare=WITHOUT_ANIMATIONS_JS) for _ in range(runs)]
    load(driver, url)
    duration, easing = driver.execute_script(
        "const style = getComputedStyle(document.documentElement);"
        "return [parseFloat(style.getPropertyValue('--tab-bar-animation-settle-time')) * 1000,"
        "        style.getPropertyValue('--tab-bar-animation-easing').trim()]")
    played = {name: int(statistics.median(run[name]["animations"] for run in still)) for name in still[0]}
    counts = sorted({0, 1, *played.values()})
    bare = [probe_bare_taps(driver, devtools, counts, duration, easing) for _ in range(runs)]
    cost = {count: statistics.median(run[count] for run in bare) for count in counts}
    print(f"the floor under a change: a bare tap on a page that does nothing else costs {cost[0]:.1f} ms, "
          f"{cost[1]:.1f} ms with one compositor animation; the page's tap without its animations, plus "
          f"what its animations cost on the bare page:")
    for name in still[0]:
        tasks = statistics.median(run[name]["TaskDuration"] for run in changes) * 1000
        alone = statistics.median(run[name]["TaskDuration"] for run in still) * 1000
        count = played[name]
        animations = cost[count] - cost[0]
        print(f"  {name:<26} tasks {tasks:6.2f} ms   without animations {alone:6.2f} ms   "
              f"{count:2d} animations +{animations:5.2f} ms   floor {alone + animations:6.2f} ms")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--page", default=str(REPO / "public" / "index.html"))
    parser.add_argument("--runs", type=int, default=9)
    args = parser.parse_args()
    font_environment()
    page = Path(args.page).resolve()
    url = page.as_uri()

    # The page itself; the review board (states.html, states.css) is a page of its own.
    sizes = {name: (page.parent / name).read_bytes() for name in ("index.html", "style.css", "app.js")
             if (page.parent / name).exists()}
    total = sum(len(b) for b in sizes.values())
    zipped = sum(len(gzip.compress(b, 9)) for b in sizes.values())
    print(f"page: {', '.join(f'{n} {len(b):,} B' for n, b in sizes.items())}; total {total:,} B, "
          f"gzipped {zipped:,} B" + ("   PASS" if zipped <= 32 * 1024 else "   FAIL (goal: at most 32 KiB)"))

    driver = start()
    try:
        devtools = DevTools(driver)
        devtools.send("Performance.enable", timeDomain="threadTicks")
        print(f"Chromium {driver.capabilities.get('browserVersion')}, median of {args.runs} runs:")
        for label, address in (("CSS scroll timeline", url), ("script fallback", url + "?scroll-driver=script")):
            runs = [probe_scroll(driver, devtools, address) for _ in range(args.runs)]
            median = {key: statistics.median(run[key] for run in runs) for key in runs[0]}
            print(f"  scroll 3000 px, {label:<20} layouts {median['LayoutCount']:.0f}   "
                  f"style recalcs {median['RecalcStyleCount']:.0f} ({median['RecalcStyleDuration'] * 1000:.2f} ms)   "
                  f"script {median['ScriptDuration'] * 1000:.2f} ms   reached scrollY {median['scrollY']:.0f}")

        changes = [probe_changes(driver, devtools, url) for _ in range(args.runs)]
        print("a whole change, from the tap until 1 s later (goal for a tab change: at most 15 ms of "
              "main-thread tasks and 2 layouts):")
        for name in changes[0]:
            median = {key: statistics.median(run[name][key] for run in changes) for key in KEYS}
            tasks = median["TaskDuration"] * 1000
            verdict = ""
            if not name.startswith("search"):
                verdict = "   PASS" if tasks <= 15 and median["LayoutCount"] <= 2 else "   FAIL"
            print(f"  {name:<26} tasks {tasks:6.2f} ms   layouts {median['LayoutCount']:.0f} "
                  f"({median['LayoutDuration'] * 1000:.2f} ms)   style recalcs {median['RecalcStyleCount']:.0f} "
                  f"({median['RecalcStyleDuration'] * 1000:.2f} ms)   script {median['ScriptDuration'] * 1000:.2f} ms"
                  + verdict)

        summarise_floor(driver, devtools, url, changes, args.runs)

        taps = [probe_tap_frames(driver, devtools, url) for _ in range(args.runs)]
        print("the frame that answers a tap, traced (goal: under 4 ms of script + style + layout):")
        for name in taps[0]:
            median = {key: statistics.median(run[name][key] for run in taps) for key in taps[0][name]}
            work = median["script"] + median["style"] + median["layout"]
            print(f"  {name:<26} script {median['script']:5.2f}   style {median['style']:5.2f}   "
                  f"layout {median['layout']:5.2f}   script+style+layout {work:5.2f} ms"
                  + ("   PASS" if work < 4 else "   FAIL"))

        devtools.send("Emulation.setCPUThrottlingRate", rate=4)
        try:
            gaps = [probe_frame_gaps(driver, url, lambda point, _selector: devtools.click(point))
                    for _ in range(args.runs)]
        finally:
            devtools.send("Emulation.setCPUThrottlingRate", rate=1)
        summarise_gaps("Chromium at 4x CPU throttling", gaps)
    finally:
        driver.quit()

    webkit = webkit_frame_gaps(url, args.runs)
    if webkit is None:
        print("WebKitGTK: not measured (no MiniBrowser, WebKitWebDriver or X display here)")
    else:
        summarise_gaps("WebKitGTK (no throttling)", webkit)
    firefox = firefox_frame_gaps(url, args.runs)
    if firefox is None:
        print("Firefox: not measured (not installed here)")
    else:
        summarise_gaps("Firefox (no throttling)", firefox)


if __name__ == "__main__":
    main()
