"""§4: every tab change runs on SwiftUI's spring. The tap is made, the animations it started are
paused and sought to a series of times over twice the spring's duration, the moving quantity is
read at each (with the animation's own currentTime, to show the seek took), normalised, and
compared with the analytic Spring(duration:bounce:): the overshoot must be there, and the curve
within 5 % of the travel. Seeking reads the engine's own animation code at chosen times, so the
result does not depend on how many frames a busy machine manages to draw."""
import pytest

from harness import seek_animations, screenshot
from harness.page import load, pills, settle, spring_value
from harness.spec_fields import value

# The opening pill, drawn: a tap lays the row out at once and plays each piece of the pill from
# where it was drawn (FLIP), so what springs is the drawn shape, not the layout. Read with the
# clock of the animation that moves the shape's end cap.
WIDTH_EXPR = """(() => {
  const pill = document.querySelector('[data-tab="primary"]');
  const end = pill.querySelector('.shape [data-cap="end"]');
  const animation = end.getAnimations()[0];
  if (!animation) return null;
  const start = pill.querySelector('.shape [data-cap="start"]').getBoundingClientRect();
  const label = pill.querySelector('.pill__label').getBoundingClientRect();
  const text = pill.querySelector('.pill__text').getBoundingClientRect();
  return [animation.currentTime, end.getBoundingClientRect().right - start.left,
          animation.effect.getComputedTiming().endTime, Math.max(0, label.right - text.left)];
})()"""

# The All Mails pill's slide (Web Animations API), as translateX.
SLIDE_EXPR = """(() => {
  const pill = document.querySelector('[data-tab="allMails"]');
  const animation = pill.getAnimations()[0];
  if (!animation) return null;
  return [animation.currentTime, new DOMMatrixReadOnly(getComputedStyle(pill).transform).m41,
          animation.effect.getComputedTiming().endTime];
})()"""

SAMPLES = 60  # seek points over [0, 2 × duration]


def times_ms(duration: float) -> list[float]:
    return [round(2000 * duration * k / SAMPLES, 3) for k in range(SAMPLES + 1)]


def compare(samples, start, end, duration, bounce):
    """Normalise samples [(t_ms, [currentTime_ms, value, endTime_ms])] taken while the animation
    runs, and return (max deviation from the analytic spring, peak, points). Every seek must have
    read the animation at the time asked for, and the animation must last until the spring has
    settled (within 1 % of its travel), or it would end on a jump."""
    points = []
    end_time = None
    for t, v in samples:
        if v is None:  # an animation past its end is no longer listed (getAnimations)
            assert end_time is not None and t >= end_time, f"no animation at {t} ms"
            continue
        current, value, end_time = v
        if t >= end_time:
            continue  # over: the page shows its end state (or, sliding out, hides the pill)
        assert current == pytest.approx(t, abs=0.01), "the seek did not take"
        points.append((t / 1000, (value - start) / (end - start)))
    assert len(points) >= SAMPLES // 2, f"only {len(points)} of the seek points fall inside the animation"
    unsettled = [t for t in range(0, 5000) if abs(spring_value(t / 1000, duration, bounce) - 1) > 0.01]
    assert end_time >= max(unsettled), f"the animation ends at {end_time} ms, before the spring settles"
    deviation = max(abs(progress - spring_value(t, duration, bounce)) for t, progress in points)
    peak = max(progress for _, progress in points)
    return deviation, peak, points


SPRINGS = [
    pytest.param(None, id="default"),
    pytest.param({"tabBar": {"animation": {"duration": 0.5, "bounce": 0.2}}}, id="custom-0.5-0.2"),
]


def tab_spring(mailsitegen_bin, spec=None):
    """The tab bar's spring and the All Mails pill's travel in `spec` (`mailsitegen fields`)."""
    return (value(mailsitegen_bin, "tabBar.animation.duration", spec),
            value(mailsitegen_bin, "tabBar.animation.bounce", spec),
            value(mailsitegen_bin, "tabBar.allMailsEntryOffset", spec))


