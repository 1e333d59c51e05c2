/// Where iPadOS's top tab bar puts its parts: a capsule of text-only tabs centred near the top
/// of the screen and, when the bar can become a sidebar, the button that turns it into one at
/// the leading edge and the sidebar itself (drawn as a second picture).
public struct TopBarGeometry: Sendable, Hashable {
    /// The capsule holding the tabs.
    public var bar: BarBox
    /// The selection behind the active tab.
    public var selection: BarBox
    /// The button that shows the sidebar; nil unless the bar is sidebar-adaptable.
    public var sidebarButton: BarBox?
    /// The sidebar the bar turns into; nil unless the bar is sidebar-adaptable.
    public var sidebar: SidebarGeometry?

    /// Memberwise.
    public init(bar: BarBox, selection: BarBox, sidebarButton: BarBox?, sidebar: SidebarGeometry?) {
        self.bar = bar
        self.selection = selection
        self.sidebarButton = sidebarButton
        self.sidebar = sidebar
    }
}

/// The sidebar a sidebar-adaptable iPad tab bar turns into: one row per tab, down a panel at
/// the screen's leading edge.
public struct SidebarGeometry: Sendable, Hashable {
    /// The picture's height.
    public var height: Double
    /// The panel.
    public var panel: BarBox
    /// The selection behind the active row.
    public var selection: BarBox
    /// One row per tab, in order: `x`/`width` across the panel, `labelX` after the icon.
    public var rows: [LaidOutTab]
    /// Each row's top edge, in `rows` order.
    public var rowTops: [Double]
    /// Height of a row.
    public var rowHeight: Double

    /// Memberwise.
    public init(height: Double, panel: BarBox, selection: BarBox, rows: [LaidOutTab], rowTops: [Double], rowHeight: Double) {
        self.height = height
        self.panel = panel
        self.selection = selection
        self.rows = rows
        self.rowTops = rowTops
        self.rowHeight = rowHeight
    }
}
