#!/usr/bin/env python3
"""Preview server benchmark: `mailsitegen serve` against `hugo server`, in the same run.

Not a test (timings depend on the machine): a measurement to run and record. Two parts.

Reload latency. Each tool serves the same one-page inbox of 44 mails (the site build_benchmark.py
makes for Hugo: the mails as data, one layout, the page's style.css and app.js) in headless
Chromium. Then, `--runs` times, the data is saved as editors save (a new file renamed over the old
one: the spec for mailsitegen, data/mails.json for Hugo) with one subject changed, and the time
from the rename to the `load` event of the first page the browser reloads into that shows the change
is taken (the new file is written beforehand in a folder neither tool watches):
the browser's own clock (performance.timeOrigin + the navigation's loadEventStart) against the
same wall clock in this process. The tools alternate each round. Each tool reloads with its own
client: mailsitegen's Server-Sent Events script, Hugo's LiveReload over a WebSocket
(`hugo server --disableFastRender`, the page rendered from memory).

Load. mailsitegen serves the default spec's size while 200 concurrent clients each make 50 GET
requests (the page, its stylesheet and its script in turn) on keep-alive connections (a new
connection every 10 requests, so connections are also opened during rebuilds), and the spec is
rewritten 20 times (a new title and tab colour each time). Every response must be complete (its
Content-Length read in full) and byte for byte one of the 21 versions `mailsitegen build` makes of
those specs (the served page less the reload script it adds), never part of one; no connection may
be refused or reset. Reported: requests per second, p50 and p99 latency (from sending a request to
its last byte), and the server's peak resident memory (VmHWM).

    .build/browser-venv/bin/python Benchmarks/serve_benchmark.py [--binary PATH] [--runs 20] [--skip-load]

It builds the release binary first (as build_benchmark.py does) unless `--binary` names one. Needs
Chromium and chromedriver (scripts/install-test-deps) and Hugo (`apt-get install hugo`).

Goals, with PASS or FAIL lines: the median reload latency at most half of Hugo's; under load every
response is complete and whole, none refused.
"""
from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import re
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

from selenium import webdriver
from selenium.common.exceptions import WebDriverException
from selenium.webdriver.chrome.service import Service

import build_benchmark  (the Hugo site and the mails, as the build benchmark makes them)

RELOAD_SHARE_OF_HUGO = 0.5
CLIENTS, REQUESTS_PER_CLIENT, REQUESTS_PER_CONNECTION, REWRITES = 200, 50, 10, 20
PATHS = ["/", "/style.css", "/app.js"]
DEADLINE = 60.0


# --- processes ---------------------------------------------------------------------------------

class Process:
    """A server as a child process whose output lines are collected, waited for by pattern."""

    def __init__(self, command: list[str], cwd: Path):
        self.process = subprocess.Popen(command, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                        start_new_session=True)
        self.lines: list[str] = []
        self.changed = threading.Condition()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        for raw in iter(self.process.stdout.readline, b""):
            with self.changed:
                self.lines.append(raw.decode("utf-8", "replace").rstrip())
                self.changed.notify_all()

    def wait_line(self, pattern: str, timeout: float = DEADLINE) -> re.Match:
        regex = re.compile(pattern)
        deadline = time.monotonic() + timeout
        index = 0
        with self.changed:
            while True:
                for line in self.lines[index:]:
                    if match := regex.search(line):
                        return match
                index = len(self.lines)
                if self.process.poll() is not None or time.monotonic() > deadline:
                    sys.exit(f"no line matching {pattern!r}; output:\n" + "\n".join(self.lines))
                self.changed.wait(0.5)

    def peak_rss_kib(self) -> int:
        status = Path(f"/proc/{self.process.pid}/status").read_text()
        return int(re.search(r"VmHWM:\s+(\d+) kB", status).group(1))

    def stop(self) -> int:
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGINT)
        try:
            return self.process.wait(10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            return self.process.wait()


def free_port() -> int:
    import socket
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def save(path: Path, text: str, staging: Path | None = None) -> None:
    """As editors save: a new file, renamed over the old one. With `staging`, the new file is
    written there (a folder of the same file system that no tool watches) and only the rename
    happens in the watched folder."""
    temporary = (staging or path.parent) / f".{path.name}.saving"
    temporary.write_text(text, encoding="utf-8")
    os.replace(temporary, path)


# --- reload latency ----------------------------------------------------------------------------

def start_chromium() -> webdriver.Chrome:
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--window-size=393,852",
                     "--disable-background-timer-throttling", "--disable-renderer-backgrounding",
                     "--disable-backgrounding-occluded-windows", "--no-first-run", "--disable-extensions"):
        options.add_argument(argument)
    driver = webdriver.Chrome(options=options, service=Service("/usr/bin/chromedriver"))
    driver.set_script_timeout(DEADLINE)
    return driver


