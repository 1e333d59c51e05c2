/* Handbook search: results as you type from the index Handbook builds
   (assets/search-index.js). The index is loaded with a script element on first use,
   not fetched, so search works from disk (file://) as well as from any host and path.
   Terms are split exactly as the build splits them (SearchTokenizer.swift). */
(function () {
  "use strict";
  var form = document.querySelector("[data-search]");
  if (!form) return;
  var input = form.querySelector("input");
  var list = form.querySelector("[role=listbox]");
  var status = form.querySelector("[role=status]");
  var root = form.getAttribute("data-root") || "";
  var index = null;
  var terms = null;
  var postings = null;
  var results = [];
  var active = -1;
  var limit = 10;
  var stopWords = new Set(("a an and are as at be but by for from has have if in into is it its not of on or so than " +
    "that the their them then there these they this to was were what when which while who will with you your").split(" "));

  form.hidden = false;
  // Set here, not in the HTML: the Nu checker in use does not know the attribute yet.
  input.enterKeyHint = "search";
  form.addEventListener("submit", function (event) {
    event.preventDefault();
    go(active >= 0 ? active : 0);
  });

  function fold(text) {
    return text.toLowerCase().normalize("NFD").replace(/\p{Mn}/gu, "");
  }

  function words(text) {
    return (fold(text).match(/[\p{L}\p{N}]+/gu) || []).filter(function (word) {
      return ([...word].length > 1 || /^\p{N}$/u.test(word)) && !stopWords.has(word);
    });
  }

  // Loads the index once; while it loads, only the latest request waits for it
  // (the reader's last keystroke), so early keystrokes cannot redraw stale results.
  var waiting = null;
  function load(then) {
    if (index) return then();
    if (window.handbookSearchIndex) return ready(then);
    var started = waiting !== null;
    waiting = then;
    if (started) return;
    var script = document.createElement("script");
    script.src = root + "assets/search-index.js";
    script.onload = function () { ready(waiting); };
    script.onerror = function () { say("Search is unavailable: the index did not load."); };
    document.head.appendChild(script);
  }

  function ready(then) {
    index = window.handbookSearchIndex;
    terms = index.terms ? index.terms.split(" ") : [];
    postings = index.postings.split(";");
    waiting = null;
    then();
  }

  // Every entry that holds a term starting with `word`, with its best score:
  // the field (3 title, 2 heading, 1 text), doubled for a whole-word match; and the
  // entries where it is in the page's title.
  function matches(word) {
    var found = new Map();
    var titled = new Set();
    for (var t = 0; t < terms.length; t++) {
      if (terms[t].lastIndexOf(word, 0) !== 0) continue;
      var whole = terms[t].length === word.length ? 2 : 1;
      var entry = 0;
      postings[t].split(",").forEach(function (code) {
        var n = parseInt(code, 36);
        entry += n >> 2;
        if ((n & 3) === 3) titled.add(entry);
        var score = (n & 3) * whole;
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
      // The section shown is the one that holds the most of the words, then the one where
      // they weigh most (a heading over text), then the first; a word in the page's title
      // counts for every section of the page.
      var entry = -1;
      var entryCover = -1;
      var entryScore = -1;
      hit.entries.forEach(function (known, candidate) {
        var cover = 0;
        var score = 0;
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

  // Appends `text` to `parent`, each query word found at the start of a word wrapped in <mark>.
  function highlighted(parent, text, wanted) {
    if (!wanted.length) { parent.textContent = text; return; }
    var escaped = wanted.map(function (word) { return word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"); });
    var pattern = new RegExp("(?<![\\p{L}\\p{N}])(" + escaped.join("|") + ")", "giu");
    var last = 0;
    text.replace(pattern, function (match, group, offset) {
      parent.appendChild(document.createTextNode(text.slice(last, offset)));
      var mark = document.createElement("mark");
      mark.textContent = match;
      parent.appendChild(mark);
      last = offset + match.length;
      return match;
    });
    parent.appendChild(document.createTextNode(text.slice(last)));
  }

  function say(message) {
    status.textContent = message;
  }

  function show(query) {
    var wanted = words(query);
    results = search(query);
    active = results.length ? 0 : -1;
    list.textContent = "";
    results.forEach(function (result, position) {
      var page = index.pages[result.page];
      var entry = index.entries[result.entry];
      var item = document.createElement("li");
      item.id = "search-result-" + position;
      item.setAttribute("role", "option");
      var link = document.createElement("a");
      link.href = root + page[1] + "index.html" + (entry[1] ? "#" + entry[1] : "");
      link.tabIndex = -1;
      var title = document.createElement("span");
      title.className = "search__title";
      highlighted(title, page[0], wanted);
      if (entry[2]) {
        title.appendChild(document.createTextNode(" › "));
        var heading = document.createElement("span");
        highlighted(heading, entry[2], wanted);
        title.appendChild(heading);
      }
      link.appendChild(title);
      if (page[2]) {
        var section = document.createElement("span");
        section.className = "search__section";
        section.textContent = page[2];
        link.appendChild(section);
      }
      if (entry[3]) {
        var excerpt = document.createElement("span");
        excerpt.className = "search__excerpt";
        highlighted(excerpt, entry[3], wanted);
        link.appendChild(excerpt);
      }
      item.appendChild(link);
      item.addEventListener("mousemove", function () { select(position); });
      list.appendChild(item);
    });
    var open = query.trim() !== "";
    list.hidden = !open;
    if (open && !results.length) {
      var none = document.createElement("li");
      none.className = "search__empty";
      none.textContent = "No pages match “" + query.trim() + "”.";
      list.appendChild(none);
    }
    say(open ? (results.length ? results.length + (results.length === 1 ? " result" : " results") : "No results") : "");
    select(active);
  }

  function select(position) {
    active = position;
    Array.prototype.forEach.call(list.querySelectorAll("[role=option]"), function (item, i) {
      item.setAttribute("aria-selected", i === position ? "true" : "false");
    });
    if (position >= 0) {
      input.setAttribute("aria-activedescendant", "search-result-" + position);
      var item = document.getElementById("search-result-" + position);
      if (item && item.scrollIntoView) item.scrollIntoView({ block: "nearest" });
    } else {
      input.removeAttribute("aria-activedescendant");
    }
  }

  function go(position) {
    var link = list.querySelector("#search-result-" + position + " a");
    if (link) window.location.href = link.href;
  }

  function close() {
    list.hidden = true;
  }

  input.addEventListener("focus", function () { load(function () { if (input.value) show(input.value); }); });
  input.addEventListener("input", function () { load(function () { show(input.value); }); });
  input.addEventListener("keydown", function (event) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!results.length) return;
      var step = event.key === "ArrowDown" ? 1 : -1;
      select((active + step + results.length) % results.length);
    } else if (event.key === "Escape") {
      if (input.value) { input.value = ""; show(""); } else { input.blur(); }
    }
  });
  form.addEventListener("focusout", function (event) {
    if (!form.contains(event.relatedTarget)) close();
  });

  // "/" focuses search from anywhere but a text field, as on most documentation sites.
  document.addEventListener("keydown", function (event) {
    if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey) return;
    var target = event.target;
    if (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)) return;
    event.preventDefault();
    input.focus();
    input.select();
  });
})();
