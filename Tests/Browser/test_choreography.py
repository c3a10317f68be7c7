"""The choreography the motion sheet prints is what the page plays: each transition played once on
one page load (a tap from All Mails to the first category, to the second, back to All Mails; search
opened and cancelled; the scroll under the header), and `document.getAnimations()` read in the same
task as the tap. The animations started are exactly the table's moves (the page's data block
`data-part="motion"`, written from the same Swift table as the sheet): the same ids on the same
nodes, none more, each lasting its spring's settle time with that spring's `linear()` easing, all
starting in the tap's frame; what the table draws at once changes in the frame it names; and the
scroll ramps reach their ends at the table's offsets. For the default spec and for five tabs right
to left."""
import re
from collections import Counter

import pytest

from harness import scroll_to
from harness.page import load, settle

FIVE_TABS_RIGHT_TO_LEFT = {
    "language": "ar",
    "layoutDirection": "rtl",
    "tabs": [
        {"id": "primary", "title": "الرئيسية", "symbol": "person", "color": "blue"},
        {"id": "transactions", "title": "المعاملات", "symbol": "cart", "color": "green"},
        {"id": "updates", "title": "التحديثات", "symbol": "text.bubble", "color": "indigo"},
        {"id": "promotions", "title": "العروض", "symbol": "megaphone", "color": "pink"},
        {"id": "social", "title": "اجتماعي", "symbol": "star", "color": "teal"},
    ],
}

# Plays one transition and reads what it started, in the same task; then the tap's frame and the
# next, for the starts and what the table draws at once.
# Each pill's start edge and width, as the page measures them (its first shape's caps): where
# neither changes, the page leaves its place and width out (their travel is 0).
GEOMETRY_JS = """
const geometry = () => {
  const rightToLeft = getComputedStyle(document.documentElement).direction === 'rtl';
  return Object.fromEntries(Array.from(document.querySelectorAll('[role="tab"]'), (pill) => {
    const start = pill.querySelector('.shape [data-cap="start"]')?.getBoundingClientRect();
    const end = pill.querySelector('.shape [data-cap="end"]')?.getBoundingClientRect();
    if (!start || !end) return [pill.dataset.tab, null];
    const [from, to] = rightToLeft ? [start.right, end.left] : [start.left, end.right];
    return [pill.dataset.tab, {start: from, width: Math.abs(to - from)}];
  }));
};
"""

PLAY_JS = GEOMETRY_JS + """
const [kind, action, tab] = arguments, done = arguments[arguments.length - 1];
const root = document.documentElement;
const block = JSON.parse(document.querySelector('[data-part="motion"]').textContent);
const moves = block.transitions.find((t) => t.kind === kind).moves;
const describe = (node) => [node.closest('[data-tab]')?.dataset.tab ?? '', node.localName,
  node.getAttribute('class') ?? '', node.dataset.cap ?? node.dataset.icon ?? node.dataset.part ?? ''].join(' ');
const listTab = () => root.dataset.listTab;
const wasListTab = listTab();
const geometryBefore = geometry();
if (action === 'tap') document.querySelector(`[role="tab"][data-tab="${tab}"]`).click();
if (action === 'search') document.querySelector('.search__input').dispatchEvent(new Event('input'));
if (action === 'cancel') document.querySelector('[data-part="search-cancel"]').click();
const started = document.getAnimations().filter((a) => a.timeline === document.timeline);
const afterTap = {listTab: listTab(), searchActive: 'searchActive' in root.dataset};
const expected = [];
for (const [id, target, curve] of moves) {
  if (!curve.includes('.')) continue;
  for (const node of document.querySelectorAll(target)) {
    expected.push({id, node: describe(node), spring: curve});
  }
}
const token = (field) => getComputedStyle(root).getPropertyValue(
  `--${field.replace('.', '-').replace(/[A-Z]/g, (c) => '-' + c.toLowerCase())}-easing`).trim();
const springs = Object.fromEntries(Object.entries(block.springs).map(([field, {settleMs}]) =>
  [field, {settleMs, easing: token(field)}]));
const actual = started.map((a) => ({id: a.id, node: describe(a.effect.target),
  duration: a.effect.getComputedTiming().duration, easing: a.effect.getTiming().easing}));
const frames = [];
requestAnimationFrame((tapFrame) => {
  frames.push({time: tapFrame, listTab: listTab()});
  requestAnimationFrame((next) => {
    frames.push({time: next, listTab: listTab()});
    const later = document.getAnimations().filter((a) => a.timeline === document.timeline && !started.includes(a))
      .map((a) => `${a.id} @ ${describe(a.effect.target)}`);
    done({expected, actual, springs, wasListTab, afterTap, frames, moves, later, geometryBefore});
  });
});
"""

STOPS = re.compile(r"linear\((.*)\)")


def stops(easing: str) -> list[tuple[float, float | None]]:
    """A linear() easing as (value, percent) stops, the first and last without their 0 % and 100 %
    (engines may write them or not)."""
    match = STOPS.fullmatch(easing.strip())
    assert match, f"not a linear() easing: {easing!r}"
    parts = [part.split() for part in match.group(1).split(",")]
    result = [(float(p[0]), float(p[1].rstrip("%")) if len(p) > 1 else None) for p in parts]
    result[0], result[-1] = (result[0][0], None), (result[-1][0], None)
    return result


