"""Firefox through WebDriver BiDi, behind the part of Selenium's WebDriver API that the browser tests use.

Debian packages Firefox but no geckodriver; Firefox speaks WebDriver BiDi itself. This module starts
`firefox --headless --remote-debugging-port 0` with a fresh profile, reads the port it prints, and
talks to ws://127.0.0.1:PORT/session with `websocket-client` (already in the lock: Selenium needs
it). The class `Firefox` offers what the tests call on a Selenium WebDriver, with the same names,
arguments and results, so they run unchanged:

    get(url), current_url, refresh(), execute_script(js, *args), execute_async_script(js, *args)
        (Selenium's `arguments` convention: a function body; the async one's callback is the last
        argument), find_element(s)(by, value), switch_to.active_element, switch_to.alert,
        get_screenshot_as_png(), set_script_timeout(s), set_page_load_timeout(s), timeouts.script,
        capabilities, quit()
    elements: click(), send_keys(*text) (Selenium's Keys are WebDriver's key codes, which BiDi
        takes as they are), clear(), get_attribute(name) and is_displayed() (Selenium's own atoms),
        get_property(name), text, tag_name; passed to and returned from scripts as BiDi `sharedId`s.

and what only Firefox needs: set_viewport(width, height) (browsingContext.setViewport, device pixel
ratio 1) and set_prefs({name: value}) (Services.prefs in the browser's own chrome window, through
the BiDi session: Firefox runs with --remote-allow-system-access, which lets a session reach its
chrome scope). Preferences such as ui.systemUsesDarkTheme or ui.prefersReducedMotion apply to open
pages at once, so appearance and motion switch without restarting the browser.

One socket, one thread: a command is sent and messages are read until its answer comes; events
read meanwhile are kept (console errors: `log_entries`; alerts and other prompts). A prompt that
opens while a command waits is dismissed (the page would block on it) and the command then fails
with UnexpectedAlertPresentException, like a Selenium session with "dismiss and notify".

The tab used is one that the session opens itself (browsingContext.create): the window headless
Firefox starts with never gets focus, so `focus` events would never fire in it.

get(url) and refresh() return once the tab's document has fired `load` (every frame loaded), as
Selenium's do: they wait for BiDi's browsingContext.load event of their own navigation, not for
Firefox's `wait: "complete"`, which ends early when a frame of the page rewrites its address
(history.replaceState) while the others are still loading (Firefox._navigate says why).
"""

from __future__ import annotations

import base64
import json
import math
import os
import pkgutil
import re
import shutil
import subprocess
import threading
import time
from pathlib import Path
from typing import Any, Iterable

import websocket
from selenium.common.exceptions import (
    ElementClickInterceptedException,
    InvalidArgumentException,
    InvalidSelectorException,
    JavascriptException,
    MoveTargetOutOfBoundsException,
    NoAlertPresentException,
    NoSuchElementException,
    NoSuchFrameException,
    StaleElementReferenceException,
    TimeoutException,
    UnexpectedAlertPresentException,
    WebDriverException,
)

