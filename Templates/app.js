// MailSiteGen: the page's behaviour (it shows its initial state without this script). Every
// number comes from style.css's custom properties, read once it applies.
(() => {
  'use strict';

  const root = document.documentElement;
  // The state the generator rendered: a link names only what differs from it.
  const initial = { tab: root.dataset.activeTab, scheme: root.dataset.colorScheme, dir: root.dir };
  // Right to left (dir="rtl"), every x mirrors: read at each change, a link may switch it.
  const rightToLeft = () => root.dir === 'rtl';
  const token = (name) => getComputedStyle(root).getPropertyValue(name).trim();
  const pixels = (name) => parseFloat(token(name));
  const milliseconds = (name) => {
    const text = token(name);
    return parseFloat(text) * (text.endsWith('ms') ? 1 : 1000);
  };

  // The spec's fields it reads, from the field table: [path, custom property, kind]; conditions.
  const { fields, conditions } = JSON.parse(`{{json pageData}}`);

  // ---- Words and numbers: the spec's `strings` and its locale's digits, from the page's data block

  // The texts this script writes, the plural category of each count (a letter each), the
  // locale's number shape, and the other locales a link may ask for (locale=).
  const words = JSON.parse(document.querySelector('[data-part="words"]').textContent);
  const categories = { z: 'zero', o: 'one', t: 'two', f: 'few', m: 'many', x: 'other' };
  // The table covers the inbox; past 199 a count takes the category of 100 plus its last two digits.
  const pluralOf = (count) => categories[words.plural[count < words.plural.length ? count : 100 + (count % 100)]];
  let numbers = words.numbers;
  const formatCount = (count) => {
    let plain = String(count);
    if (plain.length >= numbers.minimumDigits) {
      const groups = [];
      let size = numbers.primaryGroup;
      while (plain.length > size) {
        groups.unshift(plain.slice(-size));
        plain = plain.slice(0, -size);
        size = numbers.secondaryGroup;
      }
      groups.unshift(plain);
      plain = groups.join(numbers.separator);
    }
    const digits = Array.from(numbers.digits);
    return plain.replace(/[0-9]/g, (digit) => digits[Number(digit)]);
  };
  // A text of `strings`, its placeholders filled: {count} in the locale's digits.
  const phrase = (key, values) => {
    const forms = words.phrases[key];
    const text = 'count' in values ? (forms[pluralOf(values.count)] ?? forms.other) : forms.other;
    return text.replace(/\{([A-Za-z]+)\}/g, (whole, name) => {
      if (!(name in values)) return whole;
      return name === 'count' ? formatCount(values.count) : String(values[name]);
    });
  };
  let design = null;
  const readDesign = () => {
    const read = {
      largeTitleHeight: pixels('--large-title-height'),
      inlineTitleFadeDistance: pixels('--inline-title-fade-distance'),
      searchFadeStart: pixels('--search-fade-start'),
      searchFadeEnd: pixels('--search-fade-end'),
      // --tab-bar-fold is a calc(), which a custom property keeps as written: add it up here.
      tabBarFold: pixels('--tab-bar-height') + pixels('--tab-bar-growth') + pixels('--tab-bar-bottom-padding'),
      reducedMotionFade: { easing: token('--reduced-motion-easing'), duration: milliseconds('--reduced-motion-fade') },
    };
    for (const [path, name, kind] of fields) {
      const [section, field] = path.split('.');
      read[section] ??= {};
      read[section][field] = kind === 'length' ? pixels(name)
        : { easing: token(`${name}-easing`), settleTime: milliseconds(`${name}-settle-time`) };
    }
    return read;
  };

  // ---- Header: progress = clamp((scrollY - collapseThreshold) / transitionDistance, 0, 1)

  // ?scroll-driver=script forces the fallback where CSS has a scroll timeline.
  const requested = new URLSearchParams(location.search).get('scroll-driver');
  const scrollDriver = requested === 'script' || requested === 'css'
    ? requested
    : CSS.supports('animation-timeline: scroll()') ? 'css' : 'script';
  root.dataset.scrollDriver = scrollDriver;

  // What scrolls: the page on a phone, the screen on a wide window (the other is at 0, but for
  // the page around a phone shown at its actual size).
  const screen = document.querySelector('[data-part="screen"]');
  // The stage, as style.css draws it: a wide window, unless the page is a Home Screen app.
  const wideQuery = matchMedia('(min-width: 600px) and (min-height: 560px)');
  const standalone = matchMedia('(display-mode: standalone)');
  const wideWindow = { get matches() { return wideQuery.matches && !standalone.matches; } };
  const scrolled = () => (wideWindow.matches ? screen.scrollTop : window.scrollY);

  // ---- The stage: on a wide window the phone at its own size, scaled down to fit a shorter one

  let stageScale = 1;
  const fitStage = () => {
    const height = pixels('--screen-height');
    stageScale = !wideWindow.matches || root.dataset.zoom === 'actual' || !(height > 0)
      ? 1
      : Math.min(1, (innerHeight - 2 * pixels('--stage-margin')) / height);
    root.style.setProperty('--stage-scale', String(stageScale));
  };
  // Where an element's edge is in the phone's own pixels: rects are drawn at the stage's scale.
  const edge = (element, side) => element.getBoundingClientRect()[side] / stageScale;

  const followScroll = () => {
    const ramp = (start, distance, selector, fadesOut = false) =>
      ({ start, distance, fadesOut, targets: document.querySelectorAll(selector), value: -1 });
    let ramps, rampsOf;
    let frameRequested = false;
    const update = () => {
      frameRequested = false;
      if (rampsOf !== design) {
        rampsOf = design;
        ramps = [
          ramp(design.scroll.collapseThreshold, design.scroll.transitionDistance, '[data-part="material"], [data-part="divider"]'),
          ramp(design.scroll.collapseThreshold, design.scroll.transitionDistance, '[data-part="navbar-background"]', true),
          ramp(design.largeTitleHeight - design.inlineTitleFadeDistance, design.inlineTitleFadeDistance,
            '[data-part="inline-title"]'),
          ramp(design.searchFadeStart, design.searchFadeEnd - design.searchFadeStart, '.search__field', true),
        ];
      }
      const scrollY = scrolled();
      for (const each of ramps) {
        const progress = Math.min(Math.max((scrollY - each.start) / each.distance, 0), 1);
        if (progress === each.value) continue;
        each.value = progress;
        const opacity = String(each.fadesOut ? 1 - progress : progress);
        for (const target of each.targets) target.style.opacity = opacity;
      }
    };
    const onScroll = () => {
      if (frameRequested) return;
      frameRequested = true;
      requestAnimationFrame(update);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    screen.addEventListener('scroll', onScroll, { passive: true });
    // A narrowed window moves the scroll to the page without a scroll event.
    window.addEventListener('resize', onScroll);
    update();
  };

  // ---- Tab bar

  const tablist = document.querySelector('[role="tablist"]');
  const tabs = Array.from(tablist.querySelectorAll('[role="tab"]'));
  const allMailsPill = document.querySelector('[data-tab="allMails"]');

  const cancelButton = document.querySelector('[data-part="search-cancel"]');

  const reducedMotionQuery = matchMedia('(prefers-reduced-motion: reduce)');
  let motionReducedByLink = false;
  let still = false;
  const reducedMotion = () => reducedMotionQuery.matches || motionReducedByLink || still;
  const instantly = (change) => {
    still = true;
    change();
    still = false;
  };

  // ---- The choreography: what moves in each transition, from the page's data block (the motion
  // sheet prints the same table). Every animation the page starts is one of its moves, named by
  // the move's id (`document.getAnimations()` shows it) and played on the spring the move names
  // by its field's path: `tabBar.animation`, `search.animation`.
  const choreography = JSON.parse(document.querySelector('[data-part="motion"]').textContent);
  const springFields = new Map();
  for (const { moves } of choreography.transitions) {
    // [id, target, curve, …]: the curve a spring's field path, or 'instant', or 'scroll'.
    for (const [id, , curve] of moves) if (curve !== 'instant' && curve !== 'scroll') springFields.set(id, curve);
  }
  const springOf = (id) => {
    const [section, field] = springFields.get(id).split('.');
    return design[section][field];
  };
  // A move's timing: its spring, or a fade with reduced motion, or nothing while drawn at once.
  const timing = (id) => {
    if (still) return { id, duration: 0 };
    if (reducedMotion()) return { id, ...design.reducedMotionFade };
    const spring = springOf(id);
    return { id, duration: spring.settleTime, easing: spring.easing };
  };

  // FLIP: a tap lays the row out once, then plays each piece from where it was drawn.
  const shapeOf = (shape) => ({
    start: shape.querySelector('[data-cap="start"]'),
    middle: shape.querySelector('.shape__middle'),
    end: shape.querySelector('[data-cap="end"]'),
  });
  const piecesOf = (pill) => ({
    ring: pill.querySelector('.pill__ring'),
    shapes: Array.from(pill.querySelectorAll('.shape'), shapeOf),
    tint: pill.querySelector('.pill__tint'),
    content: pill.querySelector('.pill__content'),
    label: pill.querySelector('.pill__label'),
    text: pill.querySelector('.pill__text'),
    outline: pill.querySelector('[data-icon="outline"]'),
    filled: pill.querySelector('[data-icon="filled"]'),
  });
  const pieces = new Map(tabs.map((tab) => [tab, piecesOf(tab)]));

  let running = [];
  const play = (id, element, keyframes) => {
    running.push(element.animate(keyframes, timing(id)));
  };
  const move = (id, element, from, to) => play(id, element, [{ translate: `${from}px 0` }, { translate: `${to}px 0` }]);
  const fade = (id, element, from, to) => play(id, element, [{ opacity: from }, { opacity: to }]);
  // A shape (.shape) whose start edge stays: the end cap moves (move `id`), the middle stretches
  // (`id`-middle). `sign` is the inline direction's x: 1, or -1 right to left.
  const stretch = (id, { middle, end }, widened, middleWidth, sign, animate = play) => {
    animate(id, end, [{ translate: `${-sign * widened}px 0` }, { translate: '0 0' }]);
    const scale = middleWidth > 0 ? (middleWidth - widened) / middleWidth : 1;
    animate(`${id}-middle`, middle, [{ scale: `${scale} 1` }, { scale: '1 1' }]);
  };

  // Edges in page x: `start` and `end` are the left and right, or the right and left.
  const drawn = (tab, sign) => {
    const { shapes: [{ start, end }], content, label, text } = pieces.get(tab);
    const [startSide, endSide] = sign > 0 ? ['left', 'right'] : ['right', 'left'];
    const textStart = edge(text, startSide);
    return {
      start: edge(start, startSide),
      end: edge(end, endSide),
      content: edge(content, startSide),
      title: Math.max(0, sign * (edge(label, endSide) - textStart)),
    };
  };

  const opacity = (element) => parseFloat(getComputedStyle(element).opacity);
  const shown = (tab) => {
    const { tint, label, outline, filled } = pieces.get(tab);
    return {
      colour: opacity(tint),
      label: opacity(label),
      outline: opacity(outline),
      filled: opacity(filled),
    };
  };

  // Everything is read before anything plays: a read after an animation starts restyles again.
  const playChange = (before, changed, sign) => {
    const plans = tabs.map((tab) => {
      const { shapes: [{ middle }], label, ring } = pieces.get(tab);
      return {
        tab,
        now: drawn(tab, sign),
        middleWidth: middle.offsetWidth,
        titleWidth: label.offsetWidth,
        ring: before.get(tab).ring === undefined ? undefined : getComputedStyle(ring).scale,
      };
    });
    for (const { tab, now, middleWidth, titleWidth, ring: ringTo } of plans) {
      const was = before.get(tab);
      const { ring, shapes, tint, label, text, content, outline, filled } = pieces.get(tab);
      const opensOrCloses = changed.includes(tab);
      // A pill plays its place and width where they changed (the table lists them for every
      // pill; one still would be a no-op the compositor is not given), and its padding and
      // title where the tap opens or closes it.
      if (!reducedMotion()) {
        const dx = was.start - now.start;
        const widened = sign * ((now.end - now.start) - (was.end - was.start));
        if (dx) move('pill-position', tab, dx, 0);
        if (widened) for (const shape of shapes) stretch('pill-width', shape, widened, middleWidth, sign);
        const dc = was.content - now.content - dx;
        if (dc) move('pill-content', content, dc, 0);
        if (was.title !== now.title) {
          // The title's box slides over the text, which slides back by as much.
          move('pill-title', label, sign * (was.title - titleWidth), sign * (now.title - titleWidth));
          move('pill-title', text, sign * (titleWidth - was.title), sign * (titleWidth - now.title));
        }
        if (was.ring !== undefined) play('pill-ring', ring, [{ scale: was.ring }, { scale: ringTo }]);
      }
      if (!opensOrCloses) continue;
      const active = tab.getAttribute('aria-selected') === 'true' ? 1 : 0;
      fade('pill-fill', tint, was.shown.colour, active);
      fade('pill-title-opacity', label, was.shown.label, active);
      fade('pill-symbol-filled', filled, was.shown.filled, active);
      fade('pill-symbol-outline', outline, was.shown.outline, 1 - active);
    }
  };

  const measureRing = () => {
    const ring = tabs[0]?.querySelector('.pill__ring');
    if (!ring) return;
    const inset = 4 * pixels('--tab-bar-ring-width');
    const scale = (size) => Math.max(0, (size - inset) / size);
    tablist.style.setProperty('--ring-inset-scale', `${scale(ring.offsetWidth)} ${scale(ring.offsetHeight)}`);
  };
  const measure = () => { design = readDesign(); measureRing(); };

  // .transition(.offset(x: allMailsEntryOffset)): All Mails slides in and out from the trailing
  // side (fades with reduced motion).
  const entryOffset = () => (rightToLeft() ? -1 : 1) * design.tabBar.allMailsEntryOffset;
  // A finished animation has no effect left, and cancelling it would restyle its element.
  const stop = (animation) => { if (animation && animation.playState !== 'finished') animation.cancel(); };
  const allMailsSlide = {
    animation: null,
    play(id, from, to) {
      stop(this.animation);
      const keyframes = reducedMotion()
        ? [{ opacity: from ? 0 : 1 }, { opacity: to ? 0 : 1 }]
        : [{ transform: `translateX(${from}px)` }, { transform: `translateX(${to}px)` }];
      this.animation = allMailsPill.animate(keyframes, timing(id));
      return this.animation;
    },
    offset() {
      return this.animation?.playState === 'running' ? new DOMMatrixReadOnly(getComputedStyle(allMailsPill).transform).m41 : 0;
    },
    // `was`: where it was drawn, read before the tap wrote anything.
    out(was) {
      const { left, offset: from } = was;
      allMailsPill.dataset.leaving = '';
      allMailsPill.style.left = `${left}px`;
      this.play('all-mails-exit', from, entryOffset()).finished.then(() => {
        allMailsPill.hidden = true;
        delete allMailsPill.dataset.leaving;
      }, () => { /* cancelled: it is coming back */ });
    },
    in(was) {
      const from = 'leaving' in allMailsPill.dataset ? was.offset : entryOffset();
      delete allMailsPill.dataset.leaving;
      allMailsPill.style.left = '';
      allMailsPill.hidden = false;
      this.play('all-mails-entry', from, 0);
    },
  };

  const tabFor = (id) => tabs.find((tab) => tab.dataset.tab === id);

  // What the tap's frame does not show follows it. Which pill Tab reaches and the link are
  // written once that frame has been rendered (a task queued from its animation frame runs after
  // it), or at once for a change drawn at once (a link opened); the list (its rows and caption:
  // data-list-tab) is drawn in the frame after.
  let afterTap = 0;
  // `address`: the link when the tap was made. One opened since (its hashchange still to come)
  // is not written over: it is shown next, and written then.
  const catchUp = (address) => {
    const focusable = tabFor(root.dataset.activeTab) ?? tabs[0];
    for (const tab of tabs) {
      const tabIndex = tab === focusable ? 0 : -1;
      if (tab.tabIndex !== tabIndex) tab.tabIndex = tabIndex;
    }
    if (location.href === address) writeLink();
  };
  const followTap = (id) => {
    cancelAnimationFrame(afterTap);
    const drawnAtOnce = still;
    const address = location.href;
    if (drawnAtOnce) catchUp(address);
    afterTap = requestAnimationFrame(() => {
      if (!drawnAtOnce) setTimeout(() => catchUp(address));
      afterTap = requestAnimationFrame(() => { root.dataset.listTab = id; });
    });
  };

  // The tap's frame: the pills' new state and the start of their springs, nothing else.
  const select = (id) => {
    const previous = root.dataset.activeTab;
    if (id === previous) return;
    const opening = tabFor(id);
    const closing = tabFor(previous);
    const changed = [opening, closing].filter(Boolean);
    const ringChanges = previous === 'allMails' || id === 'allMails';
    const sign = rightToLeft() ? -1 : 1;
    const before = new Map(tabs.map((tab) => [tab, {
      ...drawn(tab, sign),
      shown: changed.includes(tab) ? shown(tab) : null,
      ring: ringChanges ? getComputedStyle(pieces.get(tab).ring).scale : undefined,
    }]));
    const allMailsWas = { left: allMailsPill.offsetLeft, offset: allMailsSlide.offset() };
    for (const animation of running) stop(animation);
    running = [];

    if (previous === 'allMails') allMailsSlide.out(allMailsWas);
    root.dataset.activeTab = id;
    opening?.setAttribute('aria-selected', 'true');
    closing?.setAttribute('aria-selected', 'false');
    if (id === 'allMails') allMailsSlide.in(allMailsWas);
    playChange(before, changed, sign);
    followTap(id);
  };

  const onClick = (event) => {
    const tab = event.target.closest('[role="tab"]');
    if (!tab) return;
    select(tab.dataset.tab === root.dataset.activeTab ? 'allMails' : tab.dataset.tab);
  };

  const onKeyDown = (event) => {
    const index = tabs.indexOf(document.activeElement);
    if (index < 0) return;
    const last = tabs.length - 1;
    const [forward, backward] = rightToLeft() ? ['ArrowLeft', 'ArrowRight'] : ['ArrowRight', 'ArrowLeft'];
    const next = {
      [forward]: index === last ? 0 : index + 1,
      [backward]: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    tabs[index].tabIndex = -1;
    tabs[next].tabIndex = 0;
    tabs[next].focus();
  };

  // ---- Search: the tab bar folds away; typing filters the list

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
    searchCaption.textContent = phrase(query ? 'searchResults' : 'searchCaption', { count: matches });
    if (matches === 0) root.dataset.searchEmpty = '';
    else delete root.dataset.searchEmpty;
  };

  // Search folds the tab bar away as a tab change does, on the search spring.
  const tabBarRow = document.querySelector('.tabbar__row');
  const rising = ['[data-part="material"]', '[data-part="divider"]', '[data-part="list"]']
    .map((selector) => document.querySelector(selector));
  const fieldShape = {
    middle: document.querySelector('.search__field .shape__middle'),
    end: document.querySelector('.search__field [data-cap="end"]'),
  };
  let searchMoves = [];
  const playSearch = (id, element, keyframes) => {
    searchMoves.push(element.animate(keyframes, timing(id)));
  };
  const rise = (element) => parseFloat(getComputedStyle(element).translate.split(' ')[1] ?? '0') || 0;

  const setSearchActive = (active) => {
    const sign = rightToLeft() ? -1 : 1;
    const fieldEnd = () => edge(fieldShape.end, sign > 0 ? 'right' : 'left');
    const was = {
      fieldEnd: fieldEnd(),
      cancelLeft: edge(cancelButton, 'left'),
      cancelOpacity: opacity(cancelButton),
      rowOpacity: opacity(tabBarRow),
      rise: rise(rising[2]),
    };
    for (const animation of searchMoves) animation.cancel();
    searchMoves = [];

    if (active) root.dataset.searchActive = '';
    else delete root.dataset.searchActive;
    tabBarRow.inert = active;
    cancelButton.tabIndex = active ? 0 : -1;

    const now = {
      fieldEnd: fieldEnd(),
      middleWidth: fieldShape.middle.offsetWidth,
      cancelLeft: edge(cancelButton, 'left'),
    };
    const target = active ? 1 : 0;
    playSearch('search-cancel-opacity', cancelButton, [{ opacity: was.cancelOpacity }, { opacity: target }]);
    playSearch('tab-bar-opacity', tabBarRow, [{ opacity: was.rowOpacity }, { opacity: 1 - target }]);
    if (reducedMotion()) return;
    stretch('search-field-width', fieldShape, sign * (now.fieldEnd - was.fieldEnd), now.middleWidth, sign, playSearch);
    const cancelFrom = was.cancelLeft - now.cancelLeft;
    playSearch('search-cancel-position', cancelButton, [{ translate: `${cancelFrom}px 0` }, { translate: '0 0' }]);
    const to = active ? -design.tabBarFold : 0;
    for (const element of rising) {
      playSearch('tab-bar-fold', element, [{ translate: `0 ${was.rise}px` }, { translate: `0 ${to}px` }]);
    }
  };

  const beginSearch = () => {
    if ('searchActive' in root.dataset) return;
    setSearchActive(true);
    filter();
    writeLink();
  };

  const search = (query) => {
    searchInput.value = query;
    beginSearch();
    filter();
  };

  const endSearch = () => {
    searchInput.value = '';
    for (const row of rows) row.hidden = false;
    delete root.dataset.searchEmpty;
    setSearchActive(false);
    searchInput.blur();
    writeLink();
  };

  // ---- Appearance: automatic, light or dark, remembered on this device

  const appearanceButton = document.querySelector('[data-part="appearance"]');
  const schemes = ['auto', 'light', 'dark'];
  const schemeNames = { auto: 'appearanceAutomatic', light: 'appearanceLight', dark: 'appearanceDark' };
  const storageKey = 'mailsitegen.colorScheme';
  const applyScheme = (scheme) => {
    root.dataset.colorScheme = scheme;
    appearanceButton.setAttribute('aria-label', phrase(schemeNames[scheme], {}));
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
    writeLink();
  };

  // ---- Conditions: Dynamic Type, contrast, transparency, phone

  // `conditions`: the spec's own (`auto`: the viewer's), the body style's size at each text size.
  const conditionValues = {
    text: conditions.textSizes,
    contrast: ['standard', 'increased'],
    transparency: ['standard', 'reduced'],
    device: ['custom', ...conditions.devices],
  };
  const conditionAttributes = { text: 'textSize', contrast: 'contrast', transparency: 'transparency', device: 'device' };
  const linkedConditions = {}; // what a link asks for, over the spec and the viewer
  const increasedContrast = matchMedia('(prefers-contrast: more)');
  const reducedTransparency = matchMedia('(prefers-reduced-transparency: reduce)');
  // iOS Safari's Larger Text shows only through its font keywords.
  const viewerTextSize = () => {
    if (!CSS.supports('font', '-apple-system-body')) return 'large';
    const probe = document.createElement('span');
    probe.style.font = '-apple-system-body';
    document.body.append(probe);
    const size = parseFloat(getComputedStyle(probe).fontSize);
    probe.remove();
    const distances = conditions.bodySizes.map((points) => Math.abs(points - size));
    return conditions.textSizes[distances.indexOf(Math.min(...distances))];
  };
  const specOrViewer = {
    text: () => (conditions.text === 'auto' ? viewerTextSize() : conditions.text),
    contrast: () => (conditions.contrast === 'auto' ? (increasedContrast.matches ? 'increased' : 'standard') : conditions.contrast),
    transparency: () => (conditions.transparency === 'auto' ? (reducedTransparency.matches ? 'reduced' : 'standard') : conditions.transparency),
    device: () => conditions.device,
  };
  const applyConditions = () => {
    const sized = () => `${root.dataset.textSize} ${root.dataset.device}`;
    const before = sized();
    for (const [key, attribute] of Object.entries(conditionAttributes)) {
      const value = linkedConditions[key] ?? specOrViewer[key]();
      if (value === 'custom') delete root.dataset[attribute];
      else root.dataset[attribute] = value;
    }
    // New sizes: read the lengths and measure again.
    if (design && sized() !== before) measure();
    fitStage();
  };
  applyConditions();
  increasedContrast.addEventListener('change', applyConditions);
  reducedTransparency.addEventListener('change', applyConditions);

  // The Large Content Viewer: at an accessibility size, a pill held (pointer or Space).
  const largeContent = document.querySelector('[data-part="large-content-viewer"]');
  const longPress = 500; // ms: UIKit's long press
  let pressTimer = 0;
  const showLargeContent = (pill) => {
    const symbol = pill.querySelector('[data-icon="filled"] use');
    largeContent.querySelector('use').setAttribute('href', symbol.getAttribute('href'));
    largeContent.querySelector('span').textContent = pill.querySelector('.pill__text').textContent;
    largeContent.hidden = false;
  };
  const releasePill = () => {
    clearTimeout(pressTimer);
    largeContent.hidden = true;
  };
  const pressPill = (event) => {
    const pill = event.target.closest('.pill');
    if (!pill || !root.dataset.textSize.startsWith('accessibility')) return;
    releasePill();
    pressTimer = setTimeout(() => showLargeContent(pill), longPress);
  };
  const watchLongPress = () => {
    const row = document.querySelector('.tabbar__row');
    row.addEventListener('pointerdown', pressPill);
    row.addEventListener('keydown', (event) => { if (event.key === ' ' && !event.repeat) pressPill(event); });
    row.addEventListener('keyup', (event) => { if (event.key === ' ') releasePill(); });
    for (const type of ['pointerup', 'pointercancel', 'blur']) window.addEventListener(type, releasePill);
    row.addEventListener('contextmenu', (event) => { if (!largeContent.hidden) event.preventDefault(); });
  };

  // ---- Deep links: the state in the URL's fragment

  // #tab=updates&y=117&scheme=dark&q=invoice&motion=reduce
  const longestQuery = 256; // characters of a linked search
  const readLink = () => {
    const link = new URLSearchParams(location.hash.slice(1));
    const state = {};
    const tab = link.get('tab');
    if (tab === 'allMails' || tabFor(tab)) state.tab = tab;
    const y = link.has('y') ? Number(link.get('y')) : NaN;
    if (Number.isFinite(y)) state.y = Math.max(0, Math.round(y));
    if (schemes.includes(link.get('scheme'))) state.scheme = link.get('scheme');
    for (const [key, values] of Object.entries(conditionValues)) {
      if (values.includes(link.get(key))) state[key] = link.get(key);
    }
    if (link.has('q')) state.q = link.get('q').slice(0, longestQuery);
    if (link.get('motion') === 'reduce') state.motion = 'reduce';
    if (link.get('zoom') === 'actual') state.zoom = 'actual';
    const held = link.get('hold');
    if (held === 'allMails' || tabFor(held)) state.hold = held;
    if (['ltr', 'rtl'].includes(link.get('dir'))) state.dir = link.get('dir');
    if (Object.hasOwn(words.locales, link.get('locale') ?? '')) state.locale = link.get('locale');
    if (link.get('statusbar') === '1') state.statusbar = true;
    return state;
  };

  // ---- The status bar, drawn when a link asks (statusbar=1): as Simulator's screenshots show it
  // (9:41, full signal, Wi-Fi, a full battery), for pictures of the screen (`mailsitegen snapshot`)
  // that a browser opening the same link draws alike. Its markup is in index.html, hidden from
  // assistive technology; the attribute says which phone's layout it takes.
  const showStatusBar = (shown) => {
    if (!shown) {
      delete root.dataset.statusBar;
      return;
    }
    root.dataset.statusBar = conditions.statusBars[root.dataset.device ?? 'custom'] ?? 'island';
  };

  const scroller = () => (getComputedStyle(screen).overflowY === 'visible' ? window : screen);

  // Mirrored or not: what moved stops where it rests, the ring is measured again.
  const applyDirection = (dir) => {
    if (root.dir === dir) return;
    for (const animation of [...running, ...searchMoves]) animation.cancel();
    running = [];
    searchMoves = [];
    allMailsSlide.animation?.cancel();
    if ('leaving' in allMailsPill.dataset) {
      allMailsPill.hidden = true;
      delete allMailsPill.dataset.leaving;
      allMailsPill.style.left = '';
    }
    root.dir = dir;
    measureRing();
  };

  // locale=: the dates and counts of one of the locales the page carries; the texts stay the spec's.
  const dates = Array.from(document.querySelectorAll('.mail__date'));
  const counts = Array.from(document.querySelectorAll('[data-count]'));
  let specLabels = null;
  let shownLocale = words.locale;
  const applyLocale = (locale) => {
    if (locale === shownLocale) return;
    specLabels ??= dates.map((date) => [date.textContent, date.getAttribute('lang')]);
    const other = locale === words.locale ? null : words.locales[locale];
    numbers = other ? other.numbers : words.numbers;
    dates.forEach((date, index) => {
      const [label, lang] = specLabels[index];
      date.textContent = other ? (other.dates[label] ?? label) : label;
      if (other) date.setAttribute('lang', locale);
      else if (lang) date.setAttribute('lang', lang);
      else date.removeAttribute('lang');
    });
    for (const count of counts) count.textContent = formatCount(Number(count.dataset.count));
    shownLocale = locale;
    root.dataset.locale = locale;
    if ('searchActive' in root.dataset) filter();
  };

  const applyLink = (state) => {
    motionReducedByLink = state.motion === 'reduce';
    applyLocale(state.locale ?? words.locale);
    if (state.zoom) root.dataset.zoom = state.zoom;
    else delete root.dataset.zoom;
    if (state.scheme) applyScheme(state.scheme);
    for (const key of Object.keys(conditionValues)) {
      if (state[key]) linkedConditions[key] = state[key];
      else delete linkedConditions[key];
    }
    applyConditions();
    applyDirection(state.dir ?? initial.dir);
    select(state.tab ?? initial.tab);
    // hold=: a pill shown held, until the next release.
    if (state.hold && root.dataset.textSize.startsWith('accessibility')) {
      showLargeContent(state.hold === 'allMails' ? allMailsPill : tabFor(state.hold));
    }
    if (state.q !== undefined) search(state.q);
    else if ('searchActive' in root.dataset) endSearch();
    showStatusBar(state.statusbar === true);
    if (state.y !== undefined) scroller().scrollTo({ top: state.y, behavior: 'instant' });
    writeLink();
  };

  const writeLink = () => {
    const link = new URLSearchParams();
    if (root.dataset.activeTab !== initial.tab) link.set('tab', root.dataset.activeTab);
    const y = Math.round(scrolled());
    if (y > 0) link.set('y', String(y));
    if (root.dataset.colorScheme !== initial.scheme) link.set('scheme', root.dataset.colorScheme);
    // A condition a link set apart from the spec (and the viewer); `dir` after `text`.
    for (const key of Object.keys(conditionValues)) {
      if (key in linkedConditions && linkedConditions[key] !== specOrViewer[key]()) link.set(key, linkedConditions[key]);
      if (key === 'text' && root.dir !== initial.dir) link.set('dir', root.dir);
    }
    if ('searchActive' in root.dataset) link.set('q', searchInput.value);
    if (motionReducedByLink) link.set('motion', 'reduce');
    if (root.dataset.zoom === 'actual') link.set('zoom', 'actual');
    if (shownLocale !== words.locale) link.set('locale', shownLocale);
    if ('statusBar' in root.dataset) link.set('statusbar', '1');
    const fragment = link.toString();
    const address = location.href.split('#')[0] + (fragment ? `#${fragment}` : '');
    if (address !== location.href) history.replaceState(history.state, '', address);
  };

  const share = document.querySelector('[data-part="share"]');
  const shareStatus = share?.querySelector('[role="status"]');
  const copyLink = async () => {
    writeLink();
    try {
      await navigator.clipboard.writeText(location.href);
      shareStatus.textContent = phrase('linkCopied', {});
    } catch {
      shareStatus.textContent = phrase('copyThisLink', { link: location.href });
    }
  };

  // ---- Start, once style.css applies

  const start = () => {
    measure();
    fitStage();
    window.addEventListener('resize', fitStage);
    if (scrollDriver === 'script') followScroll();
    tablist.addEventListener('click', onClick);
    tablist.addEventListener('keydown', onKeyDown);
    searchInput.addEventListener('focus', beginSearch);
    searchInput.addEventListener('input', () => { beginSearch(); filter(); writeLink(); });
    searchInput.addEventListener('keydown', (event) => { if (event.key === 'Escape') endSearch(); });
    cancelButton.addEventListener('click', endSearch);
    appearanceButton.addEventListener('click', cycleScheme);
    watchLongPress();
    // The offset goes into the link once scrolling ends: nothing runs while it scrolls.
    const afterScrolling = 'onscrollend' in window ? 'scrollend' : 'scroll';
    let scrollTimer = 0; // without scrollend: two quiet frames
    const onScrolled = afterScrolling === 'scrollend'
      ? writeLink
      : () => { cancelAnimationFrame(scrollTimer); scrollTimer = requestAnimationFrame(() => { scrollTimer = requestAnimationFrame(writeLink); }); };
    for (const target of [window, screen]) target.addEventListener(afterScrolling, onScrolled, { passive: true });
    window.addEventListener('hashchange', () => applyLink(readLink()));
    if (share) {
      share.hidden = false;
      share.querySelector('[data-part="copy-link"]').addEventListener('click', copyLink);
    }
    // A build's parts start now, after the page's handlers, with what they use of it.
    root.dispatchEvent(new CustomEvent('mailsitegen:start', {
      detail: { get design() { return design; }, measure, instantly, select, search, endSearch, applyScheme, writeLink, scrolled, scroller },
    }));
    if (location.hash.length > 1) instantly(() => applyLink(readLink()));
    // data-ready once the initial state is drawn: loading never animates.
    requestAnimationFrame(() => requestAnimationFrame(() => { root.dataset.ready = ''; }));
  };

  // WebKit may fire a frame's load before its style.css applies: wait for it.
  const begin = () => (token('--reduced-motion-fade') ? start() : requestAnimationFrame(begin));
  if (document.readyState === 'complete') begin();
  else window.addEventListener('load', begin, { once: true });
})();
