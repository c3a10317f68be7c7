#!/usr/bin/env python3
"""Build benchmark: `mailsitegen build` against Hugo, as whole processes, on the same mails.

Not a test (timings depend on the machine): a measurement to run and record. For three inbox sizes
-- 44 mails (the size of the default spec), 1,000 and 10,000 -- it writes
  * a MailSiteGen spec, `{"mails": [...]}` (everything else default), and
  * an equivalent Hugo site: the same mails as `data/mails.json`, one layout template that renders
    the same markup shape (header, the tab bar's buttons, per-category counts, a <ul> of <li> rows
    with sender, subject, preview, date and category attributes, newest first), and the page's
    style.css and app.js (taken from MailSiteGen's own default build) as static files,
so that both tools do the same work: one page, data -> template -> files.

The mails are synthetic and the same for both tools. The "default" size uses 44 synthetic mails
rather than the spec `{}` (whose 44 sample mails are built into the binary), so that Hugo gets
the same data; `{}` also skips reading and parsing a spec file, so it is a little faster still.

Each tool runs as a whole process (start-up, reading, rendering, writing) into a fresh output
folder, over many alternating runs (the order within a round swaps each round) so that a noisy,
shared machine slows both alike; the table shows medians and the 90th percentile.
  * Wall time: `time.perf_counter()` around the child, from spawning it to reaping it. CPU time
    (user + system) comes from the same child's rusage (`os.wait4`); above the wall time it means
    more than one core was busy.
  * Peak RSS: from a second run of each tool in each round under GNU time (`/usr/bin/time -f %M`,
    Debian package `time`), untimed, because the wrapper adds about 1.5 ms. `os.wait4`'s
    `ru_maxrss` cannot be used: Linux records the memory high-water mark of the process image
    that `exec` replaces, here the forked Python with its mails, so every child would show at
    least this script's own RSS (about 35 MB). GNU time forks the tool from a 1 MB process.
Before timing, one run of each tool per size checks that the page lists every mail (and serves as
a warm-up).

    .build/browser-venv/bin/python Benchmarks/build_benchmark.py
    python3 Benchmarks/build_benchmark.py [--binary PATH] [--runs 30] [--keep]

It builds the release binary first (`swift build -c release -Xswiftc -static-executable --product
mailsitegen` on Linux, the way it is shipped) unless
`--binary` names one. Hugo and GNU time come from Debian: `apt-get install hugo time`.
Standard library only.

Goals, each with a PASS or FAIL line (on median wall times): the default build takes at most 0.08
of Hugo's wall time; 10,000 mails build in under 0.3 s; the time grows linearly with the number of
mails above a fixed start-up cost: 10x the mails (1,000 -> 10,000) take at most 10x the time, and
each mail costs about as much from 1,000 to 10,000 mails as from 44 to 1,000 (within 1.5x; a
quadratic build would cost about ten times more). And, counted rather than timed so that it
reads the same on any load, the default build (`{}`) takes at most 10 M instructions
(`valgrind --tool=callgrind`, from Debian's `valgrind`; the 44 synthetic mails' build is shown
beside it).
"""
from __future__ import annotations

import argparse
import datetime
import html
import json
import os
import re
import shlex
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
SIZES = [44, 1_000, 10_000]
TOOLS = ["mailsitegen", "hugo"]
GNU_TIME = "/usr/bin/time"
TABS = [("primary", "Primary"), ("transactions", "Transactions"), ("updates", "Updates"), ("promotions", "Promotions")]

# Goals.
DEFAULT_SHARE_OF_HUGO = 0.08
TEN_THOUSAND_SECONDS = 0.3
DEFAULT_INSTRUCTIONS = 10_000_000
LINEAR_TOLERANCE = 1.5  # the cost per mail may grow this much from 1,000 to 10,000 mails (noise, caches)

# --- The data ------------------------------------------------------------------------------------

SENDERS = ["Maya Chen", "Northwind Bank", "Lukas Weber", "Fern & Co.", "Parcel Post", "Aiko Tanaka",
           "City Library", "Larkspur Home", "Priya Natarajan", "Fjord Air", "山田 花子", "O'Brien Studio"]
SUBJECTS = ["Dinner on Friday?", "Your card payment was approved", "Re: Q4 roadmap review",
            "Last day: 30% off winter knits", "Your parcel is out for delivery", "Weekly digest",
            "Receipt for \"Coffee & Cake\"", "Your books are due <tomorrow>", "Boarding pass for flight FA 212"]
