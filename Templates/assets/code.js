/* Handbook code blocks: a Copy button on each, added here so pages without script
   show no button that cannot work. Highlighting is done at build time. */
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
})();
