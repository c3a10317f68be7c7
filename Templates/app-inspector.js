// MailSiteGen: the inspector's hooks in the page (a page built with it). inspector.js, the panel,
// is loaded when it is first opened and drives the page through events on the root, handled
// here with what the page hands its parts when it starts.
(() => {
  'use strict';

  const root = document.documentElement;

  root.addEventListener('mailsitegen:start', ({ detail: page }) => {
    const inspectorToggle = document.querySelector('[data-part="inspector-toggle"]');
    const loadInspector = () => {
      if (document.querySelector('script[src="inspector.js"]')) return;
      const script = document.createElement('script');
      script.src = 'inspector.js';
      document.head.append(script);
    };
    // A frame of the review board is a page too, without its own inspector.
    // A link's changes (#…&set=path:value) are read before the link is written again.
    if (inspectorToggle && window.top === window) {
      const linkedChanges = new URLSearchParams(location.hash.slice(1)).getAll('set');
      inspectorToggle.dataset.linkedChanges = JSON.stringify(linkedChanges);
      inspectorToggle.hidden = false;
      inspectorToggle.addEventListener('click', () => {
        inspectorToggle.dataset.opened = 'true';
        loadInspector();
      }, { once: true });
      let reopens = false;
      try { reopens = JSON.parse(sessionStorage.getItem('mailsitegen.inspector'))?.open === true; } catch { /* closed */ }
      if (reopens || linkedChanges.length) loadInspector();
    }
    // A field changed without a rebuild: its custom property is set on the root; read them again.
    // A spring comes as it is (setting it on the root would restyle the page), and stays over
    // what is read.
    const springs = new Map();
    root.addEventListener('mailsitegen:design', (event) => {
      const spring = event.detail?.spring;
      if (spring) {
        springs.set(spring.path, spring); // its easing is made when it is read
      } else {
        page.measure();
        if (root.dataset.scrollDriver === 'script') window.dispatchEvent(new Event('resize'));
      }
      for (const [path, value] of springs) {
        const [section, field] = path.split('.');
        page.design[section][field] = value;
      }
    });
  }, { once: true });
})();
