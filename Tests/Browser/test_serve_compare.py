"""`mailsitegen serve a.json b.json` in every engine: the comparison page served live. A tab chosen
and a scroll made in phone 1 reach phone 2; saving b.json reloads phone 2 with the change, and the
tab and the scroll are kept in both phones (the page's fragment and the phones' ready/state
messages). A variant opened on its own is a served page with its own inspector endpoint; a request
naming another host is refused. (Which page's build changes: Tests/PreviewServerTests.)"""
from __future__ import annotations

import json

from selenium.webdriver.common.by import By

from harness.serving import Server, get, write_spec
from test_serve import wait_for
from test_serve_inspector import PANEL_OPEN, release

TABS = [
    {"id": "primary", "title": "Primary", "symbol": "person", "color": "blue"},
    {"id": "updates", "title": "Updates", "symbol": "text.bubble", "color": "indigo"},
    {"id": "promotions", "title": "Promotions", "symbol": "cart", "color": "green"},
]
SCROLL_Y = 240

# Every page of the comparison (the page and each phone) is live, and the server's last word
# still holds its build.
ALL_LIVE = """
const pages = [window, ...Array.from(document.querySelectorAll('iframe'), (frame) => frame.contentWindow)];
return pages.length === 3 && pages.every((page) => {
  const live = page && page.mailsitegenLive;
  return !!live && live.state === 'open' && !!live.serverBuild && live.isCurrent(live.serverBuild)
    && page.document.readyState === 'complete';
});
"""

# What phone `arguments[0]` (from 0) shows: its active tab, its scroll, the title of `updates`.
PHONE = """
const frame = document.querySelectorAll('iframe')[arguments[0]];
const page = frame && frame.contentWindow;
if (!page || !page.document.querySelector('[data-part="screen"]')) return null;
const doc = page.document;
const screen = doc.querySelector('[data-part="screen"]');
const tab = doc.querySelector('[role="tab"][data-tab="updates"]');
return {
  tab: doc.documentElement.dataset.activeTab,
  y: Math.round(page.scrollY + screen.scrollTop),
  updates: tab ? tab.textContent.trim() : null,
  marked: page.mailsitegenMarked === true,
};
"""


def spec(title: str, updates: str = "Updates") -> dict:
    return {"title": title, "tabs": [dict(tab, title=updates) if tab["id"] == "updates" else tab for tab in TABS]}


def phone(browser, index: int) -> dict | None:
    return browser.execute_script(PHONE, index)


def test_saving_one_spec_reloads_its_phone_and_keeps_the_shared_state(browser, mailsitegen_bin, tmp_path):
    a, b = tmp_path / "a.json", tmp_path / "b.json"
    write_spec(a, spec("Variant A"))
    write_spec(b, spec("Variant B"))
    with Server(mailsitegen_bin, [str(a), str(b), "--port", "0"], cwd=tmp_path) as server:
        assert server.first_line.startswith(f"Serving a comparison of {a}, {b} at http://127.0.0.1:")
        server.wait_line(rf"^Watching {b}")
        browser.get(server.url)
        wait_for(browser, ALL_LIVE)

        # Phone 1: the Updates tab, then a scroll; both reach phone 2 and the page's fragment.
        browser.execute_script("""
            const doc = document.querySelectorAll('iframe')[0].contentDocument;
            doc.querySelector('[role="tab"][data-tab="updates"]').click();
        """)
        wait_for(browser, f"""
            const phone = (() => {{ {PHONE} }})();
            return !!phone && phone.tab === 'updates';
        """, 1)
        browser.execute_script("""
            const page = document.querySelectorAll('iframe')[0].contentWindow;
            const screen = page.document.querySelector('[data-part="screen"]');
            const scroller = page.getComputedStyle(screen).overflowY === 'visible' ? page : screen;
            scroller.scrollTo({ top: arguments[0], behavior: 'instant' });
        """, SCROLL_Y)
        wait_for(browser, f"""
            const phone = (() => {{ {PHONE} }})();
            return !!phone && Math.abs(phone.y - {SCROLL_Y}) <= 2 && location.hash.includes('y=');
        """, 1)
        y1, y2 = phone(browser, 0)["y"], phone(browser, 1)["y"]
        assert abs(y1 - SCROLL_Y) <= 2 and abs(y2 - y1) <= 2, (y1, y2)

        # Marked, so that a reload of phone 2 shows: a reloaded page has no mark.
        browser.execute_script("document.querySelectorAll('iframe')[1].contentWindow.mailsitegenMarked = true")
        mark = server.mark()
        write_spec(b, spec("Variant B", updates="News"))
        server.wait_line(r"Rebuilt in \d+ ms; .*b\.json", start=mark)
        wait_for(browser, f"""
            const phone = (() => {{ {PHONE} }})();
            return !!phone && !phone.marked && phone.updates === 'News';
        """, 1)
        wait_for(browser, ALL_LIVE)
        # The shared state, kept in both phones: the tab, and the scroll once it is drawn.
        for index in (0, 1):
            wait_for(browser, f"""
                const phone = (() => {{ {PHONE} }})();
                return !!phone && phone.tab === 'updates' && Math.abs(phone.y - {y1}) <= 2;
            """, index)
        assert phone(browser, 0)["updates"] == "Updates"
        assert phone(browser, 1)["updates"] == "News"
        assert "tab=updates" in browser.execute_script("return location.hash")


