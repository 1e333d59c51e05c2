
/// The keys of a tab bar example (spec `examples` and Markdown `tabbar` blocks), declared
/// once: `ExampleReader` reads through them, `handbook schema component` prints them.
package enum ExampleKeys {
    /// The variant names an example may use in a spec of `kind`; a `tabbar` block (no kind)
    /// takes the tab engine's four.
    package static func variantNames(for kind: ComponentKind?) -> [VariantName] {
        (kind?.definition.variantNames ?? TabFamily.engineVariantNames).sorted { $0.name < $1.name }
    }

    /// Every variant name some kind of spec accepts: what an editor offers before `kind` is written.
    package static var anyVariantNames: [VariantName] { anyVariantNames(in: .builtIn) }

    /// Every variant name some kind of `kinds` accepts.
    package static func anyVariantNames(in kinds: ComponentKinds) -> [VariantName] {
        var seen = Set<String>()
        return kinds.all.flatMap(variantNames(for:)).filter { seen.insert($0.name).inserted }.sorted { $0.name < $1.name }
    }

    package static let title = YAMLKey("title", .textOrNumber, "A heading shown above the preview.")
    package static let caption = YAMLKey("caption", .text, "The sentence under the preview; on a Don't example, say which guideline it breaks.")
    package static let device = YAMLKey("device", .choice(Choices(DeviceClass.allCases.map(\.rawValue), id: "example.device", wording: .mustBe(what: "device"))),
                                "The device class: phone (compact width) or tablet (regular width).")
    package static let itemLabel = YAMLKey("label", .textOrNumber, "The item's label, as it is drawn.", missing: YAMLProblem("example.item-label", "this item has no label"))
    package static let iconNormal = YAMLKey("default", .text, "The glyph drawn when the item is not selected.",
                                    missing: YAMLProblem("example.icon-default", "this icon names no default glyph"))
    package static let iconSelected = YAMLKey("selected", .text, "The glyph drawn when the item is selected (filled, on iOS and in Material's pill).")
    package static let itemIcon = YAMLKey("icon", .either([.text, .mapping(YAMLMapping("an icon", [iconNormal, iconSelected]))]),
                                  "The item's icon (tab bars): a glyph name — Content/icons/NAME.svg, then site.yml's icon font, then Material Icons — or { default: NAME, selected: NAME }. Without selected:, NAME-fill.svg beside NAME.svg, or Material Icons' outlined and filled pair, gives the selected glyph.")
    package static let itemBadge = YAMLKey("badge", .textOrNumber, "A badge on the icon: a number or \"!\".")
    package static let itemDisabled = YAMLKey("disabled", .flag, "Whether the item is drawn disabled.")
    package static let itemPressed = YAMLKey("pressed", .flag, "Whether the item is drawn pressed.")
    package static let itemHovered = YAMLKey("hovered", .flag, "Whether the item is drawn with a pointer over it.")
    package static let itemFocused = YAMLKey("focused", .flag, "Whether the item is drawn as the keyboard's focus, with a focus ring.")
    package static let itemKey = YAMLKey("key", .textOrNumber, "The label's key in the app's string catalogs, when its text alone does not find it.")
    package static let item = YAMLMapping("an item", [itemLabel, itemKey, itemIcon, itemBadge, itemDisabled, itemPressed, itemHovered, itemFocused])
    /// The `items` key of a kind whose items take `words`' item keys besides label and key.
    package static func items(_ words: KindVocabulary) -> YAMLKey {
        guard words.itemKeys != KindVocabulary.tabFamily.itemKeys else { return items }
        let own = YAMLMapping("an item", [itemLabel, itemKey] + [itemIcon, itemBadge, itemDisabled, itemPressed, itemHovered, itemFocused].filter { words.itemKeys.contains($0.name) })
        return YAMLKey(items.name, .list(.either([.textOrNumber, .mapping(own)]), ListRule().atMost(largestItemCount, tooManyItems)), "The items in order: a label, or a mapping with label and key.")
    }
    /// The most items one example lays out: far past any bar or tab row a platform draws (five,
    /// or a scrolling row of a few dozen), the same cap as MCP's labels; more would make layout
    /// and the page grow with the input rather than with the design.
    package static let largestItemCount = 50
    static let tooManyItems = YAMLProblem("example.items-too-many", "items lists {value} items; an example lays out at most \(largestItemCount)")
    package static let items = YAMLKey("items", .list(.either([.textOrNumber, .mapping(item)]), ListRule()
                                   .atLeast(1, YAMLProblem("example.items-empty", "items is empty; an example needs at least one item"))
                                   .atMost(largestItemCount, tooManyItems)),
                               "The items in order: a label, or a mapping with label, key, icon, badge, disabled, pressed, hovered and focused.",
                               missing: YAMLProblem("example.items-missing", "this example has no items"))
    package static let selected = YAMLKey("selected", .number(NumberRule(whole: true)), "The index of the selected item, from 0 (the first, by default).")
    package static let width = YAMLKey("width", .positive, "The width of the bar in points; the spec's smallest device width when absent.")
    package static let textScale = YAMLKey("text-scale", .positive, "Multiplies the font size: 1.35 or 2 for accessibility text sizes.")
    package static let rtl = YAMLKey("rtl", .flag, "Whether the bar is laid out right to left.")
    package static let locale = YAMLKey("locale", .text(SiteKeys.languageTag("example.locale")),
                                "Draws the labels translated into this locale from the site's catalogs (one of site.yml's locales), right to left where it is written so.")
    package static let platform = YAMLKey("platform", .choice(Choices(Platform.allCases.map(\.rawValue), id: "example.platform", wording: .unknown(noun: "platform", plural: "Platforms"))),
                                  "Draws the example as this platform draws it (ios, android, web): on Android a tab bar is Material's navigation bar, in Roboto.")
    package static let search = YAMLKey("search", .textOrNumber,
                                "The search tab's label: iOS 26's floating tab bar (variant: floating) draws it apart, at the bar's trailing end.")
    package static let sidebarAdaptable = YAMLKey("sidebar-adaptable", .flag,
                                          "Whether iPadOS's top tab bar (variant: top) can turn into a sidebar (sidebarAdaptable): the page draws the sidebar too.")
    package static let iosVersion = YAMLKey("ios-version", ComponentSpecKeys.iosVersion.shape,
                                    "The iOS generation this example shows, when not its spec's: 18 keeps an example of the edge-to-edge bar on a page that documents iOS 26.")
    package static let intent = YAMLKey("intent", .choice(Choices(ComponentExample.Intent.allCases.map(\.rawValue), id: "example.intent", wording: .mustBe(what: "intent"))),
                                "do or dont: a Don't example must break at least one guideline, and its caption says which.")

    /// The name of the `variant` key, whose choices depend on the spec's kind.
    package static let variantKeyName = "variant"

    /// The `variant` key for examples that may use `names`.
    package static func variant(_ names: [VariantName]) -> YAMLKey {
        YAMLKey(variantKeyName, .choice(Choices(names.map(\.name), id: "example.variant", wording: .unknown(noun: "variant", plural: "Variants"))),
                "How the items are laid out: " + names.map(\.name).joined(separator: ", ") + ".")
    }

    /// The variant names and keys of examples in a spec of `kind` (nil: a `tabbar` block),
    /// made once: every example and every block is read through them.
    package static func declared(for kind: ComponentKind?) -> (names: [VariantName], keys: YAMLMapping) {
        declaredByKind[kind] ?? (variantNames(for: kind), example(variantNames(for: kind), words: kind?.definition.vocabulary ?? .tabFamily))
    }

    private static let declaredByKind: [ComponentKind?: (names: [VariantName], keys: YAMLMapping)] = Dictionary(
        uniqueKeysWithValues: ([nil] + ComponentKind.allCases.map(Optional.some)).map { kind in
            let names = variantNames(for: kind)
            // A block (no kind) may name the component whose style it is drawn in.
            return (kind, (names, example(names, words: kind?.definition.vocabulary ?? .tabFamily, inBlock: kind == nil)))
        })

    /// In a `tabbar` block: the component spec the block is drawn as.
    package static let component = YAMLKey("component", .text,
                                   "In a tabbar block: the component spec (its file name, e.g. tabs) whose style, metrics, platform and themes the block is drawn with; by default the site's spec that declares the block's variant.")

    /// In a `tabbar` block: the bar on its device's screen, or alone.
    package static let screen = YAMLKey("screen", .flag,
                                "In a tabbar block: false draws the bar alone; by default a tab bar, navigation bar or rail is drawn on its device's screen, with the bar alone one click away.")

    /// An example's keys when its variant is one of `names` and its kind reads `words` (a
    /// `tabbar` block's also `component`).
    package static func example(_ names: [VariantName], words: KindVocabulary = .tabFamily, inBlock: Bool = false) -> YAMLMapping {
        let own = [device, iosVersion, search, sidebarAdaptable].filter { words.exampleKeys.contains($0.name) }
        return YAMLMapping("an example", [title, variant(names), platform, items(words), selected, width, textScale, rtl, locale, intent, caption] + own
                           + (inBlock ? [component, screen] : []))
    }
}
