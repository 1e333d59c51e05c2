/// Links a rule's guideline page from the page a preview is drawn on, so a Don't caption
/// can point at the guideline it breaks. Only pages the site has are linked.
package struct GuidelineLinker: Sendable {
    package let targets: LinkTargets
    /// Which page explains which rule (site.yml `rule-pages`).
    package let rulePages: RulePages
    /// Where the page holding the preview lands, e.g. `components/tabs/`.
    package let directory: String

    package init(targets: LinkTargets, rulePages: RulePages, directory: String) {
        self.targets = targets
        self.rulePages = rulePages
        self.directory = directory
    }

    /// The relative URL of the guideline page for `rule`, or nil when the site has none.
    package func url(for rule: String) -> String? {
        guard let page = rulePages.page(for: rule), let target = targets.target(for: page) else { return nil }
        return SitePath.relative(from: directory, to: target.sitePath)
    }
}
