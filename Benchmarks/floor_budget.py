#!/usr/bin/env python3
"""Where a tab change's main-thread work goes, against the floor goal (issue 22; an experiment, not
a test: it edits copies of a built page in a temporary folder and measures them).

The goal: a tap costs at most 1.5x its floor, a bare page whose tap starts as many compositor
animations (tab_change_benchmark.py). This takes the page's tap apart, measured as that benchmark
measures it (renderer main-thread task time from the tap until 1 s later,
runtime_probe.probe_changes), every variant and the bare page interleaved run by run, each run
starting with another:
  the page               as built.
  without the list       the list never follows the tab (app.js's `showList` does nothing): the
                         tab bar's change, its animations and the link alone.
  without animations     `Element.prototype.animate` stubbed (the stub counts what would have
                         played): the state change, the list and the link alone.
  without either         the tab bar's state change and the link alone.
  bare page, 0 and N     the floor's page with no animation and with as many as the page plays.
  its animations alone   after each tap, the same animations started again, on the same elements
                         with the same keyframes, by a tap on the large title, which changes
                         nothing: what the page's motion costs without any change beside it.
From these, the page's parts: the list (the page less "without the list"), its animations (the
page less "without animations", beside what as many cost the bare page), and the tab bar's state
change, the link and the tap's own handling ("without either" less the bare tap with none). The
goal leaves the page 0.5x the floor for everything the bare page does not do.

    xvfb-run -a .build/browser-venv/bin/python Benchmarks/floor_budget.py [--page public/index.html] [--runs 7]
"""
from __future__ import annotations

import argparse
import shutil
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import runtime_probe as probe  # noqa: E402
import tab_change_benchmark as bench  # noqa: E402

REPO = Path(__file__).resolve().parents[1]
# app.js's showList: the list follows two frames after the tap. Replaced, the list never follows.
LIST_FOLLOWS = "listFrame = requestAnimationFrame(() => { root.dataset.listTab = id; });"
LIST_STAYS = "listFrame = 0;"
# Every animation the page starts is recorded; `__arm()` keeps those since the last call, which a
# tap on the large title (the probe's tap that changes nothing) then starts again.
REPLAY_JS = """
const animate = Element.prototype.animate;
let calls = [], replay = [];
Element.prototype.animate = function (keyframes, options) {
  calls.push([this, keyframes, options]);
  return animate.call(this, keyframes, options);
};
window.__arm = () => { replay = calls; calls = []; return replay.length; };
document.querySelector('[data-part="large-title"]').addEventListener('click', () => {
  for (const [element, keyframes, options] of replay) animate.call(element, keyframes, options);
  replay = [];
});
"""
VARIANTS = {
    "the page": (False, ""),
    "without the list": (True, ""),
    "without animations": (False, probe.WITHOUT_ANIMATIONS_JS),
    "without either": (True, probe.WITHOUT_ANIMATIONS_JS),
}


def without_the_list(site: Path, folder: Path) -> Path:
    out = folder / "without-the-list"
    shutil.copytree(site, out)
    script = (out / "app.js").read_text()
    if script.count(LIST_FOLLOWS) != 1:
        sys.exit(f"{site}/app.js: expected showList's line once: {LIST_FOLLOWS}")
    (out / "app.js").write_text(script.replace(LIST_FOLLOWS, LIST_STAYS))
    return out


def probe_replays(driver, devtools, url: str) -> dict[str, dict[str, float]]:
    """Each tab change, then its animations alone: started again by a tap that changes nothing."""
    probe.load(driver, url)
    driver.execute_script(REPLAY_JS)
    title = probe.centre(driver, '[data-part="large-title"]')
    devtools.click(title)  # the page's first tap, as in probe_changes
    time.sleep(0.5)
    results = {}
    for name, selector, expected in probe.CHANGES[: bench.TAB_CHANGES]:
        point = probe.centre(driver, selector)
        time.sleep(0.2)
        devtools.click(point)
        time.sleep(1.0)
        assert probe.state(driver) == expected, (name, probe.state(driver))
        played = driver.execute_script("return window.__arm()")
        time.sleep(0.2)
        results[name] = probe.tap_cost(devtools, title)
        results[name]["animations"] = played
    return results


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--page", default=str(REPO / "public" / "index.html"))
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    probe.font_environment()
    site = Path(args.page).resolve().parent
    with tempfile.TemporaryDirectory(prefix="floor-budget-") as name:
        listless = without_the_list(site, Path(name))
        urls = {variant: ((listless if stays else site) / "index.html").as_uri()
                for variant, (stays, _) in VARIANTS.items()}
        driver = probe.start()
        try:
            devtools = probe.DevTools(driver)
            devtools.send("Performance.enable", timeDomain="threadTicks")
            counted = probe.probe_changes(driver, devtools, urls["the page"], prepare=probe.WITHOUT_ANIMATIONS_JS)
            names = list(counted)[: bench.TAB_CHANGES]
            played = {change: int(counted[change]["animations"]) for change in names}
            duration, easing = bench.spring(driver)
            counts = sorted({0, *played.values()})
            results = {variant: [] for variant in [*VARIANTS, "its animations alone", "bare"]}
            order = list(results)
            for run in range(args.runs):
                for variant in order[run % len(order):] + order[:run % len(order)]:
                    if variant == "bare":
                        results[variant].append(probe.probe_bare_taps(driver, devtools, counts, duration, easing))
                    elif variant == "its animations alone":
                        results[variant].append(probe_replays(driver, devtools, urls["the page"]))
                    else:
                        prepare = VARIANTS[variant][1]
                        results[variant].append(probe.probe_changes(driver, devtools, urls[variant], prepare=prepare))
        finally:
            driver.quit()

    def tap(variant, change):
        return bench.median(run[change]["TaskDuration"] for run in results[variant]) * 1000

    def bare(count):
        return bench.median(run[count] for run in results["bare"])

    print(f"Chromium, median of {args.runs} interleaved runs (ms of main-thread tasks from the tap until 1 s later)")
    for change in names:
        floor, goal = bare(played[change]), 1.5 * bare(played[change])
        page = tap("the page", change)
        parts = {
            "the list": page - tap("without the list", change),
            "its animations": page - tap("without animations", change),
            "the tab bar's state, the link, the tap": tap("without either", change) - bare(0),
        }
        print(f"  {change}: the page {page:.1f} (" + ", ".join(f"{variant} {tap(variant, change):.1f}"
                                                      for variant in list(VARIANTS)[1:]) + ")")
        print(f"    floor {floor:.1f} ({played[change]} animations; the bare tap {bare(0):.1f}, its animations "
              f"{floor - bare(0):.1f}); goal at most {goal:.1f}, {page / floor:.2f}x now")
        replayed = bench.median(run[change]["animations"] for run in results["its animations alone"])
        print(f"    its {replayed:.0f} animations alone, started by a tap that changes nothing: "
              f"{tap('its animations alone', change):.1f} ({tap('its animations alone', change) / floor:.2f}x the floor)")
        print("    the page's parts: " + ", ".join(f"{part} {cost:.1f}" for part, cost in parts.items())
              + f"; over the floor {page - floor:.1f} against a budget of {goal - floor:.1f}")


if __name__ == "__main__":
    main()
