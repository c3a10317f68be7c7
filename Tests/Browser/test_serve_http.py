"""`mailsitegen serve` as a whole process, spoken to with a raw socket client (no browser): the
command's contract, what it serves and refuses, its limits, live reload over the event stream,
SIGINT and SIGTERM, a port in use, and --poll. Every wait is for an event, with a generous deadline.
"""
from __future__ import annotations

import os
import re
import signal
import socket
import subprocess

import pytest

from harness.serving import DEADLINE, EventStream, Reader, Server, connect, get, request, write_spec


@pytest.fixture
def spec(tmp_path):
    path = tmp_path / "spec.json"
    write_spec(path, {"title": "Served Inbox"})
    return path


@pytest.fixture
def server(mailsitegen_bin, spec, tmp_path):
    with Server(mailsitegen_bin, ["--spec", str(spec), "--port", "0"], cwd=tmp_path) as running:
        yield running


def build_error(mailsitegen_bin, spec_path, tmp_path) -> str:
    """What `mailsitegen build` prints for this spec: the line serve must show too."""
    result = subprocess.run([str(mailsitegen_bin), "build", "--spec", str(spec_path), "--out", str(tmp_path / "never")],
                            capture_output=True, text=True, cwd=tmp_path, timeout=DEADLINE)
    assert result.returncode == 1 and result.stderr.startswith("Error: ")
    return result.stderr.rstrip("\n")


# --- the command ------------------------------------------------------------------------------

def test_the_first_line_names_the_spec_and_the_url(server, spec):
    assert server.first_line == f"Serving {spec} at http://127.0.0.1:{server.port}/"
    assert server.port > 0
    server.wait_line(r"^Watching .*spec\.json for changes\. Ctrl-C stops\.$", start=1)


@pytest.mark.parametrize("sig", [signal.SIGINT, signal.SIGTERM], ids=["SIGINT", "SIGTERM"])
def test_a_signal_stops_it_with_exit_0_while_clients_are_connected(mailsitegen_bin, spec, tmp_path, sig):
    with Server(mailsitegen_bin, ["--spec", str(spec), "--port", "0"], cwd=tmp_path) as server:
        server.wait_line(r"^Watching", start=1)
        # A keep-alive client, a half-sent request and an open reload stream must not hold it up.
        idle = connect(server.port)
        partial = connect(server.port)
        partial.sendall(b"GET / HTTP/1.1\r\nHost: ")
        events = EventStream(server.port)
        assert events.next()[0] == "build"
        assert server.stop(sig) == 0
        assert server.text()[-1] == "Stopped."
        assert Reader(idle).closed() and Reader(partial).closed()
        with pytest.raises(ConnectionError):
            events.next()


def test_nothing_is_written_to_disk(server, spec, tmp_path):
    before = sorted(p.name for p in tmp_path.iterdir())
    assert get(server.port)[0] == 200
    write_spec(spec, {"title": "Changed"})
    server.wait_line(r"Rebuilt in \d+ ms")
    assert get(server.port)[0] == 200
    assert sorted(p.name for p in tmp_path.iterdir()) == before


def test_a_port_in_use_takes_the_next_free_one_and_says_so(mailsitegen_bin, spec, tmp_path):
    # A port whose successor is free too: bind two neighbours, keep the first.
    for _ in range(50):
        taken = socket.socket()
        taken.bind(("127.0.0.1", 0))
        port = taken.getsockname()[1]
        probe = socket.socket()
        try:
            probe.bind(("127.0.0.1", port + 1))
        except OSError:
            taken.close()
            continue
        finally:
            probe.close()
        break
    taken.listen()
    try:
        with Server(mailsitegen_bin, ["--spec", str(spec), "--port", str(port)], cwd=tmp_path) as server:
            assert server.port == port + 1
            assert server.wait_line(r".", start=1) == f"Port {port} is in use; took {port + 1}, the next free one."
            assert get(server.port)[0] == 200
            assert server.stop() == 0
    finally:
        taken.close()


def test_the_default_port_is_8000_or_the_next_free_one(mailsitegen_bin, spec, tmp_path):
    with Server(mailsitegen_bin, ["--spec", str(spec)], cwd=tmp_path) as server:
        assert 8000 <= server.port < 8100
        if server.port != 8000:  # another program has 8000 on this machine
            assert server.wait_line(r".", start=1).startswith("Port 8000 is in use; took ")
        assert get(server.port)[0] == 200
        assert server.stop() == 0


