#!/usr/bin/env python3
"""Time from saving one page to the live-reload event reaching a browser's event stream,
with `handbook serve` running on a content folder (median of several saves).
    scripts/serve-latency.py HANDBOOK_BINARY CONTENT_DIR [RUNS]"""
import http.client
import os
import socket
import statistics
import subprocess
import sys
import time

binary, content = sys.argv[1], sys.argv[2]
runs = int(sys.argv[3]) if len(sys.argv) > 3 else 9
with socket.socket() as probe:
    probe.bind(("127.0.0.1", 0))
    port = probe.getsockname()[1]
server = subprocess.Popen([binary, "serve", "--content", content, "--port", str(port)], stderr=open(os.environ.get("SERVE_LOG", os.devnull), "w"))
try:
    for _ in range(300):
        try:
            http.client.HTTPConnection("127.0.0.1", port, timeout=1).request("GET", "/__handbook/status")
            break
        except OSError:
            time.sleep(0.1)
    page = next(os.path.join(root, name) for root, _, names in sorted(os.walk(os.path.join(content, "guidelines")))
                for name in sorted(names) if name.endswith(".md") and name != "index.md")
    original = open(page, encoding="utf-8").read()
    stream = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    stream.request("GET", "/__handbook/events")
    body = stream.getresponse()

    def next_event():
        name = None
        while True:
            line = body.fp.readline().decode()
            if line.startswith("event:"):
                name = line.split(":", 1)[1].strip()
            elif line.strip() == "" and name:
                return name

    assert next_event() == "hello"
    times = []
    for run in range(runs):
        time.sleep(0.3)
        start = time.perf_counter()
        with open(page, "w", encoding="utf-8") as f:
            f.write(original + f"\nEdited {run}.\n")
        assert next_event() == "reload"
        times.append((time.perf_counter() - start) * 1000)
    with open(page, "w", encoding="utf-8") as f:
        f.write(original)
    print(f"serve: save to reload event, median {statistics.median(times):.0f} ms (min {min(times):.0f}, max {max(times):.0f}, {runs} saves)")
finally:
    server.terminate()
    server.wait(timeout=10)
