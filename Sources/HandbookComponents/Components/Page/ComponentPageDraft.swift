import Mustache

/// What the sections of one component page share while the page is made: the spec and its
/// notes, the preview renderer, the numbering of preview ids (each SVG's ids are unique on
/// the page), and what sections leave for the build (files to publish, findings) or for
/// later sections (the example downloads listed "For engineers").
package struct ComponentPageDraft {
    /// A download of one example's computed layout.
    package struct Download {
        package var title: String
        package var slug: String
        package var json: String

        package init(title: String, slug: String, json: String) {
            self.title = title
            self.slug = slug
            self.json = json
        }
    }

    package let spec: ComponentSpec
    package let notes: RenderedMarkdown?
    package let previews: PreviewRenderer
    /// The site's device widths, smallest first.
    package let deviceWidths: [Double]
    /// Titles of the site's components by name, for related links.
    package let componentTitles: [String: String]
    /// Links Don't captions to their guideline pages from this page.
    package let links: GuidelineLinker
    /// The example sections draw when they need one: the first that is not a Don't.
    package let base: ComponentExample
    /// The specs of the previous version, on a site with versions.
    package var previous: PreviousSpecs?
    /// What one section leaves for a later one, by name: the kind's own values, which this
    /// shared draft cannot name (the tab family's changes since the previous version, made by
    /// its Changes section and read by its examples' downloads).
    package var handedOn: [String: any Sendable] = [:]
    /// The same, with the token changes and their consequences, for the component's facts.
    package var changeFacts: DesignSystemAnswer.Component.Changes?
    /// The site's tokens (none without `tokens:`).
    package var tokens: SiteTokens = .none
    /// The contrast of every painted pair, judged once with the findings (`SpecContrast`).
    package var contrast: SpecContrast = .none

    package private(set) var previewCount = 0
    package var files: [String: String] = [:]
    package var diagnostics: [Diagnostic] = []
    package var downloads: [Download] = []
    /// What each example's pictures show, in Markdown, for the page's Markdown twin.
    package var exampleFacts: [String] = []
    /// Every computed preview the sections drew, as the component's facts publish them.
    package private(set) var renditions: [DesignSystemAnswer.Rendition] = []
    /// The section being made, which the renditions it draws are filed under.
    package var section = ""
    private var ids = 0

    package init(spec: ComponentSpec, notes: RenderedMarkdown?, previews: PreviewRenderer, deviceWidths: [Double],
         componentTitles: [String: String], previous: PreviousSpecs? = nil, links: GuidelineLinker) {
        self.previous = previous
        self.spec = spec
        self.notes = notes
        self.previews = previews
        self.deviceWidths = deviceWidths.sorted()
        self.componentTitles = componentTitles
        self.links = links
        base = Self.base(of: spec)
    }

    /// The example a page's comparisons, width control and cited thresholds draw: the first
    /// that is not a Don't, else the first, else the kind's placeholder labels.
    package static func base(of spec: ComponentSpec) -> ComponentExample {
        spec.examples.first { $0.intent != .dont } ?? spec.examples.first ?? defaultExample(spec)
    }

    /// The page's site directory, e.g. `components/tabs/`.
    package var directory: String { Conventions.componentPage(spec.name) }

    /// A fresh id prefix for the next picture on the page.
    package mutating func nextID() -> String {
        ids += 1
        return "\(spec.name)-\(ids)"
    }

    /// Counts a picture drawn outside `figure` (the anatomy diagram).
    package mutating func countPreview() { previewCount += 1 }

    /// Files the renditions a section drew under it, for the component's facts.
    package mutating func keep(_ drawn: [DesignSystemAnswer.Rendition]) {
        renditions += drawn.map { rendition in
            var rendition = rendition
            rendition.section = section
            return rendition
        }
    }

    /// Records that the caption of the last figure drawn says it cuts `labels` (a failing
    /// cell's preview), so the consistency check can hold the caption to the picture.
    package mutating func claimLastCut(_ labels: [String]) {
        guard !renditions.isEmpty else { return }
        renditions[renditions.count - 1].claimsCut += labels
    }

    /// `example` drawn as a captioned figure (no intent, no title), at `width` when given;
    /// when the engine refuses it, the broken-figure note and the error. The markup ends
    /// without a newline: partials put each figure on its own line.
    package mutating func figure(_ example: ComponentExample, caption: String, width: Double? = nil, on platform: PreviewRenderer? = nil) -> String? {
        let renderer = platform ?? previews
        return figure(example, caption: caption, width: width, kept: renderer.memoKey.map { ($0, "kind") }) { example, idPrefix, page throws(DiagnosticsError) in
            try page.spec.kind.definition.figure(example, idPrefix: idPrefix, page: page, on: renderer)
        }
    }

    /// `example` drawn as a captioned figure whose caption also says what its rendition shows:
    /// `saying` turns the rendition into words added to `caption` (nil: nothing to add), so a
    /// caption names the labels its own picture cuts and no other.
    package mutating func figure(_ example: ComponentExample, caption: String, saying: (DesignSystemAnswer.Rendition) -> String?) -> String? {
        var drawn = self
        let figure = drawn.figure(example, caption: caption)
        // Nothing drawn, or nothing to add: the figure as it is. Otherwise it is drawn again
        // with the words (the first drawing, its id and its rendition are let go).
        guard figure != nil, drawn.renditions.count > renditions.count, let rendition = drawn.renditions.last, let words = saying(rendition) else {
            self = drawn
            return figure
        }
        return self.figure(example, caption: caption + words)
    }

    /// `example` drawn by `draw` (given the example, a fresh id prefix and the page) with the
    /// steps every captioned figure takes: no intent or title, the caption given, `width` when
    /// given, counted; when the drawing is refused, the broken-figure note and the error. A
    /// kind's section that draws otherwise (a bar on its screen) calls this.
    /// `kept`: the renderer's memo key and a name for how `draw` draws on it, when `draw`
    /// reads nothing but the example, the id prefix, that renderer and the page's spec: the
    /// drawing is then kept between builds of this process (`RenditionMemo`).
    package mutating func figure(_ example: ComponentExample, caption: String, width: Double? = nil,
                                 kept: (key: PreviewRenderer.MemoKey, drawer: String)? = nil,
                                 draw: (ComponentExample, String, ComponentPageDraft) throws(DiagnosticsError) -> DrawnFigure?) -> String? {
        var example = example
        example.intent = nil
        example.caption = caption
        example.title = nil
        if let width { example.width = width }
        let idPrefix = nextID()
        let page = self
        let outcome = previews.kept(kept.map { FigureKey(renderer: $0.key, drawer: $0.drawer, example: example, idPrefix: idPrefix) }) {
            Result { () throws(DiagnosticsError) -> DrawnFigure? in try draw(example, idPrefix, page) }
        }
        switch outcome {
        case .success(let drawn):
            guard let drawn else { return nil }
            previewCount += 1
            keep(drawn.renditions)
            return Self.line(drawn.html)
        case .failure(let error):
            report(error)
            return Self.line(PreviewRenderer.brokenFigure)
        }
    }

    /// A captioned figure as `RenditionMemo` keeps it: the renderer, how it is drawn, the
    /// example as drawn (its caption in it: the figure prints it) and its id prefix.
    private struct FigureKey: Hashable, Sendable {
        var renderer: PreviewRenderer.MemoKey
        var drawer: String
        var example: ComponentExample
        var idPrefix: String
    }

    /// The number of the last id prefix given out (`nextID()`), and the pictures counted.
    package var numbering: (ids: Int, previews: Int) { (ids, previewCount) }

    /// Takes the numbering up to where drawing that was kept left it: `ids` prefixes given
    /// out, `previews` more pictures counted.
    package mutating func resume(ids: Int, countingPreviews previews: Int) {
        self.ids = ids
        previewCount += previews
    }

    /// Keeps why a picture could not be drawn; the same example refused in several sections
    /// is reported once.
    package mutating func report(_ error: DiagnosticsError) {
        for diagnostic in error.diagnostics where !diagnostics.contains(diagnostic) { diagnostics.append(diagnostic) }
    }

    /// HTML without its final newline.
    package static func line(_ html: String) -> String {
        // The last character, as `hasSuffix` reads it (a CRLF ending is one character, kept).
        guard html.last == "\n" else { return html }
        // `removeLast`, not `dropLast()`: the generic one counts the characters of the whole SVG.
        var line = html
        line.removeLast()
        return line
    }

    private static func defaultExample(_ spec: ComponentSpec) -> ComponentExample {
        let location = SourceLocation(file: spec.sourcePath, line: 1, column: 1)
        let labels = spec.kind.definition.placeholderLabels
        return ComponentExample(variant: spec.kind.defaultVariant,
                          items: labels.map { ComponentExample.Item(label: $0, labelLocation: location) },
                          location: location, itemsLocation: location)
    }
}
