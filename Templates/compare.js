// MailSiteGen: the comparison page. Each phone is a frame of its own prototype; what a person
// does in one is relayed to the others (the same tab id, else the tab at the same place; the
// same scroll offset, search text, Cancel and appearance), Replay and the speed reach them all.
// The messages, and which count, are compare-protocol.js's.
(() => {
  'use strict';

  const root = document.documentElement;
  const variants = Array.from(document.querySelectorAll('[data-part="variant"]'));
  const frames = variants.map((variant) => variant.querySelector('iframe'));
  const controls = document.querySelector('[data-part="controls"]');
  const syncButton = document.querySelector('[data-part="sync"]');
  const replayButton = document.querySelector('[data-part="replay"]');
  const speedInputs = Array.from(document.querySelectorAll('[data-part="speed"] input'));

  const protocol = window.mailsitegenCompare;
  const { schemes, rates, longestQuery, isText } = protocol;
  const send = (frame, message) => protocol.send(frame.contentWindow, message);

  // What every phone shows while they are in sync, and what each shows (they drift apart once
  // unlinked); linked again, the one used last leads. In the page's fragment, so that a reload
  // (or a link) keeps it: #tab=updates&index=1&y=120&q=invoice&scheme=dark&sync=off&speed=0.5.
  const fresh = () => ({ tab: null, index: -1, y: 0, query: null, scheme: null });
  let shared = fresh();
  const each = frames.map(() => fresh());
  let leader = 0;
  let synced = true;
  let rate = 1;

  const update = (state, message) => {
    switch (message.type) {
      case 'tab': state.tab = message.tab; state.index = message.index; break;
      case 'scroll': state.y = message.y; break;
      case 'search': state.query = message.query; break;
      case 'cancel': state.query = null; break;
      case 'scheme': state.scheme = message.scheme; break;
    }
  };

  const readFragment = () => {
    const link = new URLSearchParams(location.hash.slice(1));
    const state = fresh();
    if (isText(link.get('tab'), protocol.longestTab)) {
      state.tab = link.get('tab');
      const index = Number(link.get('index') ?? -1);
      state.index = Number.isInteger(index) ? index : -1;
    }
    const y = Number(link.get('y'));
    if (Number.isFinite(y) && y > 0) state.y = Math.round(y);
    if (link.has('q')) state.query = link.get('q').slice(0, longestQuery);
    if (schemes.includes(link.get('scheme'))) state.scheme = link.get('scheme');
    synced = link.get('sync') !== 'off';
    const speed = Number(link.get('speed'));
    rate = rates.includes(speed) ? speed : 1;
    return state;
  };

  const writeFragment = () => {
    const link = new URLSearchParams();
    if (shared.tab !== null) {
      link.set('tab', shared.tab);
      link.set('index', String(shared.index));
    }
    if (shared.y > 0) link.set('y', String(shared.y));
    if (shared.query !== null) link.set('q', shared.query);
    if (shared.scheme !== null) link.set('scheme', shared.scheme);
    if (!synced) link.set('sync', 'off');
    if (rate !== 1) link.set('speed', String(rate));
    const fragment = link.toString();
    const address = location.href.split('#')[0] + (fragment ? `#${fragment}` : '');
    if (address !== location.href) history.replaceState(history.state, '', address);
  };

  // Only what was set is drawn: a phone keeps its own initial tab until one is chosen.
  const stateMessage = (state) => ({ type: 'state', state });

  const onMessage = (event) => {
    const from = frames.findIndex((frame) => frame.contentWindow === event.source);
    const message = from < 0 ? null : protocol.receive(event, 'page');
    if (!message) return;
    if (message.type === 'ready') {
      // A phone loaded (or reloaded after its spec changed): it takes the state it belongs in.
      send(frames[from], stateMessage(synced ? shared : each[from]));
      if (rate !== 1) send(frames[from], { type: 'speed', rate });
      return;
    }
    leader = from;
    if (!synced) {
      update(each[from], message);
      return;
    }
    for (const state of [shared, ...each]) update(state, message);
    if (message.type === 'scheme') showScheme();
    const { type, tab, index, at, y, query, scheme } = message;
    for (const frame of frames) if (frame !== frames[from]) send(frame, { type, tab, index, at, y, query, scheme });
    writeFragment();
  };

  // The page takes the phones' appearance, so that the table reads as they do.
  const showScheme = () => {
    if (shared.scheme === null || shared.scheme === 'auto') delete root.dataset.colorScheme;
    else root.dataset.colorScheme = shared.scheme;
  };

  const showSync = () => {
    syncButton.setAttribute('aria-pressed', String(synced));
    root.dataset.sync = synced ? 'on' : 'off';
  };

  const toggleSync = () => {
    synced = !synced;
    showSync();
    if (synced) {
      // Linked again: every phone takes the state of the one used last.
      shared = { ...each[leader] };
      showScheme();
      frames.forEach((frame, index) => {
        each[index] = { ...shared };
        if (index !== leader) send(frame, stateMessage(shared));
      });
    }
    writeFragment();
  };

  // Every phone's last change again, its spring starting at the same moment in each (the
  // messages reach them a frame or more apart).
  const replay = () => {
    const at = performance.timeOrigin + performance.now();
    for (const frame of frames) send(frame, { type: 'replay', at });
  };

  const setRate = (value) => {
    rate = value;
    for (const frame of frames) send(frame, { type: 'speed', rate });
    writeFragment();
  };

  // The phones at one scale, as large as the row and the window's height allow (the page's stage
  // rule), never enlarged.
  const phones = document.querySelector('[data-part="phones"]');
  const windowMargin = 24; // px below the phones
  const fit = () => {
    const gap = parseFloat(getComputedStyle(phones).columnGap) || 0;
    const size = (variant, name) => parseFloat(getComputedStyle(variant).getPropertyValue(name));
    const widths = variants.map((variant) => size(variant, '--screen-width'));
    const needed = widths.reduce((sum, width) => sum + width, 0) + gap * (variants.length - 1);
    const tallest = Math.max(...variants.map((variant) => size(variant, '--screen-height')));
    // What a phone's column holds beside its screen: its label and links.
    const screenBox = variants[0].querySelector('.variant__screen');
    const beside = variants[0].offsetHeight - screenBox.offsetHeight;
    const top = phones.getBoundingClientRect().top + window.scrollY;
    const scale = Math.min(1, phones.clientWidth / needed, (innerHeight - top - beside - windowMargin) / tallest);
    root.style.setProperty('--phone-scale', String(Math.max(0.2, Math.floor(scale * 1000) / 1000)));
  };

  shared = readFragment();
  for (const index of frames.keys()) each[index] = { ...shared };
  window.addEventListener('message', onMessage);
  new ResizeObserver(fit).observe(phones);
  window.addEventListener('resize', fit);
  fit();
  showSync();
  showScheme();
  for (const input of speedInputs) {
    input.checked = Number(input.value) === rate;
    input.addEventListener('change', () => { if (input.checked) setRate(Number(input.value)); });
  }
  syncButton.addEventListener('click', toggleSync);
  replayButton.addEventListener('click', replay);
  controls.hidden = false;
  // A phone that loaded before this script ran has told nobody: it is sent the state now.
  for (const frame of frames) {
    send(frame, stateMessage(shared));
    if (rate !== 1) send(frame, { type: 'speed', rate });
  }
})();
