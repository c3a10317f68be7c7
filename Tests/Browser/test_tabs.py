"""§2: the tab bar's states and tapping rules, read off the rendered page after the springs settle."""
import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from harness import screenshot, set_viewport, wait_for
from harness.page import active_tab, label_fits, load, pills, same_color, settle

CATEGORIES = ["primary", "transactions", "updates", "promotions"]
COLORS = {"primary": "#007AFF", "transactions": "#34C759", "updates": "#5856D6", "promotions": "#FF2D55"}
INACTIVE_BACKGROUND = "#E8E8E8"
GRAY = "#8E8E93"


def tap(browser, tab_id: str) -> None:
    browser.find_element(By.CSS_SELECTOR, f'[data-tab="{tab_id}"]').click()
    settle(browser)


def visible_categories(browser) -> set[str]:
    return set(browser.execute_script(
        "return Array.from(document.querySelectorAll('[data-part=mail]'))"
        ".filter((row) => row.getBoundingClientRect().height > 0).map((row) => row.dataset.category)"))


def assert_title_closed(pill: dict) -> None:
    """A closed title: faded out, its clipping box slid back over its text. At rest WebKit snaps
    each transformed layer to a whole pixel, the box and the text it clips rounded apart (the
    text's fractional width decides which way), so up to one pixel of box may lie over the text;
    an open or half-closed title is tens of pixels."""
    assert pill["labelOpacity"] == pytest.approx(0)
    assert pill["labelWidth"] <= 1


def assert_all_mails_state(browser, spacing=-15, ring=3, horizontal_padding=15, gap=8):
    assert active_tab(browser) == "allMails"
    state = pills(browser, inline=True)
    categories = [state[c] for c in CATEGORIES]
    for pill in categories:
        assert pill["role"] == "tab" and pill["selected"] == "false"
        # Icons only: the outline symbol, no label.
        assert_title_closed(pill)
        assert pill["outlineOpacity"] == pytest.approx(1) and pill["filledOpacity"] == pytest.approx(0)
        assert same_color(pill["background"], INACTIVE_BACKGROUND)
        assert same_color(pill["color"], GRAY)
        assert pill["paddingLeft"] == pytest.approx(20)
        # The page-coloured ring around each category: outset by its width at the left, top and
        # bottom (its right side lies under the next pill).
        assert pill["ring"]["left"] == pytest.approx(pill["left"] - ring, abs=0.5)
        assert pill["ring"]["top"] == pytest.approx(pill["top"] - ring, abs=0.5)
        assert pill["ring"]["bottom"] == pytest.approx(pill["bottom"] + ring, abs=0.5)
    # HStack(spacing: -15): each category overlaps the previous one.
    for before, after in zip(categories, categories[1:]):
        assert after["left"] - before["right"] == pytest.approx(spacing, abs=0.5)
    assert categories[0]["left"] == pytest.approx(horizontal_padding, abs=0.5)
    # The All Mails pill: present, after the group, with its label and filled icon.
    all_mails = state["allMails"]
    assert all_mails["displayed"]
    assert all_mails["left"] - categories[-1]["right"] == pytest.approx(gap, abs=0.5)
    assert all_mails["labelWidth"] > 20 and all_mails["labelOpacity"] == pytest.approx(1)
    assert all_mails["filledOpacity"] == pytest.approx(1) and all_mails["outlineOpacity"] == pytest.approx(0)
    assert same_color(all_mails["background"], "#000000")
    assert same_color(all_mails["color"], "#FFFFFF")
    assert same_color(all_mails["labelColor"], "#FFFFFF")
    assert visible_categories(browser) == set(CATEGORIES)


