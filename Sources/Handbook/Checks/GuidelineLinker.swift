/// Links a rule's guideline page from the page a preview is drawn on, so a Don't caption
/// can point at the guideline it breaks. Only pages the site has are linked.
struct GuidelineLinker: Sendable {
    let targets: LinkTargets
    /// Which page explains which rule (site.yml `rule-pages`).
    let rulePages: RulePages
    /// Where the page holding the preview lands, e.g. `components/tabs/`.
    let directory: String

    /// The relative URL of the guideline page for `rule`, or nil when the site has none.
    func url(for rule: String) -> String? {
        guard let page = rulePages.page(for: rule), let target = targets.target(for: page) else { return nil }
        return SitePath.relative(from: directory, to: target.sitePath)
    }
}
