"""A spec whose every string is a payload builds a page that shows those strings as text and runs
no script of theirs; payloads that only a value with a grammar could carry are refused."""
import json
import subprocess

import pytest
from selenium.common.exceptions import NoAlertPresentException
from selenium.webdriver.common.by import By

from harness.page import load, settle

PAYLOADS = [
    "</script><script>alert(1)</script>",
    "\" onmouseover=\"alert(2)",
    "' onfocus='alert(3)' autofocus='",
    "javascript:alert(4)",
    "}body{display:none}",
    "{{title}} {{html mailRows}}",
    "<img src=x onerror=alert(5)><iframe srcdoc='<script>alert(6)</script>'>",
    "nul\u0000byte \u202egnp.exe\u202c bidi",
    "]]></style><style>*{display:none}</style>",
]


def payload_spec(payload: str) -> dict:
    long = payload + "x" * 100_000
    return {
        "title": payload,
        "description": payload,
        "tabs": [
            {"id": "primary", "title": payload, "symbol": "person", "color": "blue"},
            {"id": "other", "title": "Other", "symbol": "star", "color": "green"},
        ],
        "allMails": {"title": payload},
        "search": {"placeholder": payload, "cancelTitle": payload},
        "mails": [
            {"from": payload, "subject": payload, "preview": long, "date": "2026-11-28", "category": "primary"},
        ],
        # The screen's own words: in the markup, and in the data block the script writes from. A
        # brace opens a placeholder there, so a payload with one is a refused spec (the corpus's).
        **({} if "{" in payload or "}" in payload else {"strings": {
            "noResults": payload, "unread": payload, "appearanceAutomatic": payload,
            "searchCaption": {"one": payload, "other": payload + " {count}"},
        }}),
    }


# Each payload meets the single file's inline script and style in its own way.
@pytest.mark.single_file_every_case
@pytest.mark.parametrize("payload", PAYLOADS, ids=range(len(PAYLOADS)))
def test_strings_are_shown_as_text_and_run_nothing(browser, build_page, payload):
    load(browser, build_page(payload_spec(payload)))
    with pytest.raises(NoAlertPresentException):
        browser.switch_to.alert.text
    state = browser.execute_script(
        """
        return {
          scripts: document.querySelectorAll('script:not([type="application/json"])').length,
          dataBlocks: document.querySelectorAll('script[type="application/json"]').length,
          noResults: document.querySelector('[data-empty="search"]').textContent,
          appearance: document.querySelector('[data-part="appearance"]').getAttribute('aria-label'),
          styles: document.querySelectorAll('style').length,
          injected: document.querySelectorAll('img, iframe, [onmouseover], [onfocus], [onerror], [autofocus]').length,
          title: document.title,
          h1: document.querySelector('h1').textContent,
          from: document.querySelector('.mail__from').textContent,
          preview: document.querySelector('.mail__preview').textContent.length,
          label: document.querySelector('[data-tab=primary] .pill__text').textContent,
          placeholder: document.querySelector('.search__input').placeholder,
          bodyShown: getComputedStyle(document.body).display !== 'none',
        };
        """
    )
    single = browser.execute_script("return !document.querySelector('link[rel=stylesheet]')")
    assert state["scripts"] == 1  # app.js (inline in a single-file page), nothing else
    assert state["dataBlocks"] == 2  # the page's words and its motion table, read as JSON, never run
    if "{" not in payload and "}" not in payload:
        shown_word = payload.replace("\u0000", "\ufffd")
        assert state["noResults"] == shown_word
        assert state["appearance"] == payload  # set by the script from the data block, as written
    assert state["styles"] == (1 if single else 0)
    assert state["injected"] == 0
    shown = payload.replace("\u0000", "\ufffd")
    assert state["h1"] == shown and state["from"] == shown and state["label"] == shown
    assert state["placeholder"] == shown
    assert state["title"] == " ".join(shown.split())  # document.title collapses whitespace
    assert state["preview"] == len(shown) + 100_000
    assert state["bodyShown"]
    # The page still works.
    browser.find_element(By.CSS_SELECTOR, '[data-tab="other"]').click()
    settle(browser)
    assert browser.execute_script("return document.documentElement.dataset.activeTab") == "other"


@pytest.mark.parametrize(
    "spec",
    [
        {"tabs": [{"id": "x\" onclick=\"alert(1)", "title": "A", "symbol": "star", "color": "blue"}]},
        {"tabs": [{"id": "a", "title": "A", "symbol": "star", "color": "red;}body{display:none"}]},
        {"tabs": [{"id": "a", "title": "A", "symbol": "<svg onload=alert(1)>", "color": "blue"}]},
        {"initialTab": "</script><script>alert(1)</script>"},
        {"mails": [{"from": "A", "subject": "S", "date": "<script>", "category": "primary"}]},
    ],
    ids=["tab-id", "colour", "symbol", "initial-tab", "date"],
)
def test_values_with_a_grammar_refuse_payloads(mailsitegen_bin, tmp_path, spec):
    path = tmp_path / "spec.json"
    path.write_text(json.dumps(spec))
    result = subprocess.run([str(mailsitegen_bin), "build", "--spec", str(path), "--out", str(tmp_path / "out")],
                            capture_output=True, text=True)
    assert result.returncode == 1 and result.stderr.startswith("Error: ") and result.stderr.count("\n") == 1
    assert not (tmp_path / "out").exists()


def test_content_security_policy_allows_only_the_pages_own_code(browser, build_page):
    load(browser, build_page({}))
    result = browser.execute_script(
        """
        const policy = document.querySelector('meta[http-equiv="Content-Security-Policy"]').content;
        const script = document.createElement('script');
        script.textContent = 'window.injected = true';
        document.body.append(script);
        const style = document.createElement('style');
        style.textContent = 'body { display: none !important }';
        document.head.append(style);
        return {policy, ran: window.injected === true, hidden: getComputedStyle(document.body).display === 'none',
                ready: document.documentElement.hasAttribute('data-ready')};
        """
    )
    assert "default-src 'none'" in result["policy"]
    assert result["ready"]  # the page's own script runs (from file://, inline or beside it)
    assert not result["ran"] and not result["hidden"]  # anything added later does not