PREVIEWS = ["We found a tiny Sichuan place near the station. Are you in? I can book for 7:30.",
            "A payment to Fern & Co. was approved on your card ending 4417. If you don't recognize it, "
            "you can freeze the card in the app.",
            "Thanks for the notes. I moved the onboarding work to January; can you check slide 7 before the call?",
            "Good news: your parcel is on the van and should arrive between 11:00 and 15:00 today.",
            ""]  # a mail without preview
NEWEST = datetime.datetime(2026, 11, 29, 9, 41)


def synthetic_mails(count: int) -> list[dict]:
    """`count` mails, newest first, 37 minutes apart; each subject is unique so rows can be matched."""
    return [
        {
            "from": SENDERS[i % len(SENDERS)],
            "subject": f"{SUBJECTS[i % len(SUBJECTS)]} #{i:05d}",
            "preview": PREVIEWS[i % len(PREVIEWS)],
            "date": (NEWEST - datetime.timedelta(minutes=37 * i)).isoformat(),
            "category": TABS[i % len(TABS)][0],
            "unread": i % 3 == 0,
        }
        for i in range(count)
    ]


# --- The two sites -------------------------------------------------------------------------------

HUGO_CONFIG = {
    "baseURL": "/",
    "title": "All Inboxes",
    "disableKinds": ["taxonomy", "term", "RSS", "sitemap", "robotsTXT", "404"],
    "params": {"tabs": [{"id": tab_id, "title": title} for tab_id, title in TABS]},
}

# The shape of MailSiteGen's index.html, without what only its generator computes (spring easing,
# icon sprite, relative dates): Hugo formats each date with Go's layout instead. A backslash at the
# end of a line joins it to the next (Python's string literal), to keep long tags on one line.
HUGO_LAYOUT = """\
{{- $mails := site.Data.mails -}}
<!DOCTYPE html>
<html lang="en" data-active-tab="allMails">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<title>{{ site.Title }}</title>
<link rel="stylesheet" href="style.css">
<script src="app.js" defer></script>
</head>
<body>
<div class="screen" data-part="screen">
<header class="navbar" data-part="navbar"><div class="navbar__title">{{ site.Title }}</div></header>
<div class="large-title" data-part="large-title"><h1 dir="auto">{{ site.Title }}</h1></div>
<nav class="tabbar" data-part="tabbar" aria-label="Mail categories">
<div class="tabbar__categories" role="tablist" aria-label="Categories">
{{ range site.Params.tabs -}}
<button class="pill" type="button" role="tab" id="tab-{{ .id }}" data-tab="{{ .id }}" aria-controls="mail-list">\
<span class="pill__label"><span class="pill__text" dir="auto">{{ .title }}</span></span></button>
{{ end -}}
</div>
</nav>
<main class="mail-list" data-part="list" id="mail-list">
<h2 class="mail-list__caption" data-part="caption">\
<span class="mail-list__state" data-caption="allMails">All Mails \
<span class="mail-list__count">{{ len $mails }}</span></span>
{{- range site.Params.tabs -}}
<span class="mail-list__state" data-caption="{{ .id }}">{{ .title }} Mails \
<span class="mail-list__count">{{ len (where $mails "category" .id) }}</span></span>
{{- end }}</h2>
<ul class="mail-list__rows">
{{ range sort $mails "date" "desc" -}}
<li class="mail" data-part="mail" data-category="{{ .category }}"{{ if .unread }} data-unread{{ end }}>
{{- if .unread }}<span class="mail__unread"><span class="visually-hidden">Unread</span></span>{{ end }}
<div class="mail__header"><span class="mail__from" dir="auto">{{ .from }}</span> \
<time class="mail__date" dir="auto" datetime="{{ .date }}">{{ (time.AsTime .date).Format "1/2/06" }}</time></div>
<div class="mail__subject" dir="auto">{{ .subject }}</div>{{ with .preview }}
<p class="mail__preview" dir="auto">{{ . }}</p>{{ end }}
</li>
{{ end -}}
</ul>
</main>
</div>
</body>
</html>
"""


