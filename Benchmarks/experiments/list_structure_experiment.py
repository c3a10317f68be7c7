#!/usr/bin/env python3
"""Which list structure can meet the goal "2,000 mails at most 1.5x the 44-mail tap" (an
experiment, not a test: it edits built pages in a temporary folder and measures them).

Each variant is the default design with 2,000 generated mails (tab_change_benchmark.inbox), its
taps measured as tab_change_benchmark measures them (renderer main-thread task time from the tap
until 1 s later, runtime_probe.probe_changes), interleaved run by run with the 44-mail page:
  shipped       the page as built: rows of other categories folded (content-visibility: hidden)
                through the `:root[data-list-tab]` rules, so a tap restyles every row.
  no filter     the filter rules removed: no row changes at all. The lower bound of any
                structure: what the rest of a tap costs beside a 2,000-row document.
  list per tab  the All Mails list and a copy per category holding its rows, the lists not shown
                under content-visibility: hidden (added by script after load): a tap restyles
                two lists, and the first time a list shows, lays it out.
  warm lists    the same, each list shown once before the taps: what keeping their layout buys.
  moved lists   every list laid out once and kept so, the ones not shown moved out of view
                (`translate`, the categories' lists out of the flow): a tap restyles the lists
                alone and lays nothing out. (The page then scrolls by the All Mails list's
                height whatever the tab: this variant measures the cost, not a finished page.)
  ... + auto    the same with every row `content-visibility: auto` (the engine lays out and
                paints only the rows near the viewport).
  chunks of N   the shipped page with its rows split, in order, into lists of N rows, each list
                `content-visibility: auto`: the engine styles, lays out and paints only the lists
                near the viewport (a row's style in a list it skips waits until it is shown). A
                list it skips counts as a guessed 95 px a row, remembered once it has been drawn.
  sized N       the same, a skipped list as tall as the rows the list's tab shows in it (each
                row's height measured at load, a custom property per tab): what an exact guess
                buys, since a list that shrinks on a tap brings the next one into view.

    xvfb-run -a .build/browser-venv/bin/python Benchmarks/experiments/list_structure_experiment.py [--runs 3]
"""
from __future__ import annotations

import argparse
import shutil
import sys
import tempfile
from pathlib import Path

import runtime_probe as probe
import tab_change_benchmark as bench

# The filter's rules in style.css, from their comment up to the caption's.
FILTER_START = "/* The list filtered by the active tab"
FILTER_END = "/* The list's caption"

# One list per tab. The page's CSP allows no <style>, so the rule goes in a constructed sheet.
LIST_PER_TAB_JS = """
const rows = document.querySelector('.mail-list__rows');
const tabs = Array.from(document.querySelectorAll('.tabbar__categories [data-tab]'), (pill) => pill.dataset.tab);
rows.dataset.for = 'allMails';
for (const tab of tabs) {
  const list = rows.cloneNode(false);
  list.dataset.for = tab;
  for (const row of rows.children) if (row.dataset.category === tab) list.append(row.cloneNode(true));
  rows.after(list);
}
const sheet = new CSSStyleSheet();
const hidden = ['allMails', ...tabs]
  .map((tab) => `:root[data-list-tab="${tab}"] .mail-list__rows:not([data-for="${tab}"])`).join(',');
sheet.replaceSync(arguments[1]
  ? `.mail-list { position: relative; overflow: clip; }
     .mail-list__rows:not([data-for="allMails"]) { position: absolute; top: 0; inset-inline: 0; }
     ${hidden} { translate: 300vw 0; }`
  : hidden + ' { content-visibility: hidden; contain-intrinsic-size: 0 0; height: 0; visibility: hidden; }');
if (arguments[2]) sheet.insertRule('.mail { content-visibility: auto; contain-intrinsic-size: auto 100px; }');
document.adoptedStyleSheets = [sheet];
if (arguments[0]) {
  for (const tab of [...tabs, 'allMails']) {
    document.documentElement.dataset.listTab = tab;
    document.body.offsetHeight;
  }
}
"""

# Every row `content-visibility: auto`, nothing else changed.
AUTO_ROWS_JS = """
const sheet = new CSSStyleSheet();
sheet.replaceSync('.mail { content-visibility: auto; contain-intrinsic-size: auto 100px; }');
document.adoptedStyleSheets = [sheet];
"""

