"""The fonts the test browsers draw with: chosen by the project, never by the machine.

A page's layout depends on its fonts (a title that fits in Inter does not fit in DejaVu Sans Bold),
so the browsers under test see exactly the files listed in TEST_FONTS and nothing else installed on
the machine. `prepare()` links those files into one folder, .build/test-fonts/files, and the
project's own fontconfig file, Tests/Browser/harness/fonts.conf, lists only that folder (no
/etc/fonts/conf.d, no /usr/share/fonts) and maps the generic families to them. Every test browser
is started with `environment()`: FONTCONFIG_FILE pointing at fonts.conf and XDG_CACHE_HOME at the
folder where fonts.conf keeps its font cache.

The roles:
  Inter (Debian fonts-inter)            sans-serif and system-ui: the page's reference font on Linux,
                                        as wide as SF Pro (docs/fonts.md's table)
  Noto Sans CJK (fonts-noto-cjk)        every CJK character; the only font here that has them
  DejaVu Sans (fonts-dejavu-core)       the wide font: what Debian falls back to without Inter; the
                                        wide-font test forces the page into it
  DejaVu Serif, DejaVu Sans Mono        serif and monospace
  (fonts-dejavu-core)

`advance_width()` reads a font file's own metrics (cmap, hmtx) so that tests can tell which font a
browser really drew a text in: an independent witness, not the browser's word.
"""
from __future__ import annotations

import fcntl
import os
import shutil
import struct
import subprocess
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO_ROOT = HERE.parents[2]
FONTCONFIG_FILE = HERE / "fonts.conf"
FONT_ROOT = REPO_ROOT / ".build" / "test-fonts"
FONT_DIR = FONT_ROOT / "files"  # fonts.conf: <dir prefix="relative">../../../.build/test-fonts/files</dir>
CACHE_HOME = FONT_ROOT / "cache"  # fonts.conf: <cachedir prefix="xdg">mailsitegen-test-fonts</cachedir>


@dataclass(frozen=True)
class TestFont:
    package: str  # the Debian package that installs it (scripts/install-test-deps installs them all)
    path: str
    family: str
    weight: int  # CSS font-weight


_INTER = "/usr/share/fonts/opentype/inter"
_NOTO = "/usr/share/fonts/opentype/noto"
_DEJAVU = "/usr/share/fonts/truetype/dejavu"

TEST_FONTS = (
    TestFont("fonts-inter", f"{_INTER}/Inter-Regular.otf", "Inter", 400),
    TestFont("fonts-inter", f"{_INTER}/Inter-Medium.otf", "Inter", 500),
    TestFont("fonts-inter", f"{_INTER}/Inter-SemiBold.otf", "Inter", 600),
    TestFont("fonts-inter", f"{_INTER}/Inter-Bold.otf", "Inter", 700),
    TestFont("fonts-noto-cjk", f"{_NOTO}/NotoSansCJK-Regular.ttc", "Noto Sans CJK SC", 400),
    TestFont("fonts-noto-cjk", f"{_NOTO}/NotoSansCJK-Bold.ttc", "Noto Sans CJK SC", 700),
    TestFont("fonts-dejavu-core", f"{_DEJAVU}/DejaVuSans.ttf", "DejaVu Sans", 400),
    TestFont("fonts-dejavu-core", f"{_DEJAVU}/DejaVuSans-Bold.ttf", "DejaVu Sans", 700),
    TestFont("fonts-dejavu-core", f"{_DEJAVU}/DejaVuSerif.ttf", "DejaVu Serif", 400),
    TestFont("fonts-dejavu-core", f"{_DEJAVU}/DejaVuSerif-Bold.ttf", "DejaVu Serif", 700),
    TestFont("fonts-dejavu-core", f"{_DEJAVU}/DejaVuSansMono.ttf", "DejaVu Sans Mono", 400),
    TestFont("fonts-dejavu-core", f"{_DEJAVU}/DejaVuSansMono-Bold.ttf", "DejaVu Sans Mono", 700),
)

