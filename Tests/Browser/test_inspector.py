"""The inspector in a built page (`build --inspector`, preview): opened from its toggle, every
editable field with a labelled control carrying data-field, the springs' plots and figures from the
page's own spring maths, edits that the page follows in the next frame, replay, speed, undo and
redo, reset, links with set= and the JSON patch. In every engine. (Served, with edits written to
the spec: test_serve_inspector.py.)"""
import json
import re
import subprocess

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from harness import REPO_ROOT, screenshot, set_viewport, wait_frames
from harness.page import load, settle
from harness import spec_fields


@pytest.fixture
def build_inspector(tmp_path, mailsitegen_bin):
    """build_inspector(spec, name) -> file:// URL of a page built with --inspector."""

    def build(spec: dict, name: str = "page") -> str:
        folder = tmp_path / name
        folder.mkdir()
        (folder / "spec.json").write_text(json.dumps(spec, indent=2))
        subprocess.run([str(mailsitegen_bin), "build", "--spec", str(folder / "spec.json"), "--out",
                        str(folder / "site"), "--inspector", "--quiet"], check=True, timeout=60)
        return (folder / "site" / "index.html").as_uri()

    return build


def open_inspector(browser) -> None:
    browser.find_element(By.CSS_SELECTOR, '[data-part="inspector-toggle"]').click()
    browser.execute_async_script("""
        const done = arguments[arguments.length - 1];
        const check = () => document.querySelector('[data-part="inspector"]:not([hidden])')
          ? requestAnimationFrame(() => done()) : requestAnimationFrame(check);
        check();
    """)


def drag(browser, path: str, value, release: bool = False) -> None:
    """Moves a field's slider to `value` as a drag does (input events), released or not (change)."""
    browser.execute_script("""
        const [path, value, release] = arguments;
        const slider = document.querySelector(`[data-part="inspector"] input[type="range"][data-field="${path}"]`);
        slider.value = String(value);
        slider.dispatchEvent(new Event('input', { bubbles: true }));
        if (release) slider.dispatchEvent(new Event('change', { bubbles: true }));
    """, path, value, release)
    wait_frames(browser, 2)


def stub_clipboard(browser) -> None:
    """What the page copies lands in `window.copied`."""
    browser.execute_script("""
        Object.defineProperty(navigator, 'clipboard', { configurable: true,
          value: { writeText: async (text) => { window.copied = text; } } });
    """)


def root_property(browser, name: str) -> str:
    return browser.execute_script(
        "return getComputedStyle(document.documentElement).getPropertyValue(arguments[0]).trim()", name)


def test_a_built_page_has_no_inspector_unless_asked(tmp_path, mailsitegen_bin, build_inspector):
    plain = tmp_path / "plain"
    subprocess.run([str(mailsitegen_bin), "build", "--out", str(plain), "--quiet"], check=True, timeout=60)
    assert not (plain / "inspector.js").exists() and not (plain / "inspector.css").exists()
    for name in ("index.html", "app.js"):
        text = (plain / name).read_text()
        assert "inspector" not in text and "mailsitegen-token" not in text
    build_inspector({}, "with")
    site = tmp_path / "with" / "site"
    assert (site / "inspector.js").is_file() and (site / "inspector.css").is_file()
    assert "mailsitegen-token" not in (site / "index.html").read_text()  # a token only while serving


def test_every_editable_field_has_a_labelled_control(browser, build_inspector, mailsitegen_bin):
    load(browser, build_inspector({}))
    assert browser.execute_script("return document.querySelector('script[src=\"inspector.js\"]')") is None
    open_inspector(browser)
    found = browser.execute_script("""
        const panel = document.querySelector('[data-part="inspector"]');
        const controls = Array.from(panel.querySelectorAll('[data-field]'));
        const name = (control) => control.getAttribute('aria-label')
          || (control.id && document.querySelector(`label[for="${control.id}"]`)?.textContent) || '';
        return {
          paths: [...new Set(controls.map((control) => control.dataset.field))],
          unlabelled: controls.filter((control) => !name(control).trim()).map((control) => control.outerHTML),
          landmark: panel.localName, heading: document.getElementById(panel.getAttribute('aria-labelledby'))?.textContent,
          expanded: document.querySelector('[data-part="inspector-toggle"]').getAttribute('aria-expanded'),
          groups: Array.from(panel.querySelectorAll('legend'), (legend) => legend.textContent),
        };
    """)
    editable = {path for path, field in spec_fields.fields(mailsitegen_bin).items() if field["type"] != "spring"}
    assert set(found["paths"]) == editable
    assert found["unlabelled"] == []
    assert found["landmark"] == "aside" and found["heading"] == "Inspector" and found["expanded"] == "true"
    assert found["groups"] == ["Title", "Conditions", "Tabs", "All Mails", "Tab bar", "Tab bar animation", "Scroll", "Header",
                               "Search", "Search animation", "Screen", "Strings"]


