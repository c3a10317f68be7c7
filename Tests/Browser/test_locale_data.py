"""The locale tables (Sources/LocaleFormats/Generated/) are what scripts/generate-locale-data writes
today: `--check` regenerates them in memory and compares the bytes, naming each stale file. And the
check fails when a file differs. No browser and no network; never skipped."""
import os
import shutil
import subprocess
from pathlib import Path

from harness.settings import REPO_ROOT

GENERATOR = REPO_ROOT / "scripts" / "generate-locale-data"
GENERATED = REPO_ROOT / "Sources" / "LocaleFormats" / "Generated"


def check(root: Path = REPO_ROOT) -> subprocess.CompletedProcess:
    return subprocess.run([str(root / "scripts" / "generate-locale-data"), "--check"], capture_output=True,
                          text=True, timeout=300, env=os.environ.copy())


def test_the_committed_tables_are_what_the_generator_writes():
    result = check()
    assert result.returncode == 0, result.stderr


def test_a_stale_table_is_named(tmp_path: Path):
    # A copy of the generator and the sources it reads, with one table changed by hand.
    root = tmp_path / "checkout"
    shutil.copytree(REPO_ROOT / "scripts", root / "scripts")
    shutil.copytree(REPO_ROOT / "Sources" / "LayoutSpec" / "Locale", root / "Sources" / "LayoutSpec" / "Locale")
    shutil.copytree(GENERATED, root / "Sources" / "LocaleFormats" / "Generated")
    (root / ".build").mkdir()
    (root / ".build" / "browser-venv").symlink_to((REPO_ROOT / ".build" / "browser-venv").resolve())
    stale = root / "Sources" / "LocaleFormats" / "Generated" / "LocaleData+Times.swift"
    stale.write_text(stale.read_text().replace("h:mm", "hh:mm", 1))
    result = check(root)
    assert result.returncode == 1
    assert "LocaleData+Times.swift" in result.stderr
    assert "LocaleData+Dates.swift" not in result.stderr
