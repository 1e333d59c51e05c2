import TabLayout

/// The keys of a tab family spec's `metrics:`, declared once: the loader and the token
/// resolver set `TabMetrics` through them, `handbook schema component` prints them.
package enum TabMetricsKeys {
    package static let height = YAMLKey("height", ComponentSpecKeys.length, "The bar's height in points (or a dimension token).")
    package static let itemPadding = YAMLKey("item-padding", ComponentSpecKeys.length, "Space on either side of a label, in points (or a dimension token).")
    package static let minItemWidth = YAMLKey("min-item-width", ComponentSpecKeys.length, "The narrowest a scroll item may be, in points (or a dimension token).")
    package static let edgePadding = YAMLKey("edge-padding", ComponentSpecKeys.length, "Space before the first and after the last scroll item, in points (or a dimension token).")
    package static let fontSize = YAMLKey("font-size", ComponentSpecKeys.length, "The label's font size in points (or a dimension token); a style font's size wins.")
    package static let fontWeight = YAMLKey("font-weight", .positive, "The label's font weight, for the record: the preview font file decides the weight drawn.")
    package static let indicatorHeight = YAMLKey("indicator-height", ComponentSpecKeys.length, "The active indicator's thickness in points (or a dimension token).")
    package static let indicatorSpan = YAMLKey("indicator-span", .choice(Choices(IndicatorSpan.allCases.map(\.rawValue), id: "spec.metrics", wording: .mustBe(what: "indicator span"))),
                                       "label: the tab indicator is as wide as the label (Material's primary tabs); item: it spans the whole item (secondary tabs).")
    /// Every key, in the order the schema lists them.
    package static let all = [height, itemPadding, minItemWidth, edgePadding, fontSize, fontWeight, indicatorHeight, indicatorSpan,
                      OwnBarLengthKeys.floating, OwnBarLengthKeys.topBar]

    /// Sets the metric a `metrics:` key names, written as a number or resolved from a token.
    package static func set(_ key: String, to points: Double, in metrics: inout TabMetrics) {
        switch key {
        case height.name: metrics.height = points
        case itemPadding.name: metrics.itemPadding = points
        case minItemWidth.name: metrics.minItemWidth = points
        case edgePadding.name: metrics.edgePadding = points
        case fontSize.name: metrics.fontSize = points
        case indicatorHeight.name: metrics.indicatorHeight = points
        default: break // font-weight: the preview font file fixes the weight
        }
    }
}