def page_load(driver) -> tuple[float, float] | None:
    """(timeOrigin, the load event's time on the wall clock in ms) of the current document, once loaded."""
    try:
        return driver.execute_script("""
            const [entry] = performance.getEntriesByType('navigation');
            if (document.readyState !== 'complete' || !entry || entry.loadEventStart === 0) return null;
            return [performance.timeOrigin, performance.timeOrigin + entry.loadEventStart];
        """)
    except WebDriverException:  # the document is being replaced
        return None


def wait_until(condition, what: str, timeout: float = DEADLINE):
    deadline = time.monotonic() + timeout
    while True:
        value = condition()
        if value:
            return value
        if time.monotonic() > deadline:
            sys.exit(f"timed out waiting for {what}")
        time.sleep(0.005)


class Tool:
    """One preview server and the file whose saving reloads its page."""

    name: str
    watched: Path
    staging: Path  # where a save's new file is written before its rename

    def text(self, mails: list[dict]) -> str:
        raise NotImplementedError

    def ready(self, driver) -> bool:
        """The page's reload client is connected (a change now reaches it)."""
        raise NotImplementedError


class MailSiteGen(Tool):
    name = "mailsitegen"

    def __init__(self, binary: Path, folder: Path, mails: list[dict]):
        self.watched = folder / "mailsitegen.json"
        save(self.watched, self.text(mails))
        self.server = Process([str(binary), "serve", "--spec", str(self.watched), "--port", "0"], cwd=folder)
        port = self.server.wait_line(r"^Serving .* at http://127.0.0.1:(\d+)/$").group(1)
        self.url = f"http://127.0.0.1:{port}/"

    def text(self, mails: list[dict]) -> str:
        return json.dumps({"mails": mails}, ensure_ascii=False)

    def ready(self, driver) -> bool:
        try:
            return driver.execute_script(
                "const l = window.mailsitegenLive; return !!l && l.state === 'open' && l.serverBuild === l.build;")
        except WebDriverException:
            return False


class Hugo(Tool):
    name = "hugo server"

    def __init__(self, case: build_benchmark.Case):
        self.watched = case.hugo_site / "data" / "mails.json"
        port = free_port()
        self.server = Process(["hugo", "server", "--source", str(case.hugo_site), "--bind", "127.0.0.1", "--port",
                               str(port), "--disableFastRender", "--baseURL", f"http://127.0.0.1:{port}/"],
                              cwd=case.hugo_site)
        self.server.wait_line(r"Web Server is available at")
        self.url = f"http://127.0.0.1:{port}/"

    def text(self, mails: list[dict]) -> str:
        return json.dumps(mails, ensure_ascii=False)

    def ready(self, driver) -> bool:
        # Hugo's livereload.js: its WebSocket is open once the handshake with the server is done.
        try:
            return driver.execute_script(
                "const c = window.LiveReload && window.LiveReload.connector;"
                "return !!c && !!c.socket && c.socket.readyState === 1 && !!c.protocol;")
        except WebDriverException:
            return False


def measure_reload(driver, tool: Tool, mails: list[dict], round_index: int) -> float:
    """Saves the changed data and returns the milliseconds until the load event of the first page
    that shows the change (a tool that reloads more than once per save is not helped by it)."""
    wait_until(lambda: tool.ready(driver), f"{tool.name}: its reload client to connect")
    # Outside the measurement: the page has stayed the same document for a second, so a late
    # reload from the previous save cannot be taken for this one's.
    seen = wait_until(lambda: page_load(driver), f"{tool.name}: the page to load")
    stable_since = time.monotonic()
    while time.monotonic() - stable_since < 1.0:
        current = wait_until(lambda: page_load(driver), f"{tool.name}: the page to load")
        if current[0] != seen[0]:
            seen, stable_since = current, time.monotonic()
        time.sleep(0.05)
    wait_until(lambda: tool.ready(driver), f"{tool.name}: its reload client to connect")
    changed = [dict(mail) for mail in mails]
    subject = f"Reload {round_index} {random.random():.6f}"
    changed[0]["subject"] = subject
    temporary = tool.staging / tool.watched.name
    temporary.write_text(tool.text(changed), encoding="utf-8")
    start = time.time() * 1000
    os.replace(temporary, tool.watched)  # the rename: where the measurement starts
    deadline = time.monotonic() + DEADLINE
    while time.monotonic() < deadline:
        load = page_load(driver)
        if load and load[0] != seen[0]:
            seen = load
            try:
                if subject in driver.page_source:
                    return load[1] - start
            except WebDriverException:
                continue
        time.sleep(0.005)
    sys.exit(f"{tool.name}: no page with the change {subject!r} within {DEADLINE}s")