def test_a_missing_spec_is_an_error_before_serving(mailsitegen_bin, tmp_path):
    result = subprocess.run([str(mailsitegen_bin), "serve", "--spec", "nope.json", "--port", "0"], cwd=tmp_path,
                            capture_output=True, text=True, timeout=DEADLINE)
    assert result.returncode == 1
    assert result.stdout == ""
    assert result.stderr == "Error: nope.json: no such file\n"


# --- what is served ---------------------------------------------------------------------------

def test_the_built_files_are_served_with_their_types_and_safety_headers(server, mailsitegen_bin, tmp_path, spec):
    subprocess.run([str(mailsitegen_bin), "build", "--spec", str(spec), "--out", str(tmp_path / "built")],
                   check=True, capture_output=True, timeout=DEADLINE)
    # The served page has the inspector: its files are those of a build with it.
    subprocess.run([str(mailsitegen_bin), "build", "--inspector", "--spec", str(spec), "--out",
                    str(tmp_path / "inspected")], check=True, capture_output=True, timeout=DEADLINE)
    types = {"/": "text/html", "/index.html": "text/html", "/style.css": "text/css", "/app.js": "text/javascript",
             "/states.html": "text/html", "/states.css": "text/css", "/__mailsitegen/reload.js": "text/javascript",
             "/inspector.css": "text/css", "/inspector.js": "text/javascript"}
    for path, media_type in types.items():
        status, headers, body = get(server.port, path)
        assert status == 200, path
        assert headers["content-type"] == f"{media_type}; charset=utf-8", path
        assert headers["x-content-type-options"] == "nosniff"
        assert headers["cache-control"] == "no-store"
        assert int(headers["content-length"]) == len(body)
        if path in ("/style.css", "/app.js", "/states.html", "/states.css", "/inspector.css"):
            # The board as built (its frames reload), the page's files as built with the inspector.
            assert body == (tmp_path / "inspected" / path[1:]).read_bytes(), f"{path} differs from build's"
    page = get(server.port, "/")[2].decode()
    built = (tmp_path / "built" / "index.html").read_text()
    assert "__mailsitegen" not in built and "connect-src" not in built  # build's output is unchanged
    assert page.count('<script src="/__mailsitegen/reload.js"') == 1
    assert "connect-src 'self'" in page
    assert "<title>Served Inbox</title>" in page


def test_head_sends_the_same_head_without_a_body(server):
    status, headers, _ = get(server.port, "/")
    with connect(server.port) as sock:
        sock.sendall(f"HEAD / HTTP/1.1\r\nHost: 127.0.0.1:{server.port}\r\n\r\nGET /app.js HTTP/1.1\r\n"
                     f"Host: 127.0.0.1:{server.port}\r\n\r\n".encode())
        reader = Reader(sock)
        head_status, head_headers, _ = reader.response(head_only=True)
        assert (head_status, head_headers["content-length"]) == (200, headers["content-length"])
        # The next response starts right after the head: HEAD sent no body.
        assert reader.response()[1]["content-type"].startswith("text/javascript")


@pytest.mark.parametrize("target", [
    "/../../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/%2E%2E%2F%2E%2E%2Fetc%2Fpasswd", "//etc/passwd",
    "/..%2fspec.json", "/spec.json", "/./index.html", "/index.html/..", "/.mailsitegen", "/public/index.html",
])
def test_no_path_reaches_the_disk(server, target):
    assert get(server.port, target)[0] == 404


@pytest.mark.parametrize("method", ["POST", "PUT", "DELETE", "OPTIONS", "PATCH"])
def test_only_get_and_head_are_allowed(server, method):
    status, headers, _ = request(
        server.port, f"{method} / HTTP/1.1\r\nHost: 127.0.0.1:{server.port}\r\nContent-Length: 2\r\n\r\nhi".encode())
    assert status == 405
    assert headers["allow"] == "GET, HEAD"


@pytest.mark.parametrize("raw, status", [
    (b"GET / HTTP/1.1\nHost: a\n\n", 400),
    (b"GET /a b HTTP/1.1\r\nHost: a\r\n\r\n", 400),
    (b"GET / HTTP/1.1\r\n\r\n", 400),
    (b"GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n", 400),
    (b"GET / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n", 501),
    (b"GET / HTTP/3.0\r\nHost: a\r\n\r\n", 505),
    (b"GET /" + b"a" * 9000 + b" HTTP/1.1\r\nHost: a\r\n\r\n", 414),
    (b"GET / HTTP/1.1\r\nHost: a\r\n" + b"X-Filler: " + b"b" * 17000 + b"\r\n\r\n", 431),
    (b"GET / HTTP/1.1\r\nHost: a\r\n" + b"X: y\r\n" * 101 + b"\r\n", 431),
], ids=["bare-LF", "space-in-target", "no-host", "two-hosts", "chunked", "HTTP/3.0", "long-target", "large-header",
        "many-fields"])
