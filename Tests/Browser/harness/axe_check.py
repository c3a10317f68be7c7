"""axe-core's violations on the page as it is, of any impact, with the one exception the project allows.

    violations(driver, axe_source) -> [{id, impact, help, nodes}]   what a test asserts is []

The exception: `color-contrast` on text drawn in an iOS system colour, where fidelity to iOS wins
(systemBlue is about 4:1 on the page's background), and only at standard contrast. Three checks
must all hold for a finding to be left out, so it cannot hide anything else:
  - the element is one of SYSTEM_COLOURED_TEXT (by selector, matched on the element axe reports),
  - its computed colour is that entry's system colour, resolved on the page (so a colour that was
    changed, say to an accessible variant, is no longer excused),
  - the page is at standard contrast: `document.documentElement.dataset.contrast !== 'increased'`.
    Under Increase Contrast (`data-contrast="increased"`) every text must pass: no exception.
What is left out is printed in the test's output.
"""
from __future__ import annotations

from selenium.webdriver.remote.webdriver import WebDriver

# Text drawn in an iOS system colour: selector -> the custom property that holds that colour.
SYSTEM_COLOURED_TEXT = {
    # Cancel, in --tint: systemBlue (#007AFF light, #0A84FF dark)
    '[data-part="search-cancel"]': "--tint",
    '[data-part="search-cancel"] .search__cancel-text': "--tint",
}

AXE_RUN = """
const [excused, done] = [arguments[0], arguments[arguments.length - 1]];
const standardContrast = document.documentElement.dataset.contrast !== 'increased';
// The colour a custom property holds, as getComputedStyle writes a colour.
const resolved = (property) => {
  const probe = document.createElement('span');
  probe.style.color = `var(${property})`;
  document.body.append(probe);
  const value = getComputedStyle(probe).color;
  probe.remove();
  return value;
};
const isExcused = (violation, node) => violation.id === 'color-contrast' && standardContrast
  && Object.entries(excused).some(([selector, property]) => node.element.matches(selector)
    && getComputedStyle(node.element).color === resolved(property));
axe.run(document, {resultTypes: ['violations'], elementRef: true}).then((results) => {
  const found = [], left = [];
  for (const v of results.violations) {
    const nodes = v.nodes.filter((n) => {
      if (!isExcused(v, n)) return true;
      left.push(`${v.id}: ${n.target.join(' ')} (${getComputedStyle(n.element).color})`);
      return false;
    });
    if (nodes.length) found.push({id: v.id, impact: v.impact, help: v.help,
      nodes: nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary}`)});
  }
  done({found, left, standardContrast});
}, (error) => done({found: [{id: 'axe-error', help: String(error)}], left: [], standardContrast}));
"""


def violations(driver: WebDriver, axe_source: str) -> list[dict]:
    """Every violation axe-core finds on the current page, of any impact, but the exception above."""
    driver.execute_script(axe_source)
    result = driver.execute_async_script(AXE_RUN, SYSTEM_COLOURED_TEXT)
    for line in result["left"]:
        print(f"an iOS system colour at standard contrast, not failed: {line}")
    return result["found"]
