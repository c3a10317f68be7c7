/// The page's clock, taken over by the recorder: a script added to every new document
/// (`Page.addScriptToEvaluateOnNewDocument`), inert until `take()`. From then on:
///
/// - `requestAnimationFrame`, `setTimeout`, `setInterval`, `performance.now` and `Date.now` run on a
///   virtual 60 Hz vsync in page time (tick j at `j * 1000 / 60` ms): a tick runs the timers due,
///   then the next step if the one before has settled, then the frame callbacks, as a browser's
///   event loop orders them; a callback asked for during a tick runs on the next.
/// - Every Web Animation on `document.timeline` (the springs are `element.animate`) is paused as
///   it is made, remembered with the tick it was made on, and put at its exact local time at each
///   tick and each captured frame; once page time passes its end it is `finish()`ed, so its
///   `finished` handlers run (All Mails' pill hides).
/// - A scroll step's offset is written at `Flick`'s `y(t)` at each tick and frame, and the
///   scroll-driven animations (the header's material) follow it in the same frame.
///
/// `advanceTo(tick, t)` runs the ticks up to `tick`, puts everything at page time `t` (ms), waits
/// for the browser to start the frame that shows it (one native frame: without that wait a
/// screenshot can be a frame behind; with it, the 30/60 fps relation holds exactly), and says whether anything could have changed since the last frame
/// (`changed`), and on which tick the last step settled (`settledOnTick`, else −1).
/// Wall-clock time never enters a pixel: a busy machine only makes the recording slower.
enum RecordClock {
    static let script = #"""
        (() => {
          if (window.__mailsitegenRecord) return;
          const TICK_RATE = 60;
          const tickTime = (j) => j * 1000 / TICK_RATE;
          const FIRST_ID = 1e9;
          const native = {
            raf: window.requestAnimationFrame.bind(window),
            caf: window.cancelAnimationFrame.bind(window),
            setTimeout: window.setTimeout.bind(window),
            clearTimeout: window.clearTimeout.bind(window),
            setInterval: window.setInterval.bind(window),
            clearInterval: window.clearInterval.bind(window),
            now: performance.now.bind(performance),
            dateNow: Date.now.bind(Date),
            animate: Element.prototype.animate,
          };
          let controlled = false;
          let now = 0, base = 0, epoch = 0, tick = 0, nextId = FIRST_ID;
          let frameQueue = [], timers = [];
          let page = null, steps = [], current = null, flick = null, startTick = 0, settledOnTick = -1;
          // A scroll step past the end of the list as it is when the step starts.
          let pastEnd = null;
          let curve = null, changed = false;
          const starts = new Map();
          const lastLocal = new Map();
          window.addEventListener('mailsitegen:start', (event) => { page = event.detail; }, { capture: true, once: true });

          window.requestAnimationFrame = (callback) => {
            if (!controlled) return native.raf(callback);
            const id = nextId++;
            frameQueue.push({ id, callback });
            return id;
          };
          window.cancelAnimationFrame = (id) => {
            if (id >= FIRST_ID) frameQueue = frameQueue.filter((entry) => entry.id !== id);
            else native.caf(id);
          };
          const addTimer = (callback, delay, args, every) => {
            const id = nextId++;
            const wait = Math.max(0, Number(delay) || 0);
            timers.push({ id, due: now + wait, callback, args, every: every ? Math.max(wait, 1) : 0 });
            return id;
          };
          window.setTimeout = (callback, delay, ...args) =>
            controlled ? addTimer(callback, delay, args, false) : native.setTimeout(callback, delay, ...args);
          window.setInterval = (callback, delay, ...args) =>
            controlled ? addTimer(callback, delay, args, true) : native.setInterval(callback, delay, ...args);
          const clear = (id, nativeClear) => {
            if (id >= FIRST_ID) timers = timers.filter((timer) => timer.id !== id);
            else nativeClear(id);
          };
          window.clearTimeout = (id) => clear(id, native.clearTimeout);
          window.clearInterval = (id) => clear(id, native.clearInterval);
          performance.now = () => (controlled ? base + now : native.now());
          Date.now = () => (controlled ? epoch + Math.floor(now) : native.dateNow());

          const adopt = (animation) => {
            if (starts.has(animation)) return;
            starts.set(animation, now);
            animation.pause();
            changed = true;
          };
          Element.prototype.animate = function (...args) {
            const animation = native.animate.apply(this, args);
            if (controlled && animation.timeline === document.timeline) adopt(animation);
            return animation;
          };
          // CSS animations and transitions the hook did not see.
          const adoptAll = () => {
            for (const animation of document.getAnimations()) {
              if (animation.timeline === document.timeline && animation.playState === 'running') adopt(animation);
            }
          };
          const endOf = (animation) => animation.effect ? animation.effect.getComputedTiming().endTime : 0;
          const localTime = (animation, made) => (now - made) * animation.playbackRate;
          // Every animation at page time `now`, exactly.
          const seek = () => {
            for (const [animation, made] of starts) {
              if (animation.playState === 'idle') {
                starts.delete(animation);
                lastLocal.delete(animation);
                changed = true;
                continue;
              }
              const local = localTime(animation, made);
              if (local >= endOf(animation)) {
                starts.delete(animation);
                lastLocal.delete(animation);
                animation.finish();
                changed = true;
              } else if (lastLocal.get(animation) !== local) {
                animation.currentTime = local;
                lastLocal.set(animation, local);
                changed = true;
              }
            }
          };
          const springsDone = () => {
            for (const [animation, made] of starts) {
              if (animation.playState !== 'idle' && localTime(animation, made) < endOf(animation)) return false;
            }
            return true;
          };
          const flickOffset = (at) => {
            const elapsed = at - flick.start;
            if (elapsed >= flick.duration) return flick.to;
            return flick.from + (flick.to - flick.from) * (1 - Math.pow(curve.decelerationRate, elapsed));
          };
          const placeFlick = () => {
            if (!flick) return;
            const y = flickOffset(now);
            if (y === flick.written) return;
            flick.written = y;
            page.scroller().scrollTo({ top: y, behavior: 'instant' });
            changed = true;
          };
          const largestOffset = () => {
            const scroller = page.scroller();
            const element = scroller === window ? document.scrollingElement : scroller;
            const viewport = scroller === window ? window.innerHeight : scroller.clientHeight;
            return Math.max(0, element.scrollHeight - viewport);
          };
          const begin = (step) => {
            changed = true;
            switch (step.kind) {
              case 'tap': page.select(step.tab); break;
              case 'search': page.search(''); break;
              case 'cancel': page.endSearch(); break;
              case 'scroll': {
                // The list may have changed since the start (a tap before it): its end now.
                const largest = largestOffset();
                if (step.to > largest + 0.5) {
                  pastEnd = { step: step.text, largest };
                  break;
                }
                const from = page.scrolled();
                const distance = Math.abs(step.to - from);
                const duration = distance > curve.threshold
                  ? Math.log(distance / curve.threshold) / -Math.log(curve.decelerationRate) : 0;
                flick = { start: now, from, to: step.to, duration, written: from };
                break;
              }
              case 'wait': step.until = now + step.seconds * 1000; break;
            }
          };
          const stepDone = () => {
            if (current.kind === 'wait') return now >= current.until;
            if (current.kind === 'scroll') return flick === null || now >= flick.start + flick.duration;
            return true;
          };
          // One virtual vsync, in the order of the HTML event loop: tasks (timers), then the frame's
          // callbacks; a step is an input event, so it runs before them.
          const runTick = (j) => {
            now = tickTime(j);
            for (;;) {
              const due = timers.filter((timer) => timer.due <= now)
                .sort((a, b) => a.due - b.due || a.id - b.id)[0];
              if (!due) break;
              if (due.every) due.due += due.every;
              else timers = timers.filter((timer) => timer !== due);
              changed = true;
              due.callback(...due.args);
            }
            if (!current && steps.length && j >= startTick) {
              current = steps.shift();
              begin(current);
            }
            placeFlick();
            const callbacks = frameQueue;
            frameQueue = [];
            if (callbacks.length) changed = true;
            for (const { callback } of callbacks) callback(base + now);
            adoptAll();
            seek();
            if (current && stepDone() && springsDone() && frameQueue.length === 0
                && !timers.some((timer) => !timer.every)) {
              if (current.kind === 'scroll') flick = null;
              current = null;
              if (!steps.length) settledOnTick = j;
            }
          };
          // A task after the microtasks: a `finished` handler runs before the next tick does.
          const channel = new MessageChannel();
          let wake = null;
          channel.port1.onmessage = () => { const done = wake; wake = null; done(); };
          const yieldTask = () => new Promise((resolve) => { wake = resolve; channel.port2.postMessage(0); });
          // The state is in the frame the browser starts next: its screenshot shows it.
          const drawn = () => new Promise((resolve) => native.raf(resolve));

          window.__mailsitegenRecord = {
            // What the steps need checked before anything is played.
            measure() {
              return { started: page !== null, largestOffset: largestOffset(), offset: page.scrolled() };
            },
            take(plan) {
              curve = plan.curve;
              steps = plan.steps;
              startTick = plan.firstStepTick;
              controlled = true;
              base = native.now();
              epoch = native.dateNow();
              now = 0;
              tick = 0;
              if (!steps.length) settledOnTick = startTick;
              adoptAll();
              return true;
            },
            async advanceTo(lastTick, t) {
              changed = false;
              while (tick < lastTick) {
                tick += 1;
                runTick(tick);
                await yieldTask();
              }
              now = t;
              placeFlick();
              seek();
              await yieldTask();
              if (changed) await drawn();
              return { changed, settledOnTick, step: current ? current.text : null, pastEnd };
            },
          };
        })();
        """#
}
