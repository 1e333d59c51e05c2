/* Handbook code blocks: a Copy button on each, added here so pages without script
   show no button that cannot work. Highlighting is done at build time. Tabs (MDX's
   <Tabs>, :::code-group) already switch without script by linking to their panels; here
   they become tabs the arrow keys move between, that keep the page where it is, and that
   switch together when they share a groupId. */
(function () {
  "use strict";
  Array.prototype.forEach.call(document.querySelectorAll(".code-block"), function (block) {
    var code = block.querySelector("pre");
    if (!code) return;
    var button = document.createElement("button");
    button.type = "button";
    button.className = "code-block__copy";
    button.textContent = "Copy";
    button.setAttribute("aria-label", "Copy code to clipboard");
    button.addEventListener("click", function () {
      copy(code.textContent, function (copied) {
        button.textContent = copied ? "Copied" : "Press Ctrl+C";
        button.setAttribute("data-copied", "");
        setTimeout(function () {
          button.textContent = "Copy";
          button.removeAttribute("data-copied");
        }, 2000);
      });
    });
    block.appendChild(button);
  });

  // The Clipboard API needs a secure context; pages opened from disk or a plain-HTTP
  // host fall back to selecting the text and the older copy command.
  function copy(text, done) {
    if (navigator.clipboard && window.isSecureContext) {
      navigator.clipboard.writeText(text).then(function () { done(true); }, function () { done(legacyCopy(text)); });
    } else {
      done(legacyCopy(text));
    }
  }

  function legacyCopy(text) {
    var area = document.createElement("textarea");
    area.value = text;
    area.setAttribute("readonly", "");
    area.style.position = "fixed";
    area.style.opacity = "0";
    document.body.appendChild(area);
    area.select();
    var copied = false;
    try { copied = document.execCommand("copy"); } catch (error) { copied = false; }
    area.remove();
    return copied;
  }

  var tabGroups = Array.prototype.slice.call(document.querySelectorAll(".tabs[data-tabs]"));
  tabGroups.forEach(function (group) {
    var tabs = Array.prototype.slice.call(group.querySelectorAll(":scope > .tabs__list > .tabs__tab"));
    if (!tabs.length) return;
    var chosen = tabs.filter(function (tab) { return tab.getAttribute("aria-selected") === "true"; })[0] || tabs[0];
    // A panel linked to from the address (#tabs-3-panel-1) is the one shown.
    tabs.forEach(function (tab) {
      if (location.hash && tab.getAttribute("href") === location.hash) chosen = tab;
      tab.addEventListener("click", function (event) {
        event.preventDefault();
        select(group, tab, true);
      });
      tab.addEventListener("keydown", function (event) {
        var index = tabs.indexOf(tab), next = null;
        if (event.key === "ArrowRight") next = tabs[(index + 1) % tabs.length];
        else if (event.key === "ArrowLeft") next = tabs[(index - 1 + tabs.length) % tabs.length];
        else if (event.key === "Home") next = tabs[0];
        else if (event.key === "End") next = tabs[tabs.length - 1];
        if (!next) return;
        event.preventDefault();
        select(group, next, true);
        next.focus();
      });
    });
    group.classList.add("tabs--enhanced");
    select(group, chosen, false);
  });

  function select(group, chosen, spread) {
    Array.prototype.forEach.call(group.querySelectorAll(":scope > .tabs__list > .tabs__tab"), function (tab) {
      var selected = tab === chosen;
      tab.setAttribute("aria-selected", selected ? "true" : "false");
      tab.setAttribute("tabindex", selected ? "0" : "-1");
      var panel = document.getElementById(tab.getAttribute("aria-controls"));
      if (panel) panel.hidden = !selected;
    });
    var name = group.getAttribute("data-tabs-group");
    if (!spread || !name) return;
    var value = chosen.getAttribute("data-value");
    tabGroups.forEach(function (other) {
      if (other === group || other.getAttribute("data-tabs-group") !== name) return;
      Array.prototype.forEach.call(other.querySelectorAll(":scope > .tabs__list > .tabs__tab"), function (tab) {
        if (tab.getAttribute("data-value") === value) select(other, tab, false);
      });
    });
  }
})();
