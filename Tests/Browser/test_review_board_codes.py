"""The review board's QR codes: built with a base URL, every cell of states.html shows a
code of its state's absolute deep link, on screen and in print, labelled "Scan to open this
state"; without one there are none and the board says how to get them. Each code is read back by
a real decoder (zxing-cpp): from a screenshot in every engine, and from the printed PDF (DevTools
Page.printToPDF, rasterised by poppler's pdftoppm) in Chromium, and compared with its cell's link."""
from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest
import zxingcpp

from harness import screenshot, set_viewport, wait_frames
from harness.pixels import grey
from test_review_board import CELLS, PAPERS, build_site, frame_views, open_board, pdf_text, print_board

BASE = "https://example.com/reviews/mail-tab-bar/"
CAPTION = "Scan to open this state"
LINKS = [BASE + "index.html#" + fragment for _, fragment, _ in CELLS]


class _Grey:
    """An 8-bit grey image zxing-cpp reads through the array interface (no numpy)."""

    def __init__(self, pixels: bytes, width: int, height: int):
        self.__array_interface__ = {"shape": (height, width), "typestr": "|u1", "data": pixels, "version": 3}


def read_codes(pixels: bytes, width: int, height: int) -> list[str]:
    results = zxingcpp.read_barcodes(_Grey(pixels, width, height), formats=zxingcpp.BarcodeFormat.QRCode)
    return [result.text for result in results]


def read_pgm(path: Path) -> tuple[bytes, int, int]:
    """A binary PGM (P5, 8-bit), as `pdftoppm -gray` writes it."""
    data = path.read_bytes()
    match = re.match(rb"P5\s+(\d+)\s+(\d+)\s+255\s", data)
    assert match, data[:20]
    width, height = int(match[1]), int(match[2])
    return data[match.end():match.end() + width * height], width, height


CODES_JS = """
return Array.from(document.querySelectorAll('.state')).map((cell) => {
  const code = cell.querySelector('.state__code');
  const href = cell.querySelector('.state__label a').getAttribute('href');
  if (!code) return {href, code: null};
  const box = code.querySelector('svg').getBoundingClientRect();
  return {href, code: code.querySelector('svg').getAttribute('aria-label'),
          caption: code.querySelector('figcaption').textContent, width: box.width, height: box.height};
});
"""


def test_without_a_base_url_there_are_no_codes_and_the_board_says_how(browser, mailsitegen_bin, tmp_path, page_format):
    site = build_site(mailsitegen_bin, tmp_path, page_format)
    open_board(browser, site)
    assert all(cell["code"] is None for cell in browser.execute_script(CODES_JS))
    note = browser.execute_script("return document.querySelector('.board__codes')?.textContent ?? ''")
    assert "--base-url" in note and "site.baseURL" in note, note


def test_every_cell_shows_a_code_of_its_absolute_link(browser, mailsitegen_bin, tmp_path, page_format):
    site = build_site(mailsitegen_bin, tmp_path, page_format, None, "--base-url", BASE)
    set_viewport(browser, 1280, 1000)
    open_board(browser, site)
    cells = browser.execute_script(CODES_JS)
    # The address in its own direction: between FSI and PDI, as an attribute holds no markup.
    assert [cell["code"] for cell in cells] == ["QR code: \u2068" + link + "\u2069" for link in LINKS]
    assert all(cell["caption"] == CAPTION for cell in cells)
    assert all(cell["width"] == pytest.approx(96, abs=0.5) == cell["height"] for cell in cells), cells
    assert browser.execute_script("return document.querySelector('.board__codes')") is None
    # Each code as drawn, read back: scrolled into view one by one, from the window's screenshot.
    # A window shows several cells: a cell whose code an earlier screenshot has read already is not
    # scrolled to again. A cell's screenshot is taken once the scroll has been drawn (two frames), and
    # again, a few frames later, while its own code is not among those read (a busy machine).
    read = set()
    for index, link in enumerate(LINKS):
        if link in read:
            continue
        browser.execute_script(
            "document.querySelectorAll('.state__code')[arguments[0]].scrollIntoView({block: 'center'})", index)
        for _ in range(5):
            wait_frames(browser, 2)
            read.update(read_codes(*grey(browser.get_screenshot_as_png())))
            if link in read:
                break
    assert read == set(LINKS), sorted(set(LINKS) ^ read)
    screenshot(browser, f"board-codes-{page_format}")


@pytest.mark.engines("chromium", reason="printing to PDF is DevTools Page.printToPDF (CDP)")
@pytest.mark.parametrize("paper", PAPERS)
def test_every_printed_code_reads_as_its_cells_link(browser, mailsitegen_bin, tmp_path, page_format, paper):
    site = build_site(mailsitegen_bin, tmp_path, page_format, None, "--base-url", BASE)
    open_board(browser, site)
    frame_views(browser)  # every frame has started and drawn
    pdf = print_board(browser, paper, f"states-codes-{page_format}-{paper}.pdf")
    prefix = tmp_path / "page"
    subprocess.run(["pdftoppm", "-r", "150", "-gray", str(pdf), str(prefix)], check=True)
    pages = sorted(tmp_path.glob("page-*.pgm"))
    read: list[str] = []
    for page in pages:
        text = pdf_text(pdf, pages.index(page) + 1)
        on_page = read_codes(*read_pgm(page))
        # A code per cell of the page, each under its caption.
        assert " ".join(text.split()).count(CAPTION) == len(on_page), (page.name, on_page, text)
        read += on_page
    assert sorted(read) == sorted(LINKS), sorted(set(LINKS) ^ set(read))
