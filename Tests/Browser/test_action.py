"""The action at the repository's root (action.yml) and its script, scripts/install-mailsitegen, run
here as a runner runs them: the inputs in the environment, RUNNER_OS and RUNNER_ARCH, and the files
GITHUB_OUTPUT and GITHUB_PATH. The release is a folder in tmp_path laid out as
.github/workflows/release.yml publishes one (a file:// URL), its binaries stand-in shell scripts that
print their version. No browser and no network: where a test needs GitHub's address or Swift, a stub
`curl` or `swift` on the PATH records what it was asked.

The action's steps are linted two ways, as actionlint does not read an action by itself: a workflow
that uses it as `./` (actionlint checks its metadata and the inputs and outputs a workflow names), and
a reusable workflow holding its steps (actionlint checks their expressions, and shellcheck their
scripts)."""
import hashlib
import os
import re
import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path

import pytest
import yaml

from harness.settings import IN_CI, REPO_ROOT
from harness.tools import venv_tool

SCRIPT = REPO_ROOT / "scripts" / "install-mailsitegen"
ACTION = REPO_ROOT / "action.yml"
VERSION = (REPO_ROOT / "VERSION").read_text().strip()
PLATFORMS = ("linux-x86_64", "linux-aarch64", "macos-universal")
ERROR = "::error title=mailsitegen not installed::"


def stand_in(version: str, platform: str) -> str:
    """A release binary's stand-in: it names its platform, so that the test can tell which was installed."""
    return f"#!/bin/sh\n# mailsitegen for {platform}\necho {version}\n"


def write_release(base: Path, version: str, sums_of: dict[str, str] | None = None) -> Path:
    """A release folder base/v<version>/ as the release workflow attaches one; sums_of overrides an asset's line."""
    folder = base / f"v{version}"
    folder.mkdir(parents=True)
    lines = []
    for platform in PLATFORMS:
        asset = folder / f"mailsitegen-{version}-{platform}"
        asset.write_text(stand_in(version, platform))
        asset.chmod(0o755)
        digest = (sums_of or {}).get(platform, hashlib.sha256(asset.read_bytes()).hexdigest())
        lines.append(f"{digest}  {asset.name}\n")
    (folder / "mailsitegen.artifactbundle.zip").write_bytes(b"PK\x05\x06" + bytes(18))
    (folder / "SHA256SUMS").write_text("".join(lines))
    return folder


@dataclass
class Run:
    returncode: int
    stdout: str
    stderr: str
    outputs: dict[str, str]
    path_lines: list[str]

    @property
    def errors(self) -> list[str]:
        return [line for line in self.stdout.splitlines() if line.startswith("::error")]


class Runner:
    """A runner's environment for the script: its files in tmp_path, its OS and architecture."""

    def __init__(self, tmp_path: Path):
        self.root = tmp_path
        self.tool_cache = tmp_path / "toolcache"
        self.stubs = tmp_path / "stubs"
        self.releases = tmp_path / "releases"
        self.stubs.mkdir()
        self.releases.mkdir()
        self.env = {
            "PATH": f"{self.stubs}:{os.environ['PATH']}",
            "HOME": str(tmp_path),
            "RUNNER_OS": "Linux", "RUNNER_ARCH": "X64",
            "RUNNER_TOOL_CACHE": str(self.tool_cache), "RUNNER_TEMP": str(tmp_path / "temp"),
            "GITHUB_ACTION_PATH": str(REPO_ROOT),
            "MAILSITEGEN_RELEASE_URL": self.releases.as_uri(),
        }
        self.count = 0

    def run(self, phase: str, timeout: int = 60, **env: str) -> Run:
        """Runs one step of the action (resolve or install) with its own GITHUB_OUTPUT and GITHUB_PATH files."""
        self.count += 1
        output, path = self.root / f"output-{self.count}", self.root / f"path-{self.count}"
        output.touch()
        path.touch()
        result = subprocess.run(["bash", str(SCRIPT), phase], capture_output=True, text=True, timeout=timeout,
                                env={**self.env, **env, "GITHUB_OUTPUT": str(output), "GITHUB_PATH": str(path)})
        outputs = dict(line.split("=", 1) for line in output.read_text().splitlines())
        return Run(result.returncode, result.stdout, result.stderr, outputs, path.read_text().splitlines())

    def install(self, timeout: int = 60, **env: str) -> Run:
        """Both steps, as the action runs them: resolve, then (when it passed) install."""
        resolved = self.run("resolve", **env)
        if resolved.returncode != 0:
            return resolved
        return self.run("install", timeout=timeout, **env)

    def stub(self, name: str, script: str) -> Path:
        path = self.stubs / name
        path.write_text("#!/usr/bin/env bash\n" + script)
        path.chmod(0o755)
        return path


