/// The computed geometry of one bar. Horizontal lengths are in content coordinates
/// (the scrolling strip, origin at its left edge), in points, never rounded.
public struct TabBarLayout: Sendable, Hashable {
    /// Which kind of bar.
    public var variant: TabVariant
    /// Phone or tablet.
    public var device: DeviceClass
    /// The bar's (visible) width.
    public var width: Double
    /// Height of the bar or segmented container.
    public var height: Double
    /// Width of everything laid out; wider than `width` when a scroll bar overflows.
    public var contentWidth: Double
    /// How far the strip is scrolled, measured from the leading edge (the same in both directions).
    public var scrollOffset: Double
    /// The label font size used for measuring (metrics' size × text scale).
    public var fontSize: Double
    /// Items run from the right edge.
    public var rightToLeft: Bool
    /// The request's items in order, then the More item when a phone tab bar needs one.
    public var items: [LaidOutTab]
    /// Index into `items` of the item drawn as active (the More item when the selection is under More).
    public var activeIndex: Int
    /// The underline under the selected tab, or the raised thumb of a segmented control; nil for tab bars.
    public var indicator: IndicatorGeometry?
    /// Labels listed under a phone tab bar's More item.
    public var more: [String]
    /// Guideline findings on this geometry.
    public var diagnostics: [LayoutDiagnostic]
    /// The lengths it was drawn with.
    public var metrics: TabMetrics
    /// iOS 26's floating bar: its capsule, search tab and minimised state (nil for other variants).
    public var floating: FloatingBarGeometry?
    /// iPadOS's top bar: its capsule, sidebar button and sidebar (nil for other variants).
    public var topBar: TopBarGeometry?

    /// Whether the content is wider than the bar, so the bar scrolls.
    public var isScrolling: Bool { contentWidth > width }

    /// The labels, as written, of the items drawn cut short (an item hidden under More is not drawn).
    public var truncatedLabels: [String] { items.filter { $0.truncated && !$0.hidden }.map(\.label) }

    /// Left edge of the visible window, in content coordinates.
    public var visibleX: Double {
        rightToLeft ? contentWidth - scrollOffset - width : scrollOffset
    }

    /// Memberwise.
    public init(
        variant: TabVariant, device: DeviceClass, width: Double, height: Double, contentWidth: Double,
        scrollOffset: Double, fontSize: Double, rightToLeft: Bool, items: [LaidOutTab], activeIndex: Int,
        indicator: IndicatorGeometry?, more: [String], diagnostics: [LayoutDiagnostic], metrics: TabMetrics
    ) {
        self.variant = variant
        self.device = device
        self.width = width
        self.height = height
        self.contentWidth = contentWidth
        self.scrollOffset = scrollOffset
        self.fontSize = fontSize
        self.rightToLeft = rightToLeft
        self.items = items
        self.activeIndex = activeIndex
        self.indicator = indicator
        self.more = more
        self.diagnostics = diagnostics
        self.metrics = metrics
    }
}

/// One item's computed box and label.
public struct LaidOutTab: Sendable, Hashable {
    /// The label as requested ("More" for the More item).
    public var label: String
    /// The text drawn: the label, or its truncated form ending in "…".
    public var text: String
    /// Left edge of the item's box.
    public var x: Double
    /// Width of the item's box.
    public var width: Double
    /// Left edge of the drawn text.
    public var labelX: Double
    /// Measured width of the drawn text.
    public var labelWidth: Double
    /// Whether `text` is shorter than `label`.
    public var truncated: Bool
    /// Not visible in the bar: listed under More, or scrolled wholly out of view.
    public var hidden: Bool
    /// Pressed, hovered, focused, disabled or default, as requested.
    public var state: TabItem.State
    /// The synthetic "More" item of a phone tab bar.
    public var isMoreItem: Bool
    /// The badge, when the item has one that shows.
    public var badge: BadgeGeometry?
    /// Where the item's icon is drawn; nil for items without one (tabs, segments, the top bar's words).
    public var icon: IconBox?
    /// Which icon it is, as the request's item names it (nil for the More item and unnamed icons).
    public var glyph: String?
    /// The baseline of the drawn text, from the picture's top.
    public var labelY: Double = 0

    /// Right edge of the item's box.
    public var maxX: Double { x + width }

    /// Memberwise.
    public init(
        label: String, text: String, x: Double, width: Double, labelX: Double, labelWidth: Double,
        truncated: Bool, hidden: Bool = false, state: TabItem.State = .default, isMoreItem: Bool = false,
        badge: BadgeGeometry? = nil
    ) {
        self.label = label
        self.text = text
        self.x = x
        self.width = width
        self.labelX = labelX
        self.labelWidth = labelWidth
        self.truncated = truncated
        self.hidden = hidden
        self.state = state
        self.isMoreItem = isMoreItem
        self.badge = badge
    }
}

/// Where the active indicator is: the underline, the segmented thumb, Material's pill, the
/// floating and top bars' selection.
public struct IndicatorGeometry: Sendable, Hashable {
    /// Left edge.
    public var x: Double
    /// Width.
    public var width: Double
    /// Top edge, from the picture's top (placed with the items, after the horizontal layout).
    public var y: Double = 0
    /// Height.
    public var height: Double = 0

    /// Memberwise.
    public init(x: Double, width: Double, y: Double = 0, height: Double = 0) {
        self.x = x
        self.width = width
        self.y = y
        self.height = height
    }
}

/// Where an item's icon is drawn: a square `width` × `height` at (`x`, `y`).
public struct IconBox: Sendable, Hashable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    /// Memberwise.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}

/// A badge oval at a tab bar icon's upper right.
public struct BadgeGeometry: Sendable, Hashable {
    /// "3", "99+" or "!".
    public var text: String
    /// Left edge of the oval.
    public var x: Double
    /// Width of the oval (at least its height, so one digit draws a circle).
    public var width: Double
    /// Measured width of the badge text.
    public var textWidth: Double
    /// Font size of the badge text.
    public var fontSize: Double

    /// Memberwise.
    public init(text: String, x: Double, width: Double, textWidth: Double, fontSize: Double) {
        self.text = text
        self.x = x
        self.width = width
        self.textWidth = textWidth
        self.fontSize = fontSize
    }
}
