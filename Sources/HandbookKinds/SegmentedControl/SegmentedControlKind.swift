
/// A segmented control (`kind: segmented-control`): two to five equal segments on a track,
/// the selected one on a raised thumb.
package struct SegmentedControlKind: TabFamilyKind {
    package let name = "segmented-control"
    package let defaultVariant = ExampleVariant.segmented
    package let supportedStates = ["default", "pressed", "hover", "focus", "active", "disabled"]
    package let styleParts = ["track", "thumb"]
    package let groundPart = "track"
    package let contrastPairs = [
        ContrastPair(what: "Label", foreground: "label", background: "track", minimum: .text, rule: .contrastText),
        ContrastPair(what: "Active label", foreground: "active-label", background: "thumb", minimum: .text, rule: .contrastText),
    ]

    package var extraVariantNames: [VariantName] {
        [VariantName(name: "default", variant: .segmented, summary: "The segmented control."),
         VariantName(name: "segmented-control", variant: .segmented, summary: "The segmented control, by the kind's name.")]
    }

    /// The thumb, outlined by the divider's paint where it has one.
    package func selectionMark(for spec: ComponentSpec) -> SelectionMark? {
        SelectionMark(mark: "thumb", ground: "track", edge: "divider")
    }

    package func comparedBars(_ page: ComponentPageDraft) -> [ComparedBar] {
        [ComparedBar(name: "Segmented control", example: page.base, metrics: page.metrics(for: page.base))]
    }
}
