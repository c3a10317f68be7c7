"""The APNG and GIF encoders' files read by Pillow, a decoder the project did not write: the
sample recording in Tests/Fixtures/animation/ (written by the encoders; the Swift test
AnimationSampleTests fails when they would write other bytes, and `RECORD_SNAPSHOTS=1 swift test
--filter AnimationSampleTests` rewrites them) has the frames it should, each with its delay and
exactly its pixels. The frames are computed again here from the same formula. No browser: it
runs once, not once per engine."""
from PIL import Image

from harness import REPO_ROOT

FOLDER = REPO_ROOT / "Tests" / "Fixtures" / "animation"
SIZE = (24, 16)
FPS = 10


def frame(step: int, red: bool) -> list[tuple[int, int, int, int]]:
    """AnimationSampleTests.frames: a light page under a dark bar, a 4 x 4 square at 2 + 3 * step."""
    pixels = []
    for y in range(SIZE[1]):
        for x in range(SIZE[0]):
            if y < 3:
                pixels.append((28, 28, 30, 255))
            elif 8 <= y < 12 and 2 + 3 * step <= x < 6 + 3 * step:
                pixels.append((255, 59, 48, 255) if red else (0, 122, 255, 255))
            else:
                pixels.append((242, 242, 247, 255))
    return pixels


def sample_frames():
    """The recording: the square steps right three times, holds one frame, turns blue and holds."""
    return [frame(step, True) for step in (0, 1, 2, 3, 3)] + [frame(3, False), frame(3, False)]


def noise_frame():
    """AnimationSampleTests.noise: 100 x 80 pixels of 200 colours, picked by a linear congruence."""
    pixels, state = [], 1
    for _ in range(100 * 80):
        state = (state * 1103515245 + 12345) % 2**32
        entry = (state >> 16) % 200
        pixels.append((entry * 37 % 256, entry * 91 % 256, entry * 13 % 256, 255))
    return pixels


def read(name: str):
    """Each frame Pillow shows (as RGBA) with its duration in milliseconds, the size and the loop count."""
    with Image.open(FOLDER / name) as image:
        frames = []
        for index in range(image.n_frames):
            image.seek(index)
            frames.append((list(image.convert("RGBA").get_flattened_data()), image.info["duration"]))
        return frames, image.size, image.info.get("loop")


def test_pillow_reads_the_apng_and_the_gif_frame_for_frame():
    recorded = sample_frames()
    # Identical frames are merged: 0, 1, 2, 3 (held for two), the blue one (held for two).
    expected = [(recorded[0], 100), (recorded[1], 100), (recorded[2], 100), (recorded[3], 200), (recorded[5], 200)]
    for name in ("sample.apng", "sample.gif"):
        frames, size, loop = read(name)
        assert size == SIZE, name
        assert loop == 0, f"{name} plays once, not in a loop"
        assert len(frames) == len(expected), name
        for index, ((pixels, duration), (want, want_duration)) in enumerate(zip(frames, expected)):
            assert duration == want_duration, f"{name} frame {index}: {duration} ms, not {want_duration}"
            assert pixels == want, f"{name} frame {index}: other pixels"
        assert sum(duration for _, duration in frames) == 1000 * len(recorded) / FPS


def test_pillow_reads_a_gif_whose_codes_fill_the_lzw_table():
    frames, size, _ = read("noise.gif")
    assert size == (100, 80)
    assert [pixels for pixels, _ in frames] == [noise_frame()]
