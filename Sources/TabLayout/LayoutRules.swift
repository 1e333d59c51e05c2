/// The guideline rules the engine checks on geometry, each with a stable id that tests,
/// the site's checker and users can refer to.
public enum LayoutRule: String, Sendable, Hashable, CaseIterable {
    /// Fixed tabs hold two to four items.
    case fixedItemCount = "tabs.fixed.item-count"
    /// Fixed tabs are never used where a label would truncate.
    case fixedTruncates = "tabs.fixed.truncates"
    /// A phone tab bar with more than five items shows four and a More item.
    case phoneMoreItem = "tab-bar.phone.more-item"
    /// A tablet tab bar holds about seven items, never a More item.
    case tabletTooManyItems = "tab-bar.tablet.too-many-items"
    /// Tab bar items are at least 44 pt wide, the minimum touch target.
    case touchTarget = "tab-bar.touch-target"
    /// Tab bar labels should fit their item.
    case tabBarTruncates = "tab-bar.truncates"
    /// A segmented control has two to five segments.
    case segmentCount = "segmented.segment-count"
    /// Segment labels should fit their segment.
    case segmentedTruncates = "segmented.truncates"
    /// Material's navigation bar holds three to five destinations.
    case navigationBarDestinations = "tab-bar.android.destinations"
    /// Material's navigation bar labels neither truncate nor wrap.
    case navigationBarTruncates = "tab-bar.android.truncates"
    /// iPadOS's top tab bar shows five tabs or fewer by default (Apple's Human Interface
    /// Guidelines, "Tab bars", iPadOS: aim for a default of five or fewer, so the iPhone's
    /// compact bar and the iPad's keep the same places).
    case iPadTopBarTabs = "tab-bar.ipad.tabs"
    /// A tab bar item is never disabled: it opens and says what is missing (Apple's Human
    /// Interface Guidelines, "Tab bars": a tab that works in some moments and not in others
    /// makes the interface look unstable).
    case tabBarDisabledItem = "tab-bar.disabled-item"

    /// The rule's stable id, e.g. `tabs.fixed.truncates`.
    public var id: String { rawValue }
}

/// Checks a computed layout against the guidelines; every rule lives here.
public enum LayoutRules {
    /// Fixed tabs: fewest and most items.
    public static let fixedItemRange = 2...4
    /// Segmented control: fewest and most segments.
    public static let segmentRange = 2...5
    /// Tablet tab bar: the most items before a warning ("about seven").
    public static let tabletMaximumItems = 7
    /// Minimum touch target, in points.
    public static let minimumTouchTarget = 44.0
    /// Material's navigation bar: fewest and most destinations (fewer belong in tabs, more
    /// in a navigation drawer or rail).
    public static let navigationBarDestinations = 3...5
    /// Material's navigation rail: fewest and most destinations.
    public static let navigationRailDestinations = 3...7
    /// iPadOS's top tab bar: the most tabs Apple advises showing by default.
    public static let iPadTopBarTabs = 5