@pytest.fixture
def runner(tmp_path) -> Runner:
    return Runner(tmp_path)


def assert_one_error(run: Run, message: str):
    assert run.returncode == 1, run.stdout + run.stderr
    assert run.errors == [ERROR + message], run.stdout
    assert run.path_lines == [], "a failed install must not change the PATH"


# --- the binary for each runner ------------------------------------------------------------------

@pytest.mark.parametrize(("runner_os", "arch", "platform"), [
    ("Linux", "X64", "linux-x86_64"),
    ("Linux", "ARM64", "linux-aarch64"),
    ("macOS", "X64", "macos-universal"),
    ("macOS", "ARM64", "macos-universal"),
])
def test_each_runner_gets_its_binary_checked_and_on_the_path(runner, runner_os, arch, platform):
    release = write_release(runner.releases, "0.3.1")
    resolved = runner.run("resolve", MAILSITEGEN_VERSION="0.3.1", RUNNER_OS=runner_os, RUNNER_ARCH=arch)
    folder = runner.tool_cache / "mailsitegen" / "0.3.1" / platform
    assert resolved.returncode == 0, resolved.stdout + resolved.stderr
    # What actions/cache is given: one folder per version and platform, a key per version, OS and architecture.
    assert resolved.outputs == {"version": "0.3.1", "cache-key": f"mailsitegen-0.3.1-{runner_os}-{arch}",
                                "dir": str(folder)}

    run = runner.run("install", MAILSITEGEN_VERSION="0.3.1", RUNNER_OS=runner_os, RUNNER_ARCH=arch)
    assert run.returncode == 0, run.stdout + run.stderr
    assert run.errors == []
    binary = folder / "mailsitegen"
    assert binary.read_bytes() == (release / f"mailsitegen-0.3.1-{platform}").read_bytes()
    assert os.access(binary, os.X_OK)
    assert run.path_lines == [str(folder)]
    assert run.outputs == {"path": str(binary), "version": "0.3.1"}
    digest = hashlib.sha256(binary.read_bytes()).hexdigest()
    assert f"SHA-256 {digest} checked" in run.stdout


def test_a_leading_v_is_the_same_version(runner):
    write_release(runner.releases, "0.3.1")
    run = runner.install(MAILSITEGEN_VERSION="v0.3.1")
    assert run.returncode == 0, run.stdout + run.stderr
    assert run.outputs["version"] == "0.3.1"


def test_the_default_version_is_the_actions_own_and_the_binarys(runner, mailsitegen_bin):
    """VERSION, which the release workflow keeps equal to the tag, is what the binary calls itself."""
    printed = subprocess.run([str(mailsitegen_bin), "--version"], capture_output=True, text=True, check=True)
    assert printed.stdout == VERSION + "\n", "VERSION and MailSiteGenVersion.current must be bumped together"
    write_release(runner.releases, VERSION)
    run = runner.install(MAILSITEGEN_VERSION="")
    assert run.returncode == 0, run.stdout + run.stderr
    assert run.outputs["version"] == VERSION


def test_a_binary_sums_may_mark_as_binary_mode(runner):
    """sha256sum -b writes `<hash> *<name>`; both forms are read."""
    folder = write_release(runner.releases, "0.3.1")
    sums = folder / "SHA256SUMS"
    sums.write_text(sums.read_text().replace("  mailsitegen", " *mailsitegen"))
    run = runner.install(MAILSITEGEN_VERSION="0.3.1")
    assert run.returncode == 0, run.stdout + run.stderr


# --- what is refused ---------------------------------------------------------------------------

