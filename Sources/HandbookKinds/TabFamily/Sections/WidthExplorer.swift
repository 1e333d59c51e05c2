import TabLayout

/// The width control under the Variants comparison: the compared bars drawn at a width the
/// reader picks with a slider, from the narrowest to the widest supported width, with the
/// engine's thresholds marked on its track and printed as a table (the threshold map) for
/// readers without JavaScript.
///
/// Every whole width is laid out and drawn here, at build time; `WidthSweep` keeps what
/// changes, and `preview.js` rebuilds the build's own SVG at the slider's width.
package struct WidthExplorer {
    /// The narrowest width the control reaches (a small phone in a split view), unless the
    /// site supports a narrower device.
    package static let narrowest = 280.0
    /// The widest (a tablet in landscape), unless the site supports a wider device.
    package static let widest = 1024.0

    package let bars: [ComparedBar]

    /// The range for a site's device widths, in whole points.
    package static func range(for deviceWidths: [Double]) -> (from: Int, to: Int) {
        let from = min(narrowest, deviceWidths.first ?? narrowest).rounded(.down)
        let to = max(widest, deviceWidths.last ?? widest).rounded(.up)
        return (Int(from), Int(to))
    }

    /// How far apart the engine is sampled for thresholds before each change is bisected
    /// exactly; a label's truncation, scrolling and More change once in a range, so sampling
    /// every point would only cost time.
    package static let thresholdStep = 4.0

    /// The thresholds of `bar` across the range, as `renderer`'s platform draws it at each width.
    package static func thresholds(of bar: ComparedBar, on renderer: PreviewRenderer, from: Int, to: Int) -> ThresholdMap {
        renderer.keptThresholds(of: bar, from: from, to: to) {
            let finder = WidthThresholds(engine: renderer.engine)
            // A width the engine refuses has no threshold to show; the bar's own preview reports refusals.
            let found = (try? finder.thresholds(from: Double(from), to: Double(to), step: thresholdStep) { width throws(TabLayoutError) in try bar.request(at: width, on: renderer) }) ?? []
            return ThresholdMap(from: Double(from), to: Double(to), thresholds: found)
        }
    }

    /// The partial's `explorer` context as `on`'s platform draws the bars (the page's own by
    /// default), or nil when there is nothing to compare. Kept between builds of this process
    /// (`RenditionMemo`): the sweep lays the bars out at every whole width, and a caption
    /// edited changes none of it.
    package func context(_ page: inout ComponentPageDraft, on platform: PreviewRenderer? = nil) -> [String: Any]? {
        let previews = platform ?? page.previews
        guard !bars.isEmpty else { return nil }
        let start = page.numbering
        let key = previews.memoKey.map { Key(renderer: $0, bars: bars.map(\.uncaptioned), deviceWidths: page.deviceWidths, ids: start.ids) }
        let kept = previews.kept(key) { () -> Kept in
            var draft = page
            let context = made(&draft, on: previews)
            return Kept(context: context, ids: draft.numbering.ids, previews: draft.numbering.previews - start.previews)
        }
        page.resume(ids: kept.ids, countingPreviews: kept.previews)
        return kept.context
    }

    /// The control as `RenditionMemo` keeps it: the renderer, the bars, the site's widths and
    /// the page's numbering where it starts (its pictures' ids follow it).
    private struct Key: Hashable, Sendable {
        var renderer: PreviewRenderer.MemoKey
        var bars: [ComparedBar]
        var deviceWidths: [Double]
        var ids: Int
    }

    /// The sweep as `RenditionMemo` keeps it across colour edits: the renderer without its
    /// palettes, the bars, the range and the pictures' id prefixes.
    private struct SweepKey: Hashable, Sendable {
        var renderer: PreviewRenderer.MemoKey
        var bars: [ComparedBar]
        var from: Int
        var to: Int
        var prefixes: [String]
    }

    /// A control made: its context, and where it left the page's numbering.
    private struct Kept {
        var context: [String: Any]
        var ids: Int
        var previews: Int
    }

    private func made(_ page: inout ComponentPageDraft, on previews: PreviewRenderer) -> [String: Any] {
        // The platform's unit (dp, pt, px), as the page's captions and findings name widths.
        let unit = previews.pack.unit
        let (from, to) = Self.range(for: page.deviceWidths)
        let start = Int((page.deviceWidths.first ?? Double(from)).rounded())
        let id = page.nextID()
        let engine = previews.engine
        var figures: [String] = []
        var rows: [(threshold: WidthThreshold, bar: String)] = []
        // In several token themes the bars are swept once with a marker for every paint
        // (`PreviewPalette.markers`), and each theme's figures put its own colours in: the same
        // control in every theme the page offers, following the theme switch.
        let themes = previews.themes
        let themed = themes.count > 1
        let shown = PreviewThemeSet(themes)
        let prefixes = bars.map { _ in page.nextID() }
        // Painted in markers, the sweep reads no colour: kept across a colour edit (`keptLayout`).
        let sweepKey = themed ? previews.layoutMemoKey.map { SweepKey(renderer: $0, bars: bars.map(\.uncaptioned), from: from, to: to, prefixes: prefixes) } : nil
        let sweep = previews.keptLayout(sweepKey) { () -> (parts: String, pictures: [String]) in
            var parts = WidthSweep.Parts()
            var pictures: [String] = []
            for (bar, prefix) in zip(bars, prefixes) {
                var renderer = previews.drawing(idPrefix: prefix, textScale: bar.example.textScale)
                renderer.steadyFrame = true
                renderer.palette = themed ? .markers : previews.primaryPalette
                // As above: the sweep draws what the engine lays out; refusals are the preview's to report.
                func layout(_ width: Int) -> TabBarLayout? { engine.layoutIfAccepted(try bar.request(at: Double(width), on: previews)) }
                pictures.append(WidthSweep(from: from, to: to, parts: &parts, layout: layout, draw: renderer.render).json)
            }
            return (parts.json, pictures)
        }
        for bar in bars {
            rows += Self.thresholds(of: bar, on: previews, from: from, to: to).thresholds.map { ($0, bar.name) }
        }
        // The figures at the starting width, one set per theme (theme by theme, bar by bar).
        for theme in themed ? themes.map(Optional.some) : [nil] {
            for (index, bar) in bars.enumerated() {
                var renderer = previews.drawing(idPrefix: prefixes[index] + (theme.map { "-" + $0.id } ?? ""), textScale: bar.example.textScale)
                renderer.steadyFrame = true
                renderer.palette = theme?.palette ?? previews.primaryPalette
                // The explorer's first frame; a width the engine refuses starts empty and the script draws the rest.
                let first = engine.layoutIfAccepted(try bar.request(at: Double(start), on: previews)).map(renderer.render) ?? ""
                let name = bar.name + (theme.map { ", \($0.name)" } ?? "")
                figures.append(ComponentPageDraft.line(previews.figure(svg: first, label: "\(name) at the width chosen below",
                                                                            caption: name, theme: theme.map(shown.context(for:)))))
                page.countPreview()
            }
        }
        rows.sort { $0.threshold.width < $1.threshold.width }
        var data = "{\"from\":\(from),\"to\":\(to),\"parts\":\(sweep.parts),\"pictures\":[\(sweep.pictures.joined(separator: ","))]"
        if themed {
            data += ",\"themes\":[" + themes.map { ScriptJSON.object(PreviewPalette.markerValues($0.palette)) }.joined(separator: ",") + "]"
        }
        data += "}"
        return [
            "id": id, "from": from, "to": to, "start": start, "figures": figures, "data": data, "themed": themed, "platform": previews.pack.tag, "unit": unit,
            // "the Scroll and Fixed tabs", "the tab bar": the help text's object.
            "label": bars.count > 1 ? bars.map(\.name).joined(separator: " and ") + " tabs" : bars.map { $0.name.lowercased() }.joined(),
            "marks": marks(rows, from: from, to: to, unit: unit),
            "legend": WidthThreshold.Kind.allCases.filter { kind in rows.contains { $0.threshold.kind == kind } }
                .map { ["kind": $0.rawValue, "text": Self.legend($0)] },
            // Each row also as data (what changes, the exact width, on which side it holds), so
            // the consistency check holds the map to the pictures drawn at the site's widths.
            "thresholds": rows.map { row in
                var entry: [String: Any] = ["width": ThresholdMap.wholePoints(row.threshold), "bar": row.bar, "change": ThresholdMap.sentence(row.threshold, unit: unit),
                                            "kind": row.threshold.kind.rawValue, "exact": SVGNumber.format(row.threshold.width),
                                            "holdsBelow": row.threshold.holdsBelow ? "true" : "false"]
                if let label = row.threshold.label { entry["thresholdLabel"] = label }
                return entry
            },
            "hasThresholds": !rows.isEmpty,
        ]
    }

    /// What a mark of `kind` on the track stands for.
    package static func legend(_ kind: WidthThreshold.Kind) -> String {
        switch kind {
        case .truncates: "a label starts truncating"
        case .scrolls: "the bar starts scrolling"
        case .moreItem: "a More item appears"
        case .tablet: "phone or tablet"
        case .touchTarget: "items drop below the touch target"
        case .expanded: "the rail expands"
        }
    }

    /// Ticks on the slider's track, each at its threshold; labels that would crowd the one
    /// before take a second line, and a third crowded label keeps only its tick.
    private func marks(_ rows: [(threshold: WidthThreshold, bar: String)], from: Int, to: Int, unit: String) -> [[String: Any]] {
        let span = Double(to - from)
        // A label is about 3 % of a desktop track wide and 8 % of a phone's; closer than
        // this, labels collide.
        let crowded = 0.08
        var lastOnLine = [-1.0, -1.0]
        return rows.map { row in
            let position = (row.threshold.width - Double(from)) / span
            var mark: [String: Any] = [
                "position": SVGNumber.format(position * 100), "kind": row.threshold.kind.rawValue,
                "text": "\(row.bar): \(ThresholdMap.sentence(row.threshold, unit: unit))",
            ]
            if let line = lastOnLine.indices.first(where: { position - lastOnLine[$0] >= crowded }) {
                lastOnLine[line] = position
                mark["tick"] = String(ThresholdMap.wholePoints(row.threshold))
                mark["tickLine"] = line + 1
            }
            return mark
        }
    }
}
