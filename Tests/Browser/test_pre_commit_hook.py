"""The repository's pre-commit hook (.pre-commit-hooks.yaml), run by PyPI's pre-commit
(Tests/Browser/requirements.txt) as a project runs it: a sample git repository whose
.pre-commit-config.yaml names this repository by path and a commit. The hook passes on an
up-to-date public/, fails with check's error on a stale one, and does not run for a commit that
touches neither a JSON file nor public/. No browser and no network: pre-commit clones the
repository from disk and builds mailsitegen in its cache (`language: swift`: `swift build -c
release`, a few minutes the first time).

The repository pre-commit clones is a snapshot of this working tree (its committed files and new
ones alike, so what is tested is what is here), committed with fixed names and dates so that the
same tree is the same commit: pre-commit's cache in .build/pre-commit-home then builds it once.

On Linux, the hook's environment is not built a second time: the release's test builds the same
sources in release mode (scripts/release/build-binary, static) in this worker, and that binary goes
where pre-commit's own install (`swift build -c release --build-path <env>/.build`) puts it, with
the state file that marks the environment installed, both laid out by pre-commit's own functions.
Elsewhere pre-commit builds it, as it does for a user."""
import os
import shutil
import subprocess
from pathlib import Path

import pytest

from harness.settings import REPO_ROOT
from harness.tools import linux_release_binary, venv_tool

# One worker runs this module: its tests share the snapshot and pre-commit's cache below. The first
# run builds mailsitegen in release mode (minutes), so it is scheduled first.
pytestmark = [pytest.mark.slow, pytest.mark.xdist_group("pre-commit")]

SNAPSHOT = REPO_ROOT / ".build" / "pre-commit-test" / "hook-repository"
PRE_COMMIT_HOME = REPO_ROOT / ".build" / "pre-commit-home"
FIXED_DATE = "2001-01-01T00:00:00+00:00"


def pre_commit() -> str:
    return venv_tool("pre-commit")


def environment() -> dict[str, str]:
    env = {key: value for key, value in os.environ.items()
           if not key.startswith(("GIT_", "PRE_COMMIT")) and key != "GITHUB_ACTIONS"}
    env.update({
        "PRE_COMMIT_HOME": str(PRE_COMMIT_HOME),
        "GIT_AUTHOR_NAME": "MailSiteGen tests", "GIT_AUTHOR_EMAIL": "tests@mailsitegen.invalid",
        "GIT_COMMITTER_NAME": "MailSiteGen tests", "GIT_COMMITTER_EMAIL": "tests@mailsitegen.invalid",
        "GIT_AUTHOR_DATE": FIXED_DATE, "GIT_COMMITTER_DATE": FIXED_DATE,
        # No user or system git configuration: the same commit on every machine.
        "GIT_CONFIG_GLOBAL": os.devnull, "GIT_CONFIG_NOSYSTEM": "1",
    })
    return env


def git(*arguments: str, cwd: Path) -> str:
    result = subprocess.run(["git", "-c", "init.defaultBranch=main", *arguments], cwd=cwd, env=environment(),
                            capture_output=True, text=True)
    assert result.returncode == 0, f"git {' '.join(arguments)}:\n{result.stdout}{result.stderr}"
    return result.stdout


@pytest.fixture(scope="module")
def hook_repository() -> tuple[Path, str]:
    """This working tree as a repository of one commit: its path and the commit."""
    # Earlier runs' clones and builds, whose sample projects are gone, go first.
    subprocess.run([pre_commit(), "gc"], cwd=REPO_ROOT, env=environment(), capture_output=True, check=True)
    listed = git("ls-files", "-z", "--cached", "--others", "--exclude-standard", cwd=REPO_ROOT)
    shutil.rmtree(SNAPSHOT, ignore_errors=True)
    SNAPSHOT.mkdir(parents=True)
    for name in sorted(set(filter(None, listed.split("\0")))):
        source = REPO_ROOT / name
        if source.is_file():  # not one deleted in the working tree
            (SNAPSHOT / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, SNAPSHOT / name)
    git("init", "-q", cwd=SNAPSHOT)
    git("add", "-A", cwd=SNAPSHOT)
    git("commit", "-q", "-m", "snapshot", cwd=SNAPSHOT)
    return SNAPSHOT, git("rev-parse", "HEAD", cwd=SNAPSHOT).strip()


