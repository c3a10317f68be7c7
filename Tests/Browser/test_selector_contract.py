"""The selector contract, checked in a real page: every selector holds once the page has loaded
(in the generated markup, or set by the page's script at start), and each one that only holds in a
state is absent before that state and present in it.

The selectors come from the binary (`mailsitegen selectors --format json`), which prints the
generator's own list, so this file lists no selector of its own. `<id>` in a selector stands for a
tab id and is filled in here.
"""
from __future__ import annotations

import json
import subprocess
from typing import NamedTuple

import pytest
from selenium.webdriver.common.by import By

from harness import screenshot
from harness.page import load, settle

AFTER_LOAD = ("in the generated markup", "set by the page's script at start")
WHILE_SEARCHING = "only while searching"
FOR_A_TAB_WITH_NO_MAIL = "only when a tab has no mail"
WHEN_A_PHONE_IS_NAMED = "only when the spec or a link names a phone"
STATES = (WHILE_SEARCHING, FOR_A_TAB_WITH_NO_MAIL, WHEN_A_PHONE_IS_NAMED)

# A spec with a category that has no mail: `quiet`.
EMPTY_TAB_SPEC = {
    "tabs": [
        {"id": "work", "title": "Work", "symbol": "envelope", "color": "orange"},
        {"id": "quiet", "title": "Quiet", "symbol": "bell", "color": "gray"},
    ],
    "mails": [{"from": "Ana", "subject": "Plan", "date": "2026-11-28T09:41:00", "category": "work"}],
}


class Entry(NamedTuple):
    selector: str
    what: str
    present: str

    def filled(self, tab_id: str) -> str:
        return self.selector.replace("<id>", tab_id)


@pytest.fixture(scope="module")
def contract(mailsitegen_bin) -> list[Entry]:
    """The page's selectors as the binary prints them: selector, what, present."""
    printed = subprocess.run([str(mailsitegen_bin), "selectors", "--format", "json"], capture_output=True,
                             text=True, check=True, timeout=60).stdout
    return [Entry(entry["selector"], entry["meaning"], entry["present"]) for entry in json.loads(printed)["page"]]


def entries(contract: list[Entry], *present: str) -> list[Entry]:
    return [entry for entry in contract if entry.present in present]


def matches(browser, selector: str) -> int:
    return browser.execute_script("return document.querySelectorAll(arguments[0]).length", selector)


def shown(browser, selector: str) -> bool:
    return any(element.is_displayed() for element in browser.find_elements(By.CSS_SELECTOR, selector))


def tab_ids(browser) -> list[str]:
    return browser.execute_script(
        "return Array.from(document.querySelectorAll('[data-tab]'), (pill) => pill.dataset.tab)")


def test_the_contract_is_read_and_every_state_is_known(contract):
    assert len(contract) >= 20
    assert len({entry.selector for entry in contract}) == len(contract)
    unknown = {entry.present for entry in contract} - set(AFTER_LOAD) - set(STATES)
    assert not unknown, f"no test here enters these states: {unknown}"
    for present in AFTER_LOAD + STATES:
        assert entries(contract, present), f"no selector is present {present!r}: is this file out of date?"


def test_every_selector_holds_after_load_and_no_state_selector_does(browser, default_page_url, contract):
    load(browser, default_page_url)
    ids = tab_ids(browser)
    category = browser.execute_script("return document.querySelector('[role=\"tab\"]').dataset.tab")
    missing = [
        entry.filled(category) for entry in entries(contract, *AFTER_LOAD) if matches(browser, entry.filled(category)) == 0
    ]
    assert not missing, f"{browser.engine}: no element matches {missing}"
    early = [
        entry.filled(tab_id)
        for entry in entries(contract, *STATES)
        for tab_id in ids
        if matches(browser, entry.filled(tab_id))
    ]
    assert not early, f"{browser.engine}: present before their state: {early}"


def test_search_selectors_hold_only_while_searching(browser, default_page_url, contract):
    load(browser, default_page_url)
    searching = entries(contract, WHILE_SEARCHING)
    browser.find_element(By.CSS_SELECTOR, '[data-part="search"] input').click()
    settle(browser)  # Cancel has slid in: a click in mid-slide can land beside it
    missing = [entry.selector for entry in searching if matches(browser, entry.selector) == 0]
    assert not missing, f"{browser.engine}: no element matches {missing} while searching"
    browser.find_element(By.CSS_SELECTOR, '[data-part="search-cancel"]').click()
    settle(browser)
    left = [entry.selector for entry in searching if matches(browser, entry.selector)]
    assert not left, f"{browser.engine}: still present after Cancel: {left}"


def test_empty_tab_selectors_hold_for_a_tab_with_no_mail_and_show_when_it_is_active(browser, build_page, contract):
    load(browser, build_page(EMPTY_TAB_SPEC, "empty-tab"))
    empty_tab = entries(contract, FOR_A_TAB_WITH_NO_MAIL)
    missing = [entry.filled("quiet") for entry in empty_tab if matches(browser, entry.filled("quiet")) == 0]
    assert not missing, f"{browser.engine}: no element matches {missing} for a tab with no mail"
    wrong = [entry.filled("work") for entry in empty_tab if matches(browser, entry.filled("work"))]
    assert not wrong, f"{browser.engine}: present for a tab that has mail: {wrong}"
    shown_early = [entry.filled("quiet") for entry in empty_tab if shown(browser, entry.filled("quiet"))]
    assert not shown_early, f"{browser.engine}: shown while All Mails is active: {shown_early}"
    browser.find_element(By.CSS_SELECTOR, '[data-tab="quiet"]').click()
    settle(browser)
    unseen = [entry.filled("quiet") for entry in empty_tab if not shown(browser, entry.filled("quiet"))]
    assert not unseen, f"{browser.engine}: not shown while the empty tab is active: {unseen}"
    screenshot(browser, "selector-contract-empty-tab")


def test_phone_selectors_hold_only_when_a_phone_is_named(browser, default_page_url, build_page, contract):
    named = entries(contract, WHEN_A_PHONE_IS_NAMED)
    for url in (default_page_url + "#device=se", build_page({"screen": {"device": "16-plus"}}, "named-phone")):
        browser.get("about:blank")
        load(browser, url)
        missing = [entry.selector for entry in named if matches(browser, entry.selector) == 0]
        assert not missing, f"{browser.engine}: no element matches {missing} on {url}"
    browser.get("about:blank")
    load(browser, default_page_url + "#device=custom")
    assert not [entry.selector for entry in named if matches(browser, entry.selector)]
