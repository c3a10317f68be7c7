#!/usr/bin/env python3
"""Where a tab change's main-thread work goes, against the floor goal (an experiment, not
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
  a transform-only tap   the same, with one write of `translate` or `opacity` to each animated
                         element (a value drawn the same): the least a tab bar whose state is
                         drawn by transforms alone, never laid out again, could do in a tap.
  ... and a list layer   the same, with the list shown as one of five lists built at load (one a
                         tab, each a compositing layer of its own, stacked in a box of a fixed
                         height): the tap makes one visible and the one shown before invisible.
                         What the rewrite Benchmarks/experiments/README.md names (the tab bar's
                         state in transforms, the list's change a layer shown) could cost at
                         best, with neither a layout nor a restyled row.
  ... on the page emptied
                         its animations alone again, on a copy of the page without its rows and
                         without the header's scroll-driven animations: whether what the motion
                         costs beyond the bare page comes from the rest of the page or from the
                         tab bar's own parts.
From these, the page's parts: the list (the page less "without the list"), its animations (the
page less "without animations", beside what as many cost the bare page), and the tab bar's state
change, the link and the tap's own handling ("without either" less the bare tap with none). The
goal leaves the page 0.5x the floor for everything the bare page does not do.

    xvfb-run -a .build/browser-venv/bin/python Benchmarks/experiments/floor_budget.py [--page public/index.html] [--runs 7]
"""
from __future__ import annotations

import argparse
import re
import shutil
import sys
import tempfile
import time
from pathlib import Path

import runtime_probe as probe
import tab_change_benchmark as bench

REPO = Path(__file__).resolve().parents[1]
# app.js's showList: the list follows two frames after the tap. Replaced, the list never follows.
LIST_FOLLOWS = "listFrame = requestAnimationFrame(() => { root.dataset.listTab = id; });"
LIST_STAYS = "listFrame = 0;"
# Every animation the page starts is recorded; `__arm(writes, layers)` keeps those since the last
# call, which a tap on the large title (the probe's tap that changes nothing) then starts again:
# with `writes`, each element's `translate` or `opacity` written as well (a value drawn the same,
# 0.001 px or 0.999 apart, alternating); with `layers`, the list shown as a layer (LAYERS_JS).
REPLAY_JS = """
const animate = Element.prototype.animate;
let calls = [], replay = [], writes = false, layers = false, flip = false;
Element.prototype.animate = function (keyframes, options) {
  calls.push([this, keyframes, options]);
  return animate.call(this, keyframes, options);
};
window.__arm = (withWrites = false, withLayers = false) => {
  [replay, calls, writes, layers] = [calls, [], withWrites, withLayers];
  return replay.length;
};
document.querySelector('[data-part="large-title"]').addEventListener('click', () => {
  flip = !flip;
  const written = new Set();
  for (const [element, keyframes, options] of replay) {
    animate.call(element, keyframes, options);
    if (!writes || written.has(element)) continue;
    written.add(element);
    if ('opacity' in keyframes[keyframes.length - 1]) element.style.opacity = flip ? '0.999' : '';
    else element.style.translate = flip ? '0.001px 0' : '';
  }
  if (layers) window.__showNextList();
  window.__replayed = { animations: replay.length, writes: written.size, layers };
  replay = [];
});
"""
# The list as five lists built at load, one a tab, each on a compositing layer of its own and
# stacked in a box as tall as the whole list (so that showing one lays nothing out); every row
# shown in them (data-list-tab stays at All Mails). `__showNextList` makes the next one visible.
LAYERS_JS = """
const list = document.querySelector('.mail-list__rows');
const box = document.createElement('div');
box.style.cssText = `position: relative; height: ${list.offsetHeight}px; contain: strict`;
const tabs = ['allMails', 'primary', 'transactions', 'updates', 'promotions'];
const lists = tabs.map((tab) => {
  const layer = list.cloneNode(false);
  for (const row of list.children) {
    if (tab === 'allMails' || row.dataset.category === tab) layer.append(row.cloneNode(true));
  }
  layer.style.cssText = 'position: absolute; inset: 0 0 auto; will-change: opacity; opacity: 0';
  box.append(layer);
  return layer;
});
list.replaceWith(box);
let shown = 0;
lists[shown].style.opacity = '1';
window.__showNextList = () => {
  lists[shown].style.opacity = '0';
  shown = (shown + 1) % lists.length;
  lists[shown].style.opacity = '1';
};
"""
VARIANTS = {
    "the page": (False, ""),
    "without the list": (True, ""),
    "without animations": (False, probe.WITHOUT_ANIMATIONS_JS),
    "without either": (True, probe.WITHOUT_ANIMATIONS_JS),
}


