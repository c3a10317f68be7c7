    // ---- A phone of a comparison (`mailsitegen compare`): what a person does here is told to
    // the comparison page, and what it relays from another phone is done here, by postMessage
    // (frames opened from disk share no origin). A message counts only from the parent page,
    // from this page's origin (or from disk), in the expected shape; anything else is ignored.
    if (window.parent !== window) {
      const parent = window.parent;
      const ownOrigin = location.origin;
      const fromDisk = (origin) => origin === 'null' || origin === 'file://';
      // Frames from disk have opaque origins, which no target origin names.
      const targetOrigin = fromDisk(ownOrigin) || !ownOrigin.includes('://') ? '*' : ownOrigin;
      const tell = (message) => parent.postMessage({ mailsitegen: 'compare', ...message }, targetOrigin);
      const tabIndex = (id) => tabs.findIndex((tab) => tab.dataset.tab === id);
      // The same id, else the tab at the same place; All Mails is -1.
      const tabNamed = (id, index) => (id === 'allMails' || tabFor(id) ? id : tabs[index]?.dataset.tab);
      const isText = (text, longest) => typeof text === 'string' && text.length <= longest;
      const shapes = {
        tab: (message) => isText(message.tab, 64) && Number.isInteger(message.index)
          && (message.at === undefined || Number.isFinite(message.at)),
        scroll: (message) => Number.isFinite(message.y) && message.y >= 0,
        search: (message) => isText(message.query, longestQuery),
        cancel: () => true,
        scheme: (message) => schemes.includes(message.scheme),
        replay: (message) => message.at === undefined || Number.isFinite(message.at),
        speed: (message) => [1, 0.5, 0.25].includes(message.rate),
        state: (message) => typeof message.state === 'object' && message.state !== null,
      };
      // A relayed change comes a few frames after the tap (each postMessage is a task of its own,
      // and the phones' frames are drawn between them): its spring starts where the tapped
      // phone's is, at `at` (wall-clock ms, performance.timeOrigin + performance.now() at the tap),
      // so that every phone plays it in step. The change's new animations are this document's
      // timeline's that have not started yet (pending); the scroll-driven ones are left alone.
      // In a microtask: after the speed's (app-motion.js), so that a slowed spring is as far in.
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
        scroller().scrollTo({ top: y, behavior: 'instant' });
        echoedY = Math.round(scrolled());
      };
      const search = (query) => {
        searchInput.value = query;
        beginSearch();
        filter();
        writeLink();
      };
      const handlers = {
        tab: ({ tab, index, at }) => {
          const id = tabNamed(tab, index);
          if (id) select(id);
          startAt(at);
        },
        scroll: ({ y }) => scrollTo(y),
        search: ({ query }) => search(query),
        cancel: () => { if ('searchActive' in root.dataset) endSearch(); },
        scheme: ({ scheme }) => { applyScheme(scheme); writeLink(); },
        replay: ({ at }) => {
          root.dispatchEvent(new Event('mailsitegen:replay'));
          startAt(at);
        },
        speed: ({ rate }) => root.dispatchEvent(new CustomEvent('mailsitegen:speed', { detail: rate })),
        // The shared state, drawn at once: on load, and when the phones are linked again.
        state: ({ state }) => {
          still = true;
          const id = isText(state.tab, 64) && Number.isInteger(state.index) ? tabNamed(state.tab, state.index) : undefined;
          if (id) select(id);
          if (schemes.includes(state.scheme)) applyScheme(state.scheme);
          if (isText(state.query, longestQuery)) search(state.query);
          else if ('searchActive' in root.dataset) endSearch();
          if (Number.isFinite(state.y) && state.y >= 0) scrollTo(state.y);
          still = false;
          writeLink();
        },
      };
      window.addEventListener('message', (event) => {
        const message = event.data;
        if (event.source !== parent || !(event.origin === ownOrigin || fromDisk(event.origin))) return;
        if (typeof message !== 'object' || message === null || message.mailsitegen !== 'compare') return;
        if (!Object.hasOwn(shapes, message.type) || !shapes[message.type](message)) return;
        handlers[message.type](message);
      });
      // After the page's own handlers: the tab, the scheme as they now are. The tapped phone's
      // spring starts now (not at the next frame, less than one frame later), the time the
      // others' start at.
      tablist.addEventListener('click', (event) => {
        if (!event.target.closest('[role="tab"]')) return;
        const tab = root.dataset.activeTab;
        const at = performance.timeOrigin + performance.now();
        startAt(at);
        tell({ type: 'tab', tab, index: tabIndex(tab), at });
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
        const y = Math.round(scrolled());
        if (y === echoedY) return;
        echoedY = -1;
        tell({ type: 'scroll', y });
      };
      const onScroll = () => { scrollFrame ||= requestAnimationFrame(tellScroll); };
      for (const target of [window, screen]) target.addEventListener('scroll', onScroll, { passive: true });
      tell({ type: 'ready' });
    }
