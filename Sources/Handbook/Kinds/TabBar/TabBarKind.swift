/// A tab bar (`kind: tab-bar`): app-level navigation with icons and labels, a phone's at
/// the bottom edge and a tablet's centred.
struct TabBarKind: TabFamilyKind {
    let name = "tab-bar"
    let defaultVariant = ExampleVariant.tabBar
    let supportedStates = ["default", "pressed", "active", "disabled", "badge"]
    let styleParts = ["container", "icon", "active-icon", "badge", "badge-label"]
    let placeholderLabels = ["Home", "Search", "Library", "Profile"]
    let navigatesBetweenDestinations = true
    let contrastPairs = [
        ContrastPair(what: "Label", foreground: "label", background: "container", minimum: .text, rule: .contrastText),
        ContrastPair(what: "Active label", foreground: "active-label", background: "container", minimum: .text, rule: .contrastText),
        ContrastPair(what: "Badge text", foreground: "badge-label", background: "badge", minimum: .ratio(4.5), rule: .contrastBadge,
                     needsStyle: ["badge", "badge-label"]),
    ]

    var extraVariantNames: [ExampleKeys.VariantName] {
        [ExampleKeys.VariantName(name: "phone", variant: .tabBar, device: .phone, summary: "A tab bar on a phone: at most five items, four and More beyond that."),
         ExampleKeys.VariantName(name: "tablet", variant: .tabBar, device: .tablet, summary: "A tab bar on a tablet: about seven centred items, never a More item.")]
    }

    /// On iOS a tab bar's labels keep their size at larger Dynamic Type sizes; a long press
    /// shows the Large Content Viewer instead (Apple's Human Interface Guidelines).
    func keepsTextSize(on platform: Platform?) -> Bool { platform == .ios }

    // The selected icon is drawn filled: a change of shape no theme hides, so no mark is checked.

    /// The bar itself, a phone's below the site's tablet width and a tablet's from it.
    func comparedBars(_ page: ComponentPageDraft) -> [ComparedBar] {
        [ComparedBar(name: "Tab bar", example: page.base, metrics: page.metrics(for: page.base), switchesDevice: true)]
    }
}
