"""The workflows `mailsitegen init --github-pages` and `--github-review` write, and the project's own
`.github/workflows`, pass actionlint (installed from
Tests/Browser/requirements.txt into the suite's virtual environment). No browser involved."""
import subprocess
from pathlib import Path

from harness.tools import run_actionlint, venv_tool


ROOT = Path(__file__).resolve().parents[2]


def test_the_github_pages_workflow_passes_actionlint(mailsitegen_bin, tmp_path):
    # Each in a repository of its own: the two are not written together.
    for kind in ("pages", "review"):
        (tmp_path / kind).mkdir()
        subprocess.run([str(mailsitegen_bin), "init", f"--github-{kind}"], cwd=tmp_path / kind, check=True,
                       capture_output=True)
    workflow = tmp_path / "pages" / ".github" / "workflows" / "prototype.yml"
    for written in (workflow, tmp_path / "review" / ".github" / "workflows" / "prototype-review.yml"):
        result = run_actionlint(written, cwd=written.parents[2])
        assert result.returncode == 0, result.stdout + result.stderr
        assert result.stdout == ""
    # actionlint does look: the same file with a mistake in it fails.
    broken = workflow.parent / "broken.yml"
    broken.write_text(workflow.read_text().replace("runs-on:", "runs_on:"))
    refused = run_actionlint(broken, cwd=workflow.parents[2])
    assert refused.returncode == 1 and "runs_on" in refused.stdout


def test_the_projects_own_workflows_pass_actionlint():
    workflows = sorted((ROOT / ".github" / "workflows").glob("*.yml"))
    assert workflows, "the project's CI is .github/workflows/ci.yml"
    result = subprocess.run([venv_tool("actionlint"), "-no-color", *map(str, workflows)], cwd=ROOT,
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
