/// What an assistant asks of a kind (`handbook mcp`'s `check_labels`, `layout` and the
/// `previews/NAME/EXAMPLE.svg` resources), answered by the kind's own engine: every kind
/// answers every tool, the tab family with the tab engine, a kind registered from outside with
/// its own. The defaults say plainly that the kind answers nothing of the sort.
extension ComponentKindDefinition {
    /// Every finding the site's checks give `asked` as an example of `spec` (`LabelQuestions`
    /// holds the site's settings, renderer and locales).
    package func checkLabels(_ asked: LabelsAsked, of spec: ComponentSpec, variantName: String?, width: Double?, translations: [String: [String]],
                             useCatalogs: Bool, questions: LabelQuestions) throws(AssistantRefusal) -> DesignSystemAnswer.LabelCheck {
        throw AssistantRefusal(argument: "component", message: "\(spec.name) is a \(name), whose engine lays out no labels to check")
    }

    /// One layout of `asked` as `spec` is drawn, as JSON, with what the rules say of it.
    package func layout(_ asked: LayoutAsked, of spec: ComponentSpec, questions: LabelQuestions) throws(AssistantRefusal) -> (json: String, findings: [DesignSystemAnswer.Finding]) {
        throw AssistantRefusal(argument: "component", message: "\(spec.name) is a \(name), whose engine gives no layout")
    }

    /// `example`'s picture as the component page draws it first, on `renderer`; nil for a kind
    /// that draws no pictures of its examples.
    package func previewSVG(_ example: ComponentExample, of spec: ComponentSpec, idPrefix: String, on renderer: PreviewRenderer) throws(DiagnosticsError) -> String? { nil }
}
