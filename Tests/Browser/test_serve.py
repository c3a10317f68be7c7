"""Live reload in the browser, in every engine of the suite: the page `mailsitegen serve` serves
reloads once when the spec changes and shows the change; a bad spec shows its error over the old
page, as text; fixing it reloads. Waits are for page state, with generous deadlines.

`test_reload_keeps_the_deep_link_state` checks the URL fragment contract of the deep links (the page keeps
its tab, scroll, search and appearance in `#tab=…&y=…&scheme=…&q=…`): it passes once app.js reads
the fragment back on load.
"""
from __future__ import annotations

import subprocess
import time

import pytest
from selenium.common.exceptions import WebDriverException

from harness import screenshot
from harness.serving import DEADLINE, Server, write_spec

LIVE_AND_CURRENT = """
const live = window.mailsitegenLive;
return !!live && live.state === "open" && live.serverBuild === live.build;
"""


@pytest.fixture
def served(mailsitegen_bin, tmp_path):
    """serve(spec) -> the running Server; the spec file is `server.spec_path`."""
    servers = []

    def serve(spec: dict) -> Server:
        path = tmp_path / "spec.json"
        write_spec(path, spec)
        server = Server(mailsitegen_bin, ["--spec", str(path), "--port", "0"], cwd=tmp_path)
        server.spec_path = path
        servers.append(server)
        server.wait_line(r"^Watching ", start=0)
        return server

    yield serve
    for server in servers:
        server.stop()
        server.__exit__()


def wait_for(browser, script: str, *args, timeout: float = DEADLINE):
    """Runs `script` until it returns something truthy. While the page reloads, the engine may
    refuse scripts for a moment: those errors are waited through."""
    deadline = time.monotonic() + timeout
    last = None
    while True:
        try:
            last = browser.execute_script(script, *args)
            if last:
                return last
        except WebDriverException as error:
            last = error
        if time.monotonic() > deadline:
            raise AssertionError(f"not true within {timeout}s: {script.strip()} (last: {last!r})")
        time.sleep(0.05)


def open_live(browser, url: str) -> str:
    """Opens the served page and waits until its reload stream is open and has named the page's
    own build: from then on a change reaches it. Returns the build."""
    browser.get(url)
    wait_for(browser, LIVE_AND_CURRENT)
    return browser.execute_script("return window.mailsitegenLive.build")


def reloads(browser) -> int:
    return int(browser.execute_script("return sessionStorage.getItem('mailsitegen:reloads') || '0'"))


def build_error(mailsitegen_bin, spec_path, tmp_path) -> str:
    result = subprocess.run([str(mailsitegen_bin), "build", "--spec", str(spec_path), "--out", str(tmp_path / "never")],
                            capture_output=True, text=True, timeout=DEADLINE)
    assert result.returncode == 1
    return result.stderr.rstrip("\n")


def test_the_served_page_runs_under_its_policy(browser, served):
    server = served({"title": "Live Inbox"})
    open_live(browser, server.url)
    # app.js ran (it sets the scroll driver), and the stream connected: connect-src allows it.
    assert browser.execute_script("return document.documentElement.dataset.scrollDriver") in ("css", "script")
    assert browser.title == "Live Inbox"
    assert reloads(browser) == 0


