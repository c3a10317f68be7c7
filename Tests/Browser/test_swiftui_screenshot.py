"""The page beside the SwiftUI code: docs/swiftui.md shows the default page's header and tab bar next to
the `MailDesign` that `mailsitegen swiftui` writes from the same spec. This test checks that the
pills in the picture measure what that Swift file says, then takes the picture:
.artifacts/screenshots/<engine>/swiftui-tab-bar.png (docs/swiftui-tab-bar.png is Chromium's, at 2x)."""
import base64
import re
import subprocess

import pytest

from harness import ARTIFACTS, screenshot
from harness.page import load, pills, rect

CATEGORIES = ["primary", "transactions", "updates", "promotions"]


def swift_tab_bar(mailsitegen_bin, folder) -> dict[str, float]:
    """The lengths of `enum TabBar` in the built-in spec's Swift file, by name."""
    source = subprocess.run(
        [str(mailsitegen_bin), "swiftui", "--out", "-"], capture_output=True, text=True, check=True, cwd=folder
    ).stdout
    block = source[source.index("    enum TabBar {"):]
    block = block[:block.index("\n    }")]
    return {name: float(value) for name, value in re.findall(r"static let (\w+): CGFloat = (-?[\d.]+)", block)}


def test_the_pills_measure_what_the_swift_says_and_the_picture_is_taken(
    browser, default_page_url, mailsitegen_bin, tmp_path
):
    design = swift_tab_bar(mailsitegen_bin, tmp_path)
    assert design["height"] == 50 and design["collapsedSpacing"] == -15  # the default spec's

    load(browser, default_page_url)
    state = pills(browser)
    categories = [state[tab] for tab in CATEGORIES]
    assert categories[0]["left"] == pytest.approx(design["horizontalPadding"], abs=0.5)
    for before, after in zip(categories, categories[1:]):
        assert after["left"] - before["right"] == pytest.approx(design["collapsedSpacing"], abs=0.5)
    assert state["allMails"]["left"] - categories[-1]["right"] == pytest.approx(design["spacing"], abs=0.5)
    for pill in categories:
        assert pill["paddingLeft"] == pytest.approx(design["inactivePadding"])
        assert pill["bottom"] - pill["top"] == pytest.approx(design["height"], abs=0.5)

    screenshot(browser, "swiftui-tab-bar")
    if browser.engine == "chromium":
        # The header down to the tab bar's bottom edge, at 2x, as docs/swiftui.md shows it.
        bar = rect(browser, '[data-part="tabbar"]')
        shot = browser.execute_cdp_cmd("Page.captureScreenshot", {
            "format": "png",
            "clip": {"x": 0, "y": 0, "width": browser.viewport[0], "height": bar["bottom"], "scale": 2},
        })
        path = ARTIFACTS / "screenshots" / "chromium" / "swiftui-tab-bar@2x.png"
        path.write_bytes(base64.b64decode(shot["data"]))
