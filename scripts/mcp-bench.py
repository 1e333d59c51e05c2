#!/usr/bin/env python3
"""`handbook mcp` measured as an assistant's host runs it: the official Python MCP client
(`mcp` on PyPI) over stdio, on the bundled Content/.

  scripts/mcp-bench.py [BINARY] [--calls N]

Prints the start (spawn to the first answer of list_components), the median and 95th
percentile of warm `layout` and `check_labels` calls and of `ping` between them (the
client's and the pipe's own share of every round trip), the server's resident memory after
each tenth of N calls (alternating the two tools), so a leak shows as a rising column, and
how long a call with a 10 MB label takes to be answered (refused unread past the 4 MB
message limit) with the server's peak memory after it."""
import argparse
import asyncio
try:  # the SDK renamed its error class in 2.x
    from mcp.shared.exceptions import MCPError as McpError
except ImportError:
    from mcp.shared.exceptions import McpError
import pathlib
import statistics
import time

from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client

ROOT = pathlib.Path(__file__).resolve().parents[1]


def rss_kb(pid):
    for line in open(f"/proc/{pid}/status"):
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


def peak_kb(pid):
    for line in open(f"/proc/{pid}/status"):
        if line.startswith("VmHWM:"):
            return int(line.split()[1])
    return 0


def server_pid(binary):
    for proc in pathlib.Path("/proc").iterdir():
        if proc.name.isdigit():
            try:
                cmd = (proc / "cmdline").read_bytes().split(b"\0")
            except OSError:
                continue
            if cmd and cmd[0].decode(errors="ignore") == binary and b"mcp" in cmd:
                return int(proc.name)
    return None


async def run(binary, calls):
    server = StdioServerParameters(command=binary, args=["mcp", "--content", str(ROOT / "Content")])
    start = time.perf_counter()
    async with stdio_client(server) as (read, write):
        async with ClientSession(read, write) as session:
            await session.initialize()
            await session.call_tool("list_components", {})
            started = (time.perf_counter() - start) * 1000
            pid = server_pid(binary)
            layout = {"labels": ["Bewertungen", "Fotos", "Versand"], "variant": "fixed", "width": 320, "locale": "de"}
            check = {"component": "tabs", "labels": ["Reviews", "Photos", "Shipping"], "variant": "fixed",
                     "translations": {"de": ["Bewertungen", "Fotos", "Versand"]}}
            timings = {"layout": [], "check_labels": [], "ping": []}
            for _ in range(20):  # warm
                await session.call_tool("layout", layout)
                await session.call_tool("check_labels", check)
            memory = []
            for index in range(calls):
                name, arguments = ("layout", layout) if index % 2 == 0 else ("check_labels", check)
                before = time.perf_counter()
                await session.call_tool(name, arguments)
                timings[name].append((time.perf_counter() - before) * 1000)
                # The floor under both: the client's and the pipe's share of a round trip.
                before = time.perf_counter()
                await session.send_ping()
                timings["ping"].append((time.perf_counter() - before) * 1000)
                if pid and (index + 1) % max(1, calls // 10) == 0:
                    memory.append(rss_kb(pid))
            before = time.perf_counter()
            try:
                await session.call_tool("layout", {"labels": ["x" * (10 << 20)]})
                huge = "answered"
            except McpError as error:
                huge = f"refused ({error.error.code})"
            huge_ms = (time.perf_counter() - before) * 1000
            peak = peak_kb(pid) if pid else 0
            await session.send_ping()
    print(f"start (spawn to first list_components answer): {started:.0f} ms")
    for name, values in timings.items():
        values.sort()
        print(f"{name}: median {statistics.median(values):.2f} ms, p95 {values[int(len(values) * 0.95)]:.2f} ms over {len(values)} calls")
    print("resident memory after each tenth of the calls (MB): " + " ".join(f"{kb / 1024:.1f}" for kb in memory))
    print(f"a 10 MB label: {huge} in {huge_ms:.0f} ms; the server's peak resident memory {peak / 1024:.1f} MB, and it answers ping after")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("binary", nargs="?", default=str(ROOT / ".build" / "release" / "handbook"))
    parser.add_argument("--calls", type=int, default=10000)
    args = parser.parse_args()
    asyncio.run(run(str(pathlib.Path(args.binary).resolve()), args.calls))


if __name__ == "__main__":
    main()