def test_the_spring_figures_are_the_pages_own(browser, build_inspector):
    load(browser, build_inspector({}))
    open_inspector(browser)
    figures = browser.execute_script("""
        const plot = (path) => document.querySelector(`[data-part="spring-curve"][data-spring="${path}"]`);
        const figure = (part) => document.querySelector(`[data-part="${part}"]`).textContent;
        return { overshoot: figure('spring-overshoot'), settle: figure('spring-settle'),
                 plotted: !!plot('tabBar.animation') && !!plot('search.animation'),
                 points: plot('tabBar.animation').querySelector('[data-part="spring-path"]').getAttribute('points').split(' ').length };
    """)
    assert figures["overshoot"] == "4.6 %"
    assert figures["settle"] == "492 ms"
    assert root_property(browser, "--tab-bar-animation-settle-time") == "0.492s"
    assert figures["plotted"] and figures["points"] > 50


@pytest.mark.parametrize("bounce", [0.15, 0.9, -0.9])
def test_dragging_a_spring_gives_the_easing_a_rebuild_would(browser, build_inspector, bounce):
    rebuilt = build_inspector({"tabBar": {"animation": {"bounce": bounce}}}, "rebuilt")
    load(browser, rebuilt)
    expected = {name: root_property(browser, name)
                for name in ("--tab-bar-animation-easing", "--tab-bar-animation-settle-time")}
    load(browser, build_inspector({}))
    open_inspector(browser)
    drag(browser, "tabBar.animation.bounce", bounce, release=True)
    # The inspector's spring, written on its plot (not on the root: that restyles the whole page).
    plot = '[data-part="spring-curve"][data-spring="tabBar.animation"]'
    for name, value in expected.items():
        assert browser.execute_script(
            "return getComputedStyle(document.querySelector(arguments[0])).getPropertyValue(arguments[1]).trim()",
            plot, name) == value
    settle_ms = round(float(expected["--tab-bar-animation-settle-time"].rstrip("s")) * 1000)
    assert browser.find_element(By.CSS_SELECTOR, '[data-part="spring-settle"]').text == f"{settle_ms} ms"
    # The page's next tap plays the dragged spring.
    browser.find_element(By.CSS_SELECTOR, '[data-tab="primary"]').click()
    timing = browser.execute_script("""
        const animation = document.getAnimations().find((a) => a.timeline === document.timeline);
        return animation && { duration: animation.effect.getTiming().duration, easing: animation.effect.getTiming().easing };
    """)
    assert timing["duration"] == pytest.approx(settle_ms, abs=0.5)
    # Engines spell an easing their own way (WebKit: two decimals; 0% and 100% written out).
    stops = lambda easing: [float(number) for number in re.findall(r"-?[\d.]+(?=[ ,)])", easing)]
    played, built = stops(timing["easing"]), stops(expected["--tab-bar-animation-easing"].replace(", 1)", ", 1 100%)").replace("(0,", "(0 0%,"))
    assert len(played) == len(built) and all(abs(a - b) <= 0.006 for a, b in zip(played, built))


def test_the_page_follows_a_slider_in_the_next_frame(browser, build_inspector):
    load(browser, build_inspector({}))
    open_inspector(browser)
    gap = """
        const [a, b] = document.querySelectorAll('[role="tablist"] [role="tab"]');
        return Math.round(b.getBoundingClientRect().left - a.getBoundingClientRect().right);
    """
    browser.find_element(By.CSS_SELECTOR, '[data-tab="primary"]').click()
    settle(browser)
    before = browser.execute_script(gap)
    drag(browser, "tabBar.spacing", 30)
    assert root_property(browser, "--tab-bar-spacing") == "30px"
    assert browser.execute_script(gap) == before + 22  # 8 → 30
    number = browser.find_element(By.CSS_SELECTOR, '[data-part="inspector"] input[type="number"][data-field="tabBar.spacing"]')
    assert number.get_attribute("value") == "30"