# What makes a fresh profile quiet and deterministic. Firefox's remote agent applies its own
# "recommended preferences" once it runs (no telemetry, updates, safe browsing, remote settings,
# first-run pages); these are the ones that must already hold when the profile first starts, and
# the test environment's own choices.
QUIET_PREFS: dict[str, Any] = {
    # No first-run, welcome, default-browser or what's-new pages; a blank start page.
    "browser.shell.checkDefaultBrowser": False,
    "browser.startup.homepage_override.mstone": "ignore",
    "browser.startup.page": 0,
    "browser.startup.homepage": "about:blank",
    "browser.newtabpage.enabled": False,
    "browser.aboutwelcome.enabled": False,
    "startup.homepage_welcome_url": "about:blank",
    "startup.homepage_welcome_url.additional": "",
    "datareporting.policy.firstRunURL": "",
    "trailhead.firstrun.didSeeAboutWelcome": True,
    "termsofuse.bypassNotification": True,
    # No updates, no telemetry, no experiments, nothing fetched in the background.
    "app.update.disabledForTesting": True,
    "app.update.auto": False,
    "app.normandy.enabled": False,
    "app.shield.optoutstudies.enabled": False,
    "datareporting.policy.dataSubmissionEnabled": False,
    "datareporting.healthreport.uploadEnabled": False,
    "datareporting.usage.uploadEnabled": False,
    "toolkit.telemetry.reportingpolicy.firstRun": False,
    "toolkit.telemetry.enabled": False,
    "toolkit.telemetry.unified": False,
    "toolkit.telemetry.archive.enabled": False,
    "browser.ping-centre.telemetry": False,
    "browser.newtabpage.activity-stream.feeds.telemetry": False,
    "browser.newtabpage.activity-stream.telemetry": False,
    "extensions.update.enabled": False,
    "extensions.getAddons.cache.enabled": False,
    "browser.safebrowsing.malware.enabled": False,
    "browser.safebrowsing.phishing.enabled": False,
    "browser.safebrowsing.downloads.enabled": False,
    "browser.safebrowsing.blockedURIs.enabled": False,
    "browser.search.update": False,
    "browser.region.network.url": "",
    "services.settings.server": "data:,#remote-settings-dummy/v1",
    "network.captive-portal-service.enabled": False,
    "network.connectivity-service.enabled": False,
    "network.dns.disablePrefetch": True,
    "network.prefetch-next": False,
    "network.http.speculative-parallel-limit": 0,
    "geo.provider.network.url": "",
    "identity.fxaccounts.enabled": False,
    "browser.translations.enable": False,
    "browser.ml.enable": False,
    "browser.sessionstore.resume_from_crash": False,
    "browser.tabs.warnOnClose": False,
    "browser.warnOnQuit": False,
    # The page as the other engines draw it: one CSS px a device pixel, overlay scrollbars (no
    # layout width, like iOS and the other engines here), English, only fonts from fontconfig
    # (none bundled with Firefox), and the page's prefers-color-scheme following the system
    # value below (ui.systemUsesDarkTheme), not the browser's theme.
    "layout.css.devPixelsPerPx": "1.0",
    "ui.useOverlayScrollbars": 1,  # headless Firefox ignores the GTK setting (widget.gtk.overlay-scrollbars.*)
    "intl.accept_languages": "en-US",
    "intl.locale.requested": "en-US",
    "gfx.bundled-fonts.activate": 0,
    "layout.css.prefers-color-scheme.content-override": 2,
    # Clocks at full precision. By default Firefox rounds performance.now() to 1 ms and animation
    # times (currentTime) to 20 µs, against timing attacks; the tests read animations at times they
    # seek to, and the frame benchmark measures frame gaps, so both need the real values.
    "privacy.reduceTimerPrecision": False,
    "privacy.reduceTimerPrecision.unconditional": False,
    # Appearance and motion: light, full motion (set_prefs() switches them while running).
    "ui.systemUsesDarkTheme": 0,
    "ui.prefersReducedMotion": 0,
}

# The events that end a navigation of the tab (Firefox._navigate).
NAVIGATION_EVENTS = ("browsingContext.load", "browsingContext.fragmentNavigated", "browsingContext.navigationFailed")

# Selenium's own atoms for getAttribute and isDisplayed (what Selenium runs in every engine).
_ATOMS: dict[str, str] = {}


def _atom(name: str) -> str:
    if name not in _ATOMS:
        _ATOMS[name] = pkgutil.get_data("selenium.webdriver.remote", f"{name}.js").decode("utf-8")
    return _ATOMS[name]


# Selenium's By values.
_LOCATORS = {
    "css selector": "return Array.from(document.querySelectorAll(arguments[0]));",
    "id": "return Array.from(document.querySelectorAll(`#${CSS.escape(arguments[0])}`));",
    "tag name": "return Array.from(document.getElementsByTagName(arguments[0]));",
    "class name": "return Array.from(document.getElementsByClassName(arguments[0]));",
    "name": "return Array.from(document.getElementsByName(arguments[0]));",
    "xpath": """
        const found = document.evaluate(arguments[0], document, null, XPathResult.ORDERED_NODE_SNAPSHOT_TYPE, null);
        return Array.from({length: found.snapshotLength}, (_, k) => found.snapshotItem(k));
    """,
}

_MODIFIER_KEYS = {"\ue008", "\ue009", "\ue00a", "\ue03d", "\ue050", "\ue051", "\ue052", "\ue053"}  # shift, ctrl, alt, meta (both sides)
_NULL_KEY = "\ue000"  # Keys.NULL: releases the modifiers held
_WINDOW_KEY = "window-fcc6-11e5-b4f8-330a88ab9d7f"  # how WebDriver returns a window to a script's caller


def prefs_js(prefs: dict[str, Any]) -> str:
    """The text of a user.js setting prefs."""
    return "".join(f"user_pref({json.dumps(name)}, {json.dumps(value)});\n" for name, value in prefs.items())


