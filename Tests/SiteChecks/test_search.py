"""Search and code blocks in a real browser: type, move with the keyboard, follow a
result; from disk (file://, where fetch of a JSON index would fail) and from a host
under a subpath; the sharded index ranks as the single index did, loads each file once,
and never shows an older query's results."""
import functools
import http.server
import subprocess
import sys
import threading
import time

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from conftest import ROOT, QuietHandler, handbook_binary, set_width

PAGE = "guidelines/navigation/tab-bars/index.html"


def results(browser):
    return WebDriverWait(browser, 10).until(
        lambda b: b.find_elements(By.CSS_SELECTOR, "#hb-search-results [role=option]"))


def search(browser, query):
    """Focuses search with '/', as a reader would, and types `query`."""
    browser.find_element(By.TAG_NAME, "body").send_keys("/")
    field = browser.switch_to.active_element
    assert field.get_attribute("id") == "hb-search-input", "'/' focuses the search field"
    field.send_keys(query)
    return field


@pytest.fixture(scope="module")
def under_subpath(site):
    """The site's parent folder served over HTTP, so the site lives at /_site/ — not the host's root."""
    handler = functools.partial(QuietHandler, directory=str(site.parent))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_address[1]}/{site.name}/"
    server.shutdown()


@pytest.mark.parametrize("origin", ["disk", "subpath"])
def test_typing_finds_a_section_and_enter_follows_it(site, under_subpath, browser, origin):
    set_width(browser, 1280)
    base = site.as_uri() + "/" if origin == "disk" else under_subpath
    browser.get(base + PAGE)
    field = search(browser, "trunc")
    options = results(browser)
    first = options[0].text
    assert first.startswith("Writing tab labels › Truncation"), first
    marks = [m.text.lower() for m in browser.find_elements(By.CSS_SELECTOR, "#hb-search-results mark")]
    assert marks and all(m == "trunc" for m in marks), marks
    # Arrows move the selection and wrap; the field names the selected option.
    field.send_keys(Keys.ARROW_DOWN)
    assert field.get_attribute("aria-activedescendant") == "hb-search-result-1"
    field.send_keys(Keys.ARROW_UP)
    assert field.get_attribute("aria-activedescendant") == "hb-search-result-0"
    assert options[0].get_attribute("aria-selected") == "true"
    field.send_keys(Keys.ENTER)
    WebDriverWait(browser, 10).until(lambda b: "writing-tab-labels" in b.current_url)
    assert browser.current_url == base + "guidelines/navigation/writing-tab-labels/index.html#truncation"
    assert browser.find_element(By.TAG_NAME, "h1").text == "Writing tab labels"


def test_component_labels_and_known_gaps_are_searchable(site, browser):
    set_width(browser, 390)
    browser.get((site / PAGE).as_uri())
    search(browser, "size guide")
    texts = [option.text for option in results(browser)]
    assert any(text.startswith("Tabs › Examples") for text in texts), texts


def test_several_words_show_the_section_that_holds_them(site, browser):
    """'fixed tabs': the Tabs page has 'tabs' in its title and 'Fixed' among its variants, so
    the result opens at the variants, not at the page's top (which lacks 'fixed') nor at a
    section that only mentions fixed tabs in passing."""
    set_width(browser, 1280)
    browser.get((site / PAGE).as_uri())
    search(browser, "fixed tabs")
    first = results(browser)[0]
    assert first.text.startswith("Tabs › Variants"), first.text
    assert "tabs" in [m.text.lower() for m in first.find_elements(By.TAG_NAME, "mark")]


def test_no_match_says_so_and_escape_clears(site, browser):
    browser.get((site / PAGE).as_uri())
    field = search(browser, "zzqx")
    status = WebDriverWait(browser, 10).until(
        lambda b: b.find_element(By.CSS_SELECTOR, ".search [role=status]").get_attribute("textContent") or None)
    assert status == "No results"
    assert "No pages match" in browser.find_element(By.ID, "hb-search-results").text
    field.send_keys(Keys.ESCAPE)
    assert field.get_attribute("value") == ""
    assert not browser.find_element(By.ID, "hb-search-results").is_displayed()


