"""The whole iOS screen around the tab bar: navigation bar, search, the mail list, icons,
appearance, phone and wide-window viewing, the page without JavaScript, and sharing."""
from pathlib import Path
from urllib.parse import urlparse

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from harness import (computed, screenshot, scroll_to, seek_animations, set_reduced_motion, set_viewport, wait_for,
                      wait_frames)
from harness.page import ANIMATIONS_JS, label_fits, load, pills, rect, scroll_progress, settle, spring_value
from harness.spec_fields import value


def default_ramp(mailsitegen_bin):
    """The default spec's collapse threshold and transition distance (`mailsitegen fields`)."""
    return value(mailsitegen_bin, "scroll.collapseThreshold"), value(mailsitegen_bin, "scroll.transitionDistance")


def opacity(browser, selector: str) -> float:
    return float(computed(browser, selector, "opacity"))


def visible_rows(browser) -> list[dict]:
    return browser.execute_script(
        """
        return Array.from(document.querySelectorAll('[data-part=mail]'))
          .filter((row) => row.getBoundingClientRect().height > 0)
          .map((row) => ({category: row.dataset.category, text: row.textContent}));
        """
    )


# ---- 1. Navigation bar -------------------------------------------------------------------------


def test_large_title_gives_way_to_the_inline_title(browser, default_page_url):
    load(browser, default_page_url)
    assert computed(browser, ".large-title h1", "font-size") == "34px"
    assert computed(browser, ".large-title h1", "font-weight") == "700"
    assert computed(browser, '[data-part="inline-title"]', "font-size") == "17px"
    assert computed(browser, '[data-part="inline-title"]', "font-weight") == "600"
    assert rect(browser, '[data-part="navbar"]')["height"] == pytest.approx(44, abs=0.5)
    assert rect(browser, '[data-part="large-title"]')["height"] == pytest.approx(52, abs=0.5)
    assert opacity(browser, '[data-part="inline-title"]') == 0
    for y, expected in ((20, 0), (46, 0.5), (52, 1), (300, 1)):
        scroll_to(browser, y)
        assert opacity(browser, '[data-part="inline-title"]') == pytest.approx(expected, abs=0.05), y
    # The large title went under the bar, which is opaque (the page's colour) until the material
    # takes over, and drawn above the content.
    scroll_to(browser, 30)
    title = rect(browser, ".large-title h1")
    assert title["top"] < rect(browser, '[data-part="navbar"]')["bottom"]
    assert opacity(browser, '[data-part="navbar-background"]') == 1
    assert computed(browser, '[data-part="navbar-background"]', "background-color") == computed(
        browser, "body", "background-color")
    assert int(computed(browser, '[data-part="navbar"]', "z-index")) > 0
    screenshot(browser, "navbar-inline-title")


def test_bar_is_transparent_where_the_material_shows(browser, default_page_url, mailsitegen_bin):
    load(browser, default_page_url)
    for y in (0, 110, 117, 125, 400):
        reached = scroll_to(browser, y)
        expected = 1 - scroll_progress(reached, *default_ramp(mailsitegen_bin))
        assert opacity(browser, '[data-part="navbar-background"]') == pytest.approx(expected, abs=0.02), reached


def test_safe_area_is_respected(browser, default_page_url):
    load(browser, default_page_url)
    viewport = browser.execute_script("return document.querySelector('meta[name=viewport]').content")
    assert "viewport-fit=cover" in viewport
    assert computed(browser, '[data-part="navbar"]', "padding-top") == "0px"  # no inset on a desktop engine
    index = Path(urlparse(default_page_url).path)
    stylesheet = index.with_name("style.css")
    css = stylesheet.read_text() if stylesheet.exists() else index.read_text()  # --single-file: inline
    # A phone's own inset, except on a wide window, where a named phone's status bar stands in.
    assert "--safe-area-top: env(safe-area-inset-top, 0px);" in css
    assert "padding-top: var(--safe-area-top);" in css
    assert "top: calc(var(--navbar-height) + var(--safe-area-top));" in css


# ---- 2. Search ---------------------------------------------------------------------------------