# The rows of the default page's list, each written on lines of its own, and the header's
# scroll-driven animations (style.css's `animation-timeline` rules).
ROW = re.compile(r'<li class="mail" .*?</li>\n', re.S)
NO_CSS_ANIMATIONS = "\n* { animation: none !important; }\n"


def emptied(site: Path, folder: Path) -> Path:
    out = folder / "emptied"
    shutil.copytree(site, out)
    page = (out / "index.html").read_text()
    if not ROW.search(page):
        sys.exit(f"{site}/index.html: expected rows written as <li class=\"mail\" ...>")
    (out / "index.html").write_text(ROW.sub("", page))
    with (out / "style.css").open("a") as style:
        style.write(NO_CSS_ANIMATIONS)
    return out


def without_the_list(site: Path, folder: Path) -> Path:
    out = folder / "without-the-list"
    shutil.copytree(site, out)
    script = (out / "app.js").read_text()
    if script.count(LIST_FOLLOWS) != 1:
        sys.exit(f"{site}/app.js: expected showList's line once: {LIST_FOLLOWS}")
    (out / "app.js").write_text(script.replace(LIST_FOLLOWS, LIST_STAYS))
    return out


def probe_replays(driver, devtools, url: str, writes: bool = False, layers: bool = False) -> dict[str, dict[str, float]]:
    """Each tab change, then its animations alone: started again by a tap that changes nothing
    else (`writes`, `layers`: REPLAY_JS)."""
    probe.load(driver, url)
    driver.execute_script(REPLAY_JS)
    if layers:
        driver.execute_script(LAYERS_JS)
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
        if layers:  # every row shown in the lists, whatever the tab
            driver.execute_script("document.documentElement.dataset.listTab = 'allMails'")
        played = driver.execute_script("return window.__arm(arguments[0], arguments[1])", writes, layers)
        time.sleep(0.3)
        results[name] = probe.tap_cost(devtools, title)
        results[name]["animations"] = played
        # What the tap on the title did: the animations again, and the writes and the list if asked.
        replayed = driver.execute_script("return window.__replayed")
        assert replayed["animations"] == played and (replayed["writes"] > 0) == writes, (name, replayed)
        assert replayed["layers"] == layers, (name, replayed)
    return results


# The replays: (the page's copy, writes, layers) for probe_replays.
REPLAYS = {
    "its animations alone": ("the page", False, False),
    "a transform-only tap": ("the page", True, False),
    "... and a list layer": ("the page", True, True),
    "... on the page emptied": ("emptied", False, False),
}


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
        urls["emptied"] = (emptied(site, Path(name)) / "index.html").as_uri()
        driver = probe.start()
        try:
            devtools = probe.DevTools(driver)
            devtools.send("Performance.enable", timeDomain="threadTicks")
            counted = probe.probe_changes(driver, devtools, urls["the page"], prepare=probe.WITHOUT_ANIMATIONS_JS)
            names = list(counted)[: bench.TAB_CHANGES]
            played = {change: int(counted[change]["animations"]) for change in names}
            duration, easing = bench.spring(driver)
            counts = sorted({0, *played.values()})
            results = {variant: [] for variant in [*VARIANTS, *REPLAYS, "bare"]}
            order = list(results)
            for run in range(args.runs):
                for variant in order[run % len(order):] + order[:run % len(order)]:
                    if variant == "bare":
                        results[variant].append(probe.probe_bare_taps(driver, devtools, counts, duration, easing))
                    elif variant in REPLAYS:
                        copy, writes, layers = REPLAYS[variant]
                        results[variant].append(probe_replays(driver, devtools, urls[copy], writes, layers))
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
        print(f"    its {replayed:.0f} animations again, by a tap that changes nothing: " + ", ".join(
            f"{variant} {tap(variant, change):.1f} ({tap(variant, change) / floor:.2f}x)" for variant in REPLAYS))
        print("    the page's parts: " + ", ".join(f"{part} {cost:.1f}" for part, cost in parts.items())
              + f"; over the floor {page - floor:.1f} against a budget of {goal - floor:.1f}")


if __name__ == "__main__":
    main()
