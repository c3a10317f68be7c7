"""Running `mailsitegen serve` in tests: the process, its lines, raw HTTP and the reload stream.

Everything here waits for events (a line printed, bytes received, the process ending) with
generous deadlines, never for a fixed time: machines running the suite are shared and noisy.

    with Server(binary, ["--spec", str(spec)], cwd=tmp_path) as server:   # started; first line read
        server.port, server.url
        status, headers, body = request(server.port, b"GET / HTTP/1.1\\r\\nHost: ...\\r\\n\\r\\n")
        mark = server.mark(); write_spec(...)                                # where stdout is before the change
        server.wait_line(r"Rebuilt in", start=mark)                          # a line printed after it
        events = EventStream(server.port); events.next()                    # ("build", "<id>")
        server.stop(signal.SIGINT) == 0

Only loopback addresses are ever connected to.
"""
from __future__ import annotations

import json
import os
import re
import signal
import socket
import subprocess
import threading
import time
from functools import partial
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

DEADLINE = 60.0  # seconds: how long any awaited event may take before the test fails
FIRST_LINE = re.compile(r"^Serving (.+) at http://(\S+):(\d+)/$")


class Server:
    """`mailsitegen serve ARGS` as a child process, its standard output and error read line by line."""

    def __init__(self, binary: Path, args: list[str], cwd: Path, env: dict | None = None, wrapper: list[str] | None = None):
        self.args = [str(binary), "serve", *args]
        command = [*(wrapper or []), *self.args]
        self.process = subprocess.Popen(
            command, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env, start_new_session=True)
        self.lines: dict[str, list[str]] = {"out": [], "err": []}
        self._changed = threading.Condition()
        self._readers = [
            threading.Thread(target=self._read, args=(self.process.stdout, "out"), daemon=True),
            threading.Thread(target=self._read, args=(self.process.stderr, "err"), daemon=True),
        ]
        for reader in self._readers:
            reader.start()
        self.first_line = self.wait_line(r".")
        match = FIRST_LINE.match(self.first_line)
        if not match:
            self.stop(signal.SIGKILL)
            raise AssertionError(f"first line is not 'Serving <spec> at http://<host>:<port>/': {self.first_line!r}\n"
                                 f"stderr: {self.lines['err']}")
        self.spec_name, self.host, self.port = match.group(1), match.group(2), int(match.group(3))
        self.url = f"http://127.0.0.1:{self.port}/"

    def _read(self, stream, name: str) -> None:
        for raw in iter(stream.readline, b""):
            with self._changed:
                self.lines[name].append(raw.decode("utf-8", "replace").rstrip("\n"))
                self._changed.notify_all()
        with self._changed:
            self.lines[name].append(None)  # the stream ended
            self._changed.notify_all()

    def mark(self, stream: str = "out") -> int:
        """Where the lines of `stream` are now: pass it as `start` to wait for what comes after."""
        with self._changed:
            return len([line for line in self.lines[stream] if line is not None])

    def wait_line(self, pattern: str, stream: str = "out", start: int = 0, timeout: float = DEADLINE) -> str:
        """The first line of `stream` from line `start` on (a `mark()` taken before the action that
        prints it; default: the first line) that matches `pattern`, waiting for it if need be."""
        regex = re.compile(pattern)
        deadline = time.monotonic() + timeout
        with self._changed:
            index = start
            while True:
                lines = self.lines[stream]
                while index < len(lines):
                    line = lines[index]
                    if line is None:
                        raise AssertionError(f"{stream} ended before a line matching {pattern!r}; it had: {lines}")
                    index += 1
                    if regex.search(line):
                        return line
                remaining = deadline - time.monotonic()
                if remaining <= 0:
                    raise AssertionError(f"no line matching {pattern!r} on {stream} in {timeout}s; it had: {lines}")
                self._changed.wait(remaining)

    def text(self, stream: str = "out") -> list[str]:
        with self._changed:
            return [line for line in self.lines[stream] if line is not None]

    def stop(self, sig: int = signal.SIGINT, timeout: float = DEADLINE) -> int:
        """Sends `sig` and waits for the process to end, and for its last lines to be read: its exit code."""
        if self.process.poll() is None:
            self.process.send_signal(sig)
        try:
            code = self.process.wait(timeout)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
            raise AssertionError(f"serve did not stop within {timeout}s of signal {sig}")
        # The readers end at the end of its output: text() then holds every line it printed, however
        # far behind the reading threads were on a busy machine.
        for reader in self._readers:
            reader.join(timeout)
        return code

    def __enter__(self) -> "Server":
        return self

    def __exit__(self, *exc) -> None:
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait()
        for reader in self._readers:
            reader.join(5)


