import Mustache

/// What the sections of one component page share while the page is made: the spec and its
/// notes, the preview renderer, the numbering of preview ids (each SVG's ids are unique on
/// the page), and what sections leave for the build (files to publish, findings) or for
/// later sections (the example downloads listed "For engineers").
struct ComponentPageDraft {
    /// A download of one example's computed layout.
    struct Download {
        var title: String
        var slug: String
        var json: String
    }

    let spec: ComponentSpec
    let notes: RenderedMarkdown?
    let previews: PreviewRenderer
    /// The site's device widths, smallest first.
    let deviceWidths: [Double]
    /// Titles of the site's components by name, for related links.
    let componentTitles: [String: String]
    /// Links Don't captions to their guideline pages from this page.
    let links: GuidelineLinker
    /// The example sections draw when they need one: the first that is not a Don't.
    let base: ComponentExample
    /// The specs of the previous version, on a site with versions.
    var previous: PreviousSpecs?
    /// What changed since then (set by the Changes section, read by the examples' downloads).
    var changes: SpecChanges?
    /// The same, with the token changes and their consequences, for the component's facts.
    var changeFacts: DesignSystemAnswer.Component.Changes?
    /// The site's tokens (none without `tokens:`).
    var tokens: SiteTokens = .none

    private(set) var previewCount = 0
    var files: [String: String] = [:]
    var diagnostics: [Diagnostic] = []
    var downloads: [Download] = []
    /// What each example's pictures show, in Markdown, for the page's Markdown twin.
    var exampleFacts: [String] = []
    private var ids = 0

    init(spec: ComponentSpec, notes: RenderedMarkdown?, previews: PreviewRenderer, deviceWidths: [Double],
         componentTitles: [String: String], previous: PreviousSpecs? = nil, links: GuidelineLinker) {
        self.previous = previous
        self.spec = spec
        self.notes = notes
        self.previews = previews
        self.deviceWidths = deviceWidths.sorted()
        self.componentTitles = componentTitles
        self.links = links
        base = spec.examples.first { $0.intent != .dont } ?? spec.examples.first ?? Self.defaultExample(spec)
    }

    /// The page's site directory, e.g. `components/tabs/`.
    var directory: String { Conventions.componentPage(spec.name) }

    /// A fresh id prefix for the next picture on the page.
    mutating func nextID() -> String {
        ids += 1
        return "\(spec.name)-\(ids)"
    }

    /// Counts a picture drawn outside `figure` (the anatomy diagram).
    mutating func countPreview() { previewCount += 1 }

    /// `example` drawn as a captioned figure (no intent, no title), at `width` when given;
    /// when the engine refuses it, the broken-figure note and the error. The markup ends
    /// without a newline: partials put each figure on its own line.
    mutating func figure(_ example: ComponentExample, caption: String, width: Double? = nil, on platform: PreviewRenderer? = nil) -> String {
        var example = example
        example.intent = nil
        example.caption = caption
        example.title = nil
        if let width { example.width = width }
        do throws(DiagnosticsError) {
            let rendered = try (platform ?? previews).render(example, idPrefix: nextID(), content: spec.content, metrics: metrics(for: example))
            previewCount += 1
            return Self.line(rendered.html)
        } catch {
            report(error)
            return Self.line(TabbarBlockRenderer.brokenFigure)
        }
    }

    /// Keeps why a picture could not be drawn; the same example refused in several sections
    /// is reported once.
    mutating func report(_ error: DiagnosticsError) {
        for diagnostic in error.diagnostics where !diagnostics.contains(diagnostic) { diagnostics.append(diagnostic) }
    }

    /// HTML without its final newline.
    static func line(_ html: String) -> String {
        html.hasSuffix("\n") ? String(html.dropLast()) : html
    }

    private static func defaultExample(_ spec: ComponentSpec) -> ComponentExample {
        let location = SourceLocation(file: spec.sourcePath, line: 1, column: 1)
        let labels = spec.kind.definition.placeholderLabels
        return ComponentExample(variant: spec.kind.defaultVariant,
                          items: labels.map { ComponentExample.Item(label: $0, labelLocation: location) },
                          location: location, itemsLocation: location)
    }
}