# Installed by the same packages (so present on every test machine) but deliberately left out of
# the set: the browsers must not be able to use it. test_fonts.py checks that they cannot.
LEFT_OUT = TestFont("fonts-noto-cjk", f"{_NOTO}/NotoSerifCJK-Regular.ttc", "Noto Serif CJK SC", 400)


class FontsMissing(Exception):
    """A test font is not installed (run scripts/install-test-deps)."""


def font(family: str, weight: int) -> TestFont:
    for f in TEST_FONTS:
        if f.family == family and f.weight == weight:
            return f
    raise KeyError(f"no test font {family!r} {weight}")


def linked_path(f: TestFont) -> Path:
    return FONT_DIR / Path(f.path).name


def environment() -> dict[str, str]:
    """What a test browser's environment needs (added to os.environ) to see only the test fonts."""
    return {"FONTCONFIG_FILE": str(FONTCONFIG_FILE), "XDG_CACHE_HOME": str(CACHE_HOME)}


def run_fc(*args: str, own: bool = True) -> str:
    """Run a fontconfig tool (fc-list, fc-match, fc-cache) with the test fonts (own=True) or with
    the machine's configuration (own=False); returns its stdout."""
    env = dict(os.environ)
    env.pop("FONTCONFIG_FILE", None)
    env.pop("FONTCONFIG_PATH", None)
    if own:
        env.update(environment())
    r = subprocess.run(list(args), env=env, capture_output=True, text=True, timeout=300)
    if r.returncode != 0:
        raise RuntimeError(f"{' '.join(args)} failed (exit {r.returncode}):\n{r.stderr}")
    return r.stdout


