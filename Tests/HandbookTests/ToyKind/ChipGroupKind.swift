@testable import Handbook

/// A kind Handbook does not ship, defined entirely here through the seam: a chip group, whose
/// own engine lays chips in one row, whose own section draws them, and whose one rule limits
/// how many chips a group shows.
struct ChipGroupKind: ComponentKindDefinition {
    let name = "chip-group"
    /// Chips lie in one row: the kind's one variant.
    let defaultVariant = ExampleVariant(rawValue: "row")
    let supportedStates = ["default", "active"]
    /// Its own part, which no built-in kind paints.
    let styleParts = ["container", "chip"]
    var vocabulary: KindVocabulary { KindVocabulary(partSummaries: ["chip": "The fill of each chip."]) }
    let contrastPairs: [ContrastPair] = []
    /// The most chips a group may show before the rule warns.
    static let maximumChips = 6

    var variantNames: [VariantName] {
        [VariantName(name: "row", variant: ExampleVariant(rawValue: "row"), summary: "Chips in one row, each as wide as its label.")]
    }

    var sections: [any ComponentPageSection] { [ChipRowSection()] }

    func findings(for spec: ComponentSpec, previews: PreviewRenderer) -> [Diagnostic] {
        spec.examples.compactMap { Self.tooMany($0.items.count, at: $0.itemsLocation) }
    }

    /// The kind's one rule on a group of `count` chips.
    static func tooMany(_ count: Int, at location: SourceLocation) -> Diagnostic? {
        guard count > maximumChips else { return nil }
        return .warning("chip-group.too-many", "a chip group shows \(count) chips; at most \(maximumChips) stay scannable", at: location)
    }

    /// The labels an assistant asks about, as the kind's engine lays them out.
    private func labels(_ asked: LabelsAsked, of spec: ComponentSpec) throws(AssistantRefusal) -> [String] {
        switch asked {
        case .labels(let labels): return labels
        case .keys: throw AssistantRefusal(argument: "keys", message: "a chip group's labels are not looked up in catalogs")
        case .example(let title):
            guard let example = spec.examples.first(where: { $0.caption == title || $0.title == title }) else {
                throw AssistantRefusal(argument: "example", message: "\(spec.name) has no example '\(title)'")
            }
            return example.items.map(\.label)
        }
    }

    func checkLabels(_ asked: LabelsAsked, of spec: ComponentSpec, variantName: String?, width: Double?, translations: [String: [String]],
                     useCatalogs: Bool, questions: LabelQuestions) throws(AssistantRefusal) -> DesignSystemAnswer.LabelCheck {
        let labels = try labels(asked, of: spec)
        let row = ChipRowLayout(labels: labels, measurer: questions.previews.measurer)
        let findings = [Self.tooMany(labels.count, at: SourceLocation(file: "labels", line: 1, column: 1))].compactMap { $0 }
        return .init(component: spec.name, variant: "row", platforms: ["web"], labels: labels, width: width ?? row.width, passes: findings.isEmpty,
                     findings: findings.map { DesignSystemAnswer.Finding($0) }, thresholds: [])
    }

    func layout(_ asked: LayoutAsked, of spec: ComponentSpec, questions: LabelQuestions) throws(AssistantRefusal) -> (json: String, findings: [DesignSystemAnswer.Finding]) {
        let row = ChipRowLayout(labels: asked.labels, measurer: questions.previews.measurer)
        let chips = row.chips.map { "{\"label\": \(JSONText.quoted($0.label)), \"x\": \(SVGNumber.format($0.x)), \"width\": \(SVGNumber.format($0.width))}" }
        let json = "{\"variant\": \"row\", \"width\": \(SVGNumber.format(row.width)), \"chips\": [\(chips.joined(separator: ", "))]}"
        let findings = [Self.tooMany(asked.labels.count, at: SourceLocation(file: "labels", line: 1, column: 1))].compactMap { $0 }
        return (json, findings.map { DesignSystemAnswer.Finding($0) })
    }

    func previewSVG(_ example: ComponentExample, of spec: ComponentSpec, idPrefix: String, on renderer: PreviewRenderer) throws(DiagnosticsError) -> String? {
        ChipRowLayout(labels: example.items.map(\.label), measurer: renderer.measurer).svg
    }
}

/// The chip group's engine: chips in one row from `inset`, each its label's measured width
/// plus padding on both sides, `gap` apart.
struct ChipRowLayout {
    struct Chip: Equatable {
        var label: String
        var x: Double
        var width: Double
    }

    static let inset = 16.0, padding = 12.0, gap = 8.0, height = 32.0, fontSize = 14.0

    let chips: [Chip]
    var width: Double { (chips.last.map { $0.x + $0.width } ?? 0) + Self.inset }

    init(labels: [String], measurer: any TextMeasurer) {
        var x = Self.inset
        var chips: [Chip] = []
        for label in labels {
            let width = measurer.measureWidth(of: label, fontSize: Self.fontSize) + 2 * Self.padding
            chips.append(Chip(label: label, x: x, width: width))
            x += width + Self.gap
        }
        self.chips = chips
    }

    /// The row as SVG, one `rect class="chip"` and one label per chip.
    var svg: String {
        var svg = "<svg class=\"chip-row\" xmlns=\"http://www.w3.org/2000/svg\" width=\"\(SVGNumber.format(width))\" height=\"\(SVGNumber.format(Self.height + 16))\">"
        for chip in chips {
            svg += "<rect class=\"chip\" x=\"\(SVGNumber.format(chip.x))\" y=\"8\" width=\"\(SVGNumber.format(chip.width))\" height=\"\(SVGNumber.format(Self.height))\" rx=\"16\"/>"
            svg += "<text x=\"\(SVGNumber.format(chip.x + Self.padding))\" y=\"29\">\(HTML.escape(chip.label))</text>"
        }
        return svg + "</svg>"
    }
}

/// The chip group's page section: every example laid out by its engine, in the theme's figure.
struct ChipRowSection: ComponentPageSection {
    let id = "chips"
    let title = "Chips"

    func content(_ page: inout ComponentPageDraft) -> SectionContent? {
        var figures: [String] = []
        for example in page.spec.examples {
            let layout = ChipRowLayout(labels: example.items.map(\.label), measurer: page.previews.measurer)
            figures.append(page.previews.figure(svg: layout.svg, label: "Chip group", caption: example.caption))
            page.countPreview()
        }
        return SectionContent(context: ["figures": figures], words: page.spec.examples.flatMap { $0.items.map(\.label) })
    }
}