def _die_with_parent() -> None:
    """In the child, before exec: on Linux, have the kernel end Firefox when the process that started
    it dies (a harness killed mid-run must not leave a browser behind; its content processes follow
    their parent)."""
    try:
        import ctypes
        import signal

        ctypes.CDLL("libc.so.6", use_errno=True).prctl(1, signal.SIGTERM)  # PR_SET_PDEATHSIG
    except Exception:
        pass


class BiDiError(WebDriverException):
    """An error answer from the browser (its `error` code is kept)."""

    def __init__(self, command: str, error: str, message: str):
        super().__init__(f"{command}: {error}: {message}")
        self.error = error


class FirefoxUnavailable(Exception):
    """Firefox is not installed here."""


def find_firefox() -> str:
    override = os.environ.get("MAILSITEGEN_FIREFOX")
    candidates = [override] if override else ["/usr/bin/firefox-esr", "firefox-esr", "/usr/bin/firefox", "firefox"]
    for c in candidates:
        path = c if os.path.isabs(c) else shutil.which(c)
        if path and os.path.isfile(path) and os.access(path, os.X_OK):
            return path
    where = f"MAILSITEGEN_FIREFOX={override}" if override else ", ".join(candidates)
    raise FirefoxUnavailable(f"Firefox not found ({where}); Debian: apt-get install firefox-esr")


class _Timeouts:
    def __init__(self):
        self.script = 30.0  # seconds, like Selenium's default
        self.page_load = 300.0


class Alert:
    def __init__(self, driver: "Firefox", prompt: dict):
        self._driver, self._prompt = driver, prompt

    @property
    def text(self) -> str:
        return self._prompt.get("message", "")

    def accept(self) -> None:
        self._driver._handle_prompt(True)

    def dismiss(self) -> None:
        self._driver._handle_prompt(False)


class _SwitchTo:
    def __init__(self, driver: "Firefox"):
        self._driver = driver

    @property
    def active_element(self) -> "Element":
        return self._driver.execute_script("return document.activeElement || document.body")

    def frame(self, frame: "Element") -> None:
        """Scripts (and so finding elements) run in that iframe's document until default_content().
        Only an element is taken, as the suite passes one; input and screenshots stay the tab's."""
        if not isinstance(frame, Element):
            raise InvalidArgumentException("switch_to.frame takes an iframe element here")
        window = self._driver._call("(frame) => frame.contentWindow", [frame], await_promise=False)
        context = window.get(_WINDOW_KEY) if isinstance(window, dict) else None
        if context is None:
            raise NoSuchFrameException("the element is not a frame with a document")
        self._driver._frame = context

    def default_content(self) -> None:
        self._driver._frame = None

    @property
    def alert(self) -> Alert:
        prompt = self._driver._prompts.get(self._driver.context)
        if prompt is None:
            raise NoAlertPresentException("no user prompt is open")
        return Alert(self._driver, prompt)