def test_a_binary_whose_checksum_does_not_match_is_refused(runner):
    folder = write_release(runner.releases, "0.3.1", sums_of={"linux-x86_64": "ab" * 32})
    actual = hashlib.sha256((folder / "mailsitegen-0.3.1-linux-x86_64").read_bytes()).hexdigest()
    run = runner.install(MAILSITEGEN_VERSION="0.3.1")
    assert_one_error(run, f"mailsitegen-0.3.1-linux-x86_64 has SHA-256 {actual}, but SHA256SUMS at "
                          f"{runner.releases.as_uri()}/v0.3.1/ says {'ab' * 32}: the download was not installed")
    assert not (runner.tool_cache / "mailsitegen" / "0.3.1" / "linux-x86_64" / "mailsitegen").exists()


def test_a_binary_changed_after_its_sums_were_written_is_refused(runner):
    folder = write_release(runner.releases, "0.3.1")
    (folder / "mailsitegen-0.3.1-linux-aarch64").write_text(stand_in("0.3.1", "something else"))
    run = runner.install(MAILSITEGEN_VERSION="0.3.1", RUNNER_ARCH="ARM64")
    assert run.returncode == 1
    assert len(run.errors) == 1 and "the download was not installed" in run.errors[0]


def test_a_version_with_no_release_is_named_with_where_it_was_looked_for(runner):
    write_release(runner.releases, "0.3.1")
    run = runner.install(MAILSITEGEN_VERSION="9.9.9")
    assert_one_error(run, f"mailsitegen 9.9.9 has no release at {runner.releases.as_uri()}/v9.9.9/")


def test_sums_that_do_not_list_the_binary_are_refused(runner):
    folder = write_release(runner.releases, "0.3.1")
    sums = folder / "SHA256SUMS"
    sums.write_text("".join(line for line in sums.read_text().splitlines(keepends=True) if "aarch64" not in line))
    run = runner.install(MAILSITEGEN_VERSION="0.3.1", RUNNER_ARCH="ARM64")
    assert_one_error(run, f"the SHA256SUMS of mailsitegen 0.3.1 at {runner.releases.as_uri()}/v0.3.1/ lists no "
                          "mailsitegen-0.3.1-linux-aarch64")


def test_a_binary_of_another_version_is_refused(runner):
    folder = write_release(runner.releases, "0.3.1")
    asset = folder / "mailsitegen-0.3.1-linux-x86_64"
    asset.write_text(stand_in("0.3.0", "linux-x86_64"))
    sums = folder / "SHA256SUMS"
    sums.write_text(re.sub(r"^\S+(  mailsitegen-0\.3\.1-linux-x86_64)$", hashlib.sha256(asset.read_bytes()).hexdigest()
                           + r"\1", sums.read_text(), flags=re.M))
    run = runner.install(MAILSITEGEN_VERSION="0.3.1")
    binary = runner.tool_cache / "mailsitegen" / "0.3.1" / "linux-x86_64" / "mailsitegen"
    assert_one_error(run, f"{binary} --version printed '0.3.0', not 0.3.1")


@pytest.mark.parametrize(("runner_os", "arch"), [("Windows", "X64"), ("Linux", "ARM"), ("Linux", "X86"), ("", "")])
def test_an_unsupported_runner_is_told_to_build_from_source(runner, runner_os, arch):
    write_release(runner.releases, "0.3.1")
    run = runner.install(MAILSITEGEN_VERSION="0.3.1", RUNNER_OS=runner_os, RUNNER_ARCH=arch)
    named = f"{runner_os} {arch}" if runner_os else "an unknown OS (unknown architecture)"
    assert_one_error(run, f"mailsitegen has no binary for {named}; use version: source on a runner with Swift 6")


def test_a_version_that_is_not_one_is_refused_as_one_line(runner):
    """An input is text from outside: a newline in it must not become a second workflow command."""
    run = runner.install(MAILSITEGEN_VERSION="1.0\n::warning::injected 100%")
    assert_one_error(run, "version must be a release such as 0.1.0, or source, not '1.0%0A::warning::injected 100%25'")
    assert "::warning" not in [line[:9] for line in run.stdout.splitlines()]


def test_a_release_url_of_another_scheme_is_refused(runner):
    run = runner.install(MAILSITEGEN_VERSION="0.3.1", MAILSITEGEN_RELEASE_URL="http://example.com/releases")
    assert_one_error(run, "release-url must start with https:// or file://, not 'http://example.com/releases'")


# --- the cache -----------------------------------------------------------------------------------