def test_a_change_reloads_the_page_once_with_it(browser, served):
    server = served({"title": "Before", "scroll": {"collapseThreshold": 110}})
    first = open_live(browser, server.url)
    assert browser.execute_script(
        "return getComputedStyle(document.documentElement).getPropertyValue('--scroll-collapse-threshold').trim()") == "110px"
    mark = server.mark()
    write_spec(server.spec_path, {
        "title": "After",
        "scroll": {"collapseThreshold": 140},
        "tabs": [
            {"id": "primary", "title": "Primary", "symbol": "person", "color": "#123456"},
            {"id": "updates", "title": "Updates", "symbol": "text.bubble", "color": "indigo"},
        ],
    })
    wait_for(browser, "return document.title === 'After'")
    wait_for(browser, LIVE_AND_CURRENT)
    assert browser.execute_script("return window.mailsitegenLive.build") != first
    state = browser.execute_script("""
        const root = getComputedStyle(document.documentElement);
        const pill = document.querySelector('[role="tab"][data-tab="primary"]');
        return {
            threshold: root.getPropertyValue('--scroll-collapse-threshold').trim(),
            tabColor: getComputedStyle(pill).getPropertyValue('--tab-color').trim(),
            largeTitle: document.querySelector('[data-part="large-title"]').textContent.trim(),
            tabs: document.querySelectorAll('[role="tab"]').length,
        };
    """)
    assert state["threshold"] == "140px"
    assert "123456" in state["tabColor"].lower()
    assert state["largeTitle"] == "After"
    assert state["tabs"] == 2
    # Once: the new page is current (a reload happens only for another build) and one rebuild was made.
    assert reloads(browser) == 1
    assert len([line for line in server.text()[mark:] if "Rebuilt in" in line]) == 1
    screenshot(browser, "serve-after-change")


def test_a_bad_spec_shows_its_error_over_the_old_page_and_fixing_it_reloads(browser, served, mailsitegen_bin, tmp_path):
    server = served({"title": "Good"})
    open_live(browser, server.url)
    # An unknown key that looks like markup: the error quotes it, and it must stay text.
    bad = '{\n  "title": "Bad",\n  "<img src=x onerror=alert(1)>": 1\n}'
    write_spec(server.spec_path, bad)
    expected = build_error(mailsitegen_bin, server.spec_path, tmp_path)
    assert "<img src=x onerror=alert(1)>" in expected
    panel = wait_for(browser, """
        const panel = document.getElementById('mailsitegen-error');
        if (!panel) return null;
        const box = panel.getBoundingClientRect();
        return {text: panel.textContent, children: panel.children.length, role: panel.getAttribute('role'),
                position: getComputedStyle(panel).position, height: box.height, top: box.top,
                images: document.images.length};
    """)
    assert panel["text"] == expected.removeprefix("Error: ")
    assert panel["children"] == 0 and panel["images"] == 0  # text, never markup
    assert panel["role"] == "alert"
    assert panel["position"] == "fixed" and panel["height"] > 0 and panel["top"] == 0  # styled through the CSSOM
    assert browser.title == "Good"  # the old page stays
    assert reloads(browser) == 0
    screenshot(browser, "serve-error")
    write_spec(server.spec_path, {"title": "Fixed"})
    wait_for(browser, "return document.title === 'Fixed'")
    wait_for(browser, LIVE_AND_CURRENT)
    assert browser.execute_script("return document.getElementById('mailsitegen-error')") is None
    assert reloads(browser) == 1


def test_fixing_a_spec_back_to_the_page_removes_the_error_without_a_reload(browser, served):
    server = served({"title": "Same"})
    open_live(browser, server.url)
    write_spec(server.spec_path, '{"title": 1}')
    wait_for(browser, "return !!document.getElementById('mailsitegen-error')")
    write_spec(server.spec_path, {"title": "Same"})
    wait_for(browser, "return !document.getElementById('mailsitegen-error')")
    assert browser.execute_script("return window.mailsitegenLive.error") is None
    assert reloads(browser) == 0


def test_reload_keeps_the_deep_link_state(browser, served):
    """The deep link's fragment survives the reload and the page restores its tab from it."""
    server = served({"title": "Deep Link"})
    open_live(browser, server.url + "#tab=updates&q=invoice")
    before = browser.execute_script("return location.hash")
    write_spec(server.spec_path, {"title": "Deep Link 2"})
    wait_for(browser, "return document.title === 'Deep Link 2'")
    wait_for(browser, LIVE_AND_CURRENT)
    assert browser.execute_script("return location.hash") == before
    assert browser.execute_script("return document.documentElement.dataset.activeTab") == "updates"


