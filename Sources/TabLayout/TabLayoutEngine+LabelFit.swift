extension TabLayoutEngine {
    /// `label` at `fontSize`, spaced as `metrics` say, fitted into `width` the way every bar
    /// fits its labels: whole when it fits, else the longest prefix and "…" that does. A label
    /// alone has nothing to refuse, so unlike `layout` this answers every question asked.
    public func fit(_ label: String, into width: Double, fontSize: Double, metrics: TabMetrics) -> FittedLabel {
        LabelFitter(measurer: metrics.labelMeasurer(over: measurer), fontSize: fontSize).fit(label, into: max(0, width))
    }
}
