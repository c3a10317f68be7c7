"""The pull-request review job `init --github-pages` and `init --github-review` write, run here as a
runner runs it: in a repository with a base branch and a pull request's head, with the `GITHUB_*`
variables and files a runner sets, each step taken from the written workflow (a `run:` through
`bash -eo pipefail` as GitHub's default shell; the action that installs mailsitegen by putting this
build on the PATH; the artifact upload by reading its folder). What a reviewer sees is checked: the
check's annotations on stdout, the job summary's Markdown (the design change and the visual change),
and the artifact: opened in Chromium, two phones in sync, and the snapshots' report with its pictures.

"No design change" is what the summary says when no field of the design differs; the mails are the
prototype's sample content, so a pull request that changes only them says "No design change" and
still lists the mails' row (and the artifact shows them).
"""
from __future__ import annotations

import json
import os
import re
import subprocess
from pathlib import Path

import pytest
import yaml
from PIL import Image

from test_compare import CLICK_TAB, in_phone, open_comparison, wait_in_phone

PR_NUMBER = 39
CHECK = "Check the spec, and public/ where it is committed"
SNAPSHOT = "Snapshot the base and the head"
RECORD = "Record the demo"


def git(cwd: Path, *args: str) -> str:
    result = subprocess.run(["git", *args], cwd=cwd, capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, f"git {' '.join(args)}: {result.stderr}"
    return result.stdout


def make_repository(tmp_path: Path, mailsitegen_bin: Path, change, rebuild: bool,
                    commit_public: bool = True) -> Path:
    """A repository `origin` whose `main` has the default spec and its public/ (without it when
    not `commit_public`: a repository that only reviews, public/ ignored), cloned into the
    workspace, where a branch commits `change(spec)` (and public/ built again when `rebuild`):
    the base and the head of a pull request."""
    origin = tmp_path / "origin"
    origin.mkdir()
    git(origin, "init", "-q", "-b", "main")
    for key, value in [("user.name", "Test"), ("user.email", "test@example.com")]:
        git(origin, "config", key, value)
    written = subprocess.run([str(mailsitegen_bin), "init", "--github-review"], cwd=origin, check=True,
                             capture_output=True, text=True)
    name_the_action(origin, written.stdout)
    if commit_public:
        subprocess.run([str(mailsitegen_bin), "build", "-q"], cwd=origin, check=True, capture_output=True)
    else:
        (origin / ".gitignore").write_text("/public/\n")
    git(origin, "add", "-A")
    git(origin, "commit", "-q", "-m", "Base")
    workspace = tmp_path / "workspace"
    git(tmp_path, "clone", "-q", origin.as_uri(), str(workspace))
    for key, value in [("user.name", "Test"), ("user.email", "test@example.com")]:
        git(workspace, "config", key, value)
    git(workspace, "switch", "-q", "-c", "change")
    spec_file = workspace / "mailsitegen.json"
    spec = json.loads(spec_file.read_text())
    change(spec)
    spec_file.write_text(json.dumps(spec, indent=2, ensure_ascii=False) + "\n")
    if rebuild:
        subprocess.run([str(mailsitegen_bin), "build", "-q"], cwd=workspace, check=True, capture_output=True)
    git(workspace, "commit", "-q", "-a", "--allow-empty", "-m", "Head")
    return workspace


def name_the_action(folder: Path, init_output: str) -> None:
    """What a user does once `init` has said where: the action's repository written in place of
    the placeholder at each `file:line:column` it lists."""
    places = re.findall(r"^  (\S+):(\d+):(\d+)$", init_output, re.MULTILINE)
    assert places and "OWNER/mailsitegen" in init_output, init_output
    for file, line, column in places:
        lines = (folder / file).read_text().split("\n")
        text = lines[int(line) - 1]
        start = int(column) - 1
        assert text[start:].startswith("OWNER/mailsitegen@"), text
        lines[int(line) - 1] = text[:start] + "acme" + text[start + len("OWNER"):]
        (folder / file).write_text("\n".join(lines))


def run_review_job(workspace: Path, tmp_path: Path, mailsitegen_bin: Path, snapshot_states: list[str] | None = None,
                   record_steps: str | None = None, **environment: str) -> dict:
    """Runs the steps of the job `review` of the workflow in the workspace, as a runner would after
    `actions/checkout`; returns each step's output, the summary, and the artifact's name and folder.

    The snapshot step draws every state twice in a real browser: it runs only where a test gives
    `snapshot_states`, and then draws those states alone (the PATH's mailsitegen adds a `--state`
    for each to `snapshot`; test_snapshot.py draws them all). Elsewhere it is left out, as if it
    were not in the workflow. The record step likewise runs only where a test gives `record_steps`,
    and then plays those steps in place of the demo, at 1x and 10 fps (test_record.py records the
    demo itself). `environment` is added to the runner's."""
    workflow = yaml.safe_load((workspace / ".github/workflows/prototype-review.yml").read_text())
    job = workflow["jobs"]["review"]
    assert job["permissions"] == {"contents": "read"}
    assert set(workflow[True]) == {"pull_request"}  # PyYAML reads the key `on` as True

    runner_temp = tmp_path / "runner-temp"
    runner_temp.mkdir()
    bin_folder = tmp_path / "bin"
    files = {name: tmp_path / name for name in ("summary.md", "output.txt", "env.txt")}
    for file in files.values():
        file.write_text("")
    event = tmp_path / "event.json"
    event.write_text(json.dumps({
        "number": PR_NUMBER,
        "pull_request": {"number": PR_NUMBER, "base": {"ref": "main"}, "head": {"ref": "change"}},
    }))
    env = {
        "PATH": "/usr/bin:/bin", "HOME": str(tmp_path), "CI": "true", "GITHUB_ACTIONS": "true",
        "GITHUB_EVENT_NAME": "pull_request", "GITHUB_EVENT_PATH": str(event),
        "GITHUB_BASE_REF": "main", "GITHUB_HEAD_REF": "change", "GITHUB_REF": f"refs/pull/{PR_NUMBER}/merge",
        "GITHUB_WORKSPACE": str(workspace), "RUNNER_TEMP": str(runner_temp),
        "GITHUB_STEP_SUMMARY": str(files["summary.md"]), "GITHUB_OUTPUT": str(files["output.txt"]),
        "GITHUB_ENV": str(files["env.txt"]),
        **environment,
    }
    expressions = {
        "${{ github.event.pull_request.number }}": str(PR_NUMBER),
        "${{ runner.temp }}": str(runner_temp),
    }

    def evaluate(text: str) -> str:
        for expression, value in expressions.items():
            text = text.replace(expression, value)
        assert "${{" not in text, f"an expression this test does not know: {text}"
        return text

    steps, failed, artifact = [], False, None
    for step in job["steps"]:
        # A step without `if` runs only while every step before it passed; `!cancelled()` always.
        if failed and step.get("if") != "!cancelled()":
            continue
        uses = step.get("uses", "")
        if uses.startswith("actions/checkout@"):
            continue  # the workspace is the checkout
        if uses.endswith("/mailsitegen@v" + version(mailsitegen_bin)):
            # What the action does: mailsitegen of that version on the PATH.
            bin_folder.mkdir()
            if snapshot_states or record_steps:
                states = " ".join(f"--state {name}" for name in snapshot_states or [])
                (bin_folder / "mailsitegen").write_text(
                    f'#!/bin/sh\nif [ "$1" = snapshot ]; then shift; exec "{mailsitegen_bin}" snapshot {states} "$@"; fi\n'
                    f'if [ "$1" = record ]; then shift; '
                    f'exec "{mailsitegen_bin}" record --play "{record_steps}" --scale 1 --fps 10 "$@"; fi\n'
                    f'exec "{mailsitegen_bin}" "$@"\n')
                (bin_folder / "mailsitegen").chmod(0o755)
            else:
                (bin_folder / "mailsitegen").symlink_to(mailsitegen_bin)
            env["PATH"] = f"{bin_folder}:{env['PATH']}"
            continue
        if step.get("name") == SNAPSHOT and snapshot_states is None:
            continue
        if step.get("name") == RECORD and record_steps is None:
            continue
        if uses.startswith("actions/upload-artifact@"):
            artifact = (evaluate(step["with"]["name"]), Path(evaluate(step["with"]["path"])))
            continue
        assert "run" in step, f"a step this test cannot run: {step}"
        result = subprocess.run(["bash", "--noprofile", "--norc", "-eo", "pipefail", "-c", step["run"]],
                                cwd=workspace, env=env, capture_output=True, text=True, timeout=600)
        steps.append({"name": step.get("name"), "status": result.returncode,
                      "stdout": result.stdout, "stderr": result.stderr})
        failed = failed or result.returncode != 0
        # GITHUB_ENV's lines reach the steps after this one.
        for line in files["env.txt"].read_text().splitlines():
            key, _, value = line.partition("=")
            env[key] = value
    return {"steps": {step["name"]: step for step in steps}, "summary": files["summary.md"].read_text(),
            "artifact": artifact}


def version(mailsitegen_bin: Path) -> str:
    return subprocess.run([str(mailsitegen_bin), "--version"], capture_output=True, text=True,
                          check=True).stdout.strip()


@pytest.mark.engines("chromium", reason="the job is the same whatever opens its artifact: compare's own tests "
                                        "cover the engines")
def test_a_colour_change_with_a_stale_public_is_annotated_described_and_compared(
        browser, mailsitegen_bin, tmp_path):
    def change(spec):
        spec["tabs"][0]["color"] = "red"

    workspace = make_repository(tmp_path, mailsitegen_bin, change, rebuild=False)
    job = run_review_job(workspace, tmp_path, mailsitegen_bin, snapshot_states=["all-mails-at-the-top", "primary"],
                         record_steps="tap:primary")

    # public/ was not built again: the check fails the job with an annotation on the stale file.
    check = job["steps"][CHECK]
    assert check["status"] == 1, check["stderr"]
    assert check["stdout"].startswith("::error file=public/style.css,line=")
    # The later steps still run, and pass: a visual change is what is reviewed, not a failure.
    for name in ("Check out the base branch", "Describe the design change", "Build the comparison", SNAPSHOT, RECORD):
        assert job["steps"][name]["status"] == 0, job["steps"][name]["stderr"]

    summary = job["summary"]
    assert summary.startswith("### Design change\n\n")
    assert "No design change" not in summary
    assert "| Field | base.json | mailsitegen.json |" in summary
    assert "| `tabs[0].color` | blue" in summary and "| red" in summary
    # The states whose pictures changed, with their share: the Primary tab selected shows its
    # colour; All Mails at the top shows the tab unselected, grey in both.
    visual = summary[summary.index("### Visual change\n\n"):summary.index("### Motion")]
    assert re.fullmatch(r"### Visual change\n\n1 changed, 1 unchanged\.\n\n\| State \| Change \|\n\| --- \| --- \|\n"
                        r"\| Primary \| [\d,]+ pixels changed \(\d+\.\d\d %\) \|\n\n"
                        r"Unchanged: All Mails\\, at the top\.\n\n"
                        r"Each state's before, after and difference: snapshots/report\.html in this run's artifact\.\n\n",
                        visual), visual
    assert summary.endswith("\n\n### Motion\n\nThe demo as the head's and the base's design plays it, as MP4 and GIF: "
                            "recordings/ in this run's artifact.\n"), summary

    name, folder = job["artifact"]
    assert name == f"design-review-pr-{PR_NUMBER}"
    assert sorted(p.name for p in folder.iterdir() if not p.name.startswith(".")) == [
        "index.html", "recordings", "snapshots", "variant-1", "variant-2"]
    # The report with its pictures: the head's, the base's of the changed state, and its difference.
    report = json.loads((folder / "snapshots" / "report.json").read_text())
    assert [(state["name"], state["status"]) for state in report["states"]] == [
        ("all-mails-at-the-top", "unchanged"), ("primary", "changed")]
    for picture in ("report.html", "primary.png", "all-mails-at-the-top.png", "before/primary.png",
                    "diff/primary.png"):
        assert (folder / "snapshots" / picture).is_file(), picture
    # The steps recorded for the head and the base: the same frames, the tab red at the end of the
    # head's and blue at the end of the base's.
    assert sorted(p.name for p in (folder / "recordings").iterdir()) == ["base.gif", "base.mp4", "head.gif", "head.mp4"]
    head, base = (Image.open(folder / "recordings" / f"{side}.gif") for side in ("head", "base"))
    durations = []
    for gif in (head, base):
        durations.append([])
        for index in range(gif.n_frames):
            gif.seek(index)
            durations[-1].append(gif.info["duration"])
    assert durations[0] == durations[1] and sum(durations[0]) > 2000, durations
    head.seek(head.n_frames - 1)
    base.seek(base.n_frames - 1)
    assert head.convert("RGB").tobytes() != base.convert("RGB").tobytes()
    for side in ("head", "base"):
        probe = subprocess.run(["ffprobe", "-v", "error", "-show_entries", "stream=codec_name,avg_frame_rate", "-of",
                                "csv=p=0", str(folder / "recordings" / f"{side}.mp4")],
                               capture_output=True, text=True, check=True)
        assert probe.stdout.strip() == "h264,10/1", probe.stdout
    # Both phones, in sync: a tap in the base's phone selects the tab in the pull request's.
    open_comparison(browser, (folder / "index.html").as_uri())
    in_phone(browser, 1, CLICK_TAB, "primary")
    wait_in_phone(browser, 2, "document.documentElement.dataset.activeTab === 'primary'", "the same tab")
    in_phone(browser, 2, CLICK_TAB, "transactions")
    wait_in_phone(browser, 1, "document.documentElement.dataset.activeTab === 'transactions'", "the same tab")


def test_a_repository_that_does_not_commit_public_has_its_spec_checked_alone(mailsitegen_bin, tmp_path):
    """The review workflow is for a repository that does not publish: with no public/ committed
    (a build in the workspace ignored), the check builds the spec in memory and passes; a spec
    that does not build is an annotation on its line."""
    def change(spec):
        spec["tabs"][0]["color"] = "red"

    workspace = make_repository(tmp_path, mailsitegen_bin, change, rebuild=True, commit_public=False)
    assert (workspace / "public" / "index.html").is_file() and not git(workspace, "ls-files", "public")
    job = run_review_job(workspace, tmp_path, mailsitegen_bin)
    check = job["steps"][CHECK]
    assert check["status"] == 0, check["stdout"] + check["stderr"]
    assert check["stdout"] == ("::notice title=mailsitegen check::Checked mailsitegen.json alone, without a folder: "
                               "it builds 9 files, nothing written.\n")
    assert all(step["status"] == 0 for step in job["steps"].values()), job["steps"]
    assert "| `tabs[0].color` | blue" in job["summary"]

    # The same repository, its spec broken: the check fails on the spec's line, the rest still runs.
    spec = json.loads((workspace / "mailsitegen.json").read_text())
    spec["tabBar"]["height"] = "tall"
    (workspace / "mailsitegen.json").write_text(json.dumps(spec, indent=2) + "\n")
    git(workspace, "commit", "-q", "-a", "-m", "Broken")
    line = next(number for number, text in enumerate((workspace / "mailsitegen.json").read_text().splitlines(), 1)
                if '"height": "tall"' in text)
    (tmp_path / "again").mkdir()
    broken = run_review_job(workspace, tmp_path / "again", mailsitegen_bin)
    check = broken["steps"][CHECK]
    assert check["status"] == 1
    assert check["stdout"].startswith(f"::error file=mailsitegen.json,line={line},col=")
    assert "title=Invalid spec::tabBar.height: " in check["stdout"]


def test_a_change_to_a_mail_alone_is_no_design_change(mailsitegen_bin, tmp_path):
    def change(spec):
        # `init` writes "sample"; the pull request gives the inbox mails of its own.
        assert spec["mails"] == "sample"
        spec["mails"] = [{"from": "Maya Chen", "subject": "Lunch on Friday?", "preview": "Near the station.",
                          "date": "2026-11-29T09:41:00", "category": "primary", "unread": True}]

    workspace = make_repository(tmp_path, mailsitegen_bin, change, rebuild=True)
    job = run_review_job(workspace, tmp_path, mailsitegen_bin)

    check = job["steps"][CHECK]
    assert check["status"] == 0, check["stdout"]
    assert check["stdout"].startswith("::notice title=mailsitegen check::Checked public/ against mailsitegen.json")
    assert all(step["status"] == 0 for step in job["steps"].values()), job["steps"]
    summary = job["summary"]
    assert summary.startswith("### Design change\n\nNo design change\n\n")
    # The mails' row is still there: content a reviewer may want to see.
    assert "| `mails` | 44 mails | 1 mail, 44 not as in base.json |" in summary
    name, folder = job["artifact"]
    assert name == f"design-review-pr-{PR_NUMBER}" and (folder / "index.html").is_file()


def test_a_pull_request_that_leaves_the_spec_alone_says_no_design_change(mailsitegen_bin, tmp_path):
    def change(spec):
        spec["title"] = spec["title"]  # the same spec: the pull request changes something else

    workspace = make_repository(tmp_path, mailsitegen_bin, change, rebuild=False)
    job = run_review_job(workspace, tmp_path, mailsitegen_bin, snapshot_states=["primary"], record_steps="tap:primary")
    assert all(step["status"] == 0 for step in job["steps"].values()), job["steps"]
    assert SNAPSHOT in job["steps"] and RECORD in job["steps"]
    assert job["summary"] == ("### Design change\n\nNo design change\n\n"
                              "### Visual change\n\nNo visual change (1 state).\n\nUnchanged: Primary.\n"
                              "\n### Motion\n\nThe demo as the head's design plays it, as MP4 and GIF: "
                              "recordings/ in this run's artifact.\n")
    _, folder = job["artifact"]
    # No design change: the head alone is recorded.
    assert sorted(p.name for p in (folder / "recordings").iterdir()) == ["head.gif", "head.mp4"]
    assert json.loads((folder / "snapshots" / "report.json").read_text())["changed"] is False
    assert not (folder / "snapshots" / "diff").exists()


def test_a_snapshot_that_cannot_run_fails_the_job(mailsitegen_bin, tmp_path):
    """No browser to draw with: the snapshot and record steps fail the job with the tool's one
    error, and the summary says nothing of a change it could not see; the other steps pass."""
    def change(spec):
        spec["tabs"][0]["color"] = "red"

    workspace = make_repository(tmp_path, mailsitegen_bin, change, rebuild=True)
    job = run_review_job(workspace, tmp_path, mailsitegen_bin, snapshot_states=["primary"], record_steps="tap:primary",
                         MAILSITEGEN_BROWSER="/nonexistent/chrome")
    # snapshot's exit status 1 is a visual change, so its errors are 2; record's are 1, as build's.
    for name, status in ((SNAPSHOT, 2), (RECORD, 1)):
        step = job["steps"][name]
        assert step["status"] == status, step
        assert step["stderr"] == "Error: MAILSITEGEN_BROWSER names /nonexistent/chrome, which is not an executable file\n"
    assert all(step["status"] == 0 for name, step in job["steps"].items() if name not in (SNAPSHOT, RECORD)), job["steps"]
    assert "### Design change" in job["summary"] and "Visual change" not in job["summary"]
    assert "Motion" not in job["summary"]


def test_a_pull_request_that_deletes_the_spec_is_compared_with_the_built_in_design(mailsitegen_bin, tmp_path):
    """A branch with no spec is the built-in design (as `check` and `build` read it): the base's red
    tab against the built-in blue, not a missing file."""
    def change(spec):
        spec["tabs"][0]["color"] = "red"

    workspace = make_repository(tmp_path, mailsitegen_bin, change, rebuild=True)
    # The red tab becomes the base branch, and the pull request deletes the spec.
    git(tmp_path / "origin", "pull", "-q", "--ff-only", workspace.as_uri(), "change")
    git(workspace, "rm", "-q", "mailsitegen.json")
    subprocess.run([str(mailsitegen_bin), "build", "-q"], cwd=workspace, check=True, capture_output=True)
    git(workspace, "commit", "-q", "-a", "-m", "The built-in design")

    job = run_review_job(workspace, tmp_path, mailsitegen_bin)
    assert all(step["status"] == 0 for step in job["steps"].values()), job["steps"]
    summary = job["summary"]
    assert "No design change" not in summary
    assert "| `tabs[0].color` | red" in summary and "| blue" in summary
