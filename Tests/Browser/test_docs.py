"""The documentation says what the tool does: every command it shows runs, with the output it
shows, and every link, anchor and "§" reference it makes leads somewhere. No browser involved.

Documents: README.md, CONTRIBUTING.md, docs/*.md and the Benchmarks' READMEs. A command block is a
fenced block in `sh` (each line a command, which must exit 0) or `console` (`$ ` lines are
commands, the lines under each its output; `…` stands for any text, or alone on a line for any
lines). Each runs in a fresh folder prepared by the setup its block names in a comment on the line
before it (`<!-- doc-test: stale -->`; `default` when none), with `mailsitegen` the binary under
test. A block that cannot run here (a server, an install step, `open`) is marked
`<!-- illustration -->` on the line before it instead. Help texts shown must also match the golden
files of Tests/MailSiteGenCLITests/Snapshots.
"""
from __future__ import annotations

import json
import os
import re
import shutil
import struct
import subprocess
import zlib
from pathlib import Path
from typing import NamedTuple

import pytest

from harness import REPO_ROOT

GOLDENS = REPO_ROOT / "Tests/MailSiteGenCLITests/Snapshots"
DOCUMENTS = sorted(
    [REPO_ROOT / "README.md", REPO_ROOT / "CONTRIBUTING.md", *(REPO_ROOT / "docs").glob("*.md"),
     *(REPO_ROOT / "Benchmarks").glob("**/README.md")])
COMMAND_LANGUAGES = {"sh", "console"}
ILLUSTRATION = "<!-- illustration -->"
SETUP = re.compile(r"<!-- doc-test: ([a-z-]+) -->")


class Block(NamedTuple):
    document: Path
    line: int  # of the opening fence, from 1
    language: str
    lines: list[str]
    marker: str  # the line before the fence

    @property
    def name(self) -> str:
        return f"{self.document.relative_to(REPO_ROOT)}:{self.line}"

    @property
    def is_illustration(self) -> bool:
        return self.marker == ILLUSTRATION

    @property
    def setup(self) -> str:
        found = SETUP.fullmatch(self.marker)
        return found.group(1) if found else "default"

    @property
    def commands(self) -> list[str]:
        if self.language == "sh":
            return [line for line in self.lines if line.strip() and not line.lstrip().startswith("#")]
        return [line[2:] for line in self.lines if line.startswith("$ ")]


def blocks(document: Path) -> list[Block]:
    found, fence, marker = [], None, ""
    lines = document.read_text(encoding="utf-8").split("\n")
    for number, line in enumerate(lines, start=1):
        stripped = line.strip()
        if fence is None:
            if stripped.startswith("```"):
                fence = Block(document, number, stripped[3:].strip(), [], marker)
            elif stripped:
                marker = stripped
        elif stripped.startswith("```"):
            found.append(fence)
            fence, marker = None, ""
        else:
            fence.lines.append(line)
    return found


ALL_BLOCKS = [block for document in DOCUMENTS for block in blocks(document)]
COMMAND_BLOCKS = [block for block in ALL_BLOCKS if block.language in COMMAND_LANGUAGES]
RUN_BLOCKS = [block for block in COMMAND_BLOCKS if not block.is_illustration]


def test_the_documents_are_found_and_hold_command_blocks():
    names = {document.relative_to(REPO_ROOT).as_posix() for document in DOCUMENTS}
    assert {"README.md", "CONTRIBUTING.md", "docs/spec.md", "docs/selectors.md", "Benchmarks/README.md"} <= names
    assert len(RUN_BLOCKS) >= 15, [block.name for block in RUN_BLOCKS]


def test_the_readme_stays_an_overview():
    lines = (REPO_ROOT / "README.md").read_text(encoding="utf-8").count("\n")
    assert lines <= 250, f"README.md has {lines} lines: move the detail into docs/"


ISSUE_NUMBER = re.compile(r"\bissues? #?\d+", re.IGNORECASE)


def test_no_file_of_the_project_names_an_issue_by_its_number():
    """Code, tests and docs say what a thing does, not which issue asked for it: a number means
    nothing to a reader of the repository, and goes stale. (Links to other projects' issues are
    addresses, and a sample newsletter's subject is the inbox's text: both are left alone.)"""
    tracked = subprocess.run(["git", "ls-files", "-z"], cwd=REPO_ROOT, capture_output=True, check=True).stdout
    found = []
    for name in tracked.decode().split("\0"):
        path = REPO_ROOT / name
        if not name or name.startswith("public/") or path.suffix not in (".swift", ".md", ".py", ".js", ".css", ".yml", ".sh", ""):
            continue
        if not path.is_file():
            continue
        for number, line in enumerate(path.read_text(encoding="utf-8", errors="replace").splitlines(), 1):
            # A sample mail's subject (a newsletter's numbered edition) is the inbox's text, not a note.
            if ISSUE_NUMBER.search(line) and not re.search(r"/issues/|/pull/|subject: \"", line):
                found.append(f"{name}:{number}: {line.strip()[:100]}")
    assert not found, "issue numbers in the project:\n" + "\n".join(found)


