// MailSiteGen's inspector: every field of the spec, edited from the page. Loaded by app.js when
// it is first opened. Served by `mailsitegen serve`, an edit is written to the spec file and the
// page rebuilt; in a built page (`build --inspector`) it changes the page only, and its changes
// travel as a link (`set=<path>:<value>`) or a JSON merge patch. Nothing here is markup: every
// text is set as text.
(() => {
  'use strict';

  // The fields, as `mailsitegen fields` lists them, and the pickers' choices (as the generator
  // writes them in: a string, so that this file is JavaScript as it stands).
  const inspector = JSON.parse(`{{json inspector}}`);

  const root = document.documentElement;
  const fields = new Map(inspector.fields.map((field) => [field.path, field]));
  // The fields that hold a design token's alias, and the token each names (`brand.radius.pill`):
  // an edit writes a value in the alias's place, and undoing it writes the alias back.
  const aliases = new Map(inspector.fields.filter((field) => field.alias).map((field) => [field.path, field.alias]));
  const aliasBadges = new Map();
  const meta = (name) => document.querySelector(`meta[name="${name}"]`)?.content;
  const token = meta('mailsitegen-token');
  // The spec file's bytes the page was built from; an edit's answer names the next.
  const versionMeta = document.querySelector('meta[name="mailsitegen-version"]');
  const served = token !== undefined && versionMeta !== null;

  // ---- What survives the reload after an edit: open, scroll, focus, undo and redo, a queue

  const storageKey = 'mailsitegen.inspector';
  const stored = (() => {
    try { return JSON.parse(sessionStorage.getItem(storageKey)) ?? {}; } catch { return {}; }
  })();
  const state = {
    open: stored.open ?? false,
    scroll: stored.scroll ?? 0,
    focus: stored.focus ?? null,
    // Which of a phrase's boxes, by its plural category.
    focusCategory: stored.focusCategory ?? null,
    undo: Array.isArray(stored.undo) ? stored.undo : [],
    redo: Array.isArray(stored.redo) ? stored.redo : [],
    queue: Array.isArray(stored.queue) ? stored.queue : [],
    notice: stored.notice ?? null,
    // What the last edit said, shown again once the page has reloaded with it.
    said: stored.said ?? null,
  };
  const save = () => {
    try { sessionStorage.setItem(storageKey, JSON.stringify(state)); } catch { /* kept for this page only */ }
  };

  // ---- The spring maths of the page (Sources/LayoutSpec/Motion/Spring.swift), for the plots
  // and for the easing a dragged spring gets before the rebuild

  const spring = (duration, bounce) => {
    const omega = (2 * Math.PI) / duration;
    const zeta = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce);
    const value = (time) => {
      if (time <= 0) return 0;
      if (zeta < 1) {
        const damped = omega * Math.sqrt(1 - zeta * zeta);
        return 1 - Math.exp(-zeta * omega * time)
          * (Math.cos(damped * time) + ((zeta * omega) / damped) * Math.sin(damped * time));
      }
      if (zeta === 1) return 1 - Math.exp(-omega * time) * (1 + omega * time);
      const root = Math.sqrt(zeta * zeta - 1);
      const fast = -omega * (zeta + root);
      const slow = -omega * (zeta - root);
      return 1 - (fast * Math.exp(slow * time) - slow * Math.exp(fast * time)) / (fast - slow);
    };
    const step = 0.001;
    const epsilon = 0.001;
    // As Spring.settleTime: the sample times added up from 0, read from the end back.
    const settleTime = () => {
      let lastOutside = 0;
      let time = 0;
      if (zeta < 1) {
        const damped = omega * Math.sqrt(1 - zeta * zeta);
        const amplitude = Math.sqrt(1 + ((zeta * omega) / damped) ** 2);
        const end = Math.min(30, Math.log(amplitude / epsilon) / (zeta * omega) + step);
        const times = [];
        while (time < end) {
          times.push(time);
          time += step;
        }
        lastOutside = times.findLast((each) => Math.abs(value(each) - 1) >= epsilon) ?? 0;
      } else {
        while (time < 30 && Math.abs(value(time) - 1) >= epsilon) {
          lastOutside = time;
          time += step;
        }
      }
      return Math.round((lastOutside + step) * 1000) / 1000;
    };
    const settle = settleTime();
    // The curve sampled every millisecond, as (progress 0…1, value): what linear() is made from.
    const sampled = () => {
      const count = Math.round(settle / step);
      return Array.from({ length: count + 1 }, (_, index) =>
        ({ progress: (index * step) / settle, value: index === count ? 1 : value(index * step) }));
    };
    // The fewest points within 0.002 of the curve (Ramer–Douglas–Peucker), as the page's linear().
    const keyPoints = () => {
      const curve = sampled();
      const keep = curve.map((_, index) => index === 0 || index === curve.length - 1);
      const stack = [[0, curve.length - 1]];
      while (stack.length) {
        const [first, last] = stack.pop();
        if (last - first <= 1) continue;
        let worst = { index: first, error: 0 };
        for (let index = first + 1; index < last; index += 1) {
          const fraction = (curve[index].progress - curve[first].progress) / (curve[last].progress - curve[first].progress);
          const straight = curve[first].value + fraction * (curve[last].value - curve[first].value);
          const error = Math.abs(curve[index].value - straight);
          if (error > worst.error) worst = { index, error };
        }
        if (worst.error > 0.002) {
          keep[worst.index] = true;
          stack.push([first, worst.index], [worst.index, last]);
        }
      }
      return curve.filter((_, index) => keep[index]);
    };
    const number = (x) => String(Math.round(x * 10000) / 10000);
    const easing = () => {
      const points = keyPoints();
      const stops = points.map((point, index) => {
        const stop = number(Math.round(point.value * 1000) / 1000);
        if (index === 0 || index === points.length - 1) return stop;
        return `${stop} ${number(Math.round(point.progress * 1000) / 10)}%`;
      });
      return `linear(${stops.join(', ')})`;
    };
    // The first peak, e^(−ζπ/√(1−ζ²)) above the target; none without a bounce.
    const overshoot = zeta < 1 ? Math.exp((-zeta * Math.PI) / Math.sqrt(1 - zeta * zeta)) : 0;
    // `count` points of x(t) from 0 to the settle time, for a plot.
    const plotted = (count) => Array.from({ length: count }, (_, index) => {
      const time = (settle * index) / (count - 1);
      return { time, value: index === count - 1 ? 1 : value(time) };
    });
    return { settle, overshoot, plotted, easing, settleCSS: `${number(settle)}s` };
  };

  // ---- Values: what a field may hold (the same rules for a control, a link and a patch)

  const hex = /^#[0-9A-Fa-f]{6}$/;
  const colorNames = new Set(inspector.colors.map((color) => color.name));
  const colorOf = (value) => {
    if (typeof value === 'string') {
      const named = inspector.colors.find((color) => color.name === value);
      if (named) return { light: named.light, dark: named.dark };
      return hex.test(value) ? { light: value, dark: value } : null;
    }
    if (value && typeof value === 'object' && hex.test(value.light) && hex.test(value.dark)) return value;
    return null;
  };
  // One of the screen's words with a count: a text, or a text per CLDR plural category, `other`
  // among them (the categories a language does not use are the spec's notes, not errors).
  const pluralCategories = ['zero', 'one', 'two', 'few', 'many', 'other'];
  const isText = (value) => typeof value === 'string' && value.length <= 500;
  const accepts = (field, value) => {
    switch (field.type) {
      case 'number':
        return typeof value === 'number' && Number.isFinite(value) && value >= field.minimum && value <= field.maximum;
      case 'boolean': return typeof value === 'boolean';
      // The choices offered, or the spec's own (a locale the list does not name).
      case 'choice': return field.choices.includes(value) || (typeof value === 'string' && value === field.value);
      case 'symbol':
        // A catalogue name, or the spec's own SVG files, which Undo of a Reset puts back (a link
        // never carries them; served, the server checks the paths as it reads the spec).
        return field.choices.includes(value) || (value !== null && typeof value === 'object' && typeof value.svg === 'string'
          && Object.entries(value).every(([key, text]) => (key === 'svg' || key === 'filled') && typeof text === 'string'));
      case 'color':
        return (typeof value === 'string' && (colorNames.has(value) || hex.test(value)))
          || (colorOf(value) !== null && typeof value === 'object');
      case 'string': return isText(value);
      case 'phrase':
        return isText(value) || (value !== null && typeof value === 'object' && !Array.isArray(value) && isText(value.other)
          && Object.entries(value).every(([category, form]) => pluralCategories.includes(category) && isText(form)));
      default: return false;
    }
  };
  const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

  // The page's value of each field: the built one, then each change on top.
  const current = new Map(inspector.fields.map((field) => [field.path, field.value]));
  // As of the last edit (a drag shows values it has not made yet).
  const committed = new Map(current);
  // Preview: what differs from the built page, for the link and the patch.
  const changes = new Map();

  // ---- Showing a value on the page without a rebuild, where it can be

  const css = (field, value) => {
    if (field.type === 'number') return field.unit === 'px' ? `${value}px` : String(value);
    if (field.type === 'color') {
      const color = colorOf(value);
      return color.light === color.dark ? color.light : `light-dark(${color.light}, ${color.dark})`;
    }
    return null;
  };
  const springOf = (path) => {
    const duration = current.get(`${path}.duration`);
    const bounce = current.get(`${path}.bounce`);
    return spring(duration, bounce);
  };
  const springPaths = inspector.fields.filter((field) => field.type === 'spring').map((field) => field.path);
  const springOwning = (path) => springPaths.find((owner) => path.startsWith(`${owner}.`));
  // The page's texts a field is shown in (the placeholder is an attribute, below).
  const texts = {
    title: ['[data-part="large-title"] h1', '[data-part="inline-title"]'],
    'search.placeholder': [],
    'search.cancelTitle': ['.search__cancel-text'],
    'strings.noResults': ['.mail-list__empty[data-empty="search"]'],
    'strings.noMail': ['.mail-list__empty:not([data-empty="search"])'],
  };

  // Whether the page shows `path` changing as it is dragged; the rest shows after a rebuild.
  const live = (field) => field.cssProperty !== undefined || springOwning(field.path) !== undefined
    || field.path in texts || /^tabs\[\d+\]\.(color|title)$/.test(field.path);

  // A spring is handed to the page's script as it is (app-inspector.js keeps it over what it
  // reads): its custom properties, which only the script reads, are not set on the root, where
  // each would restyle the whole page, but on its plot, which has nothing inside to restyle.
  const show = (path, value) => {
    const field = fields.get(path);
    current.set(path, value);
    const owner = springOwning(path);
    if (owner) {
      const motion = springOf(owner);
      const property = fields.get(owner).cssProperty;
      plots.get(owner)?.draw(motion, { [`${property}-settle-time`]: motion.settleCSS });
      // Its easing (the linear() stops) is made when the page plays it, or once a drag ends.
      let easing = null;
      const spring = {
        path: owner,
        settleTime: motion.settle * 1000,
        get easing() {
          easing ??= motion.easing();
          return easing;
        },
      };
      root.dispatchEvent(new CustomEvent('mailsitegen:design', { detail: { spring } }));
      if (!dragging) plots.get(owner)?.draw(motion, { [`${property}-easing`]: spring.easing });
      return;
    }
    if (field.cssProperty && css(field, value) !== null) {
      root.style.setProperty(field.cssProperty, css(field, value));
    } else if (path in texts) {
      for (const selector of texts[path]) for (const element of document.querySelectorAll(selector)) element.textContent = value;
      if (path === 'title') document.title = value;
      if (path === 'search.placeholder') {
        const input = document.querySelector('.search__input');
        input.placeholder = value;
        input.setAttribute('aria-label', value);
      }
    } else {
      const tab = /^tabs\[(\d+)\]\.(color|title)$/.exec(path);
      const pill = tab && document.querySelectorAll('[role="tablist"] [role="tab"]')[Number(tab[1])];
      if (pill && tab[2] === 'color') pill.style.setProperty('--tab-color', css(field, value));
      if (pill && tab[2] === 'title') for (const text of pill.querySelectorAll('.pill__text')) text.textContent = value;
    }
    if (inspector.scriptPaths.includes(path)) root.dispatchEvent(new CustomEvent('mailsitegen:design'));
  };

  // A drag is shown once a frame, however many input events come between two.
  const dragged = new Map();
  let dragFrame = 0;
  let dragging = false;
  const drag = (path, value) => {
    dragged.set(path, value);
    if (dragFrame) return;
    dragFrame = requestAnimationFrame(() => {
      dragFrame = 0;
      dragging = true;
      for (const [each, shown] of dragged) {
        controls.get(each)?.dragged(shown);
        show(each, shown);
      }
      dragging = false;
      dragged.clear();
    });
  };

  // ---- Writing an edit (served), or keeping it (preview)

  const status = (text, urgent = false) => {
    statusLine.textContent = text;
    statusLine.dataset.urgent = String(urgent);
  };

  // The served page's reload (reload.js) waits while an edit is written: what its answer says
  // is kept before the page goes.
  const holdReload = () => window.mailsitegenLive?.hold?.() ?? (() => {});

  // One edit to the server: `{path, value, version}`, or a reset. The page reloads when the
  // server has rebuilt, so what stays to do is kept first (undo, redo, the queue).
  const send = async (edit) => {
    const version = versionMeta.content;
    const body = edit.reset ? { path: edit.path, value: null, reset: true, version } : { path: edit.path, value: edit.value, version };
    let response;
    try {
      response = await fetch(inspector.editPath, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', [inspector.tokenField]: token },
        body: JSON.stringify(body),
      });
    } catch {
      status('The server is not answering: the edit was not written.', true);
      return null;
    }
    const answer = await response.json().catch(() => ({}));
    if (response.ok) {
      if (typeof answer.version === 'string') versionMeta.content = answer.version;
      return answer;
    }
    if (response.status === 409) {
      state.notice = 'The spec changed on disk since this page was built, so the edit was not written. '
        + 'This is the file as it is now.';
      state.queue = [];
      save();
      location.reload();
      return null;
    }
    status(typeof answer.error === 'string' ? answer.error : `The edit was refused (${response.status}).`, true);
    return null;
  };

  // An edit made here: shown, then written (served) or kept (preview); `record` adds it to undo.
  // `alias`: the token whose alias an undo writes back, `value` being what it resolves to.
  const edit = async (path, value, { reset = false, record = true, alias = null } = {}) => {
    const field = fields.get(path);
    const before = committed.get(path);
    const beforeAlias = aliases.get(path) ?? null;
    const after = reset ? field.default : value;
    dragged.delete(path);
    if (!reset && !alias && same(value, before)) {
      if (live(field)) show(path, before);
      return;
    }
    if (!reset && !alias && !accepts(field, value)) {
      status(`${label(path)}: ${JSON.stringify(value)} is not a value this field takes.`, true);
      controls.get(path)?.sync(before);
      return;
    }
    if (record) {
      state.undo.push({ path, before, after, reset, beforeAlias });
      state.redo = [];
    }
    state.focus = document.activeElement?.dataset?.field ?? state.focus;
    state.focusCategory = document.activeElement?.dataset?.category ?? null;
    save();
    if (live(field)) show(path, after);
    else current.set(path, after);
    committed.set(path, after);
    controls.get(path)?.sync(after);
    if (!served) {
      if (same(after, field.value)) changes.delete(path);
      else changes.set(path, after);
      status(live(field) ? `${label(path)}: ${JSON.stringify(after)}.`
        : `${label(path)}: ${JSON.stringify(after)}; shown once the spec is rebuilt with it.`);
      updateButtons();
      return;
    }
    const release = holdReload();
    const answer = await send({ path, value: alias ? `{${alias}}` : after, reset });
    if (!answer) {
      release();
      if (record) state.undo.pop();
      save();
      if (live(field)) show(path, before);
      else current.set(path, before);
      committed.set(path, before);
      controls.get(path)?.sync(before);
      return;
    }
    // Undone, a field the file did not write is removed again rather than written.
    if (record && answer.wasWritten === false) state.undo[state.undo.length - 1].wasWritten = false;
    save();
    if (alias) aliases.set(path, alias);
    else aliases.delete(path);
    if (aliasBadges.has(path)) aliasBadges.get(path).hidden = !aliases.has(path);
    if (alias) state.said = `${label(path)} is the token {${alias}} again.`;
    else if (beforeAlias) {
      state.said = `${label(path)}: ${JSON.stringify(after)} is written in place of the token {${beforeAlias}}; `
        + 'the token file is unchanged. Undo puts the token back.';
    } else state.said = null;
    save();
    status(state.said ? `Written: ${state.said} Rebuilding…` : `Written: ${label(path)}. Rebuilding…`);
    release();
  };

  const undo = () => {
    const last = state.undo.pop();
    if (!last) return;
    state.redo.push(last);
    save();
    edit(last.path, last.before, {
      reset: served && last.wasWritten === false, record: false, alias: served ? last.beforeAlias ?? null : null,
    });
  };
  const redo = () => {
    const next = state.redo.pop();
    if (!next) return;
    state.undo.push(next);
    save();
    edit(next.path, next.after, { reset: next.reset, record: false });
  };

  // ---- The panel

  const element = (name, properties = {}, children = []) => {
    const made = document.createElement(name);
    for (const [key, value] of Object.entries(properties)) {
      if (key === 'text') made.textContent = value;
      else if (key === 'data') Object.assign(made.dataset, value);
      // ariaLabel → aria-label, ariaLabelledby → aria-labelledby: attributes, as written.
      else if (key.startsWith('aria') || key === 'role') made.setAttribute(key.replace(/^aria/, 'aria-').toLowerCase(), value);
      else made[key] = value;
    }
    made.append(...children);
    return made;
  };
  const words = (name) => name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  const sentence = (name) => { const text = words(name); return text.charAt(0).toUpperCase() + text.slice(1); };
  // `Tab bar › Animation › Bounce` in messages; `Bounce` in its row, under its group's legend.
  const label = (path, short = false) => {
    const tab = /^tabs\[(\d+)\]\.(.+)$/.exec(path);
    if (tab) return `Tab ${Number(tab[1]) + 1} ${words(tab[2])}`;
    const names = path.split('.');
    if (!short) return names.map(sentence).join(' › ');
    // In its group: `Bounce` (a spring's), `Divider width` (header.divider.width).
    return sentence(names.length > 2 && !springOwning(path) ? `${names[names.length - 2]}${sentence(names[names.length - 1])}` : names[names.length - 1]);
  };

  const groups = [
    { name: 'Title', test: (path) => ['title', 'description', 'colorScheme'].includes(path) },
    { name: 'Conditions', test: (path) => ['dynamicTypeSize', 'contrast', 'transparency', 'language', 'locale', 'layoutDirection'].includes(path) },
    { name: 'Tabs', test: (path) => path.startsWith('tabs[') || path === 'initialTab' },
    { name: 'All Mails', test: (path) => path.startsWith('allMails.') },
    { name: 'Tab bar', test: (path) => path.startsWith('tabBar.') && !path.startsWith('tabBar.animation') },
    { name: 'Tab bar animation', spring: 'tabBar.animation', test: (path) => path.startsWith('tabBar.animation.') },
    { name: 'Scroll', test: (path) => path.startsWith('scroll.') },
    { name: 'Header', test: (path) => path.startsWith('header.') },
    { name: 'Search', test: (path) => path.startsWith('search.') && !path.startsWith('search.animation') },
    { name: 'Search animation', spring: 'search.animation', test: (path) => path.startsWith('search.animation.') },
    { name: 'Screen', test: (path) => path.startsWith('screen.') },
    { name: 'Strings', test: (path) => path.startsWith('strings.') },
  ];

  let counter = 0;
  const uniqueID = (path) => {
    counter += 1;
    return `inspector-${counter}-${path.replace(/[^A-Za-z0-9]/g, '-')}`;
  };
  const controls = new Map();

  // A custom icon's row: the pill's own drawing (the page's sprite, by reference) and the file.
  const ownIcon = (path, value = current.get(path)) => {
    const tab = /^tabs\[(\d+)\]\./.exec(path);
    const pill = tab ? document.querySelectorAll('[role="tablist"] [role="tab"]')[Number(tab[1])] : document.querySelector('.pill[data-tab="allMails"]');
    const drawing = typeof value === 'object' ? pill?.querySelector('[data-icon="outline"]')?.cloneNode(true) : null;
    if (drawing) drawing.setAttribute('class', 'inspector__icon');
    const name = typeof value === 'object' ? [value.svg, value.filled].filter(Boolean).join(', ') : value;
    return element('span', { className: 'inspector__own-icon', role: 'img', ariaLabel: `${label(path, true)}: ${name}`, data: { field: path } }, [
      ...(drawing ? [drawing] : []), element('span', { text: name }),
    ]);
  };

  // One row: its label, its control(s), its Reset.
  const row = (field) => {
    const path = field.path;
    const id = uniqueID(path);
    const name = label(path, true);
    let inputs;
    let sync;
    const commit = (value) => edit(path, value);
    switch (field.type) {
      case 'number': {
        const bounds = { min: field.minimum, max: field.maximum, step: field.step };
        const slider = element('input', { type: 'range', id, ...bounds, data: { field: path } });
        const box = element('input', { type: 'number', ...bounds, ariaLabel: `${name}${field.unit ? ` (${field.unit})` : ''}`, data: { field: path } });
        slider.addEventListener('input', () => {
          if (live(field)) drag(path, Number(slider.value));
          else box.value = slider.value;
        });
        slider.addEventListener('change', () => commit(Number(slider.value)));
        box.addEventListener('change', () => commit(Number(box.value)));
        inputs = [slider, box, element('span', { className: 'inspector__unit', text: field.unit, ariaHidden: 'true' })];
        sync = (value) => { slider.value = String(value); box.value = String(value); };
        break;
      }
      case 'boolean': {
        const toggle = element('input', { type: 'checkbox', id, role: 'switch', data: { field: path } });
        toggle.addEventListener('change', () => commit(toggle.checked));
        inputs = [toggle];
        sync = (value) => { toggle.checked = value; };
        break;
      }
      case 'choice':
      case 'symbol': {
        if (field.type === 'symbol' && typeof current.get(path) === 'object') {
          // The spec's own SVG: shown as the pill draws it, with its file's name; it is changed
          // in the file (served, a save reloads the page), or reset to the catalogue's.
          inputs = [ownIcon(path)];
          sync = (value) => {
            const shown = ownIcon(path, value);
            inputs[0].replaceWith(shown);
            inputs[0] = shown;
          };
          break;
        }
        // The spec may name a choice the list does not offer (any locale tag): offered too, first.
        const own = [field.value, current.get(path)].filter((value) => typeof value === 'string' && !field.choices.includes(value));
        const options = [...new Set(own), ...field.choices];
        const select = element('select', { id, data: { field: path } }, options.map((option) => element('option', { value: option, text: option })));
        select.addEventListener('change', () => commit(select.value));
        inputs = [select];
        sync = (value) => { select.value = value; };
        break;
      }
      case 'phrase': {
        // A box per plural category of the language (and any other the spec writes), `other`
        // last: only `other` filled writes a string, more an object of the filled ones.
        const written = (value) => (value !== null && typeof value === 'object' ? Object.keys(value) : []);
        const categories = pluralCategories.filter((category) => category === 'other'
          || (field.pluralCategories ?? []).includes(category) || written(field.value).includes(category)
          || written(current.get(path)).includes(category));
        const boxes = categories.map((category) => element('input', {
          // dir=auto: a text reads in its own direction whatever the page's (an English text, Arabic page).
          type: 'text', id: category === 'other' ? id : `${id}-${category}`, spellcheck: false, dir: 'auto',
          ariaLabel: `${name}, ${category}`, data: { field: path, category },
        }));
        const value = () => {
          const forms = Object.fromEntries(boxes.filter((box) => box.value !== '').map((box) => [box.dataset.category, box.value]));
          const names = Object.keys(forms);
          return names.length === 1 && names[0] === 'other' ? forms.other : forms;
        };
        for (const box of boxes) box.addEventListener('change', () => commit(value()));
        inputs = [element('div', { className: 'inspector__forms' }, categories.map((category, index) =>
          element('div', { className: 'inspector__form' }, [element('span', { text: category, ariaHidden: 'true' }), boxes[index]])))];
        sync = (shown) => {
          for (const box of boxes) {
            const category = box.dataset.category;
            box.value = typeof shown === 'string' ? (category === 'other' ? shown : '') : shown?.[category] ?? '';
            // An empty form takes `other`'s text.
            box.placeholder = category === 'other' ? '' : boxes.at(-1).value;
          }
        };
        break;
      }
      case 'color': {
        const custom = 'custom';
        const select = element('select', { id, data: { field: path } }, [
          ...inspector.colors.map((color) => element('option', { value: color.name, text: color.name })),
          element('option', { value: custom, text: 'custom…' }),
        ]);
        const picker = (appearance) => element('input', { type: 'color', ariaLabel: `${name}, ${appearance}`, data: { field: path, appearance } });
        const light = picker('light');
        const dark = picker('dark');
        select.addEventListener('change', () => {
          if (select.value !== custom) commit(select.value);
        });
        const pick = (commits) => {
          const value = light.value.toUpperCase() === dark.value.toUpperCase()
            ? light.value.toUpperCase() : { light: light.value.toUpperCase(), dark: dark.value.toUpperCase() };
          select.value = custom;
          if (commits) commit(value);
          else if (live(field)) drag(path, value);
        };
        for (const input of [light, dark]) {
          input.addEventListener('input', () => pick(false));
          input.addEventListener('change', () => pick(true));
        }
        inputs = [select, light, dark];
        sync = (value) => {
          const color = colorOf(value);
          select.value = typeof value === 'string' && colorNames.has(value) ? value : custom;
          if (color) { light.value = color.light.toLowerCase(); dark.value = color.dark.toLowerCase(); }
        };
        break;
      }
      default: {
        if (path === 'initialTab') {
          // The tabs' ids as the page has them, and All Mails.
          const ids = [...inspector.fields.filter((other) => /^tabs\[\d+\]\.id$/.test(other.path)).map((other) => other.value), 'allMails'];
          const select = element('select', { id, data: { field: path } }, ids.map((option) => element('option', { value: option, text: option })));
          select.addEventListener('change', () => commit(select.value));
          inputs = [select];
          sync = (value) => { select.value = value; };
          break;
        }
        const box = element('input', { type: 'text', id, spellcheck: false, dir: 'auto', data: { field: path } });
        box.addEventListener('input', () => { if (live(field)) drag(path, box.value); });
        box.addEventListener('change', () => commit(box.value));
        inputs = [box];
        sync = (value) => { box.value = value; };
      }
    }
    sync(current.get(path));
    controls.set(path, { sync, dragged: (value) => { if (field.type === 'number') inputs[1].value = String(value); } });
    const reset = element('button', { type: 'button', className: 'inspector__reset', text: 'Reset', ariaLabel: `Reset ${name}`, data: { reset: path } });
    // A tab's fields are required: the spec cannot leave one out, so Reset writes the default
    // tab's value at that position instead of removing the member (none past the default tabs).
    const required = /^tabs\[\d+\]\./.test(path);
    if (required && field.default === null) reset.disabled = true;
    reset.addEventListener('click', () => (required ? edit(path, field.default) : edit(path, null, { reset: true })));
    // A field that holds an alias shows its token's name beside its value.
    const badge = aliases.has(path)
      ? element('code', {
        className: 'inspector__alias', text: `{${aliases.get(path)}}`, data: { alias: path },
        title: `A design token (${field.aliasSource ?? ''}): an edit here writes a value in its place; Undo puts it back.`,
      })
      : null;
    if (badge) aliasBadges.set(path, badge);
    return element('div', { className: 'inspector__row', title: field.documentation ?? '' }, [
      element('label', { htmlFor: id, text: name }),
      element('div', { className: 'inspector__inputs' }, inputs),
      reset,
      ...(badge ? [badge] : []),
    ]);
  };

  // A spring's plot: x(t) from 0 to its settle time, the target line, its figures.
  const svgNS = 'http://www.w3.org/2000/svg';
  const plots = new Map();
  const plot = (path) => {
    const width = 280;
    const height = 110;
    const svg = document.createElementNS(svgNS, 'svg');
    svg.setAttribute('viewBox', `0 0 ${width} ${height}`);
    svg.setAttribute('preserveAspectRatio', 'none');
    svg.setAttribute('role', 'img');
    svg.dataset.part = 'spring-curve';
    svg.dataset.spring = path;
    const target = document.createElementNS(svgNS, 'line');
    target.dataset.part = 'spring-target';
    const curve = document.createElementNS(svgNS, 'polyline');
    curve.dataset.part = 'spring-path';
    svg.append(target, curve);
    const overshoot = element('span', { data: { part: 'spring-overshoot' } });
    const settle = element('span', { data: { part: 'spring-settle' } });
    const figures = element('p', { className: 'inspector__figures' }, ['Overshoot ', overshoot, ' · settles in ', settle]);
    const draw = (motion, properties = {}) => {
      for (const [name, value] of Object.entries(properties)) svg.style.setProperty(name, value);
      const top = Math.max(1.1, 1 + motion.overshoot * 1.2);
      const y = (value) => (height - 8 - (value / top) * (height - 16)).toFixed(1);
      const x = (time) => ((time / motion.settle) * (width - 8) + 4).toFixed(1);
      target.setAttribute('x1', '4');
      target.setAttribute('x2', String(width - 4));
      target.setAttribute('y1', y(1));
      target.setAttribute('y2', y(1));
      curve.setAttribute('points', motion.plotted(100).map((point) => `${x(point.time)},${y(point.value)}`).join(' '));
      overshoot.textContent = `${(motion.overshoot * 100).toFixed(1)} %`;
      settle.textContent = `${Math.round(motion.settle * 1000)} ms`;
      svg.setAttribute('aria-label', `${label(path)}: overshoot ${overshoot.textContent}, settles in ${settle.textContent}`);
    };
    plots.set(path, { draw });
    draw(springOf(path));
    return element('div', { className: 'inspector__plot' }, [svg, figures]);
  };

  const statusLine = element('p', { className: 'inspector__status', role: 'status' });
  const button = (text, part, action) => {
    const made = element('button', { type: 'button', text, data: { part } });
    made.addEventListener('click', action);
    return made;
  };
  const closeButton = button('Done', 'inspector-close', () => {
    setOpen(false);
    toggle.focus();
  });
  const undoButton = button('Undo', 'inspector-undo', undo);
  const redoButton = button('Redo', 'inspector-redo', redo);
  const replay = button('Replay', 'inspector-replay', () => root.dispatchEvent(new CustomEvent('mailsitegen:replay')));
  const speeds = [['1', '1×'], ['0.5', '½×'], ['0.25', '¼×']];
  const speed = element('div', { className: 'inspector__speed', role: 'radiogroup', ariaLabel: 'Animation speed', data: { part: 'inspector-speed' } },
    speeds.map(([value, text]) => {
      const option = element('input', { type: 'radio', name: 'inspector-speed', value, checked: value === '1', ariaLabel: `${text} speed` });
      option.addEventListener('change', () => root.dispatchEvent(new CustomEvent('mailsitegen:speed', { detail: Number(value) })));
      return element('label', {}, [option, text]);
    }));

  const linkButton = button('Copy Link with These Changes', 'copy-changes-link', async () => {
    const link = new URLSearchParams(location.hash.slice(1));
    link.delete('set');
    for (const [path, value] of changes) link.append('set', `${path}:${typeof value === 'string' ? value : JSON.stringify(value)}`);
    copy(`${location.href.split('#')[0]}#${link}`);
  });
  const patchButton = button('Copy as JSON', 'copy-changes-json', () => copy(JSON.stringify(patch(), null, 2)));
  const applyButton = button('Apply to Spec', 'apply-to-spec', () => {
    state.queue = [...changes].map(([path, value]) => ({ path, value }));
    state.undo.push(...state.queue.map(({ path, value }) => ({ path, before: fields.get(path).value, after: value })));
    state.redo = [];
    save();
    drainQueue();
  });
  const copy = async (text) => {
    try {
      await navigator.clipboard.writeText(text);
      status('Copied.');
    } catch {
      status(`Copy this: ${text}`);
    }
  };
  // The changes as a JSON merge patch (RFC 7396) of the spec: tabs, an array, go whole.
  const patch = () => {
    const result = {};
    for (const [path, value] of changes) {
      const tab = /^tabs\[(\d+)\]\.(.+)$/.exec(path);
      if (tab) {
        result.tabs ??= inspector.fields.filter((field) => /^tabs\[\d+\]\.[^.]+$/.test(field.path))
          .reduce((tabs, field) => {
            const [, index, name] = /^tabs\[(\d+)\]\.(.+)$/.exec(field.path);
            tabs[Number(index)] ??= {};
            tabs[Number(index)][name] = field.value;
            return tabs;
          }, []);
        result.tabs[Number(tab[1])][tab[2]] = value;
        continue;
      }
      const names = path.split('.');
      let object = result;
      for (const name of names.slice(0, -1)) object = object[name] ??= {};
      object[names[names.length - 1]] = value;
    }
    return result;
  };

  const updateButtons = () => {
    undoButton.disabled = state.undo.length === 0;
    redoButton.disabled = state.redo.length === 0;
    linkButton.hidden = served;
    patchButton.hidden = served;
    linkButton.disabled = changes.size === 0;
    patchButton.disabled = changes.size === 0;
    applyButton.hidden = !served || changes.size === 0;
  };

  const banner = element('p', { className: 'inspector__banner', role: 'status', data: { part: 'inspector-banner' }, hidden: true });
  const heading = element('h2', { id: 'inspector-heading', text: 'Inspector' });
  const body = element('div', { className: 'inspector__body' });
  for (const group of groups) {
    const members = inspector.fields.filter((field) => group.test(field.path) && field.type !== 'spring');
    if (!members.length) continue;
    const children = [element('legend', { text: group.name })];
    if (group.spring) children.push(plot(group.spring));
    children.push(...members.map(row));
    body.append(element('fieldset', { className: 'inspector__group' }, children));
  }
  const panel = element('aside', { id: 'inspector', className: 'inspector', ariaLabelledby: 'inspector-heading', data: { part: 'inspector', mode: served ? 'served' : 'preview' }, hidden: true }, [
    element('header', { className: 'inspector__header' }, [
      element('div', { className: 'inspector__title' }, [heading, closeButton]),
      element('div', { className: 'inspector__tools' }, [undoButton, redoButton, replay, speed]),
      element('div', { className: 'inspector__tools' }, [linkButton, patchButton, applyButton]),
      statusLine,
    ]),
    banner,
    body,
  ]);
  document.body.append(panel);

  const toggle = document.querySelector('[data-part="inspector-toggle"]');
  const setOpen = (open) => {
    state.open = open;
    panel.hidden = !open;
    toggle.setAttribute('aria-expanded', String(open));
    root.dataset.inspector = open ? 'open' : 'closed';
    save();
  };
  toggle.addEventListener('click', () => {
    setOpen(panel.hidden);
    if (!panel.hidden) heading.focus?.();
  });
  heading.tabIndex = -1;
  panel.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && !(event.target instanceof HTMLSelectElement)) {
      setOpen(false);
      toggle.focus();
    }
  });
  body.addEventListener('scroll', () => { state.scroll = body.scrollTop; save(); }, { passive: true });
  panel.addEventListener('focusin', (event) => {
    if (event.target.dataset?.field) {
      state.focus = event.target.dataset.field;
      state.focusCategory = event.target.dataset.category ?? null;
      save();
    }
  });

  // ⌘Z / Ctrl+Z, ⇧⌘Z / Ctrl+Shift+Z: the inspector's edits, except in a text box (its own undo).
  document.addEventListener('keydown', (event) => {
    if (!(event.metaKey || event.ctrlKey) || event.key.toLowerCase() !== 'z' || event.altKey) return;
    const target = event.target;
    if (target instanceof HTMLInputElement && (target.type === 'text' || target.type === 'search' || target.type === 'number')) return;
    if (target instanceof HTMLTextAreaElement) return;
    event.preventDefault();
    if (event.shiftKey) redo(); else undo();
  });

  // ---- Changes from a link: #…&set=tabBar.animation.bounce:0.15, through the same rules

  const linked = JSON.parse(toggle.dataset.linkedChanges ?? '[]');
  const applied = [];
  for (const pair of linked) {
    const colon = pair.indexOf(':');
    const path = colon < 0 ? pair : pair.slice(0, colon);
    const field = fields.get(path);
    if (!field || colon < 0) {
      console.warn(`mailsitegen: set=${pair}: the spec has no field ${JSON.stringify(path)}; ignored.`);
      continue;
    }
    const text = pair.slice(colon + 1);
    // Numbers, booleans and a light/dark pair are JSON; names and text are as written.
    let value = text;
    if (field.type === 'number' || field.type === 'boolean' || (field.type === 'color' && text.startsWith('{'))) {
      try { value = JSON.parse(text); } catch { value = undefined; }
    } else if (field.type === 'phrase' && text.startsWith('{"')) {
      // An object of forms; a text opening with a placeholder (`{count} Results`) is not JSON.
      try { value = JSON.parse(text); } catch { value = text; }
    }
    if (value === undefined || !accepts(field, value) || /\.id$/.test(path)) {
      console.warn(`mailsitegen: set=${pair}: not a value ${path} takes; ignored.`);
      continue;
    }
    changes.set(path, value);
    if (live(field)) show(path, value);
    else current.set(path, value);
    committed.set(path, value);
    controls.get(path)?.sync(value);
    applied.push(`${label(path)} ${typeof value === 'string' ? value : JSON.stringify(value)}`);
  }
  if (applied.length) {
    banner.hidden = false;
    banner.textContent = `This link changes ${applied.join(', ')}.`;
  }

  // ---- Back after a reload: the notice, the rest of a queue, the panel as it was

  // One edit of the queue per page: each one reloads the page, and the next is sent from the
  // page built with it. An edit stays queued until its answer, so a reload that cuts it short
  // sends it again (the same value again is no change).
  const drainQueue = async () => {
    const next = state.queue[0];
    if (!next) return;
    status(`Applying ${label(next.path)}…`);
    const release = holdReload();
    const answer = await send(next);
    if (answer) state.queue.shift();
    else state.queue = [];
    save();
    release();
    // An edit that built the same page reloads nothing: the next goes from here.
    if (answer && window.mailsitegenLive?.isCurrent(answer.build)) drainQueue();
  };
  if (state.notice) {
    banner.hidden = false;
    banner.textContent = state.notice;
    banner.dataset.urgent = 'true';
    state.notice = null;
    save();
  }
  if (state.said) {
    status(state.said);
    state.said = null;
    save();
  }
  if (served && state.queue.length) drainQueue();
  updateButtons();
  setOpen(state.open || linked.length > 0 || toggle.dataset.opened === 'true');
  body.scrollTop = state.scroll;
  if (state.open && state.focus) {
    const category = state.focusCategory ? `[data-category="${CSS.escape(state.focusCategory)}"]` : '';
    document.querySelector(`[data-part="inspector"] [data-field="${CSS.escape(state.focus)}"]${category}`)?.focus({ preventScroll: true });
  }
})();
