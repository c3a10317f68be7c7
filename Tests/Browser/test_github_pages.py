"""The workflow `mailsitegen init --github-pages` writes passes actionlint (installed from
Tests/Browser/requirements.txt into the suite's virtual environment). No browser involved."""
import subprocess

from harness.tools import run_actionlint


def test_the_github_pages_workflow_passes_actionlint(mailsitegen_bin, tmp_path):
    subprocess.run([str(mailsitegen_bin), "init", "--github-pages"], cwd=tmp_path, check=True, capture_output=True)
    workflow = tmp_path / ".github" / "workflows" / "prototype.yml"
    result = run_actionlint(workflow, cwd=tmp_path)
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout == ""
    # actionlint does look: the same file with a mistake in it fails.
    broken = tmp_path / ".github" / "workflows" / "broken.yml"
    broken.write_text(workflow.read_text().replace("runs-on:", "runs_on:"))
    refused = run_actionlint(broken, cwd=tmp_path)
    assert refused.returncode == 1 and "runs_on" in refused.stdout