def test_replay_and_speed(browser, build_inspector):
    load(browser, build_inspector({}))
    open_inspector(browser)
    browser.find_element(By.CSS_SELECTOR, '[data-tab="updates"]').click()
    settle(browser)
    browser.find_element(By.CSS_SELECTOR, '[data-part="inspector-speed"] input[value="0.25"]').click()
    browser.find_element(By.CSS_SELECTOR, '[data-part="inspector-replay"]').click()
    played = browser.execute_script("""
        const running = document.getAnimations().filter((a) => a.timeline === document.timeline && a.playState === 'running');
        return { count: running.length, rates: [...new Set(running.map((a) => a.playbackRate))],
                 tab: document.documentElement.dataset.activeTab };
    """)
    assert played["count"] > 0 and played["rates"] == [0.25] and played["tab"] == "updates"
    settle(browser)
    browser.find_element(By.CSS_SELECTOR, '[data-part="inspector-speed"] input[value="1"]').click()
    browser.find_element(By.CSS_SELECTOR, '[data-tab="primary"]').click()
    rates = browser.execute_script("""
        return [...new Set(document.getAnimations().filter((a) => a.timeline === document.timeline).map((a) => a.playbackRate))];
    """)
    assert rates == [1]


def test_undo_redo_and_reset_in_a_preview(browser, build_inspector):
    load(browser, build_inspector({"tabBar": {"spacing": 12}}))
    open_inspector(browser)
    drag(browser, "tabBar.spacing", 40, release=True)
    assert root_property(browser, "--tab-bar-spacing") == "40px"
    modifier = Keys.COMMAND if browser.execute_script("return /Mac/.test(navigator.platform)") else Keys.CONTROL
    keys = browser.find_element(By.CSS_SELECTOR, '[data-part="inspector"] input[type="range"][data-field="tabBar.height"]')
    keys.send_keys(modifier, "z")
    wait_frames(browser, 2)
    assert root_property(browser, "--tab-bar-spacing") == "12px"
    keys.send_keys(modifier, Keys.SHIFT, "z")
    wait_frames(browser, 2)
    assert root_property(browser, "--tab-bar-spacing") == "40px"
    browser.find_element(By.CSS_SELECTOR, '[data-part="inspector-undo"]').click()
    wait_frames(browser, 2)
    assert root_property(browser, "--tab-bar-spacing") == "12px"
    browser.find_element(By.CSS_SELECTOR, '[data-part="inspector-redo"]').click()
    wait_frames(browser, 2)
    browser.find_element(By.CSS_SELECTOR, '[data-reset="tabBar.spacing"]').click()
    wait_frames(browser, 2)
    assert root_property(browser, "--tab-bar-spacing") == "8px"  # the default, not the spec's 12


def test_a_link_with_changes_applies_them_through_the_field_rules(browser, build_inspector):
    url = build_inspector({})
    hostile = "<img src=x onerror=alert(1)>"
    load(browser, url + "#tab=primary&set=tabBar.animation.bounce:0.6&set=tabBar.spacing:9999&set=nope:1"
         "&set=tabs[1].color:red&set=title:" + hostile.replace(" ", "%20").replace("<", "%3C").replace(">", "%3E"))
    wait_frames(browser, 4)
    shown = browser.execute_script("""
        return { banner: document.querySelector('[data-part="inspector-banner"]').textContent,
                 title: document.querySelector('[data-part="large-title"] h1').textContent,
                 images: document.querySelectorAll('img').length,
                 open: !document.querySelector('[data-part="inspector"]').hidden,
                 tab: document.documentElement.dataset.activeTab };
    """)
    assert shown["open"] and shown["tab"] == "primary"
    assert "Bounce 0.6" in shown["banner"] and "Tab 2 color red" in shown["banner"]
    assert "9999" not in shown["banner"] and "nope" not in shown["banner"]
    assert shown["title"] == hostile and shown["images"] == 0
    assert browser.find_element(By.CSS_SELECTOR, '[data-part="spring-overshoot"]').text != "4.6 %"
    assert root_property(browser, "--tab-bar-spacing") == "8px"


