"""`mailsitegen record`: steps played on the page's own clock, taken over by the recorder, and each
frame captured at its exact instant of page time. Checked: the frame relations (a 30 fps recording's
frames are the 60 fps recording's even frames; at --speed 0.25 frame 4k is the full-speed frame k),
the first and last frames against `snapshot`'s pictures of the start and end states, a recording made
again on a machine made busy by `stress-ng --cpu 2` (the same bytes), every step kind, the demo, a
dark right-to-left --link, --frame, APNG and GIF read back by Pillow (frame counts and delays), each
error with its message and nothing written, Ctrl-C, and no browser process nor temporary folder left
behind.

The tool drives Chromium only (as `snapshot` does). The recordings are small (@1x, a few steps) and
shared between the assertions (module-scoped fixtures); the demo is recorded at 5 frames a second.
"""
from __future__ import annotations

import shutil
import signal
import subprocess
import tempfile
import time
from pathlib import Path

import pytest
from PIL import Image, ImageChops, ImageStat

from harness import ARTIFACTS
from harness.settings import IN_CI
from test_snapshot import _assert_left_nothing, _environment, _processes_using, _short_tmp
from test_video import _probe

RECORD_ARTIFACTS = ARTIFACTS / "record"
RUN_TIMEOUT = 900


def _record(binary: Path, work: Path, env: dict[str, str], out: str, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([str(binary), "record", "--out", out, *args], cwd=work, env=env, capture_output=True,
                          text=True, timeout=RUN_TIMEOUT)


class Recording:
    """A recording read back by Pillow: its frames (each shown for its delay) and delays."""

    def __init__(self, path: Path, result: subprocess.CompletedProcess, seconds: float):
        self.path = path
        self.result = result
        self.seconds = seconds
        with Image.open(path) as image:
            self.format = image.format
            self.stored = image.n_frames
            self.size = image.size
            self.pictures: list[bytes] = []
            self.delays: list[float] = []
            for index in range(image.n_frames):
                image.seek(index)
                self.delays.append(image.info["duration"])
                self.pictures.append(image.convert("RGBA").tobytes())

    def frames(self, fps: int) -> list[bytes]:
        """Every frame of the recording at `fps`: a stored frame shown for n frames' time counts n times."""
        frames: list[bytes] = []
        for picture, delay in zip(self.pictures, self.delays):
            count = round(delay * fps / 1000)
            tolerance = 5 if self.format == "GIF" else 1e-6 * max(delay, 1)
            assert count >= 1 and abs(count * 1000 / fps - delay) < tolerance
            frames += [picture] * count
        return frames

    def save(self, name: str, index: int, fps: int) -> Path:
        RECORD_ARTIFACTS.mkdir(parents=True, exist_ok=True)
        frames = self.frames(fps)
        path = RECORD_ARTIFACTS / f"{name}-{index}.png"
        Image.frombytes("RGBA", self.size, frames[index]).save(path)
        return path


def _make(binary: Path, work: Path, env: dict[str, str], out: str, *args: str) -> Recording:
    start = time.perf_counter()
    result = _record(binary, work, env, out, "--quiet", *args)
    seconds = time.perf_counter() - start
    assert result.returncode == 0, result.stderr
    assert (result.stdout, result.stderr) == ("", "")
    return Recording(work / out, result, seconds)


def _picture(path: Path) -> bytes:
    with Image.open(path) as image:
        return image.convert("RGBA").tobytes()


@pytest.fixture(scope="module")
def work(tmp_path_factory) -> Path:
    return tmp_path_factory.mktemp("record")


@pytest.fixture(scope="module")
def env(font_env) -> dict[str, str]:
    return _environment(font_env, Path(tempfile.gettempdir()))


@pytest.fixture(scope="module")
def snapshots(mailsitegen_bin, work, env) -> Path:
    """snapshot's pictures at @1x of the states the recordings start and end on, plain and framed."""
    for folder, extra in (("shots", []), ("framed", ["--frame"])):
        result = subprocess.run([str(mailsitegen_bin), "snapshot", "--scale", "1", "--out", folder, "--quiet",
                                 "--state", "all-mails-at-the-top", "--state", "updates", *extra],
                                cwd=work, env=env, capture_output=True, text=True, timeout=RUN_TIMEOUT)
        assert result.returncode == 0, result.stderr
    return work


@pytest.fixture(scope="module")
def tap60(mailsitegen_bin, work, font_env) -> Recording:
    """One tap at 60 fps, with a temporary folder of the test's own: the browser leaves nothing there."""
    tmp = _short_tmp()
    recording = _make(mailsitegen_bin, work, _environment(font_env, tmp), "tap60.png", "--play", "tap:updates",
                      "--scale", "1")
    assert _processes_using(tmp) == [] and list(tmp.iterdir()) == []
    tmp.rmdir()
    print(f"record: tap:updates at @1x, 60 fps in {recording.seconds:.1f} s")
    return recording


@pytest.fixture(scope="module")
def tap30(mailsitegen_bin, work, env) -> Recording:
    return _make(mailsitegen_bin, work, env, "tap30.png", "--play", "tap:updates", "--scale", "1", "--fps", "30")


@pytest.fixture(scope="module")
def tap30_slow(mailsitegen_bin, work, env) -> Recording:
    return _make(mailsitegen_bin, work, env, "tap30-slow.png", "--play", "tap:updates", "--scale", "1", "--fps", "30",
                 "--speed", "0.25")


@pytest.fixture(scope="module")
def tap30_busy(mailsitegen_bin, work, env, tap30) -> Recording:
    """tap30 again, on a machine made busy on both cores by stress-ng (in CI a missing stress-ng fails;
    elsewhere the test skips, saying so)."""
    stress_ng = shutil.which("stress-ng")
    if stress_ng is None:
        message = "stress-ng is not installed (scripts/install-test-deps installs it: Debian's stress-ng)"
        if IN_CI:
            pytest.fail(message, pytrace=False)
        pytest.skip(message)
    stress = subprocess.Popen([stress_ng, "--cpu", "2", "--timeout", str(RUN_TIMEOUT), "--quiet"],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        return _make(mailsitegen_bin, work, env, "tap30-busy.png", "--play", "tap:updates", "--scale", "1", "--fps",
                     "30")
    finally:
        stress.send_signal(signal.SIGINT)
        stress.wait(timeout=30)


def test_a_tap_is_held_played_and_held_again(tap60, snapshots):
    # 0.5 s of the start state, the tap's springs, 1 s of the end state: 121 frames at 60 fps.
    frames = tap60.frames(60)
    assert tap60.format == "PNG" and tap60.size == (393, 852)
    assert tap60.delays[0] == 500 and tap60.delays[-1] > 1000
    assert set(tap60.delays[1:-1]) == {1000 / 60}
    assert len(frames) == 121 and tap60.stored < len(frames)
    # The start and the end are snapshot's pictures of those states, pixel for pixel.
    assert frames[0] == _picture(snapshots / "shots" / "all-mails-at-the-top.png")
    assert frames[-1] == _picture(snapshots / "shots" / "updates.png")
    # The tap's frame (page time 0.5 s) starts the springs from where the pills were; they move after.
    assert frames[30] != frames[29] or frames[31] != frames[30]
    assert len(set(frames[30:60])) > 10
    tap60.save("tap60", 36, 60)


def test_a_reused_frame_is_the_picture_the_browser_draws(mailsitegen_bin, work, env, tap30):
    """A frame in which nothing can have changed (a hold, a spring at rest) is not captured again but
    reused; captured all the same (MAILSITEGEN_RECORD_EVERY_FRAME=1), every frame is the same picture."""
    every = _make(mailsitegen_bin, work, dict(env, MAILSITEGEN_RECORD_EVERY_FRAME="1"), "tap30-every.png", "--play",
                  "tap:updates", "--scale", "1", "--fps", "30")
    assert every.frames(30) == tap30.frames(30)


def test_30_fps_frames_are_the_60_fps_even_frames(tap60, tap30):
    sixty, thirty = tap60.frames(60), tap30.frames(30)
    assert len(thirty) == 61
    assert [k for k in range(len(thirty)) if thirty[k] != sixty[2 * k]] == []


def test_a_quarter_speed_frame_4k_is_the_full_speed_frame_k(tap30, tap30_slow):
    full, slow = tap30.frames(30), tap30_slow.frames(30)
    assert len(slow) == 4 * (len(full) - 1) + 1
    assert [k for k in range(len(full)) if slow[4 * k] != full[k]] == []
    # And in between, frames of their own: the springs at instants the full speed never shows.
    assert len(set(slow)) > len(set(full))


def test_a_recording_on_a_busy_machine_is_the_same_file(tap30, tap30_busy):
    assert tap30_busy.path.read_bytes() == tap30.path.read_bytes()


@pytest.fixture(scope="module")
def steps_gif(mailsitegen_bin, work, env) -> Recording:
    return _make(mailsitegen_bin, work, env, "steps.gif", "--play", "scroll:200, wait:0.3,search,cancel,tap:allMails",
                 "--scale", "1", "--fps", "10")


def test_scroll_wait_search_cancel_as_a_gif(steps_gif, tap60):
    assert steps_gif.format == "GIF" and steps_gif.size == (393, 852)
    # Delays in hundredths: the start's hold 0.5 s and the flick's first frame (where it starts
    # from), 10 fps frames of 100 ms, runs merged.
    assert steps_gif.delays[0] == 600
    assert all(delay % 100 == 0 for delay in steps_gif.delays)
    frames = steps_gif.frames(10)
    # The flick: 200 points at @1x settle in ln(2 · 200) / 2.002 = 2.99 s; the offset changes most at
    # first (iOS's deceleration), so the frames change from the first one on.
    assert frames[5] == frames[4] and frames[6] != frames[5]
    flick = frames[5:5 + 30]
    assert len(set(flick)) >= 20
    # Ends where it began (cancel, tap:allMails on All Mails changes nothing), scrolled by 200.
    assert frames[-1] != frames[0]
    assert len(frames) == sum(round(delay / 100) for delay in steps_gif.delays)
    steps_gif.save("steps", 40, 10)


@pytest.fixture(scope="module")
def demo(mailsitegen_bin, work, env) -> Recording:
    return _make(mailsitegen_bin, work, env, "demo.png", "--scale", "1", "--fps", "5")


def test_the_demo_starts_and_ends_on_all_mails(demo, snapshots):
    frames = demo.frames(5)
    top = _picture(snapshots / "shots" / "all-mails-at-the-top.png")
    assert frames[0] == top and frames[-1] == top
    # Three taps, a flick there and back, search and cancel: about ten seconds, never still for long
    # but for the holds.
    assert 45 <= len(frames) <= 60
    assert len(set(frames)) > 25
    demo.save("demo", 20, 5)


@pytest.fixture(scope="module")
def dark_rtl(mailsitegen_bin, work, env) -> tuple[Recording, Recording]:
    tapped = _make(mailsitegen_bin, work, env, "dark-rtl.png", "--link", "tab=primary&scheme=dark&dir=rtl",
                   "--play", "tap:allMails", "--scale", "1", "--fps", "20")
    opened = _make(mailsitegen_bin, work, env, "dark-rtl-end.png", "--link", "#tab=allMails&scheme=dark&dir=rtl",
                   "--play", "wait:0", "--scale", "1", "--fps", "20")
    return tapped, opened


def test_a_dark_right_to_left_link(dark_rtl):
    tapped, opened = dark_rtl
    frames = tapped.frames(20)
    first = Image.frombytes("RGBA", tapped.size, frames[0])
    # Dark: the screen's background near black.
    assert sum(first.getpixel((200, 700))[:3]) < 120
    # The tap's end is the end state opened as a link: the same picture.
    assert frames[-1] == opened.frames(20)[0] and frames[-1] != frames[0]
    # A wait of nothing: the start held, then the end's second, all one picture.
    assert opened.stored == 1 and len(set(opened.frames(20))) == 1


def test_frame_draws_the_phone_around_each_frame(mailsitegen_bin, work, env, snapshots):
    framed = _make(mailsitegen_bin, work, env, "framed.png", "--frame", "--play", "wait:0.2", "--scale", "1",
                   "--fps", "10")
    with Image.open(snapshots / "framed" / "all-mails-at-the-top.png") as picture:
        assert framed.size == picture.size and framed.size != (393, 852)
    assert framed.frames(10)[0] == _picture(snapshots / "framed" / "all-mails-at-the-top.png")
    # The 0.5 s hold, the wait and the end's second: one still picture, its last frame at 1.7 s of
    # page time, so 18 frames of 0.1 s.
    assert framed.stored == 1 and framed.delays == [1800]
    # A GIF and a video have no partial transparency: the same phone drawn over white.
    over_white = Image.new("RGBA", framed.size, "white")
    over_white.alpha_composite(Image.frombytes("RGBA", framed.size, framed.pictures[0]))
    expected = over_white.convert("RGB")
    corner = (3, 3)
    assert framed.pictures[0][3] == 0 and expected.getpixel(corner) == (255, 255, 255)
    gif = _make(mailsitegen_bin, work, env, "framed.gif", "--frame", "--play", "wait:0.2", "--scale", "1",
                "--fps", "10")
    assert _mean_difference(Image.frombytes("RGBA", gif.size, gif.pictures[0]).convert("RGB"), expected) < 1
    _make_video(mailsitegen_bin, work, env, "framed.mp4", "--frame", "--play", "wait:0.2", "--scale", "1", "--fps",
                "10")
    video = _first_video_frame(work / "framed.mp4").crop((0, 0, *framed.size))
    assert all(channel >= 250 for channel in video.getpixel(corner)), video.getpixel(corner)
    assert _mean_difference(video, expected) < 3


def test_an_mp4_at_the_defaults_is_h264_high_level_4_2_at_2x_and_60_fps(mailsitegen_bin, work, env):
    """The size the review job writes (the defaults: @2x, 60 fps): 786 x 1704, H.264 High at level
    4.2 (Table A-1: 5,304 macroblocks a frame at 60 fps), a constant 60 fps, every frame there and
    decoded without an error."""
    _make_video(mailsitegen_bin, work, env, "defaults.mp4", "--play", "wait:0")
    probe = _probe(work / "defaults.mp4")
    [stream] = probe["streams"]
    assert (stream["codec_name"], stream["profile"], stream["level"]) == ("h264", "High", 42)
    assert (stream["width"], stream["height"]) == (786, 1704)
    assert stream["r_frame_rate"] == stream["avg_frame_rate"] == "60/1"
    # 0.5 s held, the wait of nothing, 1 s held: frames 0 to 90.
    assert int(stream["nb_read_frames"]) == 91
    decoded = subprocess.run(["ffmpeg", "-v", "error", "-i", str(work / "defaults.mp4"), "-f", "null", "-"],
                             capture_output=True, text=True, timeout=120)
    assert decoded.returncode == 0 and decoded.stderr == "", decoded.stderr


def _make_video(binary: Path, work: Path, env: dict[str, str], out: str, *args: str) -> None:
    result = _record(binary, work, env, out, "--quiet", *args)
    assert result.returncode == 0, result.stderr


def _first_video_frame(path: Path) -> Image.Image:
    """The video's first frame as ffmpeg decodes it (in CI a missing ffmpeg fails)."""
    ffmpeg = shutil.which("ffmpeg")
    if ffmpeg is None:
        message = "ffmpeg is not installed (scripts/install-test-deps installs it)"
        if IN_CI:
            pytest.fail(message, pytrace=False)
        pytest.skip(message)
    out = path.with_suffix(".first.png")
    subprocess.run([ffmpeg, "-v", "error", "-y", "-i", str(path), "-frames:v", "1", str(out)], check=True,
                   timeout=120)
    with Image.open(out) as image:
        return image.convert("RGB")


def _mean_difference(one: Image.Image, other: Image.Image) -> float:
    """The mean absolute difference of two RGB pictures of one size, in levels of 255."""
    assert one.size == other.size
    difference = ImageChops.difference(one, other)
    return sum(ImageStat.Stat(difference).mean) / 3


SUGGESTION = ("Error: “tap:updtes”: the spec has no tab “updtes”; did you mean “updates”?")


@pytest.mark.parametrize("args, message", [
    (["--play", "jump:3"], "Error: “jump:3” is not a step: the steps are tap:<tab id or allMails>, scroll:<points>, "
                           "search, cancel and wait:<seconds>, comma-separated"),
    (["--play", "tap:updtes"], SUGGESTION),
    (["--play", "scroll:far"], "Error: “scroll:far”: the number must be points, 0 or more"),
    (["--play", "scroll:100000"], "Error: “scroll:100000” scrolls past the end of the list: the largest offset is "
                                  "{largest} points"),
    # Updates' list is shorter than All Mails': its end is measured when the scroll starts.
    (["--play", "tap:updates,scroll:1000"], "Error: “scroll:1000” scrolls past the end of the list: the largest "
                                            "offset is {largest} points"),
    (["--play", "wait:1", "--fps", "60", "--out", "x.gif"],
     "Error: --fps 60: a GIF plays at most 50 frames a second (its delays are hundredths of a second, and browsers "
     "slow a delay under 2 of them to 10); record at 50 or less, or as APNG (.png)"),
    (["--out", "x.avi"], "Error: x.avi: the format is the file's extension, one of .png or .apng (APNG), .gif, .mp4 "
                         "(H.264) or .webm (VP9)"),
    (["--link", "tab=primary&colour=dark"], "Error: --link: the page does not read “colour”; it reads tab, y, "
                                            "scheme, text, dir, contrast, transparency, device, q, motion, zoom, "
                                            "hold, locale, statusbar"),
    (["--link", "theme=dark"], "Error: --link: the page does not read “theme”; did you mean “scheme”?"),
    (["--link", "device=se2"], "Error: --link: “device=se2” is not a value the page reads; device is one of custom, "
                               "se, mini, 16, 16-pro, 16-plus, 16-pro-max"),
    (["--fps", "0"], "Error: --fps 0: expected a whole number from 1 to 120"),
    (["--speed", "fast"], "Error: --speed fast: expected a number from 0.01 to 10"),
    (["--out", "exists.png"], "Error: exists.png exists; give --force to replace it"),
    (["--out", "missing/x.gif"], "Error: --out missing/x.gif: the folder missing does not exist"),
])
def test_each_error_is_one_sentence_and_nothing_is_written(args, message, mailsitegen_bin, font_env, tmp_path):
    tmp = _short_tmp()
    (tmp_path / "exists.png").write_bytes(b"mine")
    if "--out" not in args:
        args = [*args, "--out", "x.png"]
    out = args[args.index("--out") + 1]
    result = subprocess.run([str(mailsitegen_bin), "record", "--scale", "1", *args], cwd=tmp_path,
                            env=_environment(font_env, tmp), capture_output=True, text=True, timeout=RUN_TIMEOUT)
    assert result.returncode == 1, result.stderr
    needs_page = "{largest}" in message
    if needs_page:
        largest = result.stderr.split("the largest offset is ")[-1].split(" ")[0]
        assert largest.isdigit() and 300 < int(largest) < 100000
        message = message.replace("{largest}", largest)
    # The error alone; after the line that says what is being recorded (and the progress) when it
    # needed the page.
    lines = [line for line in result.stderr.splitlines() if not line.startswith("  frame ")]
    assert result.stdout == "" and lines[-1] == message
    assert lines[:-1] == ([f"Recording {args[1]} at 60 fps, @1x"] if needs_page else [])
    assert (tmp_path / "exists.png").read_bytes() == b"mine"
    assert sorted(path.name for path in tmp_path.iterdir()) == ["exists.png"]
    _assert_left_nothing(tmp, tmp_path / (out if out != "exists.png" else "missing"))


def test_ctrl_c_closes_the_browser_and_writes_nothing(mailsitegen_bin, font_env, tmp_path):
    tmp = _short_tmp()
    process = subprocess.Popen([str(mailsitegen_bin), "record", "--scale", "1", "--fps", "10", "--out", "demo.gif"],
                               cwd=tmp_path, env=_environment(font_env, tmp), stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, text=True)
    try:
        assert process.stderr.readline().startswith("Recording the demo at 10 fps")
        # A progress line once a second of frames is recorded: the browser is running.
        assert process.stderr.readline().startswith("  frame 10")
        assert _processes_using(tmp) != []
        process.send_signal(signal.SIGINT)
        _, rest = process.communicate(timeout=60)
    finally:
        if process.poll() is None:
            process.kill()
    assert process.returncode == 130
    assert rest.strip().splitlines()[-1] == "Error: interrupted (SIGINT); the browser was closed and nothing was written"
    _assert_left_nothing(tmp, tmp_path / "demo.gif")
