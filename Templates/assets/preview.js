/* Handbook previews. Pages show every preview at true size (1 pt = 1 CSS px) without this
   script; it adds what needs one: a scroll cue and a Fit switch on previews wider than
   their column, selecting items in a preview, and the width control. Everything shown was
   computed by the engine at build time and sits in the page as JSON, so nothing is laid
   out here, and it works from disk and under any base path. */
(function () {
  "use strict";

  // Lengths as the build writes them (SVGNumber.format): at most three decimals.
  function format(value) {
    if (!isFinite(value)) return "0";
    var thousandths = Math.round(Math.abs(value) * 1000);
    var sign = value < 0 && thousandths ? "-" : "";
    var whole = Math.floor(thousandths / 1000), fraction = thousandths % 1000;
    if (!fraction) return sign + whole;
    return sign + whole + "." + String(fraction + 1000).slice(1).replace(/0+$/, "");
  }

  function readJSON(element) {
    if (!element) return null;
    try { return JSON.parse(element.textContent); } catch (error) { return null; }
  }

  function each(root, selector, action) {
    Array.prototype.forEach.call(root.querySelectorAll(selector), action);
  }

  /* ---------- True size, Fit, scroll cue ---------- */

  // A fit group is a comparison row (one scale for the row) or a figure on its own.
  function groupOf(stage) {
    return stage.closest("[data-fit-group]") || stage.closest("figure") || stage;
  }

  function pictureOf(stage) { return stage.querySelector(".preview__canvas > svg"); }

  function ownWidth(svg) {
    var box = svg.viewBox && svg.viewBox.baseVal;
    return box && box.width ? box.width : svg.width.baseVal.value;
  }

  function ownHeight(svg) {
    var box = svg.viewBox && svg.viewBox.baseVal;
    return box && box.height ? box.height : svg.height.baseVal.value;
  }

  // The width a picture may take in its frame at 100 %.
  function room(stage) {
    var viewport = stage.querySelector(".preview__viewport");
    var style = getComputedStyle(viewport);
    return viewport.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  }

  function addTools(stage) {
    var tools = document.createElement("div");
    tools.className = "preview__tools";
    tools.hidden = true;
    var scale = document.createElement("span");
    scale.className = "preview__scale";
    var button = document.createElement("button");
    button.type = "button";
    button.className = "preview__fit";
    button.textContent = "Fit";
    button.setAttribute("aria-pressed", "false");
    button.addEventListener("click", function () {
      var group = groupOf(stage);
      if (group.hasAttribute("data-fitted")) group.removeAttribute("data-fitted");
      else group.setAttribute("data-fitted", "");
      refresh(group);
    });
    tools.appendChild(scale);
    tools.appendChild(button);
    var cue = document.createElement("span");
    cue.className = "preview__cue";
    cue.setAttribute("aria-hidden", "true");
    stage.appendChild(tools);
    stage.appendChild(cue);
    var viewport = stage.querySelector(".preview__viewport");
    viewport.setAttribute("data-name", viewport.getAttribute("aria-label") || "Preview");
    viewport.addEventListener("scroll", function () { markOverflow(stage); }, { passive: true });
  }

  // Shows the group at 100 %, or at the one scale that fits its widest picture.
  function refresh(group) {
    var stages = group.matches(".preview__stage") ? [group] : Array.prototype.slice.call(group.querySelectorAll(".preview__stage"));
    var fitted = group.hasAttribute("data-fitted");
    var scale = 1;
    stages.forEach(function (stage) {
      var svg = pictureOf(stage);
      // A preview of a token theme not shown has no room; it is measured once chosen.
      if (svg && stage.getClientRects().length) scale = Math.min(scale, room(stage) / ownWidth(svg));
    });
    var percent = Math.round(scale * 100);
    stages.forEach(function (stage) {
      var svg = pictureOf(stage);
      if (!svg) return;
      var shown = fitted ? scale : 1;
      svg.style.width = shown === 1 ? "" : format(ownWidth(svg) * shown) + "px";
      svg.style.height = shown === 1 ? "" : format(ownHeight(svg) * shown) + "px";
      // The switch sits on the pictures that do not fit; it fits their whole row.
      var tools = stage.querySelector(".preview__tools");
      tools.hidden = !fitted && room(stage) >= ownWidth(svg) - 0.5;
      tools.querySelector(".preview__scale").textContent = fitted ? "Shown at " + Math.min(percent, 100) + " %" : "";
      var button = tools.querySelector(".preview__fit");
      button.setAttribute("aria-pressed", fitted ? "true" : "false");
      button.textContent = fitted ? "True size" : "Fit";
      markOverflow(stage);
    });
  }

  // Fades the edges the picture continues past and says "scroll" while it does.
  function markOverflow(stage) {
    var viewport = stage.querySelector(".preview__viewport");
    var hidden = viewport.scrollWidth - viewport.clientWidth;
    var sides = [];
    if (hidden > 1) {
      if (viewport.scrollLeft > 1) sides.push("start");
      if (viewport.scrollLeft < hidden - 1) sides.push("end");
    }
    if (sides.length) stage.setAttribute("data-overflow", sides.join(" "));
    else stage.removeAttribute("data-overflow");
    var cue = stage.querySelector(".preview__cue");
    if (cue) cue.textContent = sides.length === 2 ? "← Scroll →" : sides[0] === "end" ? "Scroll →" : sides.length ? "← Scroll" : "";
    // Only a frame that scrolls needs to be a stop for the keyboard.
    var name = viewport.getAttribute("data-name");
    if (hidden > 1) {
      viewport.setAttribute("tabindex", "0");
      viewport.setAttribute("aria-label", name + ", scrolls sideways");
    } else {
      viewport.removeAttribute("tabindex");
      viewport.setAttribute("aria-label", name);
    }
  }

  /* ---------- Selecting items ---------- */

  function setUpSelection(figure) {
    var data = readJSON(figure.querySelector("script.preview__states"));
    var canvas = figure.querySelector(".preview__canvas");
    var svg = canvas && canvas.querySelector("svg");
    if (!data || !svg) return;
    // A bar drawn on its screen keeps the component alone for "Component only": both pictures
    // hold the same bar (on the screen inside g.screen-bar), and a selection changes both.
    var template = figure.querySelector("template.preview__alone");
    var pictures = [svg];
    if (template && template.content.firstElementChild) pictures.push(template.content.firstElementChild);
    // The screen's title is the bar's and then where it is shown: the part after stays.
    var suffixes = pictures.map(function (picture) {
      var titles = picture.querySelectorAll("title");
      if (titles.length < 2) return "";
      var whole = titles[0].textContent, bar = titles[1].textContent;
      return whole.indexOf(bar) === 0 ? whole.slice(bar.length) : "";
    });
    var current = data.active;
    var stripX = (data.states[current] && data.states[current].x) || 0;
    var list = document.createElement("div");
    list.className = "preview__tabs";
    list.setAttribute("role", "tablist");
    list.setAttribute("aria-label", data.name);
    if (data.rtl) list.dir = "rtl";
    var buttons = [];
    data.labels.forEach(function (label, index) {
      if (label === null || !item(svg, index)) return;
      var button = document.createElement("button");
      button.type = "button";
      button.className = "preview__tab";
      button.setAttribute("role", "tab");
      button.setAttribute("data-index", index);
      var name = document.createElement("span");
      name.className = "visually-hidden";
      name.textContent = label;
      button.appendChild(name);
      if (!data.states[index]) button.setAttribute("aria-disabled", "true");
      button.addEventListener("click", function () { select(index); });
      buttons.push(button);
      list.appendChild(button);
    });
    list.addEventListener("keydown", function (event) {
      var order = buttons.filter(function (b) { return !b.hasAttribute("aria-disabled"); }).map(function (b) { return +b.getAttribute("data-index"); });
      var at = order.indexOf(current), next = null;
      var forward = data.rtl ? "ArrowLeft" : "ArrowRight", back = data.rtl ? "ArrowRight" : "ArrowLeft";
      if (event.key === forward) next = order[(at + 1) % order.length];
      else if (event.key === back) next = order[(at - 1 + order.length) % order.length];
      else if (event.key === "Home") next = order[0];
      else if (event.key === "End") next = order[order.length - 1];
      if (next === null || next === undefined) return;
      event.preventDefault();
      select(next);
      buttonFor(next).focus();
    });
    canvas.appendChild(list);
    // The other picture swapped in: the buttons go over its items.
    figure.addEventListener("preview:views", mark);
    mark();

    function item(picture, index) { return picture.querySelector('g.tab[data-index="' + index + '"]'); }
    function buttonFor(index) { return list.querySelector('[data-index="' + index + '"]'); }

    // The active item's colours, taken from the drawing, so the theme's palette stays the build's.
    // A glyph is painted in its group's `color`; the generic square in its fill and stroke.
    function paint(group) {
      var label = group.querySelector("text.label"), icon = group.querySelector("rect.icon"), glyph = group.querySelector("g.icon");
      return { label: label && label.getAttribute("fill"), fill: icon && icon.getAttribute("fill"), stroke: icon && icon.getAttribute("stroke"),
               color: glyph && glyph.getAttribute("color") };
    }
    function repaint(group, colours) {
      var label = group.querySelector("text.label"), icon = group.querySelector("rect.icon");
      if (label && colours.label) label.setAttribute("fill", colours.label);
      if (icon && colours.fill) icon.setAttribute("fill", colours.fill);
      if (icon && colours.stroke) icon.setAttribute("stroke", colours.stroke);
      if (colours.color) each(group, "g.icon", function (glyph) { glyph.setAttribute("color", colours.color); });
    }
    // An icon drawn filled when selected: show the glyph for the item's new state.
    function glyphs(group, selected) {
      each(group, "g.icon[data-state]", function (glyph) {
        if ((glyph.getAttribute("data-state") === "selected") === selected) glyph.removeAttribute("display");
        else glyph.setAttribute("display", "none");
      });
    }

    function shift(group, dx) {
      group.setAttribute("data-x", format(parseFloat(group.getAttribute("data-x")) + dx));
      each(group, "[x]", function (element) {
        element.setAttribute("x", format(parseFloat(element.getAttribute("x")) + dx));
      });
    }

    function redraw(picture, suffix, index, state) {
      var before = item(picture, current), after = item(picture, index);
      if (before && after) {
        var was = paint(before);
        repaint(before, paint(after));
        repaint(after, was);
        glyphs(before, false);
        glyphs(after, true);
        before.classList.remove("tab--active");
        after.classList.add("tab--active");
      }
      var title = state.t !== undefined ? state.t : data.title[0] + data.labels[index] + data.title[1];
      var titles = picture.querySelectorAll("title");
      if (titles.length > 1) {
        titles[0].textContent = title + suffix;
        titles[1].textContent = title;
      } else if (titles.length) {
        titles[0].textContent = title;
      }
      var indicator = picture.querySelector("rect.indicator");
      if (indicator && state.i) {
        indicator.setAttribute("x", format(state.i[0]));
        indicator.setAttribute("width", format(state.i[1]));
      }
      // Scroll tabs: the engine scrolled the strip to the new selection.
      var x = state.x || 0;
      if (x !== stripX) each(picture, "g.tab", function (group) { shift(group, x - stripX); });
      each(picture, "g.tab", function (group) {
        if (state.h && state.h.indexOf(+group.getAttribute("data-index")) >= 0) group.setAttribute("opacity", "0.55");
        else group.removeAttribute("opacity");
      });
    }

    function select(index) {
      var state = data.states[index];
      if (!state) return;
      if (index !== current) {
        pictures.forEach(function (picture, at) { redraw(picture, suffixes[at], index, state); });
        stripX = state.x || 0;
        current = index;
      }
      mark();
    }

    // Buttons sit over their items (in % of the picture, so Fit scales them too); on a screen,
    // over the bar where the screen puts it (g.screen-bar's place and height).
    function mark() {
      var shown = canvas.querySelector("svg") || svg;
      var width = ownWidth(shown), height = ownHeight(shown);
      var bar = shown.querySelector("g.screen-bar"), dx = 0, top = 0, band = height;
      if (bar) {
        var place = /translate\(([-\d.]+)[ ,]+([-\d.]+)\)/.exec(bar.getAttribute("transform") || "");
        if (place) { dx = +place[1]; top = +place[2]; }
        band = parseFloat(bar.getAttribute("data-height")) || height - top;
      }
      buttons.forEach(function (button) {
        var index = +button.getAttribute("data-index"), group = item(shown, index);
        var selected = index === current;
        button.setAttribute("aria-selected", selected ? "true" : "false");
        button.tabIndex = selected ? 0 : -1;
        if (!group) return;
        button.style.left = ((dx + parseFloat(group.getAttribute("data-x"))) / width * 100) + "%";
        button.style.width = (parseFloat(group.getAttribute("data-width")) / width * 100) + "%";
        var from = top, extent = band;
        if (group.hasAttribute("data-y")) {
          // A rail's items are a column: each button covers its own item's band, as the
          // drawing gives it (a hidden figure has no layout to measure).
          from = top + parseFloat(group.getAttribute("data-y"));
          extent = parseFloat(group.getAttribute("data-height"));
        }
        button.style.top = (from / height * 100) + "%";
        button.style.height = (extent / height * 100) + "%";
      });
    }
  }

  /* ---------- The width control ---------- */

  // Rebuilds one picture's segments (WidthSweep) into what the browser holds per segment.
  function decode(segments) {
    var pieces = [], values = [], slopes = [], from = 0;
    return segments.map(function (segment) {
      if (segment.k) {
        pieces = segment.k.slice();
        values = segment.v.slice();
        slopes = values.map(function () { return 0; });
      } else {
        values = values.map(function (value, slot) { return value + slopes[slot] * (segment.w - from); });
        (segment.p || []).forEach(function (change) { pieces[change[0]] = change[1]; });
        (segment.d || []).forEach(function (change) { values[change[0]] = change[1]; });
      }
      slopes = slopes.slice();
      (segment.s || []).forEach(function (change) { slopes[change[0]] = change[1]; });
      from = segment.w;
      return { w: segment.w, pieces: pieces.slice(), values: values.slice(), slopes: slopes };
    });
  }

  function draw(segments, parts, width) {
    var segment = segments[0];
    for (var i = 1; i < segments.length && segments[i].w <= width; i++) segment = segments[i];
    var svg = parts[segment.pieces[0]];
    for (var slot = 0; slot < segment.values.length; slot++) {
      svg += format(segment.values[slot] + segment.slopes[slot] * (width - segment.w)) + parts[segment.pieces[slot + 1]];
    }
    return svg;
  }

  function setUpExplorer(root) {
    var data = readJSON(root.querySelector("script.width-explorer__data"));
    var slider = root.querySelector(".width-explorer__slider");
    var output = root.querySelector(".width-explorer__value");
    var canvases = root.querySelectorAll(".preview__canvas");
    // In several themes the figures come theme by theme, bar by bar, and each puts its
    // theme's colours in place of the sweep's paint markers.
    var themes = data && data.themes ? data.themes : [null];
    if (!data || !slider || canvases.length !== data.pictures.length * themes.length) return;
    var pictures = data.pictures.map(decode);
    // Points on iOS and the web, dp on Android.
    var unit = root.getAttribute("data-unit") || "pt";
    var group = root.querySelector("[data-fit-group]");
    function paint(svg, theme) {
      if (!theme) return svg;
      return svg.replace(/\u0001([a-zA-Z]+)\u0002/g, function (marker, name) { return theme[name] || ""; });
    }
    function show() {
      var width = Math.max(data.from, Math.min(data.to, Math.round(+slider.value)));
      themes.forEach(function (theme, t) {
        pictures.forEach(function (segments, index) {
          canvases[t * pictures.length + index].innerHTML = paint(draw(segments, data.parts, width), theme);
        });
      });
      output.textContent = width + " " + unit;
      slider.setAttribute("aria-valuetext", width + " " + unit);
      if (group) refresh(group);
    }
    slider.disabled = false;
    slider.addEventListener("input", show);
    // The page shows the starting width already; redraw only a width a browser restored.
    if (+slider.value !== +slider.defaultValue) show();
    else slider.setAttribute("aria-valuetext", slider.value + " " + unit);
  }

  /* ---------- On its screen, or alone ---------- */

  // A bar drawn on its device's screen keeps the component alone in a template; one toggle
  // swaps the two pictures, so the look anatomy uses is one click from the app's.
  function setUpViews(stage) {
    var template = stage.querySelector("template.preview__alone");
    var canvas = stage.querySelector(".preview__canvas");
    if (!template || !canvas || !template.content.firstElementChild) return;
    var views = document.createElement("div");
    views.className = "preview__views";
    var button = document.createElement("button");
    button.type = "button";
    button.className = "preview__fit preview__view";
    button.textContent = "Component only";
    button.setAttribute("aria-pressed", "false");
    button.addEventListener("click", function () {
      var shown = canvas.querySelector("svg");
      var other = template.content.firstElementChild;
      if (!shown || !other) return;
      canvas.appendChild(other);
      template.content.appendChild(shown);
      button.setAttribute("aria-pressed", button.getAttribute("aria-pressed") === "true" ? "false" : "true");
      refresh(groupOf(stage));
      var figure = stage.closest("figure");
      if (figure) figure.dispatchEvent(new Event("preview:views"));
    });
    views.appendChild(button);
    stage.insertBefore(views, stage.firstChild);
  }

  /* ---------- Start ---------- */

  each(document, ".preview__stage", setUpViews);
  each(document, ".preview__stage", addTools);
  each(document, "figure.preview", setUpSelection);
  each(document, "[data-width-explorer]", setUpExplorer);
  var groups = [];
  each(document, ".preview__stage", function (stage) {
    var group = groupOf(stage);
    if (groups.indexOf(group) < 0) groups.push(group);
  });
  function refreshAll() { groups.forEach(refresh); }
  refreshAll();
  // A scrolling bar is drawn with its device frame in the middle of the picture: where the
  // picture is wider than its column, start with the frame in view.
  each(document, ".preview__viewport", function (viewport) {
    // A right-to-left bar wider than its frame opens at its start, the right, where its first
    // items and usually its selection are.
    if (viewport.querySelector('.preview__canvas > svg[data-direction="rtl"]:not(.tab-preview--scrolling)')) {
      viewport.scrollLeft = viewport.scrollWidth;
      markOverflow(viewport.closest(".preview__stage"));
      return;
    }
    if (viewport.querySelector(".preview__canvas > svg.tab-preview--scrolling")) {
      viewport.scrollLeft = (viewport.scrollWidth - viewport.clientWidth) / 2;
    }
  });
  var pending = false;
  window.addEventListener("resize", function () {
    if (pending) return;
    pending = true;
    requestAnimationFrame(function () { pending = false; refreshAll(); });
  });
  // Web fonts settling can change the column's width (never the pictures'): measure again.
  if (document.fonts && document.fonts.ready) document.fonts.ready.then(refreshAll);

  /* ---------- Token themes ---------- */

  // A page drawn in several token themes shows the reader's scheme first (CSS, no script
  // needed); the switch shows every themed preview in the theme chosen, remembered per site.
  each(document, "[data-theme-switch]", function (control) {
    var options = Array.prototype.slice.call(control.querySelectorAll("[data-theme]"));
    var key = "handbook-preview-theme";
    function choose(id, remember) {
      options.forEach(function (option) { option.setAttribute("aria-checked", option.getAttribute("data-theme") === id ? "true" : "false"); });
      each(document, ".preview-themes", function (set) {
        set.setAttribute("data-chosen", id);
        each(set, "figure.preview--theme", function (figure) {
          figure.classList.toggle("preview--chosen", figure.getAttribute("data-theme") === id);
        });
      });
      if (remember) { try { localStorage.setItem(key, id); } catch (e) { /* private mode */ } }
      refreshAll();
    }
    var dark = window.matchMedia && window.matchMedia("(prefers-color-scheme: dark)").matches;
    // A reader who asks for more contrast starts on the theme made for it, if the site has one.
    var more = window.matchMedia && window.matchMedia("(prefers-contrast: more)").matches;
    var byScheme = options.filter(function (option) { return option.hasAttribute(dark ? "data-default-dark" : "data-default-light"); })[0];
    var byContrast = more ? options.filter(function (option) { return option.hasAttribute("data-default-more"); })[0] : null;
    var fallback = byContrast || byScheme || options[0];
    var saved = null;
    try { saved = localStorage.getItem(key); } catch (e) { /* private mode */ }
    var start = options.filter(function (option) { return option.getAttribute("data-theme") === saved; })[0] || fallback;
    options.forEach(function (option) {
      option.addEventListener("click", function () { choose(option.getAttribute("data-theme"), true); });
    });
    control.hidden = false;
    choose(start.getAttribute("data-theme"), false);
  });
})();
