"""The edit endpoint of `mailsitegen serve` (`POST /__mailsitegen/edit`), spoken to with a raw
socket client: every refusal answered with its status before the connection closes (bodies of
70 KB and 1 MB included: the server reads and discards the rest, so the client gets the 413, not
a reset), each leaving the spec file byte-identical; a good edit changes that value alone, prints
its line and serves a page with a new version. Then, in a real browser, a page served from another
port cannot make an edit, with or without guessing the headers.
"""
from __future__ import annotations

import http.server
import json
import re
import socket
import threading
import time

import pytest

from harness.serving import DEADLINE, Reader, Server, connect, get, write_spec

SPEC = """{
  "title": "Edited Inbox",
  "tabBar": {
    "animation": { "duration": 0.3, "bounce": 0.3 }
  }
}
"""


@pytest.fixture
def spec(tmp_path):
    path = tmp_path / "spec.json"
    write_spec(path, SPEC)
    return path


@pytest.fixture
def server(mailsitegen_bin, spec, tmp_path):
    with Server(mailsitegen_bin, ["--spec", str(spec), "--port", "0"], cwd=tmp_path) as running:
        running.wait_line(r"^Watching ", start=0)
        yield running


def page_meta(port: int) -> tuple[str, str]:
    """The served page's token and version."""
    page = get(port, "/")[2].decode()
    token = re.search(r'<meta name="mailsitegen-token" content="([0-9a-f]+)">', page)
    version = re.search(r'<meta name="mailsitegen-version" content="([0-9a-f]+)">', page)
    assert token and version, "the served page carries no token or version"
    return token.group(1), version.group(1)


def post(port: int, body: bytes, *, token: str | None, host: str | None = None, extra: str = "",
         content_type: str = "application/json", path: str = "/__mailsitegen/edit",
         length: int | None = None) -> tuple[int, dict[str, str], bytes]:
    """Sends the whole request (a big body from a thread, as a browser would keep sending) and
    reads the answer fully: a reset instead of the answer fails the test."""
    host = host or f"127.0.0.1:{port}"
    fields = f"Host: {host}\r\nContent-Type: {content_type}\r\n"
    if length is None:
        length = len(body)
    if length >= 0:
        fields += f"Content-Length: {length}\r\n"
    if token is not None:
        fields += f"X-MailSiteGen-Token: {token}\r\n"
    raw = f"POST {path} HTTP/1.1\r\n{fields}{extra}Connection: close\r\n\r\n".encode() + body
    with connect(port) as sock:
        sent = threading.Event()

        def send():
            try:
                sock.sendall(raw)
            except OSError:
                pass  # the server may close once it has discarded enough; the answer is what counts
            sent.set()

        sender = threading.Thread(target=send, daemon=True)
        sender.start()
        answer = Reader(sock).response()
        sender.join(DEADLINE)
        return answer


def edit_body(path: str, value, version: str, reset: bool = False) -> bytes:
    body = {"path": path, "value": value, "version": version}
    if reset:
        body["reset"] = True
    return json.dumps(body).encode()


def assert_refused(server, spec, status: int, **kwargs) -> dict:
    before = spec.read_bytes()
    token, version = page_meta(server.port)
    body = kwargs.pop("body", None) or edit_body("tabBar.animation.bounce", 0.15, version)
    if kwargs.get("token", "") == "":
        kwargs["token"] = token
    answer_status, headers, answer = post(server.port, body, **kwargs)
    assert answer_status == status, answer
    assert headers["cache-control"] == "no-store"
    assert spec.read_bytes() == before, "a refusal changed the file"
    assert token.encode() not in answer
    return json.loads(answer) if headers["content-type"].startswith("application/json") else {}


def test_without_the_token_403(server, spec):
    assert "token" in assert_refused(server, spec, 403, token=None)["error"]


def test_a_wrong_token_403(server, spec):
    token, _ = page_meta(server.port)
    wrong = token[:-1] + ("0" if token[-1] != "0" else "1")
    assert_refused(server, spec, 403, token=wrong)


def test_a_foreign_host_403(server, spec):
    assert_refused(server, spec, 403, host=f"evil.example:{server.port}")


def test_a_foreign_origin_403(server, spec):
    assert_refused(server, spec, 403, extra="Origin: http://127.0.0.1:1\r\n")


@pytest.mark.parametrize("site", ["cross-site", "same-site"])
def test_a_cross_site_fetch_403(server, spec, site):
    assert_refused(server, spec, 403, extra=f"Sec-Fetch-Site: {site}\r\n")


