"""The inspector of a page `mailsitegen serve` serves, in every engine: open it, drag a slider,
release it, and the spec file changes in exactly that value; the page reloads with its tab, scroll
and search, the panel open where it was, and the spring's figures follow. Undo writes the old value
back; Reset removes the member; an edit made against an older file is refused and the page says so.
(The endpoint's refusals over raw sockets: test_serve_edit.py.)"""
from __future__ import annotations

import json
import time

from selenium.webdriver.common.by import By

from harness import screenshot
from harness.serving import DEADLINE, Server
from test_serve import LIVE_AND_CURRENT, reloads, wait_for

# Hand-written, with a tab indent and the keys in its own order: an edit changes only its value.
SPEC = '{\n\t"title": "Tuned",\n\t"tabBar": {\n\t\t"animation": {"bounce": 0.3, "duration": 0.3},\n\t\t"spacing": 8\n\t}\n}\n'

PANEL_OPEN = "return !!document.querySelector('[data-part=\"inspector\"]:not([hidden])')"


def serve(mailsitegen_bin, tmp_path) -> Server:
    path = tmp_path / "spec.json"
    path.write_text(SPEC)
    server = Server(mailsitegen_bin, ["--spec", str(path), "--port", "0"], cwd=tmp_path)
    server.spec_path = path
    server.wait_line(r"^Watching ", start=0)
    return server


def open_served(browser, server) -> None:
    browser.get(server.url)
    wait_for(browser, LIVE_AND_CURRENT)
    browser.find_element(By.CSS_SELECTOR, '[data-part="inspector-toggle"]').click()
    wait_for(browser, PANEL_OPEN)


def release(browser, path: str, value) -> None:
    browser.execute_script("""
        const [path, value] = arguments;
        const slider = document.querySelector(`[data-part="inspector"] input[type="range"][data-field="${path}"]`);
        slider.value = String(value);
        slider.dispatchEvent(new Event('input', { bubbles: true }));
        slider.dispatchEvent(new Event('change', { bubbles: true }));
    """, path, value)


def press(browser, selector: str) -> None:
    """Clicks a button of the panel, scrolled into the middle of the panel's own scroll first."""
    browser.execute_script("document.querySelector(arguments[0]).scrollIntoView({ block: 'center' })", selector)
    browser.find_element(By.CSS_SELECTOR, selector).click()


def wait_reloaded(browser, count: int) -> None:
    wait_for(browser, f"return Number(sessionStorage.getItem('mailsitegen:reloads') || 0) >= {count}")
    wait_for(browser, LIVE_AND_CURRENT)
    wait_for(browser, PANEL_OPEN)


def test_an_edit_is_written_and_the_page_reloads_as_it_was(browser, mailsitegen_bin, tmp_path):
    with serve(mailsitegen_bin, tmp_path) as server:
        open_served(browser, server)
        token = browser.execute_script("return document.querySelector('meta[name=\"mailsitegen-token\"]').content")
        assert len(token) >= 32
        # A state to keep: a tab, a search, the panel scrolled to the tab bar's animation.
        browser.find_element(By.CSS_SELECTOR, '[data-tab="updates"]').click()
        browser.execute_script("""
            document.querySelector('[data-spring="tabBar.animation"]').scrollIntoView({ block: 'center' });
            const input = document.querySelector('.search__input');
            input.focus(); input.value = 'Dinner'; input.dispatchEvent(new Event('input', { bubbles: true }));
        """)
        panel_scroll = browser.execute_script("return document.querySelector('.inspector__body').scrollTop")
        mark = server.mark()
        release(browser, "tabBar.animation.bounce", 0.15)
        wait_reloaded(browser, 1)
        assert server.spec_path.read_text() == SPEC.replace('"bounce": 0.3', '"bounce": 0.15')
        server.wait_line(r"Edited tabBar\.animation\.bounce: 0\.3 → 0\.15", start=mark)
        kept = browser.execute_script("""
            return { tab: document.documentElement.dataset.activeTab,
                     query: document.querySelector('.search__input').value,
                     scroll: document.querySelector('.inspector__body').scrollTop,
                     overshoot: document.querySelector('[data-part="spring-overshoot"]').textContent,
                     settle: getComputedStyle(document.documentElement).getPropertyValue('--tab-bar-animation-settle-time').trim(),
                     figure: document.querySelector('[data-part="spring-settle"]').textContent,
                     slider: document.querySelector('input[type="range"][data-field="tabBar.animation.bounce"]').value };
        """)
        assert kept["tab"] == "updates" and kept["query"] == "Dinner"
        assert abs(kept["scroll"] - panel_scroll) <= 2
        assert kept["slider"] == "0.15" and kept["overshoot"] != "4.6 %"
        assert kept["figure"] == f"{round(float(kept['settle'].rstrip('s')) * 1000)} ms"

        # Undo writes the old bytes back.
        press(browser, '[data-part="inspector-undo"]')
        wait_reloaded(browser, 2)
        assert server.spec_path.read_text() == SPEC

        # A field the file does not write is added in its style; undone, it is removed again.
        release(browser, "scroll.collapseThreshold", 140)
        wait_reloaded(browser, 3)
        assert server.spec_path.read_text() == SPEC.replace('\n\t}\n}', '\n\t},\n\t"scroll": {\n\t\t"collapseThreshold": 140\n\t}\n}')
        press(browser, '[data-part="inspector-undo"]')
        wait_reloaded(browser, 4)
        assert server.spec_path.read_text() == SPEC

        # Reset removes the member, and the default applies.
        press(browser, '[data-reset="tabBar.spacing"]')
        wait_reloaded(browser, 5)
        assert '"spacing"' not in server.spec_path.read_text()
        assert browser.execute_script(
            "return getComputedStyle(document.documentElement).getPropertyValue('--tab-bar-spacing').trim()") == "8px"


