"""The package plugin (Plugins/MailSiteGenPlugin), run by `swift package` as a Swift package that
keeps a spec runs it: a sample package whose Package.swift depends on this working tree by path.
`swift package --allow-writing-to-package-directory mailsitegen build` writes what the binary
writes, a spec error fails the command with the tool's own `Error:` line, and `check` and
`swiftui` run too. No browser and no network.

The plugin builds mailsitegen from this package's sources (debug, as `swift package` builds a
command plugin's tool: the `*-tool` modules of .build/<triple>/debug, beside the others). `swift
build` here compiles those same modules with the same commands (they are part of this package's
build), so every case runs `swift package` with this package's own build folder as its scratch
path (`--scratch-path .build`): SwiftPM finds the tool's modules up to date and links the tool,
seconds instead of the 2 to 3 minutes of a second build of the same sources from nothing. It is
still SwiftPM's own build of the plugin's tool, which compiles whatever changed and fails if it
does not build."""
import json
import os
import shutil
import subprocess
from pathlib import Path

import pytest

from harness.settings import REPO_ROOT

# One worker runs this module, one case after another: they share the scratch folder below. Should
# anything else use it at the same time (another worker's `swift build --show-bin-path`), SwiftPM's
# lock on the folder makes one wait for the other ("Another instance of SwiftPM … is already running").
pytestmark = [pytest.mark.xdist_group("package-plugin")]

# This package's own build folder: `swift build` (scripts/test runs it first) has compiled the tool's
# modules there.
SCRATCH = REPO_ROOT / ".build"

# What a user adds to their Package.swift (README, docs/build.md), with this working tree for the URL.
MANIFEST = f"""// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Design",
    dependencies: [
        .package(path: {json.dumps(str(REPO_ROOT))})
    ],
    targets: [
        .target(name: "Design")
    ]
)
"""

# A tab without its symbol: the tool's error names the file, line and column.
BAD_SPEC = '{\n  "tabs": [\n    {"id": "travel", "title": "Travel", "color": "teal"}\n  ]\n}\n'


def swift() -> str:
    path = shutil.which("swift")
    if path is None:
        pytest.fail("swift is not on PATH: the plugin is run by `swift package`", pytrace=False)
    return path


def environment(**variables: str) -> dict[str, str]:
    # Under GitHub Actions the tool's reports default to workflow commands; these cases read its text
    # unless they ask for them.
    return {key: value for key, value in os.environ.items() if key != "GITHUB_ACTIONS"} | variables


def swift_package(package: Path, *arguments: str, allow_writing: bool = True, cwd: Path | None = None,
                  **variables: str) -> subprocess.CompletedProcess:
    """`swift package [--allow-writing-to-package-directory] ARGUMENTS…` for the sample package, run in
    its folder or in `cwd`."""
    options = ["--package-path", str(package), "--scratch-path", str(SCRATCH)]
    if allow_writing:
        options.append("--allow-writing-to-package-directory")
    # The first call links mailsitegen's tool (and compiles whatever `swift build` has not).
    return subprocess.run([swift(), "package", *options, *arguments], cwd=cwd or package, env=environment(**variables),
                          capture_output=True, text=True, timeout=1800)


def output(result: subprocess.CompletedProcess) -> str:
    return result.stdout + result.stderr


def lines(result: subprocess.CompletedProcess) -> list[str]:
    """The tool's lines as `swift package` shows them: SwiftPM prints a plugin's output, stdout and
    stderr alike, on its own stdout, and its own messages on stderr."""
    return result.stdout.splitlines() + result.stderr.splitlines()


def files(folder: Path) -> dict[str, bytes]:
    return {str(path.relative_to(folder)): path.read_bytes() for path in sorted(folder.rglob("*")) if path.is_file()}


@pytest.fixture
def package(tmp_path) -> Path:
    """A Swift package that keeps a spec: Package.swift, one target and mailsitegen.json."""
    root = tmp_path / "Design"
    (root / "Sources" / "Design").mkdir(parents=True)
    (root / "Package.swift").write_text(MANIFEST)
    (root / "Sources" / "Design" / "Design.swift").write_text("/// The app's design.\npublic enum Design {}\n")
    (root / "mailsitegen.json").write_text('{\n  "title": "Design review"\n}\n')
    return root