def test_search_drawer_collapses_and_returns(browser, default_page_url):
    load(browser, default_page_url)
    for y, expected in ((0, 1), (30, 1), (45, 0.5), (60, 0), (200, 0), (0, 1)):
        scroll_to(browser, y)
        assert opacity(browser, ".search__field") == pytest.approx(expected, abs=0.05), y


def focus_search(browser):
    browser.find_element(By.CSS_SELECTOR, ".search__input").click()
    settle(browser)


def test_focusing_search_folds_the_tab_bar_away(browser, default_page_url):
    load(browser, default_page_url)
    assert browser.execute_script("return document.documentElement.hasAttribute('data-search-active')") is False
    list_top = rect(browser, '[data-part="list"]')["top"]
    material_bottom = rect(browser, '[data-part="material"]')["bottom"]
    focus_search(browser)
    assert browser.execute_script("return document.documentElement.hasAttribute('data-search-active')") is True
    # .frame(height: 0, alignment: .top), .opacity(0), .padding(.bottom, 0): the row fades where it
    # is (and takes no taps), while the header's material and the list rise by its height and padding.
    assert opacity(browser, ".tabbar__row") == 0
    assert browser.execute_script("return document.querySelector('.tabbar__row').inert") is True
    assert rect(browser, '[data-part="list"]')["top"] == pytest.approx(list_top - 60, abs=0.5)
    assert rect(browser, '[data-part="material"]')["bottom"] == pytest.approx(material_bottom - 60, abs=0.5)
    assert rect(browser, '[data-part="divider"]')["bottom"] == pytest.approx(material_bottom - 60, abs=0.5)
    cancel = rect(browser, '[data-part="search-cancel"]')
    assert cancel["right"] - cancel["left"] > 30 and opacity(browser, '[data-part="search-cancel"]') == 1
    screenshot(browser, "search-active")


def test_search_filters_by_sender_subject_and_preview(browser, default_page_url):
    load(browser, default_page_url)
    focus_search(browser)
    field = browser.find_element(By.CSS_SELECTOR, ".search__input")
    for query, must_contain in (("zoe", "Zoë"), ("EMILE", "Émile"), ("sichuan", "Sichuan"), ("order", None)):
        field.clear()
        field.send_keys(query)
        wait_frames(browser)
        rows = visible_rows(browser)
        assert rows, query
        assert all(query.lower() in browser.execute_script(
            "return arguments[0].normalize('NFD').replace(/\\p{Diacritic}/gu, '').toLowerCase()", row["text"])
            for row in rows), query
        if must_contain:
            assert any(must_contain in row["text"] for row in rows)
    field.send_keys("qqqqzz")
    wait_frames(browser)
    assert visible_rows(browser) == []
    assert browser.find_element(By.CSS_SELECTOR, '[data-empty="search"]').is_displayed()
    assert browser.find_element(By.CSS_SELECTOR, '[data-caption="search"]').text == "0 RESULTS"
    screenshot(browser, "search-no-results")


@pytest.mark.parametrize("how", ["cancel", "escape"])
def test_cancel_or_escape_ends_search(browser, default_page_url, how):
    load(browser, default_page_url)
    focus_search(browser)
    field = browser.find_element(By.CSS_SELECTOR, ".search__input")
    field.send_keys("parcel")
    wait_frames(browser)
    if how == "cancel":
        browser.find_element(By.CSS_SELECTOR, '[data-part="search-cancel"]').click()
    else:
        field.send_keys(Keys.ESCAPE)
    settle(browser)
    assert browser.execute_script("return document.documentElement.hasAttribute('data-search-active')") is False
    assert field.get_attribute("value") == ""
    assert rect(browser, ".tabbar__row")["height"] == pytest.approx(50, abs=0.5)
    assert opacity(browser, ".tabbar__row") == 1
    assert browser.execute_script("return document.querySelector('.tabbar__row').inert") is False
    assert rect(browser, '[data-part="list"]')["top"] == pytest.approx(rect(browser, '[data-part="tabbar"]')["bottom"],
                                                                      abs=0.5)
    assert len(visible_rows(browser)) == browser.execute_script("return document.querySelectorAll('[data-part=mail]').length")