def test_a_variant_opened_alone_edits_its_own_file(browser, mailsitegen_bin, tmp_path):
    a, b = tmp_path / "a.json", tmp_path / "b.json"
    write_spec(a, spec("Variant A"))
    write_spec(b, spec("Variant B"))
    a_before = a.read_bytes()
    with Server(mailsitegen_bin, [str(a), str(b), "--port", "0"], cwd=tmp_path) as server:
        server.wait_line(rf"^Watching {b}")
        browser.get(server.url + "variant-2/index.html")
        wait_for(browser, "const live = window.mailsitegenLive; return !!live && live.state === 'open' "
                          "&& !!live.serverBuild && live.isCurrent(live.serverBuild)")
        browser.execute_script("window.mailsitegenMarked = true")
        browser.find_element(By.CSS_SELECTOR, '[data-part="inspector-toggle"]').click()
        wait_for(browser, PANEL_OPEN)
        mark = server.mark()
        release(browser, "scroll.collapseThreshold", 140)
        server.wait_line(rf"Edited {b}: scroll\.collapseThreshold: .* → 140", start=mark)
        # The page reloads with the edit (its build changed), the panel open again.
        wait_for(browser, "return window.mailsitegenMarked !== true && getComputedStyle(document.documentElement)"
                          ".getPropertyValue('--scroll-collapse-threshold').trim() === '140px'")
        wait_for(browser, PANEL_OPEN)
        assert json.loads(b.read_text())["scroll"] == {"collapseThreshold": 140}
        assert a.read_bytes() == a_before


def test_a_variant_alone_is_served_with_its_own_endpoint_and_a_foreign_host_is_refused(mailsitegen_bin, tmp_path):
    a, b = tmp_path / "a.json", tmp_path / "b.json"
    write_spec(a, spec("Variant A"))
    write_spec(b, spec("Variant B"))
    with Server(mailsitegen_bin, [str(a), str(b), "--port", "0"], cwd=tmp_path) as server:
        status, _, body = get(server.port, "/variant-2/index.html")
        assert status == 200
        assert b'<meta name="mailsitegen-token"' in body
        status, _, script = get(server.port, "/variant-2/inspector.js")
        assert status == 200 and b'"editPath": "/__mailsitegen/edit/variant-2"' in script
        for path in ("/", "/variant-2/index.html", "/compare.js"):
            status, _, _ = get(server.port, path, host="attacker.example")
            assert status == 403, path
        # Nothing was written beside the specs.
        assert sorted(p.name for p in tmp_path.iterdir()) == ["a.json", "b.json"]
        assert json.loads(b.read_text())["title"] == "Variant B"
