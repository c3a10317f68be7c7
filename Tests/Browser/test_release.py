"""The release (.github/workflows/release.yml and the scripts it runs, scripts/release/): the
workflow passes actionlint and says what runs where; `package` lays out the artifact bundle and
SHA256SUMS from three binaries; the scripts refuse a tag that is not the committed VERSION, a
missing binary and a platform this machine cannot build; `publish` asks `gh` for the release. And,
marked slow, the Linux x86_64 build step for real: the static binary, its --version, and its artifact
bundle read back by `swift package` in a sample package that uses it as a binary target and runs it
from a command plugin. No browser and no network."""
import hashlib
import json
import os
import shutil
import subprocess
import time
import zipfile
from pathlib import Path

import pytest
import yaml

from harness.tools import run_actionlint
from harness.settings import REPO_ROOT

SCRIPTS = REPO_ROOT / "scripts" / "release"
WORKFLOW = REPO_ROOT / ".github" / "workflows" / "release.yml"
VERSION = (REPO_ROOT / "VERSION").read_text().strip()
PLATFORMS = ("linux-x86_64", "linux-aarch64", "macos-universal")


def run(*command: str | Path, cwd: Path = REPO_ROOT, env: dict[str, str] | None = None,
        timeout: float = 60) -> subprocess.CompletedProcess:
    return subprocess.run([str(part) for part in command], cwd=cwd, env=env, capture_output=True, text=True,
                          timeout=timeout)


def release_checkout(tmp_path: Path, version: str) -> Path:
    """A copy of scripts/release/ whose VERSION is `version`: the scripts find VERSION beside them."""
    root = tmp_path / "checkout"
    shutil.copytree(SCRIPTS, root / "scripts" / "release")
    (root / "VERSION").write_text(version + "\n")
    return root


def stand_in_binaries(folder: Path, version: str, platforms=PLATFORMS) -> None:
    """Scripts named as build-binary names its binaries, each saying which platform it stands for."""
    folder.mkdir(parents=True, exist_ok=True)
    for platform in platforms:
        binary = folder / f"mailsitegen-{version}-{platform}"
        binary.write_text(f"#!/bin/sh\necho 'the {platform} stand-in'\n")
        binary.chmod(0o755)


def check_sums(folder: Path) -> list[str]:
    """SHA256SUMS's names, after checking each line against the file it names."""
    names = []
    for line in (folder / "SHA256SUMS").read_text().splitlines():
        digest, name = line.split("  ", 1)
        assert digest == hashlib.sha256((folder / name).read_bytes()).hexdigest(), line
        names.append(name)
    assert run("sha256sum", "--check", "--strict", "SHA256SUMS", cwd=folder).returncode == 0
    return names


def test_the_release_workflow_passes_actionlint_and_runs_the_scripts_where_it_says(tmp_path):
    result = run_actionlint(WORKFLOW, cwd=REPO_ROOT)
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout == ""
    broken = tmp_path / "release.yml"
    broken.write_text(WORKFLOW.read_text().replace("needs: [version, linux, macos]", "needs: [version, linux, mac]"))
    refused = run_actionlint(broken, cwd=tmp_path)
    assert refused.returncode == 1 and '"mac"' in refused.stdout

    workflow = yaml.safe_load(WORKFLOW.read_text())
    assert workflow[True] == {"push": {"tags": ["v*"]}}  # YAML 1.1 reads the key `on` as true
    assert workflow["permissions"] == {"contents": "read"}
    jobs = workflow["jobs"]
    writers = [name for name, job in jobs.items() if job.get("permissions", {}).get("contents") == "write"]
    assert writers == ["release"]
    runs = {name: "\n".join(step.get("run", "") for step in job["steps"]) for name, job in jobs.items()}
    assert 'scripts/release/version "$GITHUB_REF_NAME"' in runs["version"]
    linux = {entry["platform"]: entry["runner"] for entry in jobs["linux"]["strategy"]["matrix"]["include"]}
    assert linux == {"linux-x86_64": "ubuntu-24.04", "linux-aarch64": "ubuntu-24.04-arm"}
    assert 'scripts/release/build-binary "$VERSION" "$PLATFORM" dist' in runs["linux"]
    assert 'scripts/release/build-binary "$VERSION" macos-universal dist' in runs["macos"]
    assert jobs["macos"]["runs-on"].startswith("macos-")
    assert jobs["release"]["needs"] == ["version", "linux", "macos"]
    assert runs["release"].split() == ["scripts/release/package", '"$VERSION"', "dist",
                                       "scripts/release/publish", '"$VERSION"', "dist"]


