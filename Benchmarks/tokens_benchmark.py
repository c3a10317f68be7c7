#!/usr/bin/env python3
"""Tokens benchmark: `mailsitegen tokens` against `mailsitegen build`, for the default spec.

Not a test: a measurement to run and record. Each format of `tokens` (dtcg, figma, xcassets) and
`build` run as whole processes on the default spec (`{}`), each into a folder that does not exist
yet:
  * counted: the instructions of one run of each (`valgrind --tool=callgrind`, from Debian's
    `valgrind`), the same on any load;
  * timed: the median wall time and CPU time (user + system, from the child's rusage) of many
    alternating runs (the order swaps each round), so that a noisy, shared machine slows each
    alike.

    python3 Benchmarks/tokens_benchmark.py [--binary PATH] [--runs 50]

It builds the release binary as shipped first (`swift build -c release -Xswiftc -static-executable
--product mailsitegen` on Linux) unless `--binary` names one. Standard library only.

Goal, with a PASS or FAIL line for each format: `tokens` takes at most the instructions of `build`
(the verdict, the same on any load), and the times are printed beside them (on a loaded machine a
millisecond's difference in wall time is noise: read the CPU time).
"""
from __future__ import annotations

import argparse
import os
import shlex
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from build_benchmark import build_binary, instructions, positive

FORMATS = ["dtcg", "figma", "xcassets"]


def commands(binary: Path, spec: Path, out: Path) -> dict[str, list[str]]:
    """`build`, then `tokens` in each format, each writing `out`."""
    runs = {"build": [str(binary), "build", "--spec", str(spec), "--out", str(out), "--quiet"]}
    for format in FORMATS:
        runs[f"tokens --format {format}"] = [str(binary), "tokens", "--spec", str(spec), "--format", format,
                                             "--out", str(out), "--quiet"]
    return runs


def timed(command: list[str], out: Path) -> tuple[float, float]:
    """One run's wall time, from spawning to reaping, and its CPU time, into a folder that does
    not exist yet."""
    start = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    wall = time.perf_counter() - start
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit(f"{shlex.join(command)} failed")
    shutil.rmtree(out)
    return wall, usage.ru_utime + usage.ru_stime


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", type=Path, help="a built mailsitegen; skips `swift build`")
    parser.add_argument("--runs", type=positive, default=50, help="timed runs of each command (default 50)")
    args = parser.parse_args()
    binary = (args.binary or build_binary()).resolve()
    if not shutil.which("valgrind"):
        sys.exit("missing: valgrind; install with:\n    apt-get install valgrind")
    print(f"mailsitegen: {binary}")

    work = Path(tempfile.mkdtemp(prefix="mailsitegen-tokens-bench-"))
    try:
        spec = work / "empty.json"
        spec.write_text("{}")
        out = work / "out"
        runs = commands(binary, spec, out)
        counts: dict[str, int] = {}
        for label, command in runs.items():
            counts[label] = instructions(command, work / "counted")
            shutil.rmtree(out)
        times: dict[str, list[float]] = {label: [] for label in runs}
        cpu: dict[str, list[float]] = {label: [] for label in runs}
        load_before = os.getloadavg()[0]
        for index in range(args.runs):
            order = list(runs.items()) if index % 2 == 0 else list(reversed(runs.items()))
            for label, command in order:
                wall, used = timed(command, out)
                times[label].append(wall)
                cpu[label].append(used)
        print(f"load average (1 min) before and after timing: {load_before:.2f}, {os.getloadavg()[0]:.2f} "
              f"({os.cpu_count()} cores)")

        print(f"\n{args.runs} alternating runs each; commands (OUT a folder that does not exist yet):")
        for label, command in runs.items():
            print("  " + shlex.join(command).replace(str(out), "OUT").replace(str(spec), "empty.json"))
        print("\n| command | instructions | median wall time | median CPU time |")
        print("|---|---|---|---|")
        for label in runs:
            print(f"| `{label}` | {counts[label] / 1e6:.2f} M | {statistics.median(times[label]) * 1000:.2f} ms | "
                  f"{statistics.median(cpu[label]) * 1000:.2f} ms |")
        build_count = counts["build"]
        for format in FORMATS:
            label = f"tokens --format {format}"
            count = counts[label]
            print(f"{'PASS' if count <= build_count else 'FAIL'}  {label} at most build's instructions: "
                  f"{count / 1e6:.2f} M against {build_count / 1e6:.2f} M")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
