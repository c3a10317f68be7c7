"""What the browser suite is set to: the repository's folders, the phone's viewport, the engines a
run tests (MAILSITEGEN_ENGINES), whether this is CI, and how long a wait may take before it is a hang.
Imported by the other harness modules; tests, benchmarks and conftest.py import these names from the
package (`from harness import REPO_ROOT, HANG_GUARD_S, ...`).

Environment
    CI=true                      a missing engine/driver is a test error, never a skip
    MAILSITEGEN_ENGINES          comma list to run a subset, e.g. "chromium"; "safari" (macOS) runs Safari
    MAILSITEGEN_PAGE_FORMATS     "files,single-file" (default): build every page both ways
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parents[1]  # Tests/Browser
REPO_ROOT = HERE.parents[1]
ARTIFACTS = REPO_ROOT / ".artifacts"
DEFAULT_VIEWPORT = (393, 852)  # iPhone 15 / 16, CSS px
ALL_ENGINES = ("chromium", "webkit", "firefox", "safari")
DEFAULT_ENGINES = ("chromium", "webkit", "firefox")  # Safari (macOS, safaridriver) only when asked for
# Engines without CSS scroll-driven animations (Gecko, ESR 153): the page runs its script fallback
# there by default, and the header tests exercise it without ?scroll-driver=script.
NO_SCROLL_TIMELINE = ("firefox",)
IN_CI = os.environ.get("CI", "").strip().lower() in ("1", "true", "yes")
# How long a wait for something that must happen may take before it is called a hang and fails the
# test. Generous on purpose: on a busy machine a window resize or a settings change can take seconds.
HANG_GUARD_S = 30

# Every page is built both ways: as index.html + style.css + app.js, and with --single-file
# (one self-contained index.html), which must behave exactly the same.
PAGE_FORMATS = tuple(
    f.strip() for f in os.environ.get("MAILSITEGEN_PAGE_FORMATS", "files,single-file").split(",") if f.strip())


def selected_engines() -> tuple[str, ...]:
    raw = os.environ.get("MAILSITEGEN_ENGINES", "").strip()
    if not raw:
        return DEFAULT_ENGINES
    chosen = tuple(e.strip() for e in raw.split(",") if e.strip())
    unknown = [e for e in chosen if e not in ALL_ENGINES]
    if unknown:
        raise pytest.UsageError(f"MAILSITEGEN_ENGINES: unknown engine(s) {unknown}; known: {ALL_ENGINES}")
    return chosen