def test_a_binary_the_cache_restored_is_used_without_a_download(runner):
    write_release(runner.releases, "0.3.1")
    assert runner.install(MAILSITEGEN_VERSION="0.3.1").returncode == 0
    shutil.rmtree(runner.releases / "v0.3.1")  # the release is not reached again
    run = runner.install(MAILSITEGEN_VERSION="0.3.1")
    assert run.returncode == 0, run.stdout + run.stderr
    assert "restored from the cache" in run.stdout
    assert run.path_lines == [str(runner.tool_cache / "mailsitegen" / "0.3.1" / "linux-x86_64")]


def test_a_cached_binary_that_changed_is_downloaded_again(runner):
    folder = write_release(runner.releases, "0.3.1")
    assert runner.install(MAILSITEGEN_VERSION="0.3.1").returncode == 0
    binary = runner.tool_cache / "mailsitegen" / "0.3.1" / "linux-x86_64" / "mailsitegen"
    binary.write_text(stand_in("0.3.1", "tampered"))
    run = runner.install(MAILSITEGEN_VERSION="0.3.1")
    assert run.returncode == 0, run.stdout + run.stderr
    assert "restored from the cache" not in run.stdout
    assert binary.read_bytes() == (folder / "mailsitegen-0.3.1-linux-x86_64").read_bytes()


# --- where the release is ------------------------------------------------------------------------

CURL_STUB = 'printf "%s\\n" "$@" >"$(dirname "$0")/curl-args"\nexit 6  # could not resolve host\n'


@pytest.mark.parametrize(("action_path", "repository", "expected"), [
    ("/home/runner/work/_actions/octo-org/mailsitegen/v0.3.1", "", "octo-org/mailsitegen"),
    ("/home/runner/work/_actions/octo-org/mailsitegen/v0.3.1", "someone/fork", "someone/fork"),
])
def test_the_default_release_url_is_the_actions_repository_on_github(runner, action_path, repository, expected):
    runner.stub("curl", CURL_STUB)
    run = runner.install(MAILSITEGEN_VERSION="0.3.1", MAILSITEGEN_RELEASE_URL="", GITHUB_ACTION_PATH=action_path,
                         MAILSITEGEN_ACTION_REPOSITORY=repository)
    url = f"https://github.com/{expected}/releases/download/v0.3.1/SHA256SUMS"
    assert run.returncode == 1 and len(run.errors) == 1
    assert run.errors[0].startswith(f"{ERROR}could not download {url}: "), run.stdout
    assert url in (runner.stubs / "curl-args").read_text().splitlines()


def test_the_token_goes_to_github_in_a_header_file_only(runner):
    runner.stub("curl", CURL_STUB)
    token = "ghs_not-a-real-token"
    runner.install(MAILSITEGEN_VERSION="0.3.1", MAILSITEGEN_RELEASE_URL="", MAILSITEGEN_TOKEN=token,
                   MAILSITEGEN_ACTION_REPOSITORY="octo-org/mailsitegen")
    arguments = (runner.stubs / "curl-args").read_text().splitlines()
    assert token not in "\n".join(arguments), "a token on the command line is visible to other processes"
    assert "-H" in arguments and arguments[arguments.index("-H") + 1].startswith("@")
    # A mirror gets no token.
    runner.install(MAILSITEGEN_VERSION="0.3.1", MAILSITEGEN_RELEASE_URL="https://mirror.example/mailsitegen",
                   MAILSITEGEN_TOKEN=token)
    assert "-H" not in (runner.stubs / "curl-args").read_text().splitlines()


def test_an_action_from_nowhere_asks_for_the_release_url(runner, tmp_path):
    run = runner.install(MAILSITEGEN_VERSION="0.3.1", MAILSITEGEN_RELEASE_URL="", GITHUB_ACTION_PATH=str(tmp_path))
    assert_one_error(run, "cannot tell which repository this action comes from; give the release-url input")


# --- version: source -----------------------------------------------------------------------------

# A stand-in for Swift: records each call's arguments, and "builds" a binary that prints VERSION. The
# real build is `swift build -c release --product mailsitegen`, which test_pre_commit_hook.py runs.
SWIFT_STUB = f"""
here="$(dirname "$0")"
printf '%s\\n' "$*" >>"$here/swift-calls"
mkdir -p "$here/build/release"
printf '#!/bin/sh\\necho {VERSION}\\n' >"$here/build/release/mailsitegen"
chmod +x "$here/build/release/mailsitegen"
[[ " $* " == *" --show-bin-path "* ]] && echo "$here/build/release"
exit 0
"""