def test_a_changed_token_file_reloads_the_page_with_its_value(browser, served, tmp_path):
    """A spec whose tab colour is an alias into a resolver's token file: saving the token file
    rebuilds and reloads the page with the new colour, as saving the spec would."""
    def tokens(blue: str) -> None:
        write_spec(tmp_path / "brand.tokens.json",
                   {"brand": {"blue": {"$type": "color", "$value": blue}, "pill": {"$type": "dimension", "$value": "18px"}}})

    tokens("#123456")
    write_spec(tmp_path / "brand.resolver.json", {
        "version": "2025.10",
        "sets": {"brand": {"sources": [{"$ref": "brand.tokens.json"}]}},
        "resolutionOrder": [{"$ref": "#/sets/brand"}],
    })
    server = served({
        "tokens": {"resolver": "brand.resolver.json"},
        "colorScheme": "light",
        "tabBar": {"cornerRadius": "{brand.pill}"},
        "tabs": [{"id": "primary", "title": "Primary", "symbol": "person", "color": "{brand.blue}"}],
    })
    first = open_live(browser, server.url)
    tab_color = """
        const pill = document.querySelector('[role="tab"][data-tab="primary"]');
        return getComputedStyle(pill).getPropertyValue('--tab-color').trim().toLowerCase();
    """
    assert "123456" in browser.execute_script(tab_color)
    assert browser.execute_script(
        "return getComputedStyle(document.documentElement).getPropertyValue('--tab-bar-corner-radius').trim()") == "18px"
    tokens("#ABCDEF")
    wait_for(browser, "return window.mailsitegenLive && window.mailsitegenLive.build !== arguments[0]", first)
    wait_for(browser, LIVE_AND_CURRENT)
    wait_for(browser, tab_color.replace("return getComputedStyle(pill)", "return pill && getComputedStyle(pill)")
             .replace(".trim().toLowerCase();", ".trim().toLowerCase().includes('abcdef');"))
    assert reloads(browser) == 1


def test_a_changed_resolver_reloads_the_page_with_the_value_it_now_resolves(browser, served, tmp_path):
    """The resolver itself is watched: when its set's source is swapped for another token file,
    the page reloads with that file's colour, and from then on saving the new file reloads it."""
    write_spec(tmp_path / "a.tokens.json", {"brand": {"blue": {"$type": "color", "$value": "#123456"}}})
    write_spec(tmp_path / "b.tokens.json", {"brand": {"blue": {"$type": "color", "$value": "#ABCDEF"}}})

    def resolver(source: str) -> None:
        write_spec(tmp_path / "brand.resolver.json", {
            "version": "2025.10",
            "sets": {"brand": {"sources": [{"$ref": source}]}},
            "resolutionOrder": [{"$ref": "#/sets/brand"}],
        })

    resolver("a.tokens.json")
    server = served({
        "tokens": {"resolver": "brand.resolver.json"},
        "colorScheme": "light",
        "tabs": [{"id": "primary", "title": "Primary", "symbol": "person", "color": "{brand.blue}"}],
    })
    shows = """
        const pill = document.querySelector('[role="tab"][data-tab="primary"]');
        return !!pill && getComputedStyle(pill).getPropertyValue('--tab-color').trim().toLowerCase().includes(arguments[0]);
    """
    first = open_live(browser, server.url)
    assert browser.execute_script(shows, "123456")

    resolver("b.tokens.json")
    wait_for(browser, "return window.mailsitegenLive && window.mailsitegenLive.build !== arguments[0]", first)
    wait_for(browser, LIVE_AND_CURRENT)
    wait_for(browser, shows, "abcdef")
    assert reloads(browser) == 1

    second = browser.execute_script("return window.mailsitegenLive.build")
    write_spec(tmp_path / "b.tokens.json", {"brand": {"blue": {"$type": "color", "$value": "#FEDCBA"}}})
    wait_for(browser, "return window.mailsitegenLive && window.mailsitegenLive.build !== arguments[0]", second)
    wait_for(browser, LIVE_AND_CURRENT)
    wait_for(browser, shows, "fedcba")
    assert reloads(browser) == 2
