// Live reload for `mailsitegen serve`. The preview server adds this script to the page it
// serves; `mailsitegen build` never does. The page knows the build it shows (data-build); the
// server's event stream (data-events) names the current build when the page connects and
// after each rebuild, and sends the spec's error while it has one.
//   event "build"       the current builds, separated by spaces: one for a single spec, and for a
//                       comparison one for its page and one for each variant's. A page whose own
//                       build is not among them reloads; the others stay. Its URL fragment, where
//                       the page keeps its tab, scroll, search and appearance, survives the
//                       reload (a comparison's phone gets the shared state from its page).
//   event "spec-error"  the spec cannot be built: the message is shown over the page, as text.
//   event "spec-ok"     the spec builds again: the message goes.
// A browser keeps at most six connections to one host, so the review board's eleven frames
// cannot each hold a stream: one page of this server at a time (the holder of a Web Lock) opens
// it and passes what it hears to the others over a BroadcastChannel; when that page reloads or
// closes, the next one takes the lock and opens the stream. Where a page has no Web Locks (an
// address that is not a secure context, such as a phone on the network), it opens its own.
(() => {
  'use strict';

  const script = document.currentScript;
  const pageBuild = script.dataset.build;
  // The state, for curiosity and for the tests: the page's build, the server's, the stream's
  // state and the error shown.
  const live = {
    build: pageBuild, serverBuild: null, state: 'connecting', error: null,
  };
  window.mailsitegenLive = live;
  let panel = null;
  // Whether the server's announcement still holds this page's build.
  live.isCurrent = (announced) => announced.split(' ').includes(pageBuild);

  const showError = (message) => {
    live.error = message;
    if (!panel) {
      panel = document.createElement('div');
      panel.id = 'mailsitegen-error';
      panel.setAttribute('role', 'alert');
      // Styled through the CSSOM: the page's Content-Security-Policy allows no inline style.
      Object.assign(panel.style, {
        position: 'fixed', zIndex: '2147483647', left: '0', right: '0', top: '0', margin: '0',
        padding: 'max(12px, env(safe-area-inset-top)) 16px 12px', boxSizing: 'border-box',
        background: '#B3261E', color: '#FFFFFF', font: '13px/1.45 ui-monospace, Menlo, monospace',
        whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', textAlign: 'left',
        boxShadow: '0 2px 12px rgba(0, 0, 0, 0.35)',
      });
      document.body.append(panel);
    }
    // Text, never markup: the message quotes the spec.
    panel.textContent = message;
  };

  const hideError = () => {
    live.error = null;
    if (panel) panel.remove();
    panel = null;
  };

  const reload = () => {
    live.state = 'reloading';
    // How many times live reload reloaded this tab: the tests check that a change reloads once.
    try {
      const key = 'mailsitegen:reloads';
      sessionStorage.setItem(key, String(Number(sessionStorage.getItem(key) || 0) + 1));
    } catch {
      // Storage may be disabled; reloading matters, counting does not.
    }
    location.reload();
  };

  // The inspector holds the reload while it writes an edit, until it has kept what the answer
  // says (its undo); released, the page reloads if the server has another build by then.
  live.holds = 0;
  live.hold = () => {
    let held = true;
    live.holds += 1;
    return () => {
      if (!held) return;
      held = false;
      live.holds -= 1;
      if (live.holds === 0 && live.serverBuild && !live.isCurrent(live.serverBuild) && live.state !== 'reloading') {
        reload();
      }
    };
  };

  // What the stream says, heard first-hand or from the page that holds it.
  const handle = {
    state: (state) => { if (live.state !== 'reloading') live.state = state; },
    build: (build) => {
      live.serverBuild = build;
      if (!live.isCurrent(build) && live.state !== 'reloading' && live.holds === 0) reload();
    },
    'spec-error': showError,
    'spec-ok': hideError,
  };

  // Opens the stream; `hear(type, data)` gets each of its events and states.
  const connect = (hear) => {
    const events = new EventSource(script.dataset.events);
    events.addEventListener('open', () => hear('state', 'open'));
    events.addEventListener('error', () => {
      // The browser reconnects by itself (the server asks for one second); a server started
      // again announces its build, and each page reloads if it is another.
      hear('state', events.readyState === EventSource.CLOSED ? 'closed' : 'reconnecting');
    });
    for (const type of ['build', 'spec-error', 'spec-ok']) {
      events.addEventListener(type, (event) => hear(type, event.data));
    }
  };

  if (!('BroadcastChannel' in window && navigator.locks)) {
    connect((type, data) => handle[type](data));
    return;
  }
  const name = `mailsitegen-live ${new URL(script.dataset.events, location.href).href}`;
  const channel = new BroadcastChannel(name);
  // The holder's last word of each kind, for a page that joins after it was said.
  const said = new Map();
  let holding = false;
  channel.addEventListener('message', ({ data }) => {
    if (data.type === 'hello') {
      if (holding) for (const [type, value] of said) channel.postMessage({ type, data: value });
    } else if (!holding) {
      handle[data.type](data.data);
    }
  });
  navigator.locks.request(name, () => new Promise(() => {
    // Held until this page goes: the lock is released with it.
    holding = true;
    connect((type, data) => {
      if (type === 'spec-ok') said.delete('spec-error');
      else said.set(type, data);
      channel.postMessage({ type, data });
      handle[type](data);
    });
  }));
  channel.postMessage({ type: 'hello' });
})();
