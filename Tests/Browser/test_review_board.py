"""Sharing a state: the review board states.html (every state a live frame on a deep link, on
screen and printed to PDF) and links that unfurl (--base-url, --social-image), in every engine and
both page formats. The deep-link contract is the page script's (docs/deep-links.md); the tests
here read what each frame SHOWS, through the selector contract, never how the script got there.
"""
from __future__ import annotations

import base64
import json
import math
import shutil
import subprocess
from pathlib import Path
from urllib.parse import parse_qsl

import pytest

from harness import ARTIFACTS, REPO_ROOT, screenshot, set_color_scheme, set_viewport, wait_frames
from harness.page import ANIMATIONS_JS
from harness.timelines import TIMELINES_JS, TRANSITIONS, assert_timelines_drawn

IMAGES = REPO_ROOT / "Tests" / "MailSiteGenCLITests" / "Corpus" / "images"
BOARD_ARTIFACTS = ARTIFACTS / "review-board"

# The default spec's states, in the board's order: label and fragment (docs/review-board.md).
DEFAULT_STATES = [
    ("All Mails, at the top", "tab=allMails&y=0&scheme=auto"),
    ("Scrolled 117.5 px: header half-faded", "tab=allMails&y=117.5&scheme=auto"),
    ("Scrolled 325 px: under the material", "tab=allMails&y=325&scheme=auto"),
    ("Primary", "tab=primary&y=0&scheme=auto"),
    ("Transactions", "tab=transactions&y=0&scheme=auto"),
    ("Updates", "tab=updates&y=0&scheme=auto"),
    ("Promotions", "tab=promotions&y=0&scheme=auto"),
    ("Searching “Dinner”", "tab=allMails&y=0&scheme=auto&q=Dinner"),
    ("Searching “zqxj”: no result", "tab=allMails&y=0&scheme=auto&q=zqxj"),
    ("Dark", "tab=allMails&y=0&scheme=dark"),
    ("Reduced motion: fades for springs", "tab=allMails&y=0&scheme=auto&motion=reduce"),
]
# Its Conditions section, after them (docs/review-board.md), with each frame's size.
PHONE = (393, 852)
DEFAULT_CONDITIONS = [
    ("Accessibility 3: Large Content Viewer on Primary", "tab=allMails&y=0&scheme=auto&text=accessibility3&hold=primary", PHONE),
    ("Extra small text", "tab=allMails&y=0&scheme=auto&text=xSmall", PHONE),
    ("Right to left, All Mails", "tab=allMails&y=0&scheme=auto&dir=rtl", PHONE),
    ("Right to left, Primary", "tab=primary&y=0&scheme=auto&dir=rtl", PHONE),
    ("Increase Contrast, light", "tab=primary&y=0&scheme=light&contrast=increased", PHONE),
    ("Increase Contrast, dark", "tab=primary&y=0&scheme=dark&contrast=increased", PHONE),
    ("Reduce Transparency, under the material", "tab=allMails&y=325&scheme=auto&transparency=reduced", PHONE),
    ("iPhone SE", "tab=allMails&y=0&scheme=auto&device=se", (375, 667)),
    ("iPhone 16 Pro Max", "tab=allMails&y=0&scheme=auto&device=16-pro-max", (440, 956)),
]
# Its Locales section, after them: All Mails in the spec's locale, then in the page's others.
DEFAULT_LOCALES = [
    ("en-US · English (United States)", "tab=allMails&y=0&scheme=auto"),
    ("de-DE · Deutsch (Deutschland)", "tab=allMails&y=0&scheme=auto&locale=de-DE"),
    ("ar-SA · العربية (المملكة العربية السعودية)", "tab=allMails&y=0&scheme=auto&locale=ar-SA"),
    ("ja-JP · 日本語（日本）", "tab=allMails&y=0&scheme=auto&locale=ja-JP"),
]
CELLS = ([(label, fragment, PHONE) for label, fragment in DEFAULT_STATES] + DEFAULT_CONDITIONS
         + [(label, fragment, PHONE) for label, fragment in DEFAULT_LOCALES])