def same_easing(played: str, declared: str) -> bool:
    """The same stops; values to the 0.01 WebKit writes them to (`0.007` reads back `0.01`)."""
    a, b = stops(played), stops(declared)
    return len(a) == len(b) and all(
        abs(x[0] - y[0]) <= 0.0051 and (x[1] is None or y[1] is None or abs(x[1] - y[1]) < 1e-6) for x, y in zip(a, b))


def check_transition(browser, kind: str, action: str, tab: str | None = None) -> dict:
    played = browser.execute_async_script(PLAY_JS, kind, action, tab)
    key = lambda move: f"{move['id']} @ {move['node']}"  # noqa: E731
    started, listed = sorted(map(key, played["actual"])), sorted(map(key, played["expected"]))
    # Counted: a pill's two shapes give two nodes alike.
    extra = Counter(started) - Counter(listed)
    assert not extra, f"{kind}: the page started {sorted(extra.elements())} the table does not list"
    # A listed move the page leaves out is a pill's place or width that the tap did not change
    # (its travel is 0): checked once the transition has settled, against the pill as it was.
    left_out = Counter(listed) - Counter(started)
    settle(browser)
    after = browser.execute_script(GEOMETRY_JS + "return geometry();")
    for move in left_out:
        move_id, node = move.split(" @ ")
        was, now = played["geometryBefore"][node.split(" ")[0]], after[node.split(" ")[0]]
        assert move_id in ("pill-position", "pill-width", "pill-width-middle"), (
            f"{kind}: only a pill's place and width may be left out, not {move}")
        measure = "start" if move_id == "pill-position" else "width"
        assert now[measure] == pytest.approx(was[measure], abs=0.01), f"{kind}: the page did not start {move}"
    spring_of = {move["id"]: move["spring"] for move in played["expected"]}
    for animation in played["actual"]:
        spring = played["springs"][spring_of[animation["id"]]]
        assert animation["duration"] == pytest.approx(spring["settleMs"], abs=0.5), f"{kind}: {key(animation)}"
        assert same_easing(animation["easing"], spring["easing"]), (key(animation), animation["easing"], spring["easing"])
    # Every animation began in the tap's frame: read in the tap's own task above, and none more by
    # the next frame. (Their start times are not compared: an engine that hands an animation to its
    # compositor dates it when the compositor starts it, on a busy machine frames later.)
    assert not played["later"], f"{kind}: started after the tap's task: {played['later']}"
    tap_frame, next_frame = played["frames"]
    instant = {move[0]: move[3] for move in played["moves"] if move[2] == "instant"}
    if action == "tap":
        # The list and its caption: the frame after the tap's, as the table says.
        assert instant == {"list-rows": 1, "list-caption": 1}
        assert tap_frame["listTab"] == played["wasListTab"] != next_frame["listTab"], played["frames"]
    else:
        # The search's caption: at once, in the tap's frame.
        assert instant == {"list-caption": 0}
        assert played["afterTap"]["searchActive"] == (action == "search")
    settle(browser)
    return played


SCROLL_OPACITY_JS = """
return Object.fromEntries(arguments[0].map((selector) =>
  [selector, parseFloat(getComputedStyle(document.querySelector(selector)).opacity)]));
"""


def check_scroll_ramps(browser, moves: list) -> None:
    """Halfway along each ramp and at its end, the opacity the table's numbers give."""
    ramps = [(target, threshold, distance) for _, target, curve, *numbers in moves if curve == "scroll"
             for threshold, distance in [numbers]]
    assert {target for target, *_ in ramps} == {
        '[data-part="material"]', '[data-part="divider"]', '[data-part="navbar-background"]',
        '[data-part="inline-title"]', ".search__field"}
    fades_out = {'[data-part="navbar-background"]', ".search__field"}
    for target, threshold, distance in ramps:
        for fraction in (0.5, 1):
            reached = scroll_to(browser, threshold + fraction * distance)
            progress = min(max((reached - threshold) / distance, 0), 1)
            opacity = browser.execute_script(SCROLL_OPACITY_JS, [target])[target]
            expected = 1 - progress if target in fades_out else progress
            assert opacity == pytest.approx(expected, abs=0.05), f"{target} at scrollY {reached}"
    scroll_to(browser, 0)


@pytest.mark.parametrize("spec", [pytest.param({}, id="default"), pytest.param(FIVE_TABS_RIGHT_TO_LEFT, id="five-rtl")])
def test_the_page_plays_the_choreography_table(browser, build_page, spec):
    load(browser, build_page(spec, "choreography"))
    tabs = browser.execute_script("return Array.from(document.querySelectorAll('[role=tab]'), (t) => t.dataset.tab)")
    assert len(tabs) == len(spec.get("tabs", [None] * 4))
    first, second = tabs[0], tabs[1]
    played = check_transition(browser, "allMailsToCategory", "tap", first)
    # The table lists every pill's place and width; five tabs, five pills.
    assert sum(move[0] == "pill-position" for move in played["moves"]) == len(tabs)
    check_transition(browser, "categoryToCategory", "tap", second)
    check_transition(browser, "categoryToAllMails", "tap", second)
    check_transition(browser, "searchOpening", "search")
    played = check_transition(browser, "searchCancelled", "cancel")
    block = browser.execute_script("return JSON.parse(document.querySelector('[data-part=\"motion\"]').textContent)")
    scroll = next(t for t in block["transitions"] if t["kind"] == "scrollingUnderHeader")
    check_scroll_ramps(browser, scroll["moves"])
