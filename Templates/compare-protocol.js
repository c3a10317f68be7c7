// MailSiteGen: the messages between a comparison page (compare.js) and its phones, each a frame
// of its own prototype (app-compare.js). Frames opened from disk share no origin, so they talk
// only by postMessage. A message counts when it comes from the window each side expects (a
// phone's parent page; one of the page's own frames), from this page's origin (or from disk),
// in the shape its type has; anything else is ignored. Each message is
// { mailsitegen: 'compare', type, ... }:
//
//   a phone tells its page   ready; tab {tab, index, at}; scroll {y}; search {query}; cancel;
//                            scheme {scheme}
//   the page tells a phone   what another phone told it (tab, scroll, search, cancel, scheme);
//                            replay {at}; speed {rate}; state {state}: the shared state drawn at once
//
// `index` is the tab's place (All Mails is -1), for a phone whose tabs have other ids; `at`, when
// given, is the wall-clock moment (performance.timeOrigin + performance.now(), in ms) the tap's
// spring started at, so that every phone plays it in step.
(() => {
  'use strict';

  const schemes = ['auto', 'light', 'dark'];
  const rates = [1, 0.5, 0.25];
  const longestTab = 64; // characters of a tab's id
  const longestQuery = 256; // characters of a search, as a link's
  const isText = (text, longest) => typeof text === 'string' && text.length <= longest;
  const isMoment = (at) => at === undefined || Number.isFinite(at);

  // What a phone and its page both tell: what a person did.
  const done = {
    tab: (message) => isText(message.tab, longestTab) && Number.isInteger(message.index) && isMoment(message.at),
    scroll: (message) => Number.isFinite(message.y) && message.y >= 0,
    search: (message) => isText(message.query, longestQuery),
    cancel: () => true,
    scheme: (message) => schemes.includes(message.scheme),
  };
  const shapes = {
    page: { ready: () => true, ...done },
    phone: {
      ...done,
      replay: (message) => isMoment(message.at),
      speed: (message) => rates.includes(message.rate),
      state: (message) => typeof message.state === 'object' && message.state !== null,
    },
  };

  const ownOrigin = location.origin;
  const fromDisk = (origin) => origin === 'null' || origin === 'file://';
  // Frames from disk have opaque origins, which no target origin names.
  const targetOrigin = fromDisk(ownOrigin) || !ownOrigin.includes('://') ? '*' : ownOrigin;

  window.mailsitegenCompare = Object.freeze({
    schemes,
    rates,
    longestTab,
    longestQuery,
    isText,
    /** Sends `message` ({ type, ... }) to `target`, a window (nothing when it is gone). */
    send: (target, message) => target?.postMessage({ mailsitegen: 'compare', ...message }, targetOrigin),
    /**
     * The message of a `message` event if it is one that `receiver` ('page' or 'phone') takes,
     * from an origin allowed, else null. Who sent it is the receiver's to check.
     */
    receive: (event, receiver) => {
      const message = event.data;
      if (!(event.origin === ownOrigin || fromDisk(event.origin))) return null;
      if (typeof message !== 'object' || message === null || message.mailsitegen !== 'compare') return null;
      const accepts = shapes[receiver];
      return Object.hasOwn(accepts, message.type) && accepts[message.type](message) ? message : null;
    },
  });
})();