# Where a label is written without markup (a frame's title, a code's name, the page's title), each
# text from elsewhere in it is between U+2068 FIRST STRONG ISOLATE and U+2069 POP DIRECTIONAL ISOLATE.
FSI, PDI = "\u2068", "\u2069"


def without_isolates(text: str) -> str:
    return text.replace(FSI, "").replace(PDI, "")


def build_site(mailsitegen_bin: Path, folder: Path, page_format: str, spec: dict | None = None, *options: str) -> Path:
    """Runs the real `mailsitegen build` (with --single-file for that format) and returns the folder."""
    folder.mkdir(parents=True, exist_ok=True)
    command = [str(mailsitegen_bin), "build", "-q", "--out", str(folder / "site"), *options]
    if spec is not None:
        (folder / "spec.json").write_text(json.dumps(spec, ensure_ascii=False))
        command += ["--spec", str(folder / "spec.json")]
    if page_format == "single-file":
        command.append("--single-file")
    result = subprocess.run(command, capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    return folder / "site"


CELLS_JS = """
return Array.from(document.querySelectorAll('.state')).map((cell) => {
  const link = cell.querySelector('.state__label a');
  const frame = cell.querySelector('iframe');
  const box = frame.getBoundingClientRect();
  return {label: link.textContent, href: link.getAttribute('href'), src: frame.getAttribute('src'),
          title: frame.title, width: box.width, height: box.height};
});
"""

# What a frame shows, through the selector contract only.
FRAME_JS = """
const done = arguments[arguments.length - 1];
const ready = () => {
  if (!document.documentElement.hasAttribute('data-ready')) { requestAnimationFrame(ready); return; }
  requestAnimationFrame(() => requestAnimationFrame(() => {
    const root = document.documentElement;
    const screen = document.querySelector('[data-part="screen"]');
    const input = document.querySelector('[data-part="search"] input');
    const rows = Array.from(document.querySelectorAll('[data-part="mail"]'))
      .filter((row) => row.getBoundingClientRect().height > 0).length;
    done({page: location.pathname.split('/').pop(), tab: root.dataset.activeTab, scheme: root.dataset.colorScheme,
          searching: root.hasAttribute('data-search-active'), query: input ? input.value : null,
          y: window.scrollY + screen.scrollTop, rows, width: innerWidth, height: innerHeight,
          layoutWidth: root.clientWidth, scrollbar: getComputedStyle(root).scrollbarWidth,
          locale: root.dataset.locale,
          conditions: {text: root.dataset.textSize, contrast: root.dataset.contrast,
                        transparency: root.dataset.transparency, device: root.dataset.device ?? null},
          held: !(document.querySelector('[data-part="large-content-viewer"]')?.hidden ?? true)});
  }));
};
ready();
"""


def frame_views(browser, frames: str = ".state iframe", script: str = FRAME_JS) -> list[dict]:
    """What each frame of the board (`frames`, a selector) shows, in order, each waited for until
    its script started (`script` reads it). Each is scrolled into view first: engines run no
    animation frames in a frame out of sight (the frames are file:// pages, so cross-origin to the
    board), and the page starts in one."""
    views = []
    for frame in browser.find_elements("css selector", frames):
        browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", frame)
        browser.switch_to.frame(frame)
        try:
            views.append(browser.execute_async_script(script))
        finally:
            browser.switch_to.default_content()
    return views


def open_board(browser, site: Path) -> None:
    browser.get((site / "states.html").as_uri())


BOARD_MARGIN = 96  # px of the window's height a cell's head and the board's margins keep


def fit(browser, height: float) -> float:
    """The scale a cell shows a phone `height` px tall at in this window, as the page's stage fits
    it: 1 where it fits, else what the window's height allows; 1 in an engine that cannot divide
    lengths (states.css says so), where the board scrolls instead."""
    if not browser.execute_script("return CSS.supports('scale', 'calc(1px / 1px)')"):
        return 1.0
    return min(1.0, (browser.execute_script("return innerHeight") - BOARD_MARGIN) / height)


def test_the_board_holds_every_state_as_a_live_frame(browser, mailsitegen_bin, tmp_path, page_format):
    site = build_site(mailsitegen_bin, tmp_path, page_format)
    set_viewport(browser, 1240, 960)
    open_board(browser, site)
    cells = browser.execute_script(CELLS_JS)
    assert [(cell["label"], cell["href"]) for cell in cells] == [
        (label, "index.html#" + fragment) for label, fragment, _ in CELLS]
    for cell, (_, _, size) in zip(cells, CELLS):
        assert cell["src"] == cell["href"]
        assert without_isolates(cell["title"]) == "The prototype: " + cell["label"]
        # screen.width × height, or the phone's, scaled to fit the window as the stage fits it
        scale = fit(browser, size[1])
        assert (cell["width"], cell["height"]) == pytest.approx((size[0] * scale, size[1] * scale), abs=0.5)
    # Each frame loaded the page (its script started) under the board's policy (frame-src 'self'
    # from file://), at the phone's size. (Its fragment is the page's: it rewrites it as the
    # state changes.)
    views = frame_views(browser)
    assert len(views) == len(CELLS)
    assert all(view["page"] == "index.html" and (view["width"], view["height"]) == size
               for view, (_, _, size) in zip(views, CELLS)), views
    # ... and lays out at the phone's width: where the page is the screen it draws no scroll bar
    # (a desktop browser's would take 15 px of each frame; headless Chromium hides its own).
    assert all(view["layoutWidth"] == size[0] and view["scrollbar"] in ("none", None)
               for view, (_, _, size) in zip(views, CELLS)), views
    if browser.engine == "chromium":
        assert {view["scrollbar"] for view in views} == {"none"}
    # Each frame shows its state: the frame opened on `#tab=…&y=…` shows it (this needs the page's
    # deep links).
    for (label, fragment, _), view in zip(CELLS, views, strict=True):
        state = dict(parse_qsl(fragment, keep_blank_values=True))
        assert view["conditions"] == {"text": state.get("text", "large"), "contrast": state.get("contrast", "standard"),
                                      "transparency": state.get("transparency", "standard"),
                                      "device": state.get("device")}, label
        assert view["held"] == ("hold" in state), label
        assert view["locale"] == state.get("locale", "en-US"), label
        assert view["tab"] == state["tab"], label
        assert view["scheme"] == state["scheme"], label
        assert view["searching"] == ("q" in state), label
        if "q" in state:
            assert view["query"] == state["q"], label
            assert (view["rows"] > 0) == ("no result" not in label), label
        assert view["y"] == pytest.approx(float(state["y"]), abs=1), label
    assert cells[0]["title"] == f"The prototype: {FSI}All Mails{PDI}, at the top"
    assert browser.title == f"{FSI}All Inboxes{PDI}: every state"
    browser.execute_script("window.scrollTo(0, 0)")
    wait_frames(browser, 3)
    screenshot(browser, f"states-board-{page_format}")
    # The Motion section: each transition's timeline drawn inline, its rows and texts whole, in light
    # and (where the engine can be told) dark.
    timelines = browser.execute_script(TIMELINES_JS, ".motions")
    assert [timeline["transition"] for timeline in timelines] == TRANSITIONS
    assert_timelines_drawn(timelines)
    for scheme in ("light", "dark"):
        if scheme == "dark" and not set_color_scheme(browser, "dark"):
            break
        browser.execute_script("document.querySelector('.board__section--motion').scrollIntoView()")
        wait_frames(browser, 3)
        screenshot(browser, f"states-board-motion-{scheme}-{page_format}")


def test_the_boards_policy_allows_its_stylesheet_and_frames_and_nothing_else(browser, mailsitegen_bin, tmp_path,
                                                                            page_format):
    """The board runs no script: one added later does not run, an inline style added later does
    not apply, while its own stylesheet (beside it, or inline with its hash) does. (Its spec's All
    Mails title is Arabic: an English label reads in the English order, the title first, at the
    left, isolated in its own direction.)"""
    site = build_site(mailsitegen_bin, tmp_path, page_format, {"allMails": {"title": "كل الرسائل"}})
    open_board(browser, site)
    label = browser.execute_script(LABEL_JS, "كل الرسائل, at the top", ["كل الرسائل", ", at the top"])
    assert label["isolated"] == ["كل الرسائل"] and label["direction"] == "ltr", label
    assert_reads_in_order(label, "ltr")
    result = browser.execute_script("""
        const policy = document.querySelector('meta[http-equiv="Content-Security-Policy"]').content;
        const script = document.createElement('script');
        script.textContent = 'window.injected = true';
        document.body.append(script);
        const style = document.createElement('style');
        style.textContent = '.state__screen { width: 10px !important }';
        document.head.append(style);
        return {policy, ran: window.injected === true,
                width: document.querySelector('.state__screen').getBoundingClientRect().width};
    """)
    assert result["policy"].startswith("default-src 'none'; style-src ")
    assert "script-src" not in result["policy"] and "frame-src 'self';" in result["policy"]
    assert not result["ran"]
    # states.css applies; the added style does not
    assert result["width"] == pytest.approx(393 * fit(browser, 852), abs=0.5)


TAP_PRIMARY = "document.querySelector('[data-tab=\"primary\"]').click();\n"


def test_the_reduced_motion_frame_fades_where_the_others_spring(browser, mailsitegen_bin, tmp_path, page_format):
    """A tap in the reduced-motion frame plays only 150 ms fades; the same tap in the first frame
    moves the pills on the spring (docs/how-the-page-works.md)."""
    site = build_site(mailsitegen_bin, tmp_path, page_format)
    open_board(browser, site)
    frames = browser.find_elements("css selector", ".state iframe")
    labels = [label for label, _ in DEFAULT_STATES]
    played = {}
    for label in ("All Mails, at the top", "Reduced motion: fades for springs"):
        frame = frames[labels.index(label)]
        browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", frame)
        browser.switch_to.frame(frame)
        try:
            browser.execute_async_script(FRAME_JS)  # its script has started
            played[label] = browser.execute_script(TAP_PRIMARY + ANIMATIONS_JS)
        finally:
            browser.switch_to.default_content()
    reduced = played["Reduced motion: fades for springs"]
    assert reduced and all(set(a["properties"]) == {"opacity"} and a["duration"] == pytest.approx(150)
                           for a in reduced), reduced
    assert any(set(a["properties"]) - {"opacity"} for a in played["All Mails, at the top"])


def test_a_query_is_encoded_and_escaped_on_its_way_to_the_frame(browser, mailsitegen_bin, tmp_path, page_format):
    """A subject of CJK text and markup, the newest mail of the Arabic example: the board's frame is
    opened on the percent-encoded word, and searches for exactly that word (this needs the page's
    deep links). The example gives the board's words, so the board is Arabic and right to left:
    each label reads from the right, its texts from elsewhere (the word, a locale's tag and name)
    each isolated in its own direction where the board's order puts it."""
    spec = json.loads((REPO_ROOT / "examples" / "arabic.json").read_text(encoding="utf-8"))
    spec["mails"].append({"from": "王小明", "subject": "周末的会议 <b>&amp;</b>", "date": "2026-11-29",
                          "category": "primary"})
    site = build_site(mailsitegen_bin, tmp_path, page_format, spec)
    set_viewport(browser, 1240, 960)
    open_board(browser, site)
    cells = browser.execute_script(CELLS_JS)
    searching = [cell for cell in cells if cell["label"] == "البحث عن «周末的会议»"]
    assert len(searching) == 1
    assert searching[0]["src"] == "index.html#tab=allMails&y=0&scheme=auto&q=%E5%91%A8%E6%9C%AB%E7%9A%84%E4%BC%9A%E8%AE%AE"
    board = browser.execute_script("""
        return {lang: document.documentElement.lang, dir: document.documentElement.dir,
                sections: Array.from(document.querySelectorAll('.board__section'), (h) => h.textContent)};
    """)
    assert board == {"lang": "ar", "dir": "rtl", "sections": ["الأوضاع", "المناطق", "النوابض", "الحركة"]}, board
    # Its timelines mirrored: the names at the right, time running from the right.
    timelines = browser.execute_script(TIMELINES_JS, ".motions")
    assert [timeline["transition"] for timeline in timelines] == TRANSITIONS
    assert_timelines_drawn(timelines, rtl=True)
    browser.execute_script("document.querySelector('[data-transition=\"searchOpening\"]').scrollIntoView()")
    wait_frames(browser, 3)
    screenshot(browser, f"states-board-motion-arabic-{page_format}")
    for text, parts in [
        ("كل الرسائل، في الأعلى", ["كل الرسائل", "، في الأعلى"]),
        ("البحث عن «周末的会议»", ["البحث عن «", "周末的会议", "»"]),
        # Left to right as a run, but the tag comes first, at the right, in an Arabic label.
        ("en-US · English (United States)", ["en-US", " · ", "English (United States)"]),
    ]:
        label = browser.execute_script(LABEL_JS, text, parts)
        assert label["direction"] == "rtl", label
        assert_reads_in_order(label, "rtl")
    browser.execute_script("window.scrollTo(0, 0)")
    wait_frames(browser, 3)
    screenshot(browser, f"states-board-arabic-{page_format}")
    # What that frame shows (the others' are test_the_board_holds_every_state_as_a_live_frame's).
    [view] = frame_views(browser, f'.state iframe[src="{searching[0]["src"]}"]')
    assert view["query"] == "周末的会议" and view["rows"] == 1


# Where each of `parts` (texts of a label, in reading order) lies, by the label's text: the boxes
# of their characters, the label's link's, its direction and the texts it isolates.
LABEL_JS = """
const [labelText, parts] = arguments;
const label = Array.from(document.querySelectorAll('.state__label')).find((l) => l.textContent === labelText);
if (!label) return null;
const box = (text) => {
  const walker = document.createTreeWalker(label, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const at = node.data.indexOf(text);
    if (at < 0) continue;
    const range = document.createRange();
    range.setStart(node, at);
    range.setEnd(node, at + text.length);
    const rect = range.getBoundingClientRect();
    return {text, left: rect.left, right: rect.right};
  }
  return null;
};
const link = label.querySelector('a').getBoundingClientRect();
return {text: labelText, left: link.left, right: link.right, direction: getComputedStyle(label).direction,
        isolated: Array.from(label.querySelectorAll('bdi'), (bdi) => bdi.textContent), parts: parts.map(box)};
"""


def assert_reads_in_order(label: dict, direction: str) -> None:
    """The label's parts lie one after another in `direction`, the first at the label's start."""
    parts = label["parts"]
    assert label and None not in parts, label
    if direction == "ltr":
        assert parts[0]["left"] == pytest.approx(label["left"], abs=1), label
        assert all(after["left"] >= before["right"] - 1 for before, after in zip(parts, parts[1:])), label
    else:
        assert parts[0]["right"] == pytest.approx(label["right"], abs=1), label
        assert all(after["right"] <= before["left"] + 1 for before, after in zip(parts, parts[1:])), label


# Paper sizes in inches, landscape: (width, height) as printed.
PAPERS = {"a4": (11.69, 8.27), "letter": (11.0, 8.5)}


def print_board(browser, paper: str, name: str) -> Path:
    """The open board printed by DevTools Page.printToPDF on `paper`, landscape, with the board's
    own 10 mm margins and without background graphics (the print dialog's default), written to
    the artifacts as `name`."""
    width, height = PAPERS[paper]
    margin = 10 / 25.4
    result = browser.execute_cdp_cmd("Page.printToPDF", {
        "landscape": False, "paperWidth": width, "paperHeight": height, "printBackground": False,
        "marginTop": margin, "marginBottom": margin, "marginLeft": margin, "marginRight": margin,
        "preferCSSPageSize": False,
    })
    BOARD_ARTIFACTS.mkdir(parents=True, exist_ok=True)
    pdf = BOARD_ARTIFACTS / name
    pdf.write_bytes(base64.b64decode(result["data"]))
    return pdf


def pdf_pages(pdf: Path) -> int:
    info = subprocess.run(["pdfinfo", str(pdf)], capture_output=True, text=True, check=True).stdout
    return int(next(line.split()[-1] for line in info.splitlines() if line.startswith("Pages:")))


def pdf_text(pdf: Path, page: int) -> str:
    return subprocess.run(["pdftotext", "-f", str(page), "-l", str(page), str(pdf), "-"],
                          capture_output=True, text=True, check=True).stdout


def css_number(css: str, name: str) -> float:
    return float(css.split(f"{name}: ")[1].split(";")[0].removesuffix("px"))


def printed_frames(pdf: Path, page: int, columns: int, scale: float) -> list[dict]:
    """The tone of each frame cell of a printed page, read from a grey rendering at 48 dpi: the
    cells sit where states.css puts them (centred in the 10 mm margins, a label of 40 px above).
    `median` is the frame's background, `ink` the share of pixels far from it (what was drawn)."""
    stem = BOARD_ARTIFACTS / f"{pdf.stem}-grey-{page}"
    subprocess.run(["pdftoppm", "-gray", "-r", "48", "-f", str(page), "-l", str(page), "-singlefile", str(pdf),
                    str(stem)], check=True)
    data = stem.with_suffix(".pgm").read_bytes()
    magic, width, height, depth, pixels = data.split(maxsplit=4)
    assert (magic, depth) == (b"P5", b"255")
    width, height = int(width), int(height)
    px = 48 / 96  # image pixels a CSS px
    margin = 10 / 25.4 * 96
    cell = 393 * scale
    left = margin + (width / px - 2 * margin - (columns * cell + (columns - 1) * 16)) / 2
    top = margin + 40
    frames = []
    for column in range(columns):
        x0, x1 = int((left + column * (cell + 16) + 4) * px), int((left + column * (cell + 16) + cell - 4) * px)
        y0, y1 = int((top + 4) * px), int((top + 852 * scale - 4) * px)
        values = sorted(pixels[y * width + x] for y in range(y0, y1) for x in range(x0, x1))
        median = values[len(values) // 2]
        frames.append({"median": median, "ink": sum(abs(value - median) > 40 for value in values) / len(values)})
    return frames


@pytest.mark.engines("chromium", reason="printing to PDF is DevTools Page.printToPDF (CDP)")
@pytest.mark.parametrize("paper", PAPERS)
def test_the_board_prints_one_row_of_states_a_page(browser, mailsitegen_bin, tmp_path, page_format, paper):
    """DevTools Page.printToPDF, landscape, with the board's own 10 mm margins and without
    background graphics (the print dialog's default): three states a page (the columns states.css
    computes for a 393 × 852 screen), a page per row, every label on its page, and every frame
    drawn in its own colours (its page title is in the PDF's text, and its cell of the printed page
    holds its background and what is drawn on it)."""
    for tool in ("pdfinfo", "pdftotext", "pdftoppm"):
        if not shutil.which(tool):
            pytest.fail(f"{tool} is missing: scripts/install-test-deps installs poppler-utils", pytrace=False)
    site = build_site(mailsitegen_bin, tmp_path, page_format)
    css = (site / "states.css").read_text() if page_format == "files" else (site / "states.html").read_text()
    columns, scale = int(css_number(css, "--print-columns")), css_number(css, "--print-scale")
    assert (columns, scale) == (3, 0.7865)
    open_board(browser, site)
    frame_views(browser)  # every frame has started and drawn
    pdf = print_board(browser, paper, f"states-{page_format}-{paper}.pdf")
    for old in BOARD_ARTIFACTS.glob(f"states-{page_format}-{paper}-*.png"):
        old.unlink()
    subprocess.run(["pdftoppm", "-r", "48", "-png", str(pdf), str(BOARD_ARTIFACTS / f"states-{page_format}-{paper}")],
                   check=True)

    pages = math.ceil(len(DEFAULT_STATES) / columns)
    # The conditions start a page of their own, a row a page: the phones' widths differ, and A4's
    # wider box holds one more frame a row than Letter's.
    condition_pages = {"a4": 3, "letter": 4}[paper]
    # Then the locales, from a page of their own, a row a page; then the springs, on a page of their
    # own; then the motion, from a page of its own, each timeline whole on one page (at most one a
    # page: a tab change's is near a page tall, scaled down where it is taller).
    locale_pages = math.ceil(len(DEFAULT_LOCALES) / columns)
    springs_page = pages + condition_pages + locale_pages + 1
    motion_pages = range(springs_page + 1, pdf_pages(pdf) + 1)
    assert 2 <= len(motion_pages) <= len(TRANSITIONS), pdf_pages(pdf)
    assert "Springs" in pdf_text(pdf, springs_page)
    assert pdf_text(pdf, motion_pages[0]).startswith("Motion")
    motion_texts = [pdf_text(pdf, page) for page in motion_pages]
    titles = ["All Mails → Primary", "Primary → Transactions", "Transactions → All Mails",
              "Scrolling under the header"]
    for title in titles:
        assert sum(text.count(title) for text in motion_texts) >= 1, (title, motion_texts)
    # A timeline is not cut: its axis' last label is on the page its title is on.
    for title in titles:
        [text] = [text for text in motion_texts if title in text]
        after = text.split(title, 1)[1]
        assert " ms" in after or " pt" in after, (title, text)
    conditions_text = "".join(pdf_text(pdf, page) for page in range(pages + 1, pages + condition_pages + 1))
    assert all(label in conditions_text for label, _, _ in DEFAULT_CONDITIONS), conditions_text
    for index, page in enumerate(range(pages + condition_pages + 1, pages + condition_pages + locale_pages + 1)):
        text = pdf_text(pdf, page)
        on_page = DEFAULT_LOCALES[index * columns:(index + 1) * columns]
        # pdftotext writes a label's tag as printed; its name's script may come out reordered.
        assert all(label.split(" · ")[0] in text for label, _ in on_page), (page, text)
        assert text.count("All Inboxes") >= len(on_page), f"page {page}: a frame was not drawn\n{text}"
    for page in range(1, pages + 1):
        text = pdf_text(pdf, page)
        on_page = DEFAULT_STATES[(page - 1) * columns:page * columns]
        for label, _ in on_page:
            assert label in text, f"page {page}: {label!r} missing from\n{text}"
        assert text.count("All Inboxes") >= len(on_page), f"page {page}: a frame was not drawn\n{text}"
        # The page prints its colours (print-color-adjust: exact): the light frames' grey page
        # background (not the paper's white), the dark frame's black, and something drawn in each.
        for (label, fragment), frame in zip(on_page, printed_frames(pdf, page, columns, scale)):
            dark = "scheme=dark" in fragment
            assert (frame["median"] < 40) if dark else (200 < frame["median"] < 250), (label, frame)
            assert frame["ink"] > 0.005, (label, frame)


def test_links_unfurl_with_a_base_url_and_a_social_image(browser, mailsitegen_bin, tmp_path, page_format):
    site = build_site(mailsitegen_bin, tmp_path, page_format, None, "--base-url", "https://example.com/proto/",
                      "--social-image", str(IMAGES / "card-1200x630.png"))
    browser.get((site / "index.html").as_uri())
    tags = browser.execute_script("""
        const meta = (property) => document.querySelector(`meta[property="${property}"]`)?.content;
        return {url: meta('og:url'), image: meta('og:image'), width: meta('og:image:width'),
                height: meta('og:image:height'),
                card: document.querySelector('meta[name="twitter:card"]').content,
                canonical: document.querySelector('link[rel="canonical"]').href};
    """)
    assert tags == {"url": "https://example.com/proto/", "image": "https://example.com/proto/social.png",
                    "width": "1200", "height": "630", "card": "summary_large_image",
                    "canonical": "https://example.com/proto/"}
    # The copied image is the picture, beside the page, loadable under its policy.
    size = browser.execute_async_script("""
        const done = arguments[arguments.length - 1];
        const image = new Image();
        image.onload = () => done([image.naturalWidth, image.naturalHeight]);
        image.onerror = () => done(null);
        image.src = 'social.png';
    """)
    assert size == [1200, 630]


def test_without_a_base_url_nothing_absolute_is_written(browser, mailsitegen_bin, tmp_path, page_format):
    site = build_site(mailsitegen_bin, tmp_path, page_format)
    browser.get((site / "index.html").as_uri())
    assert browser.execute_script("""
        return [document.querySelector('meta[property="og:url"], meta[property="og:image"], link[rel="canonical"]'),
                document.querySelector('meta[name="twitter:card"]').content];
    """) == [None, "summary"]