def test_search_uses_the_search_spring(browser, build_page):
    """The tab bar folds away on the search spring: the list's rise and the field's narrowing, read
    at sought times (not in real frames, whose number depends on the machine's load), follow the
    analytic spring."""
    duration, bounce = 0.4, 0.2  # a spring distinguishable from the default .interactiveSpring
    load(browser, build_page({"search": {"animation": {"duration": duration, "bounce": bounce}}}))
    list_top = rect(browser, '[data-part="list"]')["top"]
    field_right = rect(browser, '.search__field [data-cap="end"]')["right"]
    times = [2000 * duration * k / 60 for k in range(61)]
    samples = seek_animations(
        browser, "document.querySelector('.search__input').focus();",
        """(() => {
          const list = document.querySelector('[data-part="list"]');
          const t = list.getAnimations()[0];
          return t ? [t.currentTime, list.getBoundingClientRect().top, t.effect.getComputedTiming().endTime,
                      document.querySelector('.search__field [data-cap="end"]').getBoundingClientRect().right]
                   : null;
        })()""",
        times)
    field_final = rect(browser, '.search__field [data-cap="end"]')["right"]
    assert field_final < field_right - 30  # Cancel took its room
    running = [(t, v) for t, v in samples if v is not None and t < v[2]]
    assert len(running) >= 30, f"only {len(running)} of the seek points fall inside the animation"
    assert all(v[0] == pytest.approx(t, abs=0.01) for t, v in running), "the seek did not take"
    rise = [(t / 1000, (list_top - v[1]) / 60) for t, v in running]
    assert max(abs(p - spring_value(t, duration, bounce)) for t, p in rise) < 0.05
    narrowing = [(t / 1000, (field_right - v[3]) / (field_right - field_final)) for t, v in running]
    assert max(abs(p - spring_value(t, duration, bounce)) for t, p in narrowing) < 0.05
    assert max(p for _, p in rise) > 1.01  # the spring's overshoot
    settle(browser)
    assert rect(browser, '[data-part="list"]')["top"] == pytest.approx(list_top - 60, abs=0.5)


# ---- 3. Mail list ------------------------------------------------------------------------------


def test_mail_rows_look_like_mail(browser, default_page_url):
    load(browser, default_page_url)
    rows = browser.execute_script(
        """
        return Array.from(document.querySelectorAll('[data-part=mail]')).map((row) => {
          const r = row.getBoundingClientRect();
          const from = row.querySelector('.mail__from');
          const date = row.querySelector('.mail__date').getBoundingClientRect();
          const preview = row.querySelector('.mail__preview');
          const dot = row.querySelector('.mail__unread');
          const separator = getComputedStyle(row, '::after');
          return {
            category: row.dataset.category, unread: row.hasAttribute('data-unread'),
            weight: parseInt(getComputedStyle(from).fontWeight), dot: dot ? dot.getBoundingClientRect().width : 0,
            dateRight: r.right - date.right, previewLines: preview
              ? preview.getBoundingClientRect().height / parseFloat(getComputedStyle(preview).lineHeight) : 0,
            separatorLeft: parseFloat(separator.left),
          };
        });
        """
    )
    assert len(rows) >= 40
    assert {row["category"] for row in rows} == {"primary", "transactions", "updates", "promotions"}
    assert any(row["unread"] for row in rows) and not all(row["unread"] for row in rows)
    for row in rows:
        assert row["weight"] >= (600 if row["unread"] else 400) and (row["unread"] or row["weight"] == 400)
        assert (row["dot"] > 0) == row["unread"]
        assert row["dateRight"] == pytest.approx(16, abs=1)
        assert row["previewLines"] <= 2.05
        assert row["separatorLeft"] == pytest.approx(32, abs=0.5)