class Element:
    """A DOM element of the page, as a BiDi shared reference (stable while the node lives)."""

    def __init__(self, driver: "Firefox", shared_id: str, info: dict | None = None):
        self.parent = driver
        self.id = shared_id
        self._info = info or {}

    def __repr__(self) -> str:
        return f"<bidi.Element {self._info.get('localName', '?')} {self.id}>"

    def __eq__(self, other) -> bool:
        return isinstance(other, Element) and other.id == self.id

    def __hash__(self) -> int:
        return hash(self.id)

    def _script(self, body: str, *args):
        return self.parent.execute_script(body, self, *args)

    @property
    def tag_name(self) -> str:
        return self._script("return arguments[0].localName")

    @property
    def text(self) -> str:
        """The text as drawn (innerText: hidden parts left out, text-transform applied), each line's
        white space collapsed and trimmed, empty lines dropped: what Selenium's visible-text atom gives."""
        raw = self._script("return arguments[0].innerText ?? arguments[0].textContent")
        lines = (re.sub(r"[ \t\u00a0]+", " ", line).strip() for line in (raw or "").split("\n"))
        return "\n".join(line for line in lines if line)

    def get_attribute(self, name: str):
        return self.parent.execute_script(f"/* getAttribute */return ({_atom('getAttribute')}).apply(null, arguments);",
                                          self, name)

    def get_dom_attribute(self, name: str):
        return self._script("return arguments[0].getAttribute(arguments[1])", name)

    def get_property(self, name: str):
        return self._script("return arguments[0][arguments[1]]", name)

    def is_displayed(self) -> bool:
        return self.parent.execute_script(f"/* isDisplayed */return ({_atom('isDisplayed')}).apply(null, arguments);",
                                          self)

    def find_element(self, by: str, value: str) -> "Element":
        return self.parent._find(by, value, self)[0]

    def find_elements(self, by: str, value: str) -> list["Element"]:
        return self.parent._find(by, value, self, must=False)

    def click(self) -> None:
        """WebDriver's element click: into view if it is not, refused if something else would get
        the click at its centre, then a real mouse click there (input.performActions)."""
        state = self._script(
            """
            const el = arguments[0];
            if (!el.isConnected) return {stale: true};
            const centre = () => {
              const r = el.getClientRects()[0];
              if (!r) return null;
              const left = Math.max(0, r.left), right = Math.min(innerWidth, r.right);
              const top = Math.max(0, r.top), bottom = Math.min(innerHeight, r.bottom);
              return right > left && bottom > top ? [(left + right) / 2, (top + bottom) / 2] : null;
            };
            let c = centre();
            if (!c) { el.scrollIntoView({block: 'end', inline: 'nearest', behavior: 'instant'}); c = centre(); }
            if (!c) return {outside: true};
            const hit = document.elementFromPoint(c[0], c[1]);
            return {hit: hit && !(hit === el || el.contains(hit)) ? hit.outerHTML.slice(0, 120) : null};
            """
        )
        if state.get("stale"):
            raise StaleElementReferenceException("the element is no longer in the document")
        if state.get("outside"):
            raise MoveTargetOutOfBoundsException("the element has no part inside the viewport")
        if state.get("hit"):
            raise ElementClickInterceptedException(f"another element would receive the click: {state['hit']}")
        self.parent._pointer_click(self)

    def send_keys(self, *value) -> None:
        """Focus the element (caret at the end of a text field, as WebDriver does), then type."""
        text = "".join(str(v) for v in value)
        self._script(
            """
            const el = arguments[0];
            if (document.activeElement !== el) {
              el.focus();
              if (typeof el.setSelectionRange === 'function' && typeof el.value === 'string') {
                try { el.setSelectionRange(el.value.length, el.value.length); } catch (e) { /* not a text field */ }
              }
            }
            """
        )
        self.parent._type(text)

    def clear(self) -> None:
        """WebDriver's element clear for a text field: focus, empty, `input` and `change`, blur."""
        self._script(
            """
            const el = arguments[0];
            el.focus();
            if (el.value !== '') {
              el.value = '';
              el.dispatchEvent(new Event('input', {bubbles: true}));
              el.dispatchEvent(new Event('change', {bubbles: true}));
            }
            el.blur();
            """
        )


