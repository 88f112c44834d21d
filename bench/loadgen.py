"""A small HTTP/1.1 load generator on asyncio, loopback only, bounded in time.

Used when wrk is not installed, and always for flows wrk cannot do (a quiz answer needs the
reader's one-time token and CSRF cookie first, fetched after the question page as htmx does).
Each connection keeps its socket open between requests (keep-alive) and reconnects when the
server closes it.

    .venv/bin/python bench/loadgen.py http://127.0.0.1:8000/laws/50/ --connections 50 --seconds 5
"""

import argparse
import asyncio
import random
import re
import time
from dataclasses import dataclass, field
from urllib.parse import urlsplit


@dataclass
class Response:
    status: int
    headers: dict
    body: bytes


@dataclass
class Stats:
    latencies: list = field(default_factory=list)
    statuses: dict = field(default_factory=dict)
    errors: dict = field(default_factory=dict)
    started: float = 0.0
    finished: float = 0.0

    def record(self, label, status, seconds):
        self.latencies.append(seconds)
        key = (label, status)
        self.statuses[key] = self.statuses.get(key, 0) + 1

    def error(self, label, error):
        key = (label, type(error).__name__)
        self.errors[key] = self.errors.get(key, 0) + 1

    @property
    def count(self):
        return len(self.latencies)

    @property
    def rate(self):
        return self.count / max(self.finished - self.started, 1e-9)

    def percentile(self, fraction):
        if not self.latencies:
            return float("nan")
        ordered = sorted(self.latencies)
        return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]

    @property
    def server_errors(self):
        return sum(n for (_label, status), n in self.statuses.items() if status >= 500)


class Connection:
    def __init__(self, host, port):
        self.host, self.port = host, port
        self.reader = self.writer = None

    async def open(self):
        self.reader, self.writer = await asyncio.open_connection(self.host, self.port)

    async def close(self):
        if self.writer is not None:
            self.writer.close()
            try:
                await self.writer.wait_closed()
            except OSError:
                pass
            self.writer = None

    async def request(self, method, path, headers=None, body=b""):
        if self.writer is None:
            await self.open()
        lines = [f"{method} {path} HTTP/1.1", f"Host: {self.host}:{self.port}"]
        for name, value in (headers or {}).items():
            lines.append(f"{name}: {value}")
        if body:
            lines.append(f"Content-Length: {len(body)}")
        self.writer.write(("\r\n".join(lines) + "\r\n\r\n").encode("latin-1") + body)
        await self.writer.drain()
        response = await self._read()
        if response.headers.get("connection", "").lower() == "close":
            await self.close()
        return response

    async def _read(self):
        head = await self.reader.readuntil(b"\r\n\r\n")
        status_line, *header_lines = head.decode("latin-1").split("\r\n")
        status = int(status_line.split()[1])
        headers = {}
        for line in header_lines:
            if ":" in line:
                name, value = line.split(":", 1)
                name = name.strip().lower()
                value = value.strip()
                if name == "set-cookie" and name in headers:
                    headers[name] += "\n" + value
                else:
                    headers[name] = value
        if "content-length" in headers:
            body = await self.reader.readexactly(int(headers["content-length"]))
        elif headers.get("transfer-encoding", "").lower() == "chunked":
            body = await self._read_chunked()
        elif status in (204, 304):
            body = b""
        else:
            body = await self.reader.read()
            await self.close()
        return Response(status, headers, body)

    async def _read_chunked(self):
        parts = []
        while True:
            size = int((await self.reader.readuntil(b"\r\n")).split(b";")[0], 16)
            if size == 0:
                await self.reader.readuntil(b"\r\n")
                return b"".join(parts)
            parts.append(await self.reader.readexactly(size))
            await self.reader.readexactly(2)


def get_flow(paths, headers=None):
    """A flow that GETs one of the paths, chosen at random."""

    async def flow(connection, stats, rng):
        path = rng.choice(paths)
        started = time.perf_counter()
        response = await connection.request("GET", path, headers)
        stats.record(path.split("?")[0], response.status, time.perf_counter() - started)

    return flow


