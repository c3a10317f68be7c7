"""§4: every tab change runs on SwiftUI's spring. A moving quantity is sampled every animation
frame, normalised, and compared with the analytic Spring(duration:bounce:) at the animation's own
current time: the overshoot must be there, and the curve within 5 % of the travel."""
import pytest

from conftest import sample_frames, screenshot
from page import load, settle, spring_value

# A CSS transition's own clock and the value it drives, in the same frame.
PADDING_EXPR = """(() => {
  const pill = document.querySelector('[data-tab="primary"]');
  const transition = pill.getAnimations().find((a) => a.transitionProperty === 'padding-left');
  return transition ? [transition.currentTime, parseFloat(getComputedStyle(pill).paddingLeft)] : null;
})()"""

# The All Mails pill's slide (Web Animations API), as translateX.
SLIDE_EXPR = """(() => {
  const pill = document.querySelector('[data-tab="allMails"]');
  const animation = pill.getAnimations()[0];
  if (!animation) return null;
  return [animation.currentTime, new DOMMatrixReadOnly(getComputedStyle(pill).transform).m41];
})()"""


def compare(samples, start, end, duration, bounce):
    """Normalise samples [(t_ms, [currentTime_ms, value])] and return (max deviation, peak)."""
    points = [(v[0] / 1000, (v[1] - start) / (end - start)) for _, v in samples if v and v[0] is not None]
    assert len(points) >= 10, f"only {len(points)} frames sampled during the animation"
    deviation = max(abs(progress - spring_value(t, duration, bounce)) for t, progress in points)
    peak = max(progress for _, progress in points)
    return deviation, peak, points


SPRINGS = [
    pytest.param(None, 0.3, 0.3, id="bouncy-0.3"),
    pytest.param({"tabBar": {"animation": {"duration": 0.5, "bounce": 0.2}}}, 0.5, 0.2, id="custom-0.5-0.2"),
]


@pytest.mark.parametrize("spec, duration, bounce", SPRINGS)
def test_pill_padding_follows_the_spring(browser, build_page, default_page_url, spec, duration, bounce):
    load(browser, default_page_url if spec is None else build_page(spec))
    samples = sample_frames(
        browser, "document.querySelector('[data-tab=\"primary\"]').click();", PADDING_EXPR, duration * 2000)
    deviation, peak, _ = compare(samples, 20, 13, duration, bounce)
    assert deviation < 0.05, f"largest deviation from the analytic spring: {deviation:.3f} of the travel"
    expected_peak = max(spring_value(t / 1000, duration, bounce) for t in range(0, 2000))
    assert peak > 1.01, "no overshoot: this is an ease curve, not a bouncy spring"
    assert peak == pytest.approx(expected_peak, abs=0.02)
    settle(browser)
    assert browser.execute_script(
        "return parseFloat(getComputedStyle(document.querySelector('[data-tab=primary]')).paddingLeft)") == 13


@pytest.mark.parametrize("spec, duration, bounce", SPRINGS)
def test_all_mails_pill_slides_in_on_the_spring(browser, build_page, default_page_url, spec, duration, bounce):
    load(browser, default_page_url if spec is None else build_page(spec))
    browser.execute_script("document.querySelector('[data-tab=\"primary\"]').click()")
    settle(browser)
    # Tapping the active category brings All Mails back from 200 px to the right.
    samples = sample_frames(
        browser, "document.querySelector('[data-tab=\"primary\"]').click();", SLIDE_EXPR, duration * 2000)
    deviation, peak, points = compare(samples, 200, 0, duration, bounce)
    assert deviation < 0.05
    assert peak > 1.01  # it overshoots its place, then settles back
    screenshot(browser, f"spring-slide-in-{duration}-{bounce}")


def test_all_mails_pill_slides_out_to_the_right(browser, default_page_url):
    load(browser, default_page_url)
    samples = sample_frames(
        browser, "document.querySelector('[data-tab=\"updates\"]').click();", SLIDE_EXPR, 300)
    offsets = [v[1] for _, v in samples if v]
    assert offsets and max(offsets) > 100  # moving right, towards +200
    settle(browser)
    assert browser.execute_script(
        "return getComputedStyle(document.querySelector('[data-tab=allMails]')).display") == "none"
