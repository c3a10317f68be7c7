"""The video recorder's MP4 (H.264) and WebM (VP9) files read by tools the project did not write:
ffprobe (codec and profile, constant frame rate, frame count, size, duration, colour), ffmpeg (the
whole file decoded without a word on stderr, and each decoded frame close to the PNG it was made
from), and Chromium's own <video> (it plays each file to the end with every frame decoded, presents each frame at its own time when
sought, and shows the first frame's colours).

The files are made once for the module by the Swift test that drives the real recorder in a real
browser (RecordingTests' VideoRecorderBrowserTests: 24 generated frames of 161 x 97 pixels at 10 fps,
padded to 162 x 98), which writes them, with its frames, to the folder named by
MAILSITEGEN_VIDEO_SAMPLES. Under CI a missing ffprobe or ffmpeg is a failure, never a skip
(scripts/install-test-deps installs them)."""
from __future__ import annotations

import base64
import json
import os
import shutil
import subprocess
from fractions import Fraction
from pathlib import Path

import pytest

from harness import REPO_ROOT
from harness.settings import IN_CI

FORMATS = {"mp4": ("h264", "High", "video/mp4"), "webm": ("vp9", "Profile 0", "video/webm")}
FRAMES, FPS, WIDTH, HEIGHT = 24, 10, 162, 98
# The frames' colours (VideoRecorderBrowserTests.frame): the page, the "text", the red square.
PAGE, TEXT, RED = (242, 242, 247), (28, 28, 30), (255, 59, 48)


def _tool(name: str) -> str:
    path = shutil.which(name)
    if path is None:
        message = f"{name} is not installed (scripts/install-test-deps installs ffmpeg)"
        if IN_CI:
            pytest.fail(message + "; CI=true: a missing tool is a failure", pytrace=False)
        pytest.skip(message)
    return path


@pytest.fixture(scope="module")
def samples(tmp_path_factory) -> Path:
    """The two files and their frames, written by the Swift test with the real recorder."""
    folder = tmp_path_factory.mktemp("video")
    env = dict(os.environ, MAILSITEGEN_VIDEO_SAMPLES=str(folder))
    for command in (["swift", "build", "--build-tests"],
                    ["swift", "test", "--skip-build", "--filter", "VideoRecorderBrowserTests/(mp4|webm)"]):
        run = subprocess.run(command, cwd=REPO_ROOT, env=env, capture_output=True, text=True, timeout=900)
        assert run.returncode == 0, f"{' '.join(command)} failed:\n{run.stdout[-3000:]}\n{run.stderr[-3000:]}"
    missing = [name for name in FORMATS if not (folder / f"sample.{name}").is_file()]
    if missing and not IN_CI:
        pytest.skip("the Swift test found no Chromium-family browser to record with (MAILSITEGEN_BROWSER)")
    assert not missing, f"the Swift test wrote no sample.{missing[0]}:\n{run.stdout[-3000:]}"
    return folder


def _probe(path: Path) -> dict:
    run = subprocess.run([_tool("ffprobe"), "-v", "error", "-count_frames", "-show_streams", "-show_format",
                          "-show_packets", "-of", "json", str(path)], capture_output=True, text=True, check=True)
    return json.loads(run.stdout)


@pytest.mark.parametrize("name", FORMATS)
def test_ffprobe_reads_the_codec_a_constant_frame_rate_every_frame_and_the_even_size(samples, name):
    codec, profile, _ = FORMATS[name]
    probe = _probe(samples / f"sample.{name}")
    [stream] = probe["streams"]
    assert (stream["codec_name"], stream["profile"]) == (codec, profile)
    assert stream["pix_fmt"] in ("yuv420p", "yuvj420p"), "4:2:0, 8 bits"
    assert (stream["width"], stream["height"]) == (WIDTH, HEIGHT), "161 x 97 padded to even"
    assert stream["r_frame_rate"] == stream["avg_frame_rate"] == f"{FPS}/1"
    assert int(stream["nb_read_frames"]) == FRAMES
    assert float(probe["format"]["duration"]) == pytest.approx(FRAMES / FPS, abs=1e-6)
    # The encoder's colour, written in the container too: BT.709 primaries and matrix.
    assert (stream["color_space"], stream["color_primaries"]) == ("bt709", "bt709")
    packets = probe["packets"]
    assert len(packets) == FRAMES
    times = [Fraction(p["pts_time"]) for p in packets]
    assert times == [Fraction(k, FPS) for k in range(FRAMES)], "every frame 1/fps after the one before"
    assert [k for k, p in enumerate(packets) if "K" in p["flags"]] == [0, 20], "a key frame every 2 s"
    if name == "mp4":
        assert stream["level"] == 10, "level 1.0, the lowest that holds 7 x 11 macroblocks at 10 fps"
        with open(samples / "sample.mp4", "rb") as f:
            head = f.read(64)
        assert head[4:8] == b"ftyp" and b"moov" in head[:64], "moov right after ftyp (faststart)"


