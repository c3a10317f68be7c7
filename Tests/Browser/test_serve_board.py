"""The review board as `mailsitegen serve` serves it, in every engine of the suite: each of its
frames shows the prototype (the served page may be framed by its own origin,
`frame-ancestors 'self'`), while a page of another origin that frames the served prototype gets no
prototype in its frame. (The server refuses that frame twice: by its Fetch Metadata, 403 for a
same-site or cross-site iframe, and by the policy, for an engine that sends no Fetch Metadata.)

The pages are opened with the driver's `get`, which returns once the page has loaded, and a page
has loaded only when each of its frames has (or was refused): what a frame shows is then read
once, never waited for by time.
"""
from __future__ import annotations

import subprocess
import time
from pathlib import Path

import pytest

from harness import screenshot, set_viewport
from harness.serving import DEADLINE, Server, write_spec

# What a frame shows: the prototype's screen, and where the frame's document is from.
FRAME_JS = """
const screen = document.querySelector('[data-part="screen"]');
return {screen: screen !== null, origin: location.origin, page: location.pathname};
"""


# The default spec's board: 11 states, 9 conditions and 4 locales (test_review_board.py).
BOARD_FRAMES = 24


@pytest.fixture
def served_board(mailsitegen_bin, tmp_path):
    """`mailsitegen serve` of the built-in spec (the folder holds no mailsitegen.json), on any free port."""
    with Server(mailsitegen_bin, ["--port", "0"], cwd=tmp_path) as server:
        server.wait_line(r"^The built-in spec does not change")
        yield server
        assert server.stop() == 0


def frame_views(browser) -> list[dict]:
    """What each iframe of the current page shows, in document order."""
    views = []
    for frame in browser.find_elements("css selector", "iframe"):
        browser.switch_to.frame(frame)
        try:
            views.append(browser.execute_script(FRAME_JS))
        finally:
            browser.switch_to.default_content()
    return views


def test_each_frame_of_the_served_board_shows_the_prototype(browser, served_board):
    set_viewport(browser, 1240, 960)
    browser.get(served_board.url + "states.html")
    assert browser.title == "\u2068All Inboxes\u2069: every state"
    views = frame_views(browser)
    assert len(views) == BOARD_FRAMES, views
    origin = served_board.url.rstrip("/")
    assert all(view == {"screen": True, "origin": origin, "page": "/index.html"} for view in views), views
    screenshot(browser, "serve-board")


def test_a_page_of_anstatic_folder_cannot_frame_the_served_prototype(browser, served_board, static_folder,
                                                                     mailsitegen_bin, tmp_path):
    # The other origin's page frames the served prototype and, as a control, a copy of the
    # prototype of its own: the copy shows, so the served one's absence is the server's refusal,
    # not a frame the test cannot see into.
    folder = tmp_path / "other"
    result = subprocess.run([str(mailsitegen_bin), "build", "--quiet", "--out", str(folder / "copy")],
                            cwd=tmp_path, capture_output=True, text=True, timeout=DEADLINE)
    assert result.returncode == 0, result.stderr
    (folder / "framer.html").write_text(
        "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>Another origin</title></head>\n"
        f"<body><iframe src=\"{served_board.url}\" width=\"393\" height=\"852\"></iframe>\n"
        "<iframe src=\"copy/index.html\" width=\"393\" height=\"852\"></iframe></body></html>\n",
        encoding="utf-8")
    base = static_folder(folder)
    set_viewport(browser, 1240, 960)
    browser.get(base + "framer.html")
    served, copy = frame_views(browser)
    assert copy == {"screen": True, "origin": base.rstrip("/"), "page": "/copy/index.html"}, copy
    assert not served["screen"], served


# Each frame's live-reload state: whether it hears the server (the stream open, first-hand or
# through the page that holds it) and the build it shows, and its title.
LIVE_JS = """
const live = window.mailsitegenLive;
return live ? {state: live.state, build: live.build, server: live.serverBuild,
               title: document.querySelector('[data-part="large-title"]')?.textContent.trim()} : null;
"""


def live_views(browser) -> list[dict | None]:
    views = []
    for frame in browser.find_elements("css selector", "iframe"):
        browser.switch_to.frame(frame)
        try:
            views.append(browser.execute_script(LIVE_JS))
        except Exception:  # a frame in the middle of its reload refuses scripts for a moment
            views.append(None)
        finally:
            browser.switch_to.default_content()
    return views


def wait_views(browser, condition, what: str) -> list[dict]:
    deadline = time.monotonic() + DEADLINE
    while True:
        views = live_views(browser)
        if len(views) == BOARD_FRAMES and all(view is not None and condition(view) for view in views):
            return views
        if time.monotonic() > deadline:
            raise AssertionError(f"not every frame {what} within {DEADLINE}s: {views}")
        time.sleep(0.1)


def test_every_frame_of_the_served_board_hears_the_server_and_reloads_with_a_change(
    browser, mailsitegen_bin, tmp_path
):
    """A browser holds at most six connections to one host: twenty frames with a stream each
    would leave fourteen deaf (seen before reload.js shared one stream). Every frame must hear the
    server, and every frame must reload, once, when the spec changes."""
    spec = tmp_path / "spec.json"
    write_spec(spec, {"title": "Before"})
    with Server(mailsitegen_bin, ["--spec", str(spec), "--port", "0"], cwd=tmp_path) as server:
        server.wait_line(r"^Watching ", start=0)
        set_viewport(browser, 1240, 960)
        browser.get(server.url + "states.html")
        views = wait_views(browser, lambda v: v["state"] == "open" and v["server"] == v["build"], "hears the server")
        first = {view["build"] for view in views}
        assert len(first) == 1 and all(view["title"] == "Before" for view in views), views
        write_spec(spec, {"title": "After"})
        views = wait_views(browser, lambda v: v["build"] not in first and v["state"] == "open"
                           and v["server"] == v["build"], "reloads with the change")
        assert all(view["title"] == "After" for view in views), views
        reloads = browser.execute_script("return sessionStorage.getItem('mailsitegen:reloads')")
        assert reloads == str(BOARD_FRAMES), reloads  # each frame once (the frames share the board's session storage)
        assert server.stop() == 0
