extension TabMetrics {
    /// Material 3's tabs on Android, from a spec's metrics (`given`; nil for the variant's
    /// defaults); other variants keep `given`. Labels in Title Small: 14 sp at weight 500, tracked 0.1 sp.
    /// A spec whose metrics or typography token give a tracking keeps its own.
    /// Primary tabs (`indicator-span: label`, the default) draw a 3 dp indicator as wide as the
    /// label, at least 24 dp, its top corners rounded by 3 dp; secondary tabs
    /// (`indicator-span: item`) a square 2 dp indicator across the whole tab. Compose Material 3's
    /// tokens: PrimaryNavigationTabTokens.ActiveIndicatorHeight 3.dp with
    /// ActiveIndicatorShape RoundedCornerShape(3.dp, 3.dp, 0.dp, 0.dp);
    /// SecondaryNavigationTabTokens.ActiveIndicatorHeight 2.dp; TabRowDefaults' scrollable
    /// edge padding 52 dp and a scrollable tab's minimum width 90 dp (the tabs' defaults).
    public static func materialTabs(_ given: TabMetrics?, for variant: TabVariant) -> TabMetrics? {
        guard variant == .scroll || variant == .fixed else { return given }
        var metrics = given ?? TabMetrics.defaults(for: variant)
        if metrics.letterSpacing == 0 { metrics.letterSpacing = 0.1 }
        switch metrics.indicatorSpan {
        case .label:
            metrics.indicatorTopRadius = min(3, metrics.indicatorHeight)
        case .item:
            // A spec that gives its own thickness keeps it; the tabs' default 3 is primary's.
            if metrics.indicatorHeight == TabMetrics.defaults(for: variant).indicatorHeight { metrics.indicatorHeight = 2 }
            metrics.indicatorTopRadius = 0
        }
        return metrics
    }
}