@pytest.mark.parametrize(("runner_os", "static"), [("Linux", " -Xswiftc -static-executable"), ("macOS", "")])
def test_source_builds_the_actions_checkout_with_the_runners_swift(runner, runner_os, static):
    runner.stub("swift", SWIFT_STUB)
    run = runner.install(MAILSITEGEN_VERSION="source", RUNNER_OS=runner_os, RUNNER_ARCH="ARM64")
    assert run.returncode == 0, run.stdout + run.stderr
    scratch = runner.root / "temp" / "mailsitegen-build"
    build = f"build -c release --product mailsitegen --package-path {REPO_ROOT} --scratch-path {scratch}{static}"
    assert (runner.stubs / "swift-calls").read_text().splitlines() == [build, build + " --show-bin-path"]
    assert run.path_lines == [str(runner.stubs / "build" / "release")]
    assert run.outputs == {"path": str(runner.stubs / "build" / "release" / "mailsitegen"), "version": VERSION}
    assert not runner.tool_cache.exists(), "a source build is not cached"


# The real build, with the runner's (this machine's) Swift, into the release test's build folder: the
# same flags as scripts/release/build-binary's, so whichever of the two runs first builds (about two
# minutes) and the other finds it done. Hence the release test's worker (its xdist_group).
@pytest.mark.slow
@pytest.mark.xdist_group("pre-commit")
def test_source_builds_the_tool_for_real_with_this_machines_swift(runner):
    if os.uname().sysname != "Linux" or os.uname().machine not in ("x86_64", "aarch64"):
        pytest.skip("the build folder shared with the release test is Linux's")
    scratch = REPO_ROOT / ".build" / f"release-linux-{os.uname().machine}"
    run = runner.install(timeout=3600, MAILSITEGEN_VERSION="source", RUNNER_OS="Linux",
                         MAILSITEGEN_SCRATCH_PATH=str(scratch))
    assert run.returncode == 0, run.stdout + run.stderr
    built = Path(run.outputs["path"])
    assert scratch in built.parents and run.outputs["version"] == VERSION
    assert run.path_lines == [str(built.parent)]
    assert subprocess.run([str(built), "--version"], capture_output=True, text=True, env={}).stdout == VERSION + "\n"


def test_source_on_any_runner_even_one_with_no_binary(runner):
    runner.stub("swift", SWIFT_STUB)
    resolved = runner.run("resolve", MAILSITEGEN_VERSION="source", RUNNER_OS="Windows", RUNNER_ARCH="X64")
    assert resolved.outputs == {"version": "source", "cache-key": "", "dir": ""}
    assert runner.run("install", MAILSITEGEN_VERSION="source", RUNNER_OS="Windows").returncode == 0


def test_source_without_swift_says_so(runner):
    bin_without_swift = runner.root / "bin"
    bin_without_swift.mkdir()
    for tool in ("bash", "cat", "tr", "dirname", "mktemp", "rm"):
        os.symlink(shutil.which(tool), bin_without_swift / tool)
    run = runner.install(MAILSITEGEN_VERSION="source", PATH=str(bin_without_swift))
    assert_one_error(run, "version: source builds mailsitegen with Swift 6, and swift is not on this runner's PATH")


def test_a_failing_source_build_is_one_error(runner):
    runner.stub("swift", "echo 'error: something' >&2\nexit 1\n")
    run = runner.install(MAILSITEGEN_VERSION="source")
    assert_one_error(run, f"swift build of mailsitegen {VERSION} failed (its errors are in the log above)")


# --- the action's metadata and lint --------------------------------------------------------------

def action() -> dict:
    return yaml.safe_load(ACTION.read_text())


def test_the_action_is_a_documented_composite_whose_scripts_take_inputs_from_the_environment():
    metadata = action()
    assert metadata["runs"]["using"] == "composite"
    assert metadata["name"] and metadata["description"]
    assert set(metadata["inputs"]) == {"version", "release-url", "token"}
    for name, spec in {**metadata["inputs"], **metadata["outputs"]}.items():
        assert spec.get("description", "").strip(), f"{name} has no description"
    assert set(metadata["outputs"]) == {"path", "version"}
    for step in metadata["runs"]["steps"]:
        if "run" in step:
            assert step.get("shell") == "bash", f"a composite's run step needs its shell: {step}"
            # GitHub's guidance against script injection: an expression is expanded into the script's text
            # before the shell reads it; only env passes a value as data.
            assert "${{" not in step["run"], f"an expression inside a script: {step['run']}"
        else:
            assert re.fullmatch(r"actions/cache@v\d+", step["uses"]), step