def prepare() -> dict[str, str]:
    """Link exactly TEST_FONTS into FONT_DIR (removing anything else there), build their fontconfig
    cache, and return environment(). Raises FontsMissing naming the packages to install."""
    missing = sorted({f.package for f in TEST_FONTS if not os.path.isfile(f.path)})
    if missing:
        raise FontsMissing(
            f"the test fonts are not installed: apt-get install {' '.join(missing)} "
            "(scripts/install-test-deps does), so the browsers cannot be given the project's fonts")
    for tool in ("fc-cache", "fc-list"):
        if not shutil.which(tool):
            raise FontsMissing(f"{tool} not found: apt-get install fontconfig (scripts/install-test-deps does)")
    FONT_ROOT.mkdir(parents=True, exist_ok=True)
    # Parallel workers each prepare the same folder: one at a time, the later ones finding it done.
    with open(FONT_ROOT / ".lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        FONT_DIR.mkdir(parents=True, exist_ok=True)
        wanted = {linked_path(f): Path(f.path) for f in TEST_FONTS}
        for entry in FONT_DIR.iterdir():
            if entry not in wanted or not entry.is_symlink() or Path(os.readlink(entry)) != wanted[entry]:
                entry.unlink()
        for link, target in wanted.items():
            if not link.is_symlink():
                link.symlink_to(target)
        CACHE_HOME.mkdir(parents=True, exist_ok=True)
        # Built once here, so that the browsers' processes do not each scan the CJK fonts (80 MB).
        run_fc("fc-cache")
    return environment()


def visible_files(own: bool = True) -> set[str]:
    """The font files fontconfig offers: with the test fonts (own=True) or the machine's own set."""
    return {line for line in run_fc("fc-list", "--format", "%{file}\n", own=own).splitlines() if line}


# --------------------------------------------------------------------------------------------
# Metrics, read from the font files themselves
# --------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class _Metrics:
    units_per_em: int
    advances: tuple[int, ...]
    cmap: dict[int, int]


def _tables(data: bytes, face: int) -> dict[bytes, tuple[int, int]]:
    offset = 0
    if data[:4] == b"ttcf":
        (count,) = struct.unpack_from(">I", data, 8)
        if face >= count:
            raise ValueError(f"the collection has {count} faces, not {face + 1}")
        (offset,) = struct.unpack_from(">I", data, 12 + 4 * face)
    (num_tables,) = struct.unpack_from(">H", data, offset + 4)
    tables = {}
    for i in range(num_tables):
        tag, _, table_offset, length = struct.unpack_from(">4sIII", data, offset + 12 + 16 * i)
        tables[tag] = (table_offset, length)
    return tables


def _cmap(data: bytes, offset: int) -> dict[int, int]:
    _, count = struct.unpack_from(">HH", data, offset)
    subtables = {}
    for i in range(count):
        platform, encoding, sub = struct.unpack_from(">HHI", data, offset + 4 + 8 * i)
        subtables[(platform, encoding)] = offset + sub
    for key in ((3, 10), (0, 4), (0, 6), (3, 1), (0, 3)):
        if key not in subtables:
            continue
        at = subtables[key]
        (fmt,) = struct.unpack_from(">H", data, at)
        mapping: dict[int, int] = {}
        if fmt == 12:
            (groups,) = struct.unpack_from(">I", data, at + 12)
            for g in range(groups):
                start, end, glyph = struct.unpack_from(">III", data, at + 16 + 12 * g)
                for code in range(start, end + 1):
                    mapping[code] = glyph + code - start
            return mapping
        if fmt == 4:
            seg_count = struct.unpack_from(">H", data, at + 6)[0] // 2
            ends = struct.unpack_from(f">{seg_count}H", data, at + 14)
            starts = struct.unpack_from(f">{seg_count}H", data, at + 16 + 2 * seg_count)
            deltas = struct.unpack_from(f">{seg_count}h", data, at + 16 + 4 * seg_count)
            range_at = at + 16 + 6 * seg_count
            ranges = struct.unpack_from(f">{seg_count}H", data, range_at)
            for s in range(seg_count):
                for code in range(starts[s], ends[s] + 1):
                    if code == 0xFFFF:
                        continue
                    if ranges[s] == 0:
                        glyph = (code + deltas[s]) & 0xFFFF
                    else:
                        where = range_at + 2 * s + ranges[s] + 2 * (code - starts[s])
                        (glyph,) = struct.unpack_from(">H", data, where)
                        glyph = (glyph + deltas[s]) & 0xFFFF if glyph else 0
                    if glyph:
                        mapping[code] = glyph
            return mapping
    raise ValueError("no Unicode cmap subtable of format 4 or 12")


@lru_cache(maxsize=None)
def _metrics(path: str, face: int = 0) -> _Metrics:
    data = Path(path).read_bytes()
    tables = _tables(data, face)
    head, _ = tables[b"head"]
    hhea, _ = tables[b"hhea"]
    hmtx, _ = tables[b"hmtx"]
    cmap, _ = tables[b"cmap"]
    (units_per_em,) = struct.unpack_from(">H", data, head + 18)
    (long_metrics,) = struct.unpack_from(">H", data, hhea + 34)
    advances = tuple(struct.unpack_from(">H", data, hmtx + 4 * i)[0] for i in range(long_metrics))
    return _Metrics(units_per_em, advances, _cmap(data, cmap))


def advances(f: TestFont, text: str, size: float) -> list[float]:
    """The advance width of each character of text in px at font-size `size`, as the font file gives
    it (no kerning, no ligatures). A character the font does not have raises KeyError."""
    m = _metrics(f.path)
    out = []
    for ch in text:
        glyph = m.cmap[ord(ch)]
        advance = m.advances[min(glyph, len(m.advances) - 1)]
        out.append(advance * size / m.units_per_em)
    return out


def has_glyphs(f: TestFont, text: str) -> bool:
    m = _metrics(f.path)
    return all(ord(ch) in m.cmap for ch in text)
