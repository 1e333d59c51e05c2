/// Everything the engine needs to lay out one bar.
public struct TabLayoutRequest: Sendable, Hashable {
    /// The items in reading order.
    public var items: [TabItem]
    /// Which kind of bar.
    public var variant: TabVariant
    /// The bar's width in points (the device width for a scrolling bar).
    public var width: Double
    /// Index into `items` of the selected item.
    public var selected: Int
    /// Lengths to draw with; `TabMetrics.defaults(for:device:)` unless given.
    public var metrics: TabMetrics
    /// Multiplies the label font size only (1.0 to 3.0 for accessibility sizes).
    public var textScale: Double
    /// Items run from the right edge.
    public var rightToLeft: Bool
    /// Phone or tablet; decides the tab bar's More item and centring.
    public var device: DeviceClass
    /// Whether the indicator spans the label or the whole item.
    public var indicatorSpan: IndicatorSpan
    /// The search tab of a floating tab bar, drawn apart at its trailing end; nil for none.
    public var search: TabItem?
    /// Whether an iPad top tab bar can turn into a sidebar (`sidebarAdaptable`): the bar gets
    /// the button that shows it, and the layout the sidebar's rows.
    public var sidebarAdaptable = false

    /// A request; metrics default to the variant's.
    public init(
        items: [TabItem], variant: TabVariant, width: Double, selected: Int = 0,
        metrics: TabMetrics? = nil, textScale: Double = 1, rightToLeft: Bool = false,
        device: DeviceClass = .phone, indicatorSpan: IndicatorSpan = .label
    ) {
        self.items = items
        self.variant = variant
        self.width = width
        self.selected = selected
        self.metrics = metrics ?? TabMetrics.defaults(for: variant, device: device)
        self.textScale = textScale
        self.rightToLeft = rightToLeft
        self.device = device
        self.indicatorSpan = indicatorSpan
    }

    /// A request from plain labels.
    public init(
        labels: [String], variant: TabVariant, width: Double, selected: Int = 0,
        metrics: TabMetrics? = nil, textScale: Double = 1, rightToLeft: Bool = false,
        device: DeviceClass = .phone, indicatorSpan: IndicatorSpan = .label
    ) {
        self.init(
            items: labels.map { TabItem($0) }, variant: variant, width: width, selected: selected,
            metrics: metrics, textScale: textScale, rightToLeft: rightToLeft, device: device,
            indicatorSpan: indicatorSpan)
    }
}