def test_the_readme_installs_the_committed_version():
    """The README's download lines name the version a release of this commit has, so that a bump
    of VERSION brings them along."""
    readme = (REPO_ROOT / "README.md").read_text()
    assert f"version={VERSION} platform=linux-x86_64" in readme
    assert f"mailsitegen --version                            # prints {VERSION}\n" in readme


def test_package_writes_the_artifact_bundle_and_the_checksums(tmp_path):
    dist = tmp_path / "dist"
    stand_in_binaries(dist, VERSION)
    result = run(SCRIPTS / "package", VERSION, dist)
    assert result.returncode == 0, result.stderr

    assert check_sums(dist) == sorted(["mailsitegen.artifactbundle.zip",
                                       *(f"mailsitegen-{VERSION}-{platform}" for platform in PLATFORMS)])
    with zipfile.ZipFile(dist / "mailsitegen.artifactbundle.zip") as bundle:
        names = bundle.namelist()
        assert names == sorted(["mailsitegen.artifactbundle/info.json",
                                *(f"mailsitegen.artifactbundle/{platform}/bin/mailsitegen" for platform in PLATFORMS)])
        info = json.loads(bundle.read("mailsitegen.artifactbundle/info.json"))
        for platform in PLATFORMS:
            entry = bundle.getinfo(f"mailsitegen.artifactbundle/{platform}/bin/mailsitegen")
            assert (entry.external_attr >> 16) & 0o777 == 0o755, platform  # unzipped as an executable
            assert bundle.read(entry) == (dist / f"mailsitegen-{VERSION}-{platform}").read_bytes()
    assert info == {
        "schemaVersion": "1.0",
        "artifacts": {"mailsitegen": {"type": "executable", "version": VERSION, "variants": [
            {"path": "linux-x86_64/bin/mailsitegen", "supportedTriples": ["x86_64-unknown-linux-gnu"]},
            {"path": "linux-aarch64/bin/mailsitegen", "supportedTriples": ["aarch64-unknown-linux-gnu"]},
            {"path": "macos-universal/bin/mailsitegen",
             "supportedTriples": ["x86_64-apple-macosx", "arm64-apple-macosx"]},
        ]}},
    }

    # The same binaries make the same zip, byte for byte.
    first = (dist / "mailsitegen.artifactbundle.zip").read_bytes()
    time.sleep(1.1)
    assert run(SCRIPTS / "package", VERSION, dist).returncode == 0
    assert (dist / "mailsitegen.artifactbundle.zip").read_bytes() == first


def test_a_download_is_checked_as_the_readme_says(tmp_path):
    """One binary and SHA256SUMS, as the README downloads them: `sha256sum --check --ignore-missing`
    says OK for it, and FAILED once a byte of it changes."""
    dist = tmp_path / "dist"
    stand_in_binaries(dist, VERSION)
    assert run(SCRIPTS / "package", VERSION, dist).returncode == 0
    download = tmp_path / "download"
    download.mkdir()
    name = f"mailsitegen-{VERSION}-linux-x86_64"
    for file in (name, "SHA256SUMS"):
        shutil.copy(dist / file, download / file)
    checked = run("sha256sum", "--check", "--ignore-missing", "SHA256SUMS", cwd=download)
    assert (checked.returncode, checked.stdout) == (0, f"{name}: OK\n")
    (download / name).write_text((download / name).read_text().replace("stand-in", "stand-im"))
    tampered = run("sha256sum", "--check", "--ignore-missing", "SHA256SUMS", cwd=download)
    assert (tampered.returncode, tampered.stdout) == (1, f"{name}: FAILED\n")


def test_package_refuses_a_release_without_all_three_binaries(tmp_path):
    stand_in_binaries(tmp_path, VERSION, platforms=("linux-x86_64",))
    result = run(SCRIPTS / "package", VERSION, tmp_path)
    assert result.returncode == 1
    assert result.stderr == (f"Error: {tmp_path} lacks mailsitegen-{VERSION}-linux-aarch64 "
                             f"mailsitegen-{VERSION}-macos-universal: a release has all three binaries\n")
    assert not (tmp_path / "SHA256SUMS").exists()


