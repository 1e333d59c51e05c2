
/// One example of a component: from a spec's `examples` or a Markdown `tabbar` block. Keeps
/// the position of every value so checks can point at it. Kind-neutral: the items, the
/// selection, the variant's name, the device, the locale; the kind it belongs to lays it out
/// (the tab family through `request`, in `Kinds/TabFamily/ComponentExample+Request.swift`).
public struct ComponentExample: Sendable {
    /// Do or Don't.
    public enum Intent: String, Sendable, CaseIterable { case `do`, dont }

    /// One item with the place its label was written.
    public struct Item: Sendable {
        public var label: String
        /// The label's key in the app's string catalogs.
        public var key: String?
        public var icon: String?
        public var badge: String?
        public var disabled = false
        public var pressed = false
        public var labelLocation: SourceLocation
        public var badgeLocation: SourceLocation?
    }

    public var title: String?
    public var variant: ExampleVariant
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
}
