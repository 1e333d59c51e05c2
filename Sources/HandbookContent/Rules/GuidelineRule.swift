import Foundation
import HandbookDiagnostics
import HandbookFoundation
import HandbookMarkdown

/// A guideline Handbook checks content against, with a stable id that users, tests and
/// CI tools refer to. Rules on geometry have their ids in the engine too (`LayoutRule` in
/// `TabLayout`, a layer this one does not see); a test holds the two lists to each other.
public struct GuidelineRule: Hashable, Sendable {
    /// The stable id, e.g. `labels.max-words`.
    public let id: String
    /// One sentence saying what the guideline asks (`--format sarif` help text, README).
    public let summary: String

    package init(_ id: String, _ summary: String) {
        self.id = id
        self.summary = summary
    }

    /// The family a rule belongs to: its id up to the first dot (`labels`, `tab-bar`).
    /// site.yml `rule-pages` names the page that explains a family or a single rule.
    public var family: String { String(id.prefix { $0 != "." }) }

    package static let fixedItemCount = GuidelineRule("tabs.fixed.item-count", "Fixed tabs hold two to four items.")
    package static let fixedTruncates = GuidelineRule("tabs.fixed.truncates", "Fixed tabs are used only where no label truncates on the smallest device, also at large text.")
    package static let singleItem = GuidelineRule("tabs.single-item", "Tabs switch between two or more sections.")
    package static let labelsEmpty = GuidelineRule("labels.empty", "Every item has a label.")
    package static let labelsMaxWords = GuidelineRule("labels.max-words", "Labels have one or two words.")
    package static let labelsDigits = GuidelineRule("labels.digits", "Labels name places, not counts: no digits.")
    package static let labelsSentenceCase = GuidelineRule("labels.sentence-case", "Labels are in sentence case.")
    package static let labelsActionVerb = GuidelineRule("labels.action-verb", "Labels are nouns naming places, not verbs naming actions.")
    package static let labelsDuplicate = GuidelineRule("labels.duplicate", "Every item has its own label.")
    package static let phoneMoreItem = GuidelineRule("tab-bar.phone.more-item", "A phone tab bar shows at most five items; with more, four and a More item.")
    package static let tabletTooManyItems = GuidelineRule("tab-bar.tablet.too-many-items", "A tablet tab bar holds about seven items and never a More item.")
    package static let iPadTopBarTabs = GuidelineRule("tab-bar.ipad.tabs", "An iPad's top tab bar shows five tabs or fewer by default (Apple's advice), the same places as the iPhone's.")
    package static let tabBarDisabledItem = GuidelineRule("tab-bar.disabled-item", "Tab bar items are never disabled: an unavailable tab opens and says what is missing.")
    package static let touchTarget = GuidelineRule("tab-bar.touch-target", "Tab bar items are at least 44 × 44 pt, the minimum touch target.")
    package static let tabBarTruncates = GuidelineRule("tab-bar.truncates", "Tab bar labels fit their item.")
    package static let badge = GuidelineRule("tab-bar.badge", "A badge holds a number or \"!\".")
    package static let segmentCount = GuidelineRule("segmented.segment-count", "A segmented control has two to five segments.")
    package static let segmentedTruncates = GuidelineRule("segmented.truncates", "Segment labels fit their segment.")
    package static let navigationBarDestinations = GuidelineRule("tab-bar.android.destinations", "A Material navigation bar (Android) holds three to five destinations.")
    package static let navigationBarTruncates = GuidelineRule("tab-bar.android.truncates", "Material navigation bar labels (Android) fit their item: they neither truncate nor wrap, up to the largest font scale.")
    package static let dontBreaksNothing = GuidelineRule("example.dont-breaks-nothing", "A Don't example breaks the guideline it warns about.")
    package static let missingGlyph = GuidelineRule("font.missing-glyph", "Every character of a label is drawn by a font of the preview stack, never by a reader's system font.")
    package static let contrastText = GuidelineRule("contrast.text", "Label text stands out from its container: at least 4.5:1, or 3:1 for large text (WCAG 2.2, 1.4.3), in every theme.")
    package static let contrastIndicator = GuidelineRule("contrast.indicator", "The active indicator stands out from its container by at least 3:1 (WCAG 2.2, 1.4.11), in every theme.")
    package static let contrastIcon = GuidelineRule("contrast.icon", "Icons stand out from what they are drawn on by at least 3:1 (WCAG 2.2, 1.4.11): an inactive icon on the container, the active icon on Material's pill, in every theme.")
    package static let contrastStateByColourOnly = GuidelineRule("contrast.state-by-colour-only", "The selected item differs from the others by more than colour: an indicator or a weight change (WCAG 2.2, 1.4.1).")
    package static let contrastBadge = GuidelineRule("contrast.badge", "Badge text stands out from the badge by at least 4.5:1, in every theme.")
    package static let targetSize = GuidelineRule("target.size", "Every item is at least the platform's touch target: 44 × 44 pt on iOS, 48 × 48 dp on Android, 24 × 24 px on the web (WCAG 2.2, 2.5.8).")
    package static let fontSubstituted = GuidelineRule("font.substituted", "A typography token's font family is one the preview font stack has; otherwise previews measure with a substitute.")
    package static let tokensDeprecated = GuidelineRule("tokens.deprecated", "Specs use no deprecated design token.")

    /// Every rule, in the order the README lists them.
    public static let all: [GuidelineRule] = [
        fixedItemCount, fixedTruncates, singleItem,
        labelsEmpty, labelsMaxWords, labelsDigits, labelsSentenceCase, labelsActionVerb, labelsDuplicate,
        phoneMoreItem, tabletTooManyItems, iPadTopBarTabs, tabBarDisabledItem, touchTarget, tabBarTruncates, badge,
        segmentCount, segmentedTruncates, navigationBarDestinations, navigationBarTruncates, dontBreaksNothing, missingGlyph,
        contrastText, contrastIndicator, contrastIcon, contrastStateByColourOnly, contrastBadge, targetSize, fontSubstituted, tokensDeprecated,
    ]

    /// The rule with `id`, if Handbook has one.
    public static func named(_ id: String) -> GuidelineRule? { all.first { $0.id == id } }

    /// A warning for this rule.
    package func warning(_ message: String, at location: SourceLocation?, explanation: String? = nil) -> Diagnostic {
        .warning(id, message, at: location, explanation: explanation)
    }

    /// An error for this rule: what the platform does not allow at all.
    package func error(_ message: String, at location: SourceLocation?, explanation: String? = nil) -> Diagnostic {
        .error(id, message, at: location, explanation: explanation)
    }
}