@pytest.mark.parametrize("tab_id, title", [("allMails", "ALL MAILS"), ("updates", "UPDATES MAILS")])
def test_caption_and_filter_follow_the_tab(browser, default_page_url, tab_id, title):
    load(browser, default_page_url)
    if tab_id != "allMails":
        browser.find_element(By.CSS_SELECTOR, f'[data-tab="{tab_id}"]').click()
        settle(browser)
    rows = visible_rows(browser)
    caption = browser.find_element(By.CSS_SELECTOR, '[data-part="caption"]').text
    assert caption == f"{title} {len(rows)}"
    if tab_id != "allMails":
        assert {row["category"] for row in rows} == {tab_id}


def filtered_out_rows(browser, tab_id: str) -> list[dict]:
    return browser.execute_script(
        """
        return Array.from(document.querySelectorAll(`[data-part=mail]:not([data-category=${arguments[0]}])`))
          .map((row) => {
            const style = getComputedStyle(row);
            return {height: row.getBoundingClientRect().height, display: style.display,
                    visibility: style.visibility, text: row.innerText};
          });
        """,
        tab_id,
    )


def test_filtered_out_rows_are_gone_for_eyes_and_assistive_technology(browser, default_page_url):
    """Rows of other categories fold to nothing (content-visibility: hidden keeps their layout for
    the way back) and leave the accessibility tree (visibility: hidden), as display: none would."""
    load(browser, default_page_url)
    browser.find_element(By.CSS_SELECTOR, '[data-tab="updates"]').click()
    settle(browser)
    hidden = filtered_out_rows(browser, "updates")
    assert len(hidden) == 34
    for row in hidden:
        assert row["height"] == 0
        assert row["display"] == "none" or row["visibility"] == "hidden"
        assert row["text"] == ""  # innerText is what is rendered
    browser.find_element(By.CSS_SELECTOR, '[data-tab="updates"]').click()  # back to All Mails
    settle(browser)
    assert len(visible_rows(browser)) == 44
    assert filtered_out_rows(browser, "updates")[0]["visibility"] == "visible"


@pytest.mark.engines("chromium", reason="the accessibility tree can be read through DevTools only (CDP)")
def test_accessibility_tree_lists_only_the_shown_rows(browser, default_page_url):
    load(browser, default_page_url)
    browser.find_element(By.CSS_SELECTOR, '[data-tab="updates"]').click()
    settle(browser)
    browser.execute_cdp_cmd("Accessibility.enable", {})
    nodes = browser.execute_cdp_cmd("Accessibility.getFullAXTree", {})["nodes"]
    items = [n for n in nodes if not n.get("ignored") and n.get("role", {}).get("value") == "listitem"]
    assert len(items) == 10


def test_the_list_follows_the_tab_in_the_next_frame(browser, default_page_url):
    """The frame that answers a tap starts the tab bar's spring; the list is filtered in the one
    after (data-list-tab), so that frame stays cheap (runtime probe)."""
    load(browser, default_page_url)
    # Tapped and read in one script, so no frame can pass in between.
    state = browser.execute_script(
        "document.querySelector('[data-tab=updates]').click();"
        "const root = document.documentElement; return [root.dataset.activeTab, root.dataset.listTab]")
    assert state == ["updates", "allMails"]
    wait_frames(browser, 3)
    assert browser.execute_script("return document.documentElement.dataset.listTab") == "updates"
    assert {row["category"] for row in visible_rows(browser)} == {"updates"}


def test_empty_category(browser, build_page):
    spec = {"mails": [{"from": "A", "subject": "S", "date": "2026-11-28", "category": "primary"}]}
    load(browser, build_page(spec))
    browser.find_element(By.CSS_SELECTOR, '[data-tab="promotions"]').click()
    settle(browser)
    assert visible_rows(browser) == []
    assert browser.find_element(By.CSS_SELECTOR, '[data-empty="promotions"]').is_displayed()
    screenshot(browser, "list-empty-category")


# ---- 4. Icons ----------------------------------------------------------------------------------


def test_every_icon_is_drawn(browser, default_page_url):
    load(browser, default_page_url)
    icons = browser.execute_script(
        """
        return Array.from(document.querySelectorAll('.pill__symbol use')).map((use) => {
          const symbol = document.getElementById(use.getAttribute('href').slice(1));
          const box = use.getBBox();
          return {href: use.getAttribute('href'), found: !!symbol, width: box.width, height: box.height};
        });
        """
    )
    assert len(icons) == 10
    for icon in icons:
        assert icon["found"], icon["href"]
        assert 8 < icon["width"] <= 24 and 8 < icon["height"] <= 24, icon


