"""The command-line tools the suite installs into its virtual environment (Tests/Browser/requirements.txt):
finding one, and actionlint over a workflow or an action, the suite's check of every GitHub Actions file
the project ships or writes (test_github_pages.py, test_release.py)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest


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