def test_code_is_highlighted_at_build_time_and_copies(site, under_subpath, browser):
    page = under_subpath + "guidelines/getting-started/writing-a-spec/index.html"
    browser.execute_cdp_cmd("Browser.grantPermissions", {"origin": under_subpath.split("/_site")[0],
                                                          "permissions": ["clipboardReadWrite", "clipboardSanitizedWrite"]})
    browser.get(page)
    block = browser.find_element(By.CSS_SELECTOR, ".code-block")
    assert block.find_elements(By.CSS_SELECTOR, "code.language-yaml .tok-property"), "YAML keys are marked in the HTML"
    code = block.find_element(By.TAG_NAME, "pre").get_attribute("textContent")
    button = block.find_element(By.CSS_SELECTOR, "button.code-block__copy")
    browser.execute_script("arguments[0].click();", button)
    WebDriverWait(browser, 10).until(lambda b: button.text == "Copied")
    copied = browser.execute_async_script("var done = arguments[0]; navigator.clipboard.readText().then(done, function (e) { done('error: ' + e); });")
    assert copied == code


# --- The sharded index against the single index it replaced -------------------------------
#
# In the browser, every shard is loaded and put back together as the single index of old
# (pages, entries, each term's entries), and the old search.js's ranking runs over it with
# the browser's own localeCompare; the page's search, which loads only the shards a query
# needs, must show the same results in the same order.

REFERENCE = r"""
var root = arguments[0], query = arguments[1], done = arguments[arguments.length - 1];
var digits = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
function pairs(code) {
  var out = [], i;
  if (code[0] === "!") {
    for (i = 1; i < code.length; i++) {
      var g = digits.indexOf(code[i]);
      for (var k = 0; k < 3; k++) if ((g >> (2 * k)) & 3) out.push([(i - 1) * 3 + k, (g >> (2 * k)) & 3]);
    }
    return out;
  }
  var position = -1, value = 0;
  for (i = 0; i < code.length; i++) {
    var d = digits.indexOf(code[i]);
    value = value * 32 + (d & 31);
    if (d < 32) { position += Math.floor(value / 3) + 1; out.push([position, value % 3 + 1]); value = 0; }
  }
  return out;
}
function load(src, then) {
  var script = document.createElement("script");
  script.src = root + src;
  script.onload = then;
  script.onerror = function () { done({ error: "cannot load " + src }); };
  document.head.appendChild(script);
}
function loadAll(srcs, then) {
  var left = srcs.length;
  if (!left) return then();
  srcs.forEach(function (src) { load(src, function () { if (--left === 0) then(); }); });
}
var stopWords = new Set(("a an and are as at be but by for from has have if in into is it its not of on or so than " +
  "that the their them then there these they this to was were what when which while who will with you your").split(" "));
function words(text) {
  return (text.toLowerCase().normalize("NFD").replace(/\p{Mn}/gu, "").match(/[\p{L}\p{N}]+/gu) || []).filter(function (word) {
    return ([...word].length > 1 || /^\p{N}$/u.test(word)) && !stopWords.has(word);
  });
}
load("assets/search-index.js", function () {
  var manifest = window.handbookSearchIndex;
  var srcs = manifest.termShards.map(function (_, i) { return "assets/search/terms-" + i + ".js"; });
  for (var s = 0; s * manifest.pagesPerShard < manifest.pages; s++) srcs.push("assets/search/pages-" + s + ".js");
  loadAll(srcs, function () {
    var shards = window.handbookSearchShards;
    var index = { pages: [], entries: [], terms: [], postings: [] };
    manifest.termShards.forEach(function (_, i) {
      var shard = shards["terms-" + i];
      (shard.terms ? shard.terms.split(" ") : []).forEach(function (term, t) { index.terms[shard.first + t] = term; index.postings[shard.first + t] = []; });
    });
    for (var s = 0; s * manifest.pagesPerShard < manifest.pages; s++) {
      shards["pages-" + s].forEach(function (page) {
        var number = index.pages.length;
        index.pages.push([page[0], page[1], manifest.sections[page[2]]]);
        page[3].forEach(function (entry) {
          var entryNumber = index.entries.length;
          index.entries.push([number, entry[0], entry[1], entry[2]]);
          pairs(entry[3]).forEach(function (pair) { index.postings[pair[0]].push([entryNumber, pair[1]]); });
        });
      });
    }
    // The old search.js, over the old index's shape (postings decoded).
    var terms = index.terms, limit = 10;
    function matches(word) {
      var found = new Map();
      var titled = new Set();
      for (var t = 0; t < terms.length; t++) {
        if (terms[t].lastIndexOf(word, 0) !== 0) continue;
        var whole = terms[t].length === word.length ? 2 : 1;
        index.postings[t].forEach(function (posting) {
          var entry = posting[0], field = posting[1];
          if (field === 3) titled.add(entry);
          var score = field * whole;
          if (!(found.get(entry) >= score)) found.set(entry, score);
        });
      }
      return { scores: found, titled: titled };
    }
    function search(query) {
      var wanted = Array.from(new Set(words(query)));
      if (!wanted.length) return [];
      var perWord = wanted.map(matches);
      var pages = new Map();
      perWord.forEach(function (found, w) {
        found.scores.forEach(function (score, entry) {
          var page = index.entries[entry][0];
          var hit = pages.get(page);
          if (!hit) pages.set(page, hit = { best: new Array(wanted.length).fill(0), title: new Array(wanted.length).fill(0), entries: new Map() });
          hit.best[w] = Math.max(hit.best[w], score);
          if (found.titled.has(entry)) hit.title[w] = Math.max(hit.title[w], score);
          var known = hit.entries.get(entry);
          if (!known) hit.entries.set(entry, known = new Array(wanted.length).fill(0));
          known[w] = Math.max(known[w], score);
        });
      });
      var ranked = [];
      pages.forEach(function (hit, page) {
        if (hit.best.some(function (score) { return score === 0; })) return;
        var entry = -1, entryCover = -1, entryScore = -1;
        hit.entries.forEach(function (known, candidate) {
          var cover = 0, score = 0;
          known.forEach(function (value, w) {
            var weight = Math.max(value, hit.title[w]);
            if (weight > 0) { cover++; score += weight; }
          });
          if (cover > entryCover || (cover === entryCover && (score > entryScore || (score === entryScore && candidate < entry)))) {
            entry = candidate; entryCover = cover; entryScore = score;
          }
        });
        ranked.push({ page: page, entry: entry, score: hit.best.reduce(function (a, b) { return a + b; }, 0) });
      });
      ranked.sort(function (a, b) {
        return b.score - a.score || index.pages[a.page][0].localeCompare(index.pages[b.page][0]);
      });
      return ranked.slice(0, limit);
    }
    done({ results: search(query).map(function (result) {
      var page = index.pages[result.page], entry = index.entries[result.entry];
      return page[0] + (entry[2] ? " › " + entry[2] : "") + " " + page[1] + "index.html" + (entry[1] ? "#" + entry[1] : "");
    }) });
  });
});
"""