def test_the_readme_shows_how_to_send_the_figma_body_it_writes():
    """The README's `tokens --format figma` and the `curl` line that sends its file stay in step:
    the file the curl line posts is the one that command writes."""
    commands = [command for block in blocks(REPO_ROOT / "README.md") for command in block.lines]
    exported = [c for c in commands if c.startswith("mailsitegen tokens") and "--format figma" in c]
    assert exported, "README.md shows no `mailsitegen tokens --format figma`"
    folder = re.search(r"--out (\S+)", exported[0])
    body = f"{folder.group(1) if folder else 'figma'}/figma-variables.json"  # figma's default folder
    curls = [c for c in commands if c.startswith("curl ") and "api.figma.com/v1/files/" in c]
    assert curls, "README.md shows no `curl` line that sends the Figma variables"
    assert f"--data @{body} " in curls[0], f"{curls[0]} does not send {body}"
    assert curls[0].rstrip().endswith("/variables") and "-X POST" in curls[0]


def test_every_block_that_shows_a_command_is_run_or_marked_as_an_illustration():
    unmarked = [
        block.name for block in ALL_BLOCKS
        if block.language not in COMMAND_LANGUAGES
        and any(line.startswith(("$ ", "mailsitegen ", "swift ", "scripts/")) for line in block.lines)
    ]
    assert not unmarked, f"a command in a block that is neither `sh` nor `console`: {unmarked}"
    foreign = [
        f"{block.name}: {command}" for block in RUN_BLOCKS for command in block.commands
        if not command.startswith("mailsitegen ")
    ]
    assert not foreign, f"only mailsitegen runs here; mark these blocks {ILLUSTRATION}: {foreign}"


# --------------------------------------------------------------------------------------------
# Running the commands
# --------------------------------------------------------------------------------------------

CALM = {"tabBar": {"spacing": 12, "animation": {"duration": 0.3, "bounce": 0.15}}}


def png(width: int, height: int) -> bytes:
    """A grey PNG of this size: what `--social-image` accepts."""
    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    rows = b"".join(b"\x00" + b"\x80" * width for _ in range(height))
    header = struct.pack(">IIBBBBB", width, height, 8, 0, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b"")


def line_with_value_at(column: int, before: str, value: str, after: str) -> str:
    """`before`, padded with spaces so that `value` starts at `column` (from 1), then `after`."""
    return before + " " * (column - 1 - len(before)) + value + after


def default_setup(folder: Path, run) -> None:
    specs = {
        "review.json": {"title": "Review"}, "bouncy.json": {}, "calm.json": CALM, "a.json": {}, "b.json": CALM,
        "main.json": {}, "before.json": {}, "after.json": {"tabBar": {"spacing": 12}},
    }
    for name, spec in specs.items():
        (folder / name).write_text(json.dumps(spec))
    (folder / "card.png").write_bytes(png(1200, 630))
    shutil.copytree(REPO_ROOT / "examples", folder / "examples")


def bad_colour_setup(folder: Path, run) -> None:
    tab = '{{"id": "{0}", "title": "{0}", "symbol": "tray", "color": "blue"}},'
    (folder / "review.json").write_text("\n".join([
        '{"tabs": [',
        "  " + tab.format("primary"),
        "  " + tab.format("work"),
        line_with_value_at(65, '  {"id": "updates", "title": "Up", "symbol": "tray", "color":', '"bleu"', "}"),
        "]}",
    ]) + "\n")


def stale_setup(folder: Path, run) -> None:
    """A folder built from mailsitegen.json, then the spec's title changed and a file added; and a
    review.json whose tab bar height is a string, on line 4 at column 15."""
    (folder / "mailsitegen.json").write_text(json.dumps({"title": "Inbox"}))
    run("mailsitegen build --quiet")
    (folder / "mailsitegen.json").write_text(json.dumps({"title": "Review"}))
    (folder / "public" / "notes.txt").write_text("notes\n")
    (folder / "review.json").write_text('{\n  "title": "Review",\n  "tabBar": {\n    "height": "50"\n  }\n}\n')


