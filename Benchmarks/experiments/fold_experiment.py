#!/usr/bin/env python3
"""How to fold a row of another category (an experiment, not a test: it edits built
pages in a temporary folder and measures them).

The filter folds each row a tab does not show; what the fold keeps decides what the way back to
All Mails costs. Three folds, each written into the `[data-ready]` rule of a built page
(StyleTokens.filterRules), on the 2,000-mail page (tab_change_benchmark.inbox) and on the
default 44-mail page, their taps measured as tab_change_benchmark measures them (renderer
main-thread task time from the tap until 1 s later, runtime_probe.probe_changes), interleaved run
by run (each run starting with another variant), each page's ratio against the fold it ships:
  display none    the row leaves the layout tree; the way back builds and lays it out again.
  cv hidden       `content-visibility: hidden`: the row's content keeps its layout (the default
                  inbox's fold; in a long inbox's skipped lists Chromium could keep a stale size).
  height 0        no height, no padding, the content clipped (a long inbox's fold).

    xvfb-run -a .build/browser-venv/bin/python Benchmarks/experiments/fold_experiment.py [--runs 5]
"""
from __future__ import annotations

import argparse
import re
import shutil
import sys
import tempfile
from pathlib import Path

import runtime_probe as probe
import tab_change_benchmark as bench

FOLDS = {
    "display none": "display: none;",
    "cv hidden": "display: revert; content-visibility: hidden; contain-intrinsic-size: 0 0; "
                 "padding-block: 0; visibility: hidden;",
    "height 0": "display: revert; block-size: 0; padding-block: 0; overflow: clip; visibility: hidden;",
}
SHIPPED = {44: "cv hidden", 2000: "height 0"}
# The `[data-ready]` rule's body: its selector list ends with the last tab's row, then `{ ... }`.
READY_RULE = re.compile(r'(\[data-ready\][^{]*\.mail:not\(\[data-category="[^"]+"\]\)) \{[^}]*\}')


def with_fold(site: Path, folder: Path, name: str, body: str) -> str:
    out = folder / f"{site.name}-{name.replace(' ', '-')}"
    shutil.copytree(site, out)
    css = (out / "style.css").read_text()
    css, found = READY_RULE.subn(lambda match: f"{match.group(1)} {{ {body} }}", css)
    if found != 1:
        sys.exit(f"{site}/style.css: expected one [data-ready] fold rule, found {found}")
    (out / "style.css").write_text(css)
    return (out / "index.html").as_uri()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    probe.font_environment()
    with tempfile.TemporaryDirectory(prefix="fold-experiment-") as name:
        folder = Path(name)
        bench.build_inboxes(list(SHIPPED), folder)
        variants = {(mails, fold): with_fold(folder / f"site-{mails}", folder, fold, body)
                    for mails in SHIPPED for fold, body in FOLDS.items()}
        driver = probe.start()
        try:
            devtools = probe.DevTools(driver)
            devtools.send("Performance.enable", timeDomain="threadTicks")
            results = {variant: [] for variant in variants}
            order = list(variants)
            for run in range(args.runs):
                # Each run starts with another variant: the first page of a run measures slower.
                for variant in order[run % len(order):] + order[:run % len(order)]:
                    results[variant].append(probe.probe_changes(driver, devtools, variants[variant]))
        finally:
            driver.quit()
    names = list(next(iter(results.values()))[0])[: bench.TAB_CHANGES]

    def figure(variant, name, key):
        return bench.median(run[name][key] for run in results[variant])

    print(f"Chromium, median of {args.runs} interleaved runs; the ratio to the fold each page ships")
    for (mails, fold) in variants:
        for name in names:
            tasks = figure((mails, fold), name, "TaskDuration")
            shipped = figure((mails, SHIPPED[mails]), name, "TaskDuration")
            print(f"  {mails:>5} mails  {fold:<13} {name:<26} tasks {tasks * 1000:7.2f} ms ({tasks / shipped:4.2f}x)"
                  f"   style {figure((mails, fold), name, 'RecalcStyleDuration') * 1000:6.2f} ms"
                  f"   layout {figure((mails, fold), name, 'LayoutDuration') * 1000:6.2f} ms"
                  f"   layouts {figure((mails, fold), name, 'LayoutCount'):.0f}")


if __name__ == "__main__":
    main()