# ---- 5. Appearance -----------------------------------------------------------------------------


def test_appearance_control_cycles_and_is_remembered(browser, default_page_url):
    load(browser, default_page_url)
    button = browser.find_element(By.CSS_SELECTOR, '[data-part="appearance"]')

    def scheme():
        return browser.execute_script("return document.documentElement.dataset.colorScheme")

    assert scheme() == "auto" and button.get_attribute("aria-label") == "Appearance: automatic"
    button.click()
    assert scheme() == "light"
    button.click()
    assert scheme() == "dark" and button.get_attribute("aria-label") == "Appearance: dark"
    wait_frames(browser)
    assert computed(browser, "body", "color") == "rgb(255, 255, 255)"
    screenshot(browser, "appearance-control-dark")
    browser.refresh()
    load(browser, browser.current_url)
    assert scheme() == "dark"
    browser.find_element(By.CSS_SELECTOR, '[data-part="appearance"]').click()
    assert scheme() == "auto"


@pytest.mark.parametrize("change", ["tab", "search"])
def test_reduced_motion_turns_springs_into_fades(browser, default_page_url, change):
    """With prefers-reduced-motion nothing moves: a tab change or search plays only 150 ms fades."""
    assert set_reduced_motion(browser, True)
    load(browser, default_page_url)
    action = ("document.querySelector('[data-tab=\"primary\"]').click();" if change == "tab"
              else "document.querySelector('.search__input').focus();")
    animations = browser.execute_script(action + ANIMATIONS_JS)
    assert animations, "nothing faded"
    for animation in animations:
        assert set(animation["properties"]) == {"opacity"}, animation
        assert animation["duration"] == pytest.approx(150)
    settle(browser)
    if change == "tab":
        assert pills(browser)["primary"]["labelOpacity"] == 1
    # ... and the same fades through a link's motion=reduce, without the system's setting.
    assert set_reduced_motion(browser, False)
    browser.get("about:blank")
    load(browser, default_page_url + "#motion=reduce")
    animations = browser.execute_script(action + ANIMATIONS_JS)
    assert animations and all(set(a["properties"]) == {"opacity"} and a["duration"] == pytest.approx(150)
                              for a in animations)


def test_continuous_corners_where_supported(browser, default_page_url):
    load(browser, default_page_url)
    if browser.execute_script("return CSS.supports('corner-shape: squircle')"):
        assert computed(browser, '[data-tab="primary"] .shape [data-cap="start"]', "corner-shape") in (
            "squircle", "superellipse(2)")
    # The corners are the shape's end caps (the pill is drawn in pieces so its width can spring).
    assert computed(browser, '[data-tab="primary"] .shape [data-cap="start"]', "border-top-left-radius") == "20px"
    assert computed(browser, '[data-tab="primary"] .shape [data-cap="end"]', "border-bottom-right-radius") == "20px"


# ---- 6. Viewing --------------------------------------------------------------------------------


def test_on_a_phone_the_page_is_the_screen(browser, default_page_url):
    load(browser, default_page_url)
    screen = rect(browser, '[data-part="screen"]')
    assert screen["left"] == 0 and screen["right"] == 393
    assert computed(browser, '[data-part="screen"]', "overflow-y") == "visible"
    assert float(computed(browser, ".search__input", "font-size").rstrip("px")) >= 16  # no zoom on focus
    assert browser.execute_script("return document.documentElement.scrollWidth") <= 393