@pytest.mark.parametrize(("tag", "message"), [
    ("v9.9.9", "Error: 'v9.9.9' is not the committed version 1.2.0 (VERSION); bump VERSION and "
               "MailSiteGenVersion.current together, commit, then tag v<version>"),
    ("vnext", "Error: 'vnext' is not a release version: expected MAJOR.MINOR.PATCH with an optional -suffix "
              "(e.g. 1.2.0 or v1.2.0-rc.1)"),
    ("v1.2", "Error: 'v1.2' is not a release version: expected MAJOR.MINOR.PATCH with an optional -suffix "
             "(e.g. 1.2.0 or v1.2.0-rc.1)"),
    ('v1.2.0"', "Error: 'v1.2.0\"' is not a release version: expected MAJOR.MINOR.PATCH with an optional -suffix "
                "(e.g. 1.2.0 or v1.2.0-rc.1)"),
])
def test_a_tag_that_is_not_the_committed_version_stops_every_step(tmp_path, tag, message):
    checkout = release_checkout(tmp_path, "1.2.0")
    stand_in_binaries(tmp_path / "dist", "1.2.0")
    for command in (["version", tag], ["build-binary", tag, "linux-x86_64", "dist"],
                    ["package", tag, "dist"], ["publish", tag, "dist"]):
        result = run(checkout / "scripts" / "release" / command[0], *command[1:], cwd=tmp_path)
        assert (result.returncode, result.stderr) == (1, message + "\n"), command
    assert not (tmp_path / "dist" / "SHA256SUMS").exists()


def test_the_version_of_a_tag_is_the_committed_one(tmp_path):
    checkout = release_checkout(tmp_path, "1.2.0-rc.1")
    for argument in ("v1.2.0-rc.1", "1.2.0-rc.1"):
        result = run(checkout / "scripts" / "release" / "version", argument)
        assert (result.returncode, result.stdout) == (0, "1.2.0-rc.1\n")


@pytest.mark.parametrize(("platform", "message"), [
    ("linux-aarch64", "Error: linux-aarch64 is built on a Linux-aarch64 machine, not on this Linux-x86_64 one"),
    ("macos-universal", "Error: macos-universal is built on a Darwin-* machine, not on this Linux-x86_64 one"),
    ("windows-x86_64", "Error: unknown platform 'windows-x86_64': expected linux-x86_64, linux-aarch64 or "
                       "macos-universal"),
])
def test_build_binary_builds_only_what_this_machine_runs(tmp_path, platform, message):
    if os.uname().machine != "x86_64":
        pytest.skip("the messages name an x86_64 Linux host")
    result = run(SCRIPTS / "build-binary", VERSION, platform, tmp_path / "dist")
    assert result.stderr == message + "\n"
    assert result.returncode == (64 if platform == "windows-x86_64" else 1)
    assert not (tmp_path / "dist").exists()


@pytest.mark.parametrize(("version", "extra"), [("1.2.0", []), ("1.2.0-rc.1", ["--prerelease"])])
def test_publish_creates_the_release_of_the_tag_with_every_asset(tmp_path, version, extra):
    checkout = release_checkout(tmp_path, version)
    dist = tmp_path / "dist"
    stand_in_binaries(dist, version)
    assert run(checkout / "scripts" / "release" / "package", version, dist).returncode == 0
    # A stand-in gh that writes down its arguments, one per line.
    bin_folder = tmp_path / "bin"
    bin_folder.mkdir()
    (bin_folder / "gh").write_text('#!/bin/sh\nprintf "%s\\n" "$@" > "$GH_ARGUMENTS"\n')
    (bin_folder / "gh").chmod(0o755)
    arguments = tmp_path / "gh-arguments"
    env = {**os.environ, "PATH": f"{bin_folder}:{os.environ['PATH']}", "GH_ARGUMENTS": str(arguments),
           "GITHUB_REPOSITORY": "owner/mailsitegen"}
    result = run(checkout / "scripts" / "release" / "publish", version, "dist", cwd=tmp_path, env=env)
    assert result.returncode == 0, result.stderr
    assert arguments.read_text().splitlines() == [
        "release", "create", f"v{version}", "--repo", "owner/mailsitegen", "--verify-tag",
        "--title", f"MailSiteGen {version}", "--generate-notes", *extra,
        "dist/SHA256SUMS", "dist/mailsitegen.artifactbundle.zip",
        *(f"dist/mailsitegen-{version}-{platform}" for platform in PLATFORMS)]