def assert_category_state(browser, selected: str, spacing=8):
    assert active_tab(browser) == selected
    state = pills(browser, inline=True)
    for tab_id in CATEGORIES:
        pill = state[tab_id]
        if tab_id == selected:
            assert pill["selected"] == "true"
            assert same_color(pill["background"], COLORS[tab_id])
            assert same_color(pill["color"], "#FFFFFF")
            assert same_color(pill["labelColor"], "#FFFFFF")
            assert pill["filledOpacity"] == pytest.approx(1) and pill["outlineOpacity"] == pytest.approx(0)
            assert pill["labelWidth"] > 30 and pill["labelOpacity"] == pytest.approx(1)
            assert pill["paddingLeft"] == pytest.approx(13)
            # The whole title shows: the label opened to its text's width, not a stale measure.
            assert label_fits(browser, tab_id)
        else:
            assert pill["selected"] == "false"
            assert same_color(pill["background"], INACTIVE_BACKGROUND)
            assert same_color(pill["color"], GRAY)
            assert pill["outlineOpacity"] == pytest.approx(1) and pill["filledOpacity"] == pytest.approx(0)
            assert_title_closed(pill)
            assert pill["paddingLeft"] == pytest.approx(20)
        # Ring hidden behind the pill (inset by its width).
        assert pill["ring"]["left"] >= pill["left"] and pill["ring"]["top"] >= pill["top"] - 0.01
        assert pill["ring"]["bottom"] <= pill["bottom"] + 0.01
        # The shape is drawn where the box is.
        assert (pill["shapeLeft"], pill["shapeRight"]) == pytest.approx((pill["left"], pill["right"]), abs=0.5)
    ordered = [state[c] for c in CATEGORIES]
    for before, after in zip(ordered, ordered[1:]):
        assert after["left"] - before["right"] == pytest.approx(spacing, abs=0.5)
    assert not state["allMails"]["displayed"]
    assert visible_categories(browser) == {selected}
    assert ordered[-1]["right"] <= browser.execute_script("return innerWidth") - 15 + 0.5


# Right to left (a link's dir=rtl), the same states mirrored: read along the inline direction.
DIRECTIONS = pytest.mark.parametrize("direction", ["ltr", "rtl"])


def in_direction(url: str, direction: str) -> str:
    return url if direction == "ltr" else url + "#dir=rtl"


@DIRECTIONS
def test_starts_in_all_mails(browser, default_page_url, direction):
    load(browser, in_direction(default_page_url, direction))
    assert_all_mails_state(browser)
    screenshot(browser, "tabs-all-mails" + ("" if direction == "ltr" else "-rtl"))


@pytest.mark.parametrize("tab_id", CATEGORIES)
def test_tapping_a_category_selects_it(browser, default_page_url, tab_id):
    load(browser, default_page_url)
    tap(browser, tab_id)
    assert_category_state(browser, tab_id)
    screenshot(browser, f"tabs-{tab_id}")


@DIRECTIONS
def test_tapping_another_category_moves_the_selection(browser, default_page_url, direction):
    load(browser, in_direction(default_page_url, direction))
    tap(browser, "primary")
    tap(browser, "promotions")
    assert_category_state(browser, "promotions")


@DIRECTIONS
def test_tapping_the_active_category_returns_to_all_mails(browser, default_page_url, direction):
    load(browser, in_direction(default_page_url, direction))
    tap(browser, "updates")
    tap(browser, "updates")
    assert_all_mails_state(browser)


def test_tapping_all_mails_does_nothing(browser, default_page_url):
    load(browser, default_page_url)
    before = pills(browser)
    tap(browser, "allMails")
    assert active_tab(browser) == "allMails"
    assert pills(browser) == before


def test_initial_tab_comes_from_the_spec(browser, build_page):
    load(browser, build_page({"initialTab": "transactions"}))
    assert_category_state(browser, "transactions")
    tap(browser, "transactions")
    assert_all_mails_state(browser)


def test_custom_geometry(browser, build_page):
    spec = {"tabBar": {"collapsedSpacing": -10, "spacing": 12, "ringWidth": 2, "horizontalPadding": 20}}
    load(browser, build_page(spec))
    assert_all_mails_state(browser, spacing=-10, ring=2, horizontal_padding=20, gap=12)
    tap(browser, "primary")
    state = pills(browser)
    ordered = [state[c] for c in CATEGORIES]
    for before, after in zip(ordered, ordered[1:]):
        assert after["left"] - before["right"] == pytest.approx(12, abs=0.5)