@dataclass
class Case:
    """One inbox size: the MailSiteGen spec and the Hugo site for the same mails."""
    mails: list[dict]
    spec: Path
    hugo_site: Path

    @property
    def label(self) -> str:
        return f"{len(self.mails):,}"

    def command(self, tool: str, binary: Path, out: Path) -> list[str]:
        if tool == "mailsitegen":
            return [str(binary), "build", "--spec", str(self.spec), "--out", str(out)]
        return ["hugo", "--quiet", "--source", str(self.hugo_site), "--destination", str(out)]


def write_case(folder: Path, count: int, assets: Path) -> Case:
    mails = synthetic_mails(count)
    folder.mkdir(parents=True)
    spec = folder / "mailsitegen.json"
    spec.write_text(json.dumps({"mails": mails}, ensure_ascii=False), encoding="utf-8")

    site = folder / "hugo-site"
    for sub in ("data", "layouts", "static"):
        (site / sub).mkdir(parents=True)
    (site / "hugo.json").write_text(json.dumps(HUGO_CONFIG, indent=2), encoding="utf-8")
    (site / "data" / "mails.json").write_text(json.dumps(mails, ensure_ascii=False), encoding="utf-8")
    (site / "layouts" / "index.html").write_text(HUGO_LAYOUT, encoding="utf-8")
    for asset in ("style.css", "app.js"):
        shutil.copy(assets / asset, site / "static" / asset)
    return Case(mails, spec, site)


def check_page(out: Path, case: Case, tool: str) -> None:
    """Every mail is a row of the page, each once, and the assets are there."""
    page = (out / "index.html").read_text(encoding="utf-8")
    rows = len(re.findall(r"<li\b", page))
    subjects = sorted(html.unescape(s) for s in re.findall(r'<div class="mail__subject"[^>]*>(.*?)</div>', page))
    expected = sorted(mail["subject"] for mail in case.mails)
    missing = [name for name in ("style.css", "app.js") if not (out / name).is_file()]
    if rows != len(case.mails) or subjects != expected or missing:
        sys.exit(f"{tool}, {case.label} mails: {rows} <li> rows, {len(subjects)} subjects"
                 f"{', missing ' + ', '.join(missing) if missing else ''}; expected {len(case.mails)} of each")
    size = len(page.encode()) / 1024
    print(f"  {tool:<12} {case.label:>6} mails: {rows:,} <li> rows, every subject once; "
          f"index.html {size:,.0f} KiB, style.css, app.js")


# --- Running and timing --------------------------------------------------------------------------


@dataclass
class Sample:
    wall: float  # seconds
    cpu: float  # seconds, user + system
    peak_rss: int  # KiB


def spawn(command: list[str]) -> tuple[float, os.struct_rusage]:
    """Runs a command to its end, quietly: its wall time and rusage. Exits with its errors if it fails."""
    with tempfile.TemporaryFile() as errors:
        start = time.perf_counter()
        process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=errors)
        _, status, usage = os.wait4(process.pid, 0)
        wall = time.perf_counter() - start
        process.returncode = os.waitstatus_to_exitcode(status)
        if process.returncode != 0:
            errors.seek(0)
            sys.exit(f"{shlex.join(command)} exited {process.returncode}:\n{errors.read().decode(errors='replace')}")
    return wall, usage


def peak_rss(command: list[str], report: Path) -> int:
    """The command's peak RSS in KiB, as GNU time reports it (the module's docstring says why)."""
    spawn([GNU_TIME, "--format", "%M", "--output", str(report), *command])
    return int(report.read_text().split()[-1])


def measure(case: Case, binary: Path, runs: int, scratch: Path) -> dict[str, list[Sample]]:
    """`runs` rounds of each tool, the order swapping every round. In a round each tool runs twice into
    a folder that does not exist yet: once timed, once under GNU time for its peak RSS."""
    samples: dict[str, list[Sample]] = {tool: [] for tool in TOOLS}
    scratch.mkdir(parents=True, exist_ok=True)
    for index in range(runs):
        for tool in TOOLS if index % 2 == 0 else reversed(TOOLS):
            command = case.command(tool, binary, scratch / "out")
            wall, usage = spawn(command)
            shutil.rmtree(scratch / "out")
            rss = peak_rss(command, scratch / "peak-rss.txt")
            shutil.rmtree(scratch / "out")
            samples[tool].append(Sample(wall, usage.ru_utime + usage.ru_stime, rss))
    return samples