def test_malformed_requests_are_refused_and_the_connection_closed(server, raw, status):
    with connect(server.port) as sock:
        sock.sendall(raw)
        reader = Reader(sock)
        got, headers, _ = reader.response()
        assert got == status
        assert headers["connection"] == "close"
        assert reader.closed()


@pytest.mark.parametrize("host", ["evil.example:{port}", "127.0.0.1:1", "localhost.:{port}", "127.0.0.2:{port}",
                                  "192.0.2.1:{port}"])
def test_a_foreign_host_is_refused(server, host):
    # DNS rebinding: a page whose own name points at 127.0.0.1 sends its name as Host.
    assert get(server.port, "/", host=host.format(port=server.port))[0] == 403
    assert get(server.port, "/__mailsitegen/events", host=host.format(port=server.port))[0] == 403


def test_localhost_is_answered(server):
    assert get(server.port, "/", host=f"localhost:{server.port}")[0] == 200


def test_the_reload_stream_checks_origin_and_fetch_metadata(server):
    port = server.port
    assert get(port, "/__mailsitegen/events", extra="Origin: https://evil.example\r\n")[0] == 403
    assert get(port, "/__mailsitegen/events", extra=f"Origin: http://127.0.0.1:{port + 1}\r\n")[0] == 403
    assert get(port, "/__mailsitegen/events", extra="Sec-Fetch-Site: cross-site\r\nSec-Fetch-Mode: cors\r\n")[0] == 403
    assert get(port, "/app.js", extra="Sec-Fetch-Site: cross-site\r\nSec-Fetch-Mode: no-cors\r\n")[0] == 403
    stream = EventStream(port, extra=f"Origin: http://127.0.0.1:{port}\r\n")
    assert "Content-Type: text/event-stream; charset=utf-8" in stream.head
    assert stream.next()[0] == "build"
    stream.close()


# --- connections ------------------------------------------------------------------------------

def test_keep_alive_and_pipelined_requests_are_answered_in_order(server):
    host = f"127.0.0.1:{server.port}"
    with connect(server.port) as sock:
        reader = Reader(sock)
        for path in ["/", "/style.css", "/app.js"]:
            sock.sendall(f"GET {path} HTTP/1.1\r\nHost: {host}\r\n\r\n".encode())
            assert reader.response()[0] == 200
        pipelined = "".join(f"GET {path} HTTP/1.1\r\nHost: {host}\r\n\r\n" for path in ["/app.js", "/nope", "/style.css"])
        sock.sendall(pipelined.encode())
        answers = [reader.response() for _ in range(3)]
        assert [status for status, _, _ in answers] == [200, 404, 200]
        assert answers[0][1]["content-type"].startswith("text/javascript")
        assert answers[2][1]["content-type"].startswith("text/css")


def test_a_silent_client_is_closed_and_a_half_sent_head_gets_408(server):
    with connect(server.port) as silent, connect(server.port) as partial:
        partial.sendall(b"GET / HTTP/1.1\r\n")
        assert Reader(silent).closed()  # after the idle timeout (5 s); the socket waits up to DEADLINE
        status, _, _ = Reader(partial).response()
        assert status == 408


def test_slow_clients_do_not_delay_another(server):
    """A client that sends half a head and one that does not read its responses are still open
    (their deadlines have not come) when another client has had all its answers."""
    host = f"127.0.0.1:{server.port}"
    with connect(server.port) as stalled, connect(server.port) as not_reading:
        stalled.sendall(b"GET / HTTP/1.1\r\nHost: ")
        not_reading.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
        not_reading.sendall(f"GET / HTTP/1.1\r\nHost: {host}\r\n\r\n".encode() * 50)
        for _ in range(5):
            assert get(server.port, "/app.js")[0] == 200
        stalled.setblocking(False)
        with pytest.raises(BlockingIOError):  # no byte and no end yet: still open
            stalled.recv(1)


# --- live reload ------------------------------------------------------------------------------