SAMPLE_MANIFEST = """// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Sample",
    targets: [
        .binaryTarget(name: "mailsitegen", path: "mailsitegen.artifactbundle"),
        .plugin(
            name: "MailSiteGenVersion",
            capability: .command(intent: .custom(verb: "mailsitegen-version", description: "mailsitegen --version")),
            dependencies: ["mailsitegen"]
        ),
    ]
)
"""

SAMPLE_PLUGIN = """import Foundation
import PackagePlugin

/// Runs the artifact bundle's mailsitegen with --version, after the path SwiftPM chose for it.
@main struct MailSiteGenVersion: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "mailsitegen")
        print("tool: \\(tool.url.path)")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = ["--version"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        print("version: \\(String(decoding: data, as: UTF8.self))", terminator: "")
        print("status: \\(process.terminationStatus)")
    }
}
"""


def elf_interpreter(binary: Path) -> bool:
    """Whether an ELF file names a program interpreter (a dynamic executable does; a static one not)."""
    headers = run("readelf", "--program-headers", "--wide", binary)
    assert headers.returncode == 0, headers.stderr
    return "Requesting program interpreter" in headers.stdout


# The release build is about two minutes on a fresh checkout (.build/release-linux-x86_64 keeps it
# between runs, then seconds). It asks for the pre-commit hook test's worker (its xdist_group): that
# test installs the hook with this build (harness.tools.linux_release_binary), whichever runs first.
@pytest.mark.slow
@pytest.mark.xdist_group("pre-commit")
def test_the_linux_x86_64_build_step_and_its_artifact_bundle_read_back_by_swift_package(tmp_path):
    if os.uname().sysname != "Linux" or os.uname().machine != "x86_64":
        pytest.skip("the release's Linux x86_64 step runs on Linux x86_64")
    dist = tmp_path / "dist"
    started = time.monotonic()
    built = run(SCRIPTS / "build-binary", VERSION, "linux-x86_64", dist, timeout=3600)
    build_seconds = time.monotonic() - started
    assert built.returncode == 0, built.stdout + built.stderr
    binary = dist / f"mailsitegen-{VERSION}-linux-x86_64"
    assert built.stdout.splitlines()[-1] == str(binary)
    assert not elf_interpreter(binary), "the Linux release binary must be static"
    # It runs with no library at all: an empty environment, no LD_LIBRARY_PATH, from another folder.
    assert run(binary, "--version", cwd=tmp_path, env={}).stdout == VERSION + "\n"

    stand_in_binaries(dist, VERSION, platforms=("linux-aarch64", "macos-universal"))
    # The real binary is 80 MB to compress: a minute and more on a busy machine (60 s timed out once).
    packaged = run(SCRIPTS / "package", VERSION, dist, timeout=900)
    assert packaged.returncode == 0, packaged.stderr
    check_sums(dist)

    sample = tmp_path / "sample"
    (sample / "Plugins" / "MailSiteGenVersion").mkdir(parents=True)
    (sample / "Package.swift").write_text(SAMPLE_MANIFEST)
    (sample / "Plugins" / "MailSiteGenVersion" / "plugin.swift").write_text(SAMPLE_PLUGIN)
    with zipfile.ZipFile(dist / "mailsitegen.artifactbundle.zip") as bundle:
        bundle.extractall(sample)
    for platform in PLATFORMS:  # zipfile drops the mode that unzip and SwiftPM keep
        (sample / "mailsitegen.artifactbundle" / platform / "bin" / "mailsitegen").chmod(0o755)

    started = time.monotonic()
    env = {key: value for key, value in os.environ.items() if not key.startswith("SWIFT")}
    plugin = run("swift", "package", "--scratch-path", tmp_path / "scratch", "mailsitegen-version",
                 cwd=sample, env=env, timeout=900)
    plugin_seconds = time.monotonic() - started
    assert plugin.returncode == 0, plugin.stdout + plugin.stderr
    lines = plugin.stdout.splitlines()
    # SwiftPM read info.json and chose the variant of this host's triple, x86_64-unknown-linux-gnu.
    assert any(line.startswith("tool: ") and line.endswith("/linux-x86_64/bin/mailsitegen") for line in lines), lines
    assert f"version: {VERSION}" in lines and "status: 0" in lines, lines
    print(f"release build {build_seconds:.0f} s; swift package reading the bundle back {plugin_seconds:.0f} s")