@pytest.mark.parametrize("content_type", ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data"])
def test_another_content_type_415(server, spec, content_type):
    assert_refused(server, spec, 415, content_type=content_type)


def test_no_length_411(server, spec):
    assert_refused(server, spec, 411, body=b"", length=-1)


@pytest.mark.parametrize("size", [70 * 1024, 1024 * 1024], ids=["70KB", "1MB"])
def test_a_big_body_gets_its_413_not_a_reset(server, spec, size):
    body = b'{"path": "title", "value": "' + b"x" * size + b'", "version": "v"}'
    assert "at most" in assert_refused(server, spec, 413, body=body)["error"]


@pytest.mark.parametrize("body", [b"{", b"[]", b'{"path": "title"}', b'{"path": "title", "value": 1, "version": "v", "x": 1}'],
                         ids=["unclosed", "array", "incomplete", "extra-key"])
def test_malformed_json_400(server, spec, body):
    assert_refused(server, spec, 400, body=body)


@pytest.mark.parametrize("path", ["tabBar.nope", "tabBar", "tabs[9].color", "mails", "nope"])
def test_a_path_the_spec_has_no_field_for_400(server, spec, path):
    _, version = page_meta(server.port)
    assert_refused(server, spec, 400, body=edit_body(path, 1, version))


@pytest.mark.parametrize("value", [5, "x", None], ids=["out-of-range", "wrong-type", "null"])
def test_a_value_the_decoder_refuses_422_with_the_error_line(server, spec, tmp_path, mailsitegen_bin, value):
    import subprocess
    _, version = page_meta(server.port)
    answer = assert_refused(server, spec, 422, body=edit_body("tabBar.animation.bounce", value, version))
    # The very line `build` prints for the file the edit would have made.
    edited = tmp_path / "edited" / "spec.json"
    edited.parent.mkdir()
    edited.write_text(SPEC.replace('"bounce": 0.3', f'"bounce": {json.dumps(value)}'))
    result = subprocess.run([str(mailsitegen_bin), "build", "--spec", str(edited), "--out", str(tmp_path / "never")],
                            capture_output=True, text=True, timeout=DEADLINE)
    line = result.stderr.splitlines()[0].replace(str(edited), str(spec))
    assert answer["error"] == line
    assert answer["error"].startswith(f"Error: {spec}:4:")


@pytest.mark.parametrize("value, message", [
    ({"one": "{count} Result"}, "a plural object needs 'other'"),
    ({"other": "{count} Results", "single": "{count} Result"}, "single"),
    ({"other": "{count} Results", "one": 1}, "expected a string"),
    ("{total} Results", "'{total}' is not a placeholder of strings.searchResults"),
], ids=["without-other", "unknown-category", "form-not-text", "unknown-placeholder"])
def test_a_plural_phrase_the_decoder_refuses_422_naming_why(server, spec, value, message):
    _, version = page_meta(server.port)
    answer = assert_refused(server, spec, 422, body=edit_body("strings.searchResults", value, version))
    assert answer["error"].startswith(f"Error: {spec}:") and message in answer["error"], answer["error"]


def test_a_plural_phrase_an_object_is_written_as_its_value(server, spec):
    """An edit's value may be an object (a text per plural category), written where the path
    says, the rest of the file as it was; a plain text after it replaces the object whole."""
    before = spec.read_text()
    token, version = page_meta(server.port)
    forms = {"one": "{count} Hit", "other": "{count} Hits"}
    status, _, answer = post(server.port, edit_body("strings.searchResults", forms, version), token=token)
    assert status == 200, answer
    written = json.loads(spec.read_text())
    assert written["strings"] == {"searchResults": forms}
    assert {key: value for key, value in written.items() if key != "strings"} == json.loads(before)
    status, _, answer = post(server.port, edit_body("strings.searchResults", "{count} Found",
                                                    json.loads(answer)["version"]), token=token)
    assert status == 200, answer
    assert json.loads(spec.read_text())["strings"] == {"searchResults": "{count} Found"}


def test_a_stale_version_409(server, spec):
    _, version = page_meta(server.port)
    stale = "0" * len(version)
    answer = assert_refused(server, spec, 409, body=edit_body("tabBar.animation.bounce", 0.15, stale))
    assert answer["reason"] == "changed" and answer["version"] == version


@pytest.mark.parametrize("path", ["/", "/index.html", "/__mailsitegen/events", "/__mailsitegen/edit/"])
def test_post_on_another_path_405(server, spec, path):
    assert_refused(server, spec, 405, path=path)


def test_an_edit_changes_that_value_alone_and_the_page_follows(server, spec):
    before = spec.read_bytes()
    token, version = page_meta(server.port)
    mark = server.mark()
    status, headers, answer = post(server.port, edit_body("tabBar.animation.bounce", 0.15, version), token=token)
    assert status == 200, answer
    result = json.loads(answer)
    assert spec.read_bytes() == before.replace(b'"bounce": 0.3', b'"bounce": 0.15')
    server.wait_line(r"^\d\d:\d\d:\d\d Edited tabBar\.animation\.bounce: 0\.3 → 0\.15$", start=mark)
    new_token, new_version = page_meta(server.port)
    assert new_token == token and new_version == result["version"] != version
    page = get(server.port, "/")[2].decode()
    assert f'data-build="{result["build"]}"' in page
    status, _, style = get(server.port, "/style.css")
    assert status == 200 and re.search(rb"0\.15", style)
    # The old version is stale now.
    status, _, _ = post(server.port, edit_body("tabBar.animation.bounce", 0.2, version), token=token)
    assert status == 409
    # A reset removes the member.
    mark = server.mark()
    status, _, answer = post(server.port, edit_body("tabBar.animation.bounce", None, new_version, reset=True),
                             token=token)
    assert status == 200, answer
    assert b"bounce" not in spec.read_bytes()
    server.wait_line(r"^\d\d:\d\d:\d\d Reset tabBar\.animation\.bounce to its default, ", start=mark)


def test_a_new_start_has_a_new_token(mailsitegen_bin, spec, tmp_path, server):
    first, _ = page_meta(server.port)
    with Server(mailsitegen_bin, ["--spec", str(spec), "--port", "0"], cwd=tmp_path) as other:
        other.wait_line(r"^Watching ", start=0)
        second, _ = page_meta(other.port)
        assert first != second and len(first) >= 32
        # The first server's token does not open the second.
        _, version = page_meta(other.port)
        before = spec.read_bytes()
        status, _, _ = post(other.port, edit_body("title", "X", version), token=first)
        assert status == 403 and spec.read_bytes() == before


def test_build_output_has_neither_token_nor_endpoint(mailsitegen_bin, spec, tmp_path):
    import subprocess
    out = tmp_path / "built"
    subprocess.run([str(mailsitegen_bin), "build", "--spec", str(spec), "--out", str(out)], check=True,
                   capture_output=True, timeout=DEADLINE)
    for file in out.rglob("*"):
        if file.is_file():
            text = file.read_bytes()
            assert b"mailsitegen-token" not in text and b"/__mailsitegen/edit" not in text, file.name


# --- a page of another origin, in a real browser ----------------------------------------------

ATTACK = """<!DOCTYPE html><meta charset="utf-8"><title>other origin</title>
<script>
const target = "http://127.0.0.1:%(port)d/__mailsitegen/edit";
const body = JSON.stringify({path: "title", value: "Hacked", version: "%(version)s"});
const attempts = [
  () => fetch(target, {method: "POST", body}),
  () => fetch(target, {method: "POST", mode: "no-cors", body, headers: {"Content-Type": "text/plain"}}),
  () => fetch(target, {method: "POST", body, headers: {"Content-Type": "application/json",
                                                        "X-MailSiteGen-Token": "%(guess)s"}}),
  () => fetch(target, {method: "POST", mode: "no-cors", body,
                       headers: {"Content-Type": "application/json", "X-MailSiteGen-Token": "%(guess)s"}}),
  () => fetch("http://127.0.0.1:%(port)d/").then(r => r.text()),
];
window.results = [];
Promise.all(attempts.map(a => a().then(r => typeof r === "string" ? "read" : "sent " + r.type + " " + r.status,
                                        e => "refused " + e.name)))
  .then(all => { window.results = all; window.done = true; });
</script>
<form id="form" method="POST" action="http://127.0.0.1:%(port)d/__mailsitegen/edit" enctype="text/plain" target="sink">
<input name='{"path": "title", "value": "Hacked", "version": "%(version)s", "x": "' value='"}'>
</form><iframe name="sink"></iframe>
"""


def test_a_page_of_another_origin_cannot_edit(browser, server, spec):
    token, version = page_meta(server.port)
    before = spec.read_bytes()
    page = ATTACK % {"port": server.port, "version": version, "guess": "0" * len(token)}

    class Handler(http.server.BaseHTTPRequestHandler):
        def do_GET(self):
            data = page.encode()
            self.send_response(200)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def log_message(self, *args):
            pass

    other = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=other.serve_forever, daemon=True).start()
    try:
        browser.get(f"http://127.0.0.1:{other.server_address[1]}/")
        deadline = time.monotonic() + DEADLINE
        while not browser.execute_script("return window.done === true"):
            assert time.monotonic() < deadline, "the other page's requests did not finish"
            time.sleep(0.05)
        results = browser.execute_script("return window.results")
        # Nothing of the server's can be read from there, the page included (no token to steal).
        assert "read" not in results, results
        browser.execute_script("document.getElementById('form').submit()")
        time.sleep(1.0)
        assert spec.read_bytes() == before, results
        assert b"Hacked" not in spec.read_bytes()
    finally:
        other.shutdown()
        other.server_close()
