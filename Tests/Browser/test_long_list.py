"""A long inbox (docs/how-the-page-works.md, "A long inbox"): more than 100
mails are written as lists of 100 rows, each `content-visibility: auto`, so the engine draws only
the lists near the viewport. The page must still show exactly what one list would: every tab's
rows in every list, the search over all of them, and the end of the page at the last row."""
from selenium.webdriver.common.by import By

from harness.page import load, settle

CATEGORIES = ["primary", "transactions", "updates", "promotions"]
MAILS = 250


def long_inbox() -> dict:
    return {"mails": [{
        "from": f"Sender {index}",
        "subject": f"Subject {index} about the week",
        "preview": f"Preview of mail {index}: a sentence or two, long enough to wrap onto a second line.",
        "date": f"2026-11-28T{23 - index // 60:02d}:{59 - index % 60:02d}",
        "category": CATEGORIES[index % 4],
    } for index in range(MAILS)]}


def shown(browser) -> list[str]:
    """The senders of the rows drawn (a row folded away by the filter or the search is 0 px tall;
    measuring a row in a list the engine skips lays that list out for the measurement)."""
    return browser.execute_script(
        "return Array.from(document.querySelectorAll('[data-part=mail]'))"
        ".filter((row) => row.getBoundingClientRect().height > 0)"
        ".map((row) => row.querySelector('.mail__from').textContent)")


def seen(browser) -> list[str]:
    """The senders of the rows a reader sees, in order, scrolling through the page half a screen
    at a time: each list is measured only once it is on screen, drawn by the engine as a reader's
    scrolling would draw it. A row folded by its style but still taking room (a blank gap) is
    seen here as a row that is not the tab's."""
    return browser.execute_async_script(
        """
        const done = arguments[arguments.length - 1];
        const senders = [];
        let frames = 0;
        scrollTo(0, 0);
        const onScreen = (rect) => rect.bottom > 0 && rect.top < innerHeight;
        const step = () => {
          if (++frames % 3) return requestAnimationFrame(step);
          for (const list of document.querySelectorAll('.mail-list__rows')) {
            if (!onScreen(list.getBoundingClientRect())) continue;
            for (const row of list.children) {
              const rect = row.getBoundingClientRect();
              const sender = row.querySelector('.mail__from').textContent;
              if (rect.height > 0 && onScreen(rect) && !senders.includes(sender)) senders.push(sender);
            }
          }
          const end = document.scrollingElement.scrollHeight - innerHeight;
          if (scrollY >= end - 1 || frames > 3000) { scrollTo(0, 0); return done(senders); }
          scrollBy(0, innerHeight / 2);
          requestAnimationFrame(step);
        };
        requestAnimationFrame(step);
        """)


def scroll_to_the_end(browser) -> dict:
    """Scroll to the bottom, frame after frame, until the page's height has not changed for ten
    frames (the lists come into view and take their real height), then say where the last drawn
    row is."""
    return browser.execute_async_script(
        """
        const done = arguments[arguments.length - 1];
        let last = -1, still = 0, frames = 0;
        const step = () => {
          const height = document.scrollingElement.scrollHeight;
          scrollTo(0, height);
          still = height === last ? still + 1 : 0;
          last = height;
          if (still < 10 && ++frames < 600) return requestAnimationFrame(step);
          const rows = Array.from(document.querySelectorAll('[data-part=mail]'))
            .filter((row) => row.getBoundingClientRect().height > 0);
          const rect = rows.at(-1).getBoundingClientRect();
          done({top: rect.top, bottom: rect.bottom, viewport: innerHeight, settled: still >= 10,
                sender: rows.at(-1).querySelector('.mail__from').textContent});
        };
        requestAnimationFrame(step);
        """)


def assert_ends_at(browser, sender: str) -> None:
    end = scroll_to_the_end(browser)
    assert end["settled"], f"the page's height kept changing while scrolled to the end: {end}"
    assert end["sender"] == sender
    # The last row is on screen at the bottom: no list is left at its guessed height below it.
    assert 0 <= end["top"] and end["bottom"] <= end["viewport"] + 0.5, end


def test_a_long_inbox_is_lists_of_a_hundred_drawn_near_the_viewport(browser, build_page):
    load(browser, build_page(long_inbox()))
    lists = browser.execute_script(
        "return Array.from(document.querySelectorAll('.mail-list__rows'), (list) =>"
        " [list.children.length, getComputedStyle(list).contentVisibility])")
    assert lists == [[100, "auto"], [100, "auto"], [50, "auto"]]
    assert len(shown(browser)) == MAILS
    assert_ends_at(browser, f"Sender {MAILS - 1}")


def test_a_tap_shows_the_category_in_every_list_and_back(browser, build_page):
    load(browser, build_page(long_inbox()))
    browser.find_element(By.CSS_SELECTOR, '[data-tab="updates"]').click()
    settle(browser)
    updates = [f"Sender {index}" for index in range(MAILS) if CATEGORIES[index % 4] == "updates"]
    assert shown(browser) == updates
    assert seen(browser) == updates
    assert_ends_at(browser, updates[-1])
    browser.execute_script("scrollTo(0, 0)")
    browser.find_element(By.CSS_SELECTOR, '[data-tab="updates"]').click()
    settle(browser)
    assert shown(browser) == [f"Sender {index}" for index in range(MAILS)]
    assert_ends_at(browser, f"Sender {MAILS - 1}")


def test_search_finds_a_mail_in_the_last_list(browser, build_page):
    load(browser, build_page(long_inbox()))
    field = browser.find_element(By.CSS_SELECTOR, ".search__input")
    field.click()
    field.send_keys(f"Subject {MAILS - 1} ")
    settle(browser)
    assert shown(browser) == [f"Sender {MAILS - 1}"]
