
/// A segmented control (`kind: segmented-control`): two to five equal segments on a track,
/// the selected one on a raised thumb.
struct SegmentedControlKind: TabFamilyKind {
    let name = "segmented-control"
    let defaultVariant = ExampleVariant.segmented
    let supportedStates = ["default", "pressed", "active", "disabled"]
    let styleParts = ["track", "thumb"]
    let groundPart = "track"
    let contrastPairs = [
        ContrastPair(what: "Label", foreground: "label", background: "track", minimum: .text, rule: .contrastText),
        ContrastPair(what: "Active label", foreground: "active-label", background: "thumb", minimum: .text, rule: .contrastText),
    ]

    var extraVariantNames: [ExampleKeys.VariantName] {
        [ExampleKeys.VariantName(name: "default", variant: .segmented, summary: "The segmented control."),
         ExampleKeys.VariantName(name: "segmented-control", variant: .segmented, summary: "The segmented control, by the kind's name.")]
    }

    /// The thumb, outlined by the divider's paint where it has one.
    func selectionMark(for spec: ComponentSpec) -> SelectionMark? {
        SelectionMark(mark: "thumb", ground: "track", edge: "divider")
    }

    func comparedBars(_ page: ComponentPageDraft) -> [ComparedBar] {
        [ComparedBar(name: "Segmented control", example: page.base, metrics: page.metrics(for: page.base))]
    }
}
