"""The built-in icons, drawn by each engine: every icon of the catalogue in its outline and filled
forms (Templates/icons.svg, as the pages ship it) on a contact sheet, each icon in the pill of a
page built with it, and the inspector's symbol pickers offering all of them.

What a drawn icon must be, on a 48 px box (2 px a grid unit), dark on white:
- ink inside the box with a margin of one grid unit, and reaching at least 15 units one way (the
  Swift tests check the same of the geometry; here it is checked of what the engine paints);
- the centre of its ink within 3 units of the box's centre (the flag's filled form, its cloth
  solid on a thin pole, is the furthest, at 2.8);
- an outline covers 8 % to 42 % of the box: strokes 1.8 units wide around shapes 15 to 18 units
  across cover about that (the thinnest, the music note, 11 % in Chromium; the densest, the
  globe, 32 %);
- a filled form covers more than its outline: at least 1.1 times as much and 2 % of the box more
  (a thin shape like the bolt gains little, a box like the briefcase doubles), and at most 80 %.
The sheet is saved as /tmp/icons-<engine>-<format>.png (and under .artifacts/screenshots) to look at.
"""
from __future__ import annotations

import re
import shutil
import subprocess

from harness import REPO_ROOT, screenshot, set_viewport, spec_fields, wait_for, wait_frames
from harness.page import load
from harness.pixels import grey

SPRITE = (REPO_ROOT / "Templates" / "icons.svg").read_text()
NAMES = [name for name in re.findall(r'<symbol id="icon-([^"]+)"', SPRITE) if not name.endswith(".fill")]
BOX = 48  # CSS px: 2 px a grid unit
UNIT = BOX / 24

# A sheet over the page: each icon's outline and filled forms in black on white, with its name.
SHEET_JS = """
const [sprite, names, box] = arguments;
const sheet = document.createElement('div');
sheet.id = 'icon-sheet';
sheet.style.cssText = 'position:fixed;inset:0;z-index:2147483647;background:#fff;color:#000;overflow:hidden;'
  + 'display:grid;grid-template-columns:repeat(5,1fr);align-content:start;gap:4px 8px;padding:8px;'
  + 'font:10px/12px sans-serif';
const holder = document.createElement('div');
holder.style.cssText = 'position:absolute;width:0;height:0;overflow:hidden';
holder.innerHTML = sprite;
document.body.append(holder);
for (const name of names) {
  const cell = document.createElement('div');
  for (const form of ['', '.fill']) {
    const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
    svg.setAttribute('width', box);
    svg.setAttribute('height', box);
    svg.dataset.icon = name + form;
    const use = document.createElementNS('http://www.w3.org/2000/svg', 'use');
    use.setAttribute('href', '#icon-' + name + form);
    svg.append(use);
    cell.append(svg);
  }
  const label = document.createElement('div');
  label.textContent = name;
  cell.append(label);
  sheet.append(cell);
}
document.body.append(sheet);
return [...sheet.querySelectorAll('svg[data-icon]')].map((svg) => {
  const r = svg.getBoundingClientRect();
  return {icon: svg.dataset.icon, left: r.left, top: r.top, width: r.width, height: r.height};
});
"""


def ink(pixels: bytes, width: int, box: dict) -> dict:
    """The ink of one box: how much of it is dark (coverage, 0 to 1, anti-aliased edges counted by
    their darkness), and the bounds and centre of its pixels darker than mid-grey, in grid units."""
    left, top, size = round(box["left"]), round(box["top"]), round(box["width"])
    total, xs, ys, weights = 0.0, 0.0, 0.0, 0.0
    dark = []
    for y in range(top, top + size):
        row = pixels[y * width + left:y * width + left + size]
        for x, value in enumerate(row):
            darkness = (255 - value) / 255
            if darkness:
                total += darkness
                xs += darkness * (x + 0.5)
                ys += darkness * (y - top + 0.5)
                weights += darkness
            if value < 128:
                dark.append((x, y - top))
    if not dark:
        return {"coverage": 0.0}
    return {
        "coverage": total / (size * size),
        "bounds": [min(x for x, _ in dark) / UNIT, min(y for _, y in dark) / UNIT,
                   (max(x for x, _ in dark) + 1) / UNIT, (max(y for _, y in dark) + 1) / UNIT],
        "centre": (xs / weights / UNIT, ys / weights / UNIT),
    }


