"""The browsers draw the page in the project's test fonts and in nothing else the machine has
(fonts.py, fonts.conf): Latin in Inter, CJK in Noto Sans CJK; a font installed on the machine for
another reason cannot be reached, so it cannot change a layout.

How a test knows which font drew a text, in every engine: page.assert_drawn_in() measures a
probe in the element and compares it with the advance widths in the font file itself. Chromium
also names the fonts it used (DevTools CSS.getPlatformFontsForNode).
"""
from __future__ import annotations

import pytest
from selenium.webdriver.common.by import By

from harness import fonts
from harness.page import LATIN, PROBE_SIZE, ROUNDING, assert_drawn_in, expected_width, load, settle

CJK = "收件箱主要邮件"

# --- fontconfig, as the browsers are given it ------------------------------------------------

def fc_match(pattern: str) -> tuple[str, str]:
    family, path = fonts.run_fc("fc-match", "--format", "%{family[0]}|%{file}", pattern).split("|")
    return family, path


def test_fontconfig_offers_exactly_the_test_fonts(font_env):
    assert font_env["FONTCONFIG_FILE"] == str(fonts.FONTCONFIG_FILE)
    ours = fonts.visible_files(own=True)
    assert ours == {str(fonts.linked_path(f)) for f in fonts.TEST_FONTS}
    # The machine has more (at least the font left out on purpose): the configuration hides them.
    machine = fonts.visible_files(own=False)
    assert fonts.LEFT_OUT.path in machine
    assert not any(path.endswith("/" + fonts.LEFT_OUT.path.rsplit("/", 1)[1]) for path in ours)
    # What the generic families, and the page's first choices (absent here), come to.
    assert fc_match("sans-serif")[0] == "Inter"
    assert fc_match("system-ui")[0] == "Inter"
    assert fc_match("sans-serif:weight=180") == ("Inter", str(fonts.linked_path(fonts.font("Inter", 600))))
    assert fc_match("serif")[0] == "DejaVu Serif"
    assert fc_match("monospace")[0] == "DejaVu Sans Mono"
    assert fc_match("SF Pro Text")[0] == "Inter"
    assert fc_match("Helvetica Neue")[0] == "Inter"
    # CJK: only Noto Sans CJK has it.
    cjk = {line for line in fonts.run_fc("fc-list", "--format", "%{file}\n", ":charset=6536").splitlines() if line}
    assert cjk == {str(fonts.linked_path(fonts.font("Noto Sans CJK SC", w))) for w in (400, 700)}


# --- in the browsers ---------------------------------------------------------------------------

CJK_SPEC = {"title": "Inbox 收件箱", "mails": [
    {"from": "Li Wei", "subject": "周末见 Weekend", "preview": "Transactions WMgiljfr 0123", "date": "2026-11-28",
     "category": "transactions", "unread": True}]}


def test_page_text_is_drawn_in_inter_and_cjk_in_noto(browser, build_page):
    load(browser, build_page(CJK_SPEC))
    browser.find_element(By.CSS_SELECTOR, '[data-tab="transactions"]').click()
    settle(browser)
    inter = {w: fonts.font("Inter", w) for w in (400, 600, 700)}
    dejavu_bold = fonts.font("DejaVu Sans", 700)
    # The active pill's title (semibold), the large title (bold), a preview line (regular).
    assert_drawn_in(browser, '[data-tab="transactions"] .pill__text', LATIN, inter[600], inter[700], dejavu_bold)
    assert_drawn_in(browser, ".large-title h1", LATIN, inter[700], inter[600], dejavu_bold)
    assert_drawn_in(browser, ".mail__preview", LATIN, inter[400], inter[600], fonts.font("DejaVu Sans", 400))
    # CJK in the same elements falls back to Noto Sans CJK (full-width: 1 em each).
    assert_drawn_in(browser, ".large-title h1", CJK, fonts.font("Noto Sans CJK SC", 700))
    assert_drawn_in(browser, '[data-tab="transactions"] .pill__text', CJK, fonts.font("Noto Sans CJK SC", 700))


@pytest.mark.engines("chromium", reason="the engine names the fonts it drew with through DevTools only (CDP)")
def test_chromium_names_the_fonts_it_drew_with(browser, build_page):
    load(browser, build_page(CJK_SPEC))
    browser.find_element(By.CSS_SELECTOR, '[data-tab="transactions"]').click()
    settle(browser)
    browser.execute_cdp_cmd("DOM.enable", {})
    browser.execute_cdp_cmd("CSS.enable", {})
    try:
        root = browser.execute_cdp_cmd("DOM.getDocument", {"depth": 0})["root"]["nodeId"]

        def used(selector: str) -> dict[str, int]:
            node = browser.execute_cdp_cmd("DOM.querySelector", {"nodeId": root, "selector": selector})["nodeId"]
            assert node, selector
            found = browser.execute_cdp_cmd("CSS.getPlatformFontsForNode", {"nodeId": node})["fonts"]
            return {f["postScriptName"]: f["glyphCount"] for f in found}

        assert used('[data-tab="transactions"] .pill__text') == {"Inter-SemiBold": len("Transactions")}
        assert used(".mail__from") == {"Inter-SemiBold": len("Li Wei")}  # unread: semibold
        title = used(".large-title h1")
        assert title.get("Inter-Bold") == len("Inbox ")
        cjk = {name: n for name, n in title.items() if name != "Inter-Bold"}
        assert len(cjk) == 1 and next(iter(cjk)).startswith("NotoSansCJK") and next(iter(cjk.values())) == 3, title
    finally:
        browser.execute_cdp_cmd("CSS.disable", {})
        browser.execute_cdp_cmd("DOM.disable", {})


def test_fonts_of_the_machine_are_out_of_reach(browser, default_page_url):
    """Every family the machine's own fontconfig offers that is not a test font (at least Noto Serif
    CJK, installed with Noto Sans CJK and left out on purpose) is unknown to the browser: asked for
    first, it falls through to the next family in the list."""
    ours = {fam for line in fonts.run_fc("fc-list", "--format", "%{family}\n").splitlines()
            for fam in line.split(",")}
    foreign = sorted({fam for line in fonts.run_fc("fc-list", "--format", "%{family}\n", own=False).splitlines()
                      for fam in line.split(",") if fam} - ours)
    assert fonts.LEFT_OUT.family in foreign
    load(browser, default_page_url)
    widths = browser.execute_script(
        """
        const [families, text] = arguments;
        const measure = (family) => {
          const probe = document.createElement('span');
          Object.assign(probe.style, {fontFamily: family, fontSize: `${arguments[2]}px`, fontWeight: '400', whiteSpace: 'pre',
                                      fontKerning: 'none', fontVariantLigatures: 'none'});
          probe.textContent = text;
          document.body.appendChild(probe);
          const width = probe.getBoundingClientRect().width;
          probe.remove();
          return width;
        };
        return {monospace: measure('monospace'),
                foreign: Object.fromEntries(families.map((f) => [f, measure(`"${f}", monospace`)]))};
        """,
        foreign,
        LATIN,
        PROBE_SIZE,
    )
    mono = fonts.font("DejaVu Sans Mono", 400)
    assert widths["monospace"] == pytest.approx(expected_width(mono, LATIN), abs=ROUNDING * len(LATIN))
    reached = {family: w for family, w in widths["foreign"].items() if w != widths["monospace"]}
    assert reached == {}, f"{browser.engine} draws with fonts that are not test fonts: {reached}"
