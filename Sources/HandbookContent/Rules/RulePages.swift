import Foundation
import HandbookDiagnostics
import HandbookFoundation
import HandbookMarkdown

/// Which page of the site explains each guideline rule, as site.yml's `rule-pages` says:
/// keys are rule families (`labels`) or single rules (`labels.digits`), values content
/// paths (`guidelines/navigation/writing-tab-labels.md`, `components/tabs.yml`). Nothing is
/// assumed about a site's pages: a rule no entry names links nowhere.
public struct RulePages: Sendable, Hashable {
    /// Content path by family or rule id.
    public var pages: [String: String] = [:]

    public init(_ pages: [String: String] = [:]) {
        self.pages = pages
    }

    /// The content path explaining `rule` (the rule's own entry first, then its family's).
    public func page(for rule: String) -> String? {
        pages[rule] ?? pages[String(rule.prefix { $0 != "." })]
    }

    /// Keys a `rule-pages` entry may have: every family and every rule id.
    package static var knownKeys: [String] {
        let rules = GuidelineRule.all
        return Array(Set(rules.map(\.family))).sorted() + rules.map(\.id)
    }
}
