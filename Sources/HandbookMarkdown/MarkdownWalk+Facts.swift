import CCmark

extension MarkdownWalk {
    /// The scheme of a link that cites a computed fact instead of leading somewhere:
    /// `[64 dp](fact:tab-bar/android/height)`. The link's text is what the author believes;
    /// the build writes what the engine computes, and says so when the two differ.
    package static let factScheme = "fact:"

    /// `tab-bar/android/height` from `fact:tab-bar/android/height`, or nil for any other URL.
    package static func factReference(_ url: String) -> String? {
        guard url.hasPrefix(factScheme) else { return nil }
        return String(url.dropFirst(factScheme.count))
    }

    /// Writes the fact a link cites, as the block renderer computes it (`info` `fact`, code
    /// `REFERENCE` and the written text on the next line), in place of the link; the page's
    /// words and its twin carry the computed text too.
    mutating func computedFact(_ reference: String, node: OpaquePointer) {
        let written = plainText(of: node)
        let place = location(of: node)
        guard let rendering = renderer.blockRenderer?("fact", reference + "\n" + written, place) else {
            diagnostics.append(.error("fact.unknown", "'\(reference)' names no computed fact: this site draws no previews", at: place))
            CmarkEscaping.appendHTML(written, to: &html)
            return
        }
        html += rendering.html
        diagnostics += rendering.diagnostics
        citedFacts += 1
        let shown = rendering.markdown ?? written
        if openHeading == nil { text += shown }
        if renderer.writesMarkdown { twinEdits.append((node, .inlineReplacement(shown))) }
    }
}