def test_an_edit_against_an_older_file_is_refused_and_the_page_says_why(browser, mailsitegen_bin, tmp_path):
    with serve(mailsitegen_bin, tmp_path) as server:
        open_served(browser, server)
        # As if the file had been saved by an editor after this page was built.
        browser.execute_script("document.querySelector('meta[name=\"mailsitegen-version\"]').content = '0' .repeat(64)")
        release(browser, "tabBar.spacing", 20)
        # The page reloads itself and says why (the notice survives the reload).
        banner = wait_for(browser, """
            const banner = document.querySelector('[data-part="inspector-banner"]');
            return banner && !banner.hidden && banner.textContent;
        """)
        assert "changed on disk" in banner
        assert server.spec_path.read_text() == SPEC


def test_a_refused_value_is_not_written_and_the_panel_says_why(browser, mailsitegen_bin, tmp_path):
    with serve(mailsitegen_bin, tmp_path) as server:
        open_served(browser, server)
        # A tab id the decoder refuses: the server's 422 carries the command line's Error: line.
        browser.execute_script("""
            const box = document.querySelector('[data-part="inspector"] input[data-field="tabs[0].id"]');
            box.value = 'Not An Id';
            box.dispatchEvent(new Event('change', { bubbles: true }));
        """)
        message = wait_for(browser, """
            const status = document.querySelector('.inspector__status');
            return status.dataset.urgent === 'true' && status.textContent;
        """)
        assert message.startswith("Error: ") and "tabs[0].id" in message
        assert server.spec_path.read_text() == SPEC
        assert browser.execute_script(
            "return document.querySelector('input[data-field=\"tabs[0].id\"]').value") == "primary"


def test_a_links_changes_can_be_applied_to_the_spec(browser, mailsitegen_bin, tmp_path):
    with serve(mailsitegen_bin, tmp_path) as server:
        browser.get(server.url + "#set=tabBar.spacing:12&set=scroll.collapseThreshold:150")
        wait_for(browser, LIVE_AND_CURRENT)
        wait_for(browser, PANEL_OPEN)
        assert server.spec_path.read_text() == SPEC  # a link changes the page, not the file
        press(browser, '[data-part="apply-to-spec"]')
        expected = SPEC.replace('"spacing": 8', '"spacing": 12').replace(
            '\n\t}\n}', '\n\t},\n\t"scroll": {\n\t\t"collapseThreshold": 150\n\t}\n}')
        deadline = time.monotonic() + DEADLINE
        while server.spec_path.read_text() != expected:
            assert time.monotonic() < deadline, server.spec_path.read_text()
            time.sleep(0.05)
        wait_for(browser, "return getComputedStyle(document.documentElement)"
                          ".getPropertyValue('--scroll-collapse-threshold').trim() === '150px'")
        wait_for(browser, LIVE_AND_CURRENT)


ALIASED = ('{\n\t"tokens": {"files": ["brand.tokens.json"]},\n\t"tabBar": {\n\t\t"cornerRadius": "{brand.radius.pill}",'
           '\n\t\t"spacing": 8\n\t}\n}\n')


