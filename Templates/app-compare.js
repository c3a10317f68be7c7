// MailSiteGen: a phone of a comparison (`mailsitegen compare`). What a person does here is told
// to the comparison page, and what it relays from another phone is done here, in the messages of
// compare-protocol.js, with what the page hands its parts when it starts.
(() => {
  'use strict';

  const root = document.documentElement;
  const protocol = window.mailsitegenCompare;

  root.addEventListener('mailsitegen:start', ({ detail: page }) => {
    if (window.parent === window) return;
    const parent = window.parent;
    const tell = (message) => protocol.send(parent, message);
    const tablist = document.querySelector('[role="tablist"]');
    const appearanceButton = document.querySelector('[data-part="appearance"]');
    const searchInput = document.querySelector('.search__input');
    const cancelButton = document.querySelector('[data-part="search-cancel"]');
    const screen = document.querySelector('[data-part="screen"]');
    const tabs = Array.from(tablist.querySelectorAll('[role="tab"]'), (tab) => tab.dataset.tab);
    // The same id, else the tab at the same place; All Mails is -1.
    const tabNamed = (id, index) => (id === 'allMails' || tabs.includes(id) ? id : tabs[index]);
    // A relayed change comes a few frames after the tap (each postMessage is a task of its own,
    // and the phones' frames are drawn between them): its spring starts where the tapped
    // phone's is, at `at`, so that every phone plays it in step. The change's new animations are
    // this document's timeline's that have not started yet (pending); the scroll-driven ones are
    // left alone. In a microtask: after the speed's (app-motion.js), so that a slowed spring is
    // as far in.
    const longestRelay = 1000; // ms
    const startAt = (at) => {
      if (!Number.isFinite(at)) return;
      // Two documents' clocks may differ by a few ms; a moment far from now is not this change's.
      const time = at - performance.timeOrigin;
      if (Math.abs(performance.now() - time) > longestRelay) return;
      queueMicrotask(() => {
        for (const animation of document.getAnimations()) {
          if (animation.timeline === document.timeline && animation.pending && animation.startTime === null) {
            animation.startTime = time;
          }
        }
      });
    };
    // Where a relayed scroll left this page: its own scroll event is not told back.
    let echoedY = -1;
    const scrollTo = (y) => {
      page.scroller().scrollTo({ top: y, behavior: 'instant' });
      echoedY = Math.round(page.scrolled());
    };
    const search = (query) => {
      page.search(query);
      page.writeLink();
    };
    const endSearch = () => {
      if ('searchActive' in root.dataset) page.endSearch();
    };
    const handlers = {
      tab: ({ tab, index, at }) => {
        const id = tabNamed(tab, index);
        if (id) page.select(id);
        startAt(at);
      },
      scroll: ({ y }) => scrollTo(y),
      search: ({ query }) => search(query),
      cancel: endSearch,
      scheme: ({ scheme }) => {
        page.applyScheme(scheme);
        page.writeLink();
      },
      replay: ({ at }) => {
        root.dispatchEvent(new Event('mailsitegen:replay'));
        startAt(at);
      },
      speed: ({ rate }) => root.dispatchEvent(new CustomEvent('mailsitegen:speed', { detail: rate })),
      // The shared state, drawn at once: on load, and when the phones are linked again.
      state: ({ state }) => {
        page.instantly(() => {
          const tab = protocol.isText(state.tab, protocol.longestTab) && Number.isInteger(state.index);
          const id = tab ? tabNamed(state.tab, state.index) : undefined;
          if (id) page.select(id);
          if (protocol.schemes.includes(state.scheme)) page.applyScheme(state.scheme);
          if (protocol.isText(state.query, protocol.longestQuery)) search(state.query);
          else endSearch();
          if (Number.isFinite(state.y) && state.y >= 0) scrollTo(state.y);
        });
        page.writeLink();
      },
    };
    window.addEventListener('message', (event) => {
      if (event.source !== parent) return;
      const message = protocol.receive(event, 'phone');
      if (message) handlers[message.type](message);
    });
    // After the page's own handlers: the tab, the scheme as they now are. The tapped phone's
    // spring starts now (not at the next frame, less than one frame later), the time the
    // others' start at.
    tablist.addEventListener('click', (event) => {
      if (!event.target.closest('[role="tab"]')) return;
      const tab = root.dataset.activeTab;
      const at = performance.timeOrigin + performance.now();
      startAt(at);
      tell({ type: 'tab', tab, index: tabs.indexOf(tab), at });
    });
    appearanceButton.addEventListener('click', () => tell({ type: 'scheme', scheme: root.dataset.colorScheme }));
    searchInput.addEventListener('focus', () => tell({ type: 'search', query: searchInput.value }));
    searchInput.addEventListener('input', () => tell({ type: 'search', query: searchInput.value }));
    searchInput.addEventListener('keydown', (event) => { if (event.key === 'Escape') tell({ type: 'cancel' }); });
    cancelButton.addEventListener('click', () => tell({ type: 'cancel' }));
    // A comparison scrolls together: once a frame while this page scrolls.
    let scrollFrame = 0;
    const tellScroll = () => {
      scrollFrame = 0;
      const y = Math.round(page.scrolled());
      if (y === echoedY) return;
      echoedY = -1;
      tell({ type: 'scroll', y });
    };
    const onScroll = () => {
      if (!scrollFrame) scrollFrame = requestAnimationFrame(tellScroll);
    };
    for (const target of [window, screen]) target.addEventListener('scroll', onScroll, { passive: true });
    tell({ type: 'ready' });
  }, { once: true });
})();