def reload_latency(binary: Path, runs: int, work: Path) -> dict[str, list[float]]:
    mails = build_benchmark.synthetic_mails(44)
    work.mkdir(parents=True)
    (work / "empty.json").write_text("{}")
    subprocess.run([str(binary), "build", "--spec", str(work / "empty.json"), "--out", str(work / "assets")],
                   check=True, capture_output=True)
    case = build_benchmark.write_case(work / "hugo", 44, work / "assets")
    (work / "msg").mkdir()
    tools = [MailSiteGen(binary, work / "msg", mails), Hugo(case)]
    (work / "staging").mkdir()
    for tool in tools:
        tool.staging = work / "staging"
    drivers = {tool.name: start_chromium() for tool in tools}
    samples: dict[str, list[float]] = {tool.name: [] for tool in tools}
    try:
        for tool in tools:
            drivers[tool.name].get(tool.url)
        for index in range(runs + 1):  # the first round warms up both and is not counted
            for tool in tools if index % 2 == 0 else reversed(tools):
                latency = measure_reload(drivers[tool.name], tool, mails, index)
                if index > 0:
                    samples[tool.name].append(latency)
            print(f"  round {index}: " + ", ".join(f"{name} {values[-1]:.0f} ms" for name, values in samples.items()
                                                   if values and index > 0), flush=True)
    finally:
        for driver in drivers.values():
            driver.quit()
        for tool in tools:
            tool.server.stop()
    return samples


# --- load --------------------------------------------------------------------------------------

def versions(binary: Path, work: Path) -> tuple[list[str], dict[str, set[bytes]]]:
    """The 21 specs of the load test, and every file `mailsitegen build` makes of them, by path."""
    colours = ["blue", "green", "indigo", "pink", "orange", "teal", "purple"]
    specs, expected = [], {path: set() for path in PATHS}
    for index in range(REWRITES + 1):
        spec = json.dumps({"title": f"Load {index}", "tabs": [
            {"id": "primary", "title": "Primary", "symbol": "person", "color": colours[index % len(colours)]},
            {"id": "updates", "title": "Updates", "symbol": "text.bubble", "color": "indigo"}]})
        specs.append(spec)
        (work / "spec.json").write_text(spec)
        out = work / f"version-{index}"
        subprocess.run([str(binary), "build", "--spec", str(work / "spec.json"), "--out", str(out)], check=True,
                       capture_output=True)
        for path in PATHS:
            expected[path].add((out / ("index.html" if path == "/" else path[1:])).read_bytes())
    return specs, expected


SCRIPT_TAG = re.compile(rb'<script src="/__mailsitegen/reload\.js" data-build="[0-9a-f]{16}" '
                        rb'data-events="/__mailsitegen/events" defer></script>\n')


def as_built(path: str, body: bytes) -> bytes:
    """The served page less what only serving adds (the reload script, connect-src)."""
    if path != "/":
        return body
    return SCRIPT_TAG.sub(b"", body, count=1).replace(b"; connect-src 'self'\"", b"\"", 1)


