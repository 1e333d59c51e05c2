import TabLayout

extension ComponentPageDraft {
    /// The Large Content Viewer over `example`'s bar, for a reader whose text is at
    /// `textScale`: the bar keeps its labels at their size, and the item being pressed — the
    /// unselected one with the widest label, the one a reader is likeliest to need enlarged —
    /// is shown in the viewer. Empty when the engine refuses the bar.
    package mutating func largeContentViewer(_ example: ComponentExample, textScale: Double, caption: String) -> String {
        var example = example
        example.intent = nil
        example.textScale = 1
        let engine = previews.engine
        let metrics = metrics(for: example)
        // Drawn after the spec's refusals were checked: the same request lays out.
        guard let plain = engine.layoutIfAccepted(try example.request(defaultWidth: previews.defaultWidth(for: example), metrics: metrics)) else { return "" }
        let candidates = example.items.indices.filter { index in
            index != example.selected && !example.items[index].disabled && plain.items.indices.contains(index) && !plain.items[index].hidden
        }
        let width = { (index: Int) in engine.measurer.measureWidth(of: example.items[index].label, fontSize: plain.fontSize) }
        guard let pressed = candidates.max(by: { width($0) < width($1) }) ?? candidates.first else { return "" }
        example.items[pressed].pressed = true
        var viewer = LargeContentViewerRenderer(engine: engine, idPrefix: nextID())
        viewer.icons = previews.drawnIcons
        // The same bar the Examples section lays out; a refusal there is `example.layout`, so none here.
        guard let bar = engine.layoutIfAccepted(try example.request(defaultWidth: previews.defaultWidth(for: example), metrics: metrics)),
              let svg = viewer.render(bar: bar, pressed: pressed, textScale: textScale)
        else { return "" }
        countPreview()
        return Self.line(previews.figure(svg: svg, label: "Large Content Viewer, \(PreviewRenderer.name(of: bar))", caption: caption))
    }
}