@pytest.mark.parametrize("name", FORMATS)
def test_ffmpeg_decodes_every_frame_without_an_error_close_to_its_png(samples, name):
    ffmpeg = _tool("ffmpeg")
    run = subprocess.run([ffmpeg, "-v", "error", "-i", str(samples / f"sample.{name}"), "-f", "null", "-"],
                         capture_output=True, text=True)
    assert run.returncode == 0 and run.stderr == "", run.stderr
    # Each decoded frame (the padding cropped off) against its PNG, in RGB, with the stream's own
    # matrix and range: a wrong range or matrix would fall far under this.
    log = samples / f"psnr-{name}.log"
    graph = (f"[0:v]scale=in_color_matrix=auto:in_range=auto,crop={WIDTH - 1}:{HEIGHT - 1}:0:0,format=gbrp[a];"
             f"[1:v]format=gbrp[b];[a][b]psnr=stats_file={log}")
    subprocess.run([ffmpeg, "-v", "error", "-i", str(samples / f"sample.{name}"), "-framerate", str(FPS),
                    "-i", str(samples / "frame-%03d.png"), "-lavfi", graph, "-f", "null", "-"], check=True)
    values = [float(part.split(":")[1]) for line in log.read_text().splitlines()
              for part in line.split() if part.startswith("psnr_avg:")]
    assert len(values) == FRAMES
    assert min(values) >= 33, f"decoded frames' PSNR against the PNGs: {values}"


PLAY = """
const [data, type, frames, fps, done] = arguments;
(async () => {
  const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
  const video = document.createElement('video');
  video.muted = true;
  video.src = URL.createObjectURL(new Blob([bytes], { type }));
  document.body.append(video);
  await new Promise((resolve, reject) => {
    video.addEventListener('loadeddata', resolve, { once: true });
    video.addEventListener('error', () => reject(new Error(`cannot play: ${video.error && video.error.message}`)));
  });
  video.playbackRate = 2;
  const ended = new Promise((resolve) => video.addEventListener('ended', resolve, { once: true }));
  await video.play();
  await ended;
  const quality = video.getVideoPlaybackQuality();
  // Then frame by frame: the middle of each frame's time sought, the frame presented there.
  const times = [];
  let colours = {};
  for (let k = 0; k < frames; k += 1) {
    times.push(await new Promise((resolve) => {
      video.requestVideoFrameCallback((now, metadata) => resolve(metadata.mediaTime));
      video.currentTime = (k + 0.5) / fps;
    }));
    if (k === 0) {
      const canvas = document.createElement('canvas');
      canvas.width = video.videoWidth;
      canvas.height = video.videoHeight;
      const context = canvas.getContext('2d');
      context.drawImage(video, 0, 0);
      const pixel = (x, y) => Array.from(context.getImageData(x, y, 1, 1).data.slice(0, 3));
      colours = { page: pixel(150, 3), text: pixel(10, 9), red: pixel(12, 72) };
    }
  }
  return {
    canPlay: video.canPlayType(type), duration: video.duration, width: video.videoWidth, height: video.videoHeight,
    ended: video.ended || video.currentTime >= video.duration, decoded: quality.totalVideoFrames,
    dropped: quality.droppedVideoFrames, times, ...colours,
  };
})().then(done, (error) => done({ error: String(error) }));
"""


@pytest.mark.engines("chromium", reason="the files are made by Chromium's encoder; the other engines' video "
                                        "support is their platform's (WebKitGTK's GStreamer), not the file's")
def test_chromium_plays_each_file_to_its_end_with_every_frame_and_its_colours(browser, samples):
    browser.set_script_timeout(60)
    for name, (_, _, mime) in FORMATS.items():
        data = base64.b64encode((samples / f"sample.{name}").read_bytes()).decode()
        played = browser.execute_async_script(PLAY, data, mime, FRAMES, FPS)
        assert "error" not in played, played
        assert played["canPlay"] == "maybe" or played["canPlay"] == "probably"
        assert played["duration"] == pytest.approx(FRAMES / FPS, abs=0.002), name
        assert (played["width"], played["height"]) == (WIDTH, HEIGHT)
        # Played to its end at twice the speed, every frame decoded (a busy machine may drop some
        # from the screen: that is the player's timing, not the file's).
        assert played["decoded"] == FRAMES, (name, played)
        # Each frame sought in the middle of its time is presented at its own time, k / fps.
        assert played["times"] == pytest.approx([k / FPS for k in range(FRAMES)], abs=0.002), (name, played["times"])
        # The first frame's colours as the page shows them: the encoder's full-range BT.709 read
        # as such (a player that took it for limited range would stretch the page to white).
        for key, expected in (("page", PAGE), ("text", TEXT), ("red", RED)):
            assert all(abs(a - b) <= 6 for a, b in zip(played[key], expected)), (name, key, played[key], expected)
