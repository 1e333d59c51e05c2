/// The tab family answers the assistant with the tab engine (`LabelQuestions+TabFamily`).
extension TabFamilyKind {
    package func checkLabels(_ asked: LabelsAsked, of spec: ComponentSpec, variantName: String?, width: Double?, translations: [String: [String]],
                             useCatalogs: Bool, questions: LabelQuestions) throws(AssistantRefusal) -> DesignSystemAnswer.LabelCheck {
        try questions.checkLabels(asked, of: spec, variantName: variantName, width: width, translations: translations, useCatalogs: useCatalogs)
    }

    package func layout(_ asked: LayoutAsked, of spec: ComponentSpec, questions: LabelQuestions) throws(AssistantRefusal) -> (json: String, findings: [DesignSystemAnswer.Finding]) {
        try questions.layout(asked, spec: spec)
    }

    package func previewSVG(_ example: ComponentExample, of spec: ComponentSpec, idPrefix: String, on renderer: PreviewRenderer) throws(DiagnosticsError) -> String? {
        let given = usesSpecMetrics(for: example.variant) ? spec.tabMetrics : nil
        return try renderer.render(example, idPrefix: idPrefix, content: spec.content, metrics: given, selectable: false).svg
    }
}
