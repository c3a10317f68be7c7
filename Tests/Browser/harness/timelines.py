"""The motion timelines as a browser draws them (MotionTimelineSVG, inline in the review board and
the comparison): each `svg.timeline`'s box, its rows, and whether its texts are drawn whole."""
from __future__ import annotations

# For each timeline in `root` (a selector; the document by default): its transition, its size, its
# rows with a label each drawn (non-zero box), whether every text lies inside the svg's box (none
# clipped by the box or drawn over its neighbours), where the labels and the bars are, and the
# order of the axis' labels from left to right.
TIMELINES_JS = """
const root = arguments[0] ? document.querySelector(arguments[0]) : document;
const rect = (element) => element.getBoundingClientRect();
return Array.from(root.querySelectorAll('svg.timeline'), (svg) => {
  const box = rect(svg);
  const texts = Array.from(svg.querySelectorAll('text'), rect);
  const labels = Array.from(svg.querySelectorAll('.timeline__label'), rect);
  const bars = Array.from(svg.querySelectorAll('.timeline__bar, .timeline__instant'), rect);
  const times = Array.from(svg.querySelectorAll('.timeline__time'), (t) => t.textContent);
  const timesLeftToRight = Array.from(svg.querySelectorAll('.timeline__time'))
    .sort((a, b) => rect(a).left - rect(b).left).map((t) => t.textContent);
  return {
    transition: svg.dataset.transition, axis: svg.dataset.axis,
    width: box.width, height: box.height,
    rows: svg.querySelectorAll('.timeline__row').length,
    drawnLabels: labels.filter((r) => r.width > 0 && r.height > 0).length,
    textInside: texts.every((r) => r.left >= box.left - 1 && r.right <= box.right + 1
                                   && r.top >= box.top - 1 && r.bottom <= box.bottom + 1),
    labelsLeft: Math.min(...labels.map((r) => r.left)), labelsRight: Math.max(...labels.map((r) => r.right)),
    barsLeft: Math.min(...bars.map((r) => r.left)), barsRight: Math.max(...bars.map((r) => r.right)),
    times, timesLeftToRight,
  };
});
"""

TRANSITIONS = ["allMailsToCategory", "categoryToCategory", "categoryToAllMails", "searchOpening",
               "searchCancelled", "scrollingUnderHeader"]


def assert_timelines_drawn(timelines: list[dict], rtl: bool = False) -> None:
    """Every timeline drawn at a size, a row for each move with its label drawn, no text outside
    its box, the names beside the bars (never over them) on the side the direction puts them,
    and the axis running with the direction (time from the right in a right-to-left spec)."""
    assert timelines, "no timeline"
    for timeline in timelines:
        name = timeline["transition"]
        assert timeline["width"] > 300 and timeline["height"] > 60, (name, timeline)
        assert timeline["rows"] > 0 and timeline["drawnLabels"] == timeline["rows"], (name, timeline)
        assert timeline["textInside"], (name, "a text runs out of its timeline", timeline)
        if rtl:
            assert timeline["labelsLeft"] >= timeline["barsRight"] - 1, (name, timeline)
            assert timeline["timesLeftToRight"] == timeline["times"][::-1], (name, timeline)
        else:
            assert timeline["labelsRight"] <= timeline["barsLeft"] + 1, (name, timeline)
            assert timeline["timesLeftToRight"] == timeline["times"], (name, timeline)
