#!/usr/bin/env python3
"""Time from saving a file to the live-reload event reaching a browser's event stream, with
`handbook serve` running on a content folder (median of several saves): a guideline page,
then the tab bar spec (drawn in every locale of the site's catalogs) and one design token
(the dark theme's secondary text) when the folder has them.
    scripts/serve-latency.py HANDBOOK_BINARY CONTENT_DIR [RUNS]"""
import http.client
import os
import queue
import re
import socket
import statistics
import subprocess
import sys
import threading
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
    stream = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    stream.request("GET", "/__handbook/events")
    body = stream.getresponse()

    events = queue.Queue()

    def read_events():
        """Every event's name and arrival time, read on a thread of its own."""
        name = None
        while True:
            line = body.fp.readline().decode()
            if not line:
                return
            if line.startswith("event:"):
                name = line.split(":", 1)[1].strip()
            elif line.strip() == "" and name:
                events.put((name, time.perf_counter()))
                name = None

    threading.Thread(target=read_events, daemon=True).start()
    assert events.get(timeout=10)[0] == "hello"

    def drain():
        """Reloads still on their way after a save's first (a second write event of the same
        save), counted, so the next save is timed from its own."""
        time.sleep(1.0)
        extra = 0
        while not events.empty():
            events.get()
            extra += 1
        return extra

    def saves(path, edit, what):
        """Saves `path` edited `runs` times (each run's text differs) and prints the latency."""
        before = open(path, encoding="utf-8").read()
        times, extra = [], 0
        try:
            for run in range(runs):
                time.sleep(0.3)
                # Saved as editors save: the new text written to a file of its own (outside the
                # watched folder), then moved over the old one in one step.
                saving = os.path.join(os.path.dirname(os.path.abspath(content)), ".serve-latency-saving")
                with open(saving, "w", encoding="utf-8") as f:
                    f.write(edit(before, run))
                start = time.perf_counter()
                os.replace(saving, path)
                name, arrived = events.get(timeout=30)
                while arrived < start:
                    name, arrived = events.get(timeout=30)
                assert name == "reload", name
                times.append((arrived - start) * 1000)
                extra += drain()
        finally:
            with open(path, "w", encoding="utf-8") as f:
                f.write(before)
            # The restore's own rebuild, out of the way of whatever is timed next.
            try:
                events.get(timeout=30)
            except queue.Empty:
                pass
            drain()
        if os.environ.get("SERVE_VERBOSE"): print(what, [round(t) for t in times])
        print(f"serve: {what} saved to reload event, median {statistics.median(times):.0f} ms "
              f"(min {min(times):.0f}, max {max(times):.0f}, {runs} saves" + (f"; {extra} extra reload events" if extra else "") + ")")

    saves(page, lambda text, run: text + f"\nEdited {run}.\n", "a guideline page")
    spec = os.path.join(content, "components", "tab-bar.yml")
    if os.path.exists(spec):
        # A new summary each run: the spec's page is assembled again, its previews are kept.
        saves(spec, lambda text, run: text.replace("\nsummary: ", f"\nsummary: (Edit {run}) ", 1), "the tab bar spec")
        # A new caption on an example each run: that example's figure is drawn again around
        # its kept rendition.
        caption = "caption: Five areas people return to all day"
        if caption in open(spec, encoding="utf-8").read():
            saves(spec, lambda text, run: text.replace(caption, f"{caption} ({run})", 1), "the tab bar spec, an example's caption")
    tokens = os.path.join(content, "tokens", "dark.tokens.json")
    grey = re.compile(r'"text": \{ "secondary": \{ "\$value": "#[0-9a-f]{6}" \} \}')
    if os.path.exists(tokens) and grey.search(open(tokens, encoding="utf-8").read()):
        # One design token edited (the dark theme's secondary text, between two greys bench.sh
        # never writes): every page and preview that paints it changes.
        saves(tokens, lambda text, run: grey.sub('"text": { "secondary": { "$value": "%s" } }' % ("#b5bcc8" if run % 2 == 0 else "#b7bdc8"), text, count=1), "a design token")
finally:
    server.terminate()
    server.wait(timeout=10)
