"""A private X display for this test process: WebKitGTK's MiniBrowser needs one, and its colour scheme
is switched through XSETTINGS on that display (engines.XSettings), which no other process may share.

Each pytest process that starts WebKitGTK (a parallel worker, or the one process of a serial run)
starts its own Xvfb on the first free display number (`-displayfd`), no TCP, and points DISPLAY at
it; the server ends with the process (at exit, or with its parent through PR_SET_PDEATHSIG).
MAILSITEGEN_DISPLAY=inherit keeps the display the run was started on instead (to watch the browser
on a desktop; the colour-scheme tests then need MAILSITEGEN_PRIVATE_DISPLAY=1 to own it).
"""
from __future__ import annotations

import atexit
import ctypes
import os
import select
import shutil
import signal
import subprocess
import time

from .settings import ARTIFACTS

SCREEN = "1280x1024x24"
_server: subprocess.Popen | None = None


class DisplayUnavailable(Exception):
    """Xvfb is missing or did not start."""


def _die_with_parent() -> None:
    """In the child before exec: end with the test process, even if that one is killed."""
    try:
        ctypes.CDLL("libc.so.6", use_errno=True).prctl(1, signal.SIGTERM)  # PR_SET_PDEATHSIG
    except OSError:
        pass


def ensure_private_display() -> str:
    """DISPLAY for this process's browsers: its own Xvfb, started on first use. Returns the display name."""
    global _server
    if os.environ.get("MAILSITEGEN_DISPLAY") == "inherit":
        return os.environ.get("DISPLAY", "")
    if _server is not None and _server.poll() is None:
        return os.environ["DISPLAY"]
    xvfb = shutil.which("Xvfb")
    if not xvfb:
        raise DisplayUnavailable("Xvfb is not installed (Debian: xvfb; scripts/install-test-deps installs it)")
    log_path = ARTIFACTS / "logs" / f"xvfb-{os.getpid()}.log"
    log_path.parent.mkdir(parents=True, exist_ok=True)
    read, write = os.pipe()
    with open(log_path, "wb") as log:
        server = subprocess.Popen(
            [xvfb, "-displayfd", str(write), "-screen", "0", SCREEN, "-nolisten", "tcp", "-noreset"],
            pass_fds=(write,), stdin=subprocess.DEVNULL, stdout=log, stderr=subprocess.STDOUT,
            preexec_fn=_die_with_parent)
    os.close(write)
    number = b""
    deadline = time.monotonic() + 30
    try:
        while not number.endswith(b"\n"):
            left = deadline - time.monotonic()
            if left <= 0 or server.poll() is not None:
                server.kill()
                raise DisplayUnavailable(f"Xvfb did not start: {log_path.read_text(errors='replace')[-2000:]}")
            if select.select([read], [], [], left)[0]:
                chunk = os.read(read, 16)
                if not chunk:
                    continue
                number += chunk
    finally:
        os.close(read)
    _server = server
    atexit.register(stop_private_display)
    os.environ["DISPLAY"] = f":{number.decode().strip()}"
    os.environ["MAILSITEGEN_PRIVATE_DISPLAY"] = "1"  # ours: engines.XSettings may run on it
    os.environ.pop("XAUTHORITY", None)  # the server asks for no cookie; an inherited one is for another display
    return os.environ["DISPLAY"]


def stop_private_display() -> None:
    global _server
    if _server is None:
        return
    if _server.poll() is None:
        _server.terminate()
        try:
            _server.wait(5)
        except subprocess.TimeoutExpired:
            _server.kill()
    _server = None