def test_copy_link_and_json_carry_the_changes(browser, build_inspector):
    url = build_inspector({})
    load(browser, url)
    stub_clipboard(browser)
    open_inspector(browser)
    drag(browser, "scroll.collapseThreshold", 140, release=True)
    drag(browser, "tabBar.animation.duration", 0.5, release=True)
    browser.find_element(By.CSS_SELECTOR, '[data-part="copy-changes-json"]').click()
    wait_frames(browser, 2)
    assert json.loads(browser.execute_script("return window.copied")) == {
        "scroll": {"collapseThreshold": 140}, "tabBar": {"animation": {"duration": 0.5}}}
    browser.find_element(By.CSS_SELECTOR, '[data-part="copy-changes-link"]').click()
    wait_frames(browser, 2)
    link = browser.execute_script("return window.copied")
    assert "set=scroll.collapseThreshold%3A140" in link and "set=tabBar.animation.duration%3A0.5" in link
    browser.get("about:blank")
    load(browser, link)
    wait_frames(browser, 4)
    assert root_property(browser, "--scroll-collapse-threshold") == "140px"


@pytest.mark.parametrize("size, placement", [((393, 852), "sheet"), ((1280, 900), "beside")])
def test_a_sheet_on_a_phone_beside_the_phone_on_a_wide_window(browser, build_inspector, size, placement):
    set_viewport(browser, *size)
    load(browser, build_inspector({}))
    open_inspector(browser)
    boxes = browser.execute_script("""
        const box = (selector) => document.querySelector(selector).getBoundingClientRect().toJSON();
        return { panel: box('[data-part="inspector"]'), screen: box('[data-part="screen"]'), height: innerHeight };
    """)
    panel, screen = boxes["panel"], boxes["screen"]
    if placement == "sheet":
        assert abs(panel["bottom"] - boxes["height"]) <= 1 and panel["top"] > boxes["height"] * 0.3
    else:
        assert panel["right"] <= screen["left"] - 11  # clear of the bezel


def test_the_panel_is_as_it_was_after_a_reload(browser, build_inspector):
    load(browser, build_inspector({}))
    open_inspector(browser)
    browser.execute_script("document.querySelector('.inspector__body').scrollTop = 300")
    wait_frames(browser, 2)
    scrolled = browser.execute_script("return document.querySelector('.inspector__body').scrollTop")
    browser.refresh()
    browser.execute_async_script("""
        const done = arguments[arguments.length - 1];
        const check = () => document.querySelector('[data-part="inspector"]:not([hidden])')
          ? requestAnimationFrame(() => done()) : requestAnimationFrame(check);
        check();
    """)
    assert scrolled > 0
    assert browser.execute_script("return document.querySelector('.inspector__body').scrollTop") == scrolled


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_open_panel_has_no_serious_accessibility_violations(browser, build_inspector, axe_source, scheme):
    from harness import set_color_scheme
    from test_accessibility import violations

    if scheme == "dark":
        assert set_color_scheme(browser, "dark")
    set_viewport(browser, 1280, 900)
    load(browser, build_inspector({}))
    open_inspector(browser)
    assert violations(browser, axe_source) == []


def type_into(browser, selector: str, text: str) -> None:
    """Writes `text` in a text box of the panel as a person does: typed, then committed (change)."""
    browser.execute_script("""
        const [selector, text] = arguments;
        const box = document.querySelector(selector);
        box.scrollIntoView({ block: 'center' });
        box.value = text;
        box.dispatchEvent(new Event('input', { bubbles: true }));
        box.dispatchEvent(new Event('change', { bubbles: true }));
    """, selector, text)
    wait_frames(browser, 2)


def pick(browser, path: str, value: str) -> None:
    browser.execute_script("""
        const select = document.querySelector(`[data-part="inspector"] select[data-field="${arguments[0]}"]`);
        select.value = arguments[1];
        select.dispatchEvent(new Event('change', { bubbles: true }));
    """, path, value)
    wait_frames(browser, 2)


PHRASE_BOXES = """
    return Array.from(document.querySelectorAll(`[data-part="inspector"] input[data-field="${arguments[0]}"]`),
      (box) => [box.dataset.category, box.value, box.getAttribute('aria-label')]);
"""


