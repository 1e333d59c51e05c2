/* Handbook search: results as you type from the index Handbook builds in shards
   (SearchIndex+Scripts.swift): a manifest, assets/search-index.js; term shards,
   assets/search/terms-N.js, each a range of the sorted terms with the pages they occur on;
   page shards, assets/search/pages-N.js, pages in title order with their entries. A query
   loads the manifest, the term shards its words fall in, then the page shards of the
   results it shows. Each is loaded once, with a script element rather than fetched, so
   search works from disk (file://) as well as from any host and path. Terms are split
   exactly as the build splits them (SearchTokenizer.swift); lists are read as
   SearchCode.swift writes them. */
(function () {
  "use strict";
  var form = document.querySelector("[data-search]");
  if (!form) return;
  var input = form.querySelector("input");
  var list = form.querySelector("[role=listbox]");
  var status = form.querySelector("[role=status]");
  var root = form.getAttribute("data-root") || "";
  var shards = window.handbookSearchShards = window.handbookSearchShards || {};
  var manifest = null;
  var tieStart = null;
  var termShards = {};
  var loading = {};
  var failed = {};
  var latest = 0;
  var results = [];
  var active = -1;
  var limit = 10;
  var stopWords = new Set(("a an and are as at be but by for from has have if in into is it its not of on or so than " +
    "that the their them then there these they this to was were what when which while who will with you your").split(" "));
  var digits = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
  var digitValue = new Int8Array(128);
  for (var d = 0; d < digits.length; d++) digitValue[digits.charCodeAt(d)] = d;

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

  // Calls each(position, field) for a list of SearchCode.swift: sparse numbers
  // ((gap - 1) * 3 + field - 1, five bits a digit, the last digit of a number below 32),
  // or "!" and one digit per three positions, two bits of field each.
  function readPairs(code, each) {
    var i;
    if (code.charCodeAt(0) === 33) {
      for (i = 1; i < code.length; i++) {
        var group = digitValue[code.charCodeAt(i)];
        for (var k = 0; k < 3; k++) {
          var field = (group >> (2 * k)) & 3;
          if (field) each((i - 1) * 3 + k, field);
        }
      }
      return;
    }
    var position = -1;
    var value = 0;
    for (i = 0; i < code.length; i++) {
      var digit = digitValue[code.charCodeAt(i)];
      value = value * 32 + (digit & 31);
      if (digit < 32) {
        position += Math.floor(value / 3) + 1;
        each(position, value % 3 + 1);
        value = 0;
      }
    }
  }

  // Strings in the order the build sorts terms: by Unicode scalar values, not UTF-16 units.
  function compare(a, b) {
    var i = 0;
    while (i < a.length && i < b.length) {
      var x = a.codePointAt(i);
      var y = b.codePointAt(i);
      if (x !== y) return x - y;
      i += x > 0xffff ? 2 : 1;
    }
    return a.length - b.length;
  }

  function present(name) {
    return name === "index" ? !!window.handbookSearchIndex : Object.prototype.hasOwnProperty.call(shards, name);
  }

  // Adds the script of one file of the index, once; every caller hears when it has run.
  function loadFile(name, done) {
    if (present(name)) return done(true);
    if (failed[name]) return done(false);
    if (loading[name]) return loading[name].push(done);
    loading[name] = [done];
    var script = document.createElement("script");
    // The version keeps a host's cache from mixing shards of two builds.
    script.src = root + (name === "index" ? "assets/search-index.js" : "assets/search/" + name + ".js?v=" + manifest.version);
    script.onload = script.onerror = function () {
      var waiting = loading[name];
      delete loading[name];
      var ok = present(name);
      if (!ok) failed[name] = true;
      waiting.forEach(function (callback) { callback(ok); });
    };
    document.head.appendChild(script);
  }

  // Calls then(ok) once every named file has loaded, or as soon as one fails.
  function need(names, then) {
    var left = names.length;
    var finished = false;
    if (!left) return then(true);
    names.forEach(function (name) {
      loadFile(name, function (ok) {
        if (finished) return;
        if (!ok || --left === 0) {
          finished = true;
          then(ok);
        }
      });
    });
  }

  function useManifest() {
    if (manifest) return true;
    var index = window.handbookSearchIndex;
    if (!index || index.v !== 2) return false;
    manifest = index;
    // Pages are numbered in title order; pages whose titles compare equal share the first's
    // rank, so that among them the order they were found in stands, as with localeCompare.
    tieStart = new Int32Array(index.pages);
    for (var page = 0; page < index.pages; page++) tieStart[page] = page;
    readPairs(index.ties, function (position) { tieStart[position] = tieStart[position - 1]; });
    return true;
  }

  // Term shards whose range holds terms starting with `word`, ascending.
  function shardsFor(word) {
    var found = [];
    manifest.termShards.forEach(function (range, shard) {
      if (!range || compare(range[1], word) < 0) return;
      if (compare(range[0], word) <= 0 || range[0].lastIndexOf(word, 0) === 0) found.push(shard);
    });
    return found;
  }

  function termShard(shard) {
    var name = "terms-" + shard;
    if (!termShards[name]) {
      var data = shards[name];
      termShards[name] = { first: data.first, terms: data.terms ? data.terms.split(" ") : [], postings: data.postings.split(",") };
    }
    return termShards[name];
  }

  // Every page that holds a term starting with `word`, with its best score there: the
  // field (3 title, 2 heading, 1 text), doubled for a whole-word match; the pages where it
  // is in the title, with that score; and the numbers of the matching terms (→ 2 when whole).
  function matches(word) {
    var scores = new Map();
    var titles = new Map();
    var terms = new Map();
    shardsFor(word).forEach(function (shard) {
      var data = termShard(shard);
      data.terms.forEach(function (term, t) {
        if (term.lastIndexOf(word, 0) !== 0) return;
        var whole = term.length === word.length ? 2 : 1;
        terms.set(data.first + t, whole);
        readPairs(data.postings[t], function (page, field) {
          var score = field * whole;
          if (!(scores.get(page) >= score)) scores.set(page, score);
          if (field === 3 && !(titles.get(page) >= score)) titles.set(page, score);
        });
      });
    });
    return { scores: scores, titles: titles, terms: terms };
  }

  // The best pages: every word found, by the sum of the words' best scores, then by title.
  function rank(perWord) {
    var pages = new Map();
    perWord.forEach(function (found, w) {
      found.scores.forEach(function (score, page) {
        var hit = pages.get(page);
        if (!hit) pages.set(page, hit = { best: new Array(perWord.length).fill(0), title: new Array(perWord.length).fill(0) });
        hit.best[w] = Math.max(hit.best[w], score);
      });
      found.titles.forEach(function (score, page) {
        var hit = pages.get(page);
        hit.title[w] = Math.max(hit.title[w], score);
      });
    });
    var ranked = [];
    pages.forEach(function (hit, page) {
      if (hit.best.some(function (score) { return score === 0; })) return;
      ranked.push({ page: page, title: hit.title, score: hit.best.reduce(function (a, b) { return a + b; }, 0) });
    });
    ranked.sort(function (a, b) {
      return b.score - a.score || tieStart[a.page] - tieStart[b.page];
    });
    return ranked.slice(0, limit);
  }

  function pageRecord(page) {
    return shards["pages-" + Math.floor(page / manifest.pagesPerShard)][page % manifest.pagesPerShard];
  }

  // The section a result opens at: the one that holds the most of the words, then the one
  // where they weigh most (a heading over text), then the first; a word in the page's title
  // counts for every section of the page.
  function entryOf(result, perWord) {
    var entries = pageRecord(result.page)[3];
    var entry = 0;
    var entryCover = -1;
    var entryScore = -1;
    entries.forEach(function (record, candidate) {
      var known = new Array(perWord.length).fill(0);
      var matched = false;
      readPairs(record[3], function (term, field) {
        perWord.forEach(function (found, w) {
          var whole = found.terms.get(term);
          if (whole && field * whole > known[w]) {
            known[w] = field * whole;
            matched = true;
          }
        });
      });
      if (!matched) return;
      var cover = 0;
      var score = 0;
      known.forEach(function (value, w) {
        var weight = Math.max(value, result.title[w]);
        if (weight > 0) { cover++; score += weight; }
      });
      if (cover > entryCover || (cover === entryCover && score > entryScore)) {
        entry = candidate; entryCover = cover; entryScore = score;
      }
    });
    return entries[entry];
  }

  function unavailable() {
    say("Search is unavailable: the index did not load.");
  }

  // Answers `query`: loads what it needs, then shows its results, unless the reader has
  // typed on meanwhile — then a later call shows the newer query's instead.
  function run(query) {
    var token = ++latest;
    var wanted = Array.from(new Set(words(query)));
    if (!wanted.length) return show(query, [], []);
    need(["index"], function (ok) {
      if (token !== latest) return;
      if (!ok || !useManifest()) return unavailable();
      var termNames = new Set();
      wanted.forEach(function (word) {
        shardsFor(word).forEach(function (shard) { termNames.add("terms-" + shard); });
      });
      need(Array.from(termNames), function (ok) {
        if (token !== latest) return;
        if (!ok) return unavailable();
        var perWord = wanted.map(matches);
        var ranked = rank(perWord);
        var pageNames = new Set(ranked.map(function (result) { return "pages-" + Math.floor(result.page / manifest.pagesPerShard); }));
        need(Array.from(pageNames), function (ok) {
          if (token !== latest) return;
          if (!ok) return unavailable();
          show(query, wanted, ranked.map(function (result) {
            return { page: pageRecord(result.page), entry: entryOf(result, perWord) };
          }));
        });
      });
    });
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

  // Draws the results: each a page record [title, directory, section, entries] and one of
  // its entries [id, heading, excerpt, terms].
  function show(query, wanted, found) {
    results = found;
    active = results.length ? 0 : -1;
    list.textContent = "";
    results.forEach(function (result, position) {
      var page = result.page;
      var entry = result.entry;
      var item = document.createElement("li");
      item.id = "hb-search-result-" + position;
      item.setAttribute("role", "option");
      var link = document.createElement("a");
      link.href = root + page[1] + "index.html" + (entry[0] ? "#" + entry[0] : "");
      link.tabIndex = -1;
      var title = document.createElement("span");
      title.className = "search__title";
      highlighted(title, page[0], wanted);
      if (entry[1]) {
        title.appendChild(document.createTextNode(" › "));
        var heading = document.createElement("span");
        highlighted(heading, entry[1], wanted);
        title.appendChild(heading);
      }
      link.appendChild(title);
      var sectionTitle = manifest.sections[page[2]];
      if (sectionTitle) {
        var section = document.createElement("span");
        section.className = "search__section";
        section.textContent = sectionTitle;
        link.appendChild(section);
      }
      if (entry[2]) {
        var excerpt = document.createElement("span");
        excerpt.className = "search__excerpt";
        highlighted(excerpt, entry[2], wanted);
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
      input.setAttribute("aria-activedescendant", "hb-search-result-" + position);
      var item = document.getElementById("hb-search-result-" + position);
      if (item && item.scrollIntoView) item.scrollIntoView({ block: "nearest" });
    } else {
      input.removeAttribute("aria-activedescendant");
    }
  }

  function go(position) {
    var link = list.querySelector("#hb-search-result-" + position + " a");
    if (link) window.location.href = link.href;
  }

  function close() {
    list.hidden = true;
  }

  // Focus loads the manifest ahead of the first keystroke; the shards wait for words.
  input.addEventListener("focus", function () {
    if (input.value) run(input.value); else need(["index"], function () {});
  });
  input.addEventListener("input", function () { run(input.value); });
  input.addEventListener("keydown", function (event) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!results.length) return;
      var step = event.key === "ArrowDown" ? 1 : -1;
      select((active + step + results.length) % results.length);
    } else if (event.key === "Escape") {
      if (input.value) { input.value = ""; run(""); } else { input.blur(); }
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