async def client(port: int, expected: dict[str, set[bytes]], latencies: list[float], problems: list[str]) -> None:
    reader = writer = None
    for index in range(REQUESTS_PER_CLIENT):
        if index % REQUESTS_PER_CONNECTION == 0:
            if writer:
                writer.close()
            try:
                reader, writer = await asyncio.open_connection("127.0.0.1", port)
            except OSError as error:
                problems.append(f"connection refused or failed: {error}")
                return
        path = PATHS[index % len(PATHS)]
        start = time.perf_counter()
        writer.write(f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n\r\n".encode())
        try:
            head = await reader.readuntil(b"\r\n\r\n")
            length = int(re.search(rb"\r\nContent-Length: (\d+)\r\n", head).group(1))
            body = await reader.readexactly(length)
        except (OSError, asyncio.IncompleteReadError, AttributeError) as error:
            problems.append(f"{path}: incomplete response: {error!r}")
            return
        latencies.append(time.perf_counter() - start)
        if not head.startswith(b"HTTP/1.1 200 "):
            problems.append(f"{path}: {head.splitlines()[0]!r}")
        elif as_built(path, body) not in expected[path]:
            problems.append(f"{path}: a body that is none of the versions ({len(body)} bytes)")
    writer.close()


async def rewrite(spec: Path, specs: list[str], interval: float) -> None:
    for text in specs[1:]:
        await asyncio.sleep(interval)
        save(spec, text)


async def run_load(port: int, spec: Path, specs: list[str], expected, interval: float):
    """The clients and the rewrites at once; whether the rewrites were all done before the load ended."""
    latencies: list[float] = []
    problems: list[str] = []
    start = time.perf_counter()
    rewrites = asyncio.ensure_future(rewrite(spec, specs, interval))
    await asyncio.gather(*(client(port, expected, latencies, problems) for _ in range(CLIENTS)))
    elapsed = time.perf_counter() - start
    rewrites_within = rewrites.done()
    await rewrites
    return latencies, problems, elapsed, rewrites_within


def load(binary: Path, work: Path, interval: float) -> None:
    specs, expected = versions(binary, work)
    spec = work / "served.json"
    save(spec, specs[0])
    server = Process([str(binary), "serve", "--spec", str(spec), "--port", "0"], cwd=work)
    port = int(server.wait_line(r"^Serving .* at http://127.0.0.1:(\d+)/$").group(1))
    server.wait_line(r"^Watching ")
    latencies, problems, elapsed, rewrites_within = asyncio.run(run_load(port, spec, specs, expected, interval))
    deadline = time.monotonic() + 10
    while sum("Rebuilt in" in line for line in server.lines) < REWRITES and time.monotonic() < deadline:
        time.sleep(0.05)
    rebuilds = sum("Rebuilt in" in line for line in server.lines)
    peak = server.peak_rss_kib()
    status = server.stop()
    latencies.sort()
    count = len(latencies)

    def percentile(p: float) -> float:
        return latencies[min(count - 1, int(p * count))] * 1000

    print(f"\nload: {CLIENTS} clients x {REQUESTS_PER_CLIENT} requests ({REQUESTS_PER_CONNECTION} per keep-alive "
          f"connection), the spec rewritten {REWRITES} times every {interval * 1000:.0f} ms")
    print(f"  {count:,} responses in {elapsed:.2f} s ({count / elapsed:,.0f} per second); "
          f"latency p50 {percentile(0.50):.2f} ms, p99 {percentile(0.99):.2f} ms, max {latencies[-1] * 1000:.1f} ms")
    print(f"  rebuilds: {rebuilds} of {REWRITES} rewrites, "
          f"{'all during the load' if rewrites_within else 'some after the load ended (use a shorter interval)'}")
    print(f"  server peak RSS (VmHWM): {peak / 1024:.1f} MiB; exit {status} after SIGINT")
    ok = not problems and count == CLIENTS * REQUESTS_PER_CLIENT and status == 0
    print(f"{'PASS' if ok else 'FAIL'}  every response complete and one whole version, none refused: "
          f"{count:,} of {CLIENTS * REQUESTS_PER_CLIENT:,}, {len(problems)} problems"
          + (f" (first: {problems[0]})" if problems else ""))


# --- main --------------------------------------------------------------------------------------

def summary(samples: dict[str, list[float]]) -> None:
    print(f"\n{'tool':<12} {'runs':>4}  {'median ms':>9}  {'min ms':>7}  {'max ms':>7}")
    for name, values in samples.items():
        print(f"{name:<12} {len(values):>4}  {statistics.median(values):>9.1f}  {min(values):>7.1f}  {max(values):>7.1f}")
    ours, hugo = (statistics.median(samples[name]) for name in ("mailsitegen", "hugo server"))
    print(f"{'PASS' if ours <= RELOAD_SHARE_OF_HUGO * hugo else 'FAIL'}  reload latency at most half of Hugo's: "
          f"{ours:.1f} ms vs {hugo:.1f} ms = {ours / hugo:.2f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", type=Path, help="a built mailsitegen; skips `swift build`")
    parser.add_argument("--runs", type=int, default=20, help="reloads measured per tool (default 20)")
    parser.add_argument("--rewrite-interval", type=float, default=0.015, help="seconds between the load test's rewrites")
    parser.add_argument("--skip-load", action="store_true")
    parser.add_argument("--skip-reload", action="store_true")
    args = parser.parse_args()
    binary = (args.binary or build_benchmark.build_binary()).resolve()
    if not shutil.which("hugo") and not args.skip_reload:
        sys.exit("missing: hugo; install with:\n    apt-get install hugo")
    print(f"mailsitegen: {binary}")
    print(subprocess.run(["hugo", "version"], stdout=subprocess.PIPE, text=True).stdout.strip())
    print(subprocess.run(["/usr/bin/chromium", "--version"], stdout=subprocess.PIPE, text=True).stdout.strip())
    work = Path(tempfile.mkdtemp(prefix="mailsitegen-serve-bench-"))
    try:
        load_before = os.getloadavg()[0]
        if not args.skip_reload:
            print(f"\nreload latency, {args.runs} saves per tool, alternating:", flush=True)
            samples = reload_latency(binary, args.runs, work / "reload")
            summary(samples)
        if not args.skip_load:
            (work / "load").mkdir()
            load(binary, work / "load", args.rewrite_interval)
        print(f"\nload average (1 min) before and after: {load_before:.2f}, {os.getloadavg()[0]:.2f} "
              f"({os.cpu_count()} cores)")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