def test_on_a_wide_window_the_screen_is_a_phone(browser, default_page_url, mailsitegen_bin):
    set_viewport(browser, 1280, 900)
    load(browser, default_page_url)
    screen = rect(browser, '[data-part="screen"]')
    assert screen["right"] - screen["left"] == pytest.approx(393, abs=0.5)
    assert screen["height"] == pytest.approx(852, abs=0.5)
    assert (screen["left"] + screen["right"]) / 2 == pytest.approx(640, abs=1)
    # The page scrolls inside the phone, and the header follows that scroll.
    for y in (0, 117, 300):
        reached = browser.execute_script(
            "const s = document.querySelector('[data-part=screen]'); s.scrollTo(0, arguments[0]); return s.scrollTop", y)
        wait_frames(browser)
        assert browser.execute_script("return window.scrollY") == 0
        expected = scroll_progress(reached, *default_ramp(mailsitegen_bin))
        assert opacity(browser, '[data-part="material"]') == pytest.approx(expected, abs=0.02)
    tabbar = rect(browser, '[data-part="tabbar"]')
    navbar = rect(browser, '[data-part="navbar"]')
    assert tabbar["top"] == pytest.approx(navbar["bottom"], abs=1)
    screenshot(browser, "wide-window")


def test_screen_size_comes_from_the_spec(browser, build_page):
    set_viewport(browser, 1280, 1000)
    load(browser, build_page({"screen": {"width": 430, "height": 932}}))
    screen = rect(browser, '[data-part="screen"]')
    assert screen["right"] - screen["left"] == pytest.approx(430, abs=0.5)
    assert screen["height"] == pytest.approx(932, abs=0.5)


def test_long_and_cjk_titles_truncate(browser, build_page):
    spec = {
        "title": "收件箱 — a very long inbox title that cannot possibly fit on one line",
        "tabs": [
            {"id": "primary", "title": "主要邮件和来自朋友与家人的所有重要信息", "symbol": "person", "color": "blue"},
            {"id": "receipts", "title": "Transactions, receipts and every order confirmation", "symbol": "cart",
             "color": "green"},
            {"id": "news", "title": "Updates", "symbol": "text.bubble", "color": "indigo"},
            {"id": "deals", "title": "Promotions", "symbol": "megaphone", "color": "pink"},
        ],
        "allMails": {"title": "Every single message in every one of your mailboxes"},
    }
    load(browser, build_page(spec))
    # All Mails: the categories keep their size and overlap; the long All Mails title truncates.
    state = pills(browser)
    assert state["allMails"]["left"] - state["deals"]["right"] == pytest.approx(8, abs=0.5)
    assert state["allMails"]["right"] <= 393 - 15 + 0.5
    assert not label_fits(browser, "allMails")
    for tab_id in ("primary", "receipts"):
        browser.find_element(By.CSS_SELECTOR, f'[data-tab="{tab_id}"]').click()
        settle(browser)
        state = pills(browser)
        assert state["deals"]["right"] <= 393 - 15 + 0.5, tab_id
        text = browser.execute_script(
            "const t = document.querySelector(`[data-tab='${arguments[0]}'] .pill__text`);"
            "return [getComputedStyle(t).textOverflow, t.scrollWidth > t.clientWidth]", tab_id)
        assert text == ["ellipsis", True]
        screenshot(browser, f"truncated-{tab_id}")
    assert browser.execute_script("return document.documentElement.scrollWidth") <= 393
    h1 = browser.execute_script("const h = document.querySelector('h1'); return [h.scrollWidth > h.clientWidth, getComputedStyle(h).textOverflow]")
    assert h1 == [True, "ellipsis"]


# ---- 7. Without JavaScript ---------------------------------------------------------------------

GEOMETRY_JS = """
return ['[data-part=navbar]', '[data-part=large-title]', '[data-part=search]', '[data-part=tabbar]',
        '[data-tab=primary]', '[data-tab=transactions]', '[data-tab=allMails]',
        // the list's first row shown (other categories' rows are not drawn, with or without script)
        `[data-part=mail]${document.documentElement.dataset.activeTab === 'allMails' ? ''
          : `[data-category=${document.documentElement.dataset.activeTab}]`}`]
  .map((selector) => {
    // What is drawn: an element nobody sees (the script keeps a gone All Mails pill laid out but
    // unseen, so its next entrance needs no extra layout) counts as nothing.
    const element = document.querySelector(selector);
    const r = getComputedStyle(element).visibility === 'hidden' ? new DOMRect() : element.getBoundingClientRect();
    return [selector, Math.round(r.left * 10) / 10, Math.round(r.top * 10) / 10,
            Math.round(r.width * 10) / 10, Math.round(r.height * 10) / 10]; });
"""