def shellcheck() -> str:
    path = shutil.which("shellcheck")
    if path is None:
        message = "shellcheck is not installed (scripts/install-test-deps installs it: Debian's shellcheck)"
        if IN_CI:
            pytest.fail(message, pytrace=False)
        pytest.skip(message)
    return path


def lint(repository: Path) -> subprocess.CompletedProcess:
    return subprocess.run([venv_tool("actionlint"), "-no-color", "-shellcheck", shellcheck()], cwd=repository,
                          capture_output=True, text=True)


def repository_with(tmp_path: Path, workflow: dict | str, action_text: str | None = None) -> Path:
    repository = tmp_path / "repository"
    (repository / ".github" / "workflows").mkdir(parents=True)
    subprocess.run(["git", "init", "-q", str(repository)], check=True)
    (repository / "action.yml").write_text(action_text or ACTION.read_text())
    text = workflow if isinstance(workflow, str) else yaml.safe_dump(workflow, sort_keys=False)
    (repository / ".github" / "workflows" / "workflow.yml").write_text(text)
    return repository


USES_THE_ACTION = """on: push
jobs:
  check:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v7
      - id: mailsitegen
        uses: ./
        with:
          version: 0.1.0
          release-url: https://mirror.example/mailsitegen
          token: ${{ github.token }}
      - run: '"$MAILSITEGEN" --version'
        env:
          MAILSITEGEN: ${{ steps.mailsitegen.outputs.path }}
          VERSION: ${{ steps.mailsitegen.outputs.version }}
"""


def test_a_workflow_using_the_action_passes_actionlint(tmp_path):
    result = lint(repository_with(tmp_path, USES_THE_ACTION))
    assert (result.returncode, result.stdout) == (0, ""), result.stdout + result.stderr
    # actionlint reads the action's metadata: an input it does not declare, or a broken `runs`, fails.
    for workflow, action_text, complaint in [
        (USES_THE_ACTION.replace("version: 0.1.0", "versions: 0.1.0"), None, 'input "versions" is not defined'),
        (USES_THE_ACTION, ACTION.read_text().replace("using: composite", "using: compost"),
         'invalid runner name "compost"'),
    ]:
        shutil.rmtree(tmp_path / "repository")
        refused = lint(repository_with(tmp_path, workflow, action_text))
        assert refused.returncode == 1 and complaint in refused.stdout, refused.stdout


def embedded(metadata: dict) -> dict:
    """The action's steps as a reusable workflow's job: the same `inputs`, `steps` and `github` contexts,
    so that actionlint checks their expressions and passes their scripts to shellcheck."""
    inputs = {name: {"type": "string", "required": False, "default": spec.get("default", "")}
              for name, spec in metadata["inputs"].items()}
    return {"on": {"workflow_call": {"inputs": inputs}},
            "jobs": {"install": {"runs-on": "ubuntu-latest", "steps": metadata["runs"]["steps"]}}}


def test_the_actions_steps_pass_actionlint_with_shellcheck(tmp_path):
    result = lint(repository_with(tmp_path, embedded(action())))
    assert (result.returncode, result.stdout) == (0, ""), result.stdout + result.stderr
    # shellcheck looks: a script that would split its own path on a space is refused.
    metadata = action()
    metadata["runs"]["steps"][0]["run"] = "bash $GITHUB_ACTION_PATH/scripts/install-mailsitegen resolve"
    shutil.rmtree(tmp_path / "repository")
    refused = lint(repository_with(tmp_path, embedded(metadata)))
    assert refused.returncode == 1
    assert "SC2086" in refused.stdout, refused.stdout


def test_the_install_script_passes_shellcheck():
    result = subprocess.run([shellcheck(), "--shell=bash", str(SCRIPT)], capture_output=True, text=True)
    assert (result.returncode, result.stdout) == (0, ""), result.stdout + result.stderr
