"""Pixels of a screenshot: the PNG that driver.get_screenshot_as_png() returns, in every engine, decoded
by Pillow (its C decoder; a pure-Python unfiltering took seconds for each full-window screenshot).

    decode_png(data, rows_wanted) -> (bytes per pixel, rows)   the first rows_wanted rows, unfiltered
    grey(data) -> (pixels, width, height)                       the whole image as 8-bit luminance
"""
from __future__ import annotations

import io

from PIL import Image


def _open(data: bytes) -> Image.Image:
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    image = Image.open(io.BytesIO(data))
    assert image.mode in ("RGB", "RGBA") and not image.info.get("interlace"), (image.mode, image.info)
    return image


def decode_png(data: bytes, rows_wanted: int) -> tuple[int, list[bytes]]:
    """(bytes per pixel, the first rows_wanted rows) of an 8-bit, non-interlaced RGB or RGBA PNG
    (what the engines' screenshots are)."""
    image = _open(data)
    bpp = len(image.mode)
    stride = image.width * bpp
    raw = image.tobytes()
    return bpp, [raw[y * stride:(y + 1) * stride] for y in range(min(image.height, rows_wanted))]


def grey(data: bytes) -> tuple[bytes, int, int]:
    """A screenshot as 8-bit grey (ITU-R 601 luma, as Pillow's "L" conversion computes it)."""
    image = _open(data).convert("RGB").convert("L")
    return image.tobytes(), image.width, image.height