def shown(browser, url, query):
    """Opens `url`, enters `query` in one input event (as a paste), returns what search shows."""
    browser.get(url)
    field = browser.find_element(By.ID, "hb-search-input")
    browser.execute_script("arguments[0].focus(); arguments[0].value = arguments[1]; arguments[0].dispatchEvent(new Event('input'));",
                           field, query)
    WebDriverWait(browser, 30).until(
        lambda b: b.find_element(By.CSS_SELECTOR, ".search [role=status]").get_attribute("textContent"))
    root = browser.find_element(By.CSS_SELECTOR, "[data-search]").get_attribute("data-root")
    return [link.find_element(By.CSS_SELECTOR, ".search__title").get_attribute("textContent") + " "
            + link.get_dom_attribute("href").removeprefix(root)
            for link in browser.find_elements(By.CSS_SELECTOR, "#hb-search-results [role=option] a")]


def reference(browser, url, query):
    browser.get(url)
    root = browser.find_element(By.CSS_SELECTOR, "[data-search]").get_attribute("data-root")
    answer = browser.execute_async_script(REFERENCE, root, query)
    assert "error" not in answer, answer
    return answer["results"]


@pytest.fixture(scope="module")
def corpus_site(tmp_path_factory):
    """A generated 300-page site (scripts/corpus.py), built with the debug binary."""
    folder = tmp_path_factory.mktemp("search-corpus")
    subprocess.run([sys.executable, str(ROOT / "scripts" / "corpus.py"), "--pages", "300", "--out", str(folder / "corpus")],
                   check=True, capture_output=True, timeout=120)
    output = folder / "_site"
    result = subprocess.run([handbook_binary(), "build", "--content", str(folder / "corpus" / "handbook" / "Content"),
                             "--output", str(output), "--quiet"], capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stderr
    return output


BUNDLED_QUERIES = ["trunc", "fixed tabs", "tab bar", "label", "size guide", "navigation", "seg", "ta", "badge", "more items",
                   "icon label", "Écran", "44", "zzqx"]
CORPUS_QUERIES = ["tab", "fixed tabs", "co", "truncate label", "badge 5", "see also", "section 3", "generated", "state active focus"]


@pytest.mark.parametrize("query", BUNDLED_QUERIES)
def test_bundled_site_ranks_as_the_single_index_did(site, under_subpath, browser, query):
    url = under_subpath + PAGE
    assert shown(browser, url, query) == reference(browser, url, query)


@pytest.mark.parametrize("query", CORPUS_QUERIES)
def test_generated_site_from_disk_ranks_as_the_single_index_did(corpus_site, browser, query):
    url = (corpus_site / "guidelines" / "section-00" / "page-00000" / "index.html").as_uri()
    expected = reference(browser, url, query)
    assert expected, "the query finds something"
    assert shown(browser, url, query) == expected


def test_a_query_loads_each_file_once_and_only_what_it_needs(corpus_site, browser):
    """Typed key by key: every prefix on the way may load a shard, but no file twice, and far
    from all of them."""
    shards = len(list((corpus_site / "assets" / "search").iterdir()))
    # Over HTTP: Chromium keeps no resource timing for file:// loads.
    handler = functools.partial(QuietHandler, directory=str(corpus_site))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        browser.get(f"http://127.0.0.1:{server.server_address[1]}/guidelines/section-00/page-00000/index.html")
        field = search(browser, "fixed tabs")
        results(browser)
        WebDriverWait(browser, 10).until(lambda b: b.find_element(By.CSS_SELECTOR, ".search [role=status]").get_attribute("textContent").endswith("results"))
        loaded = browser.execute_script(
            "return performance.getEntriesByType('resource').map(function (e) { return e.name; })"
            ".filter(function (name) { return /search-index\\.js|\\/assets\\/search\\//.test(name); });")
    finally:
        server.shutdown()
    assert len(loaded) == len(set(loaded)), loaded
    assert 2 <= len(loaded) <= shards // 2, (len(loaded), shards)
    assert field.get_attribute("aria-activedescendant") == "hb-search-result-0"


class SlowShardHandler(QuietHandler):
    """Serves page shards a second late, so a reader can type on while they load."""
    def do_GET(self):
        if "/assets/search/pages-" in self.path:
            time.sleep(1.0)
        super().do_GET()


def test_results_of_an_older_query_never_show(site, browser):
    handler = functools.partial(SlowShardHandler, directory=str(site.parent))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        browser.get(f"http://127.0.0.1:{server.server_address[1]}/{site.name}/{PAGE}")
        # Record every list search draws.
        browser.execute_script("""
            window.drawn = [];
            new MutationObserver(function () {
              var first = document.querySelector('#hb-search-results [role=option] .search__title');
              window.drawn.push(first ? first.textContent : '');
            }).observe(document.getElementById('hb-search-results'), { childList: true });""")
        field = search(browser, "trunc")
        time.sleep(0.3)  # its term shards are in; its page shards are still on their way
        field.send_keys(Keys.CONTROL, "a")
        field.send_keys("fixed tabs")
        first = results(browser)[0]
        WebDriverWait(browser, 10).until(lambda b: first.text.startswith("Tabs › Variants"))
        time.sleep(1.5)  # long enough for the older query's shards to arrive too
        drawn = [text for text in browser.execute_script("return window.drawn;") if text]
        assert drawn and all(not text.startswith("Writing tab labels") for text in drawn), drawn
        assert results(browser)[0].text.startswith("Tabs › Variants")
    finally:
        server.shutdown()
