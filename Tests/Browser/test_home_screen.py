"""The Home Screen app every build makes: the web app manifest and its icons as Chromium reads them
over `serve` (loopback is a secure context, so installability is checked as a phone would), the
tags each engine reads, the colours they name against what the page draws, and the page in the
standalone display mode (a Chromium app window): the phone edge to edge on any window, padded by
the safe-area insets the phone reports."""
from __future__ import annotations

import io
import json
import time

import pytest
from PIL import Image

from harness import screenshot, set_color_scheme, set_viewport, wait_for, wait_frames
from harness.engines import start_chromium_app
from harness.page import load, same_color
from harness.serving import DEADLINE, Server, get, write_spec

ICONS = {"apple-touch-icon.png": 180, "icon-192.png": 192, "icon-512.png": 512}


@pytest.fixture
def server(mailsitegen_bin, tmp_path):
    path = tmp_path / "spec.json"
    write_spec(path, {"title": "Home Inbox"})
    with Server(mailsitegen_bin, ["--spec", str(path), "--port", "0"], cwd=tmp_path) as running:
        running.wait_line(r"^Watching ", start=0)
        yield running


def test_serve_sends_the_manifest_and_icons_with_their_types(server):
    status, headers, body = get(server.port, "/manifest.webmanifest")
    assert status == 200 and headers["content-type"] == "application/manifest+json"
    manifest = json.loads(body)
    assert manifest["name"] == manifest["short_name"] == "Home Inbox"
    listed = {icon["src"]: icon["sizes"] for icon in manifest["icons"]}
    assert listed == {"icon-192.png": "192x192", "icon-512.png": "512x512"}
    for path, side in ICONS.items():
        status, headers, body = get(server.port, "/" + path)
        assert status == 200 and headers["content-type"] == "image/png", path
        image = Image.open(io.BytesIO(body))
        image.load()  # decodes every row: a broken stream raises here
        assert image.format == "PNG" and image.size == (side, side), path


@pytest.mark.engines("chromium", reason="Page.getAppManifest and Page.getInstallabilityErrors are DevTools'")
def test_chromium_reads_the_manifest_without_errors_and_finds_the_app_installable(browser, server):
    browser.get(server.url)
    deadline = time.monotonic() + DEADLINE
    while True:
        manifest = browser.execute_cdp_cmd("Page.getAppManifest", {})
        if manifest.get("url") or time.monotonic() > deadline:
            break
        time.sleep(0.05)
    assert manifest["url"].endswith("/manifest.webmanifest")
    assert manifest["errors"] == []
    parsed = manifest.get("manifest") or {}
    assert parsed.get("name") == "Home Inbox" or json.loads(manifest["data"])["name"] == "Home Inbox"
    installability = browser.execute_cdp_cmd("Page.getInstallabilityErrors", {})
    assert installability["installabilityErrors"] == []


TAGS_JS = """
const meta = name => [...document.querySelectorAll(`meta[name="${name}"]`)]
  .map(m => ({content: m.content, media: m.media, matches: !m.media || matchMedia(m.media).matches}));
const link = rel => document.querySelector(`link[rel="${rel}"]`)?.href ?? null;
const probe = document.querySelector('.navbar__background');
return {
  manifest: link('manifest'), touchIcon: link('apple-touch-icon'),
  capable: meta('apple-mobile-web-app-capable'), mobileCapable: meta('mobile-web-app-capable'),
  statusBar: meta('apple-mobile-web-app-status-bar-style'), title: meta('apple-mobile-web-app-title'),
  themeColor: meta('theme-color'), pageBackground: getComputedStyle(probe).backgroundColor,
};
"""


