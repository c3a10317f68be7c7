// MailSiteGen: motion controls (a page with the inspector, or a phone of a comparison): the last
// tab change played again, and every animation at one speed, driven by events on the root, with
// what the page hands its parts when it starts.
(() => {
  'use strict';

  const root = document.documentElement;

  root.addEventListener('mailsitegen:start', ({ detail: page }) => {
    // The last tab change, played again: drawn at once where it began, then the spring.
    let lastChange = null;
    // Every animation of the page at this speed (1, ½, ¼), scroll-driven ones excepted.
    let speed = 1;
    const pace = () => {
      for (const animation of document.getAnimations()) {
        if (animation.timeline === document.timeline && animation.playbackRate !== speed) animation.playbackRate = speed;
      }
    };
    new MutationObserver((records) => {
      const { oldValue } = records[records.length - 1];
      if (oldValue !== root.dataset.activeTab) lastChange = { from: oldValue, to: root.dataset.activeTab };
      pace();
    }).observe(root, { attributes: true, attributeFilter: ['data-active-tab', 'data-search-active'], attributeOldValue: true });
    root.addEventListener('mailsitegen:replay', () => {
      if (!lastChange || lastChange.to !== root.dataset.activeTab) return;
      page.instantly(() => page.select(lastChange.from));
      page.select(lastChange.to);
    });
    root.addEventListener('mailsitegen:speed', (event) => {
      speed = event.detail;
      root.dataset.speed = String(speed);
      pace();
    });
    for (const type of ['transitionrun', 'animationstart']) document.addEventListener(type, pace);
  }, { once: true });
})();
