"""The QR codes `mailsitegen serve` prints, read back: drawn text → modules → an image that a real
decoder (zxing-cpp) reads, and the modules compared one by one with segno's code for the same
URL (byte mode, level M, no error-level boost, segno's own mask choice).

Two sources: the golden file of the encoder's drawings for 36 URLs across versions 1 to 10
(Tests/PreviewServerTests/Snapshots/qr-codes.txt, which QRCodeTerminalTests keeps equal to the encoder's
output), and the real binary serving `--host 0.0.0.0` in a network namespace of its own with two
made-up interface addresses (`unshare -rn`, veth), so that the URL it prints and encodes is known.
"""
from __future__ import annotations

import os
import pty
import re
import select
import shutil
import signal
import subprocess
import time
from pathlib import Path

import pytest
import segno
import segno.encoder
import zxingcpp

from harness import IN_CI, REPO_ROOT
from harness.serving import DEADLINE, Server, write_spec

GOLDEN = REPO_ROOT / "Tests" / "PreviewServerTests" / "Snapshots" / "qr-codes.txt"
QUIET_ZONE = 4
SGR = re.compile(r"\x1b\[[0-9;]*m")


def _standard_padding_bits(buff, version, length):
    """segno 1.6.6 pads a bit stream that already ends on a byte boundary with a whole zero byte
    (`8 - length % 8` bits), where ISO/IEC 18004 7.4.10 pads only up to the boundary and fills the
    rest with the pad codewords 0xEC 0x11; in byte mode this happens to every code that is not
    full. Both read the same; the modules differ. Compared with the standard's padding."""
    buff.extend([0] * ((8 - length % 8) % 8))


segno.encoder.write_padding_bits = _standard_padding_bits


def modules(lines: list[str]) -> list[list[bool]]:
    """The drawn lines back to modules: each character is two, ▀ the upper, ▄ the lower, █ both.
    The quiet zone must be there, light, and is removed."""
    lines = [SGR.sub("", line) for line in lines]
    width = len(lines[0])
    assert all(len(line) == width for line in lines), "ragged lines"
    assert all(set(line) <= set(" ▀▄█") for line in lines), "characters other than half blocks"
    rows = []
    for line in lines:
        rows.append([c in "█▀" for c in line])
        rows.append([c in "█▄" for c in line])
    size = width - 2 * QUIET_ZONE
    for index, row in enumerate(rows):
        inside = QUIET_ZONE <= index < QUIET_ZONE + size
        margin = row[:QUIET_ZONE] + row[QUIET_ZONE + size:] if inside else row
        assert not any(margin), f"dark module in the quiet zone, row {index}"
    return [row[QUIET_ZONE:QUIET_ZONE + size] for row in rows[QUIET_ZONE:QUIET_ZONE + size]]


class _Image:
    """An 8-bit grey image zxing-cpp reads through the array interface (no numpy, no Pillow)."""

    def __init__(self, pixels: bytes, side: int):
        self.__array_interface__ = {"shape": (side, side), "typestr": "|u1", "data": pixels, "version": 3}


def decode(matrix: list[list[bool]], scale: int = 4) -> list[str]:
    """What zxing-cpp reads from the code drawn black on white with its quiet zone."""
    size = len(matrix)
    side = (size + 2 * QUIET_ZONE) * scale
    pixels = bytearray(b"\xff" * side * side)
    for y, row in enumerate(matrix):
        for x, dark in enumerate(row):
            if dark:
                for dy in range(scale):
                    start = ((y + QUIET_ZONE) * scale + dy) * side + (x + QUIET_ZONE) * scale
                    pixels[start:start + scale] = b"\x00" * scale
    return [(result.text, result.format) for result in zxingcpp.read_barcodes(_Image(bytes(pixels), side))]


def segno_matrix(url: str) -> tuple[list[list[bool]], int, int]:
    code = segno.make(url, error="m", mode="byte", boost_error=False, micro=False)
    return [[bool(m) for m in row] for row in code.matrix], code.version, code.mask


def assert_reads_as(lines: list[str], url: str) -> tuple[int, int]:
    matrix = modules(lines)
    assert decode(matrix) == [(url, zxingcpp.BarcodeFormat.QRCode)]
    expected, version, mask = segno_matrix(url)
    assert len(matrix) == len(expected), f"version differs from segno's {version}"
    differing = [(r, c) for r in range(len(matrix)) for c in range(len(matrix)) if matrix[r][c] != expected[r][c]]
    assert not differing, f"{len(differing)} modules differ from segno's (version {version}, mask {mask}): {differing[:10]}"
    return version, mask


def golden_codes() -> list[tuple[str, int, int, list[str]]]:
    text = GOLDEN.read_text(encoding="utf-8")
    blocks = re.findall(r"^== (\S+) \(version (\d+), mask (\d)\)\n(.*?)\n\n", text, re.S | re.M)
    return [(url, int(version), int(mask), body.split("\n")) for url, version, mask, body in blocks]


def test_the_golden_file_covers_every_version_and_every_mask():
    codes = golden_codes()
    assert len(codes) == 36
    assert {version for _, version, _, _ in codes} == set(range(1, 11))
    assert {mask for _, _, mask, _ in codes} == set(range(8))