def icons_setup(folder: Path, run) -> None:
    """forums.json, a tab with its own icon (icons/forums.svg), and broken.json, whose icon is not
    well-formed XML."""
    (folder / "icons").mkdir()
    (folder / "icons" / "forums.svg").write_text(
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor"'
        ' stroke-width="2">\n  <path d="M4 4h16v12H8l-4 4z"/>\n</svg>\n')
    (folder / "icons" / "broken.svg").write_text(
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">\n  <path d="M4 4h16v12H8l-4 4z">\n</svg>\n')
    for name, icon in [("forums.json", "icons/forums.svg"), ("broken.json", "icons/broken.svg")]:
        tab = {"id": "forums", "title": "Forums", "symbol": {"svg": icon}, "color": "blue"}
        (folder / name).write_text(json.dumps({"tabs": [tab]}) + "\n")


ADD_A_TAB = "<!-- doc-test: add-a-tab -->"


def added_tab() -> dict:
    """The tab the spec guide's walkthrough adds: its `json` block marked add-a-tab."""
    snippets = [block for block in blocks(REPO_ROOT / "docs/spec-guide.md")
                if block.language == "json" and block.marker == ADD_A_TAB]
    assert len(snippets) == 1, "docs/spec-guide.md shows no tab to add (a json block marked add-a-tab)"
    return json.loads("\n".join(snippets[0].lines))


def add_a_tab_setup(folder: Path, run) -> None:
    """What the spec guide's walkthrough has the reader do: `init`, then the tab it shows put after
    the last one in `tabs`, the file otherwise as `init` wrote it."""
    code, output = run("mailsitegen init")
    assert code == 0, output
    spec = folder / "mailsitegen.json"
    text = spec.read_text(encoding="utf-8")
    end = text.index("\n  ]", text.index('"tabs"'))
    spec.write_text(text[:end] + ",\n    " + json.dumps(added_tab(), ensure_ascii=False) + text[end:], encoding="utf-8")
    edited = json.loads(spec.read_text(encoding="utf-8"))
    assert len(edited["tabs"]) == 5 and edited["tabs"][-1] == added_tab()


def add_a_tab_check(folder: Path) -> None:
    """The new tab shows mail: rows of its category in the built page, and no "No Mail" for it."""
    tab = added_tab()["id"]
    page = (folder / "public" / "index.html").read_text(encoding="utf-8")
    rows = page.count(f'data-part="mail" data-category="{tab}"')
    assert rows >= 5, f"the added tab {tab} has {rows} mails"
    assert f'data-empty="{tab}"' not in page, f"the added tab {tab} says No Mail"


SETUPS = {
    "default": default_setup, "bad-colour": bad_colour_setup, "stale": stale_setup, "icons": icons_setup,
    "add-a-tab": add_a_tab_setup,
}
# What a block's setup checks once its commands have run.
CHECKS = {"add-a-tab": add_a_tab_check}


@pytest.fixture
def shell(tmp_path, mailsitegen_bin):
    """Runs a command line in a fresh folder with `mailsitegen` on the PATH: (exit code, output)."""
    tools = tmp_path / "bin"
    tools.mkdir()
    (tools / "mailsitegen").symlink_to(mailsitegen_bin)
    folder = tmp_path / "work"
    folder.mkdir()
    environment = {key: value for key, value in os.environ.items() if key != "GITHUB_ACTIONS"}
    environment.update(PATH=f"{tools}{os.pathsep}{environment.get('PATH', '')}", NO_COLOR="1")

    def run(command: str) -> tuple[int, str]:
        done = subprocess.run(["bash", "-c", command], cwd=folder, env=environment, stdout=subprocess.PIPE,
                              stderr=subprocess.STDOUT, text=True, timeout=120)
        return done.returncode, done.stdout

    run.folder = folder
    return run


def pattern(expected: list[str]) -> re.Pattern:
    """The expected output as a pattern: `…` is any text, alone on a line any lines."""
    parts = []
    for line in expected:
        if line.strip() == "…":
            parts.append(r"(?:[^\n]*\n)*?")
        else:
            parts.append(".*?".join(re.escape(piece) for piece in line.split("…")) + r"\n")
    return re.compile("".join(parts), re.DOTALL)


def transcript(block: Block) -> list[tuple[str, list[str]]]:
    """`console`: each `$ ` command with the output lines under it."""
    steps: list[tuple[str, list[str]]] = []
    for line in block.lines:
        if line.startswith("$ "):
            steps.append((line[2:], []))
        elif steps:
            steps[-1][1].append(line)
    return steps


@pytest.mark.parametrize("block", RUN_BLOCKS, ids=lambda block: block.name)
def test_every_command_shown_runs_as_shown(block, shell):
    SETUPS[block.setup](shell.folder, lambda command: shell(command))
    if block.language == "sh":
        for command in block.commands:
            code, output = shell(command)
            assert code == 0, f"{block.name}: `{command}` exited {code}:\n{output}"
    else:
        for command, expected in transcript(block):
            _, output = shell(command)
            assert pattern(expected).fullmatch(output), (
                f"{block.name}: `{command}` printed\n{output}\nwhere the document shows\n" + "\n".join(expected))
    if block.setup in CHECKS:
        CHECKS[block.setup](shell.folder)


HELP = re.compile(r"mailsitegen (?:help (\w+)|(\w+) (?:--help|-h)|(--help|-h))$")


def golden_help(command: str) -> Path | None:
    found = HELP.match(command)
    if not found:
        return None
    name = found.group(1) or found.group(2)
    return GOLDENS / (f"help-{name}.txt" if name else "help-root.txt")


def test_every_help_text_shown_matches_its_golden_file():
    shown = [(block, command, expected) for block in RUN_BLOCKS if block.language == "console"
             for command, expected in transcript(block) if golden_help(command)]
    assert shown, "no help text is shown: is this test out of date?"
    for block, command, expected in shown:
        golden = golden_help(command).read_text(encoding="utf-8")
        assert pattern(expected).fullmatch(golden), f"{block.name}: `{command}` differs from {golden_help(command).name}"


USAGE = re.compile(r"`(mailsitegen (\w+) [^`]*\[--[^`]*)`")


def test_every_usage_line_in_the_text_is_the_commands_own():
    for document in DOCUMENTS:
        for number, line in enumerate(document.read_text(encoding="utf-8").split("\n"), start=1):
            for usage, name in USAGE.findall(line):
                golden = GOLDENS / f"help-{name}.txt"
                assert golden.exists(), f"{document.name}:{number}: no command {name}"
                written = next(line for line in golden.read_text().split("\n") if line.startswith("USAGE: "))
                assert usage == written.removeprefix("USAGE: "), (
                    f"{document.name}:{number}: `{usage}` is not {golden.name}'s usage line:\n{written}")


# --------------------------------------------------------------------------------------------
# Links, anchors and sections
# --------------------------------------------------------------------------------------------

LINK = re.compile(r"\]\(([^)\s]+)\)")


def prose(document: Path) -> list[tuple[int, str]]:
    """The lines outside fenced blocks, with inline code removed."""
    return [(number, re.sub(r"`[^`]*`", "", line)) for number, line in prose_with_code(document)]


def prose_with_code(document: Path) -> list[tuple[int, str]]:
    """The lines outside fenced blocks."""
    lines, fenced = [], False
    for number, line in enumerate(document.read_text(encoding="utf-8").split("\n"), start=1):
        if line.strip().startswith("```"):
            fenced = not fenced
        elif not fenced:
            lines.append((number, line))
    return lines


def slug(heading: str) -> str:
    """The anchor GitHub gives a heading."""
    text = heading.strip().lower().replace("`", "")
    return re.sub(r"[^\w\- ]", "", text).replace(" ", "-")


def anchors(document: Path) -> set[str]:
    seen: dict[str, int] = {}
    result = set()
    for _, line in prose_with_code(document):
        found = re.match(r"#{1,6} (.+)", line)
        if found:
            base = slug(found.group(1))
            count = seen.get(base, 0)
            seen[base] = count + 1
            result.add(base if count == 0 else f"{base}-{count}")
    return result


def test_every_relative_link_and_anchor_resolves():
    broken = []
    for document in DOCUMENTS:
        for number, line in prose(document):
            for target in LINK.findall(line):
                if re.match(r"[a-z]+:", target):
                    continue
                path, _, anchor = target.partition("#")
                resolved = (document.parent / path).resolve() if path else document
                where = f"{document.relative_to(REPO_ROOT)}:{number}: {target}"
                if not resolved.exists():
                    broken.append(f"{where} (no such file)")
                elif anchor and anchor not in anchors(resolved):
                    broken.append(f"{where} (no such heading)")
    assert not broken, "\n".join(broken)


def test_every_section_sign_names_a_section_of_the_reference():
    sections = {found.group(1) for _, line in prose_with_code(REPO_ROOT / "docs/reference.md")
                if (found := re.match(r"## (\d+)\. ", line))}
    assert {"1", "6"} <= sections
    sources = [*DOCUMENTS, *(REPO_ROOT / "Templates").rglob("*"), *(REPO_ROOT / "Sources").rglob("*.swift")]
    missing = [
        f"{source.relative_to(REPO_ROOT)}: §{number}" for source in sources if source.is_file()
        for number in re.findall(r"§(\d+)", source.read_text(encoding="utf-8", errors="replace"))
        if number not in sections
    ]
    assert not missing, f"sections docs/reference.md does not have: {missing}"
