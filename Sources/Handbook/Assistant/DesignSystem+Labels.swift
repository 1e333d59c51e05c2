import HandbookKinds

/// The label questions (`check_labels`, `layout`), answered by the kinds through
/// `LabelQuestions` with this design system's settings, renderer and locales.
extension DesignSystem {
    /// Every variant the `layout` tool draws without a component, by the name `handbook layout --variant` takes.
    public static var layoutVariants: [String] { LabelQuestions.layoutVariants }
    /// Every variant name a spec of some kind accepts (`fixed`, `phone` …), as `layout` and
    /// `check_labels` take them with a component.
    public static var componentVariants: [String] { LabelQuestions.componentVariants }
    public static var devices: [String] { LabelQuestions.devices }

    var labelQuestions: LabelQuestions { LabelQuestions(config: config, previews: previews, localization: localization) }

    /// Every finding the site's checks give the labels `asked` names as an example of
    /// `component` (`LabelQuestions.checkLabels`).
    public func checkLabels(_ asked: LabelsAsked, of component: Component, variantName: String?, width: Double?,
                            translations: [String: [String]], useCatalogs: Bool) throws(AssistantRefusal) -> DesignSystemAnswer.LabelCheck {
        // The kind answers, with its own engine: a kind from outside the tab family too.
        try component.spec.kind.definition.checkLabels(asked, of: component.spec, variantName: variantName, width: width, translations: translations,
                                                       useCatalogs: useCatalogs, questions: labelQuestions)
    }

    /// Labels laid out as the site lays them out, with what its rules say (`LabelQuestions.layout`).
    public func layout(_ asked: LayoutAsked, component: Component?) throws(AssistantRefusal) -> (json: String, findings: [DesignSystemAnswer.Finding]) {
        guard let spec = component?.spec else { return try labelQuestions.layout(asked, spec: nil) }
        return try spec.kind.definition.layout(asked, of: spec, questions: labelQuestions)
    }

    /// The width `layout` draws at when none is asked: the one `check_labels` checks, the
    /// smallest device of the platform (of the component's first platform, in its generation).
    public func defaultWidth(platform: Platform?, component: Component?) -> Double {
        let pack = platform.map { PlatformPacks.pack(for: $0) } ?? component.map { ComponentFactSheet.packs(of: $0.spec)[0] } ?? PlatformPacks.pack(for: nil)
        var renderer = previews.on(pack, tagging: false)
        if let spec = component?.spec { renderer.generation = spec.generation }
        return renderer.deviceWidths.first ?? renderer.defaultWidth
    }

    /// The unit lengths are given in on `platform`: dp on Android, pt elsewhere.
    public static func unit(on platform: Platform?) -> String { platform == .android ? "dp" : "pt" }
}