def test_the_screens_words_and_the_locale_are_edited_and_travel_in_the_link(browser, build_inspector):
    """A plural phrase has a box per plural category of the language (English: one, other); its
    one form, a plain text (which the page shows at once) and a locale from the list go into the
    link and the JSON patch exactly, and the link gives them back."""
    url = build_inspector({})
    load(browser, url)
    stub_clipboard(browser)
    open_inspector(browser)
    assert browser.execute_script(PHRASE_BOXES, "strings.searchResults") == [
        ["one", "{count} Result", "Search results, one"], ["other", "{count} Results", "Search results, other"]]
    locales = browser.execute_script(
        "return Array.from(document.querySelector('select[data-field=\"locale\"]').options, (option) => option.value)")
    assert locales[0] == "auto" and "de-DE" in locales and "ar-EG-u-nu-latn" in locales
    type_into(browser, '[data-field="strings.searchResults"][data-category="one"]', "{count} Hit")
    type_into(browser, '[data-field="strings.noResults"]', "Nothing <b>Found</b>")
    pick(browser, "locale", "de-DE")
    # A plain text the page shows is shown at once, as text.
    assert browser.execute_script(
        "return document.querySelector('.mail-list__empty[data-empty=\"search\"]').textContent") == "Nothing <b>Found</b>"
    browser.find_element(By.CSS_SELECTOR, '[data-part="copy-changes-json"]').click()
    wait_frames(browser, 2)
    assert json.loads(browser.execute_script("return window.copied")) == {
        "locale": "de-DE",
        "strings": {"searchResults": {"one": "{count} Hit", "other": "{count} Results"}, "noResults": "Nothing <b>Found</b>"}}
    browser.find_element(By.CSS_SELECTOR, '[data-part="copy-changes-link"]').click()
    wait_frames(browser, 2)
    link = browser.execute_script("return window.copied")
    from urllib.parse import parse_qs, urlsplit
    sets = parse_qs(urlsplit(link).fragment)["set"]
    assert sorted(sets) == sorted([
        'strings.searchResults:{"one":"{count} Hit","other":"{count} Results"}',
        "strings.noResults:Nothing <b>Found</b>", "locale:de-DE"])
    # The link gives the same changes back, through the same rules.
    browser.get("about:blank")
    load(browser, link)
    wait_frames(browser, 4)
    shown = browser.execute_script("""
        return { banner: document.querySelector('[data-part="inspector-banner"]').textContent,
                 empty: document.querySelector('.mail-list__empty[data-empty="search"]').textContent,
                 locale: document.querySelector('select[data-field="locale"]').value,
                 images: document.querySelectorAll('.mail-list b, .mail-list img').length };
    """)
    assert 'Search results {"one":"{count} Hit","other":"{count} Results"}' in shown["banner"]
    assert "Locale de-DE" in shown["banner"] and "No results Nothing <b>Found</b>" in shown["banner"]
    assert shown["empty"] == "Nothing <b>Found</b>" and shown["images"] == 0 and shown["locale"] == "de-DE"
    assert browser.execute_script(PHRASE_BOXES, "strings.searchResults")[0][:2] == ["one", "{count} Hit"]


def test_a_phrase_with_only_other_is_a_string_and_one_without_other_is_refused(browser, build_inspector):
    """Arabic has six plural categories, each a box; a spec's own locale the list does not offer
    is offered too."""
    arabic = json.loads((REPO_ROOT / "examples" / "arabic.json").read_text(encoding="utf-8"))
    set_viewport(browser, 1280, 900)
    load(browser, build_inspector({**arabic, "locale": "ar-MA"}))
    stub_clipboard(browser)
    open_inspector(browser)
    browser.execute_script(
        "document.querySelector('[data-field=\"strings.searchCaption\"]').scrollIntoView({ block: 'start' })")
    screenshot(browser, "inspector-plural-forms-arabic")
    boxes = browser.execute_script(PHRASE_BOXES, "strings.searchCaption")
    assert [box[0] for box in boxes] == ["zero", "one", "two", "few", "many", "other"]
    assert browser.execute_script("return document.querySelector('select[data-field=\"locale\"]').value") == "ar-MA"
    # Only `other` left: a string.
    for category in ["zero", "one", "two", "few", "many"]:
        type_into(browser, f'[data-field="strings.searchCaption"][data-category="{category}"]', "")
    # `other` emptied: not a value the field takes, and the panel says so.
    type_into(browser, '[data-field="strings.searchResults"][data-category="other"]', "")
    status = browser.execute_script("""
        const status = document.querySelector('.inspector__status');
        return [status.dataset.urgent, status.textContent];
    """)
    assert status[0] == "true" and "is not a value this field takes" in status[1]
    assert browser.execute_script(PHRASE_BOXES, "strings.searchResults")[-1][1] == "{count} نتيجة"
    browser.find_element(By.CSS_SELECTOR, '[data-part="copy-changes-json"]').click()
    wait_frames(browser, 2)
    assert json.loads(browser.execute_script("return window.copied")) == {"strings": {"searchCaption": "{count} رسالة"}}