# The rows split into lists of `size` rows, each `content-visibility: auto`; with `sized`, a list
# the engine skips is as tall as the rows the list's tab shows in it, else a guessed 95 px a row.
CHUNKS_JS = """
const [size, sized] = arguments;
const first = document.querySelector('.mail-list__rows');
const rows = Array.from(first.children);
const tabs = ['allMails', ...Array.from(document.querySelectorAll('.tabbar__categories [data-tab]'), (pill) => pill.dataset.tab)];
const heights = rows.map((row) => row.getBoundingClientRect().height);
const lists = [first];
for (let start = size; start < rows.length; start += size) {
  const list = first.cloneNode(false);
  list.append(...rows.slice(start, start + size));
  first.parentElement.insertBefore(list, lists.at(-1).nextSibling);
  lists.push(list);
}
lists.forEach((list, index) => {
  for (const tab of tabs) {
    const height = rows.slice(index * size, (index + 1) * size).reduce((sum, row, k) =>
      sum + (tab === 'allMails' || row.dataset.category === tab ? heights[index * size + k] : 0), 0);
    list.style.setProperty(`--height-${tab}`, `${height}px`);
  }
});
const sheet = new CSSStyleSheet();
sheet.replaceSync(sized
  ? '.mail-list__rows { content-visibility: auto; contain-intrinsic-block-size: var(--height); }'
    + tabs.map((tab) => `:root[data-list-tab="${tab}"] .mail-list__rows { --height: var(--height-${tab}); }`).join('')
  : `.mail-list__rows { content-visibility: auto; contain-intrinsic-size: auto ${size * 95}px; }`);
document.adoptedStyleSheets = [sheet];
document.body.offsetHeight;
"""


def without_filter(site: Path, folder: Path) -> str:
    out = folder / "no-filter"
    shutil.copytree(site, out)
    css = (out / "style.css").read_text()
    start, end = css.index(FILTER_START), css.index(FILTER_END)
    (out / "style.css").write_text(css[:start] + css[end:])
    return (out / "index.html").as_uri()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    probe.font_environment()
    with tempfile.TemporaryDirectory(prefix="list-structure-") as name:
        folder = Path(name)
        pages = bench.build_inboxes([44, 2000], folder)
        bare = without_filter(folder / "site-2000", folder)
        # name: (url, script run after load, its arguments: warm, moved, rows auto)
        variants = {
            "44 mails": (pages[44], None, None),
            "shipped": (pages[2000], None, None),
            "no filter": (bare, None, None),
            "no filter + auto": (bare, AUTO_ROWS_JS, ()),
            "list per tab": (bare, LIST_PER_TAB_JS, (False, False)),
            "warm lists": (bare, LIST_PER_TAB_JS, (True, False)),
            "moved lists": (bare, LIST_PER_TAB_JS, (True, True)),
            "moved + auto": (bare, LIST_PER_TAB_JS, (True, True, True)),
            "chunks of 100": (pages[2000], CHUNKS_JS, (100, False)),
            "sized 50": (pages[2000], CHUNKS_JS, (50, True)),
            "sized 100": (pages[2000], CHUNKS_JS, (100, True)),
        }
        driver = probe.start()
        try:
            devtools = probe.DevTools(driver)
            devtools.send("Performance.enable", timeDomain="threadTicks")
            results = {variant: [] for variant in variants}
            for _ in range(args.runs):
                for variant, (url, script, flags) in variants.items():
                    arguments = ", ".join(str(flag).lower() for flag in flags or ())
                    prepare = f"return (function () {{ {script} }})({arguments})" if script else ""
                    results[variant].append(probe.probe_changes(driver, devtools, url, prepare=prepare))
        finally:
            driver.quit()
    names = list(results["44 mails"][0])[: bench.TAB_CHANGES]
    base = {name: bench.median(run[name]["TaskDuration"] for run in results["44 mails"]) for name in names}
    print(f"Chromium, 2,000 mails, median of {args.runs} interleaved runs; ratio to the 44-mail tap (goal 1.5x)")
    for variant, runs in results.items():
        for name in names:
            tasks = bench.median(run[name]["TaskDuration"] for run in runs)
            style = bench.median(run[name]["RecalcStyleDuration"] for run in runs) * 1000
            layout = bench.median(run[name]["LayoutDuration"] for run in runs) * 1000
            layouts = bench.median(run[name]["LayoutCount"] for run in runs)
            print(f"  {variant:<16} {name:<26} tasks {tasks * 1000:7.2f} ms ({tasks / base[name]:4.2f}x)   "
                  f"style {style:6.2f} ms   layout {layout:6.2f} ms   layouts {layouts:.0f}")


if __name__ == "__main__":
    main()