def test_active_pill_can_fill_the_width(browser, build_page):
    load(browser, build_page({"tabBar": {"activeFillsWidth": True, "activePadding": 10}}))
    tap(browser, "updates")
    state = pills(browser)
    width = browser.execute_script("return innerWidth")
    assert state["promotions"]["right"] == pytest.approx(width - 15, abs=0.5)
    assert state["updates"]["width"] > state["primary"]["width"] * 2
    assert label_fits(browser, "updates")
    screenshot(browser, "tabs-fills-width")


def test_custom_tabs_and_colours(browser, build_page):
    spec = {
        "tabs": [
            {"id": "work", "title": "Work", "symbol": "envelope", "color": "orange"},
            {"id": "bills", "title": "Bills", "symbol": "creditcard", "color": "#123456"},
        ],
    }
    load(browser, build_page(spec))
    tap(browser, "bills")
    state = pills(browser)
    assert same_color(state["bills"]["background"], "#123456")
    assert visible_categories(browser) == {"bills"}
    tap(browser, "work")
    assert same_color(pills(browser)["work"]["background"], "#FF9500")


def test_keyboard(browser, default_page_url):
    load(browser, default_page_url)
    tabs = browser.find_elements(By.CSS_SELECTOR, '[role="tab"]')
    # One tab stop for the whole tab list (roving tabindex).
    assert [t.get_attribute("tabindex") for t in tabs] == ["0", "-1", "-1", "-1"]
    browser.execute_script("arguments[0].focus()", tabs[0])

    def focused() -> str:
        return browser.execute_script("return document.activeElement.dataset.tab")

    browser.switch_to.active_element.send_keys(Keys.ARROW_RIGHT)
    assert focused() == "transactions"
    browser.switch_to.active_element.send_keys(Keys.END)
    assert focused() == "promotions"
    browser.switch_to.active_element.send_keys(Keys.ARROW_RIGHT)
    assert focused() == "primary"
    browser.switch_to.active_element.send_keys(Keys.ARROW_LEFT)
    assert focused() == "promotions"
    browser.switch_to.active_element.send_keys(Keys.ENTER)
    settle(browser)
    assert_category_state(browser, "promotions")
    assert [t.get_attribute("tabindex") for t in tabs] == ["-1", "-1", "-1", "0"]
    browser.switch_to.active_element.send_keys(Keys.SPACE)
    settle(browser)
    assert_all_mails_state(browser)


# A scroll made while the list is still changing to a tab's mails (the list follows the tap a
# frame later): the engine's scroll anchoring would move the offset to keep a row in place
# (Firefox moved 240 to 139), which iOS never does and which a comparison relays to every phone.
@pytest.mark.parametrize("size", [(393, 852), (1280, 900)], ids=["phone", "wide"])
def test_a_scroll_just_after_a_tap_is_kept_when_the_list_changes(browser, build_page, size):
    set_viewport(browser, *size)
    load(browser, build_page({"tabs": [
        {"id": "primary", "title": "Primary", "symbol": "person", "color": "blue"},
        {"id": "updates", "title": "Updates", "symbol": "text.bubble", "color": "indigo"},
    ]}))
    browser.execute_script("""
        window.__offset = null;
        const screen = document.querySelector('[data-part="screen"]');
        const scroller = getComputedStyle(screen).overflowY === 'visible' ? window : screen;
        document.querySelector('[role="tab"][data-tab="updates"]').click();
        scroller.scrollTo({ top: 240, behavior: 'instant' });
        const wait = (frames, then) => frames ? requestAnimationFrame(() => wait(frames - 1, then)) : then();
        wait(4, () => {
          window.__offset = [scrollY + screen.scrollTop, document.documentElement.dataset.listTab];
        });
    """)
    wait_for(browser, "window.__offset !== null", "four frames after the tap")
    offset = browser.execute_script("return window.__offset")
    assert offset == [240, "updates"], offset
    settle(browser)