def expected_peak(duration, bounce):
    return max(spring_value(t / 10000, duration, bounce) for t in range(0, 20000))


@pytest.mark.parametrize("spec", SPRINGS)
def test_the_opening_pill_widens_on_the_spring(browser, build_page, default_page_url, mailsitegen_bin, spec):
    duration, bounce, _ = tab_spring(mailsitegen_bin, spec)
    load(browser, default_page_url if spec is None else build_page(spec))
    before = pills(browser)["primary"]
    samples = seek_animations(
        browser, "document.querySelector('[data-tab=\"primary\"]').click();", WIDTH_EXPR, times_ms(duration))
    after = pills(browser)["primary"]
    # At once, the box is the new layout: 13 px padding, the title's width; only the drawing springs.
    assert after["paddingLeft"] == 13
    deviation, peak, _ = compare([(t, v and v[:3]) for t, v in samples], before["width"], after["width"],
                                 duration, bounce)
    assert deviation < 0.05, f"largest deviation from the analytic spring: {deviation:.3f} of the travel"
    assert peak > 1.01, "no overshoot: this is an ease curve, not a bouncy spring"
    assert peak == pytest.approx(expected_peak(duration, bounce), abs=0.02)
    # The title is revealed as the pill widens, by as much (clipped, never squeezed).
    title, _, _ = compare([(t, v and [v[0], v[3], v[2]]) for t, v in samples], 0, after["labelWidth"],
                          duration, bounce)
    assert title < 0.05
    settle(browser)
    state = pills(browser)["primary"]
    assert (state["shapeLeft"], state["shapeRight"]) == pytest.approx((state["left"], state["right"]), abs=0.5)


@pytest.mark.parametrize("spec", SPRINGS)
def test_all_mails_pill_slides_in_on_the_spring(browser, build_page, default_page_url, mailsitegen_bin, spec):
    duration, bounce, offset = tab_spring(mailsitegen_bin, spec)
    load(browser, default_page_url if spec is None else build_page(spec))
    browser.execute_script("document.querySelector('[data-tab=\"primary\"]').click()")
    settle(browser)
    # Tapping the active category brings All Mails back from its entry offset to the right.
    samples = seek_animations(
        browser, "document.querySelector('[data-tab=\"primary\"]').click();", SLIDE_EXPR, times_ms(duration))
    deviation, peak, points = compare(samples, offset, 0, duration, bounce)
    assert deviation < 0.05, f"largest deviation from the analytic spring: {deviation:.3f} of the travel"
    assert peak > 1.01  # it overshoots its place, then settles back
    assert peak == pytest.approx(expected_peak(duration, bounce), abs=0.02)
    settle(browser)
    assert browser.execute_script(
        "return getComputedStyle(document.querySelector('[data-tab=allMails]')).transform") == "none"
    screenshot(browser, f"spring-slide-in-{duration}-{bounce}")


def test_all_mails_pill_slides_out_to_the_right(browser, default_page_url, mailsitegen_bin):
    duration, bounce, offset = tab_spring(mailsitegen_bin)
    load(browser, default_page_url)
    samples = seek_animations(
        browser, "document.querySelector('[data-tab=\"updates\"]').click();", SLIDE_EXPR, times_ms(duration))
    deviation, peak, _ = compare(samples, 0, offset, duration, bounce)
    assert deviation < 0.05, f"largest deviation from the analytic spring: {deviation:.3f} of the travel"
    assert peak > 1.01  # past 200 px, and back
    settle(browser)
    # Gone: hidden, out of the row's layout and unseen.
    assert browser.execute_script(
        "const pill = document.querySelector('[data-tab=allMails]'); const style = getComputedStyle(pill);"
        "return [pill.hidden, style.position, style.visibility]") == [True, "absolute", "hidden"]