def build_binary() -> Path:
    """Builds the release binary in the repository, as it is shipped (README, "Installing"): on
    Linux one fully static executable (`-Xswiftc -static-executable`), which the kernel starts
    without the dynamic loader (about 1 ms, against 2 ms with only the Swift runtime linked in
    statically and 4 ms with shared libraries); elsewhere with `--static-swift-stdlib`."""
    if sys.platform.startswith("linux"):
        swift_build = ["swift", "build", "-c", "release", "-Xswiftc", "-static-executable"]
    else:
        swift_build = ["swift", "build", "-c", "release", "--static-swift-stdlib"]
    print(f"$ {shlex.join(swift_build + ['--product', 'mailsitegen'])}", flush=True)
    if subprocess.run([*swift_build, "--product", "mailsitegen"], cwd=REPO).returncode != 0:
        sys.exit("swift build failed")
    bin_path = subprocess.run([*swift_build, "--show-bin-path"], cwd=REPO, stdout=subprocess.PIPE, text=True,
                              check=True).stdout.strip()
    return Path(bin_path) / "mailsitegen"


def instructions(command: list[str], scratch: Path) -> int:
    """The instructions a whole run of `command` executes, counted by callgrind."""
    scratch.mkdir(parents=True, exist_ok=True)
    out = scratch / "callgrind.out"
    subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", *command],
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
    for line in out.read_text().splitlines():
        if line.startswith("summary:") or line.startswith("totals:"):
            return int(line.split()[1])
    sys.exit(f"{out}: no instruction count")


# --- Report --------------------------------------------------------------------------------------


def median_ms(samples: list[Sample]) -> float:
    return statistics.median(s.wall for s in samples) * 1000


def p90_ms(samples: list[Sample]) -> float:
    if len(samples) < 2:
        return samples[0].wall * 1000
    return statistics.quantiles([s.wall for s in samples], n=10, method="inclusive")[-1] * 1000


def print_table(results: dict[int, dict[str, list[Sample]]]) -> None:
    print(f"\n{'mails':>6}  {'tool':<12} {'runs':>4}  {'median ms':>9}  {'p90 ms':>7}  {'CPU ms':>7}  "
          f"{'peak RSS MiB':>12}  {'mailsitegen/hugo':>16}")
    for count, samples in results.items():
        for tool in TOOLS:
            runs = samples[tool]
            cpu = statistics.median(s.cpu for s in runs) * 1000
            rss = statistics.median(s.peak_rss for s in runs) / 1024
            ratio = f"{median_ms(runs) / median_ms(samples['hugo']):.2f}x" if tool == "mailsitegen" else ""
            print(f"{count:>6,}  {tool:<12} {len(runs):>4}  {median_ms(runs):>9.1f}  {p90_ms(runs):>7.1f}  "
                  f"{cpu:>7.1f}  {rss:>12.1f}  {ratio:>16}")
    print("wall time: median and 90th percentile; CPU: median user + system; peak RSS: median; ratio: of the median\n"
          f"wall times. {SIZES[0]} mails: the default spec's size, with the same synthetic mails for both tools.")


def print_verdicts(results: dict[int, dict[str, list[Sample]]]) -> None:
    default, thousand, ten_thousand = (median_ms(results[count]["mailsitegen"]) for count in SIZES)
    hugo_default = median_ms(results[SIZES[0]]["hugo"])
    growth = ten_thousand / thousand
    # The default size's time stands for the fixed start-up cost; above it, a linear build costs as
    # much per mail from 44 to 1,000 mails as from 1,000 to 10,000 (a quadratic one about ten times more).
    per_mail_first = (thousand - default) / (SIZES[1] - SIZES[0]) * 1000
    per_mail_then = (ten_thousand - thousand) / (SIZES[2] - SIZES[1]) * 1000
    per_mail_growth = per_mail_then / per_mail_first if per_mail_first > 0 else float("nan")  # nan: too noisy
    print(f"\nmailsitegen, 1,000 -> 10,000 mails: {thousand:.1f} -> {ten_thousand:.1f} ms = {growth:.1f}x; "
          f"per mail: {per_mail_first:.1f} µs from {SIZES[0]} to 1,000 mails, {per_mail_then:.1f} µs from 1,000 "
          f"to 10,000 ({per_mail_growth:.2f}x), above a start-up of at most {default:.1f} ms")

    def verdict(ok: bool, goal: str, detail: str) -> None:
        print(f"{'PASS' if ok else 'FAIL'}  {goal}: {detail}")

    verdict(default <= DEFAULT_SHARE_OF_HUGO * hugo_default,
            f"default build at most {DEFAULT_SHARE_OF_HUGO} of Hugo's wall time",
            f"{default:.1f} ms vs {hugo_default:.1f} ms = {default / hugo_default:.3f}")
    verdict(ten_thousand < TEN_THOUSAND_SECONDS * 1000, "10,000 mails under 0.3 s",
            f"median {ten_thousand:.1f} ms (p90 {p90_ms(results[SIZES[2]]['mailsitegen']):.1f} ms)")
    verdict(growth <= 10 and per_mail_growth <= LINEAR_TOLERANCE, "growth linear",
            f"{growth:.1f}x for 10x the mails (at most 10x), cost per mail {per_mail_growth:.2f}x "
            f"(at most {LINEAR_TOLERANCE}x)")