def write_spec(path: Path, spec: dict | str) -> None:
    """Saves a spec as most editors do: a new file beside it, renamed over it in one step."""
    text = spec if isinstance(spec, str) else json.dumps(spec, indent=2, ensure_ascii=False)
    temporary = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    temporary.write_text(text, encoding="utf-8")
    os.replace(temporary, path)


def connect(port: int, timeout: float = DEADLINE) -> socket.socket:
    sock = socket.create_connection(("127.0.0.1", port), timeout=timeout)
    sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
    return sock


class Reader:
    """Reads whole HTTP responses from a socket (Content-Length bodies; HEAD has none)."""

    def __init__(self, sock: socket.socket):
        self.sock = sock
        self.buffer = b""

    def _fill(self) -> bool:
        chunk = self.sock.recv(65536)
        self.buffer += chunk
        return bool(chunk)

    def response(self, head_only: bool = False) -> tuple[int, dict[str, str], bytes]:
        while b"\r\n\r\n" not in self.buffer:
            if not self._fill():
                raise ConnectionError(f"closed before a whole head; got {self.buffer[:200]!r}")
        head, self.buffer = self.buffer.split(b"\r\n\r\n", 1)
        lines = head.decode("latin-1").split("\r\n")
        status = int(lines[0].split(" ")[1])
        headers: dict[str, str] = {}
        for line in lines[1:]:
            name, value = line.split(":", 1)
            assert name.lower() not in headers, f"field {name} twice"
            headers[name.lower()] = value.strip()
        length = 0 if head_only else int(headers.get("content-length", "0"))
        while len(self.buffer) < length:
            if not self._fill():
                raise ConnectionError(f"closed after {len(self.buffer)} of {length} body bytes")
        body, self.buffer = self.buffer[:length], self.buffer[length:]
        return status, headers, body

    def closed(self) -> bool:
        """True once the server closed the connection (waits for it, up to the socket's timeout)."""
        try:
            while self._fill():
                pass
            return True
        except ConnectionResetError:
            return True


def request(port: int, raw: bytes, head_only: bool = False) -> tuple[int, dict[str, str], bytes]:
    """Sends raw request bytes on a new connection and reads one response."""
    with connect(port) as sock:
        sock.sendall(raw)
        return Reader(sock).response(head_only)


def get(port: int, path: str = "/", host: str | None = None, extra: str = "") -> tuple[int, dict[str, str], bytes]:
    host = host or f"127.0.0.1:{port}"
    return request(port, f"GET {path} HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n{extra}\r\n".encode())


class EventStream:
    """The reload stream read as a browser would, event by event."""

    def __init__(self, port: int, host: str | None = None, extra: str = ""):
        self.sock = connect(port)
        host = host or f"127.0.0.1:{port}"
        self.sock.sendall(f"GET /__mailsitegen/events HTTP/1.1\r\nHost: {host}\r\n{extra}\r\n".encode())
        self.buffer = b""
        while b"\r\n\r\n" not in self.buffer:
            chunk = self.sock.recv(65536)
            if not chunk:
                raise ConnectionError(f"the event stream closed at once: {self.buffer!r}")
            self.buffer += chunk
        head, self.buffer = self.buffer.split(b"\r\n\r\n", 1)
        self.head = head.decode("latin-1")

    def next(self) -> tuple[str, str]:
        """The next event's name and data (comments and `retry:` skipped)."""
        while True:
            while b"\n\n" not in self.buffer:
                chunk = self.sock.recv(65536)
                if not chunk:
                    raise ConnectionError("the event stream ended")
                self.buffer += chunk
            block, self.buffer = self.buffer.split(b"\n\n", 1)
            name, data = "message", []
            for line in block.decode("utf-8").split("\n"):
                if line.startswith("event: "):
                    name = line[len("event: "):]
                elif line.startswith("data: "):
                    data.append(line[len("data: "):])
            if data:
                return name, "\n".join(data)

    def close(self) -> None:
        self.sock.close()


class _QuietHandler(SimpleHTTPRequestHandler):
    def log_message(self, format, *args) -> None:  # noqa: A002 (the base class's name)
        pass


class StaticServers:
    """Plain static HTTP servers for folders, each on 127.0.0.1 and a free port of its own (so
    each is an origin of its own): `serve(folder)` -> its base URL; `close()` stops them all."""

    def __init__(self) -> None:
        self._servers: list[ThreadingHTTPServer] = []

    def serve(self, folder: Path) -> str:
        server = ThreadingHTTPServer(("127.0.0.1", 0), partial(_QuietHandler, directory=str(folder)))
        threading.Thread(target=server.serve_forever, daemon=True).start()
        self._servers.append(server)
        return f"http://127.0.0.1:{server.server_address[1]}/"

    def close(self) -> None:
        for server in self._servers:
            server.shutdown()
            server.server_close()