TOKENS_URL = re.compile(rb'hx-get="([^"]*/practice/answer/tokens/[^"]*)"')
TOKEN = re.compile(rb'name="token" value="([^"]+)"')
CSRF_FIELD = re.compile(rb'name="csrfmiddlewaretoken" value="([^"]+)"')
CHOICE = re.compile(rb'name="answer" value="([^"]+)"')


def answer_flow(question_paths, answer_path):
    """GET a question page and the reader's tokens it names (as htmx does once the page has
    loaded), then POST an answer with them (three requests)."""

    async def flow(connection, stats, rng):
        path = rng.choice(question_paths)
        started = time.perf_counter()
        page = await connection.request("GET", path)
        stats.record("question", page.status, time.perf_counter() - started)
        url = TOKENS_URL.search(page.body)
        if not url:
            stats.error("answer", ValueError("no answer form"))
            return
        started = time.perf_counter()
        tokens = await connection.request("GET", url.group(1).decode().replace("&amp;", "&"))
        stats.record("tokens", tokens.status, time.perf_counter() - started)
        token, csrf = TOKEN.search(tokens.body), CSRF_FIELD.search(tokens.body)
        cookie = re.search(r"csrftoken=([^;]+)", tokens.headers.get("set-cookie", ""))
        if not (token and csrf and cookie):
            stats.error("answer", ValueError("no answer tokens"))
            return
        choice = CHOICE.search(page.body)
        answer = choice.group(1).decode() if choice else "1"
        body = (
            f"csrfmiddlewaretoken={csrf.group(1).decode()}&token={token.group(1).decode()}"
            f"&answer={answer}"
        ).encode()
        headers = {
            "Content-Type": "application/x-www-form-urlencoded",
            "Cookie": f"csrftoken={cookie.group(1)}",
            "Referer": f"http://{connection.host}:{connection.port}{path}",
            "HX-Request": "true",
        }
        started = time.perf_counter()
        response = await connection.request("POST", answer_path, headers, body)
        stats.record("answer", response.status, time.perf_counter() - started)

    return flow


async def run(base_url, flows, connections, seconds):
    """Run `connections` clients for `seconds`, each cycling through `flows`; return Stats."""
    parts = urlsplit(base_url)
    host, port = parts.hostname, parts.port or 80
    if host not in ("127.0.0.1", "localhost", "::1"):
        raise SystemExit("loadgen: loopback only")
    stats = Stats()
    deadline = time.monotonic() + seconds

    async def client(number):
        connection = Connection(host, port)
        rng = random.Random(number)
        while time.monotonic() < deadline:
            try:
                await rng.choice(flows)(connection, stats, rng)
            except (OSError, asyncio.IncompleteReadError, asyncio.LimitOverrunError) as error:
                stats.error("connection", error)
                await connection.close()
                await asyncio.sleep(0.01)
        await connection.close()

    stats.started = time.monotonic()
    await asyncio.gather(*(client(n) for n in range(connections)))
    stats.finished = time.monotonic()
    return stats


def report(stats, title):
    print(f"{title}: {stats.count} ответов за {stats.finished - stats.started:.1f} с")
    print(
        f"  {stats.rate:,.0f} запросов/с, p50 {stats.percentile(0.5) * 1000:.1f} мс, "
        f"p99 {stats.percentile(0.99) * 1000:.1f} мс"
    )
    for (label, status), count in sorted(stats.statuses.items()):
        print(f"  {label}: HTTP {status} × {count}")
    for (label, kind), count in sorted(stats.errors.items()):
        print(f"  {label}: ошибка {kind} × {count}")
    print(f"  ответов 5xx: {stats.server_errors}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("url")
    parser.add_argument("--connections", type=int, default=50)
    parser.add_argument("--seconds", type=float, default=5)
    args = parser.parse_args()
    parts = urlsplit(args.url)
    path = parts.path + (f"?{parts.query}" if parts.query else "")
    stats = asyncio.run(run(args.url, [get_flow([path])], args.connections, args.seconds))
    report(stats, args.url)


if __name__ == "__main__":
    main()
