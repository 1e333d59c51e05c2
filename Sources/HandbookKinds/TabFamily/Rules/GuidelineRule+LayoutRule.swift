import TabLayout

extension GuidelineRule {
    /// The rule behind one of the tab engine's findings (every `LayoutRule` id is a rule's:
    /// `GuidelineRuleTests` holds the two lists to each other).
    package static func of(_ rule: LayoutRule) -> GuidelineRule {
        named(rule.id) ?? GuidelineRule(rule.id, rule.id)
    }
}
