
/// One example of a component: from a spec's `examples` or a Markdown `tabbar` block. Keeps
/// the position of every value so checks can point at it. Kind-neutral: the items, the
/// selection, the variant's name, the device, the locale; the kind it belongs to lays it out
/// (the tab family through `request`, in `Kinds/TabFamily/ComponentExample+Request.swift`).
public struct ComponentExample: Sendable, Hashable {
    /// Do or Don't.
    public enum Intent: String, Sendable, Hashable, CaseIterable { case `do`, dont }

    /// One item with the place its label was written.
    public struct Item: Sendable, Hashable {
        public var label: String
        /// The label's key in the app's string catalogs.
        public var key: String?
        /// The glyph drawn for the item (`icon:`), and the one drawn when it is selected when the
        /// spec names one (`icon: { default, selected }`); where the name was written.
        public var icon: String?
        public var selectedIcon: String?
        public var iconLocation: SourceLocation?
        public var badge: String?
        public var disabled = false
        public var pressed = false
        /// Drawn with a pointer over it (`hovered: true`) or as the keyboard's focus (`focused: true`).
        public var hovered = false
        public var focused = false
        public var labelLocation: SourceLocation
        public var badgeLocation: SourceLocation?

        package init(label: String, key: String? = nil, icon: String? = nil, selectedIcon: String? = nil, iconLocation: SourceLocation? = nil, badge: String? = nil, labelLocation: SourceLocation, badgeLocation: SourceLocation? = nil) {
            self.label = label
            self.key = key
            self.icon = icon
            self.selectedIcon = selectedIcon
            self.iconLocation = iconLocation
            self.badge = badge
            self.labelLocation = labelLocation
            self.badgeLocation = badgeLocation
        }
    }

    public var title: String?
    /// A `tabbar` block's `screen:`: drawn on its device's screen (true) or alone (false); nil
    /// leaves it to the kind of bar.
    public var onScreen: Bool?
    public var variant: ExampleVariant
    /// The variant the spec wrote, when a platform draws the example as another (an iPhone's
    /// tab bar as iOS 26's floating bar); nil when it is drawn as written.
    public var writtenVariant: ExampleVariant?
    public var device: DeviceClass = .phone
    public var items: [Item]
    public var selected = 0
    public var width: Double?
    public var textScale = 1.0
    public var rightToLeft = false
    /// The locale the labels are drawn in, when not the source language (`locale:`).
    public var locale: String?
    /// The platform this example is drawn for (`platform: android`), whatever its spec names.
    public var platform: Platform?
    /// The iOS generation this example shows when it is not its spec's (`ios-version: 18`).
    public var iosVersion: PlatformGeneration.IOSVersion?
    /// A `tabbar` block's component (`component: tabs`), whose style it is drawn in, and where it was written.
    public var component: String?
    public var componentLocation: SourceLocation?
    public var localeLocation: SourceLocation?
    public var intent: Intent?
    public var caption: String?
    /// Where the example starts, and where its `items`, `selected` and `variant` were written.
    public var location: SourceLocation
    public var itemsLocation: SourceLocation
    public var selectedLocation: SourceLocation?
    public var variantLocation: SourceLocation?
    /// The search tab iOS 26's floating tab bar draws apart (`search:`), with where it was written.
    public var search: Item?
    /// Whether iPadOS's top tab bar can turn into a sidebar (`sidebar-adaptable:`), and where that was written.
    public var sidebarAdaptable = false
    public var sidebarAdaptableLocation: SourceLocation?

    package init(title: String? = nil, variant: ExampleVariant, writtenVariant: ExampleVariant? = nil, device: DeviceClass = .phone, items: [Item], width: Double? = nil, locale: String? = nil, platform: Platform? = nil, iosVersion: PlatformGeneration.IOSVersion? = nil, component: String? = nil, componentLocation: SourceLocation? = nil, localeLocation: SourceLocation? = nil, intent: Intent? = nil, caption: String? = nil, location: SourceLocation, itemsLocation: SourceLocation, selectedLocation: SourceLocation? = nil, variantLocation: SourceLocation? = nil, search: Item? = nil, sidebarAdaptableLocation: SourceLocation? = nil) {
        self.title = title
        self.variant = variant
        self.writtenVariant = writtenVariant
        self.device = device
        self.items = items
        self.width = width
        self.locale = locale
        self.platform = platform
        self.iosVersion = iosVersion
        self.component = component
        self.componentLocation = componentLocation
        self.localeLocation = localeLocation
        self.intent = intent
        self.caption = caption
        self.location = location
        self.itemsLocation = itemsLocation
        self.selectedLocation = selectedLocation
        self.variantLocation = variantLocation
        self.search = search
        self.sidebarAdaptableLocation = sidebarAdaptableLocation
    }
}

extension ComponentExample.Item {
    /// How the item's icon is named to whoever draws it: the glyph's name, or both names when
    /// the spec gives the selected glyph (`default→selected`); nil without an icon.
    public var glyph: String? {
        icon.map { normal in selectedIcon.map { "\(normal)→\($0)" } ?? normal }
    }
}
