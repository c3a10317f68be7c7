"""Text in its own direction (reference.md §6, right-to-left): every text from the spec or the mails
takes its paragraph direction from its own first strong character, as SwiftUI's `Text` does, and
aligns to the layout's leading edge. In an Arabic layout an English mail reads "Dinner on Friday?"
and "9:41 AM", right-aligned, and truncates at its own end (the right); in an English layout an
Arabic mail reads right to left, left-aligned. Measured from the glyphs' boxes (a Range over the
text), not from screenshots: a page that lets the layout's direction reorder the text fails."""
import pytest

from harness import screenshot
from harness.axe_check import violations
from harness.page import load

# The boxes of parts of an element's text: `parts` are substrings of its first text node.
PARTS_JS = """
const [selector, parts, sender] = arguments;
const row = sender && Array.from(document.querySelectorAll('[data-part="mail"]'))
  .find((mail) => mail.querySelector('.mail__from').textContent === sender);
const element = sender ? row.querySelector(selector) : document.querySelector(selector);
const node = element.firstChild;
const plain = (r) => ({left: r.left, right: r.right, top: r.top, bottom: r.bottom});
const box = (text) => {
  const start = node.data.indexOf(text);
  if (start < 0) return null;
  const range = document.createRange();
  range.setStart(node, start);
  range.setEnd(node, start + text.length);
  return plain(range.getBoundingClientRect());
};
const whole = document.createRange();
whole.selectNodeContents(element);
const style = getComputedStyle(element);
return {element: plain(element.getBoundingClientRect()), text: plain(whole.getBoundingClientRect()),
        parts: Object.fromEntries(parts.map((p) => [p, box(p)])),
        unicodeBidi: style.unicodeBidi, direction: style.direction, layout: getComputedStyle(document.documentElement).direction};
"""

ARABIC_SUBJECT = "هل نلتقي غدا?"
ARABIC_SENDER = "ليلى حسن"
LONG_SUBJECT = "Quarterly planning notes and the agenda for Thursday's long review with everyone"


def measure(browser, selector: str, *parts: str, sender: str | None = None) -> dict:
    """The boxes of `selector`'s text and of `parts` of it, in the row from `sender` if named."""
    return browser.execute_script(PARTS_JS, selector, list(parts), sender)


def mixed_spec(direction: str) -> dict:
    """An English mail, an Arabic one and a long English one, in the given layout."""
    return {
        "layoutDirection": direction,
        "mails": [
            {"from": "Maya Chen", "subject": "Dinner on Friday?", "preview": "Are you free?",
             "date": "2025-11-21T09:41", "category": "primary"},
            {"from": ARABIC_SENDER, "subject": ARABIC_SUBJECT, "preview": "أرسل لي الموعد.",
             "date": "2025-11-20T18:00", "category": "primary"},
            {"from": "Long Subject Sender", "subject": LONG_SUBJECT, "preview": "",
             "date": "2025-11-21T08:00", "category": "primary"},
        ],
    }


def test_an_english_mail_reads_left_to_right_in_an_arabic_layout(browser, build_page):
    load(browser, build_page(mixed_spec("rtl"), name="rtl"))
    subject = measure(browser, ".mail__subject", "Dinner", "Friday", "?", sender="Maya Chen")
    assert subject["layout"] == "rtl" and subject["unicodeBidi"] in ("isolate", "plaintext")
    parts = subject["parts"]
    # "Dinner on Friday?": the question mark after Friday, at the right, not before Dinner.
    assert parts["Dinner"]["right"] < parts["Friday"]["left"] < parts["?"]["left"]
    # Right-aligned: the text ends at the element's right edge, the layout's leading edge.
    assert subject["text"]["right"] == pytest.approx(subject["element"]["right"], abs=1)
    assert subject["text"]["left"] > subject["element"]["left"] + 20
    date = measure(browser, ".mail__date", "9:41", "AM", sender="Maya Chen")["parts"]
    assert date["9:41"]["right"] < date["AM"]["left"], "the time reads 9:41 AM"
    sender = measure(browser, ".mail__from", "Maya", "Chen", sender="Maya Chen")
    assert sender["parts"]["Maya"]["right"] < sender["parts"]["Chen"]["left"]
    assert sender["text"]["right"] == pytest.approx(sender["element"]["right"], abs=1)


def test_a_long_english_subject_truncates_at_its_own_end_in_an_arabic_layout(browser, build_page):
    load(browser, build_page(mixed_spec("rtl"), name="rtl"))
    subject = measure(browser, ".mail__subject", "Quarterly", sender="Long Subject Sender")
    # Its own direction, which puts the ellipsis (text-overflow) at its end in every engine.
    assert subject["direction"] == "ltr"
    # Cut: the text runs past the element's box.
    assert subject["text"]["right"] > subject["element"]["right"] + 20
    # The text starts at its own start (the left edge) and is cut at its own end (the right).
    assert subject["parts"]["Quarterly"]["left"] == pytest.approx(subject["element"]["left"], abs=1)


def test_an_arabic_mail_reads_right_to_left_in_an_english_layout(browser, build_page):
    load(browser, build_page(mixed_spec("ltr"), name="ltr"))
    subject = measure(browser, ".mail__subject", "هل", "غدا", "?", sender=ARABIC_SENDER)
    assert subject["layout"] == "ltr"
    parts = subject["parts"]
    # Right to left: the first word at the right, the question mark at the left end.
    assert parts["هل"]["left"] > parts["غدا"]["right"]
    assert parts["?"]["right"] <= parts["غدا"]["left"] + 1
    # Left-aligned, to the layout's leading edge.
    assert subject["text"]["left"] == pytest.approx(subject["element"]["left"], abs=1)
    assert subject["text"]["right"] < subject["element"]["right"] - 20
    sender = measure(browser, ".mail__from", "ليلى", "حسن", sender=ARABIC_SENDER)
    assert sender["parts"]["ليلى"]["left"] > sender["parts"]["حسن"]["right"]
    assert sender["text"]["left"] == pytest.approx(sender["element"]["left"], abs=1)


def test_a_latin_title_in_an_arabic_layout_is_right_aligned_and_reads_forward(browser, build_page):
    load(browser, build_page({"layoutDirection": "rtl", "title": "Team Inbox!"}, name="title"))
    title = measure(browser, ".large-title h1", "Inbox", "!")
    assert title["parts"]["Inbox"]["right"] <= title["parts"]["!"]["left"] + 1, "reads Team Inbox!, not !Team Inbox"
    assert title["text"]["right"] == pytest.approx(title["element"]["right"], abs=1)


def test_the_mixed_pages_have_no_accessibility_violations(browser, build_page, axe_source):
    for direction in ("rtl", "ltr"):
        load(browser, build_page(mixed_spec(direction), name=direction))
        screenshot(browser, f"text-direction-{direction}")  # kept for review
        assert violations(browser, axe_source) == []