def install_hook_environment(repository: Path, commit: str, dist: Path) -> bool:
    """The hook's environment in pre-commit's cache, holding the release build of these sources, as
    pre-commit's install leaves it; False where there is no release build (pre-commit then builds)."""
    binary = linux_release_binary(dist)
    if binary is None:
        return False
    from pre_commit.lang_base import environment_dir
    from pre_commit.languages import swift
    from pre_commit.prefix import Prefix
    from pre_commit.repository import _state_filename_v2
    from pre_commit.store import Store

    clone = Store(str(PRE_COMMIT_HOME)).clone(str(repository), commit)
    environment = environment_dir(Prefix(clone), swift.ENVIRONMENT_DIR, "default")
    shutil.rmtree(environment, ignore_errors=True)
    built = Path(environment) / swift.BUILD_DIR / swift.BUILD_CONFIG
    built.mkdir(parents=True)
    shutil.copy2(binary, built / "mailsitegen")
    Path(_state_filename_v2(environment)).touch()
    return True


def run_hook(project: Path, *arguments: str) -> subprocess.CompletedProcess:
    # The first run builds mailsitegen (release) in pre-commit's cache: minutes, not seconds.
    return subprocess.run([pre_commit(), "run", *arguments], cwd=project, env=environment(),
                          capture_output=True, text=True, timeout=1800)


def test_the_hook_passes_on_an_up_to_date_folder_and_fails_on_a_stale_one(hook_repository, mailsitegen_bin,
                                                                           tmp_path):
    repository, commit = hook_repository
    hooks = (repository / ".pre-commit-hooks.yaml").read_text()
    assert "- id: mailsitegen-check\n" in hooks and "  language: swift\n" in hooks

    project = tmp_path / "project"
    project.mkdir()
    git("init", "-q", cwd=project)
    for command in (["init"], ["build", "-q"]):
        subprocess.run([str(mailsitegen_bin), *command], cwd=project, check=True, capture_output=True)
    (project / "notes.txt").write_text("not the prototype\n")
    (project / ".pre-commit-config.yaml").write_text(
        "repos:\n"
        f"  - repo: {repository}\n"
        f"    rev: {commit}\n"
        "    hooks:\n"
        "      - id: mailsitegen-check\n")
    git("add", "-A", cwd=project)
    git("commit", "-q", "-m", "prototype", cwd=project)

    installed = install_hook_environment(repository, commit, tmp_path / "dist")
    fresh = run_hook(project, "--all-files")
    assert fresh.returncode == 0, fresh.stdout + fresh.stderr
    # pre-commit took the environment as installed (it says when it builds one).
    assert ("Installing environment" not in fresh.stderr + fresh.stdout) == installed
    assert "mailsitegen check" in fresh.stdout and "Passed" in fresh.stdout

    # A commit of neither JSON nor public/ does not run it (its `files:` pattern).
    untouched = run_hook(project, "--files", "notes.txt")
    assert untouched.returncode == 0, untouched.stdout + untouched.stderr
    assert "Skipped" in untouched.stdout

    spec = project / "mailsitegen.json"
    spec.write_text(spec.read_text().replace('"title": "All Inboxes"', '"title": "Stale"', 1))
    assert '"Stale"' in spec.read_text()
    git("add", "mailsitegen.json", cwd=project)
    stale = run_hook(project, "--all-files")
    assert stale.returncode == 1, stale.stdout + stale.stderr
    assert "Failed" in stale.stdout
    assert "Error: public/ is not what mailsitegen.json builds:" in stale.stdout
    assert "  differs: index.html (first at line " in stale.stdout