@pytest.mark.engines("chromium", reason="only Chromium can turn script off inside a session (DevTools, CDP)")
@pytest.mark.parametrize("spec", [{}, {"initialTab": "transactions"}], ids=["all-mails", "initial-category"])
def test_without_javascript_the_initial_state_is_there_and_nothing_moves(browser, build_page, spec):
    url = build_page(spec)
    browser.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": True})
    try:
        browser.get(url)
        wait_frames_without_script = browser.execute_cdp_cmd(
            "Runtime.evaluate", {"expression": "document.readyState"})["result"]["value"]
        assert wait_frames_without_script == "complete"
        assert browser.execute_cdp_cmd(
            "Runtime.evaluate", {"expression": "document.documentElement.hasAttribute('data-ready')"}
        )["result"]["value"] is False
        static = browser.execute_cdp_cmd(
            "Runtime.evaluate", {"expression": f"(() => {{ {GEOMETRY_JS} }})()", "returnByValue": True})["result"]["value"]
        screenshot(browser, f"no-javascript-{'initial' if spec else 'default'}")
    finally:
        browser.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": False})
    load(browser, url)
    assert browser.execute_script(GEOMETRY_JS) == static


# ---- 8. Sharing --------------------------------------------------------------------------------


def test_a_shared_link_unfurls_with_a_name(browser, build_page):
    load(browser, build_page({"title": "Team Inbox", "description": "Our Mail header, for review."}))
    meta = browser.execute_script(
        """
        const content = (selector) => document.querySelector(selector)?.getAttribute('content');
        return [document.title, content('meta[name=description]'), content('meta[property="og:title"]'),
                content('meta[property="og:description"]'), content('meta[property="og:type"]')];
        """
    )
    assert meta == ["Team Inbox", "Our Mail header, for review.", "Team Inbox", "Our Mail header, for review.",
                    "website"]


@pytest.mark.engines("chromium", reason="touch input can be synthesised through DevTools only (CDP)")
def test_touch_taps_select_tabs(browser, default_page_url):
    browser.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 5})
    try:
        load(browser, default_page_url)
        box = rect(browser, '[data-tab="updates"]')
        point = {"x": (box["left"] + box["right"]) / 2, "y": (box["top"] + box["bottom"]) / 2}
        browser.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [point]})
        browser.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
        # The browser makes the tap (click) from the touches on its own time: wait for it.
        wait_for(browser, "document.documentElement.dataset.activeTab === 'updates'", "the touch tap selects Updates")
        settle(browser)
        assert browser.execute_script("return document.documentElement.dataset.activeTab") == "updates"
    finally:
        browser.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": False})


# ---- 9. Console --------------------------------------------------------------------------------


@pytest.mark.engines("firefox", reason="console messages are read through WebDriver BiDi (log.entryAdded), "
                                       "which only the Firefox session here speaks")
def test_the_page_logs_no_errors(browser, default_page_url):
    """Loading, tapping, searching, scrolling and switching appearance log no error or warning:
    no script error, and nothing the Content-Security-Policy had to block."""
    load(browser, default_page_url)
    browser.find_element(By.CSS_SELECTOR, '[data-tab="updates"]').click()
    settle(browser)
    browser.find_element(By.CSS_SELECTOR, '[data-tab="updates"]').click()
    settle(browser)
    field = browser.find_element(By.CSS_SELECTOR, ".search__input")
    field.send_keys("zoe")
    field.send_keys(Keys.ESCAPE)
    settle(browser)
    for y in (117, 600, 0):
        scroll_to(browser, y)
    browser.find_element(By.CSS_SELECTOR, '[data-part="appearance"]').click()
    wait_frames(browser)
    browser.sync_log()
    logged = [(e.get("level"), e.get("text")) for e in browser.log_entries if e.get("level") in ("error", "warn")]
    assert logged == []