def test_an_aliased_field_shows_its_token_an_edit_replaces_it_and_undo_puts_it_back(
        browser, mailsitegen_bin, tmp_path):
    (tmp_path / "brand.tokens.json").write_text(json.dumps(
        {"brand": {"radius": {"$type": "dimension", "pill": {"$value": {"value": 24, "unit": "px"}}}}}))
    path = tmp_path / "spec.json"
    path.write_text(ALIASED)
    with Server(mailsitegen_bin, ["--spec", str(path), "--port", "0"], cwd=tmp_path) as server:
        server.spec_path = path
        server.wait_line(r"^Watching ", start=0)
        open_served(browser, server)
        badge = '[data-part="inspector"] [data-alias="tabBar.cornerRadius"]'
        browser.execute_script(f"document.querySelector('{badge}').scrollIntoView({{ block: 'center' }})")
        screenshot(browser, "inspector-alias")
        assert browser.execute_script(f"return document.querySelector('{badge}').textContent") == "{brand.radius.pill}"
        assert browser.execute_script(
            "return document.querySelector('input[type=\"range\"][data-field=\"tabBar.cornerRadius\"]').value") == "24"
        # The edit writes the value in the alias's place, and says so; the token file is not written.
        tokens_before = (tmp_path / "brand.tokens.json").read_bytes()
        release(browser, "tabBar.cornerRadius", 30)
        wait_reloaded(browser, 1)
        # The panel writes its status once it has read the edit back: wait for it, not for a time.
        wait_for(browser, "return document.querySelector('.inspector__status').textContent !== ''")
        assert browser.execute_script("return document.querySelector('.inspector__status').textContent") == (
            "Tab bar › Corner radius: 30 is written in place of the token {brand.radius.pill}; the token file is "
            "unchanged. Undo puts the token back.")
        assert path.read_text() == ALIASED.replace('"{brand.radius.pill}"', "30")
        assert (tmp_path / "brand.tokens.json").read_bytes() == tokens_before
        assert browser.execute_script(f"return document.querySelector('{badge}')") is None
        # Undo puts the alias back, byte for byte.
        press(browser, '[data-part="inspector-undo"]')
        wait_reloaded(browser, 2)
        assert path.read_text() == ALIASED
        assert browser.execute_script(f"return document.querySelector('{badge}').textContent") == "{brand.radius.pill}"
        # The panel writes its status once it has read the edit back: wait for it, not for a time.
        wait_for(browser, "return document.querySelector('.inspector__status').textContent !== ''")
        assert browser.execute_script("return document.querySelector('.inspector__status').textContent") == (
            "Tab bar › Corner radius is the token {brand.radius.pill} again.")


def test_reset_of_a_tabs_field_writes_the_default_tabs_value(browser, mailsitegen_bin, tmp_path):
    """A tab's fields are required, so Reset writes the default tab's value at that position
    rather than removing the member (which the spec would refuse); Undo writes the old one back."""
    spec = ('{"tabs": [{"id": "primary", "title": "Primary", "symbol": "person", "color": "#123456"},\n'
            '  {"id": "news", "title": "News", "symbol": "newspaper", "color": "orange"}]}\n')
    path = tmp_path / "spec.json"
    path.write_text(spec)
    with Server(mailsitegen_bin, ["--spec", str(path), "--port", "0"], cwd=tmp_path) as server:
        server.wait_line(r"^Watching ", start=0)
        open_served(browser, server)
        press(browser, '[data-reset="tabs[0].color"]')
        wait_reloaded(browser, 1)
        assert path.read_text() == spec.replace('"#123456"', '"blue"')
        press(browser, '[data-part="inspector-undo"]')
        wait_reloaded(browser, 2)
        assert path.read_text() == spec


def commit_text(browser, selector: str, text: str) -> None:
    browser.execute_script("""
        const box = document.querySelector(arguments[0]);
        box.scrollIntoView({ block: 'center' });
        box.focus();
        box.value = arguments[1];
        box.dispatchEvent(new Event('input', { bubbles: true }));
        box.dispatchEvent(new Event('change', { bubbles: true }));
    """, selector, text)


def test_the_screens_words_and_the_locale_are_written_to_the_spec(browser, mailsitegen_bin, tmp_path):
    """A plural phrase's one form is written as an object of its forms, a plain text as a
    string, a locale picked from the list as its tag: each edit that value alone, in the file's
    style; the page rebuilt with them."""
    with serve(mailsitegen_bin, tmp_path) as server:
        open_served(browser, server)
        commit_text(browser, '[data-field="strings.searchResults"][data-category="one"]', "{count} Hit")
        wait_reloaded(browser, 1)
        step1 = SPEC.replace('\n\t}\n}', '\n\t},\n\t"strings": {\n\t\t"searchResults": {\n\t\t\t"one": "{count} Hit",'
                             '\n\t\t\t"other": "{count} Results"\n\t\t}\n\t}\n}')
        assert server.spec_path.read_text() == step1
        # Back with the panel's focus in the box it was in.
        assert browser.execute_script("return document.activeElement.dataset.category") == "one"
        commit_text(browser, '[data-field="strings.noResults"]', "Nothing Found")
        wait_reloaded(browser, 2)
        step2 = step1.replace('\n\t\t}\n\t}\n}', '\n\t\t},\n\t\t"noResults": "Nothing Found"\n\t}\n}')
        assert server.spec_path.read_text() == step2
        browser.execute_script("""
            const select = document.querySelector('select[data-field="locale"]');
            select.value = 'de-DE';
            select.dispatchEvent(new Event('change', { bubbles: true }));
        """)
        wait_reloaded(browser, 3)
        assert server.spec_path.read_text() == step2[:-3] + ',\n\t"locale": "de-DE"\n}\n'
        page = browser.execute_script("""
            return { locale: document.documentElement.dataset.locale,
                     empty: document.querySelector('.mail-list__empty[data-empty="search"]').textContent,
                     one: document.querySelector('input[data-field="strings.searchResults"][data-category="one"]').value };
        """)
        assert page == {"locale": "de-DE", "empty": "Nothing Found", "one": "{count} Hit"}