def test_a_change_is_rebuilt_and_announced_once(server, spec):
    events = EventStream(server.port)
    name, first_build = events.next()
    assert name == "build"
    write_spec(spec, {"title": "Renamed Inbox"})
    assert re.fullmatch(r"\d\d:\d\d:\d\d Rebuilt in \d+ ms; 1 page reloads\.", server.wait_line(r"Rebuilt"))
    name, second_build = events.next()
    assert name == "build" and second_build != first_build
    page = get(server.port)[2].decode()
    assert "<title>Renamed Inbox</title>" in page and f'data-build="{second_build}"' in page
    events.close()


def test_saving_in_place_and_by_rename_are_both_seen(server, spec):
    mark = server.mark()
    spec.write_text('{"title": "Written in place"}', encoding="utf-8")  # truncate, write, close
    server.wait_line(r"Rebuilt in", start=mark)
    assert "<title>Written in place</title>" in get(server.port)[2].decode()
    mark = server.mark()
    write_spec(spec, {"title": "Renamed over"})
    server.wait_line(r"Rebuilt in", start=mark)
    assert "<title>Renamed over</title>" in get(server.port)[2].decode()


def test_a_save_that_renames_the_old_file_away_first_is_seen(server, spec):
    """Editors that keep a backup rename the spec away, then write a new file under its name."""
    events = EventStream(server.port)
    _, first = events.next()
    os.replace(spec, spec.with_name(spec.name + "~"))
    spec.write_text('{"title": "After a backup"}', encoding="utf-8")
    seen = [events.next()]
    while seen[-1][0] != "build":  # a slow machine may see the spec missing for a moment
        seen.append(events.next())
    assert seen[-1][1] != first
    assert "<title>After a backup</title>" in get(server.port)[2].decode()


def test_a_bad_spec_keeps_the_last_good_page_and_sends_the_same_error_as_build(server, spec, mailsitegen_bin, tmp_path):
    events = EventStream(server.port)
    _, good_build = events.next()
    good_page = get(server.port)[2]
    bad = '{\n  "title": "Broken",\n  "tabs": [{"id": "a", "title": "A", "symbol": "star", "color": "bleu"}]\n}'
    write_spec(spec, bad)
    expected = build_error(mailsitegen_bin, spec, tmp_path)  # "Error: <file>:3:…: tabs[0].color: unknown colour …"
    line = server.wait_line(r"Error: ", stream="err", start=0)
    assert re.fullmatch(r"\d\d:\d\d:\d\d " + re.escape(expected), line)
    assert events.next() == ("spec-error", expected.removeprefix("Error: "))
    assert get(server.port)[2] == good_page
    # A new stream hears of the error at once.
    late = EventStream(server.port)
    assert late.next() == ("build", good_build)
    assert late.next() == ("spec-error", expected.removeprefix("Error: "))
    write_spec(spec, {"title": "Fixed"})
    assert events.next() == ("spec-ok", "")
    name, fixed_build = events.next()
    assert name == "build" and fixed_build != good_build
    assert "<title>Fixed</title>" in get(server.port)[2].decode()
    events.close()
    late.close()


def test_a_spec_that_is_bad_at_start_is_served_with_its_error(mailsitegen_bin, tmp_path):
    spec = tmp_path / "spec.json"
    write_spec(spec, '{"title": 3}')
    with Server(mailsitegen_bin, ["--spec", str(spec), "--port", "0"], cwd=tmp_path) as server:
        server.wait_line(r"Error: .*spec\.json:1:11: title: ", stream="err", start=0)
        page = get(server.port)[2].decode()
        assert "/__mailsitegen/reload.js" in page and "<title>mailsitegen serve</title>" in page
        events = EventStream(server.port)
        assert events.next()[0] == "build"
        assert events.next()[0] == "spec-error"
        write_spec(spec, {"title": "Now Good"})
        assert events.next() == ("spec-ok", "")
        assert events.next()[0] == "build"
        assert "<title>Now Good</title>" in get(server.port)[2].decode()


def test_poll_watches_by_modification_time(mailsitegen_bin, spec, tmp_path):
    with Server(mailsitegen_bin, ["--spec", str(spec), "--port", "0", "--poll"], cwd=tmp_path) as server:
        assert server.wait_line(r".", start=1) == (
            f"Watching {spec} by polling its modification time every 0.25 s (--poll). Ctrl-C stops.")
        events = EventStream(server.port)
        _, first = events.next()
        write_spec(spec, {"title": "Polled"})
        name, second = events.next()
        assert name == "build" and second != first
        assert "<title>Polled</title>" in get(server.port)[2].decode()
        assert server.stop() == 0