@pytest.mark.parametrize("url, version, mask, lines", golden_codes(), ids=lambda value: None)
def test_each_drawn_code_decodes_and_matches_segno(url, version, mask, lines):
    assert assert_reads_as(lines, url) == (version, mask)


# --- the real binary --------------------------------------------------------------------------

NAMESPACE_SETUP = (
    "ip link set lo up && ip link add v0 type veth peer name v1 && "
    "ip addr add 10.213.0.7/24 dev v0 && ip addr add 10.214.100.9/24 dev v1 && "
    "ip link set v0 up && ip link set v1 up && exec \"$@\""
)


def namespace_wrapper() -> list[str]:
    """`unshare -rn`: a network namespace of our own (no root needed) where serve sees exactly the
    interfaces made here; nothing is sent to those addresses."""
    if shutil.which("unshare") and shutil.which("ip"):
        probe = subprocess.run(["unshare", "-rn", "sh", "-c", NAMESPACE_SETUP, "sh", "true"], capture_output=True,
                               text=True, timeout=DEADLINE)
        if probe.returncode == 0:
            return ["unshare", "-rn", "sh", "-c", NAMESPACE_SETUP, "sh"]
        reason = probe.stderr.strip()
    else:
        reason = "no unshare or ip"
    if IN_CI:
        pytest.fail(f"cannot make a network namespace ({reason})")
    pytest.skip(f"cannot make a network namespace here ({reason})")


def qr_lines(lines: list[str]) -> list[str]:
    """The drawing: the lines between the two empty lines after the network addresses."""
    start = lines.index("") + 1
    end = lines.index("", start)
    return lines[start:end]


def test_serving_the_network_prints_each_address_and_a_code_of_the_first(mailsitegen_bin, tmp_path):
    spec = tmp_path / "spec.json"
    write_spec(spec, {})
    wrapper = namespace_wrapper()
    with Server(mailsitegen_bin, ["--spec", str(spec), "--host", "0.0.0.0", "--port", "8123"], cwd=tmp_path,
                wrapper=wrapper) as server:
        assert server.first_line == f"Serving {spec} at http://0.0.0.0:8123/"
        server.wait_line(r"^Watching ", start=0)
        assert server.stop() == 0
        lines = server.text()
    assert lines[1] == "  On this computer: http://127.0.0.1:8123/"
    # Both interfaces, in the system's order; the code is of the first.
    network = [line.removeprefix("  On your network:  ") for line in lines[2:4]]
    assert sorted(network) == ["http://10.213.0.7:8123/", "http://10.214.100.9:8123/"]
    url = network[0]
    assert_reads_as(qr_lines(lines[4:]), url)
    assert f"  Scan the code with a phone on the same network to open {url}" in lines


def test_an_interface_address_is_served_with_its_code(mailsitegen_bin, tmp_path):
    spec = tmp_path / "spec.json"
    write_spec(spec, {})
    with Server(mailsitegen_bin, ["--spec", str(spec), "--host", "10.214.100.9", "--port", "0"], cwd=tmp_path,
                wrapper=namespace_wrapper()) as server:
        server.wait_line(r"^Watching ", start=0)
        assert server.stop() == 0
        lines = server.text()
    url = f"http://10.214.100.9:{server.port}/"
    assert lines[1] == f"  On your network:  {url}"
    assert_reads_as(qr_lines(lines[2:]), url)


def test_loopback_gets_no_code(mailsitegen_bin, tmp_path):
    spec = tmp_path / "spec.json"
    write_spec(spec, {})
    with Server(mailsitegen_bin, ["--spec", str(spec), "--port", "0"], cwd=tmp_path) as server:
        server.wait_line(r"^Watching ", start=0)
        assert server.stop() == 0
        assert not any(set(line) & set("▀▄█") for line in server.text())


def test_on_a_terminal_the_code_sets_black_on_white_itself(mailsitegen_bin, tmp_path):
    """Light text on a dark terminal would invert the code: each line sets its own colours."""
    spec = tmp_path / "spec.json"
    write_spec(spec, {})
    wrapper = namespace_wrapper()
    leader, follower = pty.openpty()
    env = {key: value for key, value in os.environ.items() if key != "NO_COLOR"}
    process = subprocess.Popen([*wrapper, str(mailsitegen_bin), "serve", "--spec", str(spec), "--host", "0.0.0.0",
                                "--port", "0"], cwd=tmp_path, stdout=follower, stderr=subprocess.PIPE, env=env)
    os.close(follower)
    output = b""
    deadline = time.monotonic() + DEADLINE
    try:
        while b"Ctrl-C stops." not in output:
            assert time.monotonic() < deadline, f"no watch line in {DEADLINE}s: {output!r}"
            ready, _, _ = select.select([leader], [], [], 1)
            if ready:
                output += os.read(leader, 65536)
        process.send_signal(signal.SIGINT)
        assert process.wait(DEADLINE) == 0
    finally:
        if process.poll() is None:
            process.kill()
        os.close(leader)
    lines = output.decode("utf-8").replace("\r\n", "\n").split("\n")
    drawing = qr_lines(lines[4:])
    black_on_white = "\x1b[38;5;16;48;5;231m"
    assert all(line.startswith(black_on_white) and line.endswith("\x1b[0m") for line in drawing)
    assert_reads_as(drawing, lines[2].split()[-1])