def test_every_icon_draws_in_both_forms_as_its_geometry_says(browser, default_page_url, page_format):
    set_viewport(browser, 720, 640)
    load(browser, default_page_url)
    boxes = browser.execute_script(SHEET_JS, SPRITE, NAMES, BOX)
    wait_frames(browser, 3)
    assert len(boxes) == 2 * len(NAMES) and all(b["width"] == BOX and b["height"] == BOX for b in boxes), boxes[:2]
    assert max(b["top"] + b["height"] for b in boxes) <= 640, "the sheet does not fit the window"
    png = browser.get_screenshot_as_png()
    pixels, width, _ = grey(png)
    saved = screenshot(browser, f"icons-{page_format}")
    shutil.copyfile(saved, f"/tmp/icons-{browser.engine}-{page_format}.png")

    drawn = {b["icon"]: ink(pixels, width, b) for b in boxes}
    problems = []
    for icon, found in drawn.items():
        if not found["coverage"]:
            problems.append(f"{icon}: nothing drawn")
            continue
        left, top, right, bottom = found["bounds"]
        if left < 1 or top < 1 or right > 23 or bottom > 23:
            problems.append(f"{icon}: ink outside the margin {found['bounds']}")
        if max(right - left, bottom - top) < 15:
            problems.append(f"{icon}: ink only {right - left:.1f} x {bottom - top:.1f} units")
        cx, cy = found["centre"]
        if abs(cx - 12) > 3 or abs(cy - 12) > 3:
            problems.append(f"{icon}: ink centred at ({cx:.1f}, {cy:.1f})")
    for name in NAMES:
        outline, filled = drawn[name]["coverage"], drawn[name + ".fill"]["coverage"]
        if not 0.08 <= outline <= 0.42:
            problems.append(f"{name}: the outline covers {outline:.0%}")
        if not (filled >= 1.1 * outline and filled >= outline + 0.02 and filled <= 0.8):
            problems.append(f"{name}.fill covers {filled:.0%}, the outline {outline:.0%}")
    assert not problems, "\n".join(problems) + f"\n(sheet: {saved})"


PILL_JS = """
return [...document.querySelectorAll('.pill')].filter((pill) => !pill.hidden).map((pill) => {
  const shown = [...pill.querySelectorAll('.pill__symbol')].find((svg) => getComputedStyle(svg).opacity !== '0'
    && svg.getBoundingClientRect().width > 0);
  const r = shown ? shown.getBoundingClientRect() : null;
  const href = (form) => pill.querySelector(`[data-icon="${form}"] use`).getAttribute('href');
  const symbol = (form) => document.getElementById(href(form).slice(1));
  return {
    tab: pill.dataset.tab, outline: href('outline'), filled: href('filled'),
    resolved: [symbol('outline'), symbol('filled')].every((s) => s && s.localName === 'symbol'),
    box: r && {left: r.left, top: r.top, width: r.width, height: r.height},
  };
});
"""


def test_a_page_built_with_each_icon_draws_it_in_its_pill(browser, build_page):
    # All Mails (active, so that its pill shows) and four tabs, which all fit the bar: five icons a page.
    for start in range(0, len(NAMES), 5):
        names = NAMES[start:start + 5]
        tabs = [{"id": f"t{i}", "title": f"T{i}", "symbol": name, "color": "blue"} for i, name in enumerate(names[1:])]
        spec = {"allMails": {"title": "All", "symbol": names[0]}, "tabs": tabs, "initialTab": "allMails"}
        load(browser, build_page(spec, f"icons-{start}"))
        wait_frames(browser, 3)
        pills = browser.execute_script(PILL_JS)
        assert sorted(p["outline"] for p in pills) == sorted(f"#icon-{name}" for name in names), pills
        assert all(p["resolved"] for p in pills), [p for p in pills if not p["resolved"]]
        pixels, width, _ = grey(browser.get_screenshot_as_png())
        for pill in pills:
            box = pill["box"]
            assert box and box["width"] >= 12, pill
            left, top, size = round(box["left"]), round(box["top"]), round(box["width"])
            values = [pixels[y * width + x] for y in range(top, top + size) for x in range(left, left + size)]
            # The icon's colour against the pill's: some of its pixels far from the commonest one.
            common = max(set(values), key=values.count)
            far = sum(abs(v - common) > 60 for v in values) / len(values)
            assert far >= 0.08, f"{pill['tab']} ({pill['outline']}): {far:.0%} of its icon's box drawn"


def test_the_inspector_offers_every_icon_and_a_link_picks_one(browser, tmp_path, mailsitegen_bin):
    # A page with the inspector (which a single file cannot load).
    subprocess.run([str(mailsitegen_bin), "build", "--out", str(tmp_path / "site"), "--inspector", "--quiet"],
                   check=True, timeout=60)
    url = (tmp_path / "site" / "index.html").as_uri()
    load(browser, url + "#set=tabs[0].symbol:airplane&set=tabs[1].symbol:planes")
    wait_for(browser, "document.querySelector('[data-part=\"inspector\"] select[data-field=\"tabs[0].symbol\"]')",
             "the inspector opened by the link")
    found = browser.execute_script("""
        const picker = (path) => document.querySelector(`[data-part="inspector"] select[data-field="${path}"]`);
        return {
          options: Array.from(picker('tabs[0].symbol').options, (option) => option.value),
          allMails: Array.from(picker('allMails.symbol').options, (option) => option.value),
          first: picker('tabs[0].symbol').value, second: picker('tabs[1].symbol').value,
          banner: document.querySelector('[data-part="inspector-banner"]').textContent,
        };
    """)
    listed = spec_fields.fields(mailsitegen_bin)
    assert found["options"] == found["allMails"] == listed["tabs[0].symbol"]["choices"] == NAMES
    # An icon of the catalogue is taken, a name that is not one is refused.
    assert found["first"] == "airplane" and found["second"] == listed["tabs[1].symbol"]["value"]
    assert "airplane" in found["banner"] and "planes" not in found["banner"]