def test_every_engine_reads_the_tags_and_the_theme_colour_is_the_pages_background(
        browser, default_page_url, page_format):
    load(browser, default_page_url)
    tags = browser.execute_script(TAGS_JS)
    if page_format == "single-file":  # no files beside it to name
        assert tags["manifest"] is None and tags["touchIcon"] is None
    else:
        assert tags["manifest"].endswith("/manifest.webmanifest")
        assert tags["touchIcon"].endswith("/apple-touch-icon.png")
    assert [m["content"] for m in tags["capable"]] == ["yes"]
    assert [m["content"] for m in tags["mobileCapable"]] == ["yes"]
    assert [m["content"] for m in tags["statusBar"]] == ["black-translucent"]
    assert [m["content"] for m in tags["title"]] == ["All Inboxes"]
    # One theme colour per scheme; the one that applies is the background the page draws.
    assert len(tags["themeColor"]) == 2
    light = [m for m in tags["themeColor"] if m["matches"]]
    # The page mixes its background (color-mix); the tag names it to the nearest 8-bit value.
    assert len(light) == 1 and same_color(tags["pageBackground"], light[0]["content"], tolerance=0.51)
    if set_color_scheme(browser, "dark"):
        dark = browser.execute_script(TAGS_JS)
        current = [m for m in dark["themeColor"] if m["matches"]]
        assert len(current) == 1 and current[0]["media"] == "(prefers-color-scheme: dark)"
        assert same_color(dark["pageBackground"], current[0]["content"], tolerance=0.51)


PILL_JS = """
const pill = document.querySelector('.pill[data-tab="allMails"]');
const tint = pill.querySelector('.pill__tint .shape__middle');
const symbol = pill.querySelector('.pill__symbol[data-icon="filled"]');
return [getComputedStyle(tint).backgroundColor, getComputedStyle(symbol).color];
"""


@pytest.mark.engines("chromium", reason="one engine is enough to compare the icon with the page's colours")
def test_the_icon_is_the_all_mails_pill_in_the_pages_colours(browser, server):
    load(browser, server.url)
    background, foreground = browser.execute_script(PILL_JS)
    image = Image.open(io.BytesIO(get(server.port, "/icon-512.png")[2])).convert("RGB")
    assert same_color(background, "#%02X%02X%02X" % image.getpixel((0, 0)), tolerance=0)
    assert same_color(foreground, "#%02X%02X%02X" % image.getpixel((256, 300)), tolerance=0)  # inside the tray


STANDALONE_JS = """
const screen = document.querySelector('[data-part="screen"]').getBoundingClientRect();
const navbar = getComputedStyle(document.querySelector('[data-part="navbar"]'));
const style = getComputedStyle(document.querySelector('[data-part="screen"]'));
return {standalone: matchMedia('(display-mode: standalone)').matches, innerWidth, innerHeight,
        left: screen.left, width: screen.width, scale: style.scale, radius: style.borderTopLeftRadius,
        navbarPadding: navbar.paddingTop, paddingLeft: style.paddingLeft, paddingRight: style.paddingRight,
        paddingBottom: style.paddingBottom, share: getComputedStyle(document.querySelector('[data-part="share"]')).display};
"""


@pytest.mark.engines("chromium", reason="an app window (--app) is Chromium's; no engine emulates display-mode")
def test_as_a_home_screen_app_the_page_is_the_phone_edge_to_edge_inside_the_safe_area(
        browser, server, font_env, tmp_path):
    app = start_chromium_app(tmp_path / "app", font_env, server.url)
    try:
        set_viewport(app, 1280, 900)  # an iPad's window, wider than the stage needs
        wait_for(app, "document.documentElement.hasAttribute('data-ready')", "the app window's page to start")
        wait_frames(app, 2)
        plain = app.execute_script(STANDALONE_JS)
        assert plain["standalone"]
        # No stage: the page fills the window, unscaled and square-cornered, with no link beside it.
        assert plain["left"] == 0 and plain["width"] == plain["innerWidth"]
        assert plain["scale"] in ("none", "1") and plain["radius"] == "0px" and plain["share"] == "none"
        # The phone's insets: under the status bar (black-translucent), the sensor housing and the
        # home indicator.
        app.execute_cdp_cmd("Emulation.setSafeAreaInsetsOverride",
                            {"insets": {"top": 59, "left": 47, "right": 47, "bottom": 34}})
        wait_frames(app, 2)
        inset = app.execute_script(STANDALONE_JS)
        assert inset["navbarPadding"] == "59px"
        assert (inset["paddingLeft"], inset["paddingRight"], inset["paddingBottom"]) == ("47px", "47px", "34px")
        screenshot(app, "home-screen-standalone")
    finally:
        app.quit()
