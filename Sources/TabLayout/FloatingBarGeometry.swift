/// Where iOS 26's floating tab bar puts its parts, beyond the items every bar has: the capsule
/// inset from the screen's edges, the search tab apart at its trailing end, and the bar
/// minimised while the page scrolls (the selected tab alone, the search tab beside it).
public struct FloatingBarGeometry: Sendable, Hashable {
    /// How much of the page the picture shows above the bar (Handbook's picture, not one of
    /// Apple's lengths): the bar floats over it.
    public static let contentAbove = 24.0
    /// The widest screen the compact bar is made for, in points: the largest iPhone in
    /// portrait (440 pt, iPhone 16 and 17 Pro Max). Wider, the capsule keeps this size and
    /// stands centred; a regular-width screen (an iPad) has the top tab bar instead.
    public static let widestCompactScreen = 440.0

    /// The capsule holding the tabs.
    public var bar: BarBox
    /// The selection behind the active tab, inside the capsule.
    public var selection: BarBox
    /// The search tab: a circle as tall as the bar, `search-gap` after it; nil without one.
    public var search: BarBox?
    /// The search tab's label (drawn as a magnifying glass; named in titles and facts).
    public var searchLabel: String?
    /// The minimised state.
    public var minimized: MinimizedFloatingBar

    /// Memberwise.
    public init(bar: BarBox, selection: BarBox, search: BarBox?, searchLabel: String?, minimized: MinimizedFloatingBar) {
        self.bar = bar
        self.selection = selection
        self.search = search
        self.searchLabel = searchLabel
        self.minimized = minimized
    }
}

/// The floating bar minimised while the page scrolls (`tabBarMinimizeBehavior`, iPhone only):
/// a small bar at the leading edge holding the selected tab, the search tab at the trailing edge.
public struct MinimizedFloatingBar: Sendable, Hashable {
    /// The picture's height: the minimised bar and the inset above and below it.
    public var height: Double
    /// The minimised bar, holding the selected tab's icon.
    public var bar: BarBox
    /// The search tab, as tall as the minimised bar; nil without one.
    public var search: BarBox?

    /// Memberwise.
    public init(height: Double, bar: BarBox, search: BarBox?) {
        self.height = height
        self.bar = bar
        self.search = search
    }
}
