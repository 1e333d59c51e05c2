#!/usr/bin/env python3
"""Bytes a search loads, measured in headless Chromium: serves a built site over HTTP on
loopback (no compression), opens a page, types each query and waits for its results, then
sums the Performance API's `decodedBodySize` (bytes as served, uncompressed) of the index's
scripts the page fetched after it loaded, for the query pasted (one input event) and typed
key by key (every prefix on the way may load shards), plus search.js itself. With --compare, also types the queries into a second
build of the same content and checks that both show the same results in the same order.

    python3 Tests/SiteChecks/search_bytes.py SITE [--page PATH] [--compare OTHER_SITE] QUERY...
"""
import argparse
import functools
import http.server
import json
import shutil
import sys
import threading
import time

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


def serve(folder):
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(QuietHandler, directory=folder))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}/"


def browser():
    options = webdriver.ChromeOptions()
    options.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"):
        options.add_argument(flag)
    driver = webdriver.Chrome(service=Service(executable_path=shutil.which("chromedriver") or "/usr/bin/chromedriver"), options=options)
    driver.set_page_load_timeout(120)
    driver.set_script_timeout(120)
    return driver


def run_query(driver, url, query, typed):
    """Opens `url` fresh (empty cache) and enters `query`: typed key by key, or pasted (one
    input event). Returns (results, resources loaded after the page)."""
    driver.execute_cdp_cmd("Network.enable", {})
    driver.execute_cdp_cmd("Network.setCacheDisabled", {"cacheDisabled": True})
    driver.get(url)
    WebDriverWait(driver, 30).until(lambda d: d.execute_script("return document.readyState") == "complete")
    before = driver.execute_script("return performance.getEntriesByType('resource').length")
    field = driver.find_element(By.ID, "hb-search-input")
    field.click()
    if typed:
        field.send_keys(query)
    else:
        driver.execute_script("arguments[0].value = arguments[1]; arguments[0].dispatchEvent(new Event('input'));", field, query)
    # Done when the status speaks and nothing more has loaded for a second.
    state = {"count": -1, "since": time.time()}

    def settled(d):
        count = d.execute_script("return performance.getEntriesByType('resource').length")
        if count != state["count"]:
            state.update(count=count, since=time.time())
        spoken = d.find_element(By.CSS_SELECTOR, ".search [role=status]").get_attribute("textContent")
        return spoken and time.time() - state["since"] > 1.0

    WebDriverWait(driver, 120, poll_frequency=0.2).until(settled)
    results = driver.execute_script(
        "return Array.from(document.querySelectorAll('#hb-search-results [role=option] a')).map(function (a) {"
        " return a.querySelector('.search__title').textContent + ' ' + a.getAttribute('href'); });")
    resources = driver.execute_script(
        "return performance.getEntriesByType('resource').slice(arguments[0]).map(function (e) {"
        " return [e.name, e.decodedBodySize, e.initiatorType]; });", before)
    return results, resources


def page_scripts(driver, url):
    """Bytes of the scripts the page itself loads (search.js among them), before any query."""
    driver.get(url)
    WebDriverWait(driver, 30).until(lambda d: d.execute_script("return document.readyState") == "complete")
    return driver.execute_script(
        "return performance.getEntriesByType('resource').filter(function (e) { return e.initiatorType === 'script'; })"
        ".map(function (e) { return [e.name, e.decodedBodySize]; });")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("site")
    parser.add_argument("queries", nargs="+")
    parser.add_argument("--page", default="index.html")
    parser.add_argument("--compare")
    args = parser.parse_args()
    server, base = serve(args.site)
    other = serve(args.compare) if args.compare else None
    driver = browser()
    try:
        scripts = page_scripts(driver, base + args.page)
        print("page scripts:", ", ".join(f"{name.rsplit('/', 1)[-1]} {size}" for name, size in scripts))
        search_js = sum(size for name, size in scripts if name.endswith("/search.js"))
        mismatches = 0
        for query in args.queries:
            results, resources = run_query(driver, base + args.page, query, typed=False)
            index = [(name, size) for name, size, _ in resources if "search-index.js" in name or "/assets/search/" in name]
            _, typed_resources = run_query(driver, base + args.page, query, typed=True)
            typed = sum(size for name, size, _ in typed_resources if "search-index.js" in name or "/assets/search/" in name)
            loaded = sum(size for _, size in index)
            print(json.dumps({"query": query, "results": len(results), "files": len(index), "index_bytes": loaded,
                              "with_search_js": loaded + search_js, "typed_key_by_key": typed + search_js,
                              "loaded": [name.rsplit("/", 1)[-1].split("?")[0] for name, _ in index]}))
            if other:
                expected, _ = run_query(driver, other[1] + args.page, query, typed=False)
                if expected != results:
                    mismatches += 1
                    print("  DIFFERENT\n  sharded: " + "\n           ".join(results) + "\n  single:  " + "\n           ".join(expected))
        if other:
            print(f"{len(args.queries) - mismatches} same, {mismatches} different")
    finally:
        driver.quit()
        server.shutdown()
        if other:
            other[0].shutdown()
    return 1 if other and mismatches else 0


if __name__ == "__main__":
    sys.exit(main())
