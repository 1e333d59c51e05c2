/// A tab bar (`kind: tab-bar`): app-level navigation with icons and labels, a phone's at
/// the bottom edge and a tablet's centred.
package struct TabBarKind: TabFamilyKind {
    package let name = "tab-bar"
    package let defaultVariant = ExampleVariant.tabBar
    package let supportedStates = ["default", "pressed", "hover", "focus", "active", "disabled", "badge"]
    package let styleParts = ["container", "icon", "active-icon", "indicator", "badge", "badge-label"]
    package let placeholderLabels = ["Home", "Search", "Library", "Profile"]
    package let navigatesBetweenDestinations = true
    package let contrastPairs = [
        ContrastPair(what: "Label", foreground: "label", background: "container", minimum: .text, rule: .contrastText),
        ContrastPair(what: "Active label", foreground: "active-label", background: "container", minimum: .text, rule: .contrastText),
        ContrastPair(what: "Badge text", foreground: "badge-label", background: "badge", minimum: .ratio(4.5), rule: .contrastBadge,
                     needsStyle: ["badge", "badge-label"]),
        // Material's pill: on Android the active icon is drawn on it (the pill has no paint on iOS).
        ContrastPair(what: "Active icon on the pill", foreground: "active-icon", background: "indicator", minimum: .ratio(3), rule: .contrastIcon,
                     platform: .android),
    ]

    package var extraVariantNames: [VariantName] {
        [VariantName(name: "phone", variant: .tabBar, device: .phone, summary: "A tab bar on a phone: at most five items, four and More beyond that."),
         VariantName(name: "tablet", variant: .tabBar, device: .tablet, summary: "A tab bar on a tablet: about seven centred items, never a More item."),
         VariantName(name: "floating", variant: .floatingTabBar, device: .phone,
                                 summary: "iOS 26's floating tab bar on iPhone, with an optional search tab apart (search:) and its minimised state; its lengths come from metrics: floating:."),
         VariantName(name: "top", variant: .topTabBar, device: .tablet,
                                 summary: "iPadOS's tab bar at the top of the screen, which can turn into a sidebar (sidebar-adaptable: true); its lengths come from metrics: top-bar:.")]
    }

    /// A search tab or sidebar written where the bar draws none.
    package func findings(for spec: ComponentSpec, previews: PreviewRenderer) -> [Diagnostic] { OwnBarLengthsCheck.strayKeys(in: spec) }

    /// The spec's metrics hold the floating and top bars' lengths too.
    package func usesSpecMetrics(for variant: ExampleVariant) -> Bool { variant == .tabBar || variant == .floatingTabBar || variant == .topTabBar }

    /// An example of a bar whose lengths only the spec gives, without them, is refused by name
    /// (`OwnBarLengthsCheck`) before the engine is asked.
    package func refusals(of spec: ComponentSpec, previews: PreviewRenderer) -> [Diagnostic] {
        let missing = OwnBarLengthsCheck.findings(in: spec)
        guard missing.isEmpty else { return missing }
        // Those bars are checked above, and on other platforms they become the platform's own
        // bar, which the spec's lengths do not decide.
        var others = spec
        others.examples.removeAll { $0.variant == .floatingTabBar || $0.variant == .topTabBar }
        return defaultRefusals(of: others, previews: previews)
    }

    /// On iOS a tab bar's labels keep their size at larger Dynamic Type sizes; a long press
    /// shows the Large Content Viewer instead (Apple's Human Interface Guidelines).
    package func keepsTextSize(on platform: Platform?) -> Bool { platform == .ios }

    // The selected icon is drawn filled: a change of shape no theme hides, so no mark is checked.

    /// The bar itself, a phone's below the site's tablet width and a tablet's from it.
    package func comparedBars(_ page: ComponentPageDraft) -> [ComparedBar] {
        [ComparedBar(name: "Tab bar", example: page.base, metrics: page.metrics(for: page.base), switchesDevice: true)]
    }
}