    /// The findings for `layout`, in item order within each rule.
    public static func diagnose(_ layout: TabBarLayout, request: TabLayoutRequest) -> [LayoutDiagnostic] {
        var found: [LayoutDiagnostic] = []
        let count = request.items.count
        switch layout.variant {
        case .scroll:
            break
        case .fixed:
            if !fixedItemRange.contains(count) {
                found.append(LayoutDiagnostic(
                    severity: .warning, rule: .fixedItemCount,
                    message: "fixed tabs need 2 to 4 items, this bar has \(count); use scroll tabs"))
            }
            found += truncations(in: layout, rule: .fixedTruncates, severity: .error,
                                 advice: "fixed tabs must not truncate; use scroll tabs or a shorter label")
        case .tabBar, .floatingTabBar, .topTabBar:
            // iOS 26's floating bar and iPadOS's top bar are tab bars: the same counts, targets and labels.
            if let minimized = layout.floating?.minimized,
               let small = ([minimized.bar] + [minimized.search].compactMap { $0 }).first(where: { $0.width < minimumTouchTarget || $0.height < minimumTouchTarget }) {
                found.append(LayoutDiagnostic(
                    severity: .warning, rule: .touchTarget,
                    message: "the minimised tab bar's \(small == minimized.bar ? "tab" : "search tab") is \(points(small.width)) × \(points(small.height)) pt, smaller than the \(points(minimumTouchTarget)) × \(points(minimumTouchTarget)) pt touch target"))
            }
            if layout.variant == .topTabBar && count > iPadTopBarTabs {
                found.append(LayoutDiagnostic(
                    severity: .warning, rule: .iPadTopBarTabs,
                    message: "\(count) tabs in an iPad's top tab bar; Apple advises five or fewer by default, so the iPhone's bar and the iPad's offer the same places"))
            }
            if let disabled = layout.items.first(where: { $0.state == .disabled && !$0.hidden }) {
                found.append(LayoutDiagnostic(
                    severity: .warning, rule: .tabBarDisabledItem,
                    message: "“\(disabled.label)” is drawn disabled; keep tab bar items enabled and let the tab say what is missing"))
            }
            if layout.device == .phone && !layout.more.isEmpty {
                let shown = layout.items.filter { !$0.hidden && !$0.isMoreItem }.count
                found.append(LayoutDiagnostic(
                    severity: .warning, rule: .phoneMoreItem,
                    message: "\(count) items on a phone: \(shown) are shown and \(layout.more.count) are listed under More (\(layout.more.joined(separator: ", ")))"))
            }
            if layout.device == .tablet && count > tabletMaximumItems {
                found.append(LayoutDiagnostic(
                    severity: .warning, rule: .tabletTooManyItems,
                    message: "\(count) items on a tablet tab bar; keep to about \(tabletMaximumItems), a tablet never shows a More item"))
            }
            if let narrow = layout.items.first(where: { !$0.hidden && $0.width < minimumTouchTarget }) {
                found.append(LayoutDiagnostic(
                    severity: .warning, rule: .touchTarget,
                    message: "tab bar items are \(points(narrow.width)) pt wide, narrower than the \(points(minimumTouchTarget)) pt touch target"))
            }
            found += truncations(in: layout, rule: .tabBarTruncates, severity: .warning,
                                 advice: "use a shorter label")
        case .segmented:
            if !segmentRange.contains(count) {
                found.append(LayoutDiagnostic(
                    severity: .warning, rule: .segmentCount,
                    message: "a segmented control needs 2 to 5 segments, this one has \(count)"))
            }
            found += truncations(in: layout, rule: .segmentedTruncates, severity: .warning,
                                 advice: "use a shorter label")
        case .navigationBar, .navigationRail, .navigationRailExpanded:
            let isBar = layout.variant == .navigationBar
            let (range, noun) = isBar ? (navigationBarDestinations, "bar") : (navigationRailDestinations, "rail")
            if !range.contains(count) {
                found.append(LayoutDiagnostic(
                    severity: .error, rule: .navigationBarDestinations,
                    message: "a Material navigation \(noun) holds \(range.lowerBound) to \(range.upperBound) destinations, this one has \(count); "
                        + (isBar ? "use tabs for fewer, a navigation drawer for more" : "use a navigation drawer for more")))
            }
            found += truncations(in: layout, rule: .navigationBarTruncates, severity: .warning, unit: "dp",
                                 advice: "Material's navigation \(noun) labels neither truncate nor wrap; use a shorter label")
        }
        return found
    }

    private static func truncations(
        in layout: TabBarLayout, rule: LayoutRule, severity: LayoutDiagnostic.Severity, unit: String = "pt", advice: String
    ) -> [LayoutDiagnostic] {
        layout.items.enumerated().compactMap { index, item in
            guard item.truncated else { return nil }
            return LayoutDiagnostic(
                severity: severity, rule: rule,
                message: "\u{201C}\(item.label)\u{201D} is truncated to \u{201C}\(item.text)\u{201D} in a \(points(item.width)) \(unit) item; \(advice)",
                itemIndex: item.isMoreItem ? nil : index)
        }
    }

    /// A length for a message: whole points, or one decimal when it matters.
    static func points(_ value: Double) -> String {
        let tenths = (value * 10).rounded()
        let whole = Int(tenths / 10)
        let fraction = Int(abs(tenths).truncatingRemainder(dividingBy: 10))
        return fraction == 0 ? String(whole) : "\(whole).\(fraction)"
    }
}