class Firefox:
    """A headless Firefox and one BiDi session on a tab of its own. See the module's docstring."""

    def __init__(
        self,
        profile_dir: Path,
        env: dict[str, str] | None = None,
        prefs: dict[str, Any] | None = None,
        log_path: Path | None = None,
        binary: str | None = None,
        start_guard_s: float = 60,
        command_guard_s: float = 120,
    ):
        self.binary = binary or find_firefox()
        self.profile_dir = Path(profile_dir)
        self.profile_dir.mkdir(parents=True, exist_ok=True)
        (self.profile_dir / "user.js").write_text(prefs_js({**QUIET_PREFS, **(prefs or {})}))
        self.command_guard_s = command_guard_s
        self.timeouts = _Timeouts()
        self.switch_to = _SwitchTo(self)
        self._frame: str | None = None  # the iframe scripts run in (switch_to.frame), else the tab
        self.log_entries: list[dict] = []  # log.entryAdded of our tab: console messages, uncaught errors
        self._prompts: dict[str, dict] = {}  # context -> the user prompt open in it
        self._navigation_events: list[tuple[str, dict]] = []  # NAVIGATION_EVENTS of our tab, during _navigate
        self._unexpected_prompt: dict | None = None
        self._answers: dict[int, dict] = {}
        self._next_id = 0
        self._ws = None
        self._log = open(log_path, "ab") if log_path else None
        self.proc = subprocess.Popen(
            [self.binary, "--headless", "--no-remote", "--profile", str(self.profile_dir),
             "--remote-debugging-port", "0", "--remote-allow-system-access", "about:blank"],
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env,
            preexec_fn=_die_with_parent,
        )
        self._url: str | None = None
        self._url_seen = threading.Event()
        self._stderr_tail: list[str] = []
        threading.Thread(target=self._read_stderr, daemon=True).start()
        try:
            if not self._url_seen.wait(start_guard_s) or not self._url:
                raise WebDriverException(
                    f"Firefox printed no WebDriver BiDi address in {start_guard_s} s "
                    f"(exit code {self.proc.poll()}); its last output:\n" + "".join(self._stderr_tail[-20:]))
            self._ws = websocket.create_connection(self._url + "/session", timeout=start_guard_s, suppress_origin=True)
            session = self._command("session.new", {"capabilities": {"alwaysMatch": {
                # Prompts stay open until handled (this module dismisses and reports them).
                "unhandledPromptBehavior": {"default": "ignore"}}}})
            self.session_id = session["sessionId"]
            self.capabilities = session["capabilities"]
            self._command("session.subscribe", {"events": [
                "log.entryAdded", "browsingContext.userPromptOpened", "browsingContext.userPromptClosed",
                *NAVIGATION_EVENTS]})
            first = [c["context"] for c in self._command("browsingContext.getTree", {"maxDepth": 0})["contexts"]]
            self.context = self._command("browsingContext.create", {"type": "tab"})["context"]
            for context in first:
                self._command("browsingContext.close", {"context": context})
            chrome = self._command("browsingContext.getTree", {"moz:scope": "chrome", "maxDepth": 0})["contexts"]
            self._chrome_context = chrome[0]["context"] if chrome else None
        except BaseException:
            self.quit()
            raise

    # ---- process and socket ----------------------------------------------------------------

    def _read_stderr(self) -> None:
        """Drain Firefox's stderr for its whole life (a full pipe would block it), into the log."""
        for raw in iter(self.proc.stderr.readline, b""):
            line = raw.decode("utf-8", "replace")
            if self._log:
                self._log.write(raw)
                self._log.flush()
            self._stderr_tail = (self._stderr_tail + [line])[-50:]
            if self._url is None:
                m = re.search(r"WebDriver BiDi listening on (ws://[^\s]+)", line)
                if m:
                    self._url = m.group(1)
                    self._url_seen.set()
        self._url_seen.set()

    def _send(self, method: str, params: dict) -> int:
        self._next_id += 1
        self._ws.send(json.dumps({"id": self._next_id, "method": method, "params": params}))
        return self._next_id

    def _command(self, method: str, params: dict, guard_s: float | None = None) -> dict:
        """Send a command and read messages until its answer; events read meanwhile are handled."""
        if self._ws is None:
            raise WebDriverException("the Firefox session is closed")
        ident = self._send(method, params)
        guard = guard_s or self.command_guard_s
        self._read_until(lambda: ident in self._answers, guard, f"{method}: no answer from Firefox in {guard:.0f} s",
                         method)
        answer = self._answers.pop(ident)
        self._answers.clear()  # answers to commands nobody waits for (a dismissed prompt's) are dropped
        self._raise_unexpected_prompt(method)
        if answer.get("type") == "error":
            raise _error(method, answer)
        return answer.get("result", {})

    def _read_until(self, done, guard_s: float, timeout_message: str, what: str) -> None:
        """Read messages (answers kept in _answers, events handled) until done() holds; after guard_s
        raise TimeoutException(timeout_message)."""
        deadline = time.monotonic() + guard_s
        while not done():
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeoutException(timeout_message)
            self._ws.settimeout(min(left, 5))
            try:
                raw = self._ws.recv()
            except websocket.WebSocketTimeoutException:
                if self.proc.poll() is not None:
                    raise WebDriverException(f"{what}: Firefox exited (code {self.proc.returncode})")
                continue
            except (websocket.WebSocketConnectionClosedException, ConnectionError) as e:
                raise WebDriverException(f"{what}: the connection to Firefox was lost: {e}") from e
            message = json.loads(raw)
            if message.get("type") == "event":
                self._on_event(message["method"], message.get("params", {}))
            elif "id" in message:
                self._answers[message["id"]] = message

    def _raise_unexpected_prompt(self, what: str) -> None:
        if self._unexpected_prompt is not None:
            prompt, self._unexpected_prompt = self._unexpected_prompt, None
            raise UnexpectedAlertPresentException(
                f"{prompt.get('type')} opened during {what} and was dismissed: {prompt.get('message')!r}",
                alert_text=prompt.get("message"))

    def _navigate(self, method: str, params: dict) -> None:
        """browsingContext.navigate or .reload, done when our tab's document has fired `load` (or,
        for a same-document navigation, when the fragment has changed): Firefox's own
        `wait: "complete"` cannot be trusted. Its progress listener on the tab also hears the
        location changes of the tab's iframes, so a frame's history.replaceState() (the prototype
        rewrites its fragment as it starts, in every frame of the review board) ends the tab's
        navigation while the other frames are still loading (Firefox 153). The next navigation
        then starts inside that load and its own wait never ends. So the command is sent with
        `wait: "none"` (it answers with the navigation's id once it has started) and the session
        reads events until browsingContext.load (or .fragmentNavigated) of that very navigation
        in our tab has come; .navigationFailed of it fails at once."""
        self._navigation_events.clear()
        navigation = self._command(method, {**params, "wait": "none"}, guard_s=self.timeouts.page_load)["navigation"]

        def ours(event: tuple[str, dict]) -> bool:
            return event[1].get("context") == self.context and event[1].get("navigation") == navigation

        def finished() -> bool:
            return any(ours(event) for event in self._navigation_events)

        self._read_until(finished, self.timeouts.page_load,
                         f"{method}: the page did not finish loading in {self.timeouts.page_load:.0f} s "
                         f"(navigation {navigation}; events seen: {self._navigation_events})", method)
        name, event = next(event for event in self._navigation_events if ours(event))
        self._navigation_events.clear()
        self._raise_unexpected_prompt(method)
        if name == "browsingContext.navigationFailed":
            raise WebDriverException(f"{method}: navigation to {event.get('url')} failed")

    def _on_event(self, method: str, params: dict) -> None:
        if method in NAVIGATION_EVENTS:
            if params.get("context") == self.context:
                self._navigation_events.append((method, params))
        elif method == "log.entryAdded":
            if params.get("source", {}).get("context") in (None, self.context):
                self.log_entries.append(params)
        elif method == "browsingContext.userPromptOpened":
            self._prompts[params["context"]] = params
            if params["context"] == self.context:
                # The page is blocked until it is answered: dismiss it and fail the waiting command.
                self._unexpected_prompt = params
                self._send("browsingContext.handleUserPrompt", {"context": params["context"], "accept": False})
        elif method == "browsingContext.userPromptClosed":
            self._prompts.pop(params["context"], None)

    def _handle_prompt(self, accept: bool) -> None:
        if self.context not in self._prompts:
            raise NoAlertPresentException("no user prompt is open")
        self._command("browsingContext.handleUserPrompt", {"context": self.context, "accept": accept})
        self._prompts.pop(self.context, None)

    def quit(self) -> None:
        try:
            if self._ws is not None:
                try:
                    self._command("browser.close", {}, guard_s=10)
                except Exception:
                    pass
                try:
                    self._ws.close()
                except Exception:
                    pass
                self._ws = None
        finally:
            if self.proc.poll() is None:
                try:
                    self.proc.wait(10)
                except subprocess.TimeoutExpired:
                    self.proc.terminate()
                    try:
                        self.proc.wait(10)
                    except subprocess.TimeoutExpired:
                        self.proc.kill()
                        self.proc.wait()
            if self._log:
                self._log.close()
                self._log = None

    # ---- Selenium's WebDriver API -----------------------------------------------------------

    @property
    def name(self) -> str:
        return "firefox"

    def set_script_timeout(self, seconds: float) -> None:
        self.timeouts.script = float(seconds)

    def set_page_load_timeout(self, seconds: float) -> None:
        self.timeouts.page_load = float(seconds)

    def get(self, url: str) -> None:
        self._frame = None
        self._navigate("browsingContext.navigate", {"context": self.context, "url": url})

    def refresh(self) -> None:
        self._navigate("browsingContext.reload", {"context": self.context})

    @property
    def current_url(self) -> str:
        return self._command("browsingContext.getTree", {"root": self.context, "maxDepth": 0})["contexts"][0]["url"]

    @property
    def title(self) -> str:
        return self.execute_script("return document.title")

    def execute_script(self, script: str, *args):
        return self._call("function() {\n" + script + "\n}", args, await_promise=False)

    def execute_async_script(self, script: str, *args):
        # The callback resolves a promise that BiDi awaits; a timer of the page's own stands for
        # Selenium's script timeout.
        wrapper = (
            "function() {\n"
            "  const args = Array.from(arguments), timeout = args.shift();\n"
            "  return new Promise((resolve, reject) => {\n"
            "    const timer = setTimeout(() => reject(new Error('__bidi_script_timeout__')), timeout);\n"
            "    args.push((value) => { clearTimeout(timer); resolve(value); });\n"
            "    (function() {\n" + script + "\n    }).apply(this, args);\n"
            "  });\n"
            "}"
        )
        timeout_ms = self.timeouts.script * 1000
        return self._call(wrapper, (timeout_ms, *args), await_promise=True, guard_s=self.timeouts.script + 30)

    def find_element(self, by: str, value: str) -> Element:
        return self._find(by, value)[0]

    def find_elements(self, by: str, value: str) -> list[Element]:
        return self._find(by, value, must=False)

    def get_screenshot_as_png(self) -> bytes:
        data = self._command("browsingContext.captureScreenshot", {"context": self.context, "origin": "viewport"})
        return base64.b64decode(data["data"])

    def save_screenshot(self, filename) -> bool:
        Path(filename).write_bytes(self.get_screenshot_as_png())
        return True

    # ---- Firefox's own ----------------------------------------------------------------------

    def set_viewport(self, width: int, height: int) -> None:
        """The layout viewport in CSS px, at one device pixel per CSS px."""
        self._command("browsingContext.setViewport", {
            "context": self.context, "viewport": {"width": int(width), "height": int(height)}, "devicePixelRatio": 1})

    def set_prefs(self, prefs: dict[str, Any]) -> None:
        """Set preferences in the running browser (Services.prefs, in its chrome scope)."""
        if self._chrome_context is None:
            raise WebDriverException("no chrome scope: Firefox must run with --remote-allow-system-access")
        self._call(
            """(prefs) => {
              for (const [name, value] of Object.entries(prefs)) {
                if (typeof value === 'boolean') Services.prefs.setBoolPref(name, value);
                else if (Number.isInteger(value)) Services.prefs.setIntPref(name, value);
                else Services.prefs.setStringPref(name, String(value));
              }
            }""",
            (dict(prefs),),
            await_promise=False,
            context=self._chrome_context,
        )

    def console_errors(self) -> list[str]:
        return [e.get("text", "") for e in self.log_entries if e.get("level") == "error"]

    def sync_log(self) -> None:
        """Wait until every console message and error the page has logged so far is in log_entries:
        log a marker and read until it has come (one page's messages arrive in order). Without it a
        message could still be on its way when a test looks."""
        marker = f"__bidi_log_marker_{self._next_id}__"
        self.execute_script("console.debug(arguments[0])", marker)
        deadline = time.monotonic() + self.command_guard_s
        while not any(e.get("text") == marker for e in self.log_entries):
            if time.monotonic() > deadline:
                raise TimeoutException(f"the console marker did not arrive in {self.command_guard_s:.0f} s")
            self.execute_script("return 0")  # reads the events that came meanwhile
        self.log_entries[:] = [e for e in self.log_entries if e.get("text") != marker]

    # ---- plumbing ---------------------------------------------------------------------------

    def _call(self, function: str, args: Iterable, await_promise: bool, guard_s: float | None = None,
              context: str | None = None):
        result = self._command("script.callFunction", {
            "functionDeclaration": function,
            "target": {"context": context or self._frame or self.context},
            "arguments": [self._local_value(a) for a in args],
            "awaitPromise": await_promise,
            "resultOwnership": "none",
            "serializationOptions": {"maxDomDepth": 0, "maxObjectDepth": None},
        }, guard_s=guard_s)
        if result.get("type") == "exception":
            details = result.get("exceptionDetails", {})
            text = details.get("text", "")
            if "__bidi_script_timeout__" in text:
                raise TimeoutException(f"script timeout: the async script did not call back in {self.timeouts.script:.0f} s")
            frames = details.get("stackTrace", {}).get("callFrames", [])
            where = "".join(f"\n    at {f.get('functionName') or '?'} ({f.get('url')}:{f.get('lineNumber')}:{f.get('columnNumber')})"
                            for f in frames[:5])
            raise JavascriptException(f"javascript error: {text}{where}")
        return self._remote_value(result.get("result", {"type": "undefined"}))

    def _find(self, by: str, value: str, scope: Element | None = None, must: bool = True) -> list[Element]:
        if by not in _LOCATORS:
            raise InvalidArgumentException(f"unsupported locator strategy {by!r}")
        body = _LOCATORS[by]
        if scope is not None:  # the same, under an element
            body = body.replace("document.querySelectorAll(", "arguments[1].querySelectorAll(") \
                       .replace("document.getElements", "arguments[1].getElements") \
                       .replace("document, null", "arguments[1], null")
        try:
            found = self.execute_script(body, value, *([scope] if scope is not None else []))
        except JavascriptException as e:
            if "SyntaxError" in str(e) or "is not a valid selector" in str(e):
                raise InvalidSelectorException(str(e)) from e
            raise
        found = [f for f in found if isinstance(f, Element)]
        if must and not found:
            raise NoSuchElementException(f"no element matches {by} {value!r}")
        return found

    def _pointer_click(self, element: Element) -> None:
        origin = {"type": "element", "element": {"sharedId": element.id}}
        self._command("input.performActions", {"context": self.context, "actions": [{
            "type": "pointer", "id": "mouse", "parameters": {"pointerType": "mouse"},
            "actions": [
                {"type": "pointerMove", "x": 0, "y": 0, "origin": origin},
                {"type": "pointerDown", "button": 0},
                {"type": "pointerUp", "button": 0},
            ]}]})

    def _type(self, text: str) -> None:
        actions, held = [], []
        for ch in text:
            if ch == _NULL_KEY:
                actions += [{"type": "keyUp", "value": k} for k in reversed(held)]
                held = []
            elif ch in _MODIFIER_KEYS:
                if ch in held:
                    actions.append({"type": "keyUp", "value": ch})
                    held.remove(ch)
                else:
                    actions.append({"type": "keyDown", "value": ch})
                    held.append(ch)
            else:
                actions += [{"type": "keyDown", "value": ch}, {"type": "keyUp", "value": ch}]
        actions += [{"type": "keyUp", "value": k} for k in reversed(held)]
        if actions:
            self._command("input.performActions", {"context": self.context, "actions": [
                {"type": "key", "id": "keyboard", "actions": actions}]})

    def _local_value(self, value) -> dict:
        if isinstance(value, Element):
            return {"sharedId": value.id}
        if value is None:
            return {"type": "null"}
        if isinstance(value, bool):
            return {"type": "boolean", "value": value}
        if isinstance(value, int):
            return {"type": "number", "value": value} if abs(value) < 2**53 else {"type": "bigint", "value": str(value)}
        if isinstance(value, float):
            if math.isnan(value):
                return {"type": "number", "value": "NaN"}
            if math.isinf(value):
                return {"type": "number", "value": "Infinity" if value > 0 else "-Infinity"}
            if value == 0 and math.copysign(1, value) < 0:
                return {"type": "number", "value": "-0"}
            return {"type": "number", "value": value}
        if isinstance(value, str):
            return {"type": "string", "value": value}
        if isinstance(value, (list, tuple)):
            return {"type": "array", "value": [self._local_value(v) for v in value]}
        if isinstance(value, dict):
            return {"type": "object", "value": [[str(k), self._local_value(v)] for k, v in value.items()]}
        raise InvalidArgumentException(f"cannot pass {type(value).__name__} to a script")

    def _remote_value(self, value: dict):
        kind = value.get("type")
        v = value.get("value")
        if kind in ("undefined", "null"):
            return None
        if kind in ("string", "boolean"):
            return v
        if kind == "number":
            return {"NaN": math.nan, "-0": -0.0, "Infinity": math.inf, "-Infinity": -math.inf}.get(v, v) \
                if isinstance(v, str) else v
        if kind == "bigint":
            return int(v)
        if kind in ("array", "set", "nodelist", "htmlcollection"):
            return [self._remote_value(x) for x in (v or [])]
        if kind in ("object", "map"):
            return {(k if isinstance(k, str) else str(self._remote_value(k))): self._remote_value(x) for k, x in (v or [])}
        if kind == "node":
            info = v or {}
            if info.get("nodeType") in (1, 9, 11):  # element, document, fragment
                return Element(self, value["sharedId"], info)
            return None
        if kind == "date":
            return v
        if kind == "regexp":
            return f"/{v.get('pattern')}/{v.get('flags') or ''}"
        if kind == "window":
            return {_WINDOW_KEY: v.get("context") if isinstance(v, dict) else None}
        return {}  # functions, errors, promises...: what Selenium gives for an object it cannot copy


_ERRORS = {
    "no such element": NoSuchElementException,
    "no such node": StaleElementReferenceException,
    "stale element reference": StaleElementReferenceException,
    "invalid argument": InvalidArgumentException,
    "invalid selector": InvalidSelectorException,
    "javascript error": JavascriptException,
    "script timeout": TimeoutException,
    "timeout": TimeoutException,
    "move target out of bounds": MoveTargetOutOfBoundsException,
    "no such alert": NoAlertPresentException,
    "unexpected alert open": UnexpectedAlertPresentException,
}


def _error(method: str, answer: dict) -> WebDriverException:
    code, message = answer.get("error", "unknown error"), answer.get("message", "")
    cls = _ERRORS.get(code)
    if cls is None:
        return BiDiError(method, code, message)
    return cls(f"{method}: {code}: {message}")
