"""The command-line tools the suite installs into its virtual environment (Tests/Browser/requirements.txt):
finding one, and actionlint over a workflow or an action, the suite's check of every GitHub Actions file
the project ships or writes (test_github_pages.py, test_release.py); and the Linux release binary, which
the release's test and the pre-commit hook's share."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from harness.settings import REPO_ROOT


def venv_tool(name: str) -> str:
    """The path of a tool beside the suite's Python; a test fails, naming the installer, when it is missing."""
    path = Path(sys.executable).parent / name
    if not path.exists():
        pytest.fail(f"{path} is missing: scripts/install-test-deps installs it (Tests/Browser/requirements.txt)",
                    pytrace=False)
    return str(path)


def run_actionlint(workflow: Path, cwd: Path) -> subprocess.CompletedProcess:
    """actionlint over one file, without colours; its findings are on stdout."""
    return subprocess.run([venv_tool("actionlint"), "-no-color", str(workflow)], cwd=cwd, capture_output=True,
                          text=True)


def linux_release_binary(dist: Path) -> Path | None:
    """This machine's Linux release binary, built by scripts/release/build-binary into `dist` (its
    build folder, .build/release-<platform>, is kept: the second call in a run takes seconds). None
    elsewhere than on Linux x86_64 or aarch64. test_release.py checks the build; the pre-commit hook's
    test installs the hook with it rather than build the same sources a second time."""
    system, machine = os.uname().sysname, os.uname().machine
    if system != "Linux" or machine not in ("x86_64", "aarch64"):
        return None
    version = (REPO_ROOT / "VERSION").read_text().strip()
    built = subprocess.run([str(REPO_ROOT / "scripts" / "release" / "build-binary"), version, f"linux-{machine}",
                            str(dist)], cwd=REPO_ROOT, capture_output=True, text=True, timeout=3600)
    assert built.returncode == 0, built.stdout + built.stderr
    return Path(built.stdout.splitlines()[-1])