# --- Main ----------------------------------------------------------------------------------------


def positive(text: str) -> int:
    if (value := int(text)) < 1:
        raise argparse.ArgumentTypeError("must be at least 1")
    return value


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", type=Path, help="a built mailsitegen; skips `swift build`")
    parser.add_argument("--runs", type=positive, default=30,
                        help="runs of each tool for 44 and 1,000 mails; 10,000 mails get half (default 30)")
    parser.add_argument("--keep", action="store_true", help="keep the generated specs and sites, and say where")
    args = parser.parse_args()

    binary = (args.binary or build_binary()).resolve()
    if not os.access(binary, os.X_OK):
        sys.exit(f"{binary}: not an executable")
    missing = [package for package, program in (("hugo", "hugo"), ("time", GNU_TIME), ("valgrind", "valgrind"))
               if not shutil.which(program)]
    if missing:
        sys.exit(f"missing: {', '.join(missing)}; install with:\n    apt-get install {' '.join(missing)}")
    print(f"mailsitegen: {binary}")
    print(subprocess.run(["hugo", "version"], stdout=subprocess.PIPE, text=True, check=True).stdout.strip())

    work = Path(tempfile.mkdtemp(prefix="mailsitegen-bench-"))
    try:
        # The page's style.css and app.js, for Hugo to copy: MailSiteGen's own default build.
        (work / "empty.json").write_text("{}")
        spawn([str(binary), "build", "--spec", str(work / "empty.json"), "--out", str(work / "assets")])
        cases = {count: write_case(work / f"mails-{count}", count, work / "assets") for count in SIZES}

        print("\nEvery mail on the page (one run of each tool and size, also the warm-up):")
        for count, case in cases.items():
            for tool in TOOLS:
                out = work / "check" / f"{tool}-{count}"
                spawn(case.command(tool, binary, out))
                check_page(out, case, tool)

        load_before = os.getloadavg()[0]
        results: dict[int, dict[str, list[Sample]]] = {}
        for count, case in cases.items():
            runs = args.runs if count < 10_000 else max(1, args.runs // 2)
            print(f"timing {case.label} mails: {runs} alternating rounds ...", flush=True)
            results[count] = measure(case, binary, runs, work / "runs")
        print(f"load average (1 min) before and after timing: {load_before:.2f}, {os.getloadavg()[0]:.2f} "
              f"({os.cpu_count()} cores)")

        print(f"\ncommands, with WORK={work} and OUT a folder that does not exist yet:")
        for tool in TOOLS:
            print("  " + shlex.join(cases[SIZES[-1]].command(tool, binary, Path("OUT"))).replace(str(work), "$WORK"))
        print_table(results)
        print_verdicts(results)

        counted = {
            "the default spec ({})": [str(binary), "build", "--spec", str(work / "empty.json"), "--out",
                                      str(work / "counted" / "default"), "--quiet"],
            f"{SIZES[0]} synthetic mails": cases[SIZES[0]].command("mailsitegen", binary, work / "counted" / "mails"),
        }
        counts = {label: instructions(command, work / "counted") for label, command in counted.items()}
        for label, count in counts.items():
            print(f"instructions, {label}: {count / 1e6:.2f} M")
        default_count = counts["the default spec ({})"]
        print(f"{'PASS' if default_count <= DEFAULT_INSTRUCTIONS else 'FAIL'}  default build at most "
              f"{DEFAULT_INSTRUCTIONS / 1e6:.0f} M instructions: {default_count / 1e6:.2f} M")
    finally:
        if args.keep:
            print(f"\nkept: {work}")
        else:
            shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
