// MailSiteGen: behaviour for the markup the generator rendered (the page shows its initial state
// without it): tapping, the springs that need measuring, and the scroll ramp where CSS cannot.
// Every number comes from the custom properties at the top of style.css, read once it applies
// (a deferred script can run before it in some engines).
(() => {
  'use strict';

  const root = document.documentElement;
  const token = (name) => getComputedStyle(root).getPropertyValue(name).trim();
  const pixels = (name) => parseFloat(token(name));
  const milliseconds = (name) => {
    const text = token(name);
    return parseFloat(text) * (text.endsWith('ms') ? 1 : 1000);
  };

  // The numbers of the design, named as in the spec (and as style.css names its custom
  // properties); read by `readDesign()` once the page is styled.
  let design = null;
  const readDesign = () => ({
    collapseThreshold: pixels('--collapse-threshold'),
    transitionDistance: pixels('--transition-distance'),
    largeTitleHeight: pixels('--large-title-height'),
    inlineTitleFadeDistance: pixels('--inline-title-fade-distance'),
    searchFadeStart: pixels('--search-fade-start'),
    searchFadeEnd: pixels('--search-fade-end'),
    allMailsEntryOffset: pixels('--tab-bar-all-mails-entry-offset'),
    // The tab bar's spring as CSS already runs it: its curve sampled into linear(), its settle time.
    spring: {
      easing: token('--tab-bar-animation-easing'),
      settleTime: milliseconds('--tab-bar-animation-settle-time'),
    },
    // What every spring becomes with prefers-reduced-motion.
    reducedMotionFade: {
      easing: token('--reduced-motion-easing'),
      duration: milliseconds('--reduced-motion-fade'),
    },
  });

  // ---- Header: progress = clamp((scrollY - collapseThreshold) / transitionDistance, 0, 1) -----

  // CSS runs the ramps with a scroll timeline where it can; `?scroll-driver=script` forces this
  // fallback, so both paths can be reviewed and tested in one engine.
  const requested = new URLSearchParams(location.search).get('scroll-driver');
  const scrollDriver = requested === 'script' || requested === 'css'
    ? requested
    : CSS.supports('animation-timeline: scroll()') ? 'css' : 'script';
  root.dataset.scrollDriver = scrollDriver;

  // What scrolls: the page on a phone, the phone-sized screen on a wide window (one of the two
  // is always at 0, so their sum is the distance scrolled).
  const screen = document.querySelector('[data-part="screen"]');
  const scrolled = () => window.scrollY + screen.scrollTop;

  const followScroll = () => {
    const ramp = (start, distance, selector, fadesOut = false) =>
      ({ start, distance, fadesOut, targets: document.querySelectorAll(selector), value: -1 });
    const ramps = [
      ramp(design.collapseThreshold, design.transitionDistance, '[data-part="material"], [data-part="divider"]'),
      ramp(design.collapseThreshold, design.transitionDistance, '[data-part="navbar-background"]', true),
      // The inline title appears over the last few pixels of the large title scrolling away.
      ramp(design.largeTitleHeight - design.inlineTitleFadeDistance, design.inlineTitleFadeDistance,
        '[data-part="inline-title"]'),
      ramp(design.searchFadeStart, design.searchFadeEnd - design.searchFadeStart, '.search__field', true),
    ];
    let frameRequested = false;
    const update = () => {
      frameRequested = false;
      const scrollY = scrolled();
      for (const each of ramps) {
        const progress = Math.min(Math.max((scrollY - each.start) / each.distance, 0), 1);
        if (progress === each.value) continue; // write only what changed
        each.value = progress;
        const opacity = String(each.fadesOut ? 1 - progress : progress);
        for (const target of each.targets) target.style.opacity = opacity;
      }
    };
    // One passive listener on each possible scroller; reads and writes batched into the next frame.
    const onScroll = () => {
      if (frameRequested) return;
      frameRequested = true;
      requestAnimationFrame(update);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    screen.addEventListener('scroll', onScroll, { passive: true });
    update();
  };

  // ---- Tab bar (§2) ------------------------------------------------------------------------

  const tablist = document.querySelector('[role="tablist"]');
  const tabs = Array.from(tablist.querySelectorAll('[role="tab"]'));
  const allMailsPill = document.querySelector('[data-tab="allMails"]');

  // A label springs open from 0 to its text's width, which only layout knows: measured while idle
  // (at start, once fonts are ready, after a resize) as --label-width, so a tap reads no layout.
  // The text is measured as a range, since its box is as narrow as the label around it.
  const textWidth = (element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const padding = parseFloat(getComputedStyle(element).paddingInlineStart) || 0;
    // Rounded up to a whole pixel: engines lay boxes out in fractions of a pixel (WebKit in
    // 1/64ths) and would ellipsize a text a hair wider than its box.
    return Math.ceil(range.getBoundingClientRect().width + padding);
  };
  const label = (tab) => tab.querySelector('.pill__label');
  const measureLabels = () => {
    // The open label keeps its natural width (auto) until it first closes.
    const closed = tabs.filter((tab) => tab.getAttribute('aria-selected') !== 'true');
    const widths = closed.map((tab) => textWidth(tab.querySelector('.pill__text')));
    closed.forEach((tab, index) => label(tab).style.setProperty('--label-width', `${widths[index]}px`));
  };
  const cancelButton = document.querySelector('[data-part="search-cancel"]');

  const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)');

  // .transition(.offset(x: 200)): the All Mails pill slides in from the right and back out (with
  // reduced motion it fades instead). Everything about that slide is kept here.
  const allMailsSlide = {
    animation: null,
    // Where the pill sits in the row under All Mails, measured while idle (null: not known, read
    // at the tap). While it slides in, the categories around it still move.
    left: null,
    measure() {
      const away = allMailsPill.hidden || 'leaving' in allMailsPill.dataset;
      this.left = away ? null : allMailsPill.offsetLeft;
    },
    // Read before a tap changes anything.
    place() {
      return this.animation?.playState === 'running' || this.left === null ? allMailsPill.offsetLeft : this.left;
    },
    play(from, to) {
      this.animation?.cancel();
      const [keyframes, timing] = reducedMotion.matches
        ? [[{ opacity: from ? 0 : 1 }, { opacity: to ? 0 : 1 }], design.reducedMotionFade]
        : [[{ transform: `translateX(${from}px)` }, { transform: `translateX(${to}px)` }],
          { duration: design.spring.settleTime, easing: design.spring.easing }];
      this.animation = allMailsPill.animate(keyframes, timing);
      return this.animation;
    },
    // It leaves the row's layout at once (the categories spread into its space) but keeps
    // drawing where it was, `left`, while it slides away.
    out(left) {
      allMailsPill.dataset.leaving = '';
      allMailsPill.style.left = `${left}px`;
      this.play(0, design.allMailsEntryOffset).finished.then(() => {
        allMailsPill.hidden = true;
        delete allMailsPill.dataset.leaving;
        allMailsPill.style.left = '';
      }, () => { /* cancelled: it is coming back */ });
    },
    in() {
      delete allMailsPill.dataset.leaving;
      allMailsPill.style.left = '';
      allMailsPill.hidden = false;
      this.play(design.allMailsEntryOffset, 0).finished.then(() => this.measure(), () => { /* interrupted */ });
    },
  };

  const tabFor = (id) => tabs.find((tab) => tab.dataset.tab === id);

  // The list follows the tab one frame later (data-list-tab): the frame that answers the tap only
  // starts the spring; restyling the rows goes to the next frame, too soon to see.
  let listFrame = 0;
  const showList = (id) => {
    cancelAnimationFrame(listFrame);
    listFrame = requestAnimationFrame(() => {
      listFrame = requestAnimationFrame(() => { root.dataset.listTab = id; });
    });
  };

  // A tap reads before it writes, and writes only to the tabs that change (each write restyles).
  const select = (id) => {
    const previous = root.dataset.activeTab;
    if (id === previous) return;
    const opening = tabFor(id);
    const closing = tabFor(previous);
    // The label open since the page loaded has no measured width yet: it closes from its own.
    const closingFromAuto = closing && !label(closing).style.getPropertyValue('--label-width');
    const closeWidth = closingFromAuto ? label(closing).getBoundingClientRect().width : 0;
    const left = previous === 'allMails' ? allMailsSlide.place() : 0;

    if (closingFromAuto) label(closing).style.setProperty('--label-width', `${closeWidth}px`);
    if (previous === 'allMails') allMailsSlide.out(left);
    root.dataset.activeTab = id;
    opening?.setAttribute('aria-selected', 'true');
    closing?.setAttribute('aria-selected', 'false');
    // Roving tabindex: the active category, or the first one under All Mails.
    const focusable = opening ?? tabs[0];
    for (const tab of tabs) {
      const tabIndex = tab === focusable ? 0 : -1;
      if (tab.tabIndex !== tabIndex) tab.tabIndex = tabIndex;
    }
    if (id === 'allMails') allMailsSlide.in();
    showList(id);
  };

  // Tapping: the active category goes back to All Mails, another category becomes active.
  // (All Mails itself is not a tab: tapping it does nothing.)
  const onClick = (event) => {
    const tab = event.target.closest('[role="tab"]');
    if (!tab) return;
    select(tab.dataset.tab === root.dataset.activeTab ? 'allMails' : tab.dataset.tab);
  };

  // Keyboard: arrows, Home and End move between tabs; Enter and Space press them (buttons).
  const onKeyDown = (event) => {
    const index = tabs.indexOf(document.activeElement);
    if (index < 0) return;
    const last = tabs.length - 1;
    const next = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    tabs[index].tabIndex = -1;
    tabs[next].tabIndex = 0;
    tabs[next].focus();
  };

  // ---- Search: the tab bar folds away; typing filters the list -------------------------------

  const searchInput = document.querySelector('.search__input');
  const rows = Array.from(document.querySelectorAll('[data-part="mail"]'));
  const searchCaption = document.querySelector('[data-caption="search"]');
  // Case- and accent-insensitive: "Zoe" finds "Zoë", "emile" finds "Émile".
  const fold = (text) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLocaleLowerCase('en');
  let rowTexts = null;

  const filter = () => {
    rowTexts ??= rows.map((row) => fold(
      ['.mail__from', '.mail__subject', '.mail__preview']
        .map((part) => row.querySelector(part)?.textContent ?? '').join('\n')));
    const query = fold(searchInput.value.trim());
    let matches = 0;
    rows.forEach((row, index) => {
      const match = rowTexts[index].includes(query);
      row.hidden = !match;
      if (match) matches += 1;
    });
    searchCaption.textContent = query ? `${matches} ${matches === 1 ? 'Result' : 'Results'}` : `${matches} Mails`;
    if (matches === 0) root.dataset.searchEmpty = '';
    else delete root.dataset.searchEmpty;
  };

  const beginSearch = () => {
    if ('searchActive' in root.dataset) return;
    const cancelWidth = cancelButton.querySelector('.search__cancel-text').getBoundingClientRect().width;
    cancelButton.style.setProperty('--cancel-width', `${cancelWidth}px`);
    root.dataset.searchActive = '';
    cancelButton.tabIndex = 0;
    filter();
  };

  const endSearch = () => {
    searchInput.value = '';
    for (const row of rows) row.hidden = false;
    delete root.dataset.searchActive;
    delete root.dataset.searchEmpty;
    cancelButton.tabIndex = -1;
    searchInput.blur();
  };

  // ---- Appearance: automatic, light or dark, remembered on this device -----------------------

  const appearanceButton = document.querySelector('[data-part="appearance"]');
  const schemes = ['auto', 'light', 'dark'];
  const schemeNames = { auto: 'automatic', light: 'light', dark: 'dark' };
  const storageKey = 'mailsitegen.colorScheme';
  const applyScheme = (scheme) => {
    root.dataset.colorScheme = scheme;
    appearanceButton.setAttribute('aria-label', `Appearance: ${schemeNames[scheme]}`);
  };
  const storedScheme = () => {
    try { return localStorage.getItem(storageKey); } catch { return null; } // storage may be off
  };
  if (schemes.includes(storedScheme())) applyScheme(storedScheme());
  else applyScheme(root.dataset.colorScheme);

  const cycleScheme = () => {
    const next = schemes[(schemes.indexOf(root.dataset.colorScheme) + 1) % schemes.length];
    applyScheme(next);
    try { localStorage.setItem(storageKey, next); } catch { /* not remembered, still applied */ }
  };

  // ---- Start, once style.css applies ----------------------------------------------------------

  const start = () => {
    design = readDesign();
    measureLabels();
    allMailsSlide.measure();
    document.fonts?.ready.then(measureLabels);
    let resizeFrame = 0;
    window.addEventListener('resize', () => {
      cancelAnimationFrame(resizeFrame);
      resizeFrame = requestAnimationFrame(() => { measureLabels(); allMailsSlide.measure(); });
    });
    if (scrollDriver === 'script') followScroll();
    tablist.addEventListener('click', onClick);
    tablist.addEventListener('keydown', onKeyDown);
    searchInput.addEventListener('focus', beginSearch);
    searchInput.addEventListener('input', () => { beginSearch(); filter(); });
    searchInput.addEventListener('keydown', (event) => { if (event.key === 'Escape') endSearch(); });
    cancelButton.addEventListener('click', endSearch);
    appearanceButton.addEventListener('click', cycleScheme);
    // Transitions begin once the initial state has been drawn (style.css reads data-ready),
    // so that loading never animates.
    requestAnimationFrame(() => requestAnimationFrame(() => { root.dataset.ready = ''; }));
  };

  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
})();
