// MailSiteGen: behaviour for the markup the generator already rendered. The page shows its
// initial state without this script; the script adds tapping, the springs that need
// measuring, and the scroll ramp on engines without scroll-driven animations.
// Every number is read from the CSS custom properties that the generator wrote from the spec,
// once style.css has been applied (a deferred script can run before it in some engines).
(() => {
  'use strict';

  const root = document.documentElement;
  const token = (name) => getComputedStyle(root).getPropertyValue(name).trim();
  const pixels = (name) => parseFloat(token(name));
  const milliseconds = (name) => {
    const text = token(name);
    return parseFloat(text) * (text.endsWith('ms') ? 1 : 1000);
  };

  // The spec's values, named as in the spec; read by `readDesign()` once the page is styled.
  let design = null;
  const readDesign = () => ({
    collapseThreshold: pixels('--collapse-threshold'),
    transitionDistance: pixels('--transition-distance'),
    largeTitleHeight: pixels('--large-title-height'),
    allMailsEntryOffset: pixels('--tab-bar-all-mails-entry-offset'),
    // The tab bar's spring as CSS already runs it: its curve sampled into linear(), its settle time.
    spring: {
      easing: token('--tab-bar-animation-easing'),
      duration: milliseconds('--tab-bar-animation-settle'),
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

  const followScroll = () => {
    const ramps = [
      {
        start: design.collapseThreshold,
        distance: design.transitionDistance,
        targets: document.querySelectorAll('[data-part="material"], [data-part="divider"]'),
        value: -1,
      },
      {
        // The inline title appears over the last 12 px of the large title scrolling away.
        start: design.largeTitleHeight - 12,
        distance: 12,
        targets: document.querySelectorAll('[data-part="inline-title"]'),
        value: -1,
      },
    ];
    let frameRequested = false;
    const update = () => {
      frameRequested = false;
      const scrollY = window.scrollY;
      for (const ramp of ramps) {
        const progress = Math.min(Math.max((scrollY - ramp.start) / ramp.distance, 0), 1);
        if (progress === ramp.value) continue; // write only what changed
        ramp.value = progress;
        for (const target of ramp.targets) target.style.opacity = String(progress);
      }
    };
    // One passive listener; reads and writes batched into the next animation frame.
    window.addEventListener('scroll', () => {
      if (frameRequested) return;
      frameRequested = true;
      requestAnimationFrame(update);
    }, { passive: true });
    update();
  };

  // ---- Tab bar (§2) ------------------------------------------------------------------------

  const tablist = document.querySelector('[role="tablist"]');
  const tabs = Array.from(tablist.querySelectorAll('[role="tab"]'));
  const allMailsPill = document.querySelector('[data-tab="allMails"]');

  // A category's label springs open from width 0 to its text's width, which only layout knows:
  // measure every label (all reads, then all writes), at start and again when fonts arrive.
  const measureLabels = () => {
    const widths = tabs.map((tab) => tab.querySelector('.pill__text').getBoundingClientRect().width);
    tabs.forEach((tab, index) => {
      tab.querySelector('.pill__label').style.setProperty('--label-width', `${widths[index]}px`);
    });
  };

  // .transition(.offset(x: 200)): the All Mails pill slides in from the right and back out.
  const slide = (from, to) => {
    for (const animation of allMailsPill.getAnimations()) animation.cancel();
    return allMailsPill.animate(
      [{ transform: `translateX(${from}px)` }, { transform: `translateX(${to}px)` }],
      { duration: design.spring.duration, easing: design.spring.easing },
    );
  };

  const slideOut = () => {
    // It leaves the row's layout at once (the categories spread into its space) but keeps
    // drawing where it was while it slides away.
    const left = allMailsPill.offsetLeft;
    allMailsPill.dataset.leaving = '';
    allMailsPill.style.left = `${left}px`;
    slide(0, design.allMailsEntryOffset).finished.then(() => {
      allMailsPill.hidden = true;
      delete allMailsPill.dataset.leaving;
      allMailsPill.style.left = '';
    }, () => { /* cancelled: it is coming back */ });
  };

  const slideIn = () => {
    delete allMailsPill.dataset.leaving;
    allMailsPill.style.left = '';
    allMailsPill.hidden = false;
    slide(design.allMailsEntryOffset, 0);
  };

  const select = (id) => {
    const previous = root.dataset.activeTab;
    if (id === previous) return;
    if (previous === 'allMails') slideOut();
    root.dataset.activeTab = id;
    const focusable = id === 'allMails' ? tabs[0] : tabs.find((tab) => tab.dataset.tab === id);
    for (const tab of tabs) {
      tab.setAttribute('aria-selected', String(tab.dataset.tab === id));
      tab.tabIndex = tab === focusable ? 0 : -1;
    }
    if (id === 'allMails') slideIn();
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

  // ---- Start, once style.css applies ----------------------------------------------------------

  const start = () => {
    design = readDesign();
    measureLabels();
    document.fonts?.ready.then(measureLabels);
    if (scrollDriver === 'script') followScroll();
    tablist.addEventListener('click', onClick);
    tablist.addEventListener('keydown', onKeyDown);
    // Transitions begin once the initial state has been drawn (style.css reads data-ready),
    // so that loading never animates.
    requestAnimationFrame(() => requestAnimationFrame(() => { root.dataset.ready = ''; }));
  };

  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
})();