def test_build_writes_what_the_binary_writes_and_check_passes(package, mailsitegen_bin, tmp_path):
    built = swift_package(package, "mailsitegen", "build")
    assert built.returncode == 0, output(built)
    # The tool's own report, unchanged: the files it wrote, relative to the package.
    assert "Wrote public/index.html (" in output(built), output(built)

    expected = tmp_path / "expected"
    shutil.copytree(package, expected, ignore=shutil.ignore_patterns("public"))
    subprocess.run([str(mailsitegen_bin), "build", "--quiet"], cwd=expected, env=environment(), check=True)
    site = files(package / "public")
    assert "index.html" in site and "states.html" in site
    assert site == files(expected / "public")
    assert b"Design review" in site["index.html"]

    checked = swift_package(package, "mailsitegen", "check")
    assert checked.returncode == 0, output(checked)
    assert "Checked public/ against mailsitegen.json: 9 files up to date" in output(checked), output(checked)

    # A stale folder fails the command with check's own finding.
    spec = package / "mailsitegen.json"
    spec.write_text(spec.read_text().replace("Design review", "Stale"))
    stale = swift_package(package, "mailsitegen", "check")
    assert stale.returncode != 0, output(stale)
    assert "index.html" in output(stale) and "error: Plugin ended with exit code 1" in stale.stderr, output(stale)

    # The environment reaches the tool: in a GitHub Actions job, the findings are annotations on the
    # package's files, on the stdout the runner reads.
    annotated = swift_package(package, "mailsitegen", "check", GITHUB_ACTIONS="true")
    assert annotated.returncode != 0, output(annotated)
    assert "::error file=public/index.html,line=" in annotated.stdout, output(annotated)


def test_a_spec_error_fails_the_command_with_the_tools_message(package, mailsitegen_bin):
    (package / "review.json").write_text(BAD_SPEC)
    direct = subprocess.run([str(mailsitegen_bin), "build", "--spec", "review.json", "--out", "site"], cwd=package,
                            env=environment(), capture_output=True, text=True)
    assert direct.returncode == 1
    line = direct.stderr.splitlines()[0]
    assert line.startswith("Error: review.json:3:5: tabs[0]"), direct.stderr

    failed = swift_package(package, "mailsitegen", "build", "--spec", "review.json", "--out", "site")
    assert failed.returncode != 0, output(failed)
    assert line in lines(failed), output(failed)
    assert "error: Plugin ended with exit code 1" in failed.stderr, output(failed)
    assert not (package / "site").exists()

    # A mistake in the arguments is the tool's too, with its exit code named.
    mistyped = swift_package(package, "mailsitegen", "biuld")
    assert mistyped.returncode != 0
    assert "Error: Unknown subcommand 'biuld'; did you mean 'build'?" in lines(mistyped), output(mistyped)
    assert "error: Plugin ended with exit code 64" in mistyped.stderr, output(mistyped)


def test_swiftui_writes_into_the_packages_sources(package, mailsitegen_bin, tmp_path):
    # Run from another folder (`--package-path`): the tool still runs in the package's, so the spec
    # and the relative --out are the package's.
    written = swift_package(package, "mailsitegen", "swiftui", "--out", "Sources/Design/MailCategoryTabBar.swift",
                            cwd=tmp_path)
    assert written.returncode == 0, output(written)
    assert "Wrote Sources/Design/MailCategoryTabBar.swift (" in output(written), output(written)
    expected = tmp_path / "expected"
    expected.mkdir()
    subprocess.run([str(mailsitegen_bin), "swiftui", "--spec", str(package / "mailsitegen.json"),
                    "--out", str(expected / "MailCategoryTabBar.swift")], env=environment(), check=True,
                   capture_output=True)
    sources = files(package / "Sources" / "Design")
    assert sources.pop("Design.swift")
    assert sources == files(expected)
    assert set(sources) == {"MailCategoryTabBar.swift", "Localizable.xcstrings"}


def test_help_and_version_are_the_tools(package, mailsitegen_bin):
    # Everything after the verb reaches the tool, options `swift package` also knows included; its
    # stdout is the tool's alone (SwiftPM's build lines go to stderr).
    for arguments in (["build", "--help"], ["--version"]):
        through_plugin = swift_package(package, "mailsitegen", *arguments)
        assert through_plugin.returncode == 0, output(through_plugin)
        direct = subprocess.run([str(mailsitegen_bin), *arguments], cwd=package, env=environment(),
                                capture_output=True, text=True, check=True)
        assert through_plugin.stdout == direct.stdout


def test_the_plugin_is_listed_and_asks_to_write(package):
    listed = swift_package(package, "plugin", "--list", allow_writing=False)
    assert listed.returncode == 0, output(listed)
    assert "‘mailsitegen’ (plugin ‘MailSiteGenPlugin’ in package ‘MailSiteGen’)" in listed.stdout, output(listed)

    # Without the flag SwiftPM refuses before the tool runs, with the plugin's reason.
    refused = swift_package(package, "mailsitegen", "build", allow_writing=False)
    assert refused.returncode != 0
    assert "wants permission to write to the package directory" in refused.stderr, output(refused)
    assert "--allow-writing-to-package-directory" in refused.stderr, output(refused)
    assert not (package / "public").exists()
