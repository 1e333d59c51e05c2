/// The few lines injected before `</body>` only under `handbook serve`: reload on a good
/// build, and show a failed build's diagnostics over the page (as text, never as HTML).
enum LiveReloadScript {
    /// Server-sent events: `reload` after a good build, `failed` with the console's text.
    static let eventsPath = "/__handbook/events"
    /// JSON `{generation, failure}`, for tools and tests.
    static let statusPath = "/__handbook/status"

    static let html = """
    <script>
    (function () {
      var overlay = null;
      function show(text) {
        if (!overlay) {
          overlay = document.createElement("div");
          overlay.setAttribute("role", "alert");
          overlay.style.cssText = "position:fixed;inset:auto 0 0 0;max-height:60vh;overflow:auto;z-index:2147483647;" +
            "margin:0;padding:16px 20px;background:#1b1d23;color:#f3f4f6;border-top:4px solid #d92d20;" +
            "font:13px/1.5 ui-monospace,SFMono-Regular,Menlo,monospace;white-space:pre-wrap";
          document.body.appendChild(overlay);
        }
        var shown = document.body.hasAttribute("data-handbook-unbuilt") ? "" : "; showing the last good site";
        overlay.textContent = "handbook serve: the last build failed" + shown + ".\\n\\n" + text;
      }
      var events = new EventSource("\(eventsPath)");
      events.addEventListener("reload", function () { location.reload(); });
      events.addEventListener("failed", function (event) { show(event.data); });
    })();
    </script>
    """
}
